/**
 * Lengths across UTF-8 and UTF-16 by the runtime's codecs, without keeping the output: a string's UTF-8
 * length (`TextEncoder.encodeInto` piece after piece into one scratch buffer, plus a scheme's adjustment
 * per piece that is not all ASCII), and the UTF-16 length of well-formed UTF-8 (`TextDecoder` in pieces).
 * Why and the measurements: the repository's fast/README, "Offsets and lengths".
 *
 * @module
 */

import { firstLoneSurrogate } from '../code-points.ts'
import { byteRange } from '../views.ts'
import type { Progress } from './accelerator.ts'
import { nativeDecodeStrict, nativeEncoder } from './native.ts'
import { fastNativeDecode, fastNativeEncode, slowWideEncode } from './runtime.ts'
import { utf8ByteLength, validateUtf8Prefix } from './utf8-kernel.ts'
import { findReplacement, wasmScratch } from './wasm-scan.ts'

/** Bytes of the scratch buffer: the text goes in pieces of a third as many UTF-16 units, which always fit. */
export const LENGTH_CHUNK_BYTES = 1 << 16

let scratch: Uint8Array | undefined

/**
 * What a scheme's length differs from UTF-8's by on the piece `text` (whole characters, not all ASCII),
 * whose UTF-8 is `bytes[0:written)` (a lone surrogate as `EF BF BD`). It must not keep `bytes`.
 */
export type LengthAdjust = (text: string, bytes: Uint8Array, written: number) => number

/**
 * The length of `text` in UTF-8 as `TextEncoder` writes it (a lone surrogate as the 3 bytes of U+FFFD),
 * plus what `adjust` counts on each piece that is not all ASCII; `-1` where the runtime has no
 * `TextEncoder`. `asciiToo`: `adjust` sees all-ASCII pieces too (MUTF-8's U+0000). `into` replaces the
 * scratch buffer (a scheme's WebAssembly memory, where its kernel counts in place). Where the encoder is
 * slow on two-byte strings ({@link slowWideEncode}), mostly-ASCII text has each ASCII run replaced by one
 * space first.
 *
 * @example
 * ```ts
 * const length = nativeUtf8Length('aé€😀\uD800')
 * console.assert(length === -1 || length === 13)
 * // CESU-8: each 4-byte sequence becomes two 3-byte halves.
 * const cesu = nativeUtf8Length('a😀', (_text, bytes, written) => {
 *   let extra = 0
 *   for (let i = 0; i < written; i++) if (bytes[i] >= 0xf0) extra += 2
 *   return extra
 * })
 * console.assert(cesu === -1 || cesu === 7)
 * ```
 */
export function nativeUtf8Length(
  text: string,
  adjust?: LengthAdjust,
  into?: Uint8Array,
  asciiToo = false,
): number {
  const native = nativeEncoder()
  if (native === null) return -1
  const buffer = into ?? (scratch ??= new Uint8Array(LENGTH_CHUNK_BYTES))
  // Pieces that fit the buffer (3 bytes a unit at most), each sliced from `text` itself: JavaScriptCore's
  // encodeInto pays for the whole string it is given (fast/README, "Offsets and lengths").
  const piece = Math.floor(buffer.length / 3)
  const n = text.length
  let total = 0
  // Slices of a string stored two bytes a unit are stored so too. The first piece is short: a probe.
  const wide = slowWideEncode && WIDE.test(text)
  let strip = wide
  for (let at = 0; at < n; ) {
    let end = at + (strip && at === 0 ? PROBE : piece)
    if (end >= n) end = n
    // Never between the halves of a pair (each alone would count as a U+FFFD).
    else if ((text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end--
    let chunk = at === 0 && end === n ? text : text.slice(at, end)
    if (strip) {
      // One space per ASCII run (not U+0000, 2 bytes in MUTF-8): as many bytes fewer as units fewer.
      const rest = chunk.replace(ASCII_RUNS, ' ')
      total += chunk.length - rest.length
      // Not mostly ASCII after all: the rest of the text goes to `encodeInto` whole.
      if (rest.length > chunk.length >> 5) strip = false
      chunk = rest
    }
    const { written } = native.encodeInto(chunk, buffer)
    total += written
    // As many bytes as units: all ASCII, where no scheme differs from UTF-8.
    if (adjust !== undefined && (asciiToo || written !== chunk.length))
      total += adjust(chunk, buffer, written)
    at = end
  }
  // Runtimes keep the last string a RegExp searched (`RegExp.input`): do not keep the caller's text.
  if (wide) WIDE.test(FORGET)
  return total
}

/** A unit above U+00FF: V8 tests for it at once on a string stored a byte a unit, where it cannot occur. */
const WIDE = /[\u0100-\uffff]/
/** A string {@link WIDE} finds a unit in. */
const FORGET = '\u0100'
/** Runs of ASCII but U+0000. */
const ASCII_RUNS = /[\x01-\x7f]+/g
/** Units of the first piece on that route, which decide whether it goes on. */
const PROBE = 2048

/** Below this many UTF-16 units the JS loop answers sooner than a call into the runtime. */
export const NATIVE_FROM = 64

/**
 * A scheme's length per kind of UTF-16 unit: ASCII 1; below `bmp1` `len1`, below `bmp2` `len2`, the rest
 * (and a lone surrogate) `len3`; a surrogate pair `pairLow` below code point `pairSplit`, else `pairHigh`.
 */
export interface LengthTiers {
  readonly bmp1: number
  readonly len1: number
  readonly bmp2: number
  readonly len2: number
  readonly len3: number
  readonly pairSplit: number
  readonly pairLow: number
  readonly pairHigh: number
}

/**
 * The length of `text` by `tiers`, one unit at a time: for short text (below {@link NATIVE_FROM} units).
 *
 * @example
 * ```ts
 * const utf8Tiers = { bmp1: 0x800, len1: 2, bmp2: 0x800, len2: 2, len3: 3, pairSplit: 0x110000, pairLow: 4, pairHigh: 4 }
 * console.assert(tieredLength('aé€😀\uD800', utf8Tiers) === 13)
 * ```
 */
export function tieredLength(text: string, tiers: LengthTiers): number {
  const { bmp1, len1, bmp2, len2, len3, pairSplit, pairLow, pairHigh } = tiers
  let length = 0
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) length++
    else if (c < bmp1) length += len1
    else if (c < bmp2) length += len2
    else if (c < 0xd800 || c > 0xdbff) length += len3
    else {
      const low = text.charCodeAt(i + 1)
      if ((low & 0xfc00) !== 0xdc00) length += len3
      else {
        length += ((c - 0xd800) << 10) + (low - 0xdc00) + 0x10000 < pairSplit ? pairLow : pairHigh
        i++
      }
    }
  }
  return length
}

