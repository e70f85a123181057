// Core's one explanation builder (explainUnits), through a toy scheme's reader and through a codec made
// with defineCodec: every field of the result, for a code point, for ill-formed units, for a pair of
// halves, for hunks and for a bigint.
import { bitDiagram, DecodeError, EncodeError, type ExplainedSequence } from '@utf8x/core'

import { describe, expect, it } from 'vitest'
import { explainUnits, type SequenceReader } from '../src/explain.ts'
import { leadStructure, toy } from './_toy-codec.ts'

describe('leadStructure', () => {
  it('gives the classic layout: n + 1 lead bits, 2 per continuation, 1 for a single unit', () => {
    expect(leadStructure(1, 1)).toEqual([1])
    expect(leadStructure(2, 2)).toEqual([3, 2])
    expect(leadStructure(4, 2)).toEqual([5, 2])
    expect(leadStructure(8, 1)).toEqual([8])
    expect(leadStructure(13, 1)).toEqual([8])
    expect(leadStructure(6, 2, 5)).toEqual([5, 2])
  })
})

describe('a defineCodec codec explains a code point', () => {
  it('with every field', () => {
    const e = toy.explain(0xe9)
    const diagram = bitDiagram([0xc3, 0xa9], [3, 2])
    const sequence: ExplainedSequence<number> = {
      offset: 0,
      units: [0xc3, 0xa9],
      hex: 'C3 A9',
      codePoint: 0xe9,
      storedValue: 0xe9,
      error: null,
      diagram,
      text: "wwz0'0011 wz10'1001",
      pattern: "wwzd'dddd wzdd'dddd",
      subscript: "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
    }
    expect(e).toEqual({
      scheme: 'toy-8',
      codePoint: 0xe9,
      unitBits: 8,
      units: [0xc3, 0xa9],
      hex: 'C3 A9',
      dataBits: 11,
      text: sequence.text,
      pattern: sequence.pattern,
      subscript: sequence.subscript,
      codePointBits: "0000'0000 1110'1001",
      codePointSubscript: "0000 ' 0 dAd9d8 # d7d6d5d4 ' d3d2d1d0",
      sequences: [sequence],
      error: null,
    })
    expect(toy.explain(0x41).codePointBits).toBe("0100'0001")
    expect(toy.explain(0x41).text).toBe("z100'0001")
  })

  it('refuses what the scheme cannot encode, and what is neither a code point nor bytes', () => {
    expect(() => toy.explain(0xd800)).toThrow(EncodeError)
    expect(() => toy.explain(-1)).toThrow(EncodeError)
    expect(() => toy.explain('A' as unknown as number)).toThrow(
      new TypeError('The "input" argument must be an ArrayBuffer or ArrayBufferView, received a string'),
    )
  })
})

describe('a defineCodec codec explains units', () => {
  it('sequence by sequence, ill-formed runs with their strict error and offset', () => {
    const e = toy.explain(Uint8Array.of(0x41, 0xc0, 0x80, 0x80, 0xe2, 0x82))
    expect(e.codePoint).toBeNull()
    expect(e.codePointBits).toBeNull()
    expect(e.codePointSubscript).toBeNull()
    expect(e.hex).toBe('41 C0 80 80 E2 82')
    expect(
      e.sequences.map((s) => [s.offset, s.hex, s.codePoint, s.storedValue, s.error?.kind ?? null]),
    ).toEqual([
      [0, '41', 0x41, 0x41, null],
      [1, 'C0 80', 0, 0, 'overlong'],
      [3, '80', null, null, 'unexpected-continuation'],
      [4, 'E2 82', null, null, 'truncated'],
    ])
    expect(e.sequences.map((s) => s.error?.offset ?? null)).toEqual([null, 1, 3, 4])
    expect(e.error).toBe(e.sequences[1]?.error)
    expect(e.error).toBeInstanceOf(DecodeError)
    expect(e.text).toBe("z100'0001 | wwz0'0000 wz00'0000 | wz00'0000 | wwwz'0010 wz00'0010")
    expect(e.dataBits).toBe(7 + 11 + 6 + 10)
    expect(toy.explain(new Uint8Array(0))).toMatchObject({ units: [], sequences: [], text: '', error: null })
  })

  it('reads an ArrayBuffer and a DataView, and copies the units', () => {
    const bytes = Uint8Array.of(0xc3, 0xa9)
    const fromBuffer = toy.explain(bytes.buffer)
    const fromView = toy.explain(new DataView(bytes.buffer))
    bytes[0] = 0
    expect(fromBuffer.units).toEqual([0xc3, 0xa9])
    expect(fromView.sequences[0]?.codePoint).toBe(0xe9)
  })
})

describe('explainUnits', () => {
  // A toy pair scheme: 16-bit values written as two halves, each a lead of 3 units (0b1110 + 4 bits,
  // then two 10 + 6 bits), as CESU-8 writes a supplementary code point.
  const pairs: SequenceReader<number> = {
    unitBits: 8,
    bigint: false,
    read: () => [
      {
        length: 3,
        structure: leadStructure(3, 3),
        complete: true,
        codePoint: 0x1f600,
        error: null,
        facts: { surrogateHalf: 'high' },
      },
      {
        length: 3,
        structure: leadStructure(3, 3),
        complete: true,
        codePoint: 0x1f600,
        error: null,
        facts: { surrogateHalf: 'low' },
      },
    ],
  }

  it('shows a pair as two sequences carrying the pair code point and the halves as stored values', () => {
    const e = explainUnits('pairs', pairs, Uint8Array.of(0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80), true)
    expect(e.codePoint).toBe(0x1f600)
    expect(e.dataBits).toBe(32)
    expect(e.sequences.map((s) => [s.offset, s.codePoint, s.storedValue, s.surrogateHalf])).toEqual([
      [0, 0x1f600, 0xd83d, 'high'],
      [3, 0x1f600, 0xde00, 'low'],
    ])
    expect(e.text).toBe("wwwz'1101 wz10'0000 wz11'1101 | wwwz'1101 wz11'1000 wz00'0000")
    expect(e.codePointBits).toBe("0000'0000 0000'0001 1111'0110 0000'0000")
  })

  it('explains hunks, with bigint values wider than 53 bits', () => {
    // 9-bit units: one lead of 9 structure bits, then seven units of 2 structure and 7 data bits each.
    const wide: SequenceReader<bigint, Uint16Array> = {
      unitBits: 9,
      bigint: true,
      read: (units) => [
        { length: units.length, structure: [9, 2, 2, 2, 2, 2, 2, 2, 2], complete: true, error: null },
      ],
    }
    const units = Uint16Array.of(0x1ff, 0x17f, 0x17f, 0x17f, 0x17f, 0x17f, 0x17f, 0x17f, 0x17f)
    const e = explainUnits('wide', wide, units, true)
    expect(e.codePoint).toBe(2n ** 56n - 1n)
    expect(e.sequences[0]?.storedValue).toBe(2n ** 56n - 1n)
    expect(e.unitBits).toBe(9)
    expect(e.hex).toBe('1FF 17F 17F 17F 17F 17F 17F 17F 17F')
    expect(e.dataBits).toBe(56)
    expect(e.sequences[0]?.text.split(' ')[1]).toBe("w'z111'1111")
    expect(e.codePointBits).toBe("1111'1111 ".repeat(7).trim())
  })
})
