/**
 * The accelerator of CESU-8 and Java Modified UTF-8: text without supplementary characters (for MUTF-8,
 * nor U+0000) is written as in UTF-8, so UTF-8's routes answer; the rest goes through UTF-8 with its pairs
 * rewritten ({@link rewriteBmpScheme}), or to the engine (routes and targets: the repository's fast/README).
 *
 * @module
 */

import { grownCopy } from '../copy.ts'
import { byteRange } from '../views.ts'
import type { Accelerator } from './accelerator.ts'
import { bmpSchemeLength, fitsBmpScheme, hasSupplementaryOrNul } from './bmp-scan.ts'
import { type BmpOnly, nativeDecodeStrict, nativeEncodeUtf8, preferNative } from './native.ts'
import { rewriteSupplementary } from './transcode-runs.ts'
import { decodeUtf8BmpPrefix, encodeUtf8Into, scanUtf8Prefix, validateUtf8Prefix } from './utf8-kernel.ts'

/** Shorter input with pairs is the engine's: one sequence at a time costs less than the route's calls. */
const VIA_UTF8_MIN = 64
/** `toUtf8` takes shorter input only: on long runs the engine's loop wins (no second scan for F0). */
const TO_UTF8_BELOW = 256
/** Bytes {@link holdsSurrogate} looks at: pairs further on are found by the runtime's decoder refusing them. */
const SURROGATE_WINDOW = 256

/**
 * Whether the first {@link SURROGATE_WINDOW} bytes hold a surrogate (`ED A0`–`BF`) or, with `nul`, a `C0`.
 * After 16 `ED`s that lead none (Korean) it says `false`, which only costs speed.
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
 * Well-formed CESU-8 (`nul` false) or MUTF-8 (`nul` true) rewritten into UTF-8 (`toUtf8`), or back: runs
 * the same in both copied (`runEnd(units, start, end)`: to the end of well-formed UTF-8, its first 4-byte
 * form or, with `nul`, `00`), each pair ↔ 4 bytes ({@link rewriteSupplementary}), `C0 80` ↔ `00` (`nul`).
 * A new array, or `null` at anything else (an error, a lone surrogate).
 *
 * @example
 * ```ts
 * // Runs of ASCII but 00 (a real caller's find UTF-8 up to a 4-byte form or, for Java's, 00).
 * const runEnd = (units, start, end) => {
 *   let i = start
 *   while (i < end && units[i] < 0x80 && units[i] !== 0) i++
 *   return i
 * }
 * const cesu = new Uint8Array([0x61, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80, 0xc0, 0x80])
 * console.assert(rewriteBmpScheme(cesu, true, true, runEnd)?.join() === '97,240,159,152,128,0')
 * console.assert(rewriteBmpScheme(new Uint8Array([0xf0, 0x9f, 0x98, 0x80, 0]), true, false, runEnd)?.length === 8)
 * console.assert(rewriteBmpScheme(new Uint8Array([0xed, 0xa0, 0xbd]), false, true, runEnd) === null)
 * ```
 */
export function rewriteBmpScheme(
  units: Uint8Array,
  nul: boolean,
  toUtf8: boolean,
  runEnd: (units: Uint8Array, start: number, end: number) => number,
): Uint8Array | null {
  const end = units.length
  // Into UTF-8 nothing grows; out of it, a 4-byte form takes 6 and a 00 takes 2.
  let out: Uint8Array = new Uint8Array(toUtf8 ? end : end + (end >>> 1) + 8)
  let w = 0
  let i = 0
  const progress = { read: 0, written: 0 }
  while (i < end) {
    const j = runEnd(units, i, end)
    if (j > i) {
      if (w + (j - i) > out.length) out = grownCopy(out, w, w + (j - i))
      out.set(byteRange(units, i, j), w)
      w += j - i
      i = j
      if (i === end) break
    }
    // Room for a pair (into UTF-8 there always is: its output is never longer than what it read).
    if (w + 6 > out.length) out = grownCopy(out, w, w + 6)
    if (nul && (toUtf8 ? units[i] === 0xc0 && units[i + 1] === 0x80 : units[i] === 0)) {
      if (toUtf8) out[w++] = 0
      else {
        out[w++] = 0xc0
        out[w++] = 0x80
      }
      i += toUtf8 ? 2 : 1
      continue
    }
    progress.read = i
    progress.written = w
    const k = rewriteSupplementary(units, end, out, !toUtf8, progress)
    if (k === i) return null
    w = progress.written
    i = k
  }
  return w === out.length ? out : out.slice(0, w)
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
  // Well-formed input as UTF-8, or `null` (an error, the engine's to report).
  const toUtf8 = (units: Uint8Array) => rewriteBmpScheme(units, nul, true, runEnd)
  const viaUtf8 = (units: Uint8Array): string | null => {
    const utf8 = toUtf8(units)
    return utf8 === null ? null : nativeDecodeStrict(utf8)
  }
  // Its UTF-8, well-formed: `formEnd` (`runEnd` would read all the rest again at every call).
  const bmpOnly: BmpOnly = { nul, rewrite: (utf8) => rewriteBmpScheme(utf8, nul, false, formEnd) }
  return {
    decode(units) {
      const long = units.length >= VIA_UTF8_MIN
      // Pairs (or C0 80) from the start: through UTF-8 (Node's decoder takes long to refuse them).
      if (long && holdsSurrogate(units, nul)) return viaUtf8(units)
      if (!preferNative(units, 0)) return null
      // Well-formed UTF-8 that means the same here; pairs and C0 80 further on are refused, then rewritten.
      const text = nativeDecodeStrict(units)
      if (text !== null) return fitsBmpScheme(units, text, nul) ? text : null
      return long ? viaUtf8(units) : null
    },
    decodePrefix(units, end, out, progress) {
      decodeUtf8BmpPrefix(units, end, out, progress, nul)
    },
    validatePrefix: runEnd,
    toUtf8: (units) => (units.length < TO_UTF8_BELOW ? toUtf8(units) : null),
    // UTF-8's bytes; with supplementary characters (or, for MUTF-8, U+0000) rewritten from them.
    encode: (text) => nativeEncodeUtf8(text, true, bmpOnly),
    // UTF-8's bytes up to the first surrogate (or, for MUTF-8, U+0000), which the engine writes.
    encodePrefix(text, out, progress) {
      encodeUtf8Into(text, out, progress, nul ? 'bmp-nul' : 'bmp')
    },
    byteLength: (text) => bmpSchemeLength(text, nul),
  }
}
