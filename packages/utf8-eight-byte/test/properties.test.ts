/**
 * Properties of every codec of the package, and differential tests against the plain reference
 * decoder (test/reference.ts) on random and mutated input.
 */

import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { splitAt } from '../../../tools/testing/chunks.ts'
import { eightByte, hunkCodec, sevenByte, sixtyFiveBit } from '../src/index.ts'
import { compareUnits, sign } from './helpers.ts'
import {
  REF_65,
  REF_EIGHT,
  REF_SEVEN,
  type RefScheme,
  refDecode,
  refDecodeString,
  refHunk,
} from './reference.ts'

/** One codec seen through a common shape: units as number arrays, values as bigints. */
interface Subject {
  name: string
  ref: RefScheme
  max: bigint
  encode(values: bigint[]): number[]
  decode(units: number[], fatal: boolean): bigint[]
  decodeString(units: number[], fatal: boolean): string
  validate(units: number[]): { kind: string; offset: number } | null
  stream(chunks: number[][], fatal: boolean): string
}

function byteSubject(codec: typeof eightByte | typeof sixtyFiveBit, ref: RefScheme): Subject {
  return {
    name: codec.name,
    ref,
    max: BigInt(codec.maxCodePoint ?? 0),
    encode: (values) =>
      Array.from(
        codec === sixtyFiveBit
          ? sixtyFiveBit.encodeCodePoints(values as Iterable<number | bigint>)
          : (codec as typeof eightByte).encodeCodePoints(values.map(Number)),
      ),
    decode: (units, fatal) => codec.decodeCodePoints(Uint8Array.from(units), { fatal }).map((v) => BigInt(v)),
    decodeString: (units, fatal) => codec.decode(Uint8Array.from(units), { fatal }),
    validate: (units) => codec.validate(Uint8Array.from(units)),
    stream(chunks, fatal) {
      const decoder = codec.createDecoder({ fatal })
      let text = ''
      for (const chunk of chunks) text += decoder.decode(Uint8Array.from(chunk), { stream: true })
      return text + decoder.decode()
    },
  }
}

function hunkSubject(bits: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9): Subject {
  const codec = hunkCodec(bits)
  return {
    name: codec.name,
    ref: refHunk(bits),
    max: BigInt(codec.maxCodePoint),
    encode: (values) =>
      Array.from(
        (codec.encodeCodePoints as (v: Iterable<number | bigint>) => Uint16Array)(
          values.map((v) => (bits === 9 ? v : Number(v))),
        ),
      ),
    decode: (units, fatal) =>
      codec.decodeCodePoints(Uint16Array.from(units), { fatal }).map((v) => BigInt(v)),
    decodeString: (units, fatal) => codec.decode(Uint16Array.from(units), { fatal }),
    validate: (units) => codec.validate(Uint16Array.from(units)),
    stream(chunks, fatal) {
      const decoder = codec.createDecoder({ fatal })
      let text = ''
      for (const chunk of chunks) text += decoder.decode(Uint16Array.from(chunk), { stream: true })
      return text + decoder.decode()
    },
  }
}

const subjects: Subject[] = [
  byteSubject(eightByte, REF_EIGHT),
  byteSubject(sevenByte, REF_SEVEN),
  byteSubject(sixtyFiveBit, REF_65),
  ...([1, 2, 3, 4, 5, 6, 7, 8, 9] as const).map(hunkSubject),
]

/** Values spread over every length class: a random bit length, then a random value of that length. */
const spreadValue = (max: bigint) =>
  fc
    .tuple(fc.integer({ min: 0, max: max.toString(2).length }), fc.bigInt({ min: 0n, max }))
    .map(([bits, v]) => {
      const cap = bits === 0 ? 0n : (1n << BigInt(bits)) - 1n
      return v & (cap > max ? max : cap)
    })

function attempt<T>(fn: () => T): { ok: true; value: T } | { ok: false; kind: string; offset: number } {
  try {
    return { ok: true, value: fn() }
  } catch (error) {
    const e = error as { kind: string; offset: number }
    return { ok: false, kind: e.kind, offset: e.offset }
  }
}

