/**
 * How `explain` reads the five schemes' sequences (core builds the explanation): a sequence as
 * `readSequence` reads it, a CESU-8/Modified UTF-8 surrogate pair as its two 3-byte halves, an ill-formed
 * run as the lead and the continuation bytes it read, with the strict error.
 *
 * @module
 */

import { leadingOnes, leadStructure, type SequenceReader, type SequenceReading } from '@utf8x/core/internal'
import type { Scheme } from './_scheme.ts'
import { readSequence, sequence, sequenceError } from './_sequence.ts'

/** The reader of one scheme. */
export function sequenceReader(scheme: Scheme): SequenceReader<number> {
  return {
    unitBits: 8,
    bigint: false,
    read(bytes: Uint8Array, i: number): SequenceReading<number>[] {
      const end = bytes.length
      if (readSequence(bytes, i, end, scheme)) {
        const length = sequence.length
        // Six bytes from an ED lead: a CESU-8/Modified UTF-8 pair (RFC 2279's six-byte leads are FC, FD).
        if (length === 6 && bytes[i] === 0xed) {
          const codePoint = sequence.value
          const half = { length: 3, structure: leadStructure(3, 3), complete: true, codePoint, error: null }
          return [
            { ...half, facts: { surrogateHalf: 'high' } },
            { ...half, facts: { surrogateHalf: 'low' } },
          ]
        }
        return [{ length, structure: leadStructure(length, length), complete: true, error: null }]
      }
      const error = sequenceError(bytes, i, scheme)
      const lead = bytes[i] as number
      const length = sequence.length
      if (error.kind === 'unexpected-continuation') {
        return [{ length: 1, structure: [2], complete: false, error }]
      }
      const announced = scheme.lengths[lead] || leadingOnes(lead)
      const complete = error.kind !== 'truncated' && error.kind !== 'invalid-lead'
      return [{ length, structure: leadStructure(announced, length), complete, error }]
    },
  }
}
