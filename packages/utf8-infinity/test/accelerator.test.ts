// The package's accelerator (src/fast/) against the engine alone on the same scheme: each route answers
// exactly as the engine does, errors included, or declines.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateUnits } from '../../core/src/engine/decode.ts'
import { encodeValues } from '../../core/src/engine/encode.ts'
import { scheme } from '../src/_scheme.ts'
import { infinityAccelerator } from '../src/fast/accelerator.ts'
import { codePoint, damagedBytes } from './arbitraries.ts'

const fast = infinityAccelerator()

function outcome(run: () => unknown): unknown {
  try {
    return { ok: run() }
  } catch (error) {
    const { name, message, kind, index, codePoint } = error as Record<string, unknown>
    return { name, message, kind, index, codePoint }
  }
}

/** Well-formed sequences of every form, mixed with ASCII, so that the prefix runs far before it stops. */
const longBytes = fc
  .tuple(fc.array(codePoint, { maxLength: 24 }), damagedBytes)
  .map(([values, tail]) => [...encodeValues(values, scheme, (n) => new Uint8Array(n)), ...tail])

describe('validatePrefix stops where the engine finds the first error, or runs to the end', () => {
  it('on damaged and well-formed input', () => {
    fc.assert(
      fc.property(fc.oneof(damagedBytes, longBytes), (list) => {
        const bytes = new Uint8Array(list)
        const plain = validateUnits(scheme, bytes)
        expect(validateUnits(scheme, bytes, fast)?.message).toBe(plain?.message)
        const stop = fast.validatePrefix?.(bytes, 0, bytes.length)
        expect(stop).toBe(plain === null ? bytes.length : (stop as number))
        if (plain !== null) expect(stop).toBeLessThanOrEqual(plain.offset)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('encodeCodePoints writes what the engine writes, and throws what it throws', () => {
  const item = fc.oneof(
    { weight: 8, arbitrary: codePoint },
    { weight: 2, arbitrary: codePoint.filter((v) => v <= BigInt(Number.MAX_SAFE_INTEGER)).map(Number) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(-1, -1n, 0.5, Number.NaN, 0xd800, 0xdfffn, 'A', null, 2 ** 60),
    },
  )
  it('on lists of every size of code point, and of bad items', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), (list) => {
        expect(outcome(() => fast.encodeCodePoints?.(list))).toEqual(
          outcome(() => encodeValues(list, scheme, (n) => new Uint8Array(n))),
        )
      }),
      { numRuns: 3000 },
    )
  })
})
