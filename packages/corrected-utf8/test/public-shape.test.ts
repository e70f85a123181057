// The package's one public shape (API.md; issue 18): exactly these top-level names, and the main codec's
// methods as functions that behave as the codec does.
import { formatDiagram } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { expectMainCodecFunctions, expectNames } from '../../../tools/testing/public-shape.ts'
import * as api from '../src/index.ts'

describe('corrected-utf8 top level', () => {
  it('exports exactly these names', () => {
    expectNames(api, [
      'CORRECTED_UTF8_TABLE',
      'DecodeError',
      'Decoder',
      'DecoderStream',
      'EncodeError',
      'Encoder',
      'EncoderStream',
      'MAGIC',
      'MAGIC_LENGTH',
      'MAX_CODE_POINT',
      'byteLength',
      'checkDocument',
      'correctedUtf8',
      'createDecoder',
      'decode',
      'decodeCodePoints',
      'decodeDocument',
      'encode',
      'encodeCodePoints',
      'encodeDocument',
      'encodeInto',
      'encodedLength',
      'explain',
      'explainBytes',
      'fromUtf8',
      'hasMagic',
      'isDecodeError',
      'isEncodeError',
      'isWellFormed',
      'privateUseMapping',
      'stripMagic',
      'toUtf8',
      'validate',
    ])
  })

  it('exports the main codec (correctedUtf8) as functions', () => {
    expectMainCodecFunctions(api, api.correctedUtf8, {
      text: 'héllo, € 😀',
      bad: Uint8Array.of(0x61, 0x80),
      codePoint: 0x110a0,
    })
  })

  it('exports explain', () => {
    expect(api.explain(0xcf).bits).toBe("wwz0'0000 wz10'1111")
    expect(formatDiagram(api.explain(0xcf).diagram)).toBe("wwz0'0000 wz10'1111")
  })
})
