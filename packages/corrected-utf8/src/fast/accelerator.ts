/**
 * Corrected UTF-8's accelerator, the one door through which its speed routes reach core's engine (routes,
 * the bench target each holds, and measurements in `README.md` beside this file). Each member answers
 * only what the engine would answer, or declines; the engine's own loop does everything else:
 * - `decode`: mostly-ASCII input straight through the runtime's strict decoder, and well-formed input
 *   rewritten as UTF-8 in WebAssembly, decoded by the runtime's decoder where it is fast and by core's
 *   UTF-8 kernel elsewhere; anything else declines.
 * - `encode`, `encodeInto`: the runtime's UTF-8 rewritten as Corrected UTF-8; they decline at a C1 control
 *   or a U+FFFD (which may stand for a lone surrogate), where strict and replacing differ.
 * - `fromUtf8`: UTF-8 rewritten as Corrected UTF-8 without a string (transcoding).
 * - `byteLength`: the runtime's UTF-8 of the text, counted in WebAssembly where the seed's offsets change it.
 *
 * The rewriting functions (`wasm/corrected.wat`) return `null` where they cannot give the answer (no
 * WebAssembly, or input they leave to the JS code: C1 controls, U+FFFD, errors, values above U+10FFFF).
 *
 * @module
 */

import { type Accelerator, schemeWasm } from '@utf8x/core/internal'
import { ownBytes, ownDestination } from '../_input.ts'
import { CORRECTED_WASM } from './_corrected-wasm.ts'

/**
 * The module, and Corrected UTF-8's lengths by UTF-16 unit: U+0080–U+009F take 3 bytes, U+00A0–U+089F 2,
 * the rest of the BMP and U+10000–U+1109F 3, the other supplementary characters 4.
 */
const kit = /* @__PURE__ */ schemeWasm<{
  written(): number
  utf8ToCorrected(start: number, length: number, out: number): number
  correctedToUtf8(start: number, length: number, out: number): number
}>(CORRECTED_WASM, {
  bmp1: 0xa0,
  len1: 3,
  bmp2: 0x8a0,
  len2: 2,
  len3: 3,
  pairSplit: 0x110a0,
  pairLow: 3,
  pairHigh: 4,
})

/**
 * Input bytes per step of the decoder (each step one call of the native decoder: Node 24 and 26 decode
 * longer UTF-8 input several times slower, measured in the README), and the most a string may encode to
 * in one go (4 MiB).
 */
const DECODE_CHUNK = 1 << 16
const ENCODE_LIMIT = 1 << 22

/** The memory from ENCODE_AT on, and the view it was made from. */
let encodeView: Uint8Array = /* @__PURE__ */ new Uint8Array(0)
let encodeBase: Uint8Array = encodeView

/** Where the UTF-8 goes in memory (the rewrite reads the byte before it). */
const ENCODE_AT = 16

/** Where the last {@link rewrite} wrote its output in memory. */
let rewritten = 0

/**
 * `TextEncoder`'s UTF-8 of `text` rewritten as Corrected UTF-8 in memory (at `rewritten`; ASCII is left
 * as it is): its length; -1 at a C1 control or a U+FFFD (which may stand for a lone surrogate), which
 * only the engine's encoder handles; -2 where this route does not apply (no WebAssembly, output above
 * 4 MiB, no `TextEncoder`).
 */
function rewrite(text: string): number {
  const module = kit.module()
  const encoder = kit.encoder()
  const bound = text.length * 3
  if (module === null || encoder === null || bound > ENCODE_LIMIT) return -2
  // UTF-8 at ENCODE_AT, then 19 bytes the rewrite may read past it, then the output.
  const out = (ENCODE_AT + bound + 32) & ~15
  const view = kit.memory(out + bound + 16)
  if (encodeBase !== view) {
    encodeBase = view
    encodeView = view.subarray(ENCODE_AT)
  }
  const { written } = encoder.encodeInto(text, encodeView)
  if (written === text.length) {
    // ASCII: the same in both schemes, nothing to rewrite.
    rewritten = ENCODE_AT
    return written
  }
  rewritten = out
  const length = module.utf8ToCorrected(ENCODE_AT, written, out)
  return length < 0 ? -1 : length
}

