import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareBytes, compareCesu8, compareMutf8 } from '../src/index.ts'
import { richString, stringPair, wellFormedString } from './_arbitraries.ts'
import {
  cesu8EncodeCodePoints,
  codePointsOf,
  compareLists,
  javaDecodeCodePoints,
  mutf8EncodeCodePoints,
} from './_reference.ts'
import { loadVectors } from './_vectors.ts'

interface Row {
  scheme: 'cesu-8' | 'mutf-8'
  a: string
  b: string
  expected: number
  why: string
}

const vectors = loadVectors<{ rows: Row[] }>('java-bytes.json')

function hex(text: string): Uint8Array {
  return Uint8Array.from(text.split(' ').filter(Boolean), (pair) => Number.parseInt(pair, 16))
}

/** Whether reference-decoding the bytes and re-encoding them gives the bytes back. */
function isWellFormed(bytes: Uint8Array, scheme: Row['scheme']): boolean {
  try {
    const codePoints = javaDecodeCodePoints(bytes)
    const encode = scheme === 'cesu-8' ? cesu8EncodeCodePoints : mutf8EncodeCodePoints
    if (scheme === 'cesu-8' && codePoints.some((cp) => cp >= 0xd800 && cp <= 0xdfff)) return false
    return compareLists(encode(codePoints), bytes) === 0
  } catch {
    return false
  }
}

describe('compareCesu8 and compareMutf8: vectors', () => {
  for (const row of vectors.rows) {
    it(`${row.scheme}: ${row.a} vs ${row.b}: ${row.why}`, () => {
      const compare = row.scheme === 'cesu-8' ? compareCesu8 : compareMutf8
      const a = hex(row.a)
      const b = hex(row.b)
      expect(compare(a, b)).toBe(row.expected)
      expect(compare(b, a)).toBe(-row.expected + 0)
      if (isWellFormed(a, row.scheme) && isWellFormed(b, row.scheme)) {
        expect(compareLists(javaDecodeCodePoints(a), javaDecodeCodePoints(b))).toBe(row.expected)
      }
    })
  }

  it('marks as ill-formed exactly the rows that say so', () => {
    const illFormed = vectors.rows.filter(
      (row) => !isWellFormed(hex(row.a), row.scheme) || !isWellFormed(hex(row.b), row.scheme),
    )
    expect(illFormed.map((row) => row.why)).toEqual(
      vectors.rows.filter((row) => row.why.startsWith('ill-formed')).map((row) => row.why),
    )
  })
})

describe('compareCesu8: against decoding and comparing', () => {
  it('equals code point order of well-formed CESU-8 (random text)', () => {
    fc.assert(
      fc.property(wellFormedString, wellFormedString, fc.string({ maxLength: 3 }), (x, y, prefix) => {
        const a = cesu8EncodeCodePoints(codePointsOf(prefix + x))
        const b = cesu8EncodeCodePoints(codePointsOf(prefix + y))
        const expected = compareLists(javaDecodeCodePoints(a), javaDecodeCodePoints(b))
        expect(expected).toBe(compareLists(codePointsOf(prefix + x), codePointsOf(prefix + y)))
        expect(compareCesu8(a, b)).toBe(expected)
      }),
      { numRuns: 3000 },
    )
  })

  it('differs from plain byte order exactly on supplementary against U+E000–U+FFFF', () => {
    expect(compareBytes(hex('EF BD 9E'), hex('ED A0 BD ED B8 80'))).toBe(1)
    expect(compareCesu8(hex('EF BD 9E'), hex('ED A0 BD ED B8 80'))).toBe(-1)
  })
})

describe('compareMutf8: against decoding and comparing', () => {
  it('equals code point order of MUTF-8 (random text with lone surrogates and U+0000)', () => {
    const withNul = richString(8).map((text) => text.replace(/a/g, '\u0000'))
    fc.assert(
      fc.property(fc.oneof(stringPair, fc.tuple(withNul, withNul)), ([x, y]) => {
        const a = mutf8EncodeCodePoints(codePointsOf(x))
        const b = mutf8EncodeCodePoints(codePointsOf(y))
        const expected = compareLists(javaDecodeCodePoints(a), javaDecodeCodePoints(b))
        expect(expected).toBe(compareLists(codePointsOf(x), codePointsOf(y)))
        expect(compareMutf8(a, b)).toBe(expected)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('compareCesu8 / compareMutf8 on any bytes: a total order', () => {
  const javaByte = fc.oneof(
    fc.constantFrom(0xed, 0xa0, 0xaf, 0xb0, 0xbf, 0xc0, 0x80, 0x00, 0x01, 0xee, 0xef),
    fc.integer({ min: 0, max: 255 }),
  )
  const bytes = fc.array(javaByte, { maxLength: 12 }).map((list) => Uint8Array.from(list))
  const triple = fc
    .tuple(bytes, bytes, bytes, bytes)
    .map(([prefix, x, y, z]) =>
      [prefix, x, y, z].map((part, i) => (i === 0 ? part : Uint8Array.from([...prefix, ...part]))),
    )

  it('is antisymmetric, 0 only for equal bytes, and transitive', () => {
    fc.assert(
      fc.property(triple, ([, a, b, c]) => {
        const [x, y, z] = [a!, b!, c!].sort(compareMutf8) as [Uint8Array, Uint8Array, Uint8Array]
        expect(compareMutf8(x, y)).toBeLessThanOrEqual(0)
        expect(compareMutf8(y, z)).toBeLessThanOrEqual(0)
        expect(compareMutf8(x, z)).toBeLessThanOrEqual(0)
        for (const [p, q] of [
          [a!, b!],
          [b!, c!],
        ] as const) {
          const pq = compareMutf8(p, q)
          expect(compareMutf8(q, p)).toBe(-pq + 0)
          expect(pq === 0).toBe(compareBytes(p, q) === 0)
          expect(compareCesu8(p, q)).toBe(pq)
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('works at any offset into a buffer and past the word-wide scan', () => {
    const pair = hex('ED A0 BD ED B8 80')
    const tilde = hex('EF BD 9E')
    for (const prefixLength of [0, 3, 15, 16, 17, 40, 255, 256, 300]) {
      for (const offset of [0, 1, 3]) {
        const prefix = new Uint8Array(prefixLength).fill(0x61)
        const place = (tail: Uint8Array): Uint8Array => {
          const buffer = new Uint8Array(offset + prefixLength + tail.length)
          buffer.set(prefix, offset)
          buffer.set(tail, offset + prefixLength)
          return buffer.subarray(offset)
        }
        expect(compareCesu8(place(tilde), place(pair))).toBe(-1)
        expect(compareMutf8(place(pair), place(tilde))).toBe(1)
        expect(compareMutf8(place(hex('C0 80')), place(hex('01')))).toBe(-1)
      }
    }
  })
})
