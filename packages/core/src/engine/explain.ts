/**
 * How `explain` reads any table scheme: each step of the engine as one explained sequence (as far as its
 * lead announces it and extension units follow; an overlong or out-of-range one whole with its value; a
 * reserved run whole; a stray unit alone), with the strict error where there is one.
 *
 * @module
 */

import { leadingOnes } from '../bits.ts'
import type { SequenceReader, SequenceReading } from '../explain.ts'
import { stepError } from './format.ts'
import { newStep, readSequence, type Step, type Units } from './read.ts'
import type { Scheme } from './scheme.ts'

/** How many high bits of a unit are structure: an `n`-unit lead's, an extension unit's (`0`), or all. */
export function structureBits(scheme: Scheme<number | bigint>, kind: number): number {
  if (kind < 0) return scheme.unitBits
  const layout = scheme.layouts[kind === 0 ? 1 : kind]
  if (layout === undefined) return scheme.unitBits
  return scheme.unitBits - (kind === 0 ? layout.extensionDataBits : layout.leadDataBits)
}

/**
 * What a scheme adds to the engine's reading of one sequence (`defineCodec`'s `explainSequence` hook):
 * its facts (Barber's row letters, Corrected UTF-8's equation) or structure the rows do not show (UTF-∞-8's
 * length field). `step` is the engine's reading of the sequence, `ok` says it is well-formed.
 */
export type ExplainSequence<CodePoint extends number | bigint = number | bigint> = (
  reading: SequenceReading<CodePoint>,
  units: Units,
  at: number,
  step: Step,
  ok: boolean,
) => SequenceReading<CodePoint>

/**
 * The engine's {@link SequenceReader} of a scheme, for core's `explainUnits`.
 *
 * @example
 * ```ts
 * import { utf8Layout } from '@utf8x/core'
 * const scheme = defineScheme({ name: 'utf-8', rows: [1, 2, 3, 4].map((n) => utf8Layout(n)), maxCodePoint: 0x10ffff })
 * const [reading] = engineReader(scheme).read(new Uint8Array([0xc3, 0xa9]), 0)
 * console.assert(reading?.length === 2 && reading.structure.join() === '3,2' && reading.error === null)
 * ```
 */
export function engineReader<CodePoint extends number | bigint>(
  scheme: Scheme<number | bigint>,
  adjust?: ExplainSequence<CodePoint>,
): SequenceReader<CodePoint, Units> {
  const kindOf = (unit: number) => (unit < scheme.kinds.length ? (scheme.kinds[unit] as number) : -1)
  return {
    unitBits: scheme.unitBits,
    bigint: scheme.bigint,
    read(units: Units, at: number): SequenceReading<CodePoint>[] {
      const end = units.length
      const step = newStep()
      const ok = readSequence(scheme, units, at, end, step)
      const stray = step.kind === 'unexpected-continuation' || step.kind === 'invalid-lead'
      const count = stray ? 1 : step.length
      const complete =
        ok || step.kind === 'overlong' || step.kind === 'surrogate' || step.kind === 'out-of-range'
      const structure: number[] = []
      for (let k = 0; k < count; k++) {
        const unit = units[at + k] as number
        const kind = kindOf(unit)
        // A reserved run holds no value: every bit of it is structure. A unit that starts nothing shows
        // the lead its leading ones would make (F8 as 111110xx), a pair's second half its own lead.
        const role = step.kind === 'reserved' ? -1 : k === 0 || (ok && kind > 0) ? kind : kind === 0 ? 0 : -1
        structure.push(
          role === -1 && k === 0 && step.kind !== 'reserved'
            ? Math.min(leadingOnes(unit, scheme.unitBits) + 1, scheme.unitBits)
            : structureBits(scheme, role),
        )
      }
      // A CESU-8/Modified UTF-8 pair: two sequences, each half with the pair's code point.
      if (ok && count > scheme.longest && scheme.pairs) {
        const half = count >> 1
        const codePoint = step.value as CodePoint
        const reading = { length: half, complete: true, codePoint, error: null }
        return [
          { ...reading, structure: structure.slice(0, half), facts: { surrogateHalf: 'high' } },
          { ...reading, structure: structure.slice(half), facts: { surrogateHalf: 'low' } },
        ]
      }
      let reading: SequenceReading<CodePoint> = {
        length: count,
        structure,
        complete,
        error: ok ? null : stepError(scheme, units, at, step, end),
      }
      // An offset scheme's value is not its data bits.
      if (complete && scheme.offsets.length > 0) reading = { ...reading, codePoint: step.value as CodePoint }
      return [adjust === undefined ? reading : adjust(reading, units, at, step, ok)]
    },
  }
}
