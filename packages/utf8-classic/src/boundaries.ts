/**
 * Safe truncation for the five schemes (core's boundary search, with each codec's own rules).
 *
 * @module
 */

import { type BoundaryCodec, type BufferSource, truncate as truncateAtBoundary } from '@utf8x/core'
import { utf8 } from './utf8.ts'

/**
 * The longest prefix of `bytes` of at most `maxLength` bytes that does not split a character (nor a
 * CESU-8/MUTF-8 surrogate pair): a view, not a copy. Any utf8x byte codec works (its own rules apply).
 * Ill-formed input is cut at a unit that is not an extension unit.
 *
 * @param bytes - encoded text
 * @param maxLength - the most bytes to keep
 * @param codec - the scheme of `bytes` (default `utf8`)
 * @throws {RangeError} when `maxLength` is not a non-negative integer, or `codec` is not a utf8x scheme
 * @throws {TypeError} when `bytes` is not a `BufferSource`
 * @example
 * ```ts
 * const bytes = utf8.encode('a€')
 * console.assert(truncate(bytes, 3).length === 1 && truncate(bytes, 4).length === 4)
 * console.assert(truncate(cesu8.encode('😀'), 5, cesu8).length === 0)
 * ```
 */
export function truncate(bytes: BufferSource, maxLength: number, codec: BoundaryCodec = utf8): Uint8Array {
  return truncateAtBoundary(bytes, maxLength, codec)
}
