/**
 * The end of a prefix range: the least key above every key that starts with a given prefix.
 *
 * @module
 */

import { argumentError, copyOf } from '@utf8x/core/internal'

/**
 * The least byte string greater than every byte string that starts with `prefix`: the exclusive end of
 * a prefix range scan (`prefix <= key < prefixUpperBound(prefix)` holds exactly for the keys that start
 * with `prefix`). It is `prefix` with its trailing `FF` bytes removed and the last remaining byte
 * incremented, in a new array (never a view of `prefix`, even when `prefix` is a Node `Buffer`).
 *
 * Because the order-preserving schemes sort by code point, the keys starting with the encoding of a
 * string are exactly the encodings of the strings that start with it.
 *
 * @param prefix - the prefix (not modified)
 * @returns a new array, or `null` when no key is above all of them (`prefix` is empty or all `FF`: the
 *   range then runs to the end of the key space)
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
