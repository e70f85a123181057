import { DecodeError, EncodeError } from '@utf8x/core'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { codePointsToString } from '../../../tools/testing/code-points.ts'
import { EIGHT_BYTE, SEVEN_BYTE } from '../src/_layouts.ts'
import type { Scheme } from '../src/_scheme.ts'
import { eightByte, hunkCodec, sevenByte, sixtyFiveBit } from '../src/index.ts'
import { decodeErrorOf, fromHex, toHex } from './helpers.ts'
import { REF_EIGHT, REF_SEVEN, refEncode, rfc2279 } from './reference.ts'
import vectors from './vectors/errors.json' with { type: 'json' }

const codecs = { 'utf-8-eight-byte': eightByte, 'utf-8-seven-byte': sevenByte, 'utf-8-65': sixtyFiveBit }

/** Each row of table two as a range [min, max] of values and its length. */
function rows(s: Scheme): { n: number; min: number; max: number }[] {
  const out = []
  for (let n = 1; n <= s.maxSequenceLength; n++) {
    out.push({ n, min: Number(s.least[n]), max: 2 ** (s.dataBits[n] as number) - 1 })
  }
  return out
}

describe.each([
  ['eightByte', eightByte, EIGHT_BYTE, REF_EIGHT],
  ['sevenByte', sevenByte, SEVEN_BYTE, REF_SEVEN],
] as const)('%s: every row boundary of tables two and three', (_, codec, scheme, ref) => {
  const table = rows(scheme)
  test.each(table)('row of $n bytes: min, max, min − 1, max + 1', ({ n, min, max }) => {
    for (const [value, length] of [
      [min, n],
      [max, n],
      [min - 1, n - 1],
      [max + 1, n + 1],
    ] as const) {
      if (value < 0) continue
      if (length > scheme.maxSequenceLength) {
        const error = (() => {
          try {
            codec.encodeCodePoints([value])
          } catch (e) {
            return e as EncodeError
          }
          return null
        })()
        expect(error).toBeInstanceOf(EncodeError)
        expect(error?.kind).toBe('out-of-range')
        expect(error?.index).toBe(0)
        expect(() => codec.encodedLength(value)).toThrow(EncodeError)
        continue
      }
      const bytes = codec.encodeCodePoints([value])
      expect(bytes.length, `U+${value.toString(16)}`).toBe(length)
      expect(Array.from(bytes)).toEqual(refEncode(ref, BigInt(value)))
      expect(codec.encodedLength(value)).toBe(length)
      expect(codec.decodeCodePoints(bytes)).toEqual([value])
      expect(codec.validate(bytes)).toBeNull()
    }
  })

  test('the largest value', () => {
    expect(codec.maxCodePoint).toBe(2 ** scheme.maxBits - 1)
    expect(codec.maxSequenceLength).toBe(scheme === EIGHT_BYTE ? 8 : 7)
    expect(codec.orderPreserving).toBe(true)
  })
})

describe('error vectors (kind, offset, message)', () => {
  test.each(vectors.cases)('$scheme $hex → $kind at $offset', ({ scheme, hex, kind, offset, message }) => {
    const codec = codecs[scheme as keyof typeof codecs]
    const bytes = fromHex(hex)
    const error = codec.validate(bytes)
    expect(error).toBeInstanceOf(DecodeError)
    expect(error?.scheme).toBe(scheme)
    expect(error?.kind).toBe(kind)
    expect(error?.offset).toBe(offset)
    if (message !== undefined) expect(error?.message).toBe(`Cannot decode ${scheme}: ${message}`)
    // The same error from both strict decoders; locality (SEMANTICS.md).
    const thrown = decodeErrorOf(() => codec.decodeCodePoints(bytes))
    expect([thrown.kind, thrown.offset, thrown.message]).toEqual([error?.kind, error?.offset, error?.message])
    expect(decodeErrorOf(() => codec.decode(bytes)).kind).toBe(kind)
    expect(codec.validate(bytes.subarray(0, offset))).toBeNull()
    expect(codec.validate(bytes.subarray(offset))?.kind).toBe(kind)
    expect(codec.validate(bytes.subarray(offset))?.offset).toBe(0)
  })

  test.each(vectors.replacement)('$scheme $hex replaced', ({ scheme, hex, codePoints }) => {
    const codec = codecs[scheme as keyof typeof codecs]
    const got = codec.decodeCodePoints(fromHex(hex), { fatal: false })
    expect(got.map(Number)).toEqual(codePoints)
  })
})

