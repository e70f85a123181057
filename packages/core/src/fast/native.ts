/**
 * The runtime's own UTF-8 codecs as fast paths, shared by every UTF-8-compatible scheme (well-formed RFC
 * 3629 text means the same in each): they give exactly our answer on well-formed input, and replacing,
 * the same WHATWG rule, so the only question is speed, decided once per runtime at module load and
 * cheaply per input (fast/README, "The runtime's codecs").
 *
 * @module
 */

import { isContinuationByte } from '../bits.ts'
import { firstLoneSurrogate } from '../code-points.ts'
import { byteRange, typedLength } from '../views.ts'
import { fitsBmpScheme } from './bmp-scan.ts'
import { fastNativeDecode, fastNativeEncode, onBun, onDeno, onNode } from './runtime.ts'
import { findAtLeastF0, findReplacement, wasmScratch } from './wasm-scan.ts'

/**
 * The native decoders, made on first use: `[fatal][stripBom]`, the BOM stripped by the decoder itself (so
 * the quick route reads no byte of the caller's array).
 */
const quickDecoders: (TextDecoder | null | undefined)[] = [undefined, undefined, undefined, undefined]

/** The runtime's UTF-8 decoder, fatal or replacing, stripping a BOM or not; `null` where there is none. */
function quickDecoder(fatal: boolean, stripBom: boolean): TextDecoder | null {
  const which = (fatal ? 2 : 0) + (stripBom ? 1 : 0)
  let decoder = quickDecoders[which]
  if (decoder === undefined) {
    try {
      decoder =
        typeof TextDecoder === 'function' ? new TextDecoder('utf-8', { fatal, ignoreBOM: !stripBom }) : null
    } catch {
      decoder = null
    }
    quickDecoders[which] = decoder
  }
  return decoder
}

/**
 * Decodes well-formed input natively: the string, or `null` when the input is not well-formed RFC 3629
 * UTF-8 (or may not be: the caller then runs the JS decoder, which decides). Never strips a BOM.
 */
export function nativeDecodeStrict(bytes: Uint8Array): string | null {
  if (onNode || onDeno) {
    const text = decodeNative(bytes, false)
    return text === null || text.indexOf('\uFFFD') >= 0 ? null : text
  }
  return decodeNative(bytes, true)
}

/**
 * Decodes with the runtime's fatal or replacing decoder (keeping a BOM): the string, or `null` when it
 * refuses the input (ill-formed when `fatal`; a view of shared memory) or is missing. The string must be
 * plausible: UTF-8 gives at least one UTF-16 unit per three bytes, and so does WHATWG replacement (a
 * U+FFFD stands for at most three); Bun's `TextDecoder` returns an empty string, without an error, for
 * input whose text would exceed the longest string, and the JS decoder then reports that (`RangeError`).
 */
function decodeNative(bytes: Uint8Array, fatal: boolean): string | null {
  const decoder = quickDecoder(fatal, false)
  if (decoder === null) return null
  try {
    const text = decoder.decode(bytes)
    return text.length * 3 >= typedLength(bytes) ? text : null
  } catch {
    return null
  }
}

/** Decodes with WHATWG replacement natively, or `null` when there is no native decoder. Keeps a BOM. */
export function nativeDecodeReplacing(bytes: Uint8Array): string | null {
  return decodeNative(bytes, false)
}

/** The runtime's own yes/no UTF-8 validator: `isUtf8` of `node:buffer`. */
type IsUtf8 = (bytes: Uint8Array) => boolean

interface BuiltinModules {
  process?: { getBuiltinModule?: (id: string) => { isUtf8?: unknown } | undefined }
}

/** The runtime's validator once looked for (`null`: none, or not the faster route); `undefined` before. */
let isUtf8: IsUtf8 | null | undefined

/**
 * Node's and Bun's `isUtf8` of `node:buffer` (simdutf), looked up through `process.getBuiltinModule` on
 * first use, never at module load and with no static `node:` import; `null` where it is missing and on
 * Deno, whose `isUtf8` is slower than core's kernels off ASCII.
 */
