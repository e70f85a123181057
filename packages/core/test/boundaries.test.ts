import { getCodec } from '@utf8x/codecs'
import {
  boundaryAtOrBefore,
  isBoundary,
  nextBoundary,
  previousBoundary,
  sequenceStarts,
  truncate,
} from '@utf8x/core'
import { hunkCodec } from '@utf8x/utf8-eight-byte'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const enc = new TextEncoder()

/**
 * The plain forward scan: every index whose byte is not 10xxxxxx (pairs joined when asked), and every
 * extension byte `longest` or more bytes after the last byte that is not one (a stray).
 */
function forwardStarts(
  bytes: Uint8Array,
  mask = 0xc0,
  value = 0x80,
  pairs = false,
  longest = Number.POSITIVE_INFINITY,
): number[] {
  const starts: number[] = []
  let lead = 0
  for (let i = 0; i < bytes.length; i++) {
    if (((bytes[i] as number) & mask) === value) {
      if (i - lead >= longest) starts.push(i)
      continue
    }
    lead = i
    const lowAfterHigh =
      pairs &&
      i >= 3 &&
      bytes[i] === 0xed &&
      i + 1 < bytes.length &&
      (bytes[i + 1]! & 0xf0) === 0xb0 &&
      bytes[i - 3] === 0xed &&
      (bytes[i - 2]! & 0xf0) === 0xa0 &&
      (bytes[i - 1]! & 0xc0) === 0x80
    if (!lowAfterHigh) starts.push(i)
  }
  return starts
}

const bytesArb = fc
  .array(
    fc.oneof(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0x80, max: 0xbf }), fc.constant(0xed)),
    {
      maxLength: 40,
    },
  )
  .map((a) => Uint8Array.from(a))

describe('boundary search agrees with a plain forward scan', () => {
  for (const [name, options, mask, value, pairs, longest] of [
    ['UTF-8', undefined, 0xc0, 0x80, false, 8],
    ['UTF-8, the codec', getCodec('utf-8'), 0xc0, 0x80, false, 4],
    ['CESU-8 pairs', { surrogatePairs: true }, 0xc0, 0x80, true, Number.POSITIVE_INFINITY],
    ['CESU-8 pairs, longest 3', { surrogatePairs: true, longestSequence: 3 }, 0xc0, 0x80, true, 3],
    [
      '65-bit',
      { continuationMask: 0xe0, continuationValue: 0x80 },
      0xe0,
      0x80,
      false,
      Number.POSITIVE_INFINITY,
    ],
    ['2-byte rule', { longestSequence: 2 }, 0xc0, 0x80, false, 2],
  ] as const) {
    it(name, () => {
      fc.assert(
        fc.property(bytesArb, (bytes) => {
          const starts = forwardStarts(bytes, mask, value, pairs, longest)
          const boundaries = [...starts.filter((s) => s !== 0), bytes.length]
          const all = [0, ...boundaries]
          expect([...sequenceStarts(bytes, options)]).toEqual(
            bytes.length === 0 ? [] : [0, ...starts.filter((s) => s > 0)],
          )
          for (let i = 0; i <= bytes.length; i++) {
            const floor = Math.max(...all.filter((b) => b <= i))
            expect(isBoundary(bytes, i, options)).toBe(all.includes(i))
            expect(boundaryAtOrBefore(bytes, i, options)).toBe(floor)
            expect(previousBoundary(bytes, i, options)).toBe(
              i === 0 ? -1 : Math.max(...all.filter((b) => b < i)),
            )
            expect(nextBoundary(bytes, i, options)).toBe(
              i === bytes.length ? -1 : Math.min(...all.filter((b) => b > i)),
            )
            expect(truncate(bytes, i, options).length).toBe(floor)
          }
        }),
        { numRuns: 1500 },
      )
    })
  }
})

