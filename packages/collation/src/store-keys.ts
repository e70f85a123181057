/**
 * Keys for sorted stores: a string as the bytes a store sorts in code point order, and back, and the
 * bounds of a prefix scan in the shape the stores' range options take.
 *
 * @module
 */

import {
  argumentError,
  assertString,
  copyOf,
  defineDecode,
  toBytes,
  wtf8Bytes,
  wtf8Scheme,
} from '@utf8x/core/internal'
import { prefixUpperBound } from './prefix-upper-bound.ts'

/**
 * The bounds of a prefix scan, `gte <= key < lt`: LevelDB's range options, or `WHERE k >= ? AND k < ?`.
 * No upper bound: `lt` left out, not `undefined` (`classic-level` would read it as a key and find nothing).
 */
export interface PrefixBounds {
  /** The prefix itself: the least key that starts with it. */
  readonly gte: Uint8Array<ArrayBuffer>
  /** The least key above every key that starts with the prefix; absent when there is none. */
  readonly lt?: Uint8Array<ArrayBuffer>
}

/**
 * A string as a store key: its WTF-8 bytes (UTF-8, a lone surrogate as its own 3 bytes rather than the
 * U+FFFD `TextEncoder` writes, so two strings never share a key). Keys sort by {@link compareBytes} (as
 * LevelDB, SQLite's BLOB and IndexedDB compare them) as the strings by {@link compareByCodePoint}.
 *
 * @param text - the string (any, lone surrogates included)
 * @returns a new `Uint8Array` over an `ArrayBuffer` of its own: 1–3 bytes per UTF-16 unit, 4 per pair
 * @throws {TypeError} when `text` is not a string
 * @example
 * ```ts
 * console.assert(encodeKey('a\u{1F600}').join() === '97,240,159,152,128')
 * console.assert(encodeKey('\uD800').join() === '237,160,128')
 * console.assert(compareBytes(encodeKey('\uFF61'), encodeKey('\u{1F600}')) === -1)
 * ```
 */
export function encodeKey(text: string): Uint8Array<ArrayBuffer> {
  assertString(text, 'text')
  return wtf8Bytes(text)
}

/** The engine's WTF-8 decoder (a bundle without {@link decodeKey} drops it). */
const decodeWtf8 = /* @__PURE__ */ defineDecode(wtf8Scheme)

/**
 * The string of a key {@link encodeKey} made, lone surrogates included, from what stores give back
 * (`ArrayBuffer`, `Uint8Array`, `Buffer`); never changed.
 *
 * @param key - WTF-8 bytes (`ArrayBuffer`, `SharedArrayBuffer`, typed array or `DataView`)
 * @returns the string
 * @throws {TypeError} when `key` is none of those
 * @throws {DecodeError} (scheme `wtf-8`) at the first sequence that is not WTF-8, with its `kind` and byte
 *   `offset`: a key this function did not make (a surrogate pair written as two 3-byte halves is `surrogate`)
 * @example
 * ```ts
 * console.assert(decodeKey(encodeKey('a\uD800b')) === 'a\uD800b')
 * console.assert(decodeKey(new Uint8Array([0xf0, 0x9f, 0x98, 0x80]).buffer) === '\u{1F600}')
 * ```
 */
export function decodeKey(key: ArrayBuffer | ArrayBufferView): string {
  return decodeWtf8(toBytes(key, 'key'))
}

/**
 * The bounds of a scan over the keys that start with `prefix`: `{ gte: prefix, lt: prefixUpperBound(prefix) }`,
 * `lt` left out when there is none (empty or all `FF`). Pass them to `db.iterator({ ...prefixBounds(p) })`,
 * SQL's `k >= ? AND k < ?`, or `IDBKeyRange.bound(gte, lt, false, true)`.
 *
 * A string prefix is encoded by {@link encodeKey}: one ending in a lone high surrogate selects keys where
 * it stays lone (`'a\uD83D'` does not select `'a\u{1F600}'`).
 *
 * @param prefix - the prefix: key bytes, or a string to encode with {@link encodeKey}
 * @returns the bounds, new arrays (never `prefix` itself, nor a view of it)
 * @throws {TypeError} when `prefix` is neither a `Uint8Array` nor a string
 * @example
 * ```ts
 * const { gte, lt } = prefixBounds('app')
 * console.assert(gte.join() === '97,112,112' && lt!.join() === '97,112,113')
 * console.assert(!('lt' in prefixBounds(new Uint8Array([0xff]))))
 * ```
 */
export function prefixBounds(prefix: Uint8Array | string): PrefixBounds {
  let gte: Uint8Array<ArrayBuffer>
  if (typeof prefix === 'string') gte = encodeKey(prefix)
  // Both are new arrays, each over an ArrayBuffer of its own.
  else if (prefix instanceof Uint8Array) gte = copyOf(prefix) as Uint8Array<ArrayBuffer>
  else throw argumentError('prefix', 'a Uint8Array or a string', prefix)
  const lt = prefixUpperBound(gte) as Uint8Array<ArrayBuffer> | null
  return lt === null ? { gte } : { gte, lt }
}
