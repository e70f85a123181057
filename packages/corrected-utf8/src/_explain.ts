/**
 * What `explain` adds to core's engine reading of Corrected UTF-8: each valid sequence's row offset and
 * the arithmetic (`U+00CF = 0x2F + 160`).
 *
 * @module
 */

import { type defineCodec, formatCodePoint } from '@utf8x/core'
import { scheme } from './_scheme.ts'

/** `defineCodec`'s hook for what a scheme adds to the engine's reading of a sequence. */
type ExplainSequence = NonNullable<
  NonNullable<NonNullable<Parameters<typeof defineCodec<number>>[1]>['hooks']>['explainSequence']
>

/** Each valid sequence's row offset and equation. */
export const explainSequence: ExplainSequence = (reading, _units, _at, step, ok) => {
  if (!ok) return reading
  const codePoint = step.value as number
  // The row the value falls in: its offset turns the stored data into the code point.
  const valueOffset = (
    scheme.offsets.find((range) => codePoint >= range.first && codePoint <= range.last) ?? { offset: 0 }
  ).offset
  const equation = `${formatCodePoint(codePoint)} = 0x${(codePoint - valueOffset).toString(16).toUpperCase()} + ${valueOffset}`
  return { ...reading, facts: { valueOffset, equation } }
}