function findIsUtf8(): IsUtf8 | null {
  if (!onNode && !onBun) return null
  try {
    const found = (globalThis as BuiltinModules).process?.getBuiltinModule?.('node:buffer')?.isUtf8
    return typeof found === 'function' ? (found as IsUtf8) : null
  } catch {
    return null
  }
}

/**
 * From this many bytes the runtime's validator beats the kernel that validates a whole input
 * (`scanUtf8Prefix`): a call has a fixed cost (fast/README, "The runtime's validator").
 */
const NATIVE_VALIDATE_FROM = onBun ? 16 : 64

/**
 * The validator's first piece of a long input, in bytes; each next piece is twice as long. A piece it
 * refuses is where the kernel takes over, so an error costs at most about twice its offset (and this) of
 * native work, not the whole input's, in a few calls.
 */
const NATIVE_VALIDATE_PIECE = 1 << 16

/**
 * How much of `bytes[0:end)` the runtime's validator finds well-formed RFC 3629 UTF-8, from the start, in
 * whole pieces (of growing length) cut before a byte that is not a continuation byte (so a character boundary wherever the
 * input is well-formed): `end` when it says yes to all of it; the start of the first piece it refuses; `0`
 * where it is missing or slower (short input, Deno, browsers) or refuses the view. What follows is the
 * kernel's to judge, which finds and describes the error. It reads exactly that range of the caller's
 * view (new views of it, through its internal slots: any class of `Uint8Array`) and changes nothing.
 */
export function nativeUtf8Prefix(bytes: Uint8Array, end: number): number {
  if (end < NATIVE_VALIDATE_FROM) return 0
  if (isUtf8 === undefined) isUtf8 = findIsUtf8()
  if (isUtf8 === null) return 0
  let at = 0
  let piece = NATIVE_VALIDATE_PIECE
  try {
    // Read through the view's internal slots (a Proxy throws): no code of the caller's object runs.
    const whole = end === typedLength(bytes)
    if (whole && end <= NATIVE_VALIDATE_PIECE) return isUtf8(bytes) === true ? end : 0
    while (at < end) {
      let cut = end - at > piece ? at + piece : end
      piece *= 2
      // Back to a byte that starts a character (at most 3 back in well-formed input).
      for (let back = 0; back < 3 && cut < end && isContinuationByte(bytes[cut] as number); back++) cut--
      if (isUtf8(byteRange(bytes, at, cut)) !== true) return at
      at = cut
    }
  } catch {}
  return at
}

/**
 * Below this many bytes the JS decoder wins (a native call has a fixed cost): on Deno and elsewhere 32;
 * on Node, whose decoder is very fast on ASCII, 8; on Bun never (fast/README, "The quick routes").
 */
const NATIVE_MIN_LENGTH = onNode ? 8 : onBun ? 1 : 32
/** Bytes looked at, at each of the three sample points of a large input, on Node. */
const SAMPLE = 128
/** Inputs up to this many bytes are sampled at 8 or 16 single bytes (a look costs as much as a short decode). */
const SMALL = 1 << 14

/**
 * The share of ASCII units in a sample of `source[start:]`, bytes or a string's UTF-16 units (core's one
 * sampler): 8 units (16 from 4 KiB on) evenly spread over a small input; every other unit of three
 * windows (start, middle, end) of a large one (each byte of a multi-byte UTF-8 character is ≥ 0x80, so
 * every other byte gives the same share at half the cost). It only chooses a route: a unit it cannot read
 * counts as not ASCII.
 */
