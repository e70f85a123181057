import { describe, expect, it } from 'vitest'
import { growth } from '../../../tools/testing/chunks.ts'
import {
  DecodeError,
  decode,
  decodeCodePoints,
  encodeCodePoints,
  encodedLength,
  sequenceLength,
  validate,
} from '../src/index.ts'
import { bytesOf, thrown } from './helpers.ts'

/** `FF`, (digits − 1) × `B4`, then `digits` × `AF`: a field declaring NME = 16^digits − 1. */
function hostileHeader(digits: number, tail: number[]): Uint8Array {
  return new Uint8Array([0xff, ...Array(digits - 1).fill(0xb4), ...Array(digits).fill(0xaf), ...tail])
}

describe('no allocation from a declared length', () => {
  it('a header declaring about 1.3 × 10^30 digits, then 3 bytes: truncated at once, everywhere', () => {
    const bytes = hostileHeader(25, [0x80, 0x81, 0x80])
    // Had anything been sized from the declared length, this would be a RangeError, not a DecodeError.
    expect(thrown(() => decodeCodePoints(bytes))).toMatchObject({ kind: 'truncated', offset: 0 })
    expect(thrown(() => decode(bytes))).toMatchObject({ kind: 'truncated', offset: 0 })
    expect(validate(bytes)).toMatchObject({ kind: 'truncated', offset: 0 })
    expect(decodeCodePoints(bytes, { fatal: false })).toEqual([0xfffdn, 0xfffdn, 0xfffdn, 0xfffdn])
    const error = thrown(() => sequenceLength(bytes))
    expect(error).toBeInstanceOf(DecodeError)
    expect(error).toMatchObject({ kind: 'truncated', offset: 0 })
    expect(decodeCodePoints(hostileHeader(25, []), { fatal: false })).toEqual([0xfffdn])
  })

  it('a header declaring 16^10 − 1 + 18 digits: sequenceLength reads it exactly, decoding says truncated', () => {
    const bytes = hostileHeader(10, [0x80, 0x81])
    const nud = 16 ** 10 - 1 + 18
    expect(sequenceLength(bytes)).toBe(1 + 9 + 10 + Math.floor((nud + 2) / 3) * 2)
    expect(validate(bytes)).toMatchObject({ kind: 'truncated', offset: 0 })
  })

  it('a field of a million digits followed by nothing is truncated, found in one pass', () => {
    const bytes = hostileHeader(1_000_000, [])
    expect(validate(bytes)).toMatchObject({ kind: 'truncated', offset: 0 })
    expect(decode(bytes, { fatal: false })).toBe('\uFFFD')
  })
})

describe('time linear in the size of one code point', () => {
  // n = 98,304 and 16n = 1,572,864 hex digits (64 KiB and 1 MiB of bytes). Linear work grows 16×
  // (a little more with cache effects); building the value by repeated multiplication or shifting
  // (quadratic) grows 256×. The bound, 64, leaves room for a busy machine and tells the two apart.
  const small = 16n ** 98_304n - 12_345n
  const large = 16n ** 1_572_864n - 12_345n
  const smallBytes = encodeCodePoints([small])
  const largeBytes = encodeCodePoints([large])

  it('encoding', () => {
    expect(largeBytes.length).toBe(1 + 5 + 6 + 1_048_576)
    expect(
      growth(
        () => encodeCodePoints([small]),
        () => encodeCodePoints([large]),
      ),
    ).toBeLessThan(64)
  })

  it('decoding, and the megabyte code point round-trips', () => {
    expect(decodeCodePoints(largeBytes)).toEqual([large])
    expect(
      growth(
        () => decodeCodePoints(smallBytes),
        () => decodeCodePoints(largeBytes),
      ),
    ).toBeLessThan(64)
    expect(encodedLength(large)).toBe(largeBytes.length)
    expect(sequenceLength(largeBytes)).toBe(largeBytes.length)
  })

  it('validating and decoding to a string (replacing)', () => {
    expect(validate(largeBytes)).toBeNull()
    expect(decode(largeBytes, { fatal: false })).toBe('\uFFFD')
    expect(
      growth(
        () => validate(smallBytes),
        () => validate(largeBytes),
      ),
    ).toBeLessThan(64)
    expect(
      growth(
        () => decode(smallBytes, { fatal: false }),
        () => decode(largeBytes, { fatal: false }),
      ),
    ).toBeLessThan(64)
  })
})

describe('the hostile examples have exact expectations', () => {
  it('FF B4 … AF AF shown in the message', () => {
    expect((thrown(() => decode(bytesOf('FF B4 AF AF 80'))) as Error).message).toBe(
      'Cannot decode utf-infinity-8: truncated sequence at byte 0 (FF B4 AF AF 80)',
    )
  })
})
