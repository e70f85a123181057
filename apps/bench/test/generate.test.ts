import { describe, expect, it } from 'vitest'
import { ladderText, mixedText, repeatBytes } from '../src/_corpora.ts'
import { beyondUnicode, corrupt, hugeCodePoints, longSequences } from '../src/_generate.ts'
import {
  hunkMaxCodePoint,
  NotEncodable,
  referenceCompare,
  referenceEncode,
  referenceHunks,
  SCHEMES,
  stringCodePoints,
} from '../src/_reference.ts'
import { createRandom } from '../src/_rng.ts'

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ')
const sample = 'Añ€😀 Ωmega – 中文 עברית\n'

describe('seeded generation', () => {
  it('gives the same numbers for the same seed and different ones for another', () => {
    const a = createRandom(42)
    const b = createRandom(42)
    const c = createRandom(43)
    const xs = Array.from({ length: 8 }, () => a.nextUint32())
    expect(Array.from({ length: 8 }, () => b.nextUint32())).toEqual(xs)
    expect(Array.from({ length: 8 }, () => c.nextUint32())).not.toEqual(xs)
    const r = createRandom(1)
    for (let i = 0; i < 1000; i++) {
      const v = r.int(3, 9)
      expect(v >= 3 && v <= 9 && Number.isInteger(v)).toBe(true)
      const big = r.bigint(2n ** 70n, 2n ** 70n + 5n)
      expect(big >= 2n ** 70n && big <= 2n ** 70n + 5n).toBe(true)
    }
  })

  it('generates identical corpora on every call', () => {
    for (const scheme of ['eightByte', 'utfInfinity8', 'correctedUtf8', 'sixtyFiveBit'] as const) {
      const one = beyondUnicode(scheme, 500)!
      const two = beyondUnicode(scheme, 500)!
      expect(two.codePoints).toEqual(one.codePoints)
      expect(two.bytes).toEqual(one.bytes)
      expect(longSequences(scheme, 300)!.bytes).toEqual(longSequences(scheme, 300)!.bytes)
    }
    expect(hugeCodePoints(50).bytes).toEqual(hugeCodePoints(50).bytes)
    expect(beyondUnicode('utf8', 10)).toBeNull()
    const c1 = corrupt('utf8', sample.repeat(200), 0.1)
    const c2 = corrupt('utf8', sample.repeat(200), 0.1)
    expect(c2.bytes).toEqual(c1.bytes)
    expect(c2.expected).toBe(c1.expected)
  })

  it('generates what it says: beyond U+10FFFF, 5 to 8 bytes, huge values', () => {
    const beyond = beyondUnicode('eightByte', 2000)!
    const big = beyond.codePoints.filter((cp) => Number(cp) > 0x10ffff).length
    expect(big).toBeGreaterThan(800)
    expect(beyond.codePoints.every((cp) => typeof cp === 'number')).toBe(true)
    expect(beyondUnicode('utfInfinity8', 10)!.codePoints.every((cp) => typeof cp === 'bigint')).toBe(true)
    const long = longSequences('eightByte', 1000)!
    for (const cp of long.codePoints) {
      const n = referenceEncode('eightByte', [cp]).length
      expect(n >= 5 && n <= 8).toBe(true)
    }
    for (const cp of hugeCodePoints(20).codePoints) expect(cp >= 2n ** 71n).toBe(true)
  })

  it('builds texts of the requested UTF-8 size without cutting a character', () => {
    const base = mixedText(
      [{ name: 'x', group: 'x', text: `${sample}\n${sample.toUpperCase()}\nplain ascii line` }],
      1 << 20,
    )
    for (const size of [64, 100, 1000]) {
      const ladder = ladderText(base, size)
      const length = new TextEncoder().encode(ladder.text).length
      expect(length <= size && length > size - 4).toBe(true)
      expect(() =>
        new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(ladder.text)),
      ).not.toThrow()
      const bytes = repeatBytes(
        referenceEncode('cesu8', stringCodePoints(base)),
        ladder.repeats,
        referenceEncode('cesu8', stringCodePoints(ladder.prefix)),
      )
      expect(bytes).toEqual(referenceEncode('cesu8', stringCodePoints(ladder.text)))
    }
  })
})

