/**
 * Reading one sequence of any scheme of this package: whether it is well-formed, and if not, which
 * rule it breaks (SEMANTICS.md's order) and how many units one U+FFFD replaces (the maximal subpart).
 *
 * @module
 */

import type { DecodeErrorKind } from '@utf8x/core'
import { unpackBits, unpackBitsBigInt } from '@utf8x/core'
import type { Scheme } from './_scheme.ts'

/** The units a decoder reads: bytes, or hunks. */
export type Units = Uint8Array | Uint16Array

/** What the last {@link scanSequence} call found when it returned 0. One shared object: no allocation. */
export const scanState: { kind: DecodeErrorKind; found: number; subpart: number; length: number } = {
  kind: 'truncated',
  found: 0,
  subpart: 1,
  length: 0,
}

/**
 * How many units of `units[i:end)` the first `length` units can stay as a prefix of a shortest-form
 * sequence (the maximal subpart, at least 1), given that `found` units (lead and extensions) are there.
 */
export function subpartLength(
  units: Units,
  i: number,
  found: number,
  length: number,
  scheme: Scheme,
): number {
  if (!scheme.valid[length]) return 1
  const lead = units[i] as number
  const ext = scheme.extTopMask[length] as number
  if (ext === 0) return (lead & (scheme.leadTopMask[length] as number)) !== 0 ? found : 1
  if ((lead & (scheme.leadDataMask[length] as number)) !== 0 || found < 2) return found
  return ((units[i + 1] as number) & ext) !== 0 ? found : 1
}

/**
 * Reads the sequence at `units[i]`. Returns its length when it is well-formed; otherwise 0, with the
 * kind of error, the units found and the maximal subpart in {@link scanState}.
 */
export function scanSequence(units: Units, i: number, end: number, scheme: Scheme): number {
  const kinds = scheme.kinds
  const u = units[i] as number
  const n = u < kinds.length ? (kinds[u] as number) : -1
  if (n === 1) return 1
  if (n <= 0) {
    scanState.kind = n === 0 ? 'unexpected-continuation' : 'invalid-lead'
    scanState.found = 1
    scanState.subpart = 1
    scanState.length = 1
    return 0
  }
  let j = 1
  while (j < n && i + j < end) {
    const c = units[i + j] as number
    if (c >= kinds.length || kinds[c] !== 0) break
    j++
  }
  const subpart = subpartLength(units, i, j, n, scheme)
  if (j === n && subpart === n) return n
  scanState.kind = j < n ? 'truncated' : 'overlong'
  scanState.found = j
  scanState.subpart = subpart
  scanState.length = n
  return 0
}

/** The value of the well-formed `n`-unit sequence at `units[i]`: a number up to 53 bits, else a bigint. */
export function sequenceValue(units: Units, i: number, n: number, scheme: Scheme): number | bigint {
  const layout = scheme.layouts[n] as (typeof scheme.layouts)[number]
  return (scheme.dataBits[n] as number) <= 53
    ? unpackBits(units, i, layout)
    : unpackBitsBigInt(units, i, layout)
}

/**
 * Where the final sequence that more input could still complete starts (`units.length` when none):
 * a lead whose announced extensions run past the end, followed only by extension units.
 */
export function heldTail(units: Units, scheme: Scheme): number {
  const end = units.length
  const stop = Math.max(0, end - scheme.longest + 1)
  for (let p = end - 1; p >= stop; p--) {
    const u = units[p] as number
    const n = u < scheme.kinds.length ? (scheme.kinds[u] as number) : -1
    if (n === 0) continue
    return n > 1 && p + n > end ? p : end
  }
  return end
}
