/**
 * The code point order comparator for the encodings of any utf8x codec.
 *
 * @module
 */

import { argumentError } from '@utf8x/core/internal'
import { compareBytes } from './compare-bytes.ts'
import { compareCesu8, compareMutf8 } from './compare-cesu8.ts'
import { compareUnits } from './compare-units.ts'

/** What {@link codePointComparator} reads of a codec: its id and its `orderPreserving` flag. */
export interface CodecOrderInfo {
  readonly name: string
  readonly orderPreserving: boolean
}

/**
 * Returns the comparator that sorts a codec's encodings in code point order: {@link compareBytes} for
 * an order-preserving byte scheme (its `orderPreserving` flag is `true`), {@link compareUnits} for the
 * hunk schemes (`utf-8-hunk-N`, whose units are `Uint16Array` hunks), and {@link compareCesu8} /
 * {@link compareMutf8} for `cesu-8` / `mutf-8`.
 *
 * @typeParam Units - `Uint16Array` for the hunk schemes, `Uint8Array` (the default) otherwise
 * @param codec - a codec, or any object with its `name` and `orderPreserving`
 * @returns a comparator for `Array.prototype.sort`, {@link lowerBound} and {@link upperBound}
 * @throws {TypeError} when `codec` has no string `name` or no boolean `orderPreserving`
 * @throws {RangeError} when the scheme is not order-preserving and is neither CESU-8 nor MUTF-8
 * @example
 * ```ts
 * console.assert(codePointComparator({ name: 'utf-8', orderPreserving: true }) === compareBytes)
 * console.assert(codePointComparator({ name: 'cesu-8', orderPreserving: false }) === compareCesu8)
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
  if (codec.orderPreserving) {
    return (codec.name.startsWith('utf-8-hunk-') ? compareUnits : compareBytes) as Order
  }
  if (codec.name === 'cesu-8') return compareCesu8 as Order
  if (codec.name === 'mutf-8') return compareMutf8 as Order
  throw new RangeError(`No code point order is known for ${codec.name}: it is not order-preserving`)
}
