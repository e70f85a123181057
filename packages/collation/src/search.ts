/**
 * Binary search in a sorted array of keys: where a key goes, and where the keys with a prefix are.
 *
 * @module
 */

import { argumentError } from '@utf8x/core/internal'
import { compareBytes } from './compare-bytes.ts'
import { checkArrayLike } from './compare-units.ts'
import { prefixUpperBound } from './prefix-upper-bound.ts'

/** A three-way comparator: negative, zero or positive, as `Array.prototype.sort` takes. */
export type Comparator<T> = (a: T, b: T) => number

/**
 * Checks the arguments of a search and returns the comparator to use. With the default comparator the
 * key must be a `Uint8Array`, and each element that the search looks at is checked too.
 */
function searchComparator(
  sortedKeys: unknown,
  key: unknown,
  compare: unknown,
): (sorted: ArrayLike<unknown>, index: number, key: unknown) => number {
  checkArrayLike(sortedKeys, 'sortedKeys')
  if (compare === undefined) {
    if (!(key instanceof Uint8Array)) throw argumentError('key', 'a Uint8Array', key)
    return (sorted, index, k) => {
      const element = sorted[index]
      if (!(element instanceof Uint8Array))
        throw argumentError(`sortedKeys[${index}]`, 'a Uint8Array', element)
      return compareBytes(element, k as Uint8Array)
    }
  }
  if (typeof compare !== 'function') throw argumentError('compare', 'a function', compare)
  return (sorted, index, k) => (compare as Comparator<unknown>)(sorted[index], k)
}

/**
 * The first index at or after `from` whose element is not below `key` (`inclusive`) or is above it (not
 * `inclusive`).
 */
function bound(sortedKeys: unknown, key: unknown, compare: unknown, inclusive: boolean, from = 0): number {
  const order = searchComparator(sortedKeys, key, compare)
  const sorted = sortedKeys as ArrayLike<unknown>
  let low = from
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    const c = order(sorted, middle, key)
    if (c < 0 || (!inclusive && c === 0)) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * The first index `i` with `sortedKeys[i] >= key`: where `key` would be inserted before any equal keys
 * (C++ `std::lower_bound`, Python `bisect_left`). `sortedKeys.length` when every key is below `key`.
 *
 * By default the keys are byte arrays in {@link compareBytes} order (the order of an order-preserving
 * encoding); pass `compare` for another order, for example `compareCesu8` or, on strings,
 * `compareByCodePoint`. `sortedKeys` must be sorted in that order. Takes O(log n) comparisons.
 *
 * @param sortedKeys - keys sorted in the order of `compare`
 * @param key - the key to look for
 * @param compare - the order (default: {@link compareBytes})
 * @returns an index from `0` to `sortedKeys.length`
 * @throws {TypeError} when `sortedKeys` is not an array, `compare` is given but not a function, or, with
 *   the default order, `key` or an element looked at is not a `Uint8Array`
 * @example
 * ```ts
 * const keys = [[0x61], [0x62], [0x62], [0x63]].map((k) => new Uint8Array(k))
 * console.assert(lowerBound(keys, new Uint8Array([0x62])) === 1)
 * console.assert(lowerBound(['a', '\uFF5E', '\u{1F600}'], '\uFFFF', compareByCodePoint) === 2)
 * ```
 */
export function lowerBound(sortedKeys: ArrayLike<Uint8Array>, key: Uint8Array): number
export function lowerBound<T>(sortedKeys: ArrayLike<T>, key: T, compare: Comparator<T>): number
export function lowerBound(
  sortedKeys: ArrayLike<unknown>,
  key: unknown,
  compare?: Comparator<unknown>,
): number {
  return bound(sortedKeys, key, compare, true)
}

/**
 * The first index `i` with `sortedKeys[i] > key`: where `key` would be inserted after any equal keys
 * (C++ `std::upper_bound`, Python `bisect_right`). `upperBound(...) - lowerBound(...)` counts the keys
 * equal to `key`. Arguments as for {@link lowerBound}.
 *
 * @param sortedKeys - keys sorted in the order of `compare`
 * @param key - the key to look for
 * @param compare - the order (default: {@link compareBytes})
 * @returns an index from `0` to `sortedKeys.length`
 * @throws {TypeError} as {@link lowerBound}
 * @example
 * ```ts
 * const keys = [[0x61], [0x62], [0x62], [0x63]].map((k) => new Uint8Array(k))
 * console.assert(upperBound(keys, new Uint8Array([0x62])) === 3)
 * ```
 */
export function upperBound(sortedKeys: ArrayLike<Uint8Array>, key: Uint8Array): number
export function upperBound<T>(sortedKeys: ArrayLike<T>, key: T, compare: Comparator<T>): number
export function upperBound(
  sortedKeys: ArrayLike<unknown>,
  key: unknown,
  compare?: Comparator<unknown>,
): number {
  return bound(sortedKeys, key, compare, false)
}

/**
 * The index range `[start, end)` of the keys that start with `prefix` in an array of byte keys sorted by
 * {@link compareBytes}: `sortedKeys.slice(start, end)` is exactly those keys. With the encoding of a
 * string as `prefix` and an order-preserving encoding, these are the encodings of the strings that
 * start with it. Uses {@link lowerBound} and {@link prefixUpperBound}.
 *
 * @param sortedKeys - byte keys sorted by {@link compareBytes}
 * @param prefix - the prefix
 * @returns `{ start, end }` with `start <= end`
 * @throws {TypeError} when `sortedKeys` is not an array, `prefix` or an element looked at is not a
 *   `Uint8Array`
 * @example
 * ```ts
 * const encoder = new TextEncoder()
 * const keys = ['app', 'apple', 'apricot', 'b'].map((k) => encoder.encode(k))
 * const { start, end } = prefixRange(keys, encoder.encode('app'))
 * console.assert(start === 0 && end === 2)
 * ```
 */
export function prefixRange(
  sortedKeys: ArrayLike<Uint8Array>,
  prefix: Uint8Array,
): { start: number; end: number } {
  checkArrayLike(sortedKeys, 'sortedKeys')
  if (!(prefix instanceof Uint8Array)) throw argumentError('prefix', 'a Uint8Array', prefix)
  const start = lowerBound(sortedKeys, prefix)
  const upper = prefixUpperBound(prefix)
  if (upper === null) return { start, end: sortedKeys.length }
  // Every key from `start` on is at least `prefix`: the end is searched for from there.
  return { start, end: bound(sortedKeys, upper, undefined, true, start) }
}
