/**
 * How `explain` reads UTF-∞-8 codes (core builds the explanation): structure bits are the lead's
 * marker, the `10` of each continuation, the `100` of a 13-byte code's second byte and the whole length
 * field (`B4`… `Ax`…); USV-storage bits (padding nybbles included) are data. An ill-formed code is shown
 * as far as its continuation bytes go, with the strict error.
 *
 * @module
 */

import { leadStructure, type SequenceReader, type SequenceReading } from '@utf8x/core/internal'
import { faultAt } from './_decode.ts'
import {
  LEAD_LENGTH,
  NON_CANONICAL_LENGTH,
  OK,
  OVERLONG,
  SURROGATE,
  scan,
  scanSequence,
  TRUNCATED,
} from './_layout.ts'

/** Structure bits of `count` bytes of a code with this lead, announced length and header. */
function structureOf(lead: number, count: number, second: number, header: number): number[] {
  const thirteen = lead === 0xff && second >= 0x80 && second <= 0x9f
  const announced = lead < 0x80 ? 1 : lead === 0xff ? 8 : (LEAD_LENGTH[lead] as number)
  const out = leadStructure(announced, count)
  for (let k = 1; k < count; k++) if (thirteen ? k === 1 : k < header) out[k] = thirteen ? 3 : 8
  return out
}

/** The first index in `[from, to)` that is not a continuation byte, or `to`. */
function trailEnd(bytes: Uint8Array, from: number, to: number): number {
  let p = from
  while (p < to && ((bytes[p] as number) & 0xc0) === 0x80) p++
  return p
}

/** The UTF-∞-8 reader. */
export const sequenceReader: SequenceReader<bigint> = {
  unitBits: 8,
  bigint: true,
  read(bytes: Uint8Array, i: number): SequenceReading<bigint>[] {
    const end = bytes.length
    const lead = bytes[i] as number
    const second = bytes[i + 1] ?? 0
    // Left at 0 when a length-field fault stops the scan before the length is known.
    scan.length = 0
    const status = scanSequence(bytes, i, end)
    const { header, digits, shown } = scan
    const field = header > 1 && digits > 0 ? { facts: { lengthField: { end: header, digits } } } : {}
    if (status === OK) {
      const length = scan.length
      return [
        {
          length,
          structure: structureOf(lead, length, second, header),
          complete: true,
          error: null,
          ...field,
        },
      ]
    }
    // A truncated code: its lead and every continuation byte present, up to its announced length.
    const length =
      status === TRUNCATED
        ? trailEnd(bytes, i + 1, scan.length > 0 ? Math.min(end, i + scan.length) : end) - i
        : shown - i
    const complete =
      status === OVERLONG || status === SURROGATE || (status === NON_CANONICAL_LENGTH && length > header + 1)
    const count = Math.max(1, length)
    const structure = lead >= 0x80 && lead < 0xc0 ? [2] : structureOf(lead, count, second, header)
    return [
      { length: count, structure, complete, error: faultAt(status, bytes, i), ...(complete ? field : {}) },
    ]
  },
}
