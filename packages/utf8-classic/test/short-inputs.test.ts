// Short inputs (up to 64 bytes or units) decoded or encoded without options take core's quick route to
// the runtime's codec; everything it does not accept must come out exactly as the full path gives it.
import { describe, expect, it } from 'vitest'
import { outcome, shortInputs, shortTexts } from '../../../tools/testing/short-inputs.ts'
import { codecs, fromHex, refOf } from './helpers.ts'
import { refString } from './reference.ts'

const encoder = new TextEncoder()

describe('short inputs without options, and with { fatal: false }', () => {
  for (const [name, codec] of Object.entries(codecs)) {
    it(`${name}: decode agrees with the reference and with the full path, error kind and offset included`, () => {
      const ref = refOf(codec)
      let checked = 0
      for (const bytes of shortInputs()) {
        const got = outcome(() => codec.decode(bytes))
        // `{}` is the same request, taken by the full path.
        expect(got).toEqual(outcome(() => codec.decode(bytes, {})))
        const bom = name === 'utf8' && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
        const want = refString(Array.from(bom ? bytes.subarray(3) : bytes), ref, true)
        expect(got).toEqual(typeof want === 'string' || !bom ? want : { ...want, offset: want.offset + 3 })
        checked++
      }
      expect(checked).toBe(14 * 71 * 3)
    })

    it(`${name}: decode with { fatal: false } agrees with the reference and with the full path`, () => {
      const ref = refOf(codec)
      let checked = 0
      for (const bytes of shortInputs()) {
        const got = codec.decode(bytes, { fatal: false })
        // A DataView of the same bytes is not a Uint8Array: it takes the full path.
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length)
        expect(got).toBe(codec.decode(view, { fatal: false }))
        const bom = name === 'utf8' && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
        expect(got).toBe(refString(Array.from(bom ? bytes.subarray(3) : bytes), ref, false))
        if (bom) expect(codec.decode(bytes, { fatal: false, ignoreBOM: 1 } as object)).toBe(`\uFEFF${got}`)
        checked++
      }
      expect(checked).toBe(14 * 71 * 3)
    })

    it(`${name}: encode of text with and without a lone surrogate agrees with the full path`, () => {
      let checked = 0
      for (const { text, lone } of shortTexts()) {
        const got = outcome(() => Array.from(codec.encode(text)))
        expect(got).toEqual(outcome(() => Array.from(codec.encode(text, {}))))
        const keeps = name === 'wtf8' || name === 'mutf8'
        if (lone >= 0 && !keeps) expect(got).toEqual({ kind: 'surrogate', index: lone })
        if (lone < 0 && name !== 'cesu8' && name !== 'mutf8')
          expect(got).toEqual(Array.from(encoder.encode(text)))
        checked++
      }
      expect(checked).toBe(5 * 71 * 2)
      expect(Array.from(codecs.wtf8.encode('a\uD800'))).toEqual([0x61, 0xed, 0xa0, 0x80])
    })
  }

  it('utf8 strips a leading BOM on short input, the other schemes keep it', () => {
    const bytes = fromHex('efbbbf 61 c3a9')
    expect(codecs.utf8.decode(bytes)).toBe('aé')
    expect(codecs.utf8.decode(bytes, { ignoreBOM: true })).toBe('\uFEFFaé')
    for (const codec of [codecs.wtf8, codecs.utf8Rfc2279, codecs.cesu8, codecs.mutf8]) {
      expect(codec.decode(bytes)).toBe('\uFEFFaé')
    }
  })
})
