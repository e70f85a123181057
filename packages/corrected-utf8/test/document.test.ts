import {
  boundaryAtOrBefore,
  type DecodeError,
  EncodeError,
  type ExplainedSequence,
  isBoundary,
  nextBoundary,
  truncate,
} from '@utf8x/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expectErrorsOfValidate, expectedSequence } from '../../../tools/testing/explain.ts'
import {
  checkDocument,
  correctedUtf8,
  decode,
  decodeCodePoints,
  decodeDocument,
  encode,
  encodeCodePoints,
  encodeDocument,
  explain,
  fromUtf8,
  hasMagic,
  MAGIC,
  privateUseMapping,
  stripMagic,
  toUtf8,
} from '../src/index.ts'
import { caught, hex } from './_helpers.ts'
import { parseHex, SEED_ROWS } from './reference.ts'
import seed from './vectors/seed-table.json' with { type: 'json' }

describe('the magic number', () => {
  it('is EF B7 9D ED B2 AE 00 0A, U+10E7D U+ED4E U+0000 U+000A', () => {
    expect(hex(MAGIC)).toBe(seed.magicNumber.bytes)
    expect(decodeCodePoints(MAGIC)).toEqual(parseHex(seed.magicNumber.codePoints))
    expect(hex(encodeCodePoints(parseHex(seed.magicNumber.codePoints)))).toBe(seed.magicNumber.bytes)
    // As classic UTF-8 it reads U+FDDD U+DCAE U+0000 U+000A (the seed), which strict UTF-8 refuses.
    expect(new TextDecoder().decode(MAGIC)).toBe('\uFDDD\uFFFD\uFFFD\uFFFD\u0000\n')
  })

  it('hasMagic, stripMagic', () => {
    const doc = Uint8Array.from([...MAGIC, 0x41])
    expect(hasMagic(doc)).toBe(true)
    expect(hasMagic(MAGIC.subarray(0, 7))).toBe(false)
    expect(hasMagic(Uint8Array.of(0x41, ...MAGIC))).toBe(false)
    expect(hex(stripMagic(doc))).toBe('41')
    expect(stripMagic(doc).buffer).toBe(doc.buffer)
    // Without the magic number: all of it, a view of the same memory.
    const plain = Uint8Array.of(0x41)
    const kept = stripMagic(plain)
    expect(kept.buffer).toBe(plain.buffer)
    expect([kept.byteOffset, hex(kept)]).toEqual([plain.byteOffset, '41'])
    expect(() => hasMagic('x' as never)).toThrow(TypeError)
  })

  it('encodeDocument writes it; decodeDocument removes it and can require it', () => {
    const doc = encodeDocument('Ï\n')
    expect(hex(doc)).toBe(`${seed.magicNumber.bytes} C0 AF 0A`)
    expect(decodeDocument(doc)).toBe('Ï\n')
    expect(decodeDocument(doc, { requireMagic: true })).toBe('Ï\n')
    expect(decodeDocument(encode('Ï\n'))).toBe('Ï\n')
    expect(() => decodeDocument(encode('Ï\n'), { requireMagic: true })).toThrow(/magic number/)
    expect(decode(doc)).toBe('\u{10E7D}\u{ED4E}\u0000\nÏ\n')
    const error = caught(() => decodeDocument(Uint8Array.from([...MAGIC, 0x41, 0xfe]))) as DecodeError
    expect([error.kind, error.offset, error.end]).toEqual(['reserved', 9, 10])
    expect(decodeDocument(Uint8Array.from([...MAGIC, 0xfe]), { fatal: false })).toBe('\uFFFD')
    expect(hex(encodeDocument('\u0085', { fatal: false }))).toBe(`${seed.magicNumber.bytes} EE BD 9D`)
    expect(() => encodeDocument('\u0085')).toThrow(EncodeError)
    expect(() => encodeDocument(1 as never)).toThrow(TypeError)
  })
})

