// truncate, truncateText, codePoints and codePointsBackward of the five codecs: exact results at every
// cut of each sequence length, CESU-8 and Java pairs, Java's U+0000, WTF-8's lone surrogates, and the
// errors. (Every codec is also checked against its own decoder on random input in core's iterate.test.)
import { type DecodeError, EncodeError } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { thrown as caught } from '../../../tools/testing/thrown.ts'
import { cesu8, mutf8, utf8, utf8Js, utf8Rfc2279, wtf8 } from '../src/index.ts'

const cuts = (codec: typeof utf8, bytes: number[]) =>
  Array.from({ length: bytes.length + 2 }, (_, max) => codec.truncate(new Uint8Array(bytes), max).length)

describe('utf8', () => {
  // a | é | € | 😀: 1, 2, 3 and 4 bytes.
  const bytes = [0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]
  it('truncate: before, inside and after each sequence length', () => {
    expect(cuts(utf8, bytes)).toEqual([0, 1, 1, 3, 3, 3, 6, 6, 6, 6, 10, 10])
    expect(cuts(utf8Js, bytes)).toEqual(cuts(utf8, bytes))
  })
  it('truncateText: the same cuts on the string', () => {
    const text = 'aé€😀'
    expect(Array.from({ length: 12 }, (_, max) => utf8.truncateText(text, max))).toEqual([
      '',
      'a',
      'a',
      'aé',
      'aé',
      'aé',
      'aé€',
      'aé€',
      'aé€',
      'aé€',
      text,
      text,
    ])
  })
  it('truncateText: a lone surrogate is an EncodeError inside the prefix, U+FFFD when replacing', () => {
    const error = caught(() => utf8.truncateText('a\ud800b', 10)) as EncodeError
    expect(error).toBeInstanceOf(EncodeError)
    expect([error.kind, error.index]).toEqual(['surrogate', 1])
    expect(utf8.truncateText('a\ud800b', 1)).toBe('a')
    expect(utf8.truncateText('a\ud800b', 3)).toBe('a')
    expect(utf8.truncateText('a\ud800b', 4, { fatal: false })).toBe('a\ud800')
  })
  it('codePoints and codePointsBackward, with offsets', () => {
    const input = new Uint8Array(bytes)
    expect([...utf8.codePoints(input, { offsets: true })]).toEqual([
      [0x61, 0],
      [0xe9, 1],
      [0x20ac, 3],
      [0x1f600, 6],
    ])
    expect([...utf8.codePointsBackward(input, { offsets: true })]).toEqual([
      [0x1f600, 6],
      [0x20ac, 3],
      [0xe9, 1],
      [0x61, 0],
    ])
  })
  it('ill-formed input: the maximal subparts of TextDecoder, forward and backward', () => {
    // a, C3 A9, stray A9, E0 80 (E0 needs A0–BF: two parts), F0 9F 98 cut off.
    const input = new Uint8Array([0x61, 0xc3, 0xa9, 0xa9, 0xe0, 0x80, 0xf0, 0x9f, 0x98])
    const expected = [
      [0x61, 0],
      [0xe9, 1],
      [0xfffd, 3],
      [0xfffd, 4],
      [0xfffd, 5],
      [0xfffd, 6],
    ]
    expect([...utf8.codePoints(input, { fatal: false, offsets: true })]).toEqual(expected)
    expect([...utf8.codePointsBackward(input, { fatal: false, offsets: true })]).toEqual(expected.reverse())
    expect(new TextDecoder().decode(input)).toBe('aé\ufffd\ufffd\ufffd\ufffd')
    const forward = caught(() => [...utf8.codePoints(input)]) as DecodeError
    expect([forward.kind, forward.offset]).toEqual(['unexpected-continuation', 3])
    const backward = caught(() => [...utf8.codePointsBackward(input)]) as DecodeError
    expect([backward.kind, backward.offset]).toEqual(['truncated', 6])
    expect(cuts(utf8, [...input])).toEqual([0, 1, 1, 3, 4, 5, 6, 6, 6, 9, 9])
  })
  it('a Uint16Array of hunks is a TypeError', () => {
    expect(() => utf8.truncate(new Uint16Array([0x41]), 1)).toThrow(/must hold bytes/)
    expect(() => utf8.codePoints(new Uint16Array([0x41]))).toThrow(TypeError)
  })
})

