/**
 * Whether the first units of a sequence may still complete a valid one (its shortest form, the maximum,
 * the surrogate rule): what the maximal subpart of an ill-formed sequence and a stream's held tail are
 * measured by.
 *
 * @module
 */

import type { SequenceLayout } from '../bits.ts'
import type { Units } from './read.ts'
import type { Scheme } from './scheme.ts'

/**
 * Whether the `k` units at `units[at]` (a lead and `k - 1` extension units) are a prefix of some valid
 * sequence: the values such a sequence may hold meet the shortest form, the maximum and the surrogate rule.
 */
export function canComplete(scheme: Scheme<number | bigint>, units: Units, at: number, k: number): boolean {
  const n = scheme.kinds[units[at] as number] as number
  const layout = scheme.layouts[n] as SequenceLayout
  const extBits = scheme.extensionDataBits
  const rest = (scheme.dataBits[n] as number) - layout.leadDataBits - (k - 1) * extBits
  // In an offset scheme every complete sequence is valid.
  if (scheme.offsets.length > 0) return true
  const least = scheme.least[n] as number | bigint
  if (typeof least === 'number' && !Number.isFinite(least)) return false
  if ((scheme.dataBits[n] as number) > 53) {
    let prefix = BigInt((units[at] as number) & (2 ** layout.leadDataBits - 1))
    for (let j = 1; j < k; j++)
      prefix = (prefix << BigInt(extBits)) | BigInt((units[at + j] as number) & (2 ** extBits - 1))
    const low = prefix << BigInt(rest)
    const high = low + (1n << BigInt(rest)) - 1n
    return withinValid(scheme, low < least ? least : low, high)
  }
  const low = prefixLow(scheme, units, at, k)
  if (low === 0 && n === 2 && scheme.modifiedNul) return true
  // At most 53 data bits: the least value is exact as a number.
  const high = low + (POWERS_OF_TWO[rest] as number) - 1
  return withinValid(scheme, Math.max(low, scheme.leastNumbers[n] as number), high, scheme.maxNumber)
}

/** 2^0 … 2^53 (`2 ** b` with a variable `b` is a call to `Math.pow` on V8: this is a load). */
export const POWERS_OF_TWO: readonly number[] = /* @__PURE__ */ Array.from({ length: 54 }, (_, b) => 2 ** b)

/**
 * The least value of a sequence of at most 53 data bits that starts with `units[at:at+k)`; the greatest
 * is it plus 2^rest − 1, `rest` the data bits of the units still to come.
 */
export function prefixLow(scheme: Scheme<number | bigint>, units: Units, at: number, k: number): number {
  const n = scheme.kinds[units[at] as number] as number
  const radix = scheme.extensionRadix
  let prefix = (units[at] as number) & (scheme.leadMasks[n] as number)
  for (let j = 1; j < k; j++) prefix = prefix * radix + ((units[at + j] as number) & (radix - 1))
  return prefix * (POWERS_OF_TWO[restBits(scheme, n, k)] as number)
}

/** The data bits of an `n`-unit sequence after its first `k` units. */
export function restBits(scheme: Scheme<number | bigint>, n: number, k: number): number {
  const lead = (scheme.layouts[n] as SequenceLayout).leadDataBits
  return (scheme.dataBits[n] as number) - lead - (k - 1) * scheme.extensionDataBits
}

/**
 * Whether `[low, high]` holds a value at most the maximum and (where forbidden) not a surrogate. Numbers
 * up to 2^53 are compared with `scheme.maxNumber`, exact there and a number too (faster than a bigint).
 */
function withinValid(
  scheme: Scheme<number | bigint>,
  low: number | bigint,
  high: number | bigint,
  max: number | bigint = scheme.maxCodePoint,
): boolean {
  // Comparisons between numbers and bigints are exact; no arithmetic mixes them.
  const top = high > max ? max : high
  if (low > top) return false
  return !(low >= scheme.barredLow && top <= scheme.barredHigh)
}

/**
 * The maximal subpart at `units[at]` when the sequence there is ill-formed after `found` of its units:
 * the lead and the extension units that could still have completed a valid sequence (at least 1).
 */
export function subpartLength(
  scheme: Scheme<number | bigint>,
  units: Units,
  at: number,
  found: number,
): number {
  let k = 1
  while (k < found && canComplete(scheme, units, at, k + 1)) k++
  return k
}
