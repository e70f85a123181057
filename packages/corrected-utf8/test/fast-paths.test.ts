import { EncodeError } from '@utf8x/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { byteLength, decode, decodeCodePoints, encode, encodeCodePoints } from '../src/index.ts'
import { caught, errorFacts } from './_helpers.ts'
import { referenceCodePoints, referenceError, referenceString } from './reference.ts'

// The fast paths: long ASCII runs handed to the native decoder, word-at-a-time reads at any alignment,
// output in pieces, and encoding through TextEncoder with an in-place rewrite.

const pieces = [
  'a',
  '\uFFFD',
  'Ï',
  '\u0800',
  '\u089f',
  '\u08a0',
  '\ud7ff',
  '\ue000',
  '𐀀',
  '\u{1109f}',
  '\u{110a0}',
  '😀',
  '\u{10ffff}',
  'x'.repeat(300),
]
const longText = fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((parts) => parts.join(''))

function codePointsOf(text: string): number[] {
  return Array.from(text, (c) => c.codePointAt(0) as number)
}

describe('encoding long text through the native encoder', () => {
  it('equals encoding code point by code point', () => {
    fc.assert(
      fc.property(longText, (text) => {
        const bytes = encode(text)
        expect([...bytes]).toEqual([...encodeCodePoints(codePointsOf(text))])
        expect(bytes.length).toBe(byteLength(text))
        expect(bytes.byteLength).toBe(bytes.buffer.byteLength)
        expect(decode(bytes)).toBe(text)
      }),
      { numRuns: 300 },
    )
  })

  it('falls back for C1 controls and lone surrogates, with the right index', () => {
    const head = `${'a'.repeat(100)}é\u0800😀`
    for (const [bad, kind] of [
      ['\u0085', 'not-encodable'],
      ['\ud800', 'surrogate'],
      ['\udfff', 'surrogate'],
    ] as const) {
      const error = caught(() => encode(`${head}${bad}${'b'.repeat(100)}`)) as EncodeError
      expect(error).toBeInstanceOf(EncodeError)
      expect([error.kind, error.index]).toEqual([kind, head.length])
      const replaced = encode(`${head}${bad}${'b'.repeat(100)}`, { fatal: false })
      expect(decode(replaced)).toBe(`${head}\uFFFD${'b'.repeat(100)}`)
    }
  })

  it('rewrites in JS what is too long for the WebAssembly buffer (over 4 MiB of UTF-8)', () => {
    // Mostly ASCII, with every length that shrinks or stays (U+0800 and U+10000 shrink by a byte).
    const unit = `${'word '.repeat(12)}é\u0800中😀\u{10000}`
    const text = unit.repeat(Math.ceil((1 << 22) / 3 / unit.length) + 1)
    const one = encode(unit)
    const bytes = encode(text)
    expect(bytes.length).toBe((one.length * text.length) / unit.length)
    let differ = -1
    for (let i = 0; i < bytes.length && differ < 0; i++) if (bytes[i] !== one[i % one.length]) differ = i
    expect(differ).toBe(-1)
    expect(decode(bytes)).toBe(text)
  })
})

describe('decoding long input at every alignment', () => {
  it('equals the reference, strict and replacement, at byte offsets 0–3', () => {
    fc.assert(
      fc.property(
        longText,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(0x80, 0xfe, 0xff, 0xc0, 0xe0, 0xf8, 0x00)), {
          maxLength: 3,
        }),
        fc.integer({ min: 0, max: 3 }),
        (text, edits, shift) => {
          const clean = encode(text)
          const bytes = [...clean]
          for (const [at, value] of edits)
            bytes.splice(bytes.length === 0 ? 0 : at % (bytes.length + 1), 0, value)
          const memory = new Uint8Array(bytes.length + 8)
          memory.set(bytes, shift)
          const input = memory.subarray(shift, shift + bytes.length)
          expect(decode(input, { fatal: false })).toBe(referenceString(bytes))
          expect(errorFacts(() => decode(input))).toEqual(referenceError(bytes, 'string'))
          expect(decodeCodePoints(input, { fatal: false })).toEqual(referenceCodePoints(bytes))
          if (edits.length === 0) expect(decode(input)).toBe(text)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('handles inputs longer than its output buffer', () => {
    const text = `${'é'.repeat(40000)}${'😀'.repeat(20000)}${'z'.repeat(70000)}${'\u0800'.repeat(40000)}`
    expect(decode(encode(text))).toBe(text)
    const bytes = encode(text)
    const cut = Uint8Array.from([...bytes.subarray(0, 100000), 0xff, ...bytes.subarray(100000)])
    expect(errorFacts(() => decode(cut))).toEqual({ kind: 'reserved', offset: 100000, end: 100001 })
  })

  it('decodes all-ASCII input natively and the same', () => {
    const ascii = Uint8Array.from({ length: 1000 }, (_, i) => i % 128)
    expect(decode(ascii)).toBe(String.fromCharCode(...ascii))
    const almost = Uint8Array.from(ascii)
    almost[999] = 0xc0
    expect(errorFacts(() => decode(almost))).toEqual({ kind: 'truncated', offset: 999 })
  })
})
