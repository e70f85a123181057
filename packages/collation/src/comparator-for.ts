/**
 * The code point order comparator for the encodings of any utf8x codec.
 *
 * @module
 */

import { argumentError, engineLinkOf } from '@utf8x/core/internal'
import { compareBytes } from './compare-bytes.ts'
import { compareCesu8, compareMutf8 } from './compare-cesu8.ts'
import { compareUnits } from './compare-units.ts'

/** What {@link codePointComparator} reads of a codec (on utf8x's engine, its scheme); `name` for errors. */
export interface CodecOrderInfo {
  readonly name: string
  readonly orderPreserving: boolean
  /** Bits of a hunk: present on a hunk codec, whose units are `Uint16Array` hunks (absent: bytes). */
  readonly unitBits?: number
}

/**
 * The comparator that sorts a codec's encodings in code point order, from its scheme (never its name):
 * {@link compareBytes} for an order-preserving byte scheme, {@link compareUnits} for hunks, and for a
 * scheme of surrogate pairs {@link compareMutf8} when U+0000 is `C0 80`, else {@link compareCesu8}.
 *
 * @typeParam Units - `Uint16Array` for the hunk schemes, `Uint8Array` (the default) otherwise
 * @param codec - a codec, or any object with its `name`, `orderPreserving` and (for hunks) `unitBits`
 * @returns a comparator for `Array.prototype.sort`, {@link lowerBound} and {@link upperBound}
 * @throws {TypeError} when `codec` has no string `name` or no boolean `orderPreserving`
 * @throws {RangeError} when the scheme is not order-preserving and does not pair surrogates (a codec not
 *   built on utf8x's engine, whose scheme is not known, included)
 * @example
 * ```ts
 * import { cesu8, mutf8 } from '@utf8x/utf8-classic'
 * console.assert(codePointComparator({ name: 'utf-8', orderPreserving: true }) === compareBytes)
 * console.assert(codePointComparator(cesu8) === compareCesu8 && codePointComparator(mutf8) === compareMutf8)
 * ```
 */
export function codePointComparator<Units extends Uint8Array | Uint16Array = Uint8Array>(
  codec: CodecOrderInfo,
): (a: Units, b: Units) => number {
  if (
    codec === null ||
    typeof codec !== 'object' ||
    typeof codec.name !== 'string' ||
    typeof codec.orderPreserving !== 'boolean'
  ) {
    throw argumentError(
      'codec',
      'a codec (an object with a string "name" and a boolean "orderPreserving")',
      codec,
    )
  }
  type Order = (a: Units, b: Units) => number
  const scheme = engineLinkOf(codec)?.scheme
  if (codec.orderPreserving) {
    const hunks = scheme === undefined ? typeof codec.unitBits === 'number' : scheme.unitWord === 'hunk'
    return (hunks ? compareUnits : compareBytes) as Order
  }
  if (scheme?.pairs === true) return (scheme.modifiedNul ? compareMutf8 : compareCesu8) as Order
  throw new RangeError(`No code point order is known for ${codec.name}: it is not order-preserving`)
}
