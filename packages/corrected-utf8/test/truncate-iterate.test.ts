// truncate, truncateText, codePoints and codePointsBackward of Corrected UTF-8: its own lengths (offsets
// make U+0800 two bytes), its unencodable C1 controls, and reserved FE/FF runs, which are one sequence to
// cut around and one U+FFFD. (Also checked against the decoder on random input in core's iterate.test.)
import type { DecodeError, EncodeError } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { thrown as caught } from '../../../tools/testing/thrown.ts'
import { correctedUtf8 } from '../src/index.ts'

describe('correctedUtf8', () => {
  it("truncateText uses Corrected UTF-8's lengths", () => {
    expect(correctedUtf8.byteLength('\u0800')).toBe(2)
    expect(correctedUtf8.truncateText('a\u0800b', 3)).toBe('a\u0800')
    expect(correctedUtf8.truncateText('aÏ', 2)).toBe('a')
  })
  it('a C1 control: not-encodable inside the prefix, U+FFFD (3 bytes) replacing', () => {
    const error = caught(() => correctedUtf8.truncateText('a\u0085b', 10)) as EncodeError
    expect([error.kind, error.index]).toEqual(['not-encodable', 1])
    expect(correctedUtf8.truncateText('a\u0085b', 3, { fatal: false })).toBe('a')
    expect(correctedUtf8.truncateText('a\u0085b', 4, { fatal: false })).toBe('a\u0085')
  })
  it('a reserved run is one sequence: cut around it, one U+FFFD, its error with its end', () => {
    const input = new Uint8Array([0x41, 0xfe, 0x80, 0xff, 0x80, 0x42])
    expect(Array.from({ length: 7 }, (_, max) => correctedUtf8.truncate(input, max).length)).toEqual([
      0, 1, 1, 1, 1, 5, 6,
    ])
    expect([...correctedUtf8.codePoints(input, { fatal: false, offsets: true })]).toEqual([
      [0x41, 0],
      [0xfffd, 1],
      [0x42, 5],
    ])
    expect([...correctedUtf8.codePointsBackward(input, { fatal: false, offsets: true })]).toEqual([
      [0x42, 5],
      [0xfffd, 1],
      [0x41, 0],
    ])
    const seen: number[] = []
    const error = caught(() => {
      for (const value of correctedUtf8.codePointsBackward(input)) seen.push(value)
    }) as DecodeError
    expect([error.kind, error.offset, error.end]).toEqual(['reserved', 1, 5])
    expect(seen).toEqual([0x42])
  })
  it('code points above U+10FFFF come as they are', () => {
    const bytes = correctedUtf8.encodeCodePoints([0x8421109f, 0x41])
    expect([...correctedUtf8.codePointsBackward(bytes)]).toEqual([0x41, 0x8421109f])
    expect(correctedUtf8.truncate(bytes, 6).length).toBe(6)
    expect(correctedUtf8.truncate(bytes, 5).length).toBe(0)
  })
})