function asciiShare(source: Uint8Array | string, start: number): number {
  const end = source.length
  const length = end - start
  const text = typeof source === 'string'
  let ascii = 0
  if (length <= SMALL) {
    const points = length < 4096 ? 8 : 16
    const step = length >= points ? (length / points) | 0 : 1
    const count = Math.min(points, length)
    for (let k = 0, i = start; k < count; k++, i += step)
      if (((text ? source.charCodeAt(i) : source[i]) as number) < 0x80) ascii++
    return ascii / count
  }
  let total = 0
  for (const from of [start, start + (length >> 1) - (SAMPLE >> 1), end - SAMPLE]) {
    const to = from + SAMPLE
    for (let i = from; i < to; i += 2)
      if (((text ? source.charCodeAt(i) : source[i]) as number) < 0x80) ascii++
    total += SAMPLE >> 1
  }
  return ascii / total
}

/**
 * On Node, the share of ASCII bytes from which its decoder beats the JS kernel: with the kernel in
 * WebAssembly (from {@link NODE_WASM_FROM} bytes), only text whose sample is all ASCII; below that, or
 * without WebAssembly, text with up to a quarter non-ASCII bytes (fast/README, "The runtime's codecs").
 */
const NODE_ASCII_SHARE = 0.75
const NODE_ASCII_SHARE_WASM = 1
/** From this many bytes the JS kernel runs in WebAssembly fast enough for {@link NODE_ASCII_SHARE_WASM}. */
const NODE_WASM_FROM = 512
/** On Node, up to this many bytes its decoder wins whatever the text (fast/README, "The quick routes"). */
const NODE_NATIVE_ALWAYS = 64

/**
 * The UTF-8 accelerator's `quickDecode` (the call's one runtime decision): the native decoding of the
 * input wherever the runtime's decoder is the faster one ({@link preferNative}), else `null` (the codec's
 * full path runs core's kernels); `undefined` when `input` is not a genuine view (asked again with a plain
 * one). `null` too when it is shorter than the native minimum, or, strict, not well-formed; replacing,
 * unless `whatwgReplacement`, when the answer holds a U+FFFD (the full path decides). A BOM is stripped
 * (`stripBom`) by the runtime's decoder; the caller's array is read only through its internal slots, and
 * its `length` and sampled bytes only choose the route (fast/README, "The quick routes").
 */
export function quickNativeDecoder(
  whatwgReplacement: boolean,
): (input: unknown, fatal: boolean, stripBom: boolean) => string | null | undefined {
  return (input, fatal, stripBom) => {
    try {
      if (
        !ArrayBuffer.isView(input) ||
        !(input instanceof Uint8Array) ||
        (onBun && (input.constructor !== Uint8Array || input.byteLength !== input.length))
      )
        return undefined
      // A plain read, cheaper than the built-in getter: it only chooses the route (a lie costs speed, not
      // the answer; a throw declines).
      const length = input.length
      const long = length > NODE_NATIVE_ALWAYS
      // The sample starts after a BOM the decoder would strip (ASCII text after a BOM is the decoder's).
      if (long ? !fastNativeDecode && !preferNative(input, stripBom ? 3 : 0) : length < NATIVE_MIN_LENGTH)
        return null
      // Strict: Node's short input through its fatal decoder (as fast as the replacing one there); else
      // as {@link nativeDecodeStrict} (Node's and Deno's long input, Deno's short: replacing, then a scan).
      const strict = fatal && (long ? !(onNode || onDeno) : !onDeno)
      const decoder = quickDecoder(strict, stripBom)
      if (decoder === null) return null
      const text = decoder.decode(input)
      // Bun's empty string for text past the longest string ({@link decodeNative}; short text always fits).
      if (long && text.length * 3 < typedLength(input) - (stripBom ? 3 : 0)) return null
      if (strict || (!fatal && whatwgReplacement)) return text
      return text.indexOf('\uFFFD') < 0 ? text : null
    } catch {
      // Refused by the fatal decoder (not well-formed), or a view the decoder does not take (of shared
      // memory): the codec's full path decides.
      return null
    }
  }
}

/** Whether WebAssembly runs here (decided on first use). */
let hasWasm: boolean | undefined

