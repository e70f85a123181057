/**
 * The end of a prefix range: the least key above every key that starts with a given prefix.
 *
 * @module
 */

import { argumentError, copyOf } from '@utf8x/core/internal'

/**
 * The least byte string above every one that starts with `prefix`: the exclusive end of a prefix scan.
 * `prefix` without its trailing `FF`s, the last byte incremented, in a new array. In an order-preserving
 * scheme the keys that start with a string's encoding are the encodings of the strings that start with it.
 *
 * @param prefix - the prefix (not modified)
 * @returns a new array, or `null` when `prefix` is empty or all `FF` (the range runs to the end)
 * @throws {TypeError} when `prefix` is not a `Uint8Array`
 * @example
 * ```ts
 * console.assert(prefixUpperBound(new Uint8Array([0x61, 0x62]))!.join() === '97,99')
 * console.assert(prefixUpperBound(new Uint8Array([0x61, 0xff, 0xff]))!.join() === '98')
 * console.assert(prefixUpperBound(new Uint8Array([0xff])) === null)
 * ```
 */
export function prefixUpperBound(prefix: Uint8Array): Uint8Array | null {
  if (!(prefix instanceof Uint8Array)) throw argumentError('prefix', 'a Uint8Array', prefix)
  let last = prefix.length - 1
  while (last >= 0 && prefix[last] === 0xff) last--
  if (last < 0) return null
  // A copy whatever `prefix` is: a Buffer's `slice` is a view, and incrementing it would change the key.
  const bound = copyOf(prefix, 0, last + 1)
  bound[last]!++
  return bound
}
