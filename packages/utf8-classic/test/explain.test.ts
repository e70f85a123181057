// Each codec's explain (core's one Explanation): exact explanations of code points and of ill-formed
// bytes, CESU-8 and Modified UTF-8 pairs as two halves, Modified UTF-8's NUL, WTF-8's pair ban.
import { describe, expect, it } from 'vitest'
import { expectErrorsOfValidate, expectedSequence } from '../../../tools/testing/explain.ts'
import { cesu8, explain, mutf8, utf8, utf8Rfc2279, wtf8 } from '../src/index.ts'

const bytes = (hex: string) => Uint8Array.from(hex.split(' '), (h) => Number.parseInt(h, 16))

describe('utf8.explain', () => {
  it('a code point, every field', () => {
    expect(explain(0x20ac)).toEqual({
      scheme: 'utf-8',
      codePoint: 0x20ac,
      unitBits: 8,
      units: [0xe2, 0x82, 0xac],
      hex: 'E2 82 AC',
      dataBits: 16,
      text: "wwwz'0010 wz00'0010 wz10'1100",
      pattern: "wwwz'dddd wzdd'dddd wzdd'dddd",
      subscript: "wwwz ' dFdEdDdC # wz dBdA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
      codePointBits: "0010'0000 1010'1100",
      codePointSubscript: "dFdEdDdC ' dBdAd9d8 # d7d6d5d4 ' d3d2d1d0",
      sequences: [
        expectedSequence<number>({
          offset: 0,
          units: [0xe2, 0x82, 0xac],
          hex: 'E2 82 AC',
          structure: [4, 2, 2],
          codePoint: 0x20ac,
          storedValue: 0x20ac,
          error: null,
          text: "wwwz'0010 wz00'0010 wz10'1100",
          pattern: "wwwz'dddd wzdd'dddd wzdd'dddd",
          subscript: "wwwz ' dFdEdDdC # wz dBdA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
        }),
      ],
      error: null,
    })
    expect(utf8.explain(0x20ac)).toEqual(explain(0x20ac))
  })

  it('ill-formed bytes: each run with the strict error, kind and offset', () => {
    const input = bytes('41 C0 AF ED A0 80 F8 80 F0 9F 98')
    const e = explain(input)
    expect(e.codePoint).toBeNull()
    expect(
      e.sequences.map((s) => [
        s.offset,
        s.hex,
        s.codePoint,
        s.storedValue,
        s.error?.kind ?? null,
        s.error?.offset,
      ]),
    ).toEqual([
      [0, '41', 0x41, 0x41, null, undefined],
      [1, 'C0 AF', 0x2f, 0x2f, 'overlong', 1],
      [3, 'ED A0 80', 0xd800, 0xd800, 'surrogate', 3],
      [6, 'F8', null, null, 'invalid-lead', 6],
      [7, '80', null, null, 'unexpected-continuation', 7],
      [8, 'F0 9F 98', null, null, 'truncated', 8],
    ])
    expect(e.sequences[1]).toEqual(
      expectedSequence<number>({
        offset: 1,
        units: [0xc0, 0xaf],
        hex: 'C0 AF',
        structure: [3, 2],
        codePoint: 0x2f,
        storedValue: 0x2f,
        error: utf8.validate(input.subarray(1))?.shifted(1) ?? null,
        text: "wwz0'0000 wz10'1111",
        pattern: "wwzd'dddd wzdd'dddd",
        subscript: "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
      }),
    )
    expect(e.sequences[3]?.text).toBe("wwww'wz00")
    expect(e.sequences[4]?.text).toBe("wz00'0000")
    expect(e.text.split(' | ')).toHaveLength(6)
    // Each error is the one strict decoding reports at that offset.
    expectErrorsOfValidate(utf8, input)
  })

  it('refuses what UTF-8 cannot encode', () => {
    expect(() => explain(0xd800)).toThrow(expect.objectContaining({ name: 'EncodeError', kind: 'surrogate' }))
    expect(() => explain(0x110000)).toThrow(
      expect.objectContaining({ name: 'EncodeError', kind: 'out-of-range' }),
    )
  })
})

