// utfInfinity8.explain (core's one Explanation): exact explanations of bigint code points in each form,
// the length field, and ill-formed codes with their strict errors.
import { bitDiagram } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { expectErrorsOfValidate, expectedSequence } from '../../../tools/testing/explain.ts'
import { explain, utfInfinity8 } from '../src/index.ts'
import { bytesOf } from './helpers.ts'

describe('explain(codePoint)', () => {
  it('a 2-byte code: every field, the code point as a bigint', () => {
    expect(explain(0xe9)).toEqual({
      scheme: 'utf-infinity-8',
      codePoint: 0xe9n,
      unitBits: 8,
      units: [0xc3, 0xa9],
      hex: 'C3 A9',
      dataBits: 11,
      text: "wwz0'0011 wz10'1001",
      pattern: "wwzd'dddd wzdd'dddd",
      subscript: "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
      codePointBits: "0000'0000 1110'1001",
      codePointSubscript: "0000 ' 0 dAd9d8 # d7d6d5d4 ' d3d2d1d0",
      sequences: [
        expectedSequence<bigint>({
          offset: 0,
          units: [0xc3, 0xa9],
          hex: 'C3 A9',
          structure: [3, 2],
          codePoint: 0xe9n,
          storedValue: 0xe9n,
          error: null,
          text: "wwz0'0011 wz10'1001",
          pattern: "wwzd'dddd wzdd'dddd",
          subscript: "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
        }),
      ],
      error: null,
    })
    expect(utfInfinity8.explain(0xe9n)).toEqual(explain(0xe9))
  })

  it('2^71: FF, the length field A0 (18 digits) as structure, 12 storage bytes as data', () => {
    const e = explain(2n ** 71n)
    const units = [0xff, 0xa0, 0xa0, ...new Array<number>(11).fill(0x80)]
    expect(e.units).toEqual(units)
    expect(e.hex).toBe('FF A0 A0 80 80 80 80 80 80 80 80 80 80 80')
    expect(e.codePoint).toBe(2n ** 71n)
    expect(e.dataBits).toBe(72)
    expect(e.sequences).toHaveLength(1)
    const [only] = e.sequences
    expect(only).toMatchObject({
      offset: 0,
      codePoint: 2n ** 71n,
      storedValue: 2n ** 71n,
      error: null,
      lengthField: { end: 2, digits: 18 },
    })
    expect(only?.diagram).toEqual(bitDiagram(units, [8, 8, ...new Array<number>(12).fill(2)]))
    expect(only?.pattern).toBe(`wwww'wwww wzwz'zzzz ${"wzdd'dddd ".repeat(12).trim()}`)
    expect(e.codePointBits).toBe(`1000'0000 ${"0000'0000 ".repeat(8).trim()}`)
  })

  it('a long length field: (k − 1) B4 bytes, then k digits', () => {
    const big = 16n ** 300n - 1n
    const e = explain(big)
    const [only] = e.sequences
    // 300 digits: NME 282 = 0x11A, three digits after two B4 bytes.
    expect(only?.lengthField).toEqual({ end: 6, digits: 300 })
    expect(e.units.slice(0, 6)).toEqual([0xff, 0xb4, 0xb4, 0xa1, 0xa1, 0xaa])
    expect(only?.codePoint).toBe(big)
    expect(only?.storedValue).toBe(big)
    expect(
      only?.diagram.units.slice(0, 4).map((u) => u.bits.filter((b) => b.role === 'structure').length),
    ).toEqual([8, 8, 8, 8])
    expect(e.dataBits).toBe(200 * 6)
  })

  it('13-byte codes: FF, then 100 and five data bits', () => {
    const e = explain(2n ** 36n)
    expect(
      e.sequences[0]?.diagram.units.map((u) => u.bits.filter((b) => b.role === 'structure').length),
    ).toEqual([8, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2])
    expect(e.sequences[0]?.lengthField).toBeUndefined()
  })
})

describe('explain(bytes)', () => {
  it('every code, ill-formed ones with the strict error at their offset', () => {
    const input = bytesOf('41 C0 80 80 ED A0 80 FF B5 E2 82')
    const e = explain(input)
    expect(e.sequences.map((s) => [s.offset, s.hex, s.codePoint, s.error?.kind ?? null])).toEqual([
      [0, '41', 0x41n, null],
      [1, 'C0 80', 0n, 'overlong'],
      [3, '80', null, 'unexpected-continuation'],
      [4, 'ED A0 80', 0xd800n, 'surrogate'],
      [7, 'FF B5', null, 'non-canonical-length'],
      [9, 'E2 82', null, 'truncated'],
    ])
    expectErrorsOfValidate(utfInfinity8, input)
    expect(e.sequences[5]).toEqual(
      expectedSequence<bigint>({
        offset: 9,
        units: [0xe2, 0x82],
        hex: 'E2 82',
        structure: [4, 2],
        codePoint: null,
        storedValue: null,
        error: utfInfinity8.validate(input.subarray(9))?.shifted(9) ?? null,
        text: "wwwz'0010 wz00'0010",
        pattern: "wwwz'dddd wzdd'dddd",
        subscript: "wwwz ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
      }),
    )
  })

  it('a truncated long code keeps every continuation byte present', () => {
    const whole = utfInfinity8.encodeCodePoints([2n ** 71n])
    const e = explain(Uint8Array.of(...whole.subarray(0, 10), 0x41))
    expect(e.sequences.map((s) => [s.offset, s.units.length, s.error?.kind ?? null])).toEqual([
      [0, 10, 'truncated'],
      [10, 1, null],
    ])
  })
})

describe('a stray continuation byte after other bytes', () => {
  it('its strict error names the byte (its units and message)', () => {
    for (const run of [
      () => utfInfinity8.decode(bytesOf('41 80')),
      () => utfInfinity8.decodeCodePoints(bytesOf('41 80')),
    ]) {
      let error: unknown
      try {
        run()
      } catch (caught) {
        error = caught
      }
      expect(error).toMatchObject({
        kind: 'unexpected-continuation',
        offset: 1,
        message:
          'Cannot decode utf-infinity-8: unexpected continuation at byte 1 (80): an extension byte (10xxxxxx) cannot start a sequence',
      })
      expect([...((error as { details: { units: ArrayLike<number> } }).details.units as Uint8Array)]).toEqual(
        [0x80],
      )
    }
  })
})
