// decodeCodePoints is the faithful view of the input: it never strips a BOM, in any codec, whatever the
// options (canonicity: every accepted input re-encodes to itself). Only decoding UTF-8 to a string
// strips one, by default, as TextDecoder does.
import { utf8 } from '@utf8x/utf8-classic'
import { describe, expect, it } from 'vitest'
import { allCodecs } from './_all-codecs.ts'

describe('a leading BOM in decodeCodePoints', () => {
  for (const codec of allCodecs) {
    it(`${codec.name}: U+FEFF is kept and re-encodes to the same bytes`, () => {
      const bytes = codec.encode('\uFEFFA\uFEFF')
      for (const options of [undefined, { fatal: false }, { ignoreBOM: false }, { ignoreBOM: true }]) {
        const codePoints = codec.decodeCodePoints(bytes, options).map(Number)
        expect(codePoints, JSON.stringify(options)).toEqual([0xfeff, 0x41, 0xfeff])
        expect(codec.encodeCodePoints(codec.decodeCodePoints(bytes, options) as never)).toEqual(bytes)
      }
      // To a string: only utf-8 strips it (by default), as TextDecoder.
      expect(codec.decode(bytes)).toBe(codec.name === 'utf-8' ? 'A\uFEFF' : '\uFEFFA\uFEFF')
      expect(codec.decode(bytes, { ignoreBOM: true })).toBe('\uFEFFA\uFEFF')
    })
  }
  it('utf-8: EF BB BF 41 is [U+FEFF, U+0041]', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x41])
    expect(utf8.decodeCodePoints(bytes)).toEqual([0xfeff, 0x41])
    expect(utf8.decode(bytes)).toBe(new TextDecoder().decode(bytes))
  })
})