/** Whether to try the runtime's decoder on `bytes[start:]` before the JS one. */
export function preferNative(bytes: Uint8Array, start: number): boolean {
  const length = bytes.length - start
  if (length < NATIVE_MIN_LENGTH) return false
  if (!fastNativeDecode && length > NODE_NATIVE_ALWAYS) {
    const wasm = length >= NODE_WASM_FROM && (hasWasm ??= wasmScratch(0) !== null)
    return asciiShare(bytes, start) >= (wasm ? NODE_ASCII_SHARE_WASM : NODE_ASCII_SHARE)
  }
  return true
}

/**
 * What utf8x uses of a `TextEncoder`, written out so that the published types need no DOM lib (Node's
 * types declare `TextEncoder` as a value only).
 */
export interface NativeEncoder {
  encode(text: string): Uint8Array
  encodeInto(text: string, destination: Uint8Array): { read: number; written: number }
}

let textEncoder: NativeEncoder | null | undefined

/**
 * The runtime's `TextEncoder` (made on first use, shared by every codec), or `null` when there is none:
 * the one place a scheme package gets it from, so that no codec needs it to load or to give its answers.
 */
export function nativeEncoder(): NativeEncoder | null {
  if (textEncoder === undefined) textEncoder = typeof TextEncoder === 'function' ? new TextEncoder() : null
  return textEncoder
}

/**
 * `TextEncoder.encodeInto` by the runtime's encoder: as much of `text` as fits into `destination`, never
 * part of a character, a lone surrogate as U+FFFD; `null` (nothing written) where there is no encoder.
 *
 * @example
 * ```ts
 * const out = new Uint8Array(4)
 * const done = nativeEncodeUtf8Into('a€\uD800', out)
 * console.assert(done === null || (done.read === 2 && done.written === 4 && out[1] === 0xe2))
 * ```
 */
export function nativeEncodeUtf8Into(
  text: string,
  destination: Uint8Array,
): { read: number; written: number } | null {
  const native = textEncoder ?? nativeEncoder()
  return native === null ? null : (native.encodeInto(text, destination) as { read: number; written: number })
}

/** On Deno, text whose sample ({@link asciiShare}) is at least this share ASCII goes to `encode`, the rest to `encodeInto`. */
const DENO_ENCODE_ASCII = 7 / 8

/** Text up to this many UTF-16 units takes the shortest route in a codec's `encode` (at most 192 bytes). */
const QUICK_ENCODE_UNITS = 64

/**
 * {@link nativeEncodeUtf8} of short well-formed text (up to {@link QUICK_ENCODE_UNITS} units), for a
 * codec's `encode` called without options (the UTF-8 accelerator's `quickEncode`): at this length each call between the codec and the runtime's
 * encoder is a measurable share of the time. `null` when the text is longer, holds a lone surrogate, or
 * there is no native encoder: the codec's full path decides.
 */
export function quickNativeEncode(text: string): Uint8Array | null {
  if (text.length > QUICK_ENCODE_UNITS) return null
  if (!onBun) return nativeEncodeUtf8(text, true)
  const native = textEncoder ?? nativeEncoder()
  if (native === null) return null
  // Bun: its encoder, then one search of the (at most 192-byte) output for the lead of U+FFFD; written
  // out here rather than through nativeEncodeUtf8, whose extra steps cost more (fast/README).
  const bytes = native.encode(text)
  return bytes.length === text.length || bytes.indexOf(0xef) < 0 || firstLoneSurrogate(text) < 0
    ? bytes
    : null
}

/**
 * Whether TextEncoder output `bytes` may hold `EF BF BD`; `false` is certain. After more `EF` bytes
 * (full-width forms in CJK text) than 16 and a 4096th of the length it gives up and says `true`.
 */
function mayHoldReplacement(bytes: Uint8Array): boolean {
  let budget = 16 + (bytes.length >> 12)
  for (let k = bytes.indexOf(0xef); k >= 0; k = bytes.indexOf(0xef, k + 1)) {
    if ((bytes[k + 1] === 0xbf && bytes[k + 2] === 0xbd) || --budget < 0) return true
  }
  return false
}

