// The expected ExplainedSequence of a scheme package's explain test, from literal fields: the diagram is
// core's bitDiagram of the units with the given structure bits; every other field is written out.
import { bitDiagram, type DecodeError, type ExplainedSequence, type Explanation } from '@utf8x/core'

import { expect } from 'vitest'
import type { SequenceFacts } from '../../packages/core/src/explain.ts'

/** The literal fields of one expected sequence. */
export interface ExpectedSequence<CodePoint extends number | bigint> extends SequenceFacts {
  readonly offset: number
  readonly units: readonly number[]
  readonly hex: string
  /** Structure bits of each unit. */
  readonly structure: readonly number[]
  readonly unitBits?: number
  readonly codePoint: CodePoint | null
  readonly storedValue: CodePoint | null
  readonly error: DecodeError | null
  readonly text: string
  readonly pattern: string
  readonly subscript: string
}

/** The `ExplainedSequence` the fields describe. */
export function expectedSequence<CodePoint extends number | bigint>(
  fields: ExpectedSequence<CodePoint>,
): ExplainedSequence<CodePoint> {
  const { structure, unitBits = 8, ...rest } = fields
  return { ...rest, diagram: bitDiagram(fields.units, structure, unitBits) }
}

/**
 * Each ill-formed sequence of `codec.explain(input)` carries the error strict decoding reports at its
 * offset (`validate` of the input from there, shifted back), and the explanation's `error` is the first.
 */
export function expectErrorsOfValidate(
  codec: {
    validate(bytes: Uint8Array): DecodeError | null
    explain(bytes: Uint8Array): Explanation<number | bigint>
  },
  input: Uint8Array,
): void {
  const explained = codec.explain(input)
  expect(explained.error).toEqual(codec.validate(input))
  for (const s of explained.sequences) {
    if (s.error !== null) expect(s.error).toEqual(codec.validate(input.subarray(s.offset))?.shifted(s.offset))
  }
}
