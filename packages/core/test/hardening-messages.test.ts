// Error messages stay short, and quick to build, whatever the size of the code point they name.
import { DecodeError, EncodeError } from '@utf8x/core'
import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { describe, expect, it } from 'vitest'
import { allCodecs, thrown } from './_all-codecs.ts'

const HUGE = 2n ** 4_000_000n
/** "A few hundred characters" at the most. */
const MAX_MESSAGE = 300

function expectShortEncodeError(error: Error, codePoint: bigint): void {
  expect(error).toBeInstanceOf(EncodeError)
  const encodeError = error as EncodeError
  expect(encodeError.kind).toBe('out-of-range')
  expect(encodeError.index).toBe(1)
  expect(encodeError.codePoint).toBe(codePoint)
  expect(error.message.length).toBeLessThan(MAX_MESSAGE)
  // The value is shown by its bit length and its first and last hex digits.
  expect(error.message).toContain('4000001-bit')
  expect(error.message).toContain(
    codePoint < 0n ? '-0x100000000000…000000000000' : '100000000000…000000000000',
  )
}

describe('a huge code point in an EncodeError message', () => {
  for (const codec of allCodecs) {
    // UTF-∞-8 encodes any non-negative value.
    if (codec.name !== 'utf-infinity-8') {
      it(`${codec.name}: 2^4000000`, () => {
        expectShortEncodeError(
          thrown(() => codec.encodeCodePoints([0x41, HUGE])),
          HUGE,
        )
        expect(() => codec.encodedLength(HUGE)).toThrow(EncodeError)
        expect(thrown(() => codec.encodedLength(HUGE)).message.length).toBeLessThan(MAX_MESSAGE)
      })
    }
    it(`${codec.name}: -(2^4000000), built at once`, () => {
      const started = performance.now()
      expectShortEncodeError(
        thrown(() => codec.encodeCodePoints([0x41, -HUGE])),
        -HUGE,
      )
      // Printing it in decimal took 0.6 to 1.7 s; hex takes a few milliseconds.
      expect(performance.now() - started).toBeLessThan(500)
    })
  }

  it('EncodeError and DecodeError built directly', () => {
    const encode = new EncodeError('utf-8', 'out-of-range', 3, -HUGE)
    expect(encode.message.length).toBeLessThan(MAX_MESSAGE)
    expect(encode.codePoint).toBe(-HUGE)
    const decode = new DecodeError('utf-8', 'out-of-range', 3, { codePoint: HUGE })
    expect(decode.message.length).toBeLessThan(MAX_MESSAGE)
    expect(decode.message).toMatch(
      /^Cannot decode utf-8: code point out of range U\+1000.*4000001-bit.* at byte 3$/,
    )
    expect(decode.codePoint).toBe(HUGE)
  })

  it('small values are written out in full as before', () => {
    expect(new EncodeError('utf-8', 'out-of-range', 0, 0x110000).message).toBe(
      'Cannot encode U+110000 in utf-8: out of range at index 0',
    )
    expect(new EncodeError('utf-8', 'out-of-range', 0, -1n).message).toBe(
      'Cannot encode -1 in utf-8: out of range at index 0',
    )
    expect(new EncodeError('x', 'out-of-range', 0, 2n ** 100n).message).toBe(
      'Cannot encode U+10000000000000000000000000 in x: out of range at index 0',
    )
  })

  it("corrected-utf-8: an unencodable mapping's huge result", () => {
    const error = thrown(() =>
      correctedUtf8.encode('a\u0085', { unencodable: () => -HUGE as unknown as number }),
    )
    expect(error).toBeInstanceOf(EncodeError)
    expect((error as EncodeError).kind).toBe('out-of-range')
    expect((error as EncodeError).index).toBe(1)
    expect(error.message.length).toBeLessThan(MAX_MESSAGE)
  })
})
