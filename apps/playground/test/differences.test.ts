// The Encode view's differences from UTF-8, the families and the filter of the link (issue 37, item 3).
import { cesu8, mutf8, utf8, wtf8 } from '@utf8x/utf8-classic'
import { describe, expect, test } from 'vitest'
import { diffEncodings, diffUnits } from '../src/_diff.ts'
import { readEncodeInput } from '../src/_encode.ts'
import { FAMILIES, hiddenSchemes, isHidden, normalizeHidden, readIds } from '../src/_families.ts'
import { loadSchemes, SCHEMES } from '../src/_schemes.ts'
import { DEFAULT_STATE, formatState, parseState } from '../src/_state.ts'

describe('families', () => {
  test('every scheme of the page is in exactly one family, in the order the brief names', async () => {
    await loadSchemes()
    const members = FAMILIES.flatMap((f) => f.schemes)
    expect(new Set(members).size).toBe(members.length)
    expect([...members].sort()).toEqual(SCHEMES.map((s) => s.id).sort())
    expect(FAMILIES.map((f) => [f.id, f.schemes.length])).toEqual([
      ['classic', 5],
      ['barber', 3],
      ['hunks', 9],
      ['infinity', 1],
      ['corrected', 1],
    ])
  })

  test('the filter: a whole family is written as its id, single schemes as theirs', () => {
    const hunks = FAMILIES[2]!.schemes
    expect(normalizeHidden([...hunks, 'wtf-8', 'cesu-8'])).toEqual(['cesu-8', 'wtf-8', 'hunks'])
    expect(normalizeHidden(['utf-8-hunk-3'])).toEqual(['utf-8-hunk-3'])
    expect(hiddenSchemes(['barber', 'utf-8'])).toEqual([
      'utf-8',
      'utf-8-eight-byte',
      'utf-8-seven-byte',
      'utf-8-65',
    ])
    expect(isHidden(['classic'], 'mutf-8')).toBe(true)
    expect(isHidden(['classic'], 'utf-8-65')).toBe(false)
    expect(readIds('nope,hunks,cesu-8,,utf-8')).toEqual(['utf-8', 'cesu-8', 'hunks'])
  })

  test('links keep the filter, the folds and the compared pair; what is unknown is dropped', () => {
    const state = { ...DEFAULT_STATE, hide: ['cesu-8', 'hunks'], fold: [], compare: 'utf-8,cesu-8' }
    const link = formatState(state)
    expect(link).toBe('#v1&hide=cesu-8,hunks&fold=&compare=utf-8,cesu-8')
    expect(parseState('', link)).toEqual(state)
    expect(DEFAULT_STATE.fold).toEqual(['hunks'])
    expect(parseState('', '#v1&hide=zzz&compare=utf-8,utf-8').hide).toEqual([])
    expect(parseState('', '#v1&compare=utf-8,utf-8').compare).toBe('')
    expect(parseState('', '#v1&compare=utf-8,nope').compare).toBe('')
    expect(parseState('', '#v1&fold=classic,hunks').fold).toEqual(['classic', 'hunks'])
    expect(parseState('', '#v1&hide=utf-8-hunk-3,hunks,utf-8-65,barber').hide).toEqual(['barber', 'hunks'])
  })
})

describe('differences from UTF-8', () => {
  test('CESU-8: 👋 is 6 bytes against UTF-8’s 4, all marked; the rest is the same', () => {
    const input = readEncodeInput('hé 👋', false)
    const units = cesu8.encode('hé 👋')
    const diff = diffEncodings(cesu8, units, utf8, input)
    expect([...units.slice(4)]).toEqual([0xed, 0xa0, 0xbd, 0xed, 0xb1, 0x8b])
    expect([...diff!.marks]).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1])
    expect([...diff!.codePoints]).toEqual([0, 0, 0, 1])
    expect(diff!.differing).toBe(1)
    expect(diff!.total).toBe(4)
    expect(diff!.listed.map((d) => [d.index, d.codePoint, [...d.units], [...d.other]])).toEqual([
      [3, 0x1f44b, [0xed, 0xa0, 0xbd, 0xed, 0xb1, 0x8b], [0xf0, 0x9f, 0x91, 0x8b]],
    ])
  })

  test('Modified UTF-8: U+0000 is C0 80 against 00; WTF-8 is UTF-8 for text without lone surrogates', () => {
    const input = readEncodeInput('a\0b', false)
    const diff = diffEncodings(mutf8, mutf8.encode('a\0b'), utf8, input)
    expect([...diff!.marks]).toEqual([0, 1, 1, 0])
    const same = diffEncodings(wtf8, wtf8.encode('a\0b'), utf8, input)
    expect(same!.differing).toBe(0)
  })

  test('nothing to compare when UTF-8 cannot encode the input (a lone surrogate)', () => {
    expect(diffEncodings(wtf8, wtf8.encode('a\uD800'), utf8, readEncodeInput('a\uD800', false))).toBeNull()
  })

  test('unit by unit: a unit beyond the other sequence differs', () => {
    expect([...diffUnits([0xe2, 0x82, 0xac], [0xe2, 0x82, 0xad])]).toEqual([0, 0, 1])
    expect([...diffUnits([0xc0, 0x80], [0x00])]).toEqual([1, 1])
  })
})