describe('checkDocument', () => {
  it('follows the rules with positions, lines and columns', () => {
    const found = checkDocument('a\tb\r\n\u2028\u2029\u0000😀\u0001')
    expect(found.map((d) => [d.rule, d.severity, d.position, d.line, d.column, d.codePoint])).toEqual([
      ['control', 'warning', 1, 1, 2, 0x09],
      ['carriage-return', 'warning', 3, 1, 4, 0x0d],
      ['line-separator', 'warning', 5, 2, 1, 0x2028],
      ['paragraph-separator', 'warning', 6, 2, 2, 0x2029],
      ['nul', 'error', 7, 2, 3, 0],
      ['control', 'warning', 10, 2, 5, 0x01],
      ['final-newline', 'warning', 11, 2, 6, undefined],
    ])
  })

  it('turns each warning off on its own', () => {
    const text = 'a\tb\r\n\u2028\u2029\u0000'
    const rules = (options: object) => checkDocument(text, options).map((d) => d.rule)
    expect(rules({ controls: false })).not.toContain('control')
    expect(rules({ carriageReturn: false })).not.toContain('carriage-return')
    expect(rules({ lineSeparator: false })).not.toContain('line-separator')
    expect(rules({ paragraphSeparator: false })).not.toContain('paragraph-separator')
    expect(rules({ finalNewline: false })).not.toContain('final-newline')
    expect(
      rules({
        controls: false,
        carriageReturn: false,
        lineSeparator: false,
        paragraphSeparator: false,
        finalNewline: false,
      }),
    ).toEqual(['nul'])
  })

  it('takes the magic number, and only there, for U+0000', () => {
    expect(checkDocument('\u{10E7D}\u{ED4E}\u0000\nok\n')).toEqual([])
    expect(checkDocument(encodeDocument('ok\n'))).toEqual([])
    expect(checkDocument('')).toEqual([])
    expect(checkDocument(encode('ok\n')).map((d) => d.rule)).toEqual(['magic-number'])
    expect(checkDocument(encode('ok\n'), { magicNumber: false })).toEqual([])
    const nul = checkDocument(Uint8Array.from([...MAGIC, 0x41, 0x00, 0x0a]))
    expect(nul.map((d) => [d.rule, d.position, d.line, d.column])).toEqual([['nul', 9, 1, 2]])
  })

  it('reports ill-formed bytes with their byte offsets and goes on', () => {
    const found = checkDocument(Uint8Array.from([...MAGIC, 0xc0, 0xaf, 0xfe, 0x80, 0x0d, 0x0a]))
    expect(found.map((d) => [d.rule, d.severity, d.position, d.column])).toEqual([
      ['ill-formed', 'error', 10, 2],
      ['carriage-return', 'warning', 12, 3],
    ])
    expect(found[0]?.message).toBe(
      'Cannot decode corrected-utf-8: reserved run at bytes 10–11 (FE 80): FE and FF start a reserved run, which goes on through them and extension bytes and holds no character',
    )
    expect(() => checkDocument(42 as never)).toThrow(TypeError)
  })
})

