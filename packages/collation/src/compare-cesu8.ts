/**
 * Code point order on CESU-8 and MUTF-8 bytes, the two schemes whose byte order is not code point order,
 * read from the bytes without decoding them.
 *
 * @module
 */

import { argumentError } from '@utf8x/core/internal'
import { firstDifference } from './_mismatch.ts'

/**
 * The sort rank of the byte at `k`: the byte, but `ED` starting a pair (`ED A0–AF xx ED B0–BF xx`) ranks
 * above every byte (0x100), `C0 80` (U+0000) below every byte (-1), and the end below all (-2). A total
 * order on all byte arrays; on well-formed input, code point order (the ranks form a prefix-free code).
 */
function rank(bytes: Uint8Array, k: number): number {
  if (k >= bytes.length) return -2
  const byte = bytes[k]!
  if (byte === 0xed) {
    if ((bytes[k + 1]! & 0xf0) === 0xa0 && bytes[k + 3] === 0xed && (bytes[k + 4]! & 0xf0) === 0xb0)
      return 0x100
  } else if (byte === 0xc0 && bytes[k + 1] === 0x80) {
    return -1
  }
  return byte
}

/** How far back from the first differing byte a rank can depend on it (`rank` reads up to `k + 4`). */
const REACH = 4

function compareSurrogatePairBytes(a: Uint8Array, b: Uint8Array): number {
  if (!(a instanceof Uint8Array)) throw argumentError('a', 'a Uint8Array', a)
  if (!(b instanceof Uint8Array)) throw argumentError('b', 'a Uint8Array', b)
  const i = firstDifference(a, b)
  if (i === a.length && i === b.length) return 0
  // Ranks before `i - REACH` read only equal bytes; at `i` they differ, since the bytes there do.
  for (let k = i < REACH ? 0 : i - REACH; ; k++) {
    const x = rank(a, k)
    const y = rank(b, k)
    if (x !== y) return x < y ? -1 : 1
  }
}

/**
 * Compares two CESU-8 byte arrays (Unicode TR #26) in code point order, without decoding. CESU-8's 6-byte
 * pairs for U+10000 and up sort below U+E000–U+FFFF byte by byte (`compareBytes` gets them wrong); this
 * agrees with the UTF-8 byte order of the same text. No validation: any bytes get a consistent total order
 * (a lone surrogate as its own value, `C0 80` as U+0000).
 *
 * @param a - the first CESU-8 byte array
 * @param b - the second CESU-8 byte array
 * @returns `-1`, `0` or `1` as the text of `a` sorts before, equal to or after the text of `b`
 * @throws {TypeError} when `a` or `b` is not a `Uint8Array`
 * @example
 * ```ts
 * const fullwidthTilde = new Uint8Array([0xef, 0xbd, 0x9e]) // U+FF5E
 * const grinning = new Uint8Array([0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]) // U+1F600
 * console.assert(compareBytes(fullwidthTilde, grinning) === 1)
 * console.assert(compareCesu8(fullwidthTilde, grinning) === -1)
 * ```
 */
export function compareCesu8(a: Uint8Array, b: Uint8Array): number {
  return compareSurrogatePairBytes(a, b)
}

/**
 * Compares two MUTF-8 (Java Modified UTF-8) byte arrays in code point order, without decoding: as
 * {@link compareCesu8}, and `C0 80` (U+0000) sorts first. A lone surrogate sorts as its own value, like
 * WTF-8. No validation: a consistent total order on any bytes.
 *
 * @param a - the first MUTF-8 byte array
 * @param b - the second MUTF-8 byte array
 * @returns `-1`, `0` or `1` as the text of `a` sorts before, equal to or after the text of `b`
 * @throws {TypeError} when `a` or `b` is not a `Uint8Array`
 * @example
 * ```ts
 * const nul = new Uint8Array([0xc0, 0x80]) // U+0000
 * const a = new Uint8Array([0x61]) // U+0061
 * console.assert(compareBytes(nul, a) === 1)
 * console.assert(compareMutf8(nul, a) === -1)
 * ```
 */
export function compareMutf8(a: Uint8Array, b: Uint8Array): number {
  return compareSurrogatePairBytes(a, b)
}
