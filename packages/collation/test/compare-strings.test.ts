import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareByCodePoint, compareBytes, sortByCodePoint } from '../src/index.ts'
import { BOUNDARY_UNITS, richString, stringPair, stringTriple, wellFormedString } from './_arbitraries.ts'
import { codePointsOf, compareLists, referenceCompareStrings, wtf8Encode } from './_reference.ts'
import { loadVectors } from './_vectors.ts'

const NUM_RUNS = 3000

const vectors = loadVectors<{ rows: { a: string; b: string; expected: number; why: string }[] }>(
  'strings.json',
)

/** Prefixes that end on a whole code point, long enough to reach the block search. */
const PREFIXES = [
  '',
  'x'.repeat(11),
  'x'.repeat(12),
  'x'.repeat(100),
  '\u{1f600}'.repeat(40),
  '\u00e9'.repeat(1000),
]

describe('compareByCodePoint: vectors', () => {
  for (const row of vectors.rows) {
    it(`${JSON.stringify(row.a)} vs ${JSON.stringify(row.b)}: ${row.why}`, () => {
      for (const prefix of PREFIXES) {
        expect(compareByCodePoint(prefix + row.a, prefix + row.b)).toBe(row.expected)
        expect(compareByCodePoint(prefix + row.b, prefix + row.a)).toBe(-row.expected || 0)
      }
      // The row is right by definition, and matches WTF-8 byte order.
      expect(referenceCompareStrings(row.a, row.b)).toBe(row.expected)
      expect(compareLists(wtf8Encode(row.a), wtf8Encode(row.b))).toBe(row.expected)
    })
  }

  it('disagrees with < exactly where UTF-16 order is not code point order', () => {
    expect('\uff5e' < '\u{1f600}').toBe(false)
    expect(compareByCodePoint('\uff5e', '\u{1f600}')).toBe(-1)
  })
})

describe('compareByCodePoint: exhaustive over boundary units', () => {
  it('every pair of boundary units, with paired-making neighbours around them', () => {
    const contexts = ['', 'a', '\ud800', '\udbff', '\u{10000}']
    const tails = ['', '\udc00', '\udfff', 'z', '\uffff']
    let checked = 0
    for (const before of contexts) {
      for (const x of BOUNDARY_UNITS) {
        for (const y of BOUNDARY_UNITS) {
          for (const tail of tails) {
            const a = before + String.fromCharCode(x) + tail
            const b = before + String.fromCharCode(y)
            const expected = referenceCompareStrings(a, b)
            if (compareByCodePoint(a, b) !== expected) {
              throw new Error(`${JSON.stringify(a)} vs ${JSON.stringify(b)}: expected ${expected}`)
            }
            if (compareByCodePoint(b, a) !== -expected + 0) {
              throw new Error(`${JSON.stringify(b)} vs ${JSON.stringify(a)}: expected ${-expected}`)
            }
            checked++
          }
        }
      }
    }
    expect(checked).toBe(contexts.length * BOUNDARY_UNITS.length ** 2 * tails.length)
  })
})

