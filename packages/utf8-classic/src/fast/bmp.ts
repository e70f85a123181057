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
  decodeUtf8BmpPrefix,
  hasSupplementaryOrNul,
  kernelState,
  nativeDecodeStrict,
  nativeEncodeUtf8,
  preferNative,
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
    // No surrogate (so no supplementary character) and, for MUTF-8, no U+0000: UTF-8's bytes.
    encode: (text) => nativeEncodeUtf8(text, true, { nul }),
  }
}
