// Hardening: transcode's EncodeError offset in replacement mode is the input byte of the code point the
// target cannot encode, each U+FFFD counting the bytes it replaced (1 or many), here for the schemes of
// bigint code points (convert, in utf8-classic, has the number ones).
import { TranscoderStream, transcode } from '@utf8x/core'
import { utf8 } from '@utf8x/utf8-classic'
import { hunkCodec, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import { describe, expect, it } from 'vitest'
import { expectOffsetAfter, offsetsAfterPieces, type Piece } from '../../../tools/testing/replaced-offsets.ts'
import { thrown } from './_all-codecs.ts'

describe('transcode: EncodeError offsets after replaced bytes', () => {
  it('sixtyFiveBit to utf8', () => {
    const encoded = (codePoint: bigint) => [...sixtyFiveBit.encodeCodePoints([codePoint])]
    const convert = (bytes: Uint8Array) => transcode(bytes, sixtyFiveBit, utf8, { fatal: false })
    // 100xxxxx bytes are extension bytes: A0 (101xxxxx) is a lead that needs one.
    expectOffsetAfter(convert, [[[0xa0], 1]], {
      bytes: encoded(0xd800n),
      kind: 'surrogate',
      codePoint: 0xd800n,
    })
    offsetsAfterPieces(
      convert,
      [
        [encoded(0x41n), 1],
        [[0xbf, 0x9f], 1],
        [encoded(0xfffdn), 1],
        [encoded(0x10ffffn), 1],
        [[0xa0], 1],
        [[0x41, 0x80], 2],
        [[0xe1, 0x82], 1],
        [[0xff, 0x90, 0x80, 0x80], 1],
        [[0xc0, 0x80], 2],
      ] satisfies Piece[],
      [
        { bytes: encoded(0xd800n), kind: 'surrogate', codePoint: 0xd800n },
        { bytes: encoded(0x110000n), kind: 'out-of-range', codePoint: 0x110000n },
        { bytes: encoded(2n ** 64n), kind: 'out-of-range', codePoint: 2n ** 64n },
      ],
    )
  })

  it('utfInfinity8 to utf8', () => {
    const encoded = (codePoint: bigint) => [...utfInfinity8.encodeCodePoints([codePoint])]
    const convert = (bytes: Uint8Array) => transcode(bytes, utfInfinity8, utf8, { fatal: false })
    const big = encoded(2n ** 80n)
    offsetsAfterPieces(
      convert,
      [
        [encoded(0x41n), 1],
        [encoded(0xe9n), 1],
        [encoded(0xfffdn), 1],
        [encoded(0x1f600n), 1],
        [[0xc3], 1],
        [[0xe2, 0x82], 1],
        [[0x41, 0x80], 2],
        [[0xfd, 0xbf, 0xbf, 0xbf, 0xbf], 1],
        [[0xff, 0x80, 0x80], 1],
        // The 2^80 code cut one byte short: one U+FFFD for all of it.
        [big.slice(0, -1), 1],
      ] satisfies Piece[],
      [
        { bytes: encoded(0x110000n), kind: 'out-of-range', codePoint: 0x110000n },
        { bytes: big, kind: 'out-of-range', codePoint: 2n ** 80n },
      ],
    )
  })
})

describe('transcode and TranscoderStream with a hunk codec (issue 34, item 15)', () => {
  it('say that the hunk codec is not a codec of bytes, not that the input has the wrong type', () => {
    const eight = hunkCodec(8)
    expect(thrown(() => transcode(new Uint16Array([0x41]) as never, eight as never, utf8)).message).toBe(
      'The "from" argument must be a codec of bytes, received utf-8-hunk-8, which works on Uint16Array hunks (go through text: its decode, then the encode of the other codec)',
    )
    expect(thrown(() => transcode(new Uint8Array([0x41]), utf8, eight as never)).message).toBe(
      'The "to" argument must be a codec of bytes, received utf-8-hunk-8, which works on Uint16Array hunks (go through text: the decode of the other codec, then its encode)',
    )
    expect(thrown(() => new TranscoderStream(hunkCodec(5) as never, utf8)).message).toContain(
      'The "from" argument must be a codec of bytes, received utf-8-hunk-5',
    )
    // Through text, as the message says.
    expect([...utf8.encode(eight.decode(new Uint16Array([0x41])))]).toEqual([0x41])
  })
})
