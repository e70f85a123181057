// Hardening: truncation and the other boundary functions take their rules from the codec they are given.
// Given `sixtyFiveBit`, `truncate` used UTF-8's rule (80–BF continue a sequence), so it cut
// [41 BF 9F 42] at 2 to [] although BF (101xxxxx) is a lead there and BF 9F one character; hunk codecs
// and the CESU-8/MUTF-8 surrogate pairs had the same problem. On well-formed input, `truncate` must give
// the encoding of the longest prefix of the code points that fits, for every scheme.
import {
  boundaryAtOrBefore,
  boundaryOptions,
  isBoundary,
  nextBoundary,
  previousBoundary,
  sequenceStarts,
  truncate,
} from '@utf8x/core'
import { cesu8, mutf8 } from '@utf8x/utf8-classic'
import { hunkCodec, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BYTE_CODECS } from '../../../tools/testing/codecs.ts'

/** What the test needs of a codec, byte or hunk. */
interface AnyCodec {
  readonly name: string
  readonly maxCodePoint: number | bigint | null
  encodeCodePoints(codePoints: Iterable<number | bigint>): Uint8Array | Uint16Array
  decodeCodePoints(units: Uint8Array & Uint16Array): (number | bigint)[]
}

const CODECS = [
  ...BYTE_CODECS,
  ...([1, 2, 3, 4, 5, 6, 7, 8, 9] as const).map((bits) => hunkCodec(bits)),
] as unknown as AnyCodec[]

describe('the example of the issue', () => {
  const bytes = new Uint8Array([0x41, 0xbf, 0x9f, 0x42])
  it('truncate([41 BF 9F 42], n, sixtyFiveBit) keeps BF 9F whole', () => {
    expect([0, 1, 2, 3, 4].map((n) => [...truncate(bytes, n, sixtyFiveBit)])).toEqual([
      [],
      [0x41],
      [0x41],
      [0x41, 0xbf, 0x9f],
      [0x41, 0xbf, 0x9f, 0x42],
    ])
    expect([...sequenceStarts(bytes, sixtyFiveBit)]).toEqual([0, 1, 3])
    expect(boundaryOptions(sixtyFiveBit)).toEqual({
      continuationMask: 0xe0,
      continuationValue: 0x80,
      longestSequence: 14,
    })
  })
  it('a CESU-8 pair stays whole given cesu8 itself', () => {
    const pair = new Uint8Array([0x61, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80])
    expect(truncate(pair, 6, cesu8).length).toBe(1)
    expect(truncate(pair, 6, mutf8).length).toBe(1)
  })
  it('hunk codecs: their own unit width, on their Uint16Array hunks', () => {
    const five = hunkCodec(5)
    const hunks = five.encodeCodePoints([0x41, 0x7ff, 0x41])
    const result = truncate(hunks, hunks.length - 1, five)
    expect(result).toBeInstanceOf(Uint16Array)
    expect(five.decodeCodePoints(result)).toEqual([0x41, 0x7ff])
  })
  it('a codec of an unknown scheme is a RangeError, not a guess', () => {
    expect(() => truncate(new Uint8Array(2), 1, { name: 'my-scheme' })).toThrow(RangeError)
  })
})

/** Bit length of a non-negative bigint. */
function bits(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length
}

/** Code points of `codec`'s range, spread over every bit length (so over every sequence length). */
function codePointArb(codec: AnyCodec): fc.Arbitrary<bigint> {
  const max = codec.maxCodePoint === null ? 2n ** 300n : BigInt(codec.maxCodePoint)
  return fc.integer({ min: 0, max: bits(max) }).chain((n) => {
    if (n === 0) return fc.constant(0n)
    const top = 2n ** BigInt(n) - 1n
    return fc.bigInt({ min: 2n ** BigInt(n - 1), max: top < max ? top : max })
  })
}

/** Whether `codec` can encode `codePoint` on its own. */
function encodable(codec: AnyCodec, codePoint: number | bigint): boolean {
  try {
    codec.encodeCodePoints([codePoint])
    return true
  } catch {
    return false
  }
}

/** Random well-formed input of `codec`: code points it encodes, never a high surrogate before a low one. */
function wellFormedArb(codec: AnyCodec): fc.Arbitrary<(number | bigint)[]> {
  const bigint = codec.maxCodePoint === null || typeof codec.maxCodePoint === 'bigint'
  return fc.array(codePointArb(codec), { maxLength: 12 }).map((values) => {
    const out: (number | bigint)[] = []
    for (const value of values) {
      const codePoint = bigint ? value : Number(value)
      const previous = Number(out.at(-1) ?? -1)
      if (previous >= 0xd800 && previous <= 0xdbff && value >= 0xdc00n && value <= 0xdfffn) continue
      if (encodable(codec, codePoint)) out.push(codePoint)
    }
    return out
  })
}

describe('every codec: truncate keeps whole sequences, and as many as fit', () => {
  it.each(CODECS.map((codec) => ({ name: codec.name, codec })))('$name', ({ codec }) => {
    fc.assert(
      fc.property(wellFormedArb(codec), (codePoints) => {
        const units = codec.encodeCodePoints(codePoints)
        // Where each code point's encoding ends.
        const ends = [0]
        for (const codePoint of codePoints)
          ends.push((ends.at(-1) as number) + codec.encodeCodePoints([codePoint]).length)
        expect(ends.at(-1)).toBe(units.length)
        for (let n = 0; n <= units.length; n++) {
          const kept = ends.filter((end) => end <= n).length - 1
          const result = truncate(units as Uint8Array, n, codec)
          expect(result.constructor).toBe(units.constructor)
          expect(result.buffer).toBe(units.buffer)
          expect(result.byteOffset).toBe(units.byteOffset)
          expect(result.length).toBe(ends[kept])
          expect(codec.decodeCodePoints(result as Uint8Array & Uint16Array)).toEqual(
            codePoints.slice(0, kept),
          )
          expect(isBoundary(units as Uint8Array, n, codec)).toBe(ends.includes(n))
          expect(boundaryAtOrBefore(units as Uint8Array, n, codec)).toBe(ends[kept])
          expect(previousBoundary(units as Uint8Array, n, codec)).toBe(
            n === 0 ? -1 : ends.filter((end) => end < n).at(-1),
          )
          expect(nextBoundary(units as Uint8Array, n, codec)).toBe(
            n === units.length ? -1 : ends.find((end) => end > n),
          )
        }
        const starts = ends.slice(0, -1)
        expect([...sequenceStarts(units as Uint8Array, codec)]).toEqual(starts)
      }),
      { numRuns: 100 },
    )
  })
})