describe('fromUtf8 and toUtf8', () => {
  const text = fc.string({ unit: 'grapheme', maxLength: 40 })
  it('equal decoding and re-encoding', () => {
    fc.assert(
      fc.property(text, (t) => {
        const utf8 = new TextEncoder().encode(t)
        if (/[\u0080-\u009f]/.test(t)) {
          const error = caught(() => fromUtf8(utf8)) as EncodeError
          const index = [...t].findIndex((c) => /[\u0080-\u009f]/.test(c))
          expect([error.kind, error.index, error.offset]).toEqual([
            'not-encodable',
            index,
            new TextEncoder().encode([...t].slice(0, index).join('')).length,
          ])
          expect([...fromUtf8(utf8, { fatal: false })]).toEqual([...encode(t, { fatal: false })])
          return
        }
        const corrected = fromUtf8(utf8)
        expect([...corrected]).toEqual([...encode(t)])
        expect([...toUtf8(corrected)]).toEqual([...utf8])
      }),
      { numRuns: 1000 },
    )
  })

  it('in replacement mode equal the WHATWG decoder on ill-formed UTF-8', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 30 }), (bytes) => {
        const t = new TextDecoder().decode(bytes)
        expect(decode(fromUtf8(bytes, { fatal: false }))).toBe(t.replace(/[\u0080-\u009f]/g, '\uFFFD'))
        const corrected = fromUtf8(bytes, { fatal: false })
        expect(new TextDecoder().decode(toUtf8(corrected))).toBe(decode(corrected))
      }),
    )
  })

  it('report ill-formed input, and what the target cannot hold, with the input offset', () => {
    const bad = caught(() => fromUtf8(Uint8Array.of(0x41, 0xc0, 0x80))) as DecodeError
    expect([bad.scheme, bad.kind, bad.offset]).toEqual(['utf-8', 'overlong', 1])
    for (const [input, kind] of [
      ['ED A0 80', 'surrogate'],
      ['F5 80 80 80', 'out-of-range'],
      ['F8', 'invalid-lead'],
      ['80', 'unexpected-continuation'],
      ['E0 80', 'truncated'],
    ] as const) {
      expect(caught(() => fromUtf8(Uint8Array.from(parseHex(input))))).toMatchObject({
        scheme: 'utf-8',
        kind,
        offset: 0,
      })
    }
    const c1 = caught(() => fromUtf8(Uint8Array.of(0x41, 0xc2, 0x85))) as EncodeError
    expect([c1.scheme, c1.kind, c1.index, c1.offset, c1.codePoint]).toEqual([
      'corrected-utf-8',
      'not-encodable',
      1,
      1,
      0x85,
    ])
    expect(hex(fromUtf8(Uint8Array.of(0xc2, 0x85), { unencodable: privateUseMapping.map }))).toBe(
      hex(encodeCodePoints([0xf0085])),
    )
    const big = caught(() =>
      toUtf8(Uint8Array.of(0x41, 0xc0, 0xaf, 0xf8, 0x80, 0x80, 0x80, 0x80)),
    ) as EncodeError
    expect([big.scheme, big.kind, big.index, big.offset, big.codePoint]).toEqual([
      'utf-8',
      'out-of-range',
      2,
      3,
      0x2110a0,
    ])
    expect(hex(toUtf8(Uint8Array.of(0xf8, 0x80, 0x80, 0x80, 0x80, 0x41), { fatal: false }))).toBe(
      'EF BF BD 41',
    )
    expect(caught(() => toUtf8(Uint8Array.of(0xfe, 0x80)))).toMatchObject({
      scheme: 'corrected-utf-8',
      kind: 'reserved',
      end: 2,
    })
    expect(() => toUtf8('x' as never)).toThrow(TypeError)
  })
})

