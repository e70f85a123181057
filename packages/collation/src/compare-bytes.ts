/**
 * Unsigned lexicographic order of byte arrays: the order every order-preserving scheme's encodings sort
 * in, and the order of keys in a key-value store.
 *
 * @module
 */

import { argumentError } from '@utf8x/core/internal'
import { firstDifference } from './_mismatch.ts'

/**
 * Compares two byte arrays as unsigned bytes, lexicographically (a proper prefix first). For every
 * order-preserving scheme (Barber §7, UTF-∞-8 §2) this is code point order of the encoded text.
 *
 * @param a - the first array
 * @param b - the second array
 * @returns `-1` when `a` sorts first, `0` when the arrays hold the same bytes, `1` when `b` sorts first
 * @throws {TypeError} when `a` or `b` is not a `Uint8Array`
 * @example
 * ```ts
 * const keys = [new Uint8Array([0xff]), new Uint8Array([0x61, 0x62]), new Uint8Array([0x61])]
 * keys.sort(compareBytes)
 * console.assert(keys.map((k) => k.join()).join(' ') === '97 97,98 255')
 * ```
 */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  if (!(a instanceof Uint8Array)) throw argumentError('a', 'a Uint8Array', a)
  if (!(b instanceof Uint8Array)) throw argumentError('b', 'a Uint8Array', b)
  const aLength = a.length
  const bLength = b.length
  const i = firstDifference(a, b)
  if (i < aLength && i < bLength) return a[i]! < b[i]! ? -1 : 1
  return aLength < bLength ? -1 : aLength > bLength ? 1 : 0
}
