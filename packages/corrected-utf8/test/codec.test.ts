import { DecodeError, EncodeError } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import {
  byteLength,
  CORRECTED_UTF8_TABLE,
  correctedUtf8,
  decode,
  decodeCodePoints,
  Encoder,
  encode,
  encodeCodePoints,
  encodedLength,
  isWellFormed,
  MAX_CODE_POINT,
  validate,
} from '../src/index.ts'
import { caught, hex } from './_helpers.ts'
import { parseHex, referenceCodePoints, referenceEncode, referenceError, SEED_ROWS } from './reference.ts'
import cases from './vectors/decode-cases.json' with { type: 'json' }
import seed from './vectors/seed-table.json' with { type: 'json' }

const bytes = (text: string) => Uint8Array.from(parseHex(text))

describe('the seed table', () => {
  it('is reproduced from the codec constants, row for row', () => {
    const group = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ')
    const cp = (n: number) => {
      const h = n.toString(16).toUpperCase().padStart(8, '0')
      return `${h.slice(0, 4)} ${h.slice(4)}`
    }
    const rendered = CORRECTED_UTF8_TABLE.map((row) => {
      const byteRange = row.length === 1 ? '00 … 7F' : `${hex(row.firstBytes)} … ${hex(row.lastBytes)}`
      return `| ${byteRange.padEnd(38)}| ${group(row.offset).padStart(10)} | ${cp(row.firstCodePoint)} … ${cp(row.lastCodePoint)}|`
    })
    const seedRows = seed.rows.map((line) => line.replace(/\s/g, ' '))
    expect(rendered).toEqual(seedRows)
    expect(
      CORRECTED_UTF8_TABLE.map((r) => ({ ...r, firstBytes: [...r.firstBytes], lastBytes: [...r.lastBytes] })),
    ).toEqual(SEED_ROWS)
    expect(MAX_CODE_POINT).toBe(0x8421109f)
    expect(correctedUtf8.maxCodePoint).toBe(0x8421109f)
    expect(correctedUtf8.maxSequenceLength).toBe(6)
    expect(correctedUtf8.orderPreserving).toBe(true)
    expect(correctedUtf8.name).toBe('corrected-utf-8')
  })

  // Every row: its first and last code point, one below and one above (min, max, min−1, max+1).
  const boundaries = SEED_ROWS.flatMap((row) => [
    row.firstCodePoint - 1,
    row.firstCodePoint,
    row.lastCodePoint,
    row.lastCodePoint + 1,
  ])
  it.each(boundaries.filter((c) => c >= 0))(
    'row boundary U+%s encodes and decodes as the table says',
    (codePoint) => {
      const expected = referenceEncode(codePoint)
      if (typeof expected === 'string') {
        const error = caught(() => encodeCodePoints([codePoint])) as EncodeError
        expect(error).toBeInstanceOf(EncodeError)
        expect(error.kind).toBe(expected)
        expect(error.index).toBe(0)
        expect(error.codePoint).toBe(codePoint)
        return
      }
      const row = SEED_ROWS.find((r) => codePoint >= r.firstCodePoint && codePoint <= r.lastCodePoint)!
      expect(hex(encodeCodePoints([codePoint]))).toBe(hex(expected))
      if (codePoint === row.firstCodePoint) expect(expected).toEqual(row.firstBytes)
      if (codePoint === row.lastCodePoint) expect(expected).toEqual(row.lastBytes)
      expect(decodeCodePoints(Uint8Array.from(expected))).toEqual([codePoint])
      expect(encodedLength(codePoint)).toBe(row.length)
      if (codePoint <= 0x10ffff) {
        const text = String.fromCodePoint(codePoint)
        expect(hex(encode(text))).toBe(hex(expected))
        expect(decode(Uint8Array.from(expected))).toBe(text)
        expect(byteLength(text)).toBe(row.length)
      }
    },
  )
})

