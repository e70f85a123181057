// Hardening: in replacement mode, convert's EncodeError gives the input byte offset of the code point
// the target cannot encode, counting each U+FFFD as the bytes it replaced (1, 2, 3 or more). It counted
// 3 for every U+FFFD: convert([FF ED A0 80], wtf8, utf8, { fatal: false }) said byte 3, not 1.
import type { Codec } from '@utf8x/core'
import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { eightByte } from '@utf8x/utf8-eight-byte'
import { describe, it } from 'vitest'
import {
  expectOffsetAfter,
  offsetsAfterPieces,
  type Piece,
  type Unencodable,
} from '../../../tools/testing/replaced-offsets.ts'
import { cesu8, convert, mutf8, utf8, utf8Rfc2279, wtf8 } from '../src/index.ts'

/** Valid in every scheme here: A, é, €, and a real U+FFFD. */
const COMMON: Piece[] = [
  [[0x41], 1],
  [[0xc3, 0xa9], 1],
  [[0xe2, 0x82, 0xac], 1],
  [[0xef, 0xbf, 0xbd], 1],
]
/** Replaced in every scheme here: an invalid byte, a truncated 2-byte and 3-byte sequence, a stray continuation. */
const REPLACED: Piece[] = [
  [[0xff], 1],
  [[0xc3], 1],
  [[0xe2, 0x82], 1],
  [[0x41, 0x80], 2],
]
const LONE_HIGH: Unencodable = { bytes: [0xed, 0xa0, 0x80], kind: 'surrogate', codePoint: 0xd800 }
const LONE_LOW: Unencodable = { bytes: [0xed, 0xb0, 0x80], kind: 'surrogate', codePoint: 0xdc00 }
const ABOVE_UNICODE: Unencodable = {
  bytes: [0xf4, 0x90, 0x80, 0x80],
  kind: 'out-of-range',
  codePoint: 0x110000,
}

function replacing(from: Codec, to: Codec) {
  return (bytes: Uint8Array) => convert(bytes, from, to, { fatal: false })
}

