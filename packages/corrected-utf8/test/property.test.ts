import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { splitAt } from '../../../tools/testing/chunks.ts'
import {
  correctedUtf8,
  Decoder,
  decode,
  decodeCodePoints,
  encodeCodePoints,
  MAX_CODE_POINT,
  validate,
} from '../src/index.ts'
import { errorFacts, facts, streamed } from './_helpers.ts'
import { referenceCodePoints, referenceError, referenceString } from './reference.ts'

const encodable = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0xa0, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0x10ffff }),
    fc.integer({ min: 0x110000, max: MAX_CODE_POINT }),
  )
  .filter((c) => !(c >= 0xd800 && c <= 0xdfff))

/** Valid encodings with bytes changed, inserted or deleted: mostly ill-formed in interesting places. */
const mutated = fc
  .tuple(
    fc.array(encodable, { maxLength: 12 }),
    fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 2 })), {
      maxLength: 4,
    }),
  )
  .map(([codePoints, edits]) => {
    const bytes = [...encodeCodePoints(codePoints)]
    for (const [at, value, op] of edits) {
      const i = bytes.length === 0 ? 0 : at % (bytes.length + 1)
      if (op === 0) bytes.splice(i, 0, value)
      else if (op === 1 && i < bytes.length) bytes[i] = value
      else bytes.splice(i, 1)
    }
    return Uint8Array.from(bytes)
  })

const specialBytes = fc
  .uint8Array({ maxLength: 40 })
  .map((a) =>
    a.map(
      (b) => [0x41, 0x80, 0xbf, 0xc0, 0xe0, 0xef, 0xf0, 0xf8, 0xfc, 0xfd, 0xfe, 0xff, b][b % 13] as number,
    ),
  )
const inputs = fc.oneof(fc.uint8Array({ maxLength: 40 }), mutated, specialBytes)

describe('against the reference (fast-check)', () => {
  it('random and mutated input: strict errors and replacement output', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        expect(decodeCodePoints(input, { fatal: false })).toEqual(referenceCodePoints(input))
        expect(decode(input, { fatal: false })).toBe(referenceString(input))
        expect(errorFacts(() => decodeCodePoints(input))).toEqual(referenceError(input, 'code-points'))
        expect(errorFacts(() => decode(input))).toEqual(referenceError(input, 'string'))
        const v = validate(input)
        expect(v === null ? null : facts(v)).toEqual(referenceError(input, 'code-points'))
      }),
      { numRuns: 3000 },
    )
  })

  it('locality: if x fails at p, x[0:p] is fine and x[p:] fails at 0 with the same kind', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const error = validate(input)
        if (error === null) return
        expect(validate(input.subarray(0, error.offset))).toBeNull()
        expect(validate(input.subarray(error.offset))).toMatchObject({ kind: error.kind, offset: 0 })
      }),
      { numRuns: 1000 },
    )
  })

  it('round trip and canonicity', () => {
    fc.assert(
      fc.property(fc.array(encodable, { maxLength: 30 }), (codePoints) => {
        const bytes = encodeCodePoints(codePoints)
        expect(decodeCodePoints(bytes)).toEqual(codePoints)
        expect([...encodeCodePoints(decodeCodePoints(bytes))]).toEqual([...bytes])
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        fc.pre(!/[\u0080-\u009f]/.test(text))
        expect(decode(correctedUtf8.encode(text))).toBe(text)
      }),
    )
  })

  it('byte order equals code point order', () => {
    fc.assert(
      fc.property(fc.array(encodable, { maxLength: 6 }), fc.array(encodable, { maxLength: 6 }), (a, b) => {
        const x = encodeCodePoints(a)
        const y = encodeCodePoints(b)
        let byBytes = 0
        for (let i = 0; i < Math.min(x.length, y.length) && byBytes === 0; i++)
          byBytes = (x[i] as number) - (y[i] as number)
        if (byBytes === 0) byBytes = x.length - y.length
        let byCodePoints = 0
        for (let i = 0; i < Math.min(a.length, b.length) && byCodePoints === 0; i++)
          byCodePoints = (a[i] as number) - (b[i] as number)
        if (byCodePoints === 0) byCodePoints = a.length - b.length
        expect(Math.sign(byBytes)).toBe(Math.sign(byCodePoints))
      }),
      { numRuns: 3000 },
    )
  })
})

