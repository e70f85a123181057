// toUtf16Index and toByteOffset: exact values at every boundary, the errors (kind, offset, index), hostile
// arguments, and round trips against the codecs' own encode/decode on random text for every byte codec.
import { type Codec, DecodeError, EncodeError, toByteOffset, toUtf16Index } from '@utf8x/core'
import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { cesu8, mutf8, utf8, utf8Js, utf8Rfc2279, wtf8 } from '@utf8x/utf8-classic'
import { eightByte, sevenByte, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const hex = (s: string) => Uint8Array.from(s.match(/../g) ?? [], (b) => Number.parseInt(b, 16))

/** What a call gives: its number, or the error as plain data. */
function outcome(run: () => number): number | Record<string, unknown> {
  try {
    return run()
  } catch (error) {
    if (error instanceof DecodeError) return { DecodeError: error.kind, offset: error.offset }
    if (error instanceof EncodeError) return { EncodeError: error.kind, index: error.index }
    if (error instanceof RangeError) return { RangeError: error.message }
    if (error instanceof TypeError) return { TypeError: error.message }
    throw error
  }
}

const inside = (offset: number, start: number, scheme = 'utf-8', what = 'sequence') => ({
  RangeError: `The "byteOffset" argument ${offset} is inside the ${scheme} ${what} that starts at byte ${start}: not a character boundary`,
})

describe('toUtf16Index, UTF-8 (the default)', () => {
  it.each([
    ['', 0, 0],
    ['61', 0, 0],
    ['61', 1, 1],
    // aé😀b: 61 | C3 A9 | F0 9F 98 80 | 62
    ['61c3a9f09f988062', 1, 1],
    ['61c3a9f09f988062', 2, inside(2, 1)],
    ['61c3a9f09f988062', 3, 2],
    ['61c3a9f09f988062', 4, inside(4, 3)],
    ['61c3a9f09f988062', 5, inside(5, 3)],
    ['61c3a9f09f988062', 6, inside(6, 3)],
    ['61c3a9f09f988062', 7, 4],
    ['61c3a9f09f988062', 8, 5],
    // every length class at its boundaries
    ['7f', 1, 1],
    ['c280', 2, 1],
    ['dfbf', 2, 1],
    ['e0a080', 3, 1],
    ['efbfbf', 3, 1],
    ['f0908080', 4, 2],
    ['f48fbfbf', 4, 2],
    // a BOM is U+FEFF, one unit
    ['efbbbf41', 3, 1],
    ['efbbbf41', 4, 2],
    ['efbbbf41', 1, inside(1, 0)],
    // what follows the offset is not read
    ['4180', 1, 1],
    ['41ff', 1, 1],
    ['41c3', 1, 1],
    // ill-formed bytes before the offset: the error decoding the input reports there
    ['4180', 2, { DecodeError: 'unexpected-continuation', offset: 1 }],
    ['ff', 1, { DecodeError: 'invalid-lead', offset: 0 }],
    ['c341', 2, { DecodeError: 'truncated', offset: 0 }],
    ['c3', 1, { DecodeError: 'truncated', offset: 0 }],
    ['41e282', 3, { DecodeError: 'truncated', offset: 1 }],
    ['c080', 2, { DecodeError: 'overlong', offset: 0 }],
    // cut by the offset but ill-formed as it stands: overlong, not truncated
    ['e08080', 2, { DecodeError: 'overlong', offset: 0 }],
    ['c080', 1, { DecodeError: 'overlong', offset: 0 }],
    ['eda080', 3, { DecodeError: 'surrogate', offset: 0 }],
    ['eda080', 2, { DecodeError: 'surrogate', offset: 0 }],
    ['f4908080', 4, { DecodeError: 'out-of-range', offset: 0 }],
    ['f5', 1, { DecodeError: 'truncated', offset: 0 }],
    // the first problem wins, even when the offset is inside a later sequence
    ['ff41c3a9', 3, { DecodeError: 'invalid-lead', offset: 0 }],
  ] as const)('%s at %i → %o', (bytes, offset, expected) => {
    expect(outcome(() => toUtf16Index(hex(bytes), offset))).toEqual(expected)
    expect(outcome(() => toUtf16Index(hex(bytes), offset, utf8))).toEqual(expected)
    expect(outcome(() => toUtf16Index(hex(bytes), offset, utf8Js))).toEqual(expected)
  })

  it('counts long inputs exactly, ASCII and mixed, every length class', () => {
    const text = `${'ascii '.repeat(5000)}é€😀中文\u{10FFFF}${'x'.repeat(70000)}`
    const bytes = new TextEncoder().encode(text)
    expect(toUtf16Index(bytes, bytes.length)).toBe(text.length)
    expect(toUtf16Index(bytes, 30000)).toBe(30000)
    expect(toUtf16Index(bytes, 30000 + 2 + 3 + 4)).toBe(30000 + 1 + 1 + 2)
    expect(outcome(() => toUtf16Index(bytes, 30003))).toEqual(inside(30003, 30002))
  })
  it('cuts no sequence where the runtime decodes pieces, and finds errors in any piece', () => {
    const generic = { ...utf8, name: 'utf-8 (generic)' }
    for (let shift = 0; shift < 4; shift++) {
      const text = `${'a'.repeat(65530 + shift)}${'😀é€'.repeat(20000)}`
      const bytes = new TextEncoder().encode(text)
      expect(toUtf16Index(bytes, bytes.length)).toBe(text.length)
      for (const at of [65536, 65537, 65538, 65539, 131072, 131073]) {
        const slow = JSON.stringify(outcome(() => toUtf16Index(bytes, at, generic)))
        expect(JSON.stringify(outcome(() => toUtf16Index(bytes, at)))).toBe(slow.replace(' (generic)', ''))
      }
      for (const bad of [100, 65535, 65536, 65540, 140000]) {
        const broken = bytes.slice()
        broken[bad] = 0xff
        const error = utf8.validate(broken) as DecodeError
        expect(error.offset).toBeLessThanOrEqual(bad)
        expect(outcome(() => toUtf16Index(broken, broken.length))).toEqual({
          DecodeError: error.kind,
          offset: error.offset,
        })
      }
    }
  })

  it('agrees with the generic route on long, damaged input', () => {
    const generic = { ...utf8, name: 'utf-8 (generic)' }
    const base = new TextEncoder().encode('aé€😀 Привет 你好 '.repeat(400))
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(base.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 3 }),
        fc.nat(base.length),
        (damage, at) => {
          const bytes = base.slice()
          for (const [i, b] of damage) bytes[i] = b
          const fast = outcome(() => toUtf16Index(bytes, at))
          const slow = outcome(() => toUtf16Index(bytes, at, generic))
          if (typeof fast === 'object' && 'RangeError' in fast) expect(slow).toHaveProperty('RangeError')
          else expect(slow).toEqual(fast)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('toByteOffset, UTF-8 (the default)', () => {
  it.each([
    ['', 0, 0],
    ['aé😀b', 0, 0],
    ['aé😀b', 1, 1],
    ['aé😀b', 2, 3],
    ['aé😀b', 3, { RangeError: expect.stringContaining('between the two halves of a surrogate pair') }],
    ['aé😀b', 4, 7],
    ['aé😀b', 5, 8],
    ['\u007f\u0080\u07ff\u0800\uffff\u{10000}\u{10ffff}', 7, 1 + 2 + 2 + 3 + 3 + 4],
    ['\u007f\u0080\u07ff\u0800\uffff\u{10000}\u{10ffff}', 9, 1 + 2 + 2 + 3 + 3 + 4 + 4],
    ['\uFEFFa', 1, 3],
    // lone surrogates: UTF-8 cannot encode them, but only the prefix counts
    ['a\uD800b', 1, 1],
    ['a\uD800b', 2, { EncodeError: 'surrogate', index: 1 }],
    ['a\uD800b', 3, { EncodeError: 'surrogate', index: 1 }],
    ['\uDC00', 1, { EncodeError: 'surrogate', index: 0 }],
    ['😀\uDC00\uD800', 3, { EncodeError: 'surrogate', index: 2 }],
    // a high surrogate at the index, its low after it: a split pair, not a lone surrogate
    ['a\uD83D\uDE00', 2, { RangeError: expect.stringContaining('"utf16Index" argument 2 is between') }],
  ] as const)('%j at %i → %o', (text, index, expected) => {
    expect(outcome(() => toByteOffset(text, index))).toEqual(expected)
    expect(outcome(() => toByteOffset(text, index, utf8))).toEqual(expected)
  })

  it('counts long text exactly (pieces never split a pair), and finds a far lone surrogate', () => {
    for (const unit of ['a', 'é', '中', '😀', 'a😀']) {
      const text = unit.repeat(40000)
      expect(toByteOffset(text, text.length)).toBe(new TextEncoder().encode(text).length)
    }
    const far = `${'😀'.repeat(50000)}\uDC00`
    expect(outcome(() => toByteOffset(far, far.length))).toEqual({ EncodeError: 'surrogate', index: 100000 })
    expect(toByteOffset(far, 100000)).toBe(200000)
  })

  it('finds a lone surrogate at any place of a piece and beside U+FFFD, which is no error', () => {
    // Where the runtime's encoder writes the text (a lone surrogate as EF BF BD), each byte offset of a
    // 64-byte step, in the middle and at the end of the text.
    for (let shift = 0; shift < 70; shift++) {
      const middle = `${'中'.repeat(100)}${'b'.repeat(shift)}\uDC00${'中'.repeat(100)}`
      expect(outcome(() => toByteOffset(middle, middle.length))).toEqual({
        EncodeError: 'surrogate',
        index: 100 + shift,
      })
      const last = `${'中'.repeat(100)}${'b'.repeat(shift)}\uD800`
      expect(outcome(() => toByteOffset(last, last.length))).toEqual({
        EncodeError: 'surrogate',
        index: 100 + shift,
      })
      const replacement = `${'中'.repeat(100)}${'b'.repeat(shift)}\uFFFD${'中'.repeat(100)}`
      expect(toByteOffset(replacement, replacement.length)).toBe(300 + shift + 3 + 300)
    }
    const replacements = `${'\uFFFD'.repeat(30000)}${'中'.repeat(30000)}`
    expect(toByteOffset(replacements, replacements.length)).toBe(180000)
    const later = `\uFFFD${'中'.repeat(50000)}\uD800x`
    expect(outcome(() => toByteOffset(later, later.length))).toEqual({
      EncodeError: 'surrogate',
      index: 50001,
    })
    expect(toByteOffset(later, 50001)).toBe(150003)
  })
})

describe('hostile arguments', () => {
  it.each([
    [-1, RangeError],
    [3, RangeError],
    [1.5, RangeError],
    [Number.NaN, RangeError],
    [Number.POSITIVE_INFINITY, RangeError],
    [-0, null],
    ['1', TypeError],
    [1n, TypeError],
    [undefined, TypeError],
    [null, TypeError],
  ])('toUtf16Index refuses the offset %o', (offset, type) => {
    const run = () => toUtf16Index(hex('6162'), offset as never)
    if (type === null) return expect(run()).toBe(0)
    expect(run).toThrow(type)
    expect(run).toThrow(/"byteOffset"/)
  })

  it.each([
    [-1, RangeError],
    [3, RangeError],
    [0.5, RangeError],
    [Number.NaN, RangeError],
    ['1', TypeError],
    [undefined, TypeError],
  ])('toByteOffset refuses the index %o', (index, type) => {
    const run = () => toByteOffset('ab', index as never)
    expect(run).toThrow(type)
    expect(run).toThrow(/"utf16Index"/)
  })

  it('names the argument of the wrong type', () => {
    expect(() => toUtf16Index('ab' as never, 0)).toThrow(/"bytes"/)
    expect(() => toUtf16Index([0x61] as never, 0)).toThrow(TypeError)
    expect(() => toByteOffset(new Uint8Array(1) as never, 0)).toThrow(/"text"/)
    expect(() => toUtf16Index(hex('61'), 0, {} as never)).toThrow(/"codec"/)
    expect(() => toByteOffset('a', 0, { name: 'utf-8' } as never)).toThrow(/"codec"/)
  })

  it('takes any BufferSource and leaves it as it was', () => {
    const memory = hex('ffc3a961ff')
    expect(toUtf16Index(new Uint8Array(memory.buffer, 1, 3), 3)).toBe(2)
    expect(toUtf16Index(new DataView(memory.buffer, 1, 2), 2)).toBe(1)
    expect(toUtf16Index(hex('c3a9').buffer, 2, wtf8)).toBe(1)
    expect([...memory]).toEqual([0xff, 0xc3, 0xa9, 0x61, 0xff])
  })
})

describe('other codecs', () => {
  it.each(
    [
      // [codec, bytes, offset, expected]
      // CESU-8: a pair is one character; a high without its low is ill-formed
      [cesu8, 'eda0bdedb880', 6, 2],
      [cesu8, 'eda0bdedb880', 3, inside(3, 0, 'cesu-8')],
      [cesu8, 'eda0bdedb880', 4, inside(4, 0, 'cesu-8')],
      [cesu8, 'eda0bd41', 3, { DecodeError: 'surrogate', offset: 0 }],
      [cesu8, 'f09f9880', 4, { DecodeError: 'invalid-lead', offset: 0 }],
      // Modified UTF-8: lone surrogates are text, an adjacent pair is one character
      [mutf8, 'eda0bdedb880', 6, 2],
      [mutf8, 'eda0bdedb880', 3, inside(3, 0, 'mutf-8', 'surrogate pair')],
      [mutf8, 'eda0bd41', 3, 1],
      [mutf8, 'edb880eda0bd', 3, 1],
      [mutf8, 'edb880eda0bd', 6, 2],
      [mutf8, 'c080', 2, 1],
      [mutf8, 'c080', 1, inside(1, 0, 'mutf-8')],
      [mutf8, '00', 1, { DecodeError: 'invalid-lead', offset: 0 }],
      // WTF-8: the bytes before the offset decode; the forbidden pair after it is not read
      [wtf8, 'eda0bdedb880', 3, 1],
      [wtf8, 'eda0bdedb880', 6, { DecodeError: 'surrogate', offset: 0 }],
      [wtf8, 'eda0bdf09f9880', 7, 3],
      [wtf8, 'f09f9880', 2, inside(2, 0, 'wtf-8')],
      [wtf8, 'efbbbf', 3, 1],
      // RFC 2279: values a string cannot hold
      [utf8Rfc2279, 'f888808080', 5, { DecodeError: 'unrepresentable', offset: 0 }],
      [utf8Rfc2279, 'f888808080', 3, inside(3, 0, 'utf-8-rfc2279')],
      [utf8Rfc2279, '41eda080', 4, { DecodeError: 'unrepresentable', offset: 1 }],
      [utf8Rfc2279, '41eda080', 1, 1],
      // Corrected UTF-8: a reserved run is one error, its whole run
      [correctedUtf8, '41fe8080', 4, { DecodeError: 'reserved', offset: 1 }],
      [correctedUtf8, '41fe8080', 2, { DecodeError: 'reserved', offset: 1 }],
      [eightByte, 'f09f9880', 4, 2],
      [eightByte, 'fe828080808080', 6, inside(6, 0, 'utf-8-eight-byte')],
      [eightByte, 'fe828080808080', 7, { DecodeError: 'unrepresentable', offset: 0 }],
      [eightByte, 'fe8280808080ff', 6, { DecodeError: 'truncated', offset: 0 }],
    ].map(([codec, ...rest]) => [(codec as { name: string }).name, ...rest, codec]) as [
      string,
      string,
      number,
      unknown,
      Codec<number | bigint>,
    ][],
  )('%s: %s at %i → %o', (_, bytes, offset, expected, codec) => {
    expect(outcome(() => toUtf16Index(hex(bytes), offset, codec))).toEqual(expected)
  })

  it('Corrected UTF-8 reports the reserved run as it stands in the input', () => {
    let error: unknown
    try {
      toUtf16Index(hex('41fe808041'), 2, correctedUtf8)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DecodeError)
    expect((error as DecodeError).end).toBe(4)
  })

  it.each(
    [
      [wtf8, 'a\uD800b', 2, 4],
      [wtf8, 'a\uD800b', 3, 5],
      [mutf8, 'a\uD800b', 3, 5],
      [mutf8, '\0', 1, 2],
      [mutf8, '😀', 2, 6],
      [cesu8, '😀', 2, 6],
      [cesu8, 'a\uD800b', 2, { EncodeError: 'surrogate', index: 1 }],
      [utf8Rfc2279, 'a\uD800b', 3, { EncodeError: 'surrogate', index: 1 }],
      [correctedUtf8, 'a\u0085', 2, { EncodeError: 'not-encodable', index: 1 }],
      [correctedUtf8, 'a\u0085', 1, 1],
      [wtf8, '😀', 1, { RangeError: expect.stringContaining('between the two halves') }],
      [mutf8, '😀', 1, { RangeError: expect.stringContaining('between the two halves') }],
    ].map(([codec, ...rest]) => [(codec as { name: string }).name, ...rest, codec]) as [
      string,
      string,
      number,
      unknown,
      Codec<number | bigint>,
    ][],
  )('toByteOffset %s: %j at %i → %o', (_, text, index, expected, codec) => {
    expect(outcome(() => toByteOffset(text, index, codec))).toEqual(expected)
  })

  it('shifts an error found in a later piece to its index in the text', () => {
    const text = `${'é'.repeat(70000)}\uD800`
    expect(outcome(() => toByteOffset(text, text.length, cesu8))).toEqual({
      EncodeError: 'surrogate',
      index: 70000,
    })
    expect(toByteOffset(text, text.length, wtf8)).toBe(140003)
    const bytes = new Uint8Array([...wtf8.encode('é'.repeat(70000)), 0xff])
    expect(outcome(() => toUtf16Index(bytes, bytes.length, wtf8))).toEqual({
      DecodeError: 'invalid-lead',
      offset: 140000,
    })
  })

  const number = [utf8, utf8Rfc2279, cesu8, mutf8, wtf8, eightByte, sevenByte, correctedUtf8] as const
  const big = [sixtyFiveBit, utfInfinity8] as const
  const unit = fc.oneof(
    fc.constantFrom(
      0x00,
      0x41,
      0x7f,
      0x80,
      0x85,
      0x7ff,
      0x800,
      0xd800,
      0xdbff,
      0xdc00,
      0xd83d,
      0xde00,
      0xfeff,
      0xffff,
    ),
    fc.integer({ min: 0, max: 0xffff }),
  )
  const texts = fc.array(unit, { maxLength: 24 }).map((u) => String.fromCharCode(...u))

  it.each([...number, ...big].map((codec) => [codec.name, codec] as const))(
    '%s: both directions agree with encode and decode at every index',
    (_, codec) => {
      fc.assert(
        fc.property(texts, (text) => {
          let bytes: Uint8Array
          try {
            bytes = codec.encode(text)
          } catch {
            return // text this scheme cannot encode
          }
          const starts = new Map<number, number>()
          for (let i = 0; i <= text.length; i++) {
            const pair =
              i > 0 && /[\uD800-\uDBFF]/.test(text[i - 1] as string) && /[\uDC00-\uDFFF]/.test(text[i] ?? '')
            if (pair) {
              expect(() => toByteOffset(text, i, codec)).toThrow(RangeError)
              continue
            }
            const offset = toByteOffset(text, i, codec)
            expect(offset).toBe(codec.encode(text.slice(0, i)).length)
            starts.set(offset, i)
          }
          for (let offset = 0; offset <= bytes.length; offset++) {
            const index = starts.get(offset)
            if (index !== undefined) expect(toUtf16Index(bytes, offset, codec)).toBe(index)
            else expect(() => toUtf16Index(bytes, offset, codec)).toThrow(RangeError)
          }
        }),
        { numRuns: 300 },
      )
    },
  )

  it('the UTF-8 route equals the generic route through the codec, on random bytes', () => {
    const generic = { ...utf8, name: 'utf-8 (generic)' }
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 16 }), fc.nat(16), (bytes, at) => {
        const offset = Math.min(at, bytes.length)
        const fast = outcome(() => toUtf16Index(bytes, offset))
        const slow = outcome(() => toUtf16Index(bytes, offset, generic))
        if (typeof fast === 'object' && 'RangeError' in fast) expect(slow).toHaveProperty('RangeError')
        else expect(slow).toEqual(fast)
      }),
      { numRuns: 3000 },
    )
  })
})