describe('decoding vectors', () => {
  for (const c of cases.cases) {
    it(c.name, () => {
      const input = bytes(c.bytes)
      if ('error' in c && c.error) {
        for (const run of [() => decode(input), () => decodeCodePoints(input)]) {
          const error = caught(run) as DecodeError
          expect(error).toBeInstanceOf(DecodeError)
          expect(error).toBeInstanceOf(TypeError)
          expect({
            kind: error.kind,
            offset: error.offset,
            ...(error.end === undefined ? {} : { end: error.end }),
          }).toEqual(c.error)
          expect(error.scheme).toBe('corrected-utf-8')
        }
        expect(validate(input)).toMatchObject(c.error)
        expect(isWellFormed(input)).toBe(false)
        expect(referenceError(input, 'code-points')).toEqual(c.error)
        expect(decodeCodePoints(input, { fatal: false })).toEqual(
          parseHex(c.replacementCodePoints ?? c.replacement),
        )
        expect(decode(input, { fatal: false })).toBe(String.fromCodePoint(...parseHex(c.replacement)))
        return
      }
      const codePoints = parseHex(c.codePoints ?? '')
      expect(decodeCodePoints(input)).toEqual(codePoints)
      expect(referenceCodePoints(input)).toEqual(codePoints)
      expect(validate(input)).toBeNull()
      expect(isWellFormed(input)).toBe(true)
      expect(hex(encodeCodePoints(codePoints))).toBe(hex(input))
      if ('stringError' in c && c.stringError) {
        const error = caught(() => decode(input)) as DecodeError
        expect(error).toBeInstanceOf(DecodeError)
        expect({ kind: error.kind, offset: error.offset }).toEqual(c.stringError)
        expect(error.codePoint).toBe(codePoints.find((x) => x > 0x10ffff))
        expect(referenceError(input, 'string')).toEqual(c.stringError)
        expect(decode(input, { fatal: false })).toBe(String.fromCodePoint(...parseHex(c.replacement ?? '')))
      } else {
        expect(decode(input)).toBe(String.fromCodePoint(...codePoints))
      }
    })
  }

  it('says what, where and which scheme in its messages', () => {
    expect((caught(() => decode(bytes('41 42 FE 80 80 FF 43'))) as Error).message).toBe(
      'Cannot decode corrected-utf-8: reserved run at bytes 2–5 (FE 80 80 FF): FE and FF start a reserved run, which goes on through them and extension bytes and holds no character',
    )
    expect((caught(() => decode(bytes('41 E0 80'))) as Error).message).toBe(
      'Cannot decode corrected-utf-8: truncated 3-byte sequence at byte 1 (E0 80): the lead (1110xxxx) announces 2 extension bytes; 1 came, then the input ends',
    )
    expect((caught(() => decode(bytes('80'))) as Error).message).toBe(
      'Cannot decode corrected-utf-8: unexpected continuation at byte 0 (80): an extension byte (10xxxxxx) cannot start a sequence',
    )
    expect((caught(() => decode(bytes('F8 80 80 80 80'))) as Error).message).toBe(
      'Cannot decode corrected-utf-8: code point not representable in a JavaScript string U+2110A0 at byte 0 (F8 80 80 80 80): a JavaScript string holds values up to U+10FFFF; decode to code points to read it',
    )
  })

  it('accepts every BufferSource without copying, and nothing else', () => {
    const buffer = new Uint8Array([0, 0xc0, 0xaf, 0]).buffer
    expect(decode(buffer)).toBe('\0Ï\0')
    expect(decode(new DataView(buffer, 1, 2))).toBe('Ï')
    expect(decode(new Uint16Array(buffer, 0, 2))).toBe('\0Ï\0')
    expect(decode(new Uint8Array(buffer, 2, 2), { fatal: false })).toBe('\uFFFD\0')
  })
})

