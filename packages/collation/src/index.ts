/**
 * `@utf8x/collation`: code point order for JavaScript strings and for encoded bytes. `<` and
 * `Array.prototype.sort` compare UTF-16 code units, so U+FF5E sorts after U+1F600 there; databases,
 * key-value stores, canonical JSON and RDF canonicalisation want code point order, which is the byte
 * order of UTF-8. This package compares strings in that order without encoding them, compares bytes
 * fast, finds the bounds of prefix range scans, searches sorted key arrays, and gives code point order on
 * CESU-8 and MUTF-8 bytes, whose byte order is not code point order. For sorted stores (LevelDB, SQLite,
 * IndexedDB) it turns any string into a key that sorts in code point order and back, and gives a prefix
 * scan's bounds in the shape their range options take.
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
