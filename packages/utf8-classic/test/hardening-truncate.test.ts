// Hardening: utf8-classic's truncate and boundaryOptions follow the codec they are given, whatever its
// scheme. Before, any codec but cesu8/mutf8 got UTF-8's rule, so truncate(bytes, 2, sixtyFiveBit) cut
// [41 BF 9F 42] to [] (BF is a lead in the 65-bit scheme, and BF 9F one character).
import { truncate as coreTruncate } from '@utf8x/core'
import { sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BYTE_CODECS } from '../../../tools/testing/codecs.ts'
import { boundaryOptions, cesu8, truncate, utf8 } from '../src/index.ts'

describe('truncate with a codec of another package', () => {
  it('the example of the issue: [41 BF 9F 42] in the 65-bit scheme', () => {
    const bytes = new Uint8Array([0x41, 0xbf, 0x9f, 0x42])
    expect([...truncate(bytes, 2, sixtyFiveBit)]).toEqual([0x41])
    expect([...truncate(bytes, 3, sixtyFiveBit)]).toEqual([0x41, 0xbf, 0x9f])
    expect(boundaryOptions(sixtyFiveBit)).toEqual({
      continuationMask: 0xe0,
      continuationValue: 0x80,
      longestSequence: 14,
    })
    expect(boundaryOptions(cesu8)).toEqual({ surrogatePairs: true, longestSequence: 3 })
    expect(boundaryOptions(utf8)).toEqual({ longestSequence: 4 })
  })

  it('cuts where core does with the same codec, for every byte codec', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 24 }),
        fc.nat(24),
        fc.constantFrom(...BYTE_CODECS),
        (bytes, n, codec) => {
          const result = truncate(bytes, n, codec)
          expect(result.buffer).toBe(bytes.buffer)
          expect(result.length).toBe(coreTruncate(bytes, n, codec).length)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