describe('encoding', () => {
  it('rejects C1 controls and lone surrogates by default, with the UTF-16 index', () => {
    const c1 = caught(() => encode('ab\u0085')) as EncodeError
    expect(c1).toBeInstanceOf(EncodeError)
    expect(c1).toBeInstanceOf(RangeError)
    expect([c1.kind, c1.index, c1.codePoint]).toEqual(['not-encodable', 2, 0x85])
    expect(c1.message).toBe(
      'Cannot encode U+0085 in corrected-utf-8: no sequence of corrected-utf-8 holds it at index 2',
    )
    const lone = caught(() => encode('😀\udc00')) as EncodeError
    expect([lone.kind, lone.index, lone.codePoint]).toEqual(['surrogate', 2, 0xdc00])
    const high = caught(() => encode('a\ud800')) as EncodeError
    expect([high.kind, high.index, high.codePoint]).toEqual(['surrogate', 1, 0xd800])
  })

  it('writes U+FFFD (EE BD 9D) for them with fatal: false or unencodable: replace', () => {
    expect(hex(encode('\u0080a\ud800', { fatal: false }))).toBe('EE BD 9D 61 EE BD 9D')
    expect(hex(encode('\u009f', { unencodable: 'replace' }))).toBe('EE BD 9D')
    expect(() => encode('\u009f', { fatal: false, unencodable: 'throw' })).toThrow(EncodeError)
    expect(hex(new Encoder({ fatal: false }).encode('\u0085'))).toBe('EE BD 9D')
  })

  it('maps them with an unencodable function, which gets the index', () => {
    const seen: [number, number][] = []
    const out = encode('x\u0085\udfff', {
      unencodable: (codePoint, index) => {
        seen.push([codePoint, index])
        return codePoint === 0x85 ? 0x8421109f : 0x41
      },
    })
    expect(hex(out)).toBe('78 FD BF BF BF BF BF 41')
    expect(seen).toEqual([
      [0x85, 1],
      [0xdfff, 2],
    ])
    const bad = caught(() => encode('\u0085', { unencodable: () => 0x86 })) as EncodeError
    expect([bad.kind, bad.index, bad.codePoint]).toEqual(['not-encodable', 0, 0x86])
    expect(() => encode('\u0085', { unencodable: 'drop' as never })).toThrow(TypeError)
    expect(() => encode('abc', { unencodable: 'drop' as never })).toThrow(TypeError)
  })

  it('grows its buffer when many mapped characters take 6 bytes each', () => {
    const text = '\u0080'.repeat(1000)
    const out = encode(text, { unencodable: () => MAX_CODE_POINT })
    expect(out.length).toBe(6000)
    expect(decodeCodePoints(out).every((c) => c === MAX_CODE_POINT)).toBe(true)
  })

  it('encodeInto never writes part of a character and is strict', () => {
    const destination = new Uint8Array(4)
    expect(correctedUtf8.encodeInto('aÏ€', destination)).toEqual({ read: 2, written: 3 })
    expect(hex(destination.subarray(0, 3))).toBe('61 C0 AF')
    expect(correctedUtf8.encodeInto('😀', new Uint8Array(3))).toEqual({ read: 0, written: 0 })
    expect(correctedUtf8.encodeInto('𐀀', new Uint8Array(3))).toEqual({ read: 2, written: 3 })
    const error = caught(() => correctedUtf8.encodeInto('a\u0085', new Uint8Array(9))) as EncodeError
    expect([error.kind, error.index]).toEqual(['not-encodable', 1])
  })

  it('encodeCodePoints checks every item', () => {
    for (const [value, kind] of [
      [-1, 'out-of-range'],
      [1.5, 'out-of-range'],
      [Number.NaN, 'out-of-range'],
      [MAX_CODE_POINT + 1, 'out-of-range'],
      [0x80, 'not-encodable'],
      [0xdc00, 'surrogate'],
    ] as const) {
      const error = caught(() => encodeCodePoints([0x41, value])) as EncodeError
      expect([error.kind, error.index]).toEqual([kind, 1])
      expect(() => encodedLength(value)).toThrow(EncodeError)
    }
    expect(hex(encodeCodePoints([0x41n as never, 0xcfn as never]))).toBe('41 C0 AF')
    expect(hex(encodeCodePoints(new Set([0xa0])))).toBe('C0 80')
    expect(() => encodeCodePoints(['A' as never])).toThrow(TypeError)
    expect(() => encodeCodePoints([(2n ** 40n) as never])).toThrow(EncodeError)
  })

  it('byteLength counts what encode writes', () => {
    for (const text of [
      '',
      'abc',
      'Ï',
      '\u0800',
      '\u089f\u08a0',
      '\ud7ff\ue000',
      '𐀀',
      '\u{1109f}',
      '\u{110a0}',
      '😀',
      '\u{10ffff}',
    ]) {
      expect(byteLength(text)).toBe(encode(text).length)
    }
    expect(byteLength('\u0085\ud800x\udc00')).toBe(encode('\u0085\ud800x\udc00', { fatal: false }).length)
  })
})

describe('wrong argument types', () => {
  const notBytes = [undefined, null, 'abc', 42, [1, 2], {}]
  const notText = [undefined, null, 42, new Uint8Array(1), {}]
  it.each(notBytes)('byte functions refuse %s with a TypeError naming the argument', (value) => {
    for (const run of [decode, decodeCodePoints, validate, isWellFormed]) {
      const error = caught(() => run(value as never)) as TypeError
      expect(error).toBeInstanceOf(TypeError)
      expect(error.message).toContain('"bytes"')
    }
  })
  it.each(notText)('string functions refuse %s with a TypeError naming the argument', (value) => {
    for (const run of [encode, byteLength, (t: string) => correctedUtf8.encodeInto(t, new Uint8Array(4))]) {
      const error = caught(() => run(value as never)) as TypeError
      expect(error).toBeInstanceOf(TypeError)
      expect(error.message).toContain('"text"')
    }
  })
  it('refuses bad options and non-iterables', () => {
    expect(() => decode(new Uint8Array(0), null as never)).toThrow(TypeError)
    expect(() => encode('', 'fatal' as never)).toThrow(TypeError)
    expect(() => encodeCodePoints(42 as never)).toThrow(TypeError)
    expect(() => correctedUtf8.encodeInto('a', [] as never)).toThrow(TypeError)
  })
})
