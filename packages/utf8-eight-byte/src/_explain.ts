/**
 * How `explain` reads this package's sequences (core builds the explanation): each sequence as far as
 * its lead announces it and extension units follow, an overlong one whole with its value and Barber's
 * overlong row letter, an ill-formed one with the strict error.
 *
 * @module
 */

import type { SequenceReader, SequenceReading } from '@utf8x/core'
import { sequenceError } from './_errors.ts'
import { type Scheme, structureBits, unitKind } from './_scheme.ts'
import { scanSequence, scanState, type Units } from './_sequence.ts'

/** High structure bits of each unit: a lead's by the length it announces, extension units', or all. */
function sequenceStructure(scheme: Scheme, units: Units, i: number, count: number): number[] {
  const out: number[] = []
  for (let k = 0; k < count; k++) {
    const kind = unitKind(scheme, units[i + k] as number)
    out.push(structureBits(scheme, k === 0 ? kind : kind === 0 ? 0 : -1))
  }
  return out
}

/** The reader of one scheme (bytes or hunks). */
export function sequenceReader<CodePoint extends number | bigint>(
  scheme: Scheme,
): SequenceReader<CodePoint, Units> {
  return {
    unitBits: scheme.unitBits,
    bigint: scheme.bigint,
    read(units: Units, i: number): SequenceReading<CodePoint>[] {
      const end = units.length
      const n = scanSequence(units, i, end, scheme)
      const count =
        n > 0 ? n : scanState.kind === 'truncated' || scanState.kind === 'overlong' ? scanState.found : 1
      const complete = n > 0 || scanState.kind === 'overlong'
      const error = n > 0 ? null : sequenceError(units, i, end, scheme)
      const lead = unitKind(scheme, units[i] as number)
      const rows = lead > 0 && complete ? scheme.rows?.[lead] : undefined
      const row = rows === undefined ? null : error === null ? rows[0] : rows[1]
      const reading: SequenceReading<CodePoint> = {
        length: count,
        structure: sequenceStructure(scheme, units, i, count),
        complete,
        error,
      }
      return [row === null ? reading : { ...reading, facts: { row } }]
    },
  }
}
