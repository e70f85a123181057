// The codec (the engine with core's UTF-8 accelerator) against the engine alone on the same scheme: the
// same answers, errors included, past the UTF-8 routes too (5- to 7-byte forms, `FF` codes). Until
// 2026-11-28 the package had its own accelerator for `validate` and `encodeCodePoints`, held to the engine
// here; it held no bench target and went (README, "Speed").
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateUnits } from '../../core/src/engine/decode.ts'
import { encodeValues } from '../../core/src/engine/encode.ts'
import { scheme } from '../src/_scheme.ts'
import { utfInfinity8 } from '../src/index.ts'
import { codePoint, damagedBytes } from './arbitraries.ts'

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

describe('validate finds the first error the engine alone finds, or none', () => {
  it('on damaged and well-formed input', () => {
    fc.assert(
      fc.property(fc.oneof(damagedBytes, longBytes), (list) => {
        const bytes = new Uint8Array(list)
        const plain = validateUnits(scheme, bytes)
        const error = utfInfinity8.validate(bytes)
        expect(error?.message).toBe(plain?.message)
        expect(error?.kind).toBe(plain?.kind)
        expect(error?.offset).toBe(plain?.offset)
        expect(utfInfinity8.isWellFormed(bytes)).toBe(plain === null)
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
        expect(outcome(() => utfInfinity8.encodeCodePoints(list as bigint[]))).toEqual(
          outcome(() => encodeValues(list, scheme, (n) => new Uint8Array(n))),
        )
      }),
      { numRuns: 3000 },
    )
  })
})
