import { utf8Layout } from '@utf8x/core'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bitLength,
  isContinuationByte,
  layoutDataBits,
  leadingOnes,
  mask,
  maskBigInt,
  packBits,
  unpackBits,
  unpackBitsBigInt,
} from '../src/bits.ts'

describe('leadingOnes', () => {
  it('counts leading ones of every byte', () => {
    for (let b = 0; b < 256; b++) {
      let n = 0
      while (n < 8 && (b >> (7 - n)) & 1) n++
      expect(leadingOnes(b)).toBe(n)
    }
  })
  it('works for other widths', () => {
    expect(leadingOnes(0b111111111, 9)).toBe(9)
    expect(leadingOnes(0b110111111, 9)).toBe(2)
    expect(leadingOnes(0, 1)).toBe(0)
    expect(leadingOnes(1, 1)).toBe(1)
    expect(leadingOnes(0b1110, 4)).toBe(3)
  })
})

describe('continuation tests', () => {
  it('matches 10xxxxxx for bytes', () => {
    for (let b = 0; b < 256; b++) expect(isContinuationByte(b)).toBe(b >= 0x80 && b <= 0xbf)
  })
})

describe('masks and bit lengths', () => {
  it('masks', () => {
    expect(mask(0)).toBe(0)
    expect(mask(6)).toBe(0x3f)
    expect(mask(32)).toBe(0xffffffff)
    expect(mask(42)).toBe(2 ** 42 - 1)
    expect(maskBigInt(65)).toBe(2n ** 65n - 1n)
  })
  it('bitLength of numbers and bigints at every power of two', () => {
    expect(bitLength(0)).toBe(0)
    expect(bitLength(0n)).toBe(0)
    for (let n = 0; n < 53; n++) {
      expect(bitLength(2 ** n)).toBe(n + 1)
      expect(bitLength(2 ** n - 1)).toBe(n)
    }
    for (let n = 0; n < 300; n++) {
      expect(bitLength(1n << BigInt(n))).toBe(n + 1)
      expect(bitLength((1n << BigInt(n)) - 1n)).toBe(n)
    }
  })
  it('rejects negative and non-integer values', () => {
    expect(() => bitLength(-1)).toThrow(RangeError)
    expect(() => bitLength(1.5)).toThrow(RangeError)
    expect(() => bitLength(-1n)).toThrow(RangeError)
    expect(() => bitLength(2 ** 53)).toThrow(RangeError)
  })
})

describe('layouts', () => {
  it('gives RFC 3629 and Barber table one', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => {
      const l = utf8Layout(n)
      return [l.leadMarker, l.leadDataBits, l.extensionCount, layoutDataBits(l)]
    })
    expect(rows).toEqual([
      [0x00, 7, 0, 7],
      [0xc0, 5, 1, 11],
      [0xe0, 4, 2, 16],
      [0xf0, 3, 3, 21],
      [0xf8, 2, 4, 26],
      [0xfc, 1, 5, 31],
      [0xfe, 0, 6, 36],
      [0xff, 0, 7, 42],
    ])
  })
  it('gives Barber table nine for 9-bit hunks', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => layoutDataBits(utf8Layout(n, 9)))).toEqual([
      8, 13, 19, 25, 31, 37, 43, 49, 56,
    ])
    expect(utf8Layout(9, 9).leadMarker).toBe(0x1ff)
    expect(utf8Layout(2, 9).extensionMarker).toBe(0b100000000)
  })
  it('rejects lengths outside 1…width', () => {
    expect(() => utf8Layout(0)).toThrow(RangeError)
    expect(() => utf8Layout(9)).toThrow(RangeError)
    expect(() => utf8Layout(2, 1)).toThrow(RangeError)
  })
})

describe('pack and unpack', () => {
  it('writes UTF-8 of known values', () => {
    const out = new Uint8Array(8)
    expect(packBits(0x20ac, utf8Layout(3), out, 1)).toBe(4)
    expect([...out.subarray(1, 4)]).toEqual([0xe2, 0x82, 0xac])
    expect(packBits(2 ** 42 - 1, utf8Layout(8), out, 0)).toBe(8)
    expect([...out]).toEqual([0xff, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf])
    expect(unpackBits(out, 0, utf8Layout(8))).toBe(2 ** 42 - 1)
    expect(unpackBitsBigInt(out, 0, utf8Layout(8))).toBe(2n ** 42n - 1n)
  })

  it('round-trips every value that fits, for every unit width and length (number and bigint)', () => {
    const layouts = []
    for (let width = 2; width <= 9; width++)
      for (let n = 1; n <= width; n++) layouts.push(utf8Layout(n, width))
    fc.assert(
      fc.property(fc.constantFrom(...layouts), fc.double({ min: 0, max: 1, noNaN: true }), (layout, t) => {
        const bits = layoutDataBits(layout)
        // Numbers are exact to 53 bits; wider layouts go through bigints.
        const value = Math.floor(t * (2 ** Math.min(bits, 53) - 1))
        const out = new Uint16Array(layout.extensionCount + 1)
        packBits(BigInt(value), layout, out, 0)
        expect(unpackBitsBigInt(out, 0, layout)).toBe(BigInt(value))
        if (bits <= 53) {
          const outNumber = new Uint16Array(layout.extensionCount + 1)
          packBits(value, layout, outNumber, 0)
          expect([...outNumber]).toEqual([...out])
          expect(unpackBits(out, 0, layout)).toBe(value)
        }
        // Structure bits are in place.
        const top = layout.unitBits - layout.leadDataBits
        expect((out[0] as number) >> layout.leadDataBits).toBe(layout.leadMarker >> layout.leadDataBits)
        for (let k = 1; k < out.length; k++) expect((out[k] as number) >> (layout.unitBits - 2)).toBe(2)
        expect(top).toBeGreaterThan(0)
      }),
      { numRuns: 3000 },
    )
  })

  it('round-trips bigints wider than 53 bits (a 65-bit-like layout)', () => {
    const layout = {
      unitBits: 8,
      leadMarker: 0xff,
      leadDataBits: 0,
      extensionCount: 13,
      extensionMarker: 0x80,
      extensionDataBits: 5,
    }
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 65n - 1n }), (value) => {
        const out = new Uint8Array(14)
        packBits(value, layout, out, 0)
        expect(unpackBitsBigInt(out, 0, layout)).toBe(value)
        for (let k = 1; k < 14; k++) expect((out[k] as number) & 0xe0).toBe(0x80)
      }),
      { numRuns: 2000 },
    )
  })
})
