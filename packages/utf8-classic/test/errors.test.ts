import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DecodeError, EncodeError } from '../src/index.ts'
import { allCodecs, codecs, decodeError, fromHex } from './helpers.ts'
import table from './vectors/errors.json' with { type: 'json' }

const byName = Object.fromEntries(Object.values(codecs).map((c) => [c.name, c]))

describe('every error kind in every scheme (vectors/errors.json)', () => {
  it.each(table.cases.map((c) => [`${c.scheme} ${c.bytes}`, c] as const))('%s', (_, c) => {
    const codec = byName[c.scheme]!
    const bytes = fromHex(c.bytes)
    if (c.kind === 'out-of-range-free') {
      // Largest lead ranges of RFC 2279 are plain values, not errors.
      expect(codec.validate(bytes)).toBeNull()
      return
    }
    if (c.kind === 'unrepresentable-in-string') {
      expect(codec.validate(bytes)).toBeNull()
      const error = decodeError(() => codec.decode(bytes))
      expect([error.kind, error.offset]).toEqual(['unrepresentable', c.offset])
      expect(codec.decode(bytes, { fatal: false })).toContain('\uFFFD')
      return
    }
    for (const decode of [() => codec.decode(bytes), () => codec.decodeCodePoints(bytes)]) {
      const error = decodeError(decode)
      expect(error).toBeInstanceOf(TypeError)
      expect([error.name, error.scheme, error.kind, error.offset]).toEqual([
        'DecodeError',
        c.scheme,
        c.kind,
        c.offset,
      ])
      if ('message' in c) expect(error.message).toBe(c.message)
    }
    const validated = codec.validate(bytes)
    expect([validated?.kind, validated?.offset]).toEqual([c.kind, c.offset])
    expect(codec.isWellFormed(bytes)).toBe(false)
    // The first U+FFFD of replacement decoding stands where strict decoding fails.
    expect(codec.decodeCodePoints(bytes, { fatal: false }).indexOf(0xfffd)).toBeGreaterThanOrEqual(0)
  })
})

describe('encode errors', () => {
  it.each([
    ['utf-8', 'a\uD800'],
    ['utf-8-rfc2279', 'a\uDFFF'],
    ['cesu-8', 'a\uD800'],
  ])('%s: a lone surrogate in a string is surrogate at its UTF-16 index', (name, text) => {
    const codec = byName[name]!
    expect(() => codec.encode(text)).toThrow(EncodeError)
    try {
      codec.encode(`😀${text}`)
    } catch (error) {
      expect(error).toBeInstanceOf(RangeError)
      expect([(error as EncodeError).kind, (error as EncodeError).index]).toEqual(['surrogate', 3])
      expect((error as EncodeError).message).toBe(
        `Cannot encode U+${text.charCodeAt(1).toString(16).toUpperCase()} in ${name}: lone surrogate in text at index 3`,
      )
    }
    expect([...codec.encode(text, { fatal: false })]).toEqual([0x61, 0xef, 0xbf, 0xbd])
  })

  const encodeFails = (name: string, list: unknown[], kind: string, index: number) => {
    try {
      byName[name]!.encodeCodePoints(list as number[])
    } catch (error) {
      expect(error).toBeInstanceOf(EncodeError)
      expect([(error as EncodeError).kind, (error as EncodeError).index]).toEqual([kind, index])
      return
    }
    throw new Error('expected an EncodeError')
  }
  it('code point lists', () => {
    for (const name of ['utf-8', 'wtf-8', 'cesu-8', 'mutf-8']) {
      encodeFails(name, [0x41, 0x110000], 'out-of-range', 1)
      encodeFails(name, [-1], 'out-of-range', 0)
      encodeFails(name, [0x41, 1.5], 'out-of-range', 1)
    }
    encodeFails('utf-8-rfc2279', [0x80000000], 'out-of-range', 0)
    encodeFails('utf-8', [0x41, 0xdc00], 'surrogate', 1)
    encodeFails('cesu-8', [0xd800, 0xdc00], 'surrogate', 0)
    encodeFails('wtf-8', [0x41, 0xd800, 0xdc00], 'surrogate', 1)
    encodeFails('mutf-8', [0xdbff, 0xdfff], 'surrogate', 0)
    expect([...byName['wtf-8']!.encodeCodePoints([0xdc00, 0xd800])]).toEqual([
      0xed, 0xb0, 0x80, 0xed, 0xa0, 0x80,
    ])
    expect([...byName['utf-8-rfc2279']!.encodeCodePoints([0xd800])]).toEqual([0xed, 0xa0, 0x80])
    expect(() => byName['utf-8']!.encodeCodePoints(['a' as unknown as number])).toThrow(TypeError)
    expect([...byName['utf-8']!.encodeCodePoints([0x41n as unknown as number])]).toEqual([0x41])
    expect(() => byName['utf-8']!.encodedLength(0xd800)).toThrow(EncodeError)
  })
})

describe('locality: x fails at p ⇒ x[0:p] is fine and x[p:] fails with the same kind at 0', () => {
  const bytes = fc
    .uint8Array({ maxLength: 24 })
    .chain((random) =>
      fc.constantFrom(random, Uint8Array.from([...random].map((b) => (b & 0x3f) | (b & 0x80 ? 0xc0 : 0x80)))),
    )
  it.each(Object.values(codecs).map((c) => [c.name, c] as const))('%s', (_, codec) => {
    fc.assert(
      fc.property(bytes, (x) => {
        const error = codec.validate(x)
        if (error === null) return
        expect(codec.validate(x.subarray(0, error.offset))).toBeNull()
        const rest = codec.validate(x.subarray(error.offset))
        expect([rest?.kind, rest?.offset]).toEqual([error.kind, 0])
      }),
      { numRuns: 3000 },
    )
  })
})

describe('argument checks', () => {
  const wrong: unknown[] = [undefined, null, 1, 'text', {}, [1, 2]]
  it.each(allCodecs.map((c) => [c.name, c] as const))(
    '%s: a wrong argument type is a TypeError naming it',
    (_, codec) => {
      for (const value of wrong) {
        expect(() => codec.decode(value as Uint8Array)).toThrow(/"bytes"/)
        expect(() => codec.decodeCodePoints(value as Uint8Array)).toThrow(/"bytes"/)
        expect(() => codec.validate(value as Uint8Array)).toThrow(/"bytes"/)
        expect(() => codec.isWellFormed(value as Uint8Array)).toThrow(/"bytes"/)
        if (typeof value !== 'string') {
          expect(() => codec.encode(value as string)).toThrow(/"text"/)
          expect(() => codec.byteLength(value as string)).toThrow(/"text"/)
          expect(() => codec.encodeInto(value as string, new Uint8Array(4))).toThrow(/"text"/)
        }
        expect(() => codec.encodeInto('a', value as Uint8Array)).toThrow(/"destination"/)
      }
      expect(() => codec.encodeCodePoints(5 as unknown as number[])).toThrow(TypeError)
      expect(() => codec.decode(new Uint8Array(1), null as unknown as object)).toThrow(TypeError)
      expect(new DecodeError('x', 'truncated', 0)).toBeInstanceOf(TypeError)
    },
  )
})
