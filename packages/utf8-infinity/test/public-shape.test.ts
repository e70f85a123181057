// The package's one public shape (API.md; issue 18): exactly these top-level names, and the main codec's
// methods as functions that behave as the codec does.
import { formatDiagram } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { expectMainCodecFunctions, expectNames } from '../../../tools/testing/public-shape.ts'
import * as api from '../src/index.ts'

describe('utf8-infinity top level', () => {
  it('exports exactly these names', () => {
    expectNames(api, [
      'DecodeError',
      'Decoder',
      'DecoderStream',
      'EncodeError',
      'Encoder',
      'EncoderStream',
      'byteLength',
      'createDecoder',
      'decode',
      'decodeCodePoints',
      'encode',
      'encodeCodePoints',
      'encodeInto',
      'encodedLength',
      'explain',
      'explainBytes',
      'formatCodePoint',
      'formatDiagram',
      'isDecodeError',
      'isEncodeError',
      'isWellFormed',
      'parseCodePoint',
      'parseCodePointBigInt',
      'parseCodePoints',
      'sequenceLength',
      'utfInfinity8',
      'validate',
    ])
  })

  it('exports the main codec (utfInfinity8) as functions', () => {
    expectMainCodecFunctions(api, api.utfInfinity8, {
      text: 'héllo, € 😀',
      bad: Uint8Array.of(0x61, 0x80),
      codePoint: 0x80000000,
    })
  })

  it('exports explain', () => {
    expect(formatDiagram(api.explain(0xe9))).toBe("wwz0'0011 wz10'1001")
  })
})
