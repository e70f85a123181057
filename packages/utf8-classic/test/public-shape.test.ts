// The package's one public shape (API.md; issue 18): exactly these top-level names, and the main codec's
// methods as functions that behave as the codec does.
import { formatDiagram } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { expectMainCodecFunctions, expectNames } from '../../../tools/testing/public-shape.ts'
import * as api from '../src/index.ts'

describe('utf8-classic top level', () => {
  it('exports exactly these names', () => {
    expectNames(api, [
      'DecodeError',
      'Decoder',
      'DecoderStream',
      'EncodeError',
      'Encoder',
      'EncoderStream',
      'boundaryOptions',
      'byteLength',
      'cesu8',
      'convert',
      'createDecoder',
      'decode',
      'decodeCodePoints',
      'encode',
      'encodeCodePoints',
      'encodeInto',
      'encodedLength',
      'explain',
      'isDecodeError',
      'isEncodeError',
      'isWellFormed',
      'mutf8',
      'truncate',
      'utf8',
      'utf8Js',
      'utf8Rfc2279',
      'validate',
      'wtf8',
    ])
  })

  it('exports the main codec (utf8) as functions', () => {
    expectMainCodecFunctions(api, api.utf8, {
      text: 'héllo, € 😀',
      bad: Uint8Array.of(0x61, 0x80),
      codePoint: 0x1f600,
    })
  })

  it('exports explain', () => {
    expect(formatDiagram(api.explain(0xe9))).toBe("wwz0'0011 wz10'1001")
    expect(api.explain(0x1f600).units.map((unit) => unit.value)).toEqual([0xf0, 0x9f, 0x98, 0x80])
  })
})