describe('eightByte and Unicode', () => {
  test('every Unicode scalar value encodes to its RFC 3629 bytes (TextEncoder as the oracle)', () => {
    const scalars: number[] = []
    for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) scalars.push(cp)
    const text = codePointsToString(scalars)
    const expected = new TextEncoder().encode(text)
    const got = eightByte.encodeCodePoints(scalars)
    expect(got.length).toBe(expected.length)
    expect(Buffer.compare(got, expected)).toBe(0)
    // Lengths agree one by one, so each value's bytes are its own.
    let wrong = 0
    let total = 0
    for (const cp of scalars) {
      const n = eightByte.encodedLength(cp)
      if (n !== (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4)) wrong++
      total += n
    }
    expect(wrong).toBe(0)
    expect(total).toBe(expected.length)
    expect(Buffer.compare(eightByte.encode(text), expected)).toBe(0)
    expect(eightByte.byteLength(text)).toBe(expected.length)
    expect(eightByte.decode(expected) === text).toBe(true)
    const decoded = Uint32Array.from(eightByte.decodeCodePoints(expected))
    expect(Buffer.compare(Buffer.from(decoded.buffer), Buffer.from(Uint32Array.from(scalars).buffer))).toBe(0)
  })

  test('surrogate values are ordinary integers in code points, unrepresentable in strings', () => {
    for (const cp of [0xd800, 0xdbff, 0xdc00, 0xdfff]) {
      const bytes = eightByte.encodeCodePoints([cp])
      expect(toHex(bytes)).toBe(toHex(new Uint8Array([0xed, 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)])))
      expect(eightByte.decodeCodePoints(bytes)).toEqual([cp])
      const error = decodeErrorOf(() => eightByte.decode(Uint8Array.of(0x41, ...bytes)))
      expect(error.kind).toBe('unrepresentable')
      expect(error.offset).toBe(1)
      expect(error.codePoint).toBe(cp)
      expect(error.message).toContain(': a surrogate value, which a JavaScript string cannot hold faithfully')
      expect(eightByte.decode(Uint8Array.of(0x41, ...bytes, 0x42), { fatal: false })).toBe('A\uFFFDB')
    }
    // A high and a low surrogate value stay two values: they never fuse into a pair.
    expect(eightByte.decodeCodePoints(fromHex('ED A0 BD ED B8 80'))).toEqual([0xd83d, 0xde00])
    expect(eightByte.decode(fromHex('ED A0 BD ED B8 80'), { fatal: false })).toBe('\uFFFD\uFFFD')
  })

  test('values above U+10FFFF decode to code points; a string cannot hold them', () => {
    for (const cp of [0x110000, 0x1fffff, 0x200000, 2 ** 31, 2 ** 36, 2 ** 42 - 1]) {
      const bytes = eightByte.encodeCodePoints([cp])
      expect(eightByte.decodeCodePoints(bytes)).toEqual([cp])
      const error = decodeErrorOf(() => eightByte.decode(bytes))
      expect([error.kind, error.offset, error.codePoint]).toEqual(['unrepresentable', 0, cp])
      expect(eightByte.decode(bytes, { fatal: false })).toBe('\uFFFD')
    }
  })

  test('strings: a lone surrogate is an EncodeError, or U+FFFD as TextEncoder writes it', () => {
    const error = (() => {
      try {
        eightByte.encode('ab\uDC00')
      } catch (e) {
        return e as EncodeError
      }
      return null
    })()
    expect(error).toBeInstanceOf(EncodeError)
    expect([error?.kind, error?.index, error?.codePoint]).toEqual(['surrogate', 2, 0xdc00])
    expect(eightByte.encode('ab\uDC00', { fatal: false })).toEqual(new TextEncoder().encode('ab\uDC00'))
    const out = new Uint8Array(4)
    expect(eightByte.encodeInto('a€b', out)).toEqual({ read: 2, written: 4 })
    expect(toHex(out)).toBe('61 E2 82 AC')
  })

  test('a BOM is kept (it is a character like any other)', () => {
    expect(eightByte.decode(fromHex('EF BB BF 41'))).toBe('\uFEFF\u0041')
    expect(eightByte.decode(new Uint8Array([0xef, 0xbb, 0xbf, ...new Uint8Array(100).fill(0x41)]))).toBe(
      `\uFEFF${'A'.repeat(100)}`,
    )
  })
})

