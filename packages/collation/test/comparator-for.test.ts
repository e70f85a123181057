import { describe, expect, it } from 'vitest'
import { codePointComparator, compareBytes, compareCesu8, compareMutf8, compareUnits } from '../src/index.ts'
import { loadVectors } from './_vectors.ts'

interface Scheme {
  name: string
  orderPreserving: boolean
}

/** The scheme table of SEMANTICS.md ("Schemes and their ids"), copied into test/vectors/schemes.json. */
const schemes = loadVectors<{ schemes: Scheme[] }>('schemes.json').schemes

describe('codePointComparator', () => {
  it('has a comparator for every scheme of the table', () => {
    const expected: Record<string, unknown> = { 'cesu-8': compareCesu8, 'mutf-8': compareMutf8 }
    for (const scheme of schemes) {
      const comparator = codePointComparator(scheme)
      if (scheme.orderPreserving) {
        expect(comparator).toBe(scheme.name.startsWith('utf-8-hunk-') ? compareUnits : compareBytes)
      } else {
        expect(comparator).toBe(expected[scheme.name])
      }
    }
    expect(schemes.filter((scheme) => !scheme.orderPreserving).map((scheme) => scheme.name)).toEqual([
      'cesu-8',
      'mutf-8',
    ])
  })

  it('refuses a scheme that is not order-preserving and unknown', () => {
    expect(() => codePointComparator({ name: 'utf-7', orderPreserving: false })).toThrow(
      new RangeError('No code point order is known for utf-7: it is not order-preserving'),
    )
  })
})
