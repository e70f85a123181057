// Hardening: the one check every decoder makes before it builds a string (see utf8-classic's
// hardening-string-length test for the codecs themselves): the engine's longest string, measured, and the
// count of sequence starts it compares with it.
import { constants } from 'node:buffer'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkStringLength,
  countSequenceStarts,
  maxStringLength,
  stringLengthError,
} from '../src/string-length.ts'

describe('maxStringLength', () => {
  it("is the engine's limit, as the runtime's node:buffer reports it", () => {
    expect(maxStringLength()).toBe(constants.MAX_STRING_LENGTH)
  })
  it('is where strings stop', () => {
    const max = maxStringLength()
    const half = 'x'.repeat(2 ** 20)
    // Concatenation makes a string of any length without copying.
    let text = ''
    for (let n = max; n >= 2 ** 20; n -= 2 ** 20) text += half
    text += 'x'.repeat(max % 2 ** 20)
    expect(text.length).toBe(max)
    expect(() => `${text}x`).toThrow(RangeError)
    expect(() => checkStringLength(max)).not.toThrow()
    expect(() => checkStringLength(max + 1)).toThrow(stringLengthError(max + 1, false))
  })
})

describe('counting sequence starts', () => {
  const naive = (bytes: Uint8Array, start: number, end: number, mask: number) => {
    let count = 0
    for (let i = start; i < end; i++) if (((bytes[i] as number) & mask) === 0x80) count++
    return end - start - count
  }
  it('agrees with a byte loop, for UTF-8 (10xxxxxx) and the 65-bit scheme (100xxxxx)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 10_000 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (bytes, a, b, wide) => {
          const start = bytes.length === 0 ? 0 : a % bytes.length
          const end = start + (bytes.length === 0 ? 0 : b % (bytes.length - start + 1))
          const mask = wide ? 0xe0 : 0xc0
          expect(countSequenceStarts(bytes, start, end, mask, 0x80)).toBe(naive(bytes, start, end, mask))
        },
      ),
    )
  })
  it('over more than 4 MiB', () => {
    const bytes = new Uint8Array(9 * 2 ** 20 + 37)
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 2654435761) >>> 24
    for (const mask of [0xc0, 0xe0])
      expect(countSequenceStarts(bytes, 3, bytes.length, mask, 0x80)).toBe(
        naive(bytes, 3, bytes.length, mask),
      )
    expect(countSequenceStarts(new Uint8Array(5000).fill(0xbf), 0, 5000, 0xc0, 0x80)).toBe(0)
    expect(countSequenceStarts(new Uint8Array(5000).fill(0xbf), 0, 5000, 0xe0, 0x80)).toBe(5000)
    expect(countSequenceStarts(new Uint16Array([0xdc00, 0x61]), 0, 2, 0, 1)).toBe(2)
    // A view whose memory starts off a 4-byte boundary, every byte value at every alignment.
    const all = new Uint8Array(1027)
    for (let i = 0; i < all.length; i++) all[i] = (i * 7) & 0xff
    for (const offset of [0, 1, 2, 3])
      for (const mask of [0xc0, 0xe0]) {
        const view = all.subarray(offset)
        expect(countSequenceStarts(view, 1, view.length - 2, mask, 0x80)).toBe(
          naive(view, 1, view.length - 2, mask),
        )
      }
  })
})