/**
 * `utf8ByteLength(text)` (a lone surrogate 3 bytes), by {@link nativeUtf8Length} from {@link NATIVE_FROM}
 * units on.
 *
 * @example
 * ```ts
 * console.assert(fastUtf8ByteLength('aé€😀'.repeat(40)) === 400)
 * console.assert(fastUtf8ByteLength('\uD800'.repeat(70)) === 210)
 * ```
 */
export function fastUtf8ByteLength(text: string): number {
  const length = text.length < NATIVE_FROM ? -1 : nativeUtf8Length(text)
  return length >= 0 ? length : utf8ByteLength(text)
}

/**
 * The UTF-8 length of `text`, or -1 when it holds a lone surrogate. Without `fastNativeEncode` (slow
 * `isWellFormed`), from {@link NATIVE_FROM} units on: {@link nativeUtf8Length} into WebAssembly memory,
 * a piece checked on its string only when its bytes hold `EF BF BD`. Elsewhere
 * {@link firstLoneSurrogate}, then {@link fastUtf8ByteLength} (the repository's fast/README, "Offsets and
 * lengths").
 *
 * @example
 * ```ts
 * console.assert(wellFormedUtf8Length('aé€😀'.repeat(40)) === 400)
 * console.assert(wellFormedUtf8Length('😀'.repeat(40) + '\uD800') === -1)
 * console.assert(wellFormedUtf8Length('\uFFFD'.repeat(70)) === 210)
 * ```
 */
export function wellFormedUtf8Length(text: string): number {
  const scratch = fastNativeEncode || text.length < NATIVE_FROM ? null : wasmScratch(LENGTH_CHUNK_BYTES)
  if (scratch !== null) {
    let lone = false
    const length = nativeUtf8Length(
      text,
      (piece, _bytes, written) => {
        if (!lone && findReplacement(written) >= 0 && firstLoneSurrogate(piece) >= 0) lone = true
        return 0
      },
      scratch.subarray(0, LENGTH_CHUNK_BYTES),
    )
    if (length >= 0) return lone ? -1 : length
  }
  return firstLoneSurrogate(text) >= 0 ? -1 : fastUtf8ByteLength(text)
}

/** From this many bytes {@link countUtf8Prefix} decodes pieces with the runtime's `TextDecoder`. */
const NATIVE_COUNT_FROM = 256
/** Bytes per `TextDecoder` call: Node 24's slows down on single calls of more than about 100 KiB. */
const COUNT_PIECE = 1 << 16

/**
 * {@link validateUtf8Prefix} from 0 to `end` (the stop, also in `counted.read`), with the UTF-16 length of
 * the bytes before it in `counted.written`. With `fastNativeDecode`, whole pieces are decoded by
 * `TextDecoder` and only their lengths kept; from the first ill-formed piece the JS loop finds the place.
 *
 * @example
 * ```ts
 * const bytes = new TextEncoder().encode('é😀'.repeat(100))
 * const counted = { read: 0, written: 0 }
 * console.assert(countUtf8Prefix(bytes, bytes.length, counted) === 600 && counted.written === 300)
 * console.assert(countUtf8Prefix(bytes, 599, counted) === 596 && counted.written === 298)
 * ```
 */
export function countUtf8Prefix(bytes: Uint8Array, end: number, counted: Progress): number {
  let at = 0
  let units = 0
  if (fastNativeDecode) {
    while (end - at >= NATIVE_COUNT_FROM) {
      let stop = Math.min(end, at + COUNT_PIECE)
      // Back to the start of a cut sequence (at most 3 continuation bytes when well-formed).
      for (let back = 0; back < 3 && stop < end && ((bytes[stop] as number) & 0xc0) === 0x80; back++) stop--
      const text = nativeDecodeStrict(byteRange(bytes, at, stop))
      if (text === null) break
      units += text.length
      at = stop
    }
  }
  const stop = validateUtf8Prefix(bytes, at, end, counted)
  counted.written += units
  return stop
}
