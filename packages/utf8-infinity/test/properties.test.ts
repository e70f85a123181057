import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DecodeError,
  decode,
  decodeCodePoints,
  encodeCodePoints,
  encodedLength,
  sequenceLength,
  validate,
} from '../src/index.ts'
import { codePoint, damagedBytes } from './arbitraries.ts'
import { thrown } from './helpers.ts'
import {
  refDecodeReplacing,
  refDecodeStrict,
  refDecodeTextReplacing,
  refEncode,
  refStep,
} from './reference.ts'

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number)
  return a.length - b.length
}

const sign = (x: number | bigint): number => (x > 0 ? 1 : x < 0 ? -1 : 0)

/** What strict decoding to a string must do, from the reference: the text or the first fault. */
function refDecodeTextStrict(b: number[]): { text: string } | { kind: string; offset: number } {
  let text = ''
  for (let i = 0; i < b.length; ) {
    const step = refStep(b, i)
    if (!step.ok) return { kind: step.kind, offset: i }
    if (step.value > 0x10ffffn) return { kind: 'unrepresentable', offset: i }
    text += String.fromCodePoint(Number(step.value))
    i += step.length
  }
  return { text }
}

function outcome(f: () => unknown): unknown {
  try {
    return { value: f() }
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error
    return { kind: error.kind, offset: error.offset }
  }
}

describe('code points of any size', () => {
  it('encode as the reference does, and round-trip', () => {
    fc.assert(
      fc.property(codePoint, (cp) => {
        const bytes = encodeCodePoints([cp])
        expect([...bytes]).toEqual(refEncode(cp))
        expect(decodeCodePoints(bytes)).toEqual([cp])
        expect(encodedLength(cp)).toBe(bytes.length)
        expect(sequenceLength(bytes)).toBe(bytes.length)
        if (cp <= BigInt(Number.MAX_SAFE_INTEGER)) expect(encodeCodePoints([Number(cp)])).toEqual(bytes)
      }),
      { numRuns: 400 },
    )
  })

  it('§2: byte order equals numeric order, across every form and length-field size', () => {
    fc.assert(
      fc.property(codePoint, codePoint, (a, b) => {
        expect(sign(compareBytes(encodeCodePoints([a]), encodeCodePoints([b])))).toBe(sign(a - b))
      }),
      { numRuns: 600 },
    )
  })

  it('§2: byte order of sequences equals the order of their code point lists', () => {
    const list = fc.array(codePoint, { maxLength: 4 })
    fc.assert(
      fc.property(list, list, (a, b) => {
        let expected = sign(a.length - b.length)
        for (let i = 0; i < Math.min(a.length, b.length); i++) {
          if (a[i] !== b[i]) {
            expected = sign((a[i] as bigint) - (b[i] as bigint))
            break
          }
        }
        expect(sign(compareBytes(encodeCodePoints(a), encodeCodePoints(b)))).toBe(expected)
      }),
      { numRuns: 300 },
    )
  })

  it('neighbours across the B4 boundaries sort in order (FF AF … < FF B4 A1 A0 …, FF B4 AF AF … < FF B4 B4 …)', () => {
    for (const digits of [33n, 273n, 4113n]) {
      const last = 16n ** digits - 1n
      const lower = encodeCodePoints([last])
      const upper = encodeCodePoints([last + 1n])
      expect(compareBytes(lower, upper)).toBeLessThan(0)
      expect(upper.filter((b) => b === 0xb4).length).toBeGreaterThan(
        lower.slice(0, 4).filter((b) => b === 0xb4).length,
      )
    }
  })
})

describe('differential against the reference on damaged input', () => {
  it('strict and replacement decoding to code points, validate', () => {
    fc.assert(
      fc.property(damagedBytes, (list) => {
        const bytes = new Uint8Array(list)
        const expected = refDecodeStrict(list)
        const actual = outcome(() => decodeCodePoints(bytes))
        if ('values' in expected) {
          expect(actual).toEqual({ value: expected.values })
          expect(validate(bytes)).toBeNull()
        } else {
          expect(actual).toEqual(expected)
          expect(validate(bytes)).toMatchObject(expected)
        }
        expect(decodeCodePoints(bytes, { fatal: false })).toEqual(refDecodeReplacing(list))
      }),
      { numRuns: 1500 },
    )
  })

  it('decoding to a string, strict and replacing', () => {
    fc.assert(
      fc.property(damagedBytes, (list) => {
        const bytes = new Uint8Array(list)
        const expected = refDecodeTextStrict(list)
        const actual = outcome(() => decode(bytes))
        expect(actual).toEqual('text' in expected ? { value: expected.text } : expected)
        expect(decode(bytes, { fatal: false })).toBe(refDecodeTextReplacing(list))
      }),
      { numRuns: 1500 },
    )
  })

  it('canonicity: every accepted input re-encodes to itself', () => {
    fc.assert(
      fc.property(damagedBytes, (list) => {
        const bytes = new Uint8Array(list)
        if (validate(bytes) === null) expect(encodeCodePoints(decodeCodePoints(bytes))).toEqual(bytes)
      }),
      { numRuns: 1000 },
    )
  })

  it('locality: a failure at p means x[0:p] decodes and x[p:] fails at 0 with the same kind', () => {
    fc.assert(
      fc.property(damagedBytes, (list) => {
        const bytes = new Uint8Array(list)
        const error = validate(bytes)
        if (error === null) return
        expect(validate(bytes.subarray(0, error.offset))).toBeNull()
        expect(validate(bytes.subarray(error.offset))).toMatchObject({ kind: error.kind, offset: 0 })
      }),
      { numRuns: 1000 },
    )
  })
})

describe('numbers on input', () => {
  it('accepts integer numbers of any size, exactly', () => {
    expect(encodeCodePoints([2 ** 60])).toEqual(encodeCodePoints([2n ** 60n]))
    expect(encodeCodePoints([1e30])).toEqual(encodeCodePoints([BigInt(1e30)]))
    expect((thrown(() => encodeCodePoints([1.5])) as { kind: string }).kind).toBe('out-of-range')
  })
})
