import {
  formatCodePoint,
  parseCodePoint,
  parseCodePointBigInt,
  parseCodePoints,
  stringToCodePoints,
} from '@utf8x/core'
import { unitsToString } from '@utf8x/core/internal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

describe('formatCodePoint', () => {
  it('writes U+ with at least four upper-case digits, any size', () => {
    expect(formatCodePoint(0)).toBe('U+0000')
    expect(formatCodePoint(0xe9)).toBe('U+00E9')
    expect(formatCodePoint(0x1f600)).toBe('U+1F600')
    expect(formatCodePoint(0x8421109f)).toBe('U+8421109F')
    expect(formatCodePoint(2n ** 72n)).toBe('U+1000000000000000000')
    expect(formatCodePoint(0xabn)).toBe('U+00AB')
  })
  it('rejects negative and non-integer values', () => {
    expect(() => formatCodePoint(-1)).toThrow(RangeError)
    expect(() => formatCodePoint(0.5)).toThrow(RangeError)
    expect(() => formatCodePoint(-1n)).toThrow(RangeError)
    expect(() => formatCodePoint(Number.NaN)).toThrow(RangeError)
  })
})

describe('parseCodePoint', () => {
  it('reads U+, u+, 0x and bare hex', () => {
    expect(parseCodePoint('U+00E9')).toBe(0xe9)
    expect(parseCodePoint(' u+1f600 ')).toBe(0x1f600)
    expect(parseCodePoint('0x41')).toBe(0x41)
    expect(parseCodePoint('10FFFF')).toBe(0x10ffff)
    expect(parseCodePoint('U+1000000000000000000')).toBe(2n ** 72n)
    expect(parseCodePoint('U+1F_FFFF_FFFF_FFFF')).toBe(2 ** 53 - 1)
    expect(parseCodePoint('U+20000000000000')).toBe(2n ** 53n)
    expect(parseCodePointBigInt('U+41')).toBe(0x41n)
  })
  it('round-trips with formatCodePoint for values of any size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 400n }), (v) => {
        expect(parseCodePointBigInt(formatCodePoint(v))).toBe(v)
      }),
    )
  })
  it('rejects what is not hex', () => {
    for (const bad of ['', 'U+', 'U+G1', 'hello', 'U+-1', '1.5'])
      expect(() => parseCodePoint(bad)).toThrow(SyntaxError)
    expect(() => parseCodePoint(5 as unknown as string)).toThrow(TypeError)
  })
  it('reads lists', () => {
    expect(parseCodePoints('U+0041 U+1F600, 0x42\nU+1000000000000000000')).toEqual([
      0x41,
      0x1f600,
      0x42,
      2n ** 72n,
    ])
    expect(parseCodePoints('  ')).toEqual([])
  })
  it('parses a megabyte of hex digits', () => {
    const digits = 'F'.repeat(1 << 20)
    expect(parseCodePointBigInt(`U+${digits}`)).toBe((1n << BigInt(4 << 20)) - 1n)
  })
})

describe('code points and strings', () => {
  it('joins pairs and keeps lone surrogates', () => {
    expect(stringToCodePoints('a😀\uD800b\uDC00')).toEqual([0x61, 0x1f600, 0xd800, 0x62, 0xdc00])
  })
  it('round-trips any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        expect(String.fromCodePoint(...stringToCodePoints(s))).toBe(s)
      }),
      { numRuns: 2000 },
    )
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (s) => {
        expect(stringToCodePoints(s)).toEqual([...s].map((c) => c.codePointAt(0)))
      }),
    )
  })
  it('unitsToString uses all paths alike', () => {
    const units = new Uint16Array(50_000)
    for (let i = 0; i < units.length; i++) units[i] = 0x20 + (i % 0xd000)
    const expected = Array.from(units, (u) => String.fromCharCode(u)).join('')
    expect(unitsToString(units, units.length, true)).toBe(expected)
    expect(unitsToString(units, units.length, false)).toBe(expected)
    expect(unitsToString(units, 10, true)).toBe(expected.slice(0, 10))
    expect(unitsToString(units, 0)).toBe('')
    // A leading U+FEFF is text, never a byte order mark, on every path.
    const bom = new Uint16Array(300).fill(0x41)
    bom[0] = 0xfeff
    expect(unitsToString(bom, 300, true)).toBe(`\uFEFF${'A'.repeat(299)}`)
    expect(unitsToString(bom, 300, false)).toBe(`\uFEFF${'A'.repeat(299)}`)
    const lone = new Uint16Array(200).fill(0xd800)
    expect(unitsToString(lone, 200, false)).toBe('\uD800'.repeat(200))
  })
})