describe('explain', () => {
  const one = (codePoint: number) => explain(codePoint).sequences[0] as ExplainedSequence<number>

  it('shows structure, stored value and offset for every row', () => {
    for (const row of SEED_ROWS) {
      for (const codePoint of [row.firstCodePoint, row.lastCodePoint]) {
        const e = one(codePoint)
        expect(explain(codePoint).sequences).toHaveLength(1)
        expect(e.valueOffset).toBe(row.offset)
        expect(e.storedValue).toBe(codePoint - row.offset)
        expect(e.codePoint).toBe(codePoint)
        expect(e.diagram.dataBits).toBe(row.length === 1 ? 7 : 5 * row.length + 1)
        expect(explain(Uint8Array.from(e.units)).sequences).toEqual([e])
      }
    }
    expect(one(0xcf).text).toBe("wwz0'0000 wz10'1111")
    expect(one(0x41).text).toBe("z100'0001")
    expect(one(0xe000).equation).toBe('U+E000 = 0xCF60 + 4256')
    expect(one(0xd7ff).equation).toBe('U+D7FF = 0xCF5F + 2208')
    const [, second] = explain(Uint8Array.of(0x41, 0xc0, 0xaf)).sequences
    expect(second?.codePoint).toBe(0xcf)
    expect(second?.offset).toBe(1)
    expect(second?.units).toEqual([0xc0, 0xaf])
    const [, reserved] = explain(Uint8Array.of(0x41, 0xfe)).sequences
    expect(reserved?.codePoint).toBeNull()
    expect(reserved?.error).toMatchObject({ kind: 'reserved', offset: 1, end: 2 })
    // Nothing past the end: one byte is one sequence, at offset 0.
    expect(explain(Uint8Array.of(0x41)).sequences.map((s) => s.offset)).toEqual([0])
    expect(() => explain(0x85)).toThrow(EncodeError)
  })

  it('a code point, every field', () => {
    expect(explain(0xcf)).toEqual({
      scheme: 'corrected-utf-8',
      codePoint: 0xcf,
      unitBits: 8,
      units: [0xc0, 0xaf],
      hex: 'C0 AF',
      dataBits: 11,
      text: "wwz0'0000 wz10'1111",
      pattern: "wwzd'dddd wzdd'dddd",
      subscript: "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
      codePointBits: "0000'0000 1100'1111",
      codePointSubscript: "0000 ' 0 dAd9d8 # d7d6d5d4 ' d3d2d1d0",
      sequences: [
        expectedSequence<number>({
          offset: 0,
          units: [0xc0, 0xaf],
          hex: 'C0 AF',
          structure: [3, 2],
          codePoint: 0xcf,
          storedValue: 0x2f,
          error: null,
          text: "wwz0'0000 wz10'1111",
          pattern: "wwzd'dddd wzdd'dddd",
          subscript: "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
          valueOffset: 160,
          equation: 'U+00CF = 0x2F + 160',
        }),
      ],
      error: null,
    })
  })

  it('ill-formed bytes: a stray continuation, a reserved run whole, a truncated sequence', () => {
    const input = Uint8Array.of(0x41, 0x80, 0xfe, 0x80, 0xff, 0x42, 0xe4, 0xb8)
    const e = explain(input)
    expect(
      e.sequences.map((s) => [s.offset, s.hex, s.codePoint, s.error?.kind ?? null, s.error?.end]),
    ).toEqual([
      [0, '41', 0x41, null, undefined],
      [1, '80', null, 'unexpected-continuation', undefined],
      [2, 'FE 80 FF', null, 'reserved', 5],
      [5, '42', 0x42, null, undefined],
      [6, 'E4 B8', null, 'truncated', undefined],
    ])
    expectErrorsOfValidate(correctedUtf8, input)
    expect(e.sequences[2]).toEqual(
      expectedSequence<number>({
        offset: 2,
        units: [0xfe, 0x80, 0xff],
        hex: 'FE 80 FF',
        structure: [8, 8, 8],
        codePoint: null,
        storedValue: null,
        error: correctedUtf8.validate(input.subarray(2))?.shifted(2) ?? null,
        text: "wwww'wwwz wzzz'zzzz wwww'wwww",
        pattern: "wwww'wwwz wzzz'zzzz wwww'wwww",
        subscript: "wwww ' wwwz # wzzz ' zzzz # wwww ' wwww",
      }),
    )
    expect(e.sequences[4]?.text).toBe("wwwz'0100 wz11'1000")
  })

  it('a code point above U+10FFFF is well-formed here', () => {
    const [top] = explain(0x8421109f).sequences
    expect(top).toMatchObject({ codePoint: 0x8421109f, valueOffset: 69275808, error: null })
    expect(top?.units).toHaveLength(6)
  })
})

describe('privateUseMapping', () => {
  it('is reversible for C1 controls and surrogates', () => {
    const text = 'a\u0080\u009f\ud800x\udfff😀'
    const bytes = encode(text, { unencodable: privateUseMapping.map })
    expect(privateUseMapping.unmapString(decode(bytes))).toBe(text)
    for (const c of [0x80, 0x9f, 0xd800, 0xdbff, 0xdc00, 0xdfff]) {
      expect(privateUseMapping.map(c)).toBe(0xf0000 + c)
      expect(privateUseMapping.unmap(privateUseMapping.map(c))).toBe(c)
    }
    expect(privateUseMapping.map(0x41)).toBe(0x41)
    expect(privateUseMapping.unmap(0xf0041)).toBe(0xf0041)
    expect(privateUseMapping.unmapString('\u{F00A0}')).toBe('\u{F00A0}')
  })
})

describe('boundaries: core functions work on Corrected UTF-8 as they are', () => {
  it('finds sequence starts and truncates without splitting', () => {
    const bytes = correctedUtf8.encode('aÏ€😀\u{10ffff}')
    const starts = [0, 1, 3, 6, 10]
    for (let i = 0; i <= bytes.length; i++) {
      expect(isBoundary(bytes, i)).toBe(starts.includes(i) || i === bytes.length)
      expect(boundaryAtOrBefore(bytes, i)).toBe(Math.max(...[...starts, bytes.length].filter((s) => s <= i)))
    }
    expect(nextBoundary(bytes, 1)).toBe(3)
    expect(decode(truncate(bytes, 9))).toBe('aÏ€')
    const six = encodeCodePoints([0x8421109f, 0x41])
    expect(truncate(six, 5).length).toBe(0)
    expect(nextBoundary(six, 0)).toBe(6)
  })
})
