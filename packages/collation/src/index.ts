/**
 * `@utf8x/collation`: code point order (UTF-8's byte order) for strings and encoded bytes, where `<` and
 * `sort` compare UTF-16 units (U+FF5E after U+1F600). Compares strings without encoding and bytes fast,
 * CESU-8 and MUTF-8 too; prefix scan bounds, sorted-array search, store keys (LevelDB, SQLite, IndexedDB).
 *
 * @example
 * ```ts
 * import { compareByCodePoint, compareBytes, prefixUpperBound } from '@utf8x/collation'
 * console.assert(compareByCodePoint('\uFF5E', '\u{1F600}') === -1)
 * console.assert(compareBytes(new Uint8Array([1]), new Uint8Array([1, 0])) === -1)
 * console.assert(prefixUpperBound(new Uint8Array([0x61, 0xff]))!.join() === '98')
 * ```
 *
 * @module
 */

export { type CodecOrderInfo, codePointComparator } from './comparator-for.ts'
export { compareBytes } from './compare-bytes.ts'
export { compareCesu8, compareMutf8 } from './compare-cesu8.ts'
export { compareByCodePoint, sortByCodePoint } from './compare-strings.ts'
export { compareUnits } from './compare-units.ts'
export { prefixUpperBound } from './prefix-upper-bound.ts'
export { type Comparator, lowerBound, prefixRange, upperBound } from './search.ts'
export { decodeKey, encodeKey, type PrefixBounds, prefixBounds } from './store-keys.ts'
