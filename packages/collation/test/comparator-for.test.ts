import { codecs, getCodec } from '@utf8x/codecs'
import { type Codec, defineCodec } from '@utf8x/core'
import { engineLinkOf } from '@utf8x/core/internal'
import { hunkCodec } from '@utf8x/utf8-eight-byte'
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
      const codec = getCodec(scheme.name)
      expect(codec.orderPreserving).toBe(scheme.orderPreserving)
      const comparator = codePointComparator(codec)
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

  it('reads the scheme, not the name: a codec of the same table under another name gets the same comparator', () => {
    for (const codec of codecs as readonly Codec<number | bigint>[]) {
      const scheme = engineLinkOf(codec)?.scheme
      if (scheme === undefined) throw new Error(`${codec.name} is not built on the engine`)
      const twin = defineCodec({ ...scheme, name: `my-${codec.name}` })
      expect(codePointComparator(twin)).toBe(codePointComparator(codec))
    }
    expect(codePointComparator(getCodec('mutf-8'))).toBe(compareMutf8)
    expect(codePointComparator(getCodec('cesu-8'))).toBe(compareCesu8)
    // A hunk codec says its unit width; an object that is no codec and says none is of bytes.
    expect(codePointComparator(hunkCodec(6))).toBe(compareUnits)
    expect(codePointComparator({ name: 'utf-8-hunk-6', orderPreserving: true })).toBe(compareBytes)
    expect(codePointComparator({ name: 'my-hunks', orderPreserving: true, unitBits: 6 })).toBe(compareUnits)
  })

  it('refuses a codec that is not order-preserving unless its scheme pairs surrogates', () => {
    expect(() => codePointComparator({ name: 'cesu-8', orderPreserving: false })).toThrow(
      new RangeError('No code point order is known for cesu-8: it is not order-preserving'),
    )
  })

  it('refuses a scheme that is not order-preserving and unknown', () => {
    expect(() => codePointComparator({ name: 'utf-7', orderPreserving: false })).toThrow(
      new RangeError('No code point order is known for utf-7: it is not order-preserving'),
    )
  })
})
