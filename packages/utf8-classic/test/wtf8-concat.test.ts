// wtf8.concat: the WTF-8 spec's concatenation (simonsapin.github.io/wtf-8, "Concatenating"), which fuses a
// trailing lone high and a leading lone low surrogate into the 4-byte sequence of their character.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DecodeError, wtf8 } from '../src/index.ts'
import { decodeError, fromHex, toHex } from './helpers.ts'

const concatHex = (a: string, b: string) => toHex(wtf8.concat(fromHex(a), fromHex(b)))

describe('wtf8.concat', () => {
  it.each([
    ['', '', ''],
    ['61', '', '61'],
    ['', '62', '62'],
    ['61', '62', '6162'],
    // U+D83D + U+DE00 → U+1F600
    ['eda0bd', 'edb880', 'f09f9880'],
    ['78eda0bd', 'edb88079', '78f09f988079'],
    // the least and largest pairs: U+D800 U+DC00 → U+10000, U+DBFF U+DFFF → U+10FFFF
    ['eda080', 'edb080', 'f0908080'],
    ['edafbf', 'edbfbf', 'f48fbfbf'],
    // only the halves that meet fuse: a lone low before and a lone high after stay
    ['edb080eda080', 'edb080eda080', 'edb080f0908080eda080'],
    // a high that does not end `a`, or a low that does not start `b`: plain joining
    ['eda08061', 'edb080', 'eda08061edb080'],
    ['eda080', '61edb080', 'eda08061edb080'],
    // low then high, high then high, low then low: nothing to fuse
    ['edb080', 'eda080', 'edb080eda080'],
    ['eda080', 'eda080', 'eda080eda080'],
    ['edb080', 'edb080', 'edb080edb080'],
    // 3-byte sequences around the surrogates are not surrogates
    ['ed9fbf', 'edb080', 'ed9fbfedb080'],
    ['eda080', 'ee8080', 'eda080ee8080'],
    // 4-byte sequences at the meeting point stay as they are
    ['f09f9880', 'f09f9880', 'f09f9880f09f9880'],
  ])('%s + %s = %s', (a, b, joined) => {
    expect(concatHex(a, b)).toBe(joined)
    expect(wtf8.isWellFormed(fromHex(joined))).toBe(true)
  })

  it('decodes to the two strings joined, for any two strings (lone surrogates included)', () => {
    const units = fc.oneof(
      fc.constantFrom(0x41, 0x00, 0xe9, 0x20ac, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xd83d, 0xde00, 0xffff),
      fc.integer({ min: 0, max: 0xffff }),
    )
    const text = fc.array(units, { maxLength: 8 }).map((u) => String.fromCharCode(...u))
    fc.assert(
      fc.property(text, text, (x, y) => {
        const joined = wtf8.concat(wtf8.encode(x), wtf8.encode(y))
        expect(toHex(joined)).toBe(toHex(wtf8.encode(x + y)))
        expect(wtf8.decode(joined)).toBe(x + y)
      }),
      { numRuns: 2000 },
    )
  })

  it('returns a new array, never an input, and leaves the inputs as they were', () => {
    const a = fromHex('61eda0bd')
    const b = fromHex('edb88062')
    const empty = new Uint8Array(0)
    const joined = wtf8.concat(a, b)
    expect(toHex(a)).toBe('61eda0bd')
    expect(toHex(b)).toBe('edb88062')
    for (const out of [joined, wtf8.concat(a, empty), wtf8.concat(empty, b)]) {
      expect(out).not.toBe(a)
      expect(out).not.toBe(b)
      expect(out.buffer).not.toBe(a.buffer)
      expect(out.buffer).not.toBe(b.buffer)
    }
    const alone = wtf8.concat(a, empty)
    alone[0] = 0x7a
    expect(a[0]).toBe(0x61)
  })

  it('takes any BufferSource: views at an offset, other typed arrays, ArrayBuffers', () => {
    const memory = fromHex('00eda0bd00')
    const high = new Uint8Array(memory.buffer, 1, 3)
    const low = fromHex('edb880').buffer
    expect(toHex(wtf8.concat(high, low))).toBe('f09f9880')
    expect(toHex(wtf8.concat(new DataView(memory.buffer, 1, 3), new Uint8Array(low)))).toBe('f09f9880')
  })

  it.each([
    // [a, b, kind, offset]: errors of `b` count from the start of `a`
    ['ff', '61', 'invalid-lead', 0],
    ['61c3', '', 'truncated', 1],
    ['61eda0bd', 'c3', 'truncated', 4],
    ['', '80', 'unexpected-continuation', 0],
    ['6161', '61c080', 'overlong', 3],
    // WTF-8 itself forbids a pair of 3-byte halves inside one input
    ['eda0bdedb880', '', 'surrogate', 0],
    ['61', '62eda0bdedb880', 'surrogate', 2],
    ['f4908080', '', 'out-of-range', 0],
    // an error of `a` comes first, whatever `b` holds
    ['61ff', 'ff', 'invalid-lead', 1],
  ] as const)('%s + %s: %s at %i', (a, b, kind, offset) => {
    const error = decodeError(() => wtf8.concat(fromHex(a), fromHex(b)))
    expect(error.scheme).toBe('wtf-8')
    expect(error.kind).toBe(kind)
    expect(error.offset).toBe(offset)
  })

  it('says where an error of `b` is in its message, counted from the start of `a`', () => {
    const error = decodeError(() => wtf8.concat(fromHex('6161'), fromHex('61ff')))
    expect(error).toBeInstanceOf(DecodeError)
    expect(error.message).toBe(
      'Cannot decode wtf-8: invalid lead at byte 3 (FF): FF starts no sequence in wtf-8',
    )
  })

  it.each([
    ['a string', 'abc'],
    ['null', null],
    ['undefined', undefined],
    ['an Array', [0x61]],
    ['a number', 1],
  ])('refuses %s as either argument with a TypeError naming it', (_, value) => {
    expect(() => wtf8.concat(value as never, new Uint8Array(0))).toThrow(
      expect.objectContaining({ name: 'TypeError', message: expect.stringContaining('"a"') }),
    )
    expect(() => wtf8.concat(new Uint8Array(0), value as never)).toThrow(
      expect.objectContaining({ name: 'TypeError', message: expect.stringContaining('"b"') }),
    )
  })

  it('works detached from the codec object', () => {
    const { concat } = wtf8
    expect(toHex(concat(fromHex('eda0bd'), fromHex('edb880')))).toBe('f09f9880')
  })
})
