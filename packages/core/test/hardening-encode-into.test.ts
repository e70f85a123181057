// encodeInto is strict by default in every codec, as encode is: reaching a character the scheme cannot
// encode is an EncodeError (everything before it written, nothing after); { fatal: false } replaces it
// as TextEncoder does. WTF-8 and MUTF-8 encode lone surrogates, so they write them in both modes.
import { EncodeError } from '@utf8x/core'
import { hunkCodec } from '@utf8x/utf8-eight-byte'
import { describe, expect, it } from 'vitest'
import { allCodecs, packageClasses, thrown } from './_all-codecs.ts'

const KEEPS_LONE_SURROGATES = new Set(['wtf-8', 'mutf-8'])
const UTF8_COMPATIBLE = new Set([
  'utf-8',
  'utf-8-rfc2279',
  'utf-8-eight-byte',
  'utf-8-seven-byte',
  'utf-infinity-8',
])

/** Texts with a lone surrogate at `index`, and the text before it. */
const cases: { text: string; index: number }[] = [
  { text: 'ab\uD800c', index: 2 },
  { text: 'a\uDC00', index: 1 },
  { text: '€😀\uD83D', index: 3 },
  { text: '\uDBFFx', index: 0 },
  // Long enough for every fast path (native encoders, WebAssembly).
  { text: `${'é'.repeat(100)}${'x'.repeat(100)}\uDFFF${'y'.repeat(50)}`, index: 200 },
]

describe('encodeInto with a lone surrogate', () => {
  for (const codec of allCodecs) {
    const keeps = KEEPS_LONE_SURROGATES.has(codec.name)
    it(`${codec.name}: strict by default`, () => {
      for (const { text, index } of cases) {
        const before = codec.encode(text.slice(0, index))
        const destination = new Uint8Array(text.length * 4 + 8).fill(0x55)
        if (keeps) {
          const result = codec.encodeInto(text, destination)
          expect(result).toEqual({ read: text.length, written: codec.encode(text).length })
          expect(destination.subarray(0, result.written)).toEqual(codec.encode(text))
          continue
        }
        const error = thrown(() => codec.encodeInto(text, destination))
        expect(error).toBeInstanceOf(EncodeError)
        expect((error as EncodeError).kind).toBe('surrogate')
        expect((error as EncodeError).index).toBe(index)
        expect((error as EncodeError).codePoint).toBe(text.charCodeAt(index))
        expect((error as EncodeError).scheme).toBe(codec.name)
        // As encode reports it.
        const fromEncode = thrown(() => codec.encode(text)) as EncodeError
        expect([fromEncode.kind, fromEncode.index]).toEqual(['surrogate', index])
        // Everything before it is written, nothing past it.
        expect(destination.subarray(0, before.length)).toEqual(before)
        expect(destination.subarray(before.length).every((byte) => byte === 0x55)).toBe(true)
      }
    })
    it(`${codec.name}: { fatal: false } replaces as TextEncoder does`, () => {
      for (const { text } of cases) {
        const expected = codec.encode(text, { fatal: false })
        if (UTF8_COMPATIBLE.has(codec.name)) expect(expected).toEqual(new TextEncoder().encode(text))
        const destination = new Uint8Array(text.length * 4 + 8)
        expect(codec.encodeInto(text, destination, { fatal: false })).toEqual({
          read: text.length,
          written: expected.length,
        })
        expect(destination.subarray(0, expected.length)).toEqual(expected)
      }
    })
    it(`${codec.name}: a lone surrogate not reached is no error yet`, () => {
      const text = 'abc\uD800'
      expect(codec.encodeInto(text, new Uint8Array(2))).toEqual({ read: 2, written: 2 })
      expect(codec.encodeInto('a😀\uD800', new Uint8Array(4))).toEqual({ read: 1, written: 1 })
      // Well-formed text: as TextEncoder.encodeInto, a pair is not a lone surrogate.
      const destination = new Uint8Array(16)
      const expected = codec.encode('a😀b')
      expect(codec.encodeInto('a😀b', destination)).toEqual({ read: 4, written: expected.length })
    })
  }

  it('corrected-utf-8: a C1 control too', () => {
    const corrected = allCodecs.find((codec) => codec.name === 'corrected-utf-8')
    if (corrected === undefined) throw new Error('no corrected-utf-8')
    const error = thrown(() => corrected.encodeInto('a\u0085\uD800', new Uint8Array(16))) as EncodeError
    expect([error.kind, error.index]).toEqual(['not-encodable', 1])
    const destination = new Uint8Array(16)
    const expected = corrected.encode('a\u0085\uD800', { fatal: false })
    expect(corrected.encodeInto('a\u0085\uD800', destination, { fatal: false })).toEqual({
      read: 3,
      written: expected.length,
    })
    expect(destination.subarray(0, expected.length)).toEqual(expected)
  })

  it('the Encoder classes use their options', () => {
    for (const { name, Encoder } of packageClasses) {
      const destination = new Uint8Array(16)
      expect(
        thrown(() => new Encoder().encodeInto('a\uD800', destination)),
        name,
      ).toBeInstanceOf(EncodeError)
      const replacing = new Encoder({ fatal: false })
      const expected = replacing.encode('a\uD800')
      expect(replacing.encodeInto('a\uD800', destination)).toEqual({ read: 2, written: expected.length })
      expect(destination.subarray(0, expected.length)).toEqual(expected)
    }
  })

  it('hunk codecs', () => {
    const eight = hunkCodec(8)
    const destination = new Uint16Array(16)
    const error = thrown(() => eight.encodeInto('ab\uD800', destination)) as EncodeError
    expect([error.kind, error.index]).toEqual(['surrogate', 2])
    expect(eight.encodeInto('ab\uD800', destination, { fatal: false })).toEqual({ read: 3, written: 5 })
    expect([...destination.subarray(0, 5)]).toEqual([0x61, 0x62, 0xef, 0xbf, 0xbd])
    // Four-bit hunks hold values up to 63: 'é' is out of range, and U+001A replaces it.
    const four = hunkCodec(4)
    expect((thrown(() => four.encodeInto('aé', new Uint16Array(16))) as EncodeError).kind).toBe(
      'out-of-range',
    )
    expect(four.encodeInto('é', new Uint16Array(16), { fatal: false }).read).toBe(1)
  })
})
