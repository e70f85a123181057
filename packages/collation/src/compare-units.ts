/**
 * Lexicographic order of unit arrays wider than a byte (the `Uint16Array` hunks of `utf-8-hunk-N`) or of
 * code point lists.
 *
 * @module
 */

import { argumentError } from '@utf8x/core/internal'

/** Checks that an argument is array-like (an `Array`, a typed array…; not a string). */
export function checkArrayLike(value: unknown, name: string): asserts value is ArrayLike<unknown> {
  const length =
    value !== null && typeof value === 'object' ? (value as { length?: unknown }).length : undefined
  if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0)
    throw argumentError(name, 'an array', value)
}

/**
 * Compares two arrays of non-negative numbers lexicographically: hunks (`Uint16Array`, Barber §8), code
 * point lists, or any typed array of unsigned integers. A proper prefix sorts first.
 *
 * @param a - the first array
 * @param b - the second array
 * @returns `-1`, `0` or `1`
 * @throws {TypeError} when `a` or `b` is not an array, or holds something other than a number
 * @example
 * ```ts
 * console.assert(compareUnits(new Uint16Array([0x80, 0x1]), new Uint16Array([0x80, 0x100])) === -1)
 * console.assert(compareUnits([0x1f600], [0xff5e]) === 1)
 * ```
 */
export function compareUnits(a: ArrayLike<number>, b: ArrayLike<number>): number {
  checkArrayLike(a, 'a')
  checkArrayLike(b, 'b')
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const x = a[i]
    const y = b[i]
    if (x !== y) {
      if (typeof x !== 'number') throw argumentError(`a[${i}]`, 'a number', x)
      if (typeof y !== 'number') throw argumentError(`b[${i}]`, 'a number', y)
      return x < y ? -1 : 1
    }
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0
}