/**
 * `text` in Corrected UTF-8 through `TextEncoder` and the rewrite: a new array; `null` when the text has
 * a C1 control or a U+FFFD (which may stand for a lone surrogate), which only the engine's encoder
 * handles; `undefined` when this route does not apply (no WebAssembly, output above 4 MiB).
 */
export function wasmEncode(text: string): Uint8Array | null | undefined {
  const length = rewrite(text)
  if (length < 0) return length === -1 ? null : undefined
  return kit.copy(rewritten, rewritten + length)
}

/**
 * `text` in Corrected UTF-8 written at the start of `destination` through `TextEncoder` and the rewrite,
 * when all of it fits: the bytes written; -1 otherwise (it does not fit, or the text is left to the
 * engine as for {@link wasmEncode}), and `destination` is then untouched.
 */
export function wasmEncodeInto(text: string, destination: Uint8Array): number {
  const length = rewrite(text)
  if (length < 0 || length > destination.length) return -1
  destination.set(encodeBase.subarray(rewritten, rewritten + length))
  return length
}

/**
 * Well-formed Corrected UTF-8 `bytes` (every value up to U+10FFFF) rewritten as UTF-8 in memory, 64 KiB
 * of input at a time, each piece decoded by `TextDecoder` (or core's UTF-8 kernel: `native`); `null` for
 * anything else (or no WebAssembly).
 */
export function wasmDecode(bytes: Uint8Array, native?: boolean): string | null {
  const module = kit.module()
  if (module === null) return null
  const n = bytes.length
  const chunk = Math.min(n, DECODE_CHUNK)
  // Input at 0, UTF-8 after it (at most 3 bytes for 2 read, and 16 for the last SIMD store); the rewrite
  // reads 2 bytes past the input.
  const out = chunk + 16
  const view = kit.memory(out + Math.ceil(chunk * 1.5) + 16)
  let text = ''
  for (let i = 0; i < n; ) {
    const length = Math.min(chunk, n - i)
    view.set(i === 0 && length === n ? bytes : bytes.subarray(i, i + length), 0)
    const read = module.correctedToUtf8(0, length, out)
    // Short of the chunk's end only for a sequence the chunk cuts (at most 3 bytes) before more input.
    if (read < length && (read === 0 || i + length === n || length - read > 3)) return null
    // Well-formed UTF-8: the runtime's replacing decoder gives the strict answer (null: no decoder).
    const piece = kit.utf8Text(view.subarray(out, out + module.written()), native)
    if (piece === null) return null
    text += piece
    i += read
  }
  return text
}

/**
 * Well-formed RFC 3629 UTF-8 `bytes` rewritten as Corrected UTF-8, 64 KiB at a time (cut before a lead
 * byte): a new array; `null` at a C1 control or U+FFFD (which the kernel leaves to the JS encoder), or
 * without WebAssembly.
 */
export function wasmFromUtf8(bytes: Uint8Array): Uint8Array | null {
  const module = kit.module()
  if (module === null) return null
  const n = bytes.length
  const chunk = Math.min(n, DECODE_CHUNK)
  // The input at ENCODE_AT, the 19 bytes the rewrite reads (and zeroes) past it, then the output (no
  // sequence grows, and 16 bytes of room).
  const out = (ENCODE_AT + chunk + 32) & ~15
  const view = kit.memory(out + chunk + 16)
  if (chunk === n) {
    // One piece: its output copied out as it is.
    view.set(bytes, ENCODE_AT)
    const length = module.utf8ToCorrected(ENCODE_AT, n, out)
    return length < 0 ? null : kit.copy(out, out + length)
  }
  const result = new Uint8Array(n)
  let w = 0
  for (let i = 0; i < n; ) {
    let stop = Math.min(i + chunk, n)
    while (stop < n && ((bytes[stop] as number) & 0xc0) === 0x80) stop--
    view.set(bytes.subarray(i, stop), ENCODE_AT)
    const length = module.utf8ToCorrected(ENCODE_AT, stop - i, out)
    if (length < 0) return null
    result.set(view.subarray(out, out + length), w)
    w += length
    i = stop
  }
  return w === n ? result : result.slice(0, w)
}

