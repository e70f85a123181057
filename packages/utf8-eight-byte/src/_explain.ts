/**
 * How `explain` reads this package's sequences: core's engine reader, with Barber's row letter of table
 * two for each complete eight- and seven-byte sequence (its valid row, or the overlong one).
 *
 * @module
 */

import { engineReader, type SequenceReader } from '@utf8x/core/internal'

type Units = Uint8Array | Uint16Array

import { type Scheme, unitKind } from './_scheme.ts'

/** The reader of one scheme (bytes or hunks). */
export function sequenceReader<CodePoint extends number | bigint>(
  scheme: Scheme,
): SequenceReader<CodePoint, Units> {
  return engineReader<CodePoint>(scheme, (units, at, step, ok) => {
    const lead = unitKind(scheme, units[at] as number)
    const rows = lead > 0 && (ok || step.kind === 'overlong') ? scheme.rows?.[lead] : undefined
    const row = rows === undefined ? null : ok ? rows[0] : rows[1]
    return row === null ? undefined : { row }
  })
}
