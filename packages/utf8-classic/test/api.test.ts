import { EncodeError, isBoundary, nextBoundary } from '@utf8x/core'
import { describe, expect, it, vi } from 'vitest'
import {
  boundaryOptions,
  byteLength,
  cesu8,
  convert,
  DecodeError,
  Decoder,
  decode,
  decodeCodePoints,
  Encoder,
  encode,
  encodeCodePoints,
  isWellFormed,
  mutf8,
  truncate,
  utf8,
  utf8Js,
  utf8Rfc2279,
  validate,
  wtf8,
} from '../src/index.ts'
import { allCodecs, decodeError, fromHex } from './helpers.ts'

describe('codec metadata', () => {
  it('names, limits and order', () => {
    expect(allCodecs.map((c) => [c.name, c.maxCodePoint, c.maxSequenceLength, c.orderPreserving])).toEqual([
      ['utf-8', 0x10ffff, 4, true],
      ['utf-8', 0x10ffff, 4, true],
      ['utf-8-rfc2279', 0x7fffffff, 6, true],
      ['cesu-8', 0x10ffff, 6, false],
      ['mutf-8', 0x10ffff, 6, false],
      ['wtf-8', 0x10ffff, 4, true],
    ])
    expect(Object.isFrozen(utf8)).toBe(true)
  })
})

