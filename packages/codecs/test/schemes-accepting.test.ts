import { isDecodeError } from '@utf8x/core'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { aliasingInputs } from '../../../tools/testing/aliasing-inputs.ts'
import { codecs, type SchemeReading, schemesAccepting } from '../src/index.ts'

/** Each reading as `[scheme id, text or code points]`, for exact comparisons. */
function readings(bytes: readonly number[] | Uint8Array): [string, string | (number | bigint)[]][] {
  return schemesAccepting(Uint8Array.from(bytes)).map((r) => [
    r.codec.name,
    'text' in r ? r.text : (r.codePoints as (number | bigint)[]),
  ])
}

const TEXT_SCHEMES = new Set(['utf-8', 'cesu-8', 'mutf-8', 'wtf-8'])

/**
 * The reference, written apart from the package: a scheme accepts when `validate` finds nothing; its
 * reading is the code points, or for a text scheme the string made of them one by one.
 */
function reference(bytes: Uint8Array): [string, string | (number | bigint)[]][] {
  const out: [string, string | (number | bigint)[]][] = []
  for (const codec of codecs) {
    if (codec.validate(bytes) !== null) continue
    const codePoints: (number | bigint)[] = codec.decodeCodePoints(bytes)
    out.push([
      codec.name,
      TEXT_SCHEMES.has(codec.name)
        ? codePoints.map((c) => String.fromCodePoint(Number(c))).join('')
        : codePoints,
    ])
  }
  return out
}

describe('schemesAccepting: FF means something different in each scheme', () => {
  it('FF alone: no scheme (invalid lead in the UTF-8 family, truncated where it is a lead, reserved in Corrected UTF-8)', () => {
    expect(readings([0xff])).toEqual([])
    expect(Object.fromEntries(codecs.map((c) => [c.name, c.validate(Uint8Array.of(0xff))?.kind]))).toEqual({
      'utf-8': 'invalid-lead',
      'utf-8-rfc2279': 'invalid-lead',
      'cesu-8': 'invalid-lead',
      'mutf-8': 'invalid-lead',
      'wtf-8': 'invalid-lead',
      'utf-8-eight-byte': 'truncated',
      'utf-8-seven-byte': 'invalid-lead',
      'utf-8-65': 'truncated',
      'utf-infinity-8': 'truncated',
      'corrected-utf-8': 'reserved',
    })
  })

  it('FF + 7 continuation bytes: 2^36 in eight-byte UTF-8 only (Barber §7)', () => {
    expect(readings([0xff, 0x81, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80])).toEqual([
      ['utf-8-eight-byte', [2 ** 36]],
    ])
  })

  it('FF + 13 extension bytes: 2^60 in the 65-bit variant only (Barber §9)', () => {
    expect(readings([0xff, 0x81, ...Array(12).fill(0x80)])).toEqual([['utf-8-65', [2n ** 60n]]])
  })

  it('FF 80–9F + 11 continuation bytes: 2^61 in UTF-∞-8 only (the 13-byte form)', () => {
    expect(readings([0xff, 0x80, 0x82, ...Array(10).fill(0x80)])).toEqual([['utf-infinity-8', [2n ** 61n]]])
  })

  it('FF B4 … (a length field): 2^72 in UTF-∞-8 only', () => {
    const bytes = [...utfInfinity8.encodeCodePoints([2n ** 72n])]
    expect(bytes.slice(0, 3)).toEqual([0xff, 0xa1, 0x80])
    expect(readings(bytes)).toEqual([['utf-infinity-8', [2n ** 72n]]])
  })

  it('FF before ASCII in Corrected UTF-8 is a reserved run: never accepted', () => {
    expect(readings([0xff, 0x80, 0x41])).toEqual([])
    expect(readings([0x41, 0xff])).toEqual([])
  })
})

