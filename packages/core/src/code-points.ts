/**
 * Strings from UTF-16 units (never overflowing the stack) and code points from strings, the first lone
 * surrogate of a string, and the shared buffer decoders write UTF-16 into.
 *
 * @module
 */

import { stringKit } from './fast/index.ts'
import { checkStringLength, SURELY_FITS, stringLengthError } from './string-length.ts'

/** Units converted per `String.fromCharCode` call: well under every engine's argument limit. */
const CHUNK = 0x2000

/**
 * Turns `units[0:length)` (UTF-16 code units) into a string.
 *
 * @param units - the code units
 * @param length - how many to use (default: all)
 * @param wellFormed - `true` when the units hold no lone surrogate (a native decoder would replace them)
 * @throws {RangeError} when `length` is more than the engine's longest string ({@link maxStringLength})
 * @example
 * ```ts
 * console.assert(unitsToString(new Uint16Array([0x48, 0x69]), 2, true) === 'Hi')
 * ```
 */
export function unitsToString(units: Uint16Array, length: number = units.length, wellFormed = false): string {
  if (length <= 0) return ''
  if (length > SURELY_FITS) checkStringLength(length)
  if (wellFormed) {
    const text = stringKit.utf16Decode(units, length)
    if (text !== null) return text
  }
  if (length <= CHUNK) {
    return String.fromCharCode.apply(null, units.subarray(0, length) as unknown as number[])
  }
  let result = ''
  try {
    for (let i = 0; i < length; i += CHUNK) {
      result += String.fromCharCode.apply(
        null,
        units.subarray(i, Math.min(i + CHUNK, length)) as unknown as number[],
      )
    }
  } catch (error) {
    // The engine's own "Invalid string length" (its limit being lower than measured): the same error.
    throw error instanceof RangeError ? stringLengthError(length, false) : error
  }
  return result
}

/** The reused output buffer of decoders (see {@link scratchUnits}), in a holder: it grows. */
const shared = { units: /* @__PURE__ */ new Uint16Array(4096) }
/** Above this many units a decoder gets a buffer of its own, so a huge input's buffer is not kept. */
const SCRATCH_LIMIT = 1 << 20

/**
 * A `Uint16Array` of at least `size` units for a decoder to write into: up to a megaunit one shared,
 * reused buffer. Use it only between the start of a synchronous decode and its `unitsToString`.
 *
 * @example
 * ```ts
 * const out = scratchUnits(8)
 * out[0] = 0x48
 * out[1] = 0x69
 * console.assert(out.length >= 8 && unitsToString(out, 2) === 'Hi')
 * ```
 */
export function scratchUnits(size: number): Uint16Array {
  const { units } = shared
  if (size <= units.length) return units
  if (size > SCRATCH_LIMIT) return new Uint16Array(size)
  let length = units.length * 2
  while (length < size) length *= 2
  shared.units = new Uint16Array(length)
  return shared.units
}

/**
 * The code points of a string: surrogate pairs are joined, lone surrogates kept as their own values.
 *
 * @example
 * ```ts
 * console.assert(stringToCodePoints('a😀\uD800').join() === [0x61, 0x1f600, 0xd800].join())
 * ```
 */
export function stringToCodePoints(text: string): number[] {
  const out: number[] = []
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        out.push(0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00))
        i++
        continue
      }
    }
    out.push(c)
  }
  return out
}

/** Below this many units {@link firstLoneSurrogate} looks one unit at a time. */
const LONE_SEARCH_RUN = 256

/** The index of the first lone surrogate of `text[i:]`, one unit at a time (a pair is never split at `i`), or -1. */
function loneSurrogateFrom(text: string, i: number): number {
  const n = text.length
  for (; i < n; i++) {
    const c = text.charCodeAt(i)
    if ((c & 0xf800) !== 0xd800) continue
    if (c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++
    else return i
  }
  return -1
}

/**
 * The UTF-16 index of the first lone surrogate of a string, or -1.
 *
 * No RegExp (engines keep the last string searched alive). With native `isWellFormed`, rejected text is
 * halved with it (slices cut between pairs) down to a short run, then read unit by unit (the repository's
 * fast/README has the numbers).
 *
 * @example
 * ```ts
 * console.assert(firstLoneSurrogate('a😀\uDC00') === 3)
 * console.assert(firstLoneSurrogate('\uD800\uD800\uDC00') === 0)
 * ```
 */
export function firstLoneSurrogate(text: string): number {
  if (typeof (text as { isWellFormed?: () => boolean }).isWellFormed !== 'function') {
    return loneSurrogateFrom(text, 0)
  }
  const wellFormed = (part: string): boolean =>
    (part as unknown as { isWellFormed(): boolean }).isWellFormed()
  if (wellFormed(text)) return -1
  // The first lone surrogate is in text[lo:hi), a slice that cuts no pair.
  let lo = 0
  let hi = text.length
  while (hi - lo > LONE_SEARCH_RUN) {
    let mid = (lo + hi) >> 1
    if ((text.charCodeAt(mid - 1) & 0xfc00) === 0xd800 && (text.charCodeAt(mid) & 0xfc00) === 0xdc00) mid++
    if (wellFormed(text.slice(lo, mid))) lo = mid
    else hi = mid
  }
  return loneSurrogateFrom(text, lo)
}
