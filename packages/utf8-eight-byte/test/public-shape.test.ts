// The package's one public shape (API.md; issue 18): exactly these top-level names, and the main codec's
// methods as functions that behave as the codec does.
import { formatDiagram } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { expectMainCodecFunctions, expectNames } from '../../../tools/testing/public-shape.ts'
import * as api from '../src/index.ts'

describe('utf8-eight-byte top level', () => {
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
      'eightByte',
      'encode',
      'encodeCodePoints',
      'encodeInto',
      'encodedLength',
      'explain',
      'explainBytes',
      'hunkCapacity',
      'hunkCodec',
      'isDecodeError',
      'isEncodeError',
      'isWellFormed',
      'sevenByte',
      'sixtyFiveBit',
      'validate',
    ])
  })

  it('exports the main codec (eightByte) as functions', () => {
    expectMainCodecFunctions(api, api.eightByte, {
      text: 'héllo, € 😀',
      bad: Uint8Array.of(0x61, 0x80),
      codePoint: 2 ** 40,
    })
  })

  it('exports explain', () => {
    expect(api.explain(0xe9).text).toBe("wwz0'0011 wz10'1001")
    expect(formatDiagram(api.explain(0xe9).diagram)).toBe("wwz0'0011 wz10'1001")
  })
})
