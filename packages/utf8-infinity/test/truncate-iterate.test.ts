// truncate, truncateText, codePoints and codePointsBackward of UTF-∞-8: exact results for the RFC 2279
// forms, FE, the 13-byte form and length-field codes, whose sequences have no longest (a step back reads
// the sequence itself). (Also checked against the decoder on random input in core's iterate.test.)
import { DecodeError } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { utfInfinity8 } from '../src/index.ts'

describe('utfInfinity8', () => {
  const values = [0x41n, 2n ** 31n, 2n ** 36n, 2n ** 100n, 2n ** 1000n]
  const bytes = utfInfinity8.encodeCodePoints(values)
  const lengths = values.map((v) => utfInfinity8.encodedLength(v))
  const ends = lengths.map((_, k) => lengths.slice(0, k + 1).reduce((a, b) => a + b, 0))
  it('truncate cuts only after a whole code (7, 13 bytes and length-field codes)', () => {
    expect(lengths.slice(0, 3)).toEqual([1, 7, 13])
    for (let max = 0; max <= bytes.length; max++) {
      const expected = Math.max(0, ...ends.filter((end) => end <= max))
      expect(utfInfinity8.truncate(bytes, max).length, `max ${max}`).toBe(expected)
    }
  })
  it('codePointsBackward reads each code back whole, with bigints', () => {
    expect([...utfInfinity8.codePointsBackward(bytes)]).toEqual([...values].reverse())
    expect([...utfInfinity8.codePoints(bytes, { offsets: true })].map(([, offset]) => offset)).toEqual([
      0,
      ...ends.slice(0, -1),
    ])
  })
  it('a length field that breaks the rule: non-canonical-length, backward too', () => {
    // FF, then B5 where the field (B4… then A0–AF digits) must start.
    const input = new Uint8Array([0x41, 0xff, 0xb5, 0x80, 0x42])
    const error = [...utfInfinity8.codePoints(input, { fatal: false })]
    expect(error).toEqual([0x41n, 0xfffdn, 0xfffdn, 0xfffdn, 0x42n])
    const backward = (() => {
      try {
        ;[...utfInfinity8.codePointsBackward(input)]
      } catch (e) {
        return e as DecodeError
      }
      return null
    })()
    expect(backward).toBeInstanceOf(DecodeError)
    expect(backward?.offset).toBe(3)
  })
  it('truncateText: the RFC 2279 forms for text', () => {
    expect(utfInfinity8.truncateText('a😀', 4)).toBe('a')
    expect(utfInfinity8.truncateText('a😀', 5)).toBe('a😀')
  })
})
