import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  compareByCodePoint,
  compareBytes,
  compareCesu8,
  lowerBound,
  prefixRange,
  upperBound,
} from '../src/index.ts'
import { richString } from './_arbitraries.ts'
import { cesu8EncodeCodePoints, codePointsOf, compareLists, wtf8Encode } from './_reference.ts'

/** Sorted byte keys over a small alphabet (so that equal keys and shared prefixes are common). */
const sortedKeys = fc
  .array(fc.array(fc.constantFrom(0x00, 0x61, 0x62, 0xfe, 0xff), { maxLength: 4 }), { maxLength: 30 })
  .map((lists) => lists.map((list) => Uint8Array.from(list)).sort(compareLists))
const probe = fc
  .array(fc.constantFrom(0x00, 0x61, 0x62, 0xfe, 0xff), { maxLength: 4 })
  .map((l) => Uint8Array.from(l))

/** Linear reference: the first index whose key is not below (`>= 0`) or is above (`> 0`) the probe. */
function linearBound<T>(
  keys: readonly T[],
  key: T,
  compare: (a: T, b: T) => number,
  inclusive: boolean,
): number {
  const index = keys.findIndex((element) =>
    inclusive ? compare(element, key) >= 0 : compare(element, key) > 0,
  )
  return index === -1 ? keys.length : index
}

describe('lowerBound and upperBound', () => {
  it('rows', () => {
    const keys = [[0x61], [0x62], [0x62], [0x62, 0x00], [0x63]].map((k) => Uint8Array.from(k))
    expect(lowerBound(keys, Uint8Array.of(0x62))).toBe(1)
    expect(upperBound(keys, Uint8Array.of(0x62))).toBe(3)
    expect(lowerBound(keys, Uint8Array.of(0x60))).toBe(0)
    expect(upperBound(keys, Uint8Array.of(0x64))).toBe(5)
    expect(lowerBound([], Uint8Array.of(1))).toBe(0)
    expect(upperBound([], Uint8Array.of(1))).toBe(0)
  })

  it('equal a linear scan on byte keys', () => {
    fc.assert(
      fc.property(sortedKeys, probe, (keys, key) => {
        expect(lowerBound(keys, key)).toBe(linearBound(keys, key, compareLists, true))
        expect(upperBound(keys, key)).toBe(linearBound(keys, key, compareLists, false))
      }),
      { numRuns: 2000 },
    )
  })

  it('take a comparator: strings in code point order, CESU-8 keys', () => {
    fc.assert(
      fc.property(fc.array(richString(3), { maxLength: 20 }), richString(3), (strings, key) => {
        const sorted = [...strings].sort(compareByCodePoint)
        expect(lowerBound(sorted, key, compareByCodePoint)).toBe(
          linearBound(sorted, key, compareByCodePoint, true),
        )
        expect(upperBound(sorted, key, compareByCodePoint)).toBe(
          linearBound(sorted, key, compareByCodePoint, false),
        )
        const encode = (text: string): Uint8Array =>
          cesu8EncodeCodePoints(codePointsOf(text.replace(/[\ud800-\udfff]/g, '\ufffd')))
        const cesu = sorted.map(encode).sort(compareCesu8)
        expect(lowerBound(cesu, encode(key), compareCesu8)).toBe(
          linearBound(cesu, encode(key), compareCesu8, true),
        )
      }),
      { numRuns: 500 },
    )
  })

  it('find UTF-8 keys of strings sorted by code point', () => {
    const strings = ['a', 'b', '\ud7ff', '\ud800', '\ue000', '\uff5e', '\u{1f600}', '\u{10ffff}']
    const keys = strings.map(wtf8Encode)
    expect([...keys].sort(compareBytes)).toEqual(keys)
    strings.forEach((text, index) => {
      expect(lowerBound(keys, wtf8Encode(text))).toBe(index)
      expect(upperBound(keys, wtf8Encode(text))).toBe(index + 1)
    })
  })
})

describe('prefixRange', () => {
  it('rows', () => {
    const encoder = new TextEncoder()
    const keys = ['ap', 'app', 'apple', 'apricot', 'b'].map((k) => encoder.encode(k))
    expect(prefixRange(keys, encoder.encode('app'))).toEqual({ start: 1, end: 3 })
    expect(prefixRange(keys, encoder.encode(''))).toEqual({ start: 0, end: 5 })
    expect(prefixRange(keys, encoder.encode('c'))).toEqual({ start: 5, end: 5 })
    expect(prefixRange([Uint8Array.of(0xff), Uint8Array.of(0xff, 0xff)], Uint8Array.of(0xff))).toEqual({
      start: 0,
      end: 2,
    })
  })

  it('is exactly the keys with the prefix', () => {
    fc.assert(
      fc.property(sortedKeys, probe, (keys, prefix) => {
        const { start, end } = prefixRange(keys, prefix)
        const has = (key: Uint8Array): boolean =>
          key.length >= prefix.length && prefix.every((byte, index) => key[index] === byte)
        expect(keys.slice(start, end).every(has)).toBe(true)
        expect(keys.filter(has).length).toBe(end - start)
      }),
      { numRuns: 2000 },
    )
  })
})