describe('schemesAccepting: exact readings', () => {
  it('empty input: every scheme, each with its empty reading', () => {
    expect(readings([])).toEqual([
      ['utf-8', ''],
      ['utf-8-rfc2279', []],
      ['cesu-8', ''],
      ['mutf-8', ''],
      ['wtf-8', ''],
      ['utf-8-eight-byte', []],
      ['utf-8-seven-byte', []],
      ['utf-8-65', []],
      ['utf-infinity-8', []],
      ['corrected-utf-8', []],
    ])
  })

  it('ASCII: every scheme but MUTF-8 (when it holds 00) reads the same characters', () => {
    expect(readings([0x68, 0x69])).toEqual([
      ['utf-8', 'hi'],
      ['utf-8-rfc2279', [0x68, 0x69]],
      ['cesu-8', 'hi'],
      ['mutf-8', 'hi'],
      ['wtf-8', 'hi'],
      ['utf-8-eight-byte', [0x68, 0x69]],
      ['utf-8-seven-byte', [0x68, 0x69]],
      ['utf-8-65', [0x68n, 0x69n]],
      ['utf-infinity-8', [0x68n, 0x69n]],
      ['corrected-utf-8', [0x68, 0x69]],
    ])
    expect(readings([0x00]).map(([name]) => name)).not.toContain('mutf-8')
  })

  it('C3 A9: é in the UTF-8 family; Corrected UTF-8 adds its offset; the 65-bit variant refuses', () => {
    expect(readings([0xc3, 0xa9])).toEqual([
      ['utf-8', 'é'],
      ['utf-8-rfc2279', [0xe9]],
      ['cesu-8', 'é'],
      ['mutf-8', 'é'],
      ['wtf-8', 'é'],
      ['utf-8-eight-byte', [0xe9]],
      ['utf-8-seven-byte', [0xe9]],
      ['utf-infinity-8', [0xe9n]],
      ['corrected-utf-8', [0xe9 + 160]],
    ])
  })

  it('C0 80: U+0000 in MUTF-8, U+00A0 in Corrected UTF-8, overlong elsewhere', () => {
    expect(readings([0xc0, 0x80])).toEqual([
      ['mutf-8', '\0'],
      ['corrected-utf-8', [0xa0]],
    ])
  })

  it('a CESU-8 surrogate pair: U+1F600 in CESU-8 and MUTF-8, two values where surrogates are integers', () => {
    expect(readings([0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80])).toEqual([
      ['utf-8-rfc2279', [0xd83d, 0xde00]],
      ['cesu-8', '😀'],
      ['mutf-8', '😀'],
      ['utf-8-eight-byte', [0xd83d, 0xde00]],
      ['utf-8-seven-byte', [0xd83d, 0xde00]],
      ['corrected-utf-8', [0xe8dd, 0xeea0]],
    ])
  })

  it('a lone surrogate: a lone unit of text in WTF-8 and MUTF-8', () => {
    expect(readings([0xed, 0xa0, 0x80])).toEqual([
      ['utf-8-rfc2279', [0xd800]],
      ['mutf-8', '\ud800'],
      ['wtf-8', '\ud800'],
      ['utf-8-eight-byte', [0xd800]],
      ['utf-8-seven-byte', [0xd800]],
      ['corrected-utf-8', [0xe8a0]],
    ])
  })

  it('F0 9F 98 80: U+1F600 in 4-byte UTF-8, a larger value in Corrected UTF-8; no CESU-8 or MUTF-8', () => {
    expect(readings([0xf0, 0x9f, 0x98, 0x80])).toEqual([
      ['utf-8', '😀'],
      ['utf-8-rfc2279', [0x1f600]],
      ['wtf-8', '😀'],
      ['utf-8-eight-byte', [0x1f600]],
      ['utf-8-seven-byte', [0x1f600]],
      ['utf-infinity-8', [0x1f600n]],
      ['corrected-utf-8', [0x1f600 + 69792]],
    ])
  })

  it('F4 90 80 80 (U+110000): beyond Unicode, so only the wider schemes', () => {
    expect(readings([0xf4, 0x90, 0x80, 0x80])).toEqual([
      ['utf-8-rfc2279', [0x110000]],
      ['utf-8-eight-byte', [0x110000]],
      ['utf-8-seven-byte', [0x110000]],
      ['utf-infinity-8', [0x110000n]],
      ['corrected-utf-8', [0x110000 + 69792]],
    ])
  })

  it('a leading BOM is kept in text, as in code points (utf8.decode would strip it)', () => {
    const [first] = schemesAccepting(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41))
    expect(first).toEqual({ codec: codecs[0], text: '\ufeffA' })
  })

  it('text or codePoints depends on the codec only', () => {
    for (const bytes of [[], [0x41], [0xed, 0xa0, 0x80]]) {
      for (const r of schemesAccepting(Uint8Array.from(bytes))) {
        expect(Object.keys(r)).toEqual(['codec', TEXT_SCHEMES.has(r.codec.name) ? 'text' : 'codePoints'])
      }
    }
  })
})

