/**
 * Code point order on CESU-8 and MUTF-8 bytes, the two schemes whose byte order is not code point order,
 * read from the bytes without decoding them.
 *
 * @module
 */

import { argumentError } from '@utf8x/core/internal'
import { firstDifference } from './_mismatch.ts'

/**
 * The sort rank of the byte at `k`: the byte itself, except that
 * - `ED` starting a surrogate pair (`ED A0–AF xx ED B0–BF xx`, a code point from U+10000) ranks above
 *   every byte (0x100), as the pair's code point is above every 3-byte one (U+E000–U+FFFF start `EE`/`EF`);
 * - `C0` followed by `80` (MUTF-8's U+0000) ranks below every byte (-1);
 * - the end of the array ranks below everything (-2), so a proper prefix sorts first.
 * Each rank says which byte it stands for, so comparing ranks is a total order on all byte arrays; on
 * well-formed input it is code point order, as each code point's ranks form a prefix-free code that sorts
 * like the code points.
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
 * Compares two CESU-8 byte arrays (Unicode TR #26) in code point order, without decoding them. CESU-8
 * writes U+10000–U+10FFFF as a 6-byte surrogate pair (`ED A0–AF xx ED B0–BF xx`), which sorts below
 * U+E000–U+FFFF (`EE`/`EF` …) byte by byte, so `compareBytes` gets those wrong; this comparator gets
 * them right and agrees with UTF-8 byte order of the same text.
 *
 * It finds the first differing byte (four bytes at a time) and looks at most four bytes back. It does
 * not validate: ill-formed input gets a consistent total order too (a lone surrogate sorts as its own
 * value, and `C0 80` as U+0000, as in MUTF-8), so the comparator is safe for sorting anything.
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
 * Compares two MUTF-8 (Java Modified UTF-8, `DataInput`) byte arrays in code point order, without
 * decoding them. Besides CESU-8's surrogate pairs (see {@link compareCesu8}), MUTF-8 writes U+0000 as
 * `C0 80`, which sorts after U+0001–U+007F byte by byte; here it sorts first. A lone surrogate (which
 * MUTF-8 allows) sorts as its own value, between U+D7FF and U+E000, like WTF-8.
 *
 * Same method and cost as {@link compareCesu8}; no validation, a consistent total order on any bytes.
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