describe('cesu8 and mutf8: a supplementary character is a pair of 3-byte halves, one character', () => {
  // a | ED A0 BD ED B8 80 (U+1F600)
  const pair = [0x61, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]
  it('truncate never splits the pair', () => {
    expect(cuts(cesu8, pair)).toEqual([0, 1, 1, 1, 1, 1, 1, 7, 7])
    expect(cuts(mutf8, pair)).toEqual([0, 1, 1, 1, 1, 1, 1, 7, 7])
  })
  it('truncateText counts 6 bytes for it', () => {
    expect(cesu8.truncateText('a😀', 6)).toBe('a')
    expect(cesu8.truncateText('a😀', 7)).toBe('a😀')
    expect(mutf8.truncateText('a😀', 6)).toBe('a')
  })
  it('the iterators give the pair as one code point', () => {
    const input = new Uint8Array(pair)
    expect([...cesu8.codePoints(input)]).toEqual([0x61, 0x1f600])
    expect([...cesu8.codePointsBackward(input, { offsets: true })]).toEqual([
      [0x1f600, 1],
      [0x61, 0],
    ])
    expect([...mutf8.codePointsBackward(input)]).toEqual([0x1f600, 0x61])
  })
  it('a lone half: a surrogate error in CESU-8, a code point in Modified UTF-8', () => {
    const high = new Uint8Array([0x61, 0xed, 0xa0, 0xbd])
    const error = caught(() => [...cesu8.codePointsBackward(high)]) as DecodeError
    expect([error.kind, error.offset]).toEqual(['surrogate', 1])
    expect([...mutf8.codePointsBackward(high)]).toEqual([0xd83d, 0x61])
    expect(mutf8.truncateText('\ud83dx', 3)).toBe('\ud83d')
    expect(() => cesu8.truncateText('\ud83dx', 3)).toThrow(EncodeError)
  })
  it("Java's U+0000 takes 2 bytes, and a raw 00 byte is invalid", () => {
    expect(mutf8.truncateText('\0\0', 3)).toBe('\0')
    expect(cuts(mutf8, [0xc0, 0x80, 0xc0, 0x80])).toEqual([0, 0, 2, 2, 4, 4])
    const error = caught(() => [...mutf8.codePoints(new Uint8Array([0x41, 0x00]))]) as DecodeError
    expect([error.kind, error.offset]).toEqual(['invalid-lead', 1])
  })
})

describe('wtf8: lone surrogates are text, a pair is one 4-byte sequence', () => {
  it('truncateText keeps a pair whole and a lone surrogate as 3 bytes', () => {
    expect(wtf8.truncateText('\ud800\udc00', 3)).toBe('')
    expect(wtf8.truncateText('\ud800\udc00', 4)).toBe('\ud800\udc00')
    expect(wtf8.truncateText('\ud800a', 3)).toBe('\ud800')
  })
  it('a high surrogate before a low one is ill-formed: one U+FFFD, then the low', () => {
    const input = new Uint8Array([0xed, 0xa0, 0x80, 0xed, 0xb0, 0x80])
    expect([...wtf8.codePoints(input, { fatal: false })]).toEqual([0xfffd, 0xdc00])
    expect([...wtf8.codePointsBackward(input, { fatal: false })]).toEqual([0xdc00, 0xfffd])
    expect(cuts(wtf8, [...input])).toEqual([0, 0, 0, 3, 3, 3, 6, 6])
  })
})

describe('utf8Rfc2279: 5- and 6-byte sequences', () => {
  it('truncate and iterate', () => {
    const bytes = [0x41, 0xfd, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf, 0xf8, 0x88, 0x80, 0x80, 0x80]
    expect(cuts(utf8Rfc2279, bytes)).toEqual([0, 1, 1, 1, 1, 1, 1, 7, 7, 7, 7, 7, 12, 12])
    expect([...utf8Rfc2279.codePointsBackward(new Uint8Array(bytes))]).toEqual([0x200000, 0x7fffffff, 0x41])
  })
})