describe('truncate', () => {
  it('never splits a character', () => {
    const bytes = enc.encode('aé€😀')
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => truncate(bytes, n).length)).toEqual([
      0, 1, 1, 3, 3, 3, 6, 6, 6, 6, 10, 10,
    ])
    // The whole input: a view of the same memory (a new, plain one: no code of the caller's object runs later).
    const whole = truncate(bytes, 99)
    expect(whole.buffer).toBe(bytes.buffer)
    expect([whole.byteOffset, whole.length]).toEqual([bytes.byteOffset, bytes.length])
  })
  it('never splits a CESU-8 pair when asked', () => {
    // U+1F600 in CESU-8: ED A0 BD ED B8 80
    const cesu = new Uint8Array([0x61, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80])
    expect(truncate(cesu, 6).length).toBe(4)
    expect(truncate(cesu, 6, { surrogatePairs: true }).length).toBe(1)
    expect(truncate(cesu, 7, { surrogatePairs: true }).length).toBe(7)
  })
  it('returns a view, not a copy', () => {
    const bytes = enc.encode('abc')
    expect(truncate(bytes, 2).buffer).toBe(bytes.buffer)
  })
  it('checks its arguments', () => {
    expect(() => truncate(new Uint8Array(2), -1)).toThrow(RangeError)
    expect(() => truncate(new Uint8Array(2), 1.5)).toThrow(RangeError)
    expect(() => isBoundary(new Uint8Array(2), 3)).toThrow(RangeError)
    expect(() => nextBoundary(new Uint8Array(2), -1)).toThrow(RangeError)
    expect(() => truncate('abc' as unknown as Uint8Array, 1)).toThrow(TypeError)
  })
})

describe('searches look back over one sequence at the most', () => {
  // A megabyte of extension bytes: each is a stray beyond the longest sequence, so every search stops
  // within it (it used to scan back to the start).
  const run = new Uint8Array(1 << 20).fill(0x80)
  run[0] = 0xe2
  it('a run of stray extension bytes', () => {
    expect(previousBoundary(run, run.length)).toBe(run.length - 1)
    // Without rules: E2 and seven extension bytes fit in one 8-byte sequence; the ninth is the first stray.
    expect(previousBoundary(run, 8)).toBe(0)
    expect(previousBoundary(run, 9)).toBe(8)
    expect(boundaryAtOrBefore(run, 7)).toBe(0)
    expect(boundaryAtOrBefore(run, 500_000)).toBe(500_000)
    expect(isBoundary(run, 7)).toBe(false)
    expect(isBoundary(run, 8)).toBe(true)
    expect(nextBoundary(run, 0)).toBe(8)
    expect(truncate(run, 777_777).length).toBe(777_777)
    // UTF-8's own rules (the codec's): a 4-byte sequence at the most.
    const utf8 = getCodec('utf-8')
    expect(previousBoundary(run, 4, utf8)).toBe(0)
    expect(previousBoundary(run, 5, utf8)).toBe(4)
    expect(nextBoundary(run, 0, utf8)).toBe(4)
  })
  it("each scheme's longest sequence, given its codec", () => {
    const bytes = new Uint8Array([0x41, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80])
    const strays = (name: string) => [...sequenceStarts(bytes, getCodec(name))].join()
    expect(strays('utf-8')).toBe('0,4,5,6,7,8')
    expect(strays('utf-8-rfc2279')).toBe('0,6,7,8')
    expect(strays('utf-8-eight-byte')).toBe('0,8')
    expect(strays('utf-8-65')).toBe('0')
    expect(strays('utf-infinity-8')).toBe('0')
    const hunks = new Uint16Array([0b11111, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000])
    expect([...sequenceStarts(hunks, hunkCodec(5))].join()).toBe('0,5')
  })
  it('longestSequence is checked', () => {
    expect(() => truncate(new Uint8Array(2), 1, { longestSequence: 0 })).toThrow(RangeError)
    expect(() => truncate(new Uint8Array(2), 1, { longestSequence: 1.5 })).toThrow(RangeError)
    expect(truncate(new Uint8Array([0x41, 0x80]), 1, { longestSequence: 1 }).length).toBe(1)
  })
})