describe.each(subjects)('$name', (s) => {
  const values = fc.array(spreadValue(s.max), { maxLength: 12 })
  const unitMax = 2 ** s.ref.unitBits - 1
  /** Valid encodings, mutated: units replaced, inserted, deleted; and plain random units. */
  const mutated = fc
    .tuple(
      values,
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: unitMax }), fc.integer({ min: 0, max: 2 })), {
        maxLength: 3,
      }),
    )
    .map(([vs, edits]) => {
      const units = s.encode(vs)
      for (const [at, unit, op] of edits) {
        const i = units.length === 0 ? 0 : at % units.length
        if (op === 0 && units.length > 0) units[i] = unit
        else if (op === 1) units.splice(i, 0, unit)
        else units.splice(i, 1)
      }
      return units
    })
  const random = fc.array(fc.integer({ min: 0, max: unitMax }), { maxLength: 20 })
  const inputs = fc.oneof(mutated, random)

  test('round trip: decode(encode(values)) equals values', () => {
    fc.assert(
      fc.property(values, (vs) => {
        expect(s.decode(s.encode(vs), true)).toEqual(vs)
      }),
      { numRuns: 300 },
    )
  })

  test('canonicity: every accepted input re-encodes to itself', () => {
    fc.assert(
      fc.property(inputs, (units) => {
        if (s.validate(units) === null) expect(s.encode(s.decode(units, true))).toEqual(units)
      }),
      { numRuns: 500 },
    )
  })

  test('unit order equals code point order', () => {
    fc.assert(
      fc.property(values, values, (a, b) => {
        let expected = 0
        for (let k = 0; k < Math.min(a.length, b.length) && expected === 0; k++) {
          expected = sign((a[k] as bigint) - (b[k] as bigint))
        }
        if (expected === 0) expected = sign(a.length - b.length)
        expect(sign(compareUnits(s.encode(a), s.encode(b)))).toBe(expected)
      }),
      { numRuns: 300 },
    )
  })

  test('differential: strict and replacement decoding equal the reference decoder', () => {
    fc.assert(
      fc.property(inputs, (units) => {
        const ref = refDecode(s.ref, units, true)
        const got = attempt(() => s.decode(units, true))
        const error = s.validate(units)
        if (ref.ok) {
          expect(got).toEqual({ ok: true, value: ref.values })
          expect(error).toBeNull()
        } else {
          expect(got).toEqual({ ok: false, kind: ref.kind, offset: ref.offset })
          expect([error?.kind, error?.offset]).toEqual([ref.kind, ref.offset])
        }
        const loose = refDecode(s.ref, units, false)
        expect(loose.ok && s.decode(units, false)).toEqual(loose.ok && loose.values)
        const text = refDecodeString(s.ref, units, true)
        const gotText = attempt(() => s.decodeString(units, true))
        expect(gotText).toEqual(text.ok ? { ok: true, value: text.text } : text)
        const looseText = refDecodeString(s.ref, units, false)
        expect(s.decodeString(units, false)).toBe(looseText.ok ? looseText.text : null)
      }),
      { numRuns: 600 },
    )
  })

  test('chunked streaming equals decoding whole, in both modes', () => {
    fc.assert(
      fc.property(inputs, fc.array(fc.nat(), { maxLength: 5 }), (units, cuts) => {
        const chunks = splitAt(units, cuts)
        expect(s.stream(chunks, false)).toBe(s.decodeString(units, false))
        const whole = attempt(() => s.decodeString(units, true))
        expect(attempt(() => s.stream(chunks, true))).toEqual(whole)
      }),
      { numRuns: 400 },
    )
  })

  test('streaming one unit at a time, and split at every offset', () => {
    fc.assert(
      fc.property(mutated, (units) => {
        const whole = attempt(() => s.decodeString(units, true))
        expect(
          attempt(() =>
            s.stream(
              units.map((u) => [u]),
              true,
            ),
          ),
        ).toEqual(whole)
        for (let cut = 0; cut <= units.length; cut++) {
          expect(s.stream([units.slice(0, cut), units.slice(cut)], false)).toBe(s.decodeString(units, false))
        }
      }),
      { numRuns: 100 },
    )
  })
})
