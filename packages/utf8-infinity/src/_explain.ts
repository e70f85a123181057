/**
 * How `explain` reads UTF-∞-8 codes (core builds the explanation): the engine's reading of each sequence
 * (`engineReader`), and for an `FF` code what the engine cannot know of it: the whole length field
 * (`B4`… `Ax`…) and the `100` of a thirteen-byte code's second byte are structure, USV-storage bits
 * (padding nybbles included) are data, and the field is given as the `lengthField` fact. A complete code
 * whose value has other than NUD hex digits (`non-canonical-length`) is shown whole, with its value, as
 * an overlong one is. Ill-formed codes carry the strict error.
 *
 * @module
 */

import { engineReader, type SequenceReader } from '@utf8x/core/internal'
import { readHeader } from './_lead-rule.ts'
import { scheme } from './_scheme.ts'

/** One sequence as a reader reads it. */
type SequenceReading<CodePoint extends number | bigint> = ReturnType<
  SequenceReader<CodePoint>['read']
>[number]

/** An `FF` code as the engine read it, with its header's structure and facts. */
function withHeader(
  reading: SequenceReading<bigint>,
  units: Uint8Array,
  at: number,
): SequenceReading<bigint> {
  const head = readHeader(units, at, units.length)
  const thirteen = head.kind === null && head.digits === 0
  const structure = reading.structure.map((bits, k) =>
    k === 0 ? bits : thirteen ? (k === 1 ? 3 : 2) : k < head.header ? 8 : 2,
  )
  const complete = reading.complete || (head.kind === null && reading.error?.kind === 'non-canonical-length')
  if (!complete || thirteen) return { ...reading, structure, complete }
  return {
    ...reading,
    structure,
    complete,
    facts: { lengthField: { end: head.header, digits: head.digits } },
  }
}

/** The UTF-∞-8 reader. */
export const sequenceReader: SequenceReader<bigint> = /* @__PURE__ */ (() => {
  const engine = engineReader<bigint>(scheme)
  return {
    unitBits: 8,
    bigint: true,
    read(units: Uint8Array, at: number): SequenceReading<bigint>[] {
      const readings = engine.read(units, at) as SequenceReading<bigint>[]
      if (units[at] !== 0xff) return readings
      return [withHeader(readings[0] as SequenceReading<bigint>, units, at)]
    },
  }
})()
