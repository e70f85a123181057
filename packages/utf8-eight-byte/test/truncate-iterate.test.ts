// truncate, truncateText, codePoints and codePointsBackward of the eight-byte, seven-byte and 65-bit
// codecs and of hunkCodec(n): exact results at every cut of the longest sequences, the 65-bit scheme's
// A0–BF leads, hunks (Uint16Array in, Uint16Array out), and the unit-type errors. (Every codec is also
// checked against its own decoder on random input in core's iterate.test.)
import type { DecodeError } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { thrown as caught } from '../../../tools/testing/thrown.ts'
import { eightByte, hunkCodec, sevenByte, sixtyFiveBit } from '../src/index.ts'

const range = (n: number) => Array.from({ length: n }, (_, k) => k)

describe('eightByte and sevenByte: FE (7 bytes) and FF (8 bytes)', () => {
  it('truncate keeps the 8-byte sequence whole', () => {
    const bytes = eightByte.encodeCodePoints([0x41, 2 ** 42 - 1])
    expect([...bytes]).toEqual([0x41, 0xff, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf])
    expect(range(11).map((max) => eightByte.truncate(bytes, max).length)).toEqual([
      0, 1, 1, 1, 1, 1, 1, 1, 1, 9, 9,
    ])
    expect([...eightByte.codePointsBackward(bytes, { offsets: true })]).toEqual([
      [2 ** 42 - 1, 1],
      [0x41, 0],
    ])
  })
  it('seven-byte: FE is its longest lead, FF starts nothing', () => {
    const bytes = sevenByte.encodeCodePoints([2 ** 36 - 1])
    expect(bytes.length).toBe(7)
    expect(sevenByte.truncate(bytes, 6).length).toBe(0)
    const error = caught(() => [...sevenByte.codePointsBackward(new Uint8Array([0x41, 0xff]))]) as DecodeError
    expect([error.kind, error.offset]).toEqual(['invalid-lead', 1])
  })
  it('truncateText: a 4-byte character takes 4 bytes, as in UTF-8', () => {
    expect(eightByte.truncateText('a😀', 4)).toBe('a')
    expect(eightByte.truncateText('a😀', 5)).toBe('a😀')
  })
})

describe('sixtyFiveBit: 80–9F extend, A0–FF lead', () => {
  it('BF 9F is one character (the issue example)', () => {
    const bytes = new Uint8Array([0x41, 0xbf, 0x9f, 0x42])
    expect(range(5).map((max) => sixtyFiveBit.truncate(bytes, max).length)).toEqual([0, 1, 1, 3, 4])
    expect([...sixtyFiveBit.codePoints(bytes)]).toEqual([0x41n, 0x3ffn, 0x42n])
  })
  it('its longest sequence: FF and 13 extension bytes', () => {
    const bytes = sixtyFiveBit.encodeCodePoints([2n ** 65n - 1n, 1n])
    expect(bytes.length).toBe(15)
    expect(range(16).map((max) => sixtyFiveBit.truncate(bytes, max).length)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 14, 15,
    ])
    expect([...sixtyFiveBit.codePointsBackward(bytes)]).toEqual([1n, 2n ** 65n - 1n])
  })
})

describe('hunkCodec(n): hunks in, hunks out', () => {
  const five = hunkCodec(5)
  const hunks = five.encodeCodePoints([0x41, 0x7ff, 0x41])
  it('truncate gives a Uint16Array view and keeps sequences whole', () => {
    expect(hunks.length).toBe(3 + 5 + 3)
    const cut = five.truncate(hunks, 9)
    expect(cut.length).toBe(8)
    expect(cut).toBeInstanceOf(Uint16Array)
    expect(cut.buffer).toBe(hunks.buffer)
    expect(range(12).map((max) => five.truncate(hunks, max).length)).toEqual([
      0, 0, 0, 3, 3, 3, 3, 3, 8, 8, 8, 11,
    ])
    expect(five.truncate([0b00001, 0b00010], 1)).toEqual(Uint16Array.from([1]))
  })
  it('the iterators, with bigints for 9-bit hunks', () => {
    expect([...five.codePointsBackward(hunks, { offsets: true })]).toEqual([
      [0x41, 8],
      [0x7ff, 3],
      [0x41, 0],
    ])
    const nine = hunkCodec(9)
    expect([...nine.codePoints(nine.encodeCodePoints([2n ** 56n - 1n, 5n]))]).toEqual([2n ** 56n - 1n, 5n])
  })
  it('truncateText counts hunks; what cannot be held is U+001A replacing, an error strict', () => {
    expect(five.truncateText('AB', 5)).toBe('A')
    expect(five.truncateText('A€', 6, { fatal: false })).toBe('A€')
    expect(() => five.truncateText('A€', 6)).toThrow(RangeError)
    expect(hunkCodec(2).truncateText('\u0001\u0001', 1)).toBe('\u0001')
  })
  it('a Uint8Array is a TypeError', () => {
    expect(() => five.truncate(new Uint8Array(3) as never, 1)).toThrow(TypeError)
    expect(() => five.codePoints(new Uint8Array(3) as never)).toThrow(TypeError)
    expect(() => five.codePointsBackward(new Uint8Array(3) as never)).toThrow(TypeError)
  })
})
