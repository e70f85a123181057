/**
 * How `explain` reads Corrected UTF-8: core's engine reader, with each valid sequence's row offset and
 * the arithmetic (`U+00CF = 0x2F + 160`).
 *
 * @module
 */

import { formatCodePoint } from '@utf8x/core'
import { engineReader, type SequenceReader } from '@utf8x/core/internal'
import { scheme } from './_scheme.ts'

/** The Corrected UTF-8 reader. */
export const sequenceReader: SequenceReader<number> = /* @__PURE__ */ (() =>
  engineReader<number>(scheme, (_units, _at, step, ok) => {
    if (!ok) return undefined
    const codePoint = step.value as number
    // The row the value falls in: its offset turns the stored data into the code point.
    const valueOffset = (
      scheme.offsets.find((range) => codePoint >= range.first && codePoint <= range.last) ?? { offset: 0 }
    ).offset
    const equation = `${formatCodePoint(codePoint)} = 0x${(codePoint - valueOffset).toString(16).toUpperCase()} + ${valueOffset}`
    return { valueOffset, equation }
  }) as SequenceReader<number>)()