/**
 * {@link nativeEncodeUtf8} for CESU-8 and Java's Modified UTF-8: their bytes are UTF-8's only without a
 * 4-byte form (and, with `nul`, without U+0000). Where the text has one, `rewrite` gets its UTF-8 (a new
 * array, well-formed) and its answer is the result; without `rewrite`, `null`.
 */
export interface BmpOnly {
  readonly nul: boolean
  readonly rewrite?: (utf8: Uint8Array) => Uint8Array | null
}

/**
 * The UTF-8 of `text` from the runtime's `TextEncoder` by the fastest route here (fast/README, "The
 * runtime's codecs"), or `null` when there is none, or when `wellFormedOnly` and `text` holds a lone
 * surrogate (which `TextEncoder` would write as U+FFFD; the caller then reports it or encodes it its own
 * way). A new, exactly sized array. With `bmpOnly`, see {@link BmpOnly}.
 *
 * @example
 * ```ts
 * console.assert(nativeEncodeUtf8('h€', true)?.join() === '104,226,130,172')
 * console.assert(nativeEncodeUtf8('\uD800', true) === null)
 * ```
 */
export function nativeEncodeUtf8(
  text: string,
  wellFormedOnly: boolean,
  bmpOnly?: BmpOnly,
): Uint8Array | null {
  const native = nativeEncoder()
  if (native === null) return null
  const nul = bmpOnly?.nul === true
  const n = text.length
  // Deno, short text: an allocation is most of the cost of either route. Unless it starts (and goes on,
  // halfway) in ASCII, it takes Node's route, whose scan costs less than `isWellFormed` on short text.
  const denoShort = onDeno && n <= QUICK_ENCODE_UNITS
  if (
    (onNode && !fastNativeEncode) ||
    (onDeno && denoShort && (text.charCodeAt(0) | text.charCodeAt(n >> 1)) >= 0x80)
  ) {
    const buffer = wasmScratch(text.length * 3)
    if (buffer !== null) {
      const { written } = native.encodeInto(text, buffer)
      // As many bytes as units: all ASCII, so no lone surrogate (it would take 3 bytes).
      const ascii = written === text.length
      if (wellFormedOnly && !ascii && findReplacement(written) >= 0 && firstLoneSurrogate(text) >= 0)
        return null
      if (
        bmpOnly !== undefined &&
        (ascii ? nul && text.indexOf('\0') >= 0 : findAtLeastF0(written, nul) >= 0)
      )
        return bmpOnly.rewrite?.(buffer.slice(0, written)) ?? null
      return buffer.slice(0, written)
    }
  }
  let bytes: Uint8Array
  if (onBun) {
    bytes = native.encode(text)
    if (
      wellFormedOnly &&
      bytes.length !== text.length &&
      mayHoldReplacement(bytes) &&
      firstLoneSurrogate(text) >= 0
    )
      return null
  } else if (onDeno && denoShort) {
    // Short text starting in ASCII: most often all ASCII (as many bytes as units), with nothing to check.
    bytes = native.encode(text)
    if (wellFormedOnly && bytes.length !== n && firstLoneSurrogate(text) >= 0) return null
  } else {
    if (wellFormedOnly && firstLoneSurrogate(text) >= 0) return null
    // On Deno, longer text that is not mostly ASCII goes through encodeInto.
    const buffer = onDeno && asciiShare(text, 0) < DENO_ENCODE_ASCII ? wasmScratch(text.length * 3) : null
    bytes = buffer === null ? native.encode(text) : buffer.slice(0, native.encodeInto(text, buffer).written)
  }
  if (bmpOnly !== undefined && !fitsBmpScheme(bytes, text, nul)) return bmpOnly.rewrite?.(bytes) ?? null
  return bytes
}