describe('schemesAccepting: against the reference, and never throwing on bytes', () => {
  /** Bytes rich in what the schemes disagree on: leads of every length, continuations, FE/FF, 00. */
  const hostileBytes = fc
    .uint8Array({ maxLength: 40 })
    .chain((random) =>
      fc
        .array(
          fc.oneof(
            fc.constantFrom(
              0x00,
              0x41,
              0x7f,
              0x80,
              0x81,
              0x9f,
              0xa0,
              0xbf,
              0xc0,
              0xc3,
              0xdf,
              0xe0,
              0xed,
              0xef,
            ),
            fc.constantFrom(0xf0, 0xf4, 0xf5, 0xf7, 0xf8, 0xfb, 0xfc, 0xfd, 0xfe, 0xff, 0xb4, 0xa1),
            fc.integer({ min: 0x80, max: 0xbf }),
          ),
          { maxLength: 40 },
        )
        .map((extra) => Uint8Array.from([...extra, ...random])),
    )
  /** Well-formed text in some scheme, so acceptance is common. */
  const encodedBytes = fc
    .tuple(fc.constantFrom(...codecs), fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 12 }))
    .map(([codec, codePoints]) => {
      const ok = codePoints.filter((c) => {
        try {
          codec.encodedLength(c)
          return true
        } catch {
          return false
        }
      })
      return codec.encodeCodePoints(ok)
    })

  it('equals the reference on hostile and on well-formed bytes', () => {
    fc.assert(
      fc.property(fc.oneof(hostileBytes, encodedBytes), (bytes) => {
        expect(readings(bytes)).toEqual(reference(bytes))
      }),
      { numRuns: 2000 },
    )
  })

  it('never throws on any bytes, in any kind of BufferSource, and leaves them as they were', () => {
    fc.assert(
      fc.property(hostileBytes, (bytes) => {
        const before = [...bytes]
        const expected = readings(bytes)
        const shared = new Uint8Array(new SharedArrayBuffer(bytes.length))
        shared.set(bytes)
        const even = bytes.slice(0, bytes.length & ~1)
        for (const input of [bytes, bytes.buffer, new DataView(bytes.buffer), shared, shared.buffer]) {
          expect(schemesAccepting(input).map((r) => r.codec.name)).toEqual(expected.map(([name]) => name))
        }
        expect(schemesAccepting(new Uint16Array(even.buffer)).length).toBe(readings(even).length)
        expect([...bytes]).toEqual(before)
      }),
      { numRuns: 500 },
    )
  })

  it('a DecodeError is what ends a scheme: each refusing scheme’s own validate says why', () => {
    const bytes = Uint8Array.of(0xc0, 0x80, 0xff)
    expect(schemesAccepting(bytes)).toEqual([])
    for (const codec of codecs) expect(isDecodeError(codec.validate(bytes))).toBe(true)
  })

  it('a long hostile input gives the right answer (linear work: one pass per scheme)', () => {
    const size = 1 << 20
    const continuations = new Uint8Array(size).fill(0x80)
    expect(schemesAccepting(continuations)).toEqual([])
    const nulls = new Uint8Array(size)
    for (let i = 0; i < size; i += 2) nulls.set([0xc0, 0x80], i)
    const found = schemesAccepting(nulls)
    expect(found.map((r) => r.codec.name)).toEqual(['mutf-8', 'corrected-utf-8'])
    expect((found[0] as SchemeReading & { text: string }).text).toBe('\0'.repeat(size / 2))
  })

  it('keeps nothing of its input: the results hold no view of it', () => {
    for (const { name, input } of aliasingInputs([0x68, 0x69])) {
      if (name === 'Proxy') {
        expect(() => schemesAccepting(input)).toThrow(TypeError)
        continue
      }
      const found = schemesAccepting(input)
      expect(
        found.map((r) => r.codec.name),
        name,
      ).toEqual(codecs.map((c) => c.name))
      input.fill(0xff)
      expect(readings([0x68, 0x69])).toEqual(
        found.map((r) => [r.codec.name, 'text' in r ? r.text : (r.codePoints as (number | bigint)[])]),
      )
    }
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'hi'],
    ['an Array', [0x68, 0x69]],
    ['a number', 0x68],
    ['a plain object', { length: 1, 0: 0x68 }],
  ])('a non-buffer (%s) is a TypeError naming the argument', (_, value) => {
    expect(() => schemesAccepting(value as unknown as Uint8Array)).toThrow(TypeError)
    expect(() => schemesAccepting(value as unknown as Uint8Array)).toThrow(
      /^The "bytes" argument must be an ArrayBuffer or ArrayBufferView, received /,
    )
  })
})