describe('top-level functions and classes are utf8', () => {
  it('functions', () => {
    const bytes = encode('a€😀')
    expect([...bytes]).toEqual([0x61, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80])
    expect(decode(bytes)).toBe('a€😀')
    expect(decodeCodePoints(bytes)).toEqual([0x61, 0x20ac, 0x1f600])
    expect(encodeCodePoints([0x61, 0x20ac, 0x1f600])).toEqual(bytes)
    expect(validate(bytes)).toBeNull()
    expect(isWellFormed(bytes.subarray(0, 3))).toBe(false)
    expect(byteLength('a€😀\uD800')).toBe(11)
    // Methods do not use `this`.
    const { decode: detached } = utf8
    expect(detached(bytes)).toBe('a€😀')
  })
  it('the top-level decode (built on its own, for small bundles) answers as utf8.decode', () => {
    const settle = (fn: () => string): unknown => {
      try {
        return fn()
      } catch (error) {
        const { name, message } = error as Error
        return { name, message, kind: (error as DecodeError).kind, offset: (error as DecodeError).offset }
      }
    }
    const inputs: unknown[] = [
      fromHex(''),
      fromHex('efbbbf41'),
      fromHex('efbbbf41ff'),
      fromHex('61c080'),
      fromHex('eda080'),
      fromHex('f4908080'),
      fromHex('e282'),
      new Uint8Array(300).fill(0x61),
      Uint8Array.from({ length: 700 }, (_, i) => (i * 7919) % 256),
      encode('é'.repeat(90) + '😀'.repeat(40)).buffer,
      new DataView(fromHex('c3a9ff').buffer),
      'text',
      null,
    ]
    const optionSets = [
      undefined,
      {},
      { fatal: false },
      { ignoreBOM: true },
      { fatal: false, ignoreBOM: 1 },
      { stream: true },
      7,
    ]
    const answers = inputs.flatMap((input) =>
      optionSets.map((options) => [
        settle(() => decode(input as Uint8Array, options as object)),
        settle(() => utf8.decode(input as Uint8Array, options as object)),
      ]),
    )
    for (const [own, codec] of answers) expect(own).toEqual(codec)
    expect(answers[2 * optionSets.length]?.[0]).toEqual({
      name: 'DecodeError',
      message: 'Cannot decode utf-8: invalid lead at byte 4 (FF): FF starts no sequence in utf-8',
      kind: 'invalid-lead',
      offset: 4,
    })
    expect(answers[2 * optionSets.length + 2]?.[0]).toBe('A\uFFFD')
    expect(decode.name).toBe('decode')
  })
  it('the top-level encode (built from encoding alone, for small bundles) answers as utf8.encode', () => {
    const settle = (fn: () => Uint8Array): unknown => {
      try {
        return [...fn()]
      } catch (error) {
        const { name, message } = error as Error
        const { kind, index, codePoint, scheme } = error as EncodeError
        return { name, message, kind, index, codePoint, scheme }
      }
    }
    const inputs: unknown[] = [
      '',
      'a',
      'héllo €😀',
      'a'.repeat(63),
      'a'.repeat(64),
      'a'.repeat(300),
      'é'.repeat(90) + '😀'.repeat(40),
      '\u07ff\u0800\uffff\u{10000}\u{10ffff}\u0000\u007f\u0080',
      '\uD800',
      '\uDFFF',
      'ab\uDC00x',
      'x\uD83D',
      '\uDE00\uD83D',
      `${'a'.repeat(100)}\uD800${'é'.repeat(50)}`,
      `${'😀'.repeat(40)}\uDBFF`,
      5,
      null,
      undefined,
      new String('a'),
      ['a'],
      // ASCII at the start, middle and end (the runtime's ASCII route is tried, and declines).
      `${'a'.repeat(40)}\uD800${'b'.repeat(10)}é${'c'.repeat(40)}`,
      `${'a'.repeat(40)}é${'b'.repeat(40)}`,
      // U+FFFD itself, long (the runtime's encoder's output holds EF BF BD either way).
      '\uFFFD'.repeat(70),
      `${'\uFFFD'.repeat(70)}\uDC00`,
    ]
    const optionSets = [
      undefined,
      {},
      { fatal: true },
      { fatal: false },
      { fatal: undefined },
      { fatal: 1 },
      { ignoreBOM: true },
      { stream: true },
      null,
      7,
      'fatal',
    ]
    const answers = inputs.flatMap((input) =>
      optionSets.map((options) => [
        settle(() => encode(input as string, options as object)),
        settle(() => utf8.encode(input as string, options as object)),
      ]),
    )
    for (const [own, codec] of answers) expect(own).toEqual(codec)
    const at = (input: number, options: number) => answers[input * optionSets.length + options]?.[0]
    expect(at(2, 0)).toEqual([
      0x68, 0xc3, 0xa9, 0x6c, 0x6c, 0x6f, 0x20, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80,
    ])
    expect(at(10, 0)).toEqual({
      name: 'EncodeError',
      message: 'Cannot encode U+DC00 in utf-8: lone surrogate in text at index 2',
      kind: 'surrogate',
      index: 2,
      codePoint: 0xdc00,
      scheme: 'utf-8',
    })
    expect(at(10, 3)).toEqual([0x61, 0x62, 0xef, 0xbf, 0xbd, 0x78])
    expect(at(0, 6)).toEqual({
      name: 'TypeError',
      message: 'The "options" argument of utf-8 encode has an unknown option "ignoreBOM" (known: fatal)',
      kind: undefined,
      index: undefined,
      codePoint: undefined,
      scheme: undefined,
    })
    expect((at(15, 0) as Error).message).toBe('The "text" argument must be a string, received a number')
    expect([encode.name, encode.length]).toEqual([utf8.encode.name, utf8.encode.length])
  })
  it('Encoder and Decoder', () => {
    expect(new Encoder().encoding).toBe('utf-8')
    expect(() => new Encoder().encode('\uD800')).toThrow(EncodeError)
    expect([...new Encoder({ fatal: false }).encode('\uD800')]).toEqual([0xef, 0xbf, 0xbd])
    const decoder = new Decoder({ fatal: false, ignoreBOM: true })
    expect([decoder.encoding, decoder.fatal]).toEqual(['utf-8', false])
    expect(decoder.decode(fromHex('efbbbf41'))).toBe('\uFEFFA')
    expect(new Decoder().decode(fromHex('efbbbf41'))).toBe('A')
    expect(() => new Decoder().decode(fromHex('41ff'))).toThrow(DecodeError)
  })
})

