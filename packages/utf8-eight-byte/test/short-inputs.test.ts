// Short inputs (up to 64 bytes or units) decoded or encoded without options take core's quick route to
// the runtime's codec; everything it does not accept must come out exactly as the full path gives it.
import { describe, expect, it } from 'vitest'
import { outcome, shortInputs, shortTexts } from '../../../tools/testing/short-inputs.ts'
import { eightByte, sevenByte, sixtyFiveBit } from '../src/index.ts'
import { REF_65, REF_EIGHT, REF_SEVEN, refDecodeString } from './reference.ts'

const encoder = new TextEncoder()

describe('short inputs without options', () => {
  for (const [codec, ref] of [
    [eightByte, REF_EIGHT],
    [sevenByte, REF_SEVEN],
    [sixtyFiveBit, REF_65],
  ] as const) {
    it(`${codec.name}: decode agrees with the reference and with the full path, error kind and offset included`, () => {
      let checked = 0
      for (const bytes of shortInputs()) {
        const got = outcome(() => codec.decode(bytes))
        expect(got).toEqual(outcome(() => codec.decode(bytes, {})))
        const want = refDecodeString(ref, bytes, true)
        expect(got).toEqual(want.ok ? want.text : { kind: want.kind, offset: want.offset })
        checked++
      }
      expect(checked).toBe(14 * 71 * 3)
    })

    it(`${codec.name}: decode with { fatal: false } agrees with the reference and with the full path`, () => {
      let checked = 0
      for (const bytes of shortInputs()) {
        const got = codec.decode(bytes, { fatal: false })
        // A DataView of the same bytes is not a Uint8Array: it takes the full path.
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length)
        expect(got).toBe(codec.decode(view, { fatal: false }))
        const want = refDecodeString(ref, bytes, false)
        expect(want.ok && want.text).toBe(got)
        checked++
      }
      expect(checked).toBe(14 * 71 * 3)
    })

    it(`${codec.name}: encode of text with and without a lone surrogate agrees with the full path`, () => {
      let checked = 0
      for (const { text, lone } of shortTexts()) {
        const got = outcome(() => Array.from(codec.encode(text)))
        expect(got).toEqual(outcome(() => Array.from(codec.encode(text, {}))))
        if (lone >= 0) expect(got).toEqual({ kind: 'surrogate', index: lone })
        else if (codec !== sixtyFiveBit) expect(got).toEqual(Array.from(encoder.encode(text)))
        checked++
      }
      expect(checked).toBe(5 * 71 * 2)
    })
  }
})
