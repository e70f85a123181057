/**
 * Code point order of JavaScript strings, which is the byte order of their UTF-8 (WTF-8) encodings,
 * computed on the UTF-16 code units without encoding anything.
 *
 * @module
 */

import { argumentError } from '@utf8x/core/internal'
import { checkArrayLike } from './compare-units.ts'

/** Units compared one by one before the search for the first difference switches to native slices. */
const PROBE = 12
/** Length of the first block compared natively; each block after a match is twice as long. */
const FIRST_BLOCK = 32
/** Below this many units, the difference inside a block is found unit by unit. */
const NARROW = 16

/**
 * The first index in `[i, n)` where `a` and `b` differ (equal before `i`), or `n`: growing blocks compared
 * by native string equality, then the differing block halved down to a few units.
 */
function firstDifferenceFrom(a: string, b: string, i: number, n: number): number {
  let block = FIRST_BLOCK
  for (;;) {
    let end = i + block
    if (end > n) end = n
    if (a.slice(i, end) === b.slice(i, end)) {
      if (end === n) return n
      i = end
      block += block
      continue
    }
    while (end - i > NARROW) {
      const middle = (i + end) >>> 1
      if (a.slice(i, middle) === b.slice(i, middle)) i = middle
      else end = middle
    }
    while (a.charCodeAt(i) === b.charCodeAt(i)) i++
    return i
  }
}

/**
 * The order when the first differing units `x = a[i]`, `y = b[i]` are both from 0xD800 and one is a
 * surrogate (UTF-16 order puts surrogates below U+E000–U+FFFF; code point order does not). When the common
 * prefix ends with a high surrogate and `x` or `y` is a low one, the code points start at `i - 1`.
 */
function surrogateOrder(a: string, b: string, i: number, x: number, y: number): number {
  let start = i
  if (i > 0 && ((x & 0xfc00) === 0xdc00 || (y & 0xfc00) === 0xdc00)) {
    if ((a.charCodeAt(i - 1) & 0xfc00) === 0xd800) start = i - 1
  }
  return a.codePointAt(start)! < b.codePointAt(start)! ? -1 : 1
}

/** The order of two strings whose units first differ at `i`, with `x = a[i] !== y = b[i]`. */
function decide(a: string, b: string, i: number, x: number, y: number): number {
  // UTF-16 order is code point order when a unit is below 0xD800, when neither is a surrogate, and when
  // both are low surrogates (both paired with the same high surrogate, or both lone).
  if (
    x < 0xd800 ||
    y < 0xd800 ||
    (x >= 0xe000 && y >= 0xe000) ||
    ((x & 0xfc00) === 0xdc00 && (y & 0xfc00) === 0xdc00)
  ) {
    return x < y ? -1 : 1
  }
  return surrogateOrder(a, b, i, x, y)
}

/**
 * Compares two strings by code point: the byte order of their UTF-8. Unlike `<` and the default `sort`
 * (UTF-16 order: surrogate pairs below U+E000–U+FFFF), `compareByCodePoint('\uFF5E', '😀')` is `-1`.
 *
 * A lone surrogate is one code point of its own value, as in WTF-8: after U+D7FF, before U+E000 and every
 * pair. A total order on all strings, no locale. Use it as a comparator: `strings.sort(compareByCodePoint)`.
 *
 * @param a - the first string
 * @param b - the second string
 * @returns `-1` when `a` sorts first, `0` when the strings are equal, `1` when `b` sorts first
 * @throws {TypeError} when `a` or `b` is not a string
 * @example
 * ```ts
 * console.assert('\uFF5E' > '\u{1F600}') // UTF-16 order
 * console.assert(compareByCodePoint('\uFF5E', '\u{1F600}') === -1) // code point order
 * console.assert(['b', '\u{1F600}', '\uFF5E', 'a'].sort(compareByCodePoint).join() === 'a,b,\uFF5E,\u{1F600}')
 * ```
 */
export function compareByCodePoint(a: string, b: string): number {
  if (typeof a !== 'string') throw argumentError('a', 'a string', a)
  if (typeof b !== 'string') throw argumentError('b', 'a string', b)
  if (a === b) return 0
  const aLength = a.length
  const bLength = b.length
  const n = Math.min(aLength, bLength)
  const probe = Math.min(n, PROBE)
  let i = 0
  for (; i < probe; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x !== y) return decide(a, b, i, x, y)
  }
  if (i < n) i = firstDifferenceFrom(a, b, i, n)
  // `a !== b`, so when one is a prefix of the other their lengths differ.
  if (i === n) return aLength < bLength ? -1 : 1
  return decide(a, b, i, a.charCodeAt(i), b.charCodeAt(i))
}

/**
 * A sorted copy of `strings` in code point order ({@link compareByCodePoint}), stable; the input is kept.
 *
 * @param strings - the strings to sort
 * @returns a new array
 * @throws {TypeError} when `strings` is not an array, or an element is not a string (naming its index)
 * @example
 * ```ts
 * const sorted = sortByCodePoint(['\u{1F600}', '\uFF5E', 'z', '\uD800'])
 * console.assert(sorted.join() === 'z,\uD800,\uFF5E,\u{1F600}')
 * ```
 */
export function sortByCodePoint(strings: readonly string[]): string[] {
  checkArrayLike(strings, 'strings')
  const n = strings.length
  const copy = new Array<string>(n)
  for (let i = 0; i < n; i++) {
    const value = strings[i]
    if (typeof value !== 'string') throw argumentError(`strings[${i}]`, 'a string', value)
    copy[i] = value
  }
  return copy.sort(compareByCodePoint)
}