describe('BOM', () => {
  it('utf8 strips one leading BOM unless ignoreBOM, as TextDecoder', () => {
    const bytes = fromHex('efbbbfefbbbf41')
    for (const codec of [utf8, utf8Js]) {
      expect(codec.decode(bytes)).toBe('\uFEFFA')
      expect(codec.decode(bytes, { ignoreBOM: true })).toBe('\uFEFF\uFEFFA')
      // decodeCodePoints is the faithful view: it never strips a BOM.
      expect(codec.decodeCodePoints(bytes)).toEqual([0xfeff, 0xfeff, 0x41])
      expect(codec.decode(bytes.subarray(0, 3))).toBe('')
    }
    // A long input goes through the native path on every runtime.
    const long = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('x'.repeat(100))])
    expect(utf8.decode(long)).toBe('x'.repeat(100))
    expect(utf8.decode(long, { ignoreBOM: true, fatal: false })).toBe(`\uFEFF${'x'.repeat(100)}`)
  })
  it('error offsets count the stripped BOM', () => {
    expect(decodeError(() => utf8.decode(fromHex('efbbbf41ff'))).offset).toBe(4)
  })
  it('the other schemes never touch a BOM', () => {
    for (const codec of [utf8Rfc2279, cesu8, mutf8, wtf8])
      expect(codec.decode(fromHex('efbbbf41'))).toBe('\uFEFFA')
  })
  it('a leading U+FEFF survives the JS path', () => {
    const text = `\uFEFF${'é'.repeat(200)}`
    const bytes = new TextEncoder().encode(text)
    expect(utf8Js.decode(bytes, { ignoreBOM: true })).toBe(text)
    expect(wtf8.decode(bytes)).toBe(text)
  })
})

describe('utf8Js', () => {
  it("encodes without the runtime's TextEncoder, all-ASCII text of any length included", () => {
    const encode = vi.spyOn(TextEncoder.prototype, 'encode')
    const encodeInto = vi.spyOn(TextEncoder.prototype, 'encodeInto')
    try {
      for (const text of ['plain text '.repeat(10), 'a'.repeat(64), 'a'.repeat(63), `${'a'.repeat(99)}é`]) {
        const expected = [...text].flatMap((c) => {
          const u = c.codePointAt(0) as number
          return u < 0x80 ? [u] : [0xc0 | (u >> 6), 0x80 | (u & 0x3f)]
        })
        expect([...utf8Js.encode(text)]).toEqual(expected)
        expect([...utf8Js.encode(text, { fatal: false })]).toEqual(expected)
      }
      expect([encode.mock.calls.length, encodeInto.mock.calls.length]).toEqual([0, 0])
    } finally {
      encode.mockRestore()
      encodeInto.mockRestore()
    }
  })
})

describe('inputs', () => {
  it('any BufferSource, shared memory included, without copying', () => {
    const text = `${'é'.repeat(40)}€`
    const bytes = new TextEncoder().encode(text)
    const shared = new Uint8Array(new SharedArrayBuffer(bytes.length))
    shared.set(bytes)
    for (const codec of allCodecs) {
      expect(codec.decode(shared, { fatal: false })).toBe(text)
      expect(codec.decode(shared.buffer)).toBe(text)
      expect(codec.decode(new DataView(bytes.buffer))).toBe(text)
      expect(codec.decode(new Uint16Array(bytes.buffer, 0, 40))).toBe('é'.repeat(40))
    }
  })
})

