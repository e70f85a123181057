import { describe, expect, it } from 'vitest'
import { codePointsToString } from '../../../tools/testing/code-points.ts'
import { cesu8, mutf8, utf8, utf8Js, utf8Rfc2279, wtf8 } from '../src/index.ts'

const scalars: number[] = []
for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) scalars.push(cp)
const surrogates: number[] = []
for (let cp = 0xd800; cp <= 0xdfff; cp++) surrogates.push(cp)
const allScalarsText = codePointsToString(scalars)

/** Element-wise equality (vitest's deep equality is far too slow for a million items). */
function same(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

describe.each([
  ['utf8', utf8, false],
  ['utf8Js', utf8Js, false],
  ['utf8Rfc2279', utf8Rfc2279, true],
  ['cesu8', cesu8, false],
  ['mutf8', mutf8, true],
  ['wtf8', wtf8, true],
] as const)('%s: every code point round-trips', (_, codec, lone) => {
  it('every scalar value, as code points and as one string', () => {
    const bytes = codec.encodeCodePoints(scalars)
    let total = 0
    for (const cp of scalars) total += codec.encodedLength(cp)
    expect(bytes.length).toBe(total)
    expect(codec.byteLength(allScalarsText)).toBe(total)
    expect(same(codec.decodeCodePoints(bytes), scalars)).toBe(true)
    expect(codec.decode(bytes) === allScalarsText).toBe(true)
    expect(same(codec.encode(allScalarsText), bytes)).toBe(true)
    expect(codec.isWellFormed(bytes)).toBe(true)
  })

  if (lone)
    it('every lone surrogate, as code points and inside strings', () => {
      const separated = surrogates.flatMap((s) => [s, 0x41])
      const bytes = codec.encodeCodePoints(separated)
      expect(same(codec.decodeCodePoints(bytes), separated)).toBe(true)
      if (codec !== utf8Rfc2279) {
        const text = codePointsToString(separated)
        expect(same(codec.encode(text), bytes)).toBe(true)
        expect(codec.decode(bytes) === text).toBe(true)
      }
    })
})

describe('shape of each scheme', () => {
  it('utf8 matches TextEncoder on every scalar value', () => {
    expect(same(utf8.encodeCodePoints(scalars), new TextEncoder().encode(allScalarsText))).toBe(true)
  })
  it('RFC 2279 round-trips the 5- and 6-byte boundaries', () => {
    const values = [0x10ffff, 0x110000, 0x1fffff, 0x200000, 0x3ffffff, 0x4000000, 0x7fffffff]
    const lengths = values.map((v) => utf8Rfc2279.encodedLength(v))
    expect(lengths).toEqual([4, 4, 4, 5, 5, 6, 6])
    expect(utf8Rfc2279.decodeCodePoints(utf8Rfc2279.encodeCodePoints(values))).toEqual(values)
    expect([...utf8Rfc2279.encodeCodePoints([0x200000])]).toEqual([0xf8, 0x88, 0x80, 0x80, 0x80])
  })
  it('CESU-8 and MUTF-8 spend 6 bytes on a supplementary character; MUTF-8 writes U+0000 as C0 80', () => {
    for (const codec of [cesu8, mutf8]) {
      expect(codec.encodedLength(0x10ffff)).toBe(6)
      expect([...codec.encode('\u{10FFFF}')]).toEqual([0xed, 0xaf, 0xbf, 0xed, 0xbf, 0xbf])
      expect(codec.maxSequenceLength).toBe(6)
    }
    expect([...mutf8.encode('\0')]).toEqual([0xc0, 0x80])
    expect([...cesu8.encode('\0')]).toEqual([0])
    expect(mutf8.byteLength('\0a')).toBe(3)
  })
  it('a JS string with any lone surrogates survives WTF-8 and MUTF-8 exactly', () => {
    const text = '\uDC00\uD800a\uD83D\uDE00\uDBFF'
    for (const codec of [wtf8, mutf8]) expect(codec.decode(codec.encode(text))).toBe(text)
  })
})
