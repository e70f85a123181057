/**
 * The accelerator of CESU-8 and Java Modified UTF-8: text without supplementary characters (and, for
 * MUTF-8, without U+0000) is written the same as in UTF-8, so the runtime's UTF-8 decoder and encoder and
 * the BMP kernels know the answer there; the rest goes through UTF-8, its pairs rewritten
 * ({@link rewriteBmpScheme}), or is the engine's. The repository's fast/README has the routes and their
 * bench targets.
 *
 * @module
 */

import { byteRange, viewBytes } from '../views.ts'
import type { Accelerator } from './accelerator.ts'
import { bmpSchemeLength, fitsBmpScheme, hasSupplementaryOrNul } from './bmp-scan.ts'
import { type BmpOnly, nativeDecodeStrict, nativeEncodeUtf8, preferNative } from './native.ts'
import { rewriteBmpScheme } from './transcode-runs.ts'
import { decodeUtf8BmpPrefix, encodeUtf8Into, scanUtf8Prefix, validateUtf8Prefix } from './utf8-kernel.ts'

/** Shorter text is encoded into the caller's memory by the kernel: no array to allocate and copy. */
const NATIVE_INTO_MIN = 64
/** Shorter input with pairs is the engine's: one sequence at a time costs less than the route's calls. */
const VIA_UTF8_MIN = 64
/**
 * `toUtf8` takes input shorter than this: faster than the engine's transcoding loop on short input, slower
 * on long runs (a second scan for F0 bytes after the validation).
 */
const TO_UTF8_BELOW = 256
/** Bytes {@link holdsSurrogate} looks at: pairs further on are found by the runtime's decoder refusing them. */
const SURROGATE_WINDOW = 256

/**
 * Whether the first {@link SURROGATE_WINDOW} bytes of `units` hold a surrogate's 3-byte sequence (`ED A0`–`BF`:
 * a half of a CESU-8 pair) or, with `nul`, a byte `C0` (Java's `C0 80`). After more `ED` bytes that lead no
 * surrogate (Korean from U+D000) than 16 it gives up and says `false`, which only costs speed.
 */
function holdsSurrogate(units: Uint8Array, nul: boolean): boolean {
  const head = units.length > SURROGATE_WINDOW ? byteRange(units, 0, SURROGATE_WINDOW) : units
  if (nul && head.indexOf(0xc0) >= 0) return true
  let budget = 16
  for (let k = head.indexOf(0xed); k >= 0 && --budget >= 0; k = head.indexOf(0xed, k + 1)) {
    if ((head[k + 1] ?? 0) >= 0xa0) return true
  }
  return false
}

/**
 * The accelerator of CESU-8 (`nul` false) or Java Modified UTF-8 (`nul` true, where U+0000 is `C0 80`).
 *
 * @example
 * ```ts
 * const fast = bmpAccelerator({ nul: true })
 * console.assert(fast.decode?.(new Uint8Array(40).fill(0x61), true) === 'a'.repeat(40))
 * console.assert(fast.encode?.('a\0😀', true)?.join() === '97,192,128,237,160,189,237,184,128')
 * ```
 */
export function bmpAccelerator({ nul }: { readonly nul: boolean }): Accelerator {
  // Up to the first F0–FF or, for MUTF-8, 00 byte, in well-formed UTF-8 (the runtime encoder's).
  const formEnd = (units: Uint8Array, start: number, end: number): number => {
    let i = start
    while (i < end && (units[i] as number) < 0xf0 && (!nul || units[i] !== 0)) i++
    return i
  }
  // Well-formed UTF-8 up to the first F0–FF (a 4-byte form) or, for MUTF-8, 00 byte.
  const runEnd = (units: Uint8Array, start: number, end: number): number => {
    const stop = (start === 0 ? scanUtf8Prefix : validateUtf8Prefix)(units, start, end)
    return stop === start || !hasSupplementaryOrNul(byteRange(units, start, stop), nul)
      ? stop
      : formEnd(units, start, stop)
  }
  // Well-formed input of this scheme as UTF-8, or `null` (an error, which the engine reports). Each
  // `runEnd` stops where UTF-8 does (a pair, C0 80, an error), so no byte is checked twice.
  const toUtf8 = (units: Uint8Array) => rewriteBmpScheme(units, nul, true, runEnd)
  const viaUtf8 = (units: Uint8Array): string | null => {
    const utf8 = toUtf8(units)
    return utf8 === null ? null : nativeDecodeStrict(utf8)
  }
  // Its UTF-8, well-formed: `formEnd` (`runEnd` would read all the rest again at every call).
  const bmpOnly: BmpOnly = { nul, rewrite: (utf8) => rewriteBmpScheme(utf8, nul, false, formEnd) }
  const encode = (text: string) => nativeEncodeUtf8(text, true, bmpOnly)
  return {
    decode(units) {
      const long = units.length >= VIA_UTF8_MIN
      // Pairs (or C0 80) from the start: through UTF-8 (Node's decoder takes long to refuse them).
      if (long && holdsSurrogate(units, nul)) return viaUtf8(units)
      if (!preferNative(units, 0)) return null
      // Well-formed UTF-8 that means the same here; UTF-8 refuses pairs and C0 80 further on (those go
      // through UTF-8), and errors, which the engine reports.
      const text = nativeDecodeStrict(units)
      if (text !== null) return fitsBmpScheme(units, text, nul) ? text : null
      return long ? viaUtf8(units) : null
    },
    decodePrefix(units, end, out, progress) {
      decodeUtf8BmpPrefix(units, end, out, progress, nul)
    },
    validatePrefix: runEnd,
    // Short input, for transcoding into UTF-8 (or a scheme equal to it on scalar values): the engine's
    // loop is faster on long runs.
    toUtf8: (units) => (units.length < TO_UTF8_BELOW ? toUtf8(units) : null),
    // UTF-8's bytes; with supplementary characters (or, for MUTF-8, U+0000) rewritten from them.
    encode,
    // The same, when all of it fits: copied in through a plain view of the caller's memory (no method of
    // the caller's object runs); a Proxy, a text that does not fit or one with surrogates is the engine's.
    encodeInto(text, destination) {
      const own = viewBytes(destination)
      if (own === null || text.length < NATIVE_INTO_MIN || text.length > own.length) return null
      const bytes = encode(text)
      if (bytes === null || bytes.length > own.length) return null
      own.set(bytes)
      return { read: text.length, written: bytes.length }
    },
    // UTF-8's bytes up to the first surrogate (or, for MUTF-8, U+0000), which the engine writes.
    encodePrefix(text, out, progress) {
      encodeUtf8Into(text, out, progress, nul ? 'bmp-nul' : 'bmp')
    },
    byteLength: (text) => bmpSchemeLength(text, nul),
  }
}