describe('encodeInto', () => {
  it.each(allCodecs.map((c) => [c.name, c] as const))('%s never writes a partial sequence', (_, codec) => {
    const text = 'a€😀b'
    const full = codec.encode(text)
    for (let size = 0; size <= full.length + 1; size++) {
      const dest = new Uint8Array(size)
      const { read, written } = codec.encodeInto(text, dest)
      expect([...dest.subarray(0, written)]).toEqual([...codec.encode(text.slice(0, read))])
      expect(written).toBeLessThanOrEqual(size)
      expect(
        read === text.length ||
          written + codec.byteLength(text.slice(read, read + (text.codePointAt(read)! > 0xffff ? 2 : 1))) >
            size,
      ).toBe(true)
    }
  })
  it('lone surrogates: EncodeError, or U+FFFD with fatal: false (utf8, cesu8, rfc2279), or their own bytes (wtf8, mutf8)', () => {
    const dest = new Uint8Array(8)
    expect(() => utf8.encodeInto('\uD800', dest)).toThrow(EncodeError)
    expect(utf8.encodeInto('\uD800', dest, { fatal: false })).toEqual({ read: 1, written: 3 })
    expect([...dest.subarray(0, 3)]).toEqual([0xef, 0xbf, 0xbd])
    expect(cesu8.encodeInto('\uDC00', dest, { fatal: false })).toEqual({ read: 1, written: 3 })
    expect([...dest.subarray(0, 3)]).toEqual([0xef, 0xbf, 0xbd])
    expect(wtf8.encodeInto('\uDC00', dest)).toEqual({ read: 1, written: 3 })
    expect([...dest.subarray(0, 3)]).toEqual([0xed, 0xb0, 0x80])
    expect(mutf8.encodeInto('\0', dest)).toEqual({ read: 1, written: 2 })
  })
  it('byteLength equals encode(text).length', () => {
    const text = '\0a\u07ff\u0800\uFFFF😀\uD800\uDC00x\uDBFF'
    for (const codec of allCodecs)
      expect(codec.byteLength(text)).toBe(codec.encode(text, { fatal: false }).length)
  })
})

describe('convert', () => {
  it('between every pair of schemes, exactly', () => {
    const text = '\0a€😀'
    const codecs = [utf8, utf8Rfc2279, cesu8, mutf8, wtf8]
    for (const from of codecs) {
      for (const to of codecs) expect(convert(from.encode(text), from, to)).toEqual(to.encode(text))
    }
    expect(convert(fromHex('efbbbf41'), utf8, mutf8)).toEqual(fromHex('efbbbf41'))
  })
  it('reports the first offending input byte', () => {
    const error = decodeError(() => convert(fromHex('4142c0af'), mutf8, utf8))
    expect([error.scheme, error.kind, error.offset]).toEqual(['mutf-8', 'overlong', 2])
    try {
      convert(fromHex('c080e282aceda080'), mutf8, utf8)
      throw new Error('expected an EncodeError')
    } catch (error) {
      expect(error).toBeInstanceOf(EncodeError)
      expect([
        (error as EncodeError).kind,
        (error as EncodeError).index,
        (error as EncodeError).offset,
      ]).toEqual(['surrogate', 2, 5])
    }
    expect(() => convert(fromHex('f4908080'), utf8Rfc2279, wtf8)).toThrow(/input byte 0/)
    expect(convert(fromHex('41ff'), utf8, cesu8, { fatal: false })).toEqual(fromHex('41efbfbd'))
  })
  it('returns a copy on the fast path', () => {
    const bytes = fromHex('41e282ac')
    const out = convert(bytes, utf8, wtf8)
    expect(out).toEqual(bytes)
    expect(out).not.toBe(bytes)
  })
})

describe('boundaries and truncation', () => {
  it('never splits a character or a CESU-8/MUTF-8 pair', () => {
    const text = 'a€😀\0b'
    for (const codec of [utf8, utf8Rfc2279, cesu8, mutf8, wtf8]) {
      const bytes = codec.encode(text)
      for (let n = 0; n <= bytes.length; n++) {
        const cut = truncate(bytes, n, codec)
        expect(cut.length).toBeLessThanOrEqual(n)
        expect(codec.isWellFormed(cut)).toBe(true)
        expect(text.startsWith(codec.decode(cut))).toBe(true)
      }
    }
    const pair = cesu8.encode('😀')
    expect(isBoundary(pair, 3, boundaryOptions(cesu8))).toBe(false)
    expect(isBoundary(pair, 3, boundaryOptions(utf8))).toBe(true)
    expect(nextBoundary(pair, 0, boundaryOptions(mutf8))).toBe(6)
    expect(truncate(utf8.encode('a€'), 3)).toEqual(fromHex('61'))
    expect(() => truncate(pair, -1, cesu8)).toThrow(RangeError)
  })
})
