/**
 * The accelerator of CESU-8 and Java Modified UTF-8: text without supplementary characters (and, for
 * MUTF-8, without U+0000) is written the same as in UTF-8, so the runtime's UTF-8 decoder and encoder and
 * core's BMP kernel know the answer there; everything else is the engine's. See `README.md` beside this
 * file for the routes and the measurements behind them.
 *
 * @module
 */

import {
  type Accelerator,
  bmpSchemeLength,
  byteRange,
  decodeUtf8BmpPrefix,
  encodeUtf8Into,
  hasSupplementaryOrNul,
  kernelState,
  nativeDecodeStrict,
  nativeEncodeUtf8,
  preferNative,
  scanUtf8Prefix,
  validateUtf8Prefix,
  viewBytes,
} from '@utf8x/core/internal'

/**
 * Whether `bytes`, well-formed RFC 3629 UTF-8 that decoded to `text`, decodes to the same `text` in
 * CESU-8 (`nul` false) or Java Modified UTF-8 (`nul` true): no byte F0–F4, and with `nul` no `00`.
 * Checked on the bytes rather than the decoded string (a regular expression over a two-byte string runs
 * at a fraction of the native decoder's speed), by core's per-runtime scan.
 *
 * @example
 * ```ts
 * console.assert(fitsBmpScheme(new Uint8Array([0x61, 0xc3, 0xa9]), 'aé', true))
 * console.assert(!fitsBmpScheme(new Uint8Array([0xf0, 0x9f, 0x98, 0x80]), '😀', false))
 * ```
 */
export function fitsBmpScheme(bytes: Uint8Array, text: string, nul: boolean): boolean {
  // As many UTF-16 units as bytes: all ASCII (no byte ≥ 80); only a NUL can be left.
  if (text.length === bytes.length) return !nul || text.indexOf('\0') < 0
  return !hasSupplementaryOrNul(bytes, nul)
}

/** Shorter text is encoded into the caller's memory by the kernel: no array to allocate and copy. */
const NATIVE_INTO_MIN = 64

/**
 * The accelerator of CESU-8 (`nul` false) or Java Modified UTF-8 (`nul` true).
 *
 * @example
 * ```ts
 * const fast = bmpAccelerator(true)
 * console.assert(fast.decode?.(new Uint8Array(40).fill(0x61), true) === 'a'.repeat(40))
 * ```
 */
export function bmpAccelerator(nul: boolean): Accelerator {
  return {
    decode(units) {
      if (!preferNative(units, 0)) return null
      // Well-formed UTF-8 that means the same here; anything else (errors included) is the engine's.
      const text = nativeDecodeStrict(units)
      return text !== null && fitsBmpScheme(units, text, nul) ? text : null
    },
    decodePrefix(units, end, out, progress) {
      progress.read = decodeUtf8BmpPrefix(units, progress.read, end, out, progress.written, nul)
      progress.written = kernelState.written
    },
    // Well-formed UTF-8 up to the first F0–FF (a 4-byte form) or, for MUTF-8, 00 byte.
    validatePrefix(units, start, end) {
      const stop = (start === 0 ? scanUtf8Prefix : validateUtf8Prefix)(units, start, end)
      if (stop === start || !hasSupplementaryOrNul(byteRange(units, start, stop), nul)) return stop
      let i = start
      while (i < stop && (units[i] as number) < 0xf0 && (!nul || units[i] !== 0)) i++
      return i
    },
    // No surrogate (so no supplementary character) and, for MUTF-8, no U+0000: UTF-8's bytes.
    encode: (text) => nativeEncodeUtf8(text, true, { nul }),
    // The same, when all of it fits: copied in through a plain view of the caller's memory (no method of
    // the caller's object runs); a Proxy, a text that does not fit or one with surrogates is the engine's.
    encodeInto(text, destination) {
      const own = viewBytes(destination)
      if (own === null || text.length < NATIVE_INTO_MIN || text.length > own.length) return null
      const bytes = nativeEncodeUtf8(text, true, { nul })
      if (bytes === null || bytes.length > own.length) return null
      own.set(bytes)
      return { read: text.length, written: bytes.length }
    },
    // UTF-8's bytes up to the first surrogate (or, for MUTF-8, U+0000), which the engine writes.
    encodePrefix(text, out, progress) {
      progress.read = encodeUtf8Into(text, progress.read, out, progress.written, nul ? 'bmp-nul' : 'bmp')
      progress.written = kernelState.written
    },
    // UTF-8's length, plus 2 for each supplementary character (two 3-byte halves for UTF-8's 4 bytes)
    // and, for MUTF-8, 1 for each U+0000 (C0 80): core's count, in WebAssembly memory.
    byteLength: (text) => bmpSchemeLength(text, nul),
  }
}
