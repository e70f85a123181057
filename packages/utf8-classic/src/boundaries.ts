/**
 * Sequence boundaries and safe truncation for the five schemes, on top of core's boundary search.
 *
 * @module
 */

import { type BoundaryOptions, type BufferSource, toBytes, truncate as truncateAtBoundary } from '@utf8x/core'
import { utf8 } from './utf8.ts'

const PAIRS: BoundaryOptions = Object.freeze({ surrogatePairs: true })
const PLAIN: BoundaryOptions = Object.freeze({})

/**
 * The options to pass to core's boundary functions (`isBoundary`, `boundaryAtOrBefore`, `nextBoundary`,
 * `previousBoundary`, `sequenceStarts`, `truncate`) for a codec: `{ surrogatePairs: true }` for `cesu8`
 * and `mutf8` (a 6-byte surrogate pair is one character), `{}` for the others.
 *
 * @param codec - one of the five codecs (anything with a `name`)
 * @example
 * ```ts
 * console.assert(boundaryOptions(cesu8).surrogatePairs === true)
 * console.assert(boundaryOptions(utf8).surrogatePairs === undefined)
 * ```
 */
export function boundaryOptions(codec: { readonly name: string }): BoundaryOptions {
  return codec.name === 'cesu-8' || codec.name === 'mutf-8' ? PAIRS : PLAIN
}

/**
 * The longest prefix of `bytes` of at most `maxLength` bytes that does not split a character (nor a
 * CESU-8/MUTF-8 surrogate pair): a view, not a copy. Ill-formed input is cut at a byte that is not a
 * continuation byte.
 *
 * @param bytes - encoded text
 * @param maxLength - the most bytes to keep
 * @param codec - the scheme of `bytes` (default `utf8`)
 * @throws {RangeError} when `maxLength` is not a non-negative integer
 * @throws {TypeError} when `bytes` is not a `BufferSource`
 * @example
 * ```ts
 * const bytes = utf8.encode('a€')
 * console.assert(truncate(bytes, 3).length === 1 && truncate(bytes, 4).length === 4)
 * console.assert(truncate(cesu8.encode('😀'), 5, cesu8).length === 0)
 * ```
 */
export function truncate(
  bytes: BufferSource,
  maxLength: number,
  codec: { readonly name: string } = utf8,
): Uint8Array {
  return truncateAtBoundary(toBytes(bytes, 'bytes'), maxLength, boundaryOptions(codec))
}
