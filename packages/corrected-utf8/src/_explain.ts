/**
 * How `explain` reads Corrected UTF-8 (core builds the explanation): a sequence with its row's offset and
 * the arithmetic (`U+00CF = 0x2F + 160`), a truncated one as far as its continuation bytes go, a reserved
 * FE/FF run whole (every bit structure: it holds no value), each ill-formed one with the strict error.
 *
 * @module
 */

import { formatCodePoint } from '@utf8x/core'
import { leadStructure, type SequenceReader, type SequenceReading } from '@utf8x/core/internal'
import { LEAD_LENGTH } from './_scheme.ts'
import { OK, RESERVED, readSequence, STRAY, sequenceError, sequenceState } from './_sequence.ts'

/** The Corrected UTF-8 reader. */
export const sequenceReader: SequenceReader<number> = {
  unitBits: 8,
  bigint: false,
  read(bytes: Uint8Array, i: number): SequenceReading<number>[] {
    const kind = readSequence(bytes, i, bytes.length)
    const length = sequenceState.length
    if (kind === OK) {
      const { codePoint, value } = sequenceState
      const valueOffset = codePoint - value
      const equation = `${formatCodePoint(codePoint)} = 0x${value.toString(16).toUpperCase()} + ${valueOffset}`
      return [
        {
          length,
          structure: leadStructure(length, length),
          complete: true,
          codePoint,
          error: null,
          facts: { valueOffset, equation },
        },
      ]
    }
    const error = sequenceError(kind, bytes, i)
    const structure =
      kind === RESERVED
        ? new Array<number>(length).fill(8)
        : kind === STRAY
          ? [2]
          : leadStructure(LEAD_LENGTH[bytes[i] as number] as number, length)
    return [{ length, structure, complete: false, error }]
  },
}