describe('reserved runs', () => {
  it('in every position of a text, with every run shape', () => {
    const base = [...correctedUtf8.encode('aÏ€𐀀😀z')]
    const runs = [[0xfe], [0xff], [0xfe, 0x80], [0xff, 0xbf, 0xfe], [0xfe, 0xfe, 0xff, 0x80, 0x80]]
    for (const run of runs) {
      for (let at = 0; at <= base.length; at++) {
        const input = Uint8Array.from([...base.slice(0, at), ...run, ...base.slice(at)])
        expect(errorFacts(() => decode(input))).toEqual(referenceError(input, 'string'))
        expect(decode(input, { fatal: false })).toBe(referenceString(input))
        expect(decodeCodePoints(input, { fatal: false })).toEqual(referenceCodePoints(input))
      }
    }
  })
})

describe('streaming', () => {
  const vectors = ['aÏ€𐀀😀z', '\u{10E7D}\u{ED4E}\u0000\n'].map((t) => correctedUtf8.encode(t))
  const ill = [
    [0x41, 0xfe, 0x80, 0xff, 0xbf, 0x42],
    [0xc0, 0xaf, 0xff, 0x80, 0x80],
    [0xe0, 0x80, 0xc0, 0xaf, 0x80],
    [0xfd, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf, 0xf8, 0x80, 0x80],
    [0x61, 0xf0, 0x80, 0x80],
  ].map((b) => Uint8Array.from(b))

  function whole(input: Uint8Array, fatal: boolean) {
    return fatal ? (errorFacts(() => decode(input)) ?? decode(input)) : decode(input, { fatal: false })
  }

  it('split at every offset (and every pair of offsets) decodes as whole', () => {
    for (const input of [...vectors, ...ill]) {
      for (const fatal of [true, false]) {
        const expected = whole(input, fatal)
        for (let i = 0; i <= input.length; i++) {
          expect(streamed([input.subarray(0, i), input.subarray(i)], fatal)).toEqual(expected)
          for (let j = i; j <= input.length; j++) {
            expect(streamed([input.subarray(0, i), input.subarray(i, j), input.subarray(j)], fatal)).toEqual(
              expected,
            )
          }
        }
        expect(
          streamed(
            [...input].map((b) => Uint8Array.of(b)),
            fatal,
          ),
        ).toEqual(expected)
      }
    }
  })

  it('any chunking of random input decodes as whole', () => {
    fc.assert(
      fc.property(
        inputs,
        fc.array(fc.nat({ max: 40 }), { maxLength: 5 }),
        fc.boolean(),
        (input, cuts, fatal) => {
          expect(streamed(splitAt(input, cuts), fatal)).toEqual(whole(input, fatal))
        },
      ),
      { numRuns: 1500 },
    )
  })

  it('holds a reserved run across chunks so its end is right, and stays linear for long runs', () => {
    const decoder = new Decoder()
    expect(decoder.decode(Uint8Array.of(0x41, 0xfe), { stream: true })).toBe('A')
    expect(decoder.decode(Uint8Array.of(0x80, 0xff), { stream: true })).toBe('')
    expect(errorFacts(() => decoder.decode(Uint8Array.of(0x42)))).toEqual({
      kind: 'reserved',
      offset: 1,
      end: 4,
    })
    const lenient = new Decoder({ fatal: false })
    let text = ''
    const n = 200_000
    for (let i = 0; i < n; i++) text += lenient.decode(Uint8Array.of(i === 0 ? 0xff : 0x80), { stream: true })
    text += lenient.decode(Uint8Array.of(0x41))
    expect(text).toBe('\uFFFDA')
    const strict = new Decoder()
    for (let i = 0; i < n; i++) strict.decode(Uint8Array.of(0xfe), { stream: true })
    expect(errorFacts(() => strict.decode())).toEqual({ kind: 'reserved', offset: 0, end: n })
  })
})
