/**
 * `explain`'s hook for UTF-∞-8's `FF` codes: the length field (`B4`… `Ax`…) and a thirteen-byte code's
 * `100` are structure, storage bits data, the field the `lengthField` fact; a `non-canonical-length` code
 * is shown whole with its value, as an overlong one is.
 *
 * @module
 */

import type { defineCodec } from '@utf8x/core'
import { readHeader } from './_lead-rule.ts'

/** `defineCodec`'s hook for what a scheme adds to the engine's reading of a sequence. */
type ExplainSequence = NonNullable<
  NonNullable<NonNullable<Parameters<typeof defineCodec<bigint>>[1]>['hooks']>['explainSequence']
>

/** One sequence as the engine reads it. */
type SequenceReading = Parameters<ExplainSequence>[0]

/** An `FF` code as the engine read it, with its header's structure and facts. */
function withHeader(reading: SequenceReading, units: Uint8Array, at: number): SequenceReading {
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

/** An `FF` code's header (the engine reads every other code whole). */
export const explainSequence: ExplainSequence = (reading, units, at) =>
  units[at] === 0xff ? withHeader(reading, units as Uint8Array, at) : reading