describe('eightByte and RFC 2279 below 2^31', () => {
  test('the boundaries of RFC 2279 and a sweep of 2^31 in steps of 65521', () => {
    const values: number[] = []
    for (const limit of [0x80, 0x800, 0x10000, 0x200000, 0x4000000, 0x80000000])
      values.push(limit - 1, limit - 2, limit)
    for (let v = 0; v < 2 ** 31; v += 65521) values.push(v)
    const inRange = values.filter((v) => v < 2 ** 31)
    const expected = inRange.flatMap(rfc2279)
    expect(toHex(eightByte.encodeCodePoints(inRange))).toBe(toHex(expected))
    expect(eightByte.decodeCodePoints(Uint8Array.from(expected))).toEqual(inRange)
  })

  test('random values below 2^31', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (v) => {
        expect(Array.from(eightByte.encodeCodePoints([v]))).toEqual(rfc2279(v))
      }),
      { numRuns: 5000 },
    )
  })
})

describe('hunkCodec(8) agrees with eightByte', () => {
  const eight = hunkCodec(8)
  const bytes = fc.uint8Array({ maxLength: 24 })
  const interesting = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          0x00,
          0x41,
          0x7f,
          0x80,
          0xbf,
          0xc0,
          0xc1,
          0xc2,
          0xdf,
          0xe0,
          0xed,
          0xef,
          0xf0,
          0xf4,
          0xf5,
          0xf7,
        ),
        fc.constantFrom(0xf8, 0xfb, 0xfc, 0xfd, 0xfe, 0xff, 0x81, 0x82, 0x87, 0x88, 0x90, 0x9f, 0xa0),
        fc.integer({ min: 0x80, max: 0xbf }),
      ),
      { maxLength: 24 },
    )
    .map((a) => Uint8Array.from(a))

  test('on every input: validate, code points, strings, both modes', () => {
    fc.assert(
      fc.property(fc.oneof(bytes, interesting), (input) => {
        const hunks = Uint16Array.from(input)
        const a = eightByte.validate(input)
        const b = eight.validate(hunks)
        expect(b?.kind).toBe(a?.kind)
        expect(b?.offset).toBe(a?.offset)
        expect(eight.decodeCodePoints(hunks, { fatal: false })).toEqual(
          eightByte.decodeCodePoints(input, { fatal: false }),
        )
        expect(eight.decode(hunks, { fatal: false })).toBe(eightByte.decode(input, { fatal: false }))
        if (a === null) expect(eight.decodeCodePoints(hunks)).toEqual(eightByte.decodeCodePoints(input))
      }),
      { numRuns: 3000 },
    )
  })

  test('on every list of code points', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 ** 42 - 1 })), (cps) => {
        expect(Array.from(eight.encodeCodePoints(cps))).toEqual(Array.from(eightByte.encodeCodePoints(cps)))
      }),
    )
  })
})