describe('the relatives', () => {
  it('CESU-8 and Modified UTF-8: a supplementary code point is two halves, each with the pair', () => {
    for (const codec of [cesu8, mutf8]) {
      const e = codec.explain(0x1f600)
      expect(e.scheme).toBe(codec.name)
      expect(e.codePoint).toBe(0x1f600)
      expect(e.hex).toBe('ED A0 BD ED B8 80')
      expect(e.dataBits).toBe(32)
      expect(e.codePointBits).toBe("0000'0000 0000'0001 1111'0110 0000'0000")
      expect(e.text).toBe("wwwz'1101 wz10'0000 wz11'1101 | wwwz'1101 wz11'1000 wz00'0000")
      expect(e.sequences).toEqual([
        expectedSequence<number>({
          offset: 0,
          units: [0xed, 0xa0, 0xbd],
          hex: 'ED A0 BD',
          structure: [4, 2, 2],
          codePoint: 0x1f600,
          storedValue: 0xd83d,
          error: null,
          text: "wwwz'1101 wz10'0000 wz11'1101",
          pattern: "wwwz'dddd wzdd'dddd wzdd'dddd",
          subscript: "wwwz ' dFdEdDdC # wz dBdA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
          surrogateHalf: 'high',
        }),
        expectedSequence<number>({
          offset: 3,
          units: [0xed, 0xb8, 0x80],
          hex: 'ED B8 80',
          structure: [4, 2, 2],
          codePoint: 0x1f600,
          storedValue: 0xde00,
          error: null,
          text: "wwwz'1101 wz11'1000 wz00'0000",
          pattern: "wwwz'dddd wzdd'dddd wzdd'dddd",
          subscript: "wwwz ' dFdEdDdC # wz dBdA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
          surrogateHalf: 'low',
        }),
      ])
    }
  })

  it('CESU-8 refuses a lone surrogate half and UTF-8 four-byte forms; Modified UTF-8 keeps a lone one', () => {
    const lone = bytes('ED A0 BD 41')
    expect(cesu8.explain(lone).sequences.map((s) => [s.hex, s.error?.kind ?? null])).toEqual([
      ['ED A0 BD', 'surrogate'],
      ['41', null],
    ])
    expect(mutf8.explain(lone).sequences.map((s) => [s.hex, s.codePoint, s.error, s.surrogateHalf])).toEqual([
      ['ED A0 BD', 0xd83d, null, undefined],
      ['41', 0x41, null, undefined],
    ])
  })

  it("Modified UTF-8's NUL is C0 80, and a raw 00 is an invalid lead", () => {
    const nul = mutf8.explain(0)
    expect([nul.hex, nul.text, nul.sequences[0]?.codePoint]).toEqual(['C0 80', "wwz0'0000 wz00'0000", 0])
    expect(mutf8.explain(bytes('00')).sequences[0]?.error?.kind).toBe('invalid-lead')
    expect(mutf8.explain(bytes('00')).sequences[0]?.text).toBe("z000'0000")
  })

  it('WTF-8: a lone surrogate is a code point, a high one before a low one is the error', () => {
    expect(wtf8.explain(0xd800).sequences[0]).toMatchObject({ codePoint: 0xd800, error: null })
    const pair = wtf8.explain(bytes('ED A0 BD ED B8 80'))
    expect(pair.sequences.map((s) => [s.hex, s.codePoint, s.error?.kind ?? null])).toEqual([
      ['ED A0 BD', 0xd83d, 'surrogate'],
      ['ED B8 80', 0xde00, null],
    ])
  })

  it('RFC 2279: six bytes up to 2^31 − 1', () => {
    const e = utf8Rfc2279.explain(0x7fffffff)
    expect([
      e.hex,
      e.dataBits,
      e.sequences[0]?.diagram.units[0]?.bits.filter((b) => b.role === 'structure').length,
    ]).toEqual(['FD BF BF BF BF BF', 31, 7])
  })
})