describe('compareByCodePoint: properties', () => {
  it('equals the reference definition (code point lists)', () => {
    fc.assert(
      fc.property(stringPair, ([a, b]) => {
        expect(compareByCodePoint(a, b)).toBe(compareLists(codePointsOf(a), codePointsOf(b)))
      }),
      { numRuns: NUM_RUNS },
    )
  })

  it('equals the byte order of the WTF-8 encodings', () => {
    fc.assert(
      fc.property(stringPair, ([a, b]) => {
        expect(compareByCodePoint(a, b)).toBe(compareBytes(wtf8Encode(a), wtf8Encode(b)))
      }),
      { numRuns: NUM_RUNS },
    )
  })

  it('equals the byte order of the UTF-8 encodings (TextEncoder) for well-formed strings', () => {
    const encoder = new TextEncoder()
    fc.assert(
      fc.property(wellFormedString, wellFormedString, (a, b) => {
        expect(compareByCodePoint(a, b)).toBe(compareLists(encoder.encode(a), encoder.encode(b)))
      }),
      { numRuns: NUM_RUNS },
    )
  })

  it('is reflexive and antisymmetric, and 0 only for equal strings', () => {
    fc.assert(
      fc.property(stringPair, ([a, b]) => {
        expect(compareByCodePoint(a, a)).toBe(0)
        // A copy that is a different string object.
        expect(compareByCodePoint(a, [...a].join(''))).toBe(0)
        const ab = compareByCodePoint(a, b)
        expect([-1, 0, 1]).toContain(ab)
        expect(compareByCodePoint(b, a)).toBe(-ab + 0)
        expect(ab === 0).toBe(a === b)
      }),
      { numRuns: NUM_RUNS },
    )
  })

  it('is transitive', () => {
    fc.assert(
      fc.property(stringTriple, (strings) => {
        const [x, y, z] = [...strings].sort(compareByCodePoint) as [string, string, string]
        expect(compareByCodePoint(x, y)).toBeLessThanOrEqual(0)
        expect(compareByCodePoint(y, z)).toBeLessThanOrEqual(0)
        expect(compareByCodePoint(x, z)).toBeLessThanOrEqual(0)
      }),
      { numRuns: NUM_RUNS },
    )
  })

  it('equals UTF-16 order (<) when no surrogate is involved', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), fc.string({ unit: 'grapheme-ascii' }), (a, b) => {
        expect(compareByCodePoint(a, b)).toBe(a < b ? -1 : a > b ? 1 : 0)
      }),
      { numRuns: 500 },
    )
  })
})

describe('compareByCodePoint: long common prefixes', () => {
  it('finds a difference at every position of a long string', () => {
    const base = 'ab\u00e9\u4e00\u{1f600}\ue000'.repeat(60)
    for (let i = 0; i < base.length; i++) {
      const unit = base.charCodeAt(i)
      // Change one unit to a value just above it, or below for the largest ones.
      for (const replacement of [unit + 1, unit - 1, 0xe000, 0xdc00, 0xd800]) {
        if (replacement === unit || replacement < 0 || replacement > 0xffff) continue
        const changed = base.slice(0, i) + String.fromCharCode(replacement) + base.slice(i + 1)
        const expected = referenceCompareStrings(base, changed)
        if (
          compareByCodePoint(base, changed) !== expected ||
          compareByCodePoint(changed, base) !== -expected
        ) {
          throw new Error(`position ${i}, replacement ${replacement.toString(16)}`)
        }
      }
    }
  })

  it('orders a string after each of its prefixes', () => {
    const text = 'k\u{1f600}\uffff\ud800'.repeat(100)
    for (let n = 0; n < text.length; n++) {
      const prefix = text.slice(0, n)
      expect(compareByCodePoint(prefix, text)).toBe(-1)
      expect(compareByCodePoint(text, prefix)).toBe(1)
    }
  })
})

describe('sortByCodePoint', () => {
  it('sorts as the reference does and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(richString(6), { maxLength: 40 }), (strings) => {
        const before = [...strings]
        const sorted = sortByCodePoint(strings)
        expect(strings).toEqual(before)
        expect(sorted).not.toBe(strings)
        expect(sorted).toEqual([...strings].sort(referenceCompareStrings))
      }),
      { numRuns: 500 },
    )
  })

  it('gives code point order where the default sort gives UTF-16 order', () => {
    const strings = ['\u{1f600}', '\uff5e', 'z', '\ud800', '\u{10000}', '\udfff', '\ue000', '']
    expect(sortByCodePoint(strings)).toEqual([
      '',
      'z',
      '\ud800',
      '\udfff',
      '\ue000',
      '\uff5e',
      '\u{10000}',
      '\u{1f600}',
    ])
    expect([...strings].sort()).toEqual([
      '',
      'z',
      '\ud800',
      '\u{10000}',
      '\u{1f600}',
      '\udfff',
      '\ue000',
      '\uff5e',
    ])
  })

  it('accepts an empty array and array-likes', () => {
    expect(sortByCodePoint([])).toEqual([])
    expect(sortByCodePoint({ length: 2, 0: 'b', 1: 'a' } as unknown as string[])).toEqual(['a', 'b'])
  })
})