describe('convert: EncodeError offsets after replaced bytes', () => {
  it('the example of the issue: FF ED A0 80 from wtf8 to utf8 fails at byte 1', () => {
    expectOffsetAfter(replacing(wtf8, utf8), [[[0xff], 1]], LONE_HIGH)
  })

  it('rows: 1-, 2- and 3-byte maximal subparts before the unencodable value', () => {
    const wtf8ToUtf8 = replacing(wtf8, utf8)
    expectOffsetAfter(wtf8ToUtf8, [[[0xc3], 1]], LONE_HIGH)
    expectOffsetAfter(wtf8ToUtf8, [[[0xe2, 0x82], 1]], LONE_HIGH)
    expectOffsetAfter(wtf8ToUtf8, [[[0xf0, 0x9f, 0x98], 1]], LONE_LOW)
    // A 3-byte high surrogate right before a low one is itself replaced (one U+FFFD for 3 bytes).
    expectOffsetAfter(wtf8ToUtf8, [[[0xed, 0xa0, 0x80], 1]], LONE_LOW)
    expectOffsetAfter(
      wtf8ToUtf8,
      [
        [[0xf0, 0x9f, 0x98], 1],
        [[0xff], 1],
        [[0xe2, 0x82], 1],
      ],
      LONE_HIGH,
    )
    // RFC 2279: a truncated 6-byte sequence is one U+FFFD for 5 bytes.
    expectOffsetAfter(replacing(utf8Rfc2279, utf8), [[[0xfd, 0xbf, 0xbf, 0xbf, 0xbf], 1]], ABOVE_UNICODE)
  })

  it('wtf8 to utf8', () => {
    offsetsAfterPieces(
      replacing(wtf8, utf8),
      [
        ...COMMON,
        ...REPLACED,
        [[0xf0, 0x9f, 0x98, 0x80], 1],
        [[0xf0, 0x9f, 0x98], 1],
        [[0xc0, 0x80], 2],
        [[0xed, 0xa0], 1],
        [[0xf4, 0x90], 2],
        [[0xfe], 1],
      ],
      [LONE_HIGH, LONE_LOW],
    )
  })

  it('mutf8 to utf8', () => {
    offsetsAfterPieces(
      replacing(mutf8, utf8),
      [
        ...COMMON,
        ...REPLACED,
        [[0xc0, 0x80], 1],
        [[0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80], 1],
        [[0x00], 1],
        [[0xf0, 0x9f, 0x98], 3],
        [[0xed, 0xa0], 1],
      ],
      [LONE_HIGH, LONE_LOW],
    )
  })

  it('cesu8 to correctedUtf8 (C1 controls are not encodable there)', () => {
    offsetsAfterPieces(
      replacing(cesu8, correctedUtf8),
      [
        ...COMMON,
        ...REPLACED,
        [[0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80], 1],
        [[0x00], 1],
        [[0xed, 0xa0, 0x80], 1],
        // A lone low surrogate is 3 U+FFFD (after A, so that it never follows a lone high: a pair).
        [[0x41, 0xed, 0xb0, 0x80], 4],
        [[0xc0, 0x80], 2],
        [[0xf0, 0x9f, 0x98], 3],
      ],
      [
        { bytes: [0xc2, 0x85], kind: 'not-encodable', codePoint: 0x85 },
        { bytes: [0xc2, 0x80], kind: 'not-encodable', codePoint: 0x80 },
      ],
    )
  })

  it('utf8Rfc2279 to utf8 (surrogates, and values above U+10FFFF)', () => {
    offsetsAfterPieces(
      replacing(utf8Rfc2279, utf8),
      [
        ...COMMON,
        ...REPLACED,
        [[0xf0, 0x9f, 0x98, 0x80], 1],
        [[0xf0, 0x9f, 0x98], 1],
        [[0xf8, 0x88, 0x80, 0x80], 1],
        [[0xfd, 0xbf, 0xbf, 0xbf, 0xbf], 1],
        [[0xc0, 0x80], 2],
        [[0xfe], 1],
      ],
      [
        LONE_HIGH,
        ABOVE_UNICODE,
        { bytes: [0xf8, 0x88, 0x80, 0x80, 0x80], kind: 'out-of-range', codePoint: 0x200000 },
        { bytes: [0xfd, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf], kind: 'out-of-range', codePoint: 0x7fffffff },
      ],
    )
  })

  it('eightByte to utf8', () => {
    offsetsAfterPieces(
      replacing(eightByte, utf8),
      [
        ...COMMON,
        ...REPLACED,
        [[0xff, 0xb4], 1],
        [[0xff, 0x80, 0x80], 3],
        [[0xf8, 0x88, 0x80, 0x80], 1],
        [[0xfe], 1],
      ],
      [
        LONE_HIGH,
        ABOVE_UNICODE,
        { bytes: [...eightByte.encodeCodePoints([2 ** 41])], kind: 'out-of-range', codePoint: 2 ** 41 },
      ],
    )
  })

  it('correctedUtf8 to utf8 (a reserved run is one U+FFFD however long)', () => {
    const encoded = (codePoint: number) => [...correctedUtf8.encodeCodePoints([codePoint])]
    offsetsAfterPieces(
      replacing(correctedUtf8, utf8),
      [
        [encoded(0x41), 1],
        [encoded(0xe9), 1],
        [encoded(0xfffd), 1],
        [encoded(0x1f600), 1],
        [[0xc3], 1],
        [[0x41, 0x80], 2],
        [[0xf8, 0x88, 0x80, 0x80], 1],
        [[0xfd, 0xbf, 0xbf, 0xbf, 0xbf], 1],
        // A run ends at the next 00–7F or C0–FD byte: each ends with A here, so two never merge.
        [[0xfe, 0x41], 2],
        [[0xff, 0x80, 0x80, 0x41], 2],
        [[0xfe, 0xff, ...new Array<number>(40).fill(0xbf), 0x41], 2],
      ],
      [
        { bytes: encoded(0x110000), kind: 'out-of-range', codePoint: 0x110000 },
        { bytes: encoded(0x8421109f), kind: 'out-of-range', codePoint: 0x8421109f },
      ],
    )
  })
})