/** Below this many bytes the engine's loop wins (a WebAssembly and a native call each cost). */
const WASM_MIN_LENGTH = 64
/** The most bytes handed to the native decoder in one call (longer output may pass the longest string). */
const NATIVE_PIECE = 1 << 24
/** Below this many UTF-16 units the engine's encoder beats a native call. */
const NATIVE_MIN = 24
/** The same for `encodeInto`, which adds a copy into the destination. */
const INTO_MIN = 64

/**
 * Whether the first 64 bytes and every 256th byte after them are ASCII (a cheap look before trying
 * natively: a closer one costs as much as the native decoder's whole pass on ASCII text).
 */
function looksAscii(bytes: Uint8Array): boolean {
  const n = bytes.length
  // Text that is not ASCII mostly shows it at once.
  for (let i = 0; i < 64; i++) if ((bytes[i] as number) >= 0x80) return false
  let any = 0
  for (let i = 64; i < n; i += 256) any |= bytes[i] as number
  return (any & 0x80) === 0
}

/** What {@link correctedAccelerator} takes: which decoder makes the string of the rewritten UTF-8. */
export interface CorrectedAcceleratorOptions {
  /**
   * `true`: the runtime's; `false`: core's UTF-8 kernel. Default: the runtime's where it is fast on every
   * script (Node 24 on, Bun, Deno, browsers).
   */
  readonly native?: boolean
}

/**
 * The accelerator (see the module comment).
 *
 * @example
 * ```ts
 * const fast = correctedAccelerator({ native: false })
 * console.assert(fast.decode?.(new Uint8Array([0xc0, 0xaf]), true) === null)
 * ```
 */
export function correctedAccelerator(options: CorrectedAcceleratorOptions = {}): Accelerator {
  const { native } = options
  return {
    decode(units) {
      // A plain view of the same memory: no accessor of the caller's runs while the WebAssembly memory
      // is filled and read back.
      const bytes = ownBytes(units)
      const length = bytes.length
      if (length < WASM_MIN_LENGTH) return null
      if (length <= NATIVE_PIECE && looksAscii(bytes)) {
        // Well-formed UTF-8 gives as many units as bytes only when it is ASCII, the same in both schemes
        // (any other sequence is shorter as UTF-16); the strict native decoder refuses most Corrected
        // UTF-8 quickly.
        const text = kit.decodeStrict(bytes)
        if (text !== null && text.length === length) return text
      }
      // Well-formed input decodes the same strict or replacing; the rewrite declines anything else.
      return wasmDecode(bytes, native)
    },
    // `undefined` from the rewrite: it does not apply (no WebAssembly or `TextEncoder`, above 4 MiB).
    encode: (text) => (text.length < NATIVE_MIN ? null : (wasmEncode(text) ?? null)),
    encodeInto(text, destination) {
      // A plain view of the caller's memory, as for `decode`; anything else (a Proxy) is the engine's. At
      // least a byte per unit: a smaller destination never pays for encoding all of the text.
      const own = ownDestination(destination)
      const fits = own !== null && text.length >= INTO_MIN && own.length >= text.length
      const written = fits ? wasmEncodeInto(text, own) : -1
      return written < 0 ? null : { read: text.length, written }
    },
    // Transcoding: the kernel rewrites UTF-8 as Corrected UTF-8 without a string.
    fromUtf8: (units) => (units.length < WASM_MIN_LENGTH ? null : wasmFromUtf8(ownBytes(units))),
    // Short text: one loop over its units (core's kit), which costs less than a call into the encoder.
    byteLength: kit.byteLength,
  }
}