describe('reference encoders', () => {
  it('agree with TextEncoder on text for every UTF-8-compatible scheme', () => {
    const expected = new TextEncoder().encode(sample)
    for (const scheme of ['utf8', 'wtf8', 'utf8Rfc2279', 'eightByte', 'sevenByte', 'utfInfinity8'] as const) {
      expect(referenceEncode(scheme, stringCodePoints(sample))).toEqual(expected)
    }
  })

  it('follow the seeds’ examples', () => {
    expect(hex(referenceEncode('utfInfinity8', [0x80000000]))).toBe('FE 82 80 80 80 80 80')
    expect(hex(referenceEncode('utfInfinity8', [0x1000000000n]))).toBe(
      'FF 80 80 80 80 80 81 80 80 80 80 80 80',
    )
    expect(hex(referenceEncode('utfInfinity8', [0x800000000000000000n]))).toBe(
      'FF A0 A0 80 80 80 80 80 80 80 80 80 80 80',
    )
    expect(hex(referenceEncode('utfInfinity8', [0x1000000000000000000n]))).toBe(
      'FF A1 80 81 80 80 80 80 80 80 80 80 80 80 80 80',
    )
    expect(hex(referenceEncode('utfInfinity8', [BigInt(`0x${'A'.repeat(51)}`)]))).toBe(
      `FF B4 A2 A1 ${'AA '.repeat(34).trim()}`,
    )
    expect(hex(referenceEncode('correctedUtf8', [0x10e7d, 0xed4e, 0, 10]))).toBe('EF B7 9D ED B2 AE 00 0A')
    expect(hex(referenceEncode('correctedUtf8', [0xcf]))).toBe('C0 AF')
    expect(hex(referenceEncode('correctedUtf8', [0x8421109f]))).toBe('FD BF BF BF BF BF')
    expect(hex(referenceEncode('eightByte', [2 ** 42 - 1]))).toBe('FF BF BF BF BF BF BF BF')
    expect(hex(referenceEncode('sevenByte', [2 ** 36 - 1]))).toBe('FE BF BF BF BF BF BF')
    expect(hex(referenceEncode('cesu8', [0x1f600]))).toBe('ED A0 BD ED B8 80')
    expect(hex(referenceEncode('mutf8', [0, 0x1f600]))).toBe('C0 80 ED A0 BD ED B8 80')
    expect(hex(referenceEncode('sixtyFiveBit', [0x7f, 0x80, 2n ** 65n - 1n]))).toBe(
      `7F A4 80 FF ${'9F '.repeat(13).trim()}`,
    )
  })

  it('refuse what a scheme cannot encode', () => {
    expect(() => referenceEncode('utf8', [0xd800])).toThrow(NotEncodable)
    expect(() => referenceEncode('utf8', [0x110000])).toThrow(NotEncodable)
    expect(() => referenceEncode('correctedUtf8', [0x85])).toThrow(NotEncodable)
    expect(() => referenceEncode('sevenByte', [2 ** 36])).toThrow(NotEncodable)
    expect(hex(referenceEncode('wtf8', [0xd800]))).toBe('ED A0 80')
    expect(SCHEMES).toHaveLength(10)
  })

  it('compare in code point order, not UTF-16 order', () => {
    expect(referenceCompare('\uffff', '😀')).toBe(-1)
    expect('\uffff' < '😀').toBe(false)
    expect(referenceCompare('ab', 'ab')).toBe(0)
    expect(referenceCompare('ab', 'abc')).toBe(-1)
  })
})

describe('corrupted corpora', () => {
  it('predict exactly what the WHATWG UTF-8 decoder gives', () => {
    const text = mixedText([{ name: 'x', group: 'x', text: `${sample}\n`.repeat(50) }], 1 << 20)
    for (const share of [0.01, 0.1, 0.3]) {
      const c = corrupt('utf8', text, share, 7)
      expect(new TextDecoder().decode(c.bytes)).toBe(c.expected)
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(c.bytes)).toThrow(TypeError)
      expect(c.corruptedShare).toBeGreaterThan(share / 4)
      expect(c.corruptedShare).toBeLessThan(share * 2)
    }
  })
})

describe('reference hunk encoder', () => {
  it('has the maxima of SEMANTICS.md and agrees with the eight-byte scheme for 8-bit hunks', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9].map(hunkMaxCodePoint)).toEqual([
      1,
      3,
      63,
      4095,
      2 ** 20 - 1,
      2 ** 30 - 1,
      2 ** 42 - 1,
      2 ** 56 - 1,
    ])
    const values = [0, 0x7f, 0x80, 0x7ff, 0x800, 0xffff, 0x10000, 0x10ffff, 2 ** 31, 2 ** 36, 2 ** 42 - 1]
    expect(Array.from(referenceHunks(8, values))).toEqual(Array.from(referenceEncode('eightByte', values)))
    // 6-bit hunks: 0xxxxx, 110xxx 10xxxx (7 bits), …, 111111 + five extensions (20 bits).
    expect(Array.from(referenceHunks(6, [31, 32, 2 ** 20 - 1]))).toEqual([
      31, 0b110010, 0b100000, 0b111111, 47, 47, 47, 47, 47,
    ])
  })
})
