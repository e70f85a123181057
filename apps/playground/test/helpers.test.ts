// The page's pure helpers, on Node: hex, URL state, order, structure bits (against the packages' own
// diagrams), encode results and decode ranges (against the library and TextDecoder).

import { compareByCodePoint, sortByCodePoint } from '@utf8x/collation'
import { bitDiagram, formatDiagram } from '@utf8x/core'

import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { cesu8, mutf8, utf8, wtf8 } from '@utf8x/utf8-classic'
import { eightByte } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { leadingOnes } from '../../../packages/core/src/bits.ts'
import { BYTE_CODECS } from '../../../tools/testing/codecs.ts'
import { decodeWith, errorSpan } from '../src/_decode.ts'
import { encodeWith, readEncodeInput } from '../src/_encode.ts'
import { formatHex } from '../src/_hex.ts'
import { orders, readLines } from '../src/_order.ts'
import { readPaste } from '../src/_paste.ts'
import { explainMojibake } from '../src/_repair.ts'
import { type AnyCodec, loadSchemes, SCHEMES, type Units } from '../src/_schemes.ts'
import { DEFAULT_STATE, decodeText, encodeText, formatState, parseState } from '../src/_state.ts'
import { PREVIEW_CODE_POINTS, STEP_UNITS, validateInSteps, verdicts } from '../src/_verdicts.ts'

/** Hex bytes, as the bytes box reads them. */
function parseHex(text: string): Uint8Array {
  const reading = readPaste(text, 'hex')
  if (!reading.ok) throw new SyntaxError(reading.problem.message)
  return reading.bytes
}

describe('hex', () => {
  test.each([
    ['C3 A9', [0xc3, 0xa9]],
    ['c3a9', [0xc3, 0xa9]],
    ['0xC3, 0xa9', [0xc3, 0xa9]],
    ['\\xc3\\xa9', [0xc3, 0xa9]],
    ['%C3%A9', [0xc3, 0xa9]],
    ['  0xf ', [0x0f]],
    ['', []],
  ])('parseHex(%j)', (text, bytes) => {
    expect([...parseHex(text)]).toEqual(bytes)
  })

  test('parseHex rejects what is not hex', () => {
    expect(() => parseHex('C3 G9')).toThrow(new SyntaxError('“G” is not a hex digit'))
    expect(() => parseHex('C3A')).toThrow(new SyntaxError('“C3A” has an odd number of hex digits'))
    expect(() => parseHex('C3 A')).toThrow(new SyntaxError('“A” is a lone hex digit: a byte is two (0A)'))
  })

  test('formatHex and parseHex are inverse', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(parseHex(formatHex(bytes))).toEqual(bytes)
      }),
    )
  })
})

describe('links', () => {
  test('the default state is the empty fragment', () => {
    expect(formatState({ ...DEFAULT_STATE })).toBe('')
    expect(parseState('', '')).toEqual(DEFAULT_STATE)
  })

  test('every field survives the link, each text field as base64url of its WTF-8', () => {
    const state = {
      view: 'decode' as const,
      input: 'U+110000 & ?#',
      codePoints: true,
      bytes: 'FE 80',
      format: 'hex' as const,
      scheme: 'corrected-utf-8',
      strict: false,
      lines: 'a\nb\n😀',
      hide: ['cesu-8', 'hunks'],
      fold: [],
      compare: 'utf-8,mutf-8',
      mojibake: 'CafÃ©',
      magic: true,
    }
    const link = formatState(state)
    expect(link).toBe(
      '#v1&view=decode&input=VSsxMTAwMDAgJiA_Iw&bytes=RkUgODA&lines=YQpiCvCfmIA&mojibake=Q2Fmw4PCqQ&as=code-points&format=hex&scheme=corrected-utf-8&mode=replace&hide=cesu-8,hunks&fold=&compare=utf-8,mutf-8&magic=yes',
    )
    expect(parseState('', link)).toEqual(state)
  })

  test('a lone surrogate comes back exactly (a query string made it U+FFFD)', () => {
    expect(encodeText('a\uD800b')).toBe('Ye2ggGI') // 61 ED A0 80 62
    const link = formatState({ ...DEFAULT_STATE, input: 'a\uD800b' })
    expect(link).toBe('#v1&input=Ye2ggGI')
    expect(parseState('', link).input).toBe('a\uD800b')
    expect(parseState('?input=a%EF%BF%BDb').input).toBe('a\uFFFDb')
  })

  test('any string round-trips, lone surrogates and a leading U+FEFF included', () => {
    const strings = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc
        .array(fc.integer({ min: 0xd800, max: 0xdfff }), { maxLength: 6 })
        .map((units) => String.fromCharCode(...units)),
    )
    fc.assert(
      fc.property(strings, strings, strings, (input, bytes, lines) => {
        expect(decodeText(encodeText(input))).toBe(input)
        const state = { ...DEFAULT_STATE, input, bytes, lines }
        expect(parseState('', formatState(state))).toEqual(state)
      }),
    )
    expect(decodeText(encodeText('\uFEFFa'))).toBe('\uFEFFa')
    expect(decodeText(encodeText('\uDC00\uD800'))).toBe('\uDC00\uD800')
  })

  test('what is not base64url of WTF-8 takes the default', () => {
    // ED A0 80 ED B0 80: a surrogate pair as two 3-byte sequences, which WTF-8 refuses.
    expect(decodeText('7aCA7bCA')).toBeNull()
    expect(parseState('', '#v1&input=7aCA7bCA&bytes=%%%').input).toBe(DEFAULT_STATE.input)
    expect(parseState('', '#v1&input=7aCA7bCA&bytes=%%%').bytes).toBe(DEFAULT_STATE.bytes)
    expect(parseState('', '#v1&format=nope&view=nope')).toEqual(DEFAULT_STATE)
  })

  test('links of the first playground (query string) still open', () => {
    expect(parseState('?view=decode&hex=C0+80&scheme=mutf-8&mode=replace', '')).toEqual({
      ...DEFAULT_STATE,
      view: 'decode',
      bytes: 'C0 80',
      scheme: 'mutf-8',
      strict: false,
    })
  })

  test('a fragment without the version tag is not read as a link', () => {
    expect(parseState('?view=order', '#view=decode').view).toBe('order')
  })
})

describe('order', () => {
  test('lines that the two orders place differently are moved', () => {
    const lines = readLines('z\n\uFB01\n😀\na\n')
    const result = orders(lines, compareByCodePoint)
    expect(result.utf16.map((l) => l.text)).toEqual([...lines].sort())
    expect(result.codePoint.map((l) => l.text)).toEqual(sortByCodePoint(lines))
    expect(result.utf16.map((l) => [l.text, l.moved])).toEqual([
      ['a', false],
      ['z', false],
      ['😀', true],
      ['\uFB01', true],
    ])
  })

  test('equal lines keep their input order and never count as moved', () => {
    const result = orders(['b', 'a', 'b'], compareByCodePoint)
    expect(result.utf16.map((l) => l.source)).toEqual([1, 0, 2])
    expect(result.codePoint.map((l) => l.source)).toEqual([1, 0, 2])
    expect(result.utf16.some((l) => l.moved)).toBe(false)
  })

  test('both columns equal the two sorts on any lines', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 4 }), { maxLength: 12 }), (lines) => {
        const result = orders(lines, compareByCodePoint)
        expect(result.utf16.map((l) => l.text)).toEqual([...lines].sort())
        expect(result.codePoint.map((l) => l.text)).toEqual(sortByCodePoint(lines))
      }),
    )
  })
})

// An independent model of which bits are structure in each family (the page's own rules before every
// codec explained itself): each codec's explanation must draw the same diagrams.
type Family = 'utf8' | 'sixty-five' | 'infinity'

function familyStructure(family: Family, sequence: Uint8Array): number[] {
  const lead = sequence[0] ?? 0
  const ones = leadingOnes(lead)
  if (family === 'sixty-five') {
    // 0ddddddd, 101ddddd, then 110xdddd … 1111110x and FC–FF; extension bytes 100ddddd.
    return [...sequence].map((_, i) => (i > 0 ? 3 : ones === 0 ? 1 : ones === 1 ? 3 : Math.min(ones + 2, 8)))
  }
  const counts = [ones === 0 ? 1 : Math.min(ones + 1, 8)]
  let i = 1
  if (family === 'infinity' && lead === 0xff && sequence.length > 1) {
    const second = sequence[1] as number
    if (second >= 0x80 && second <= 0x9f) {
      counts.push(3)
      i = 2
    } else {
      // (k − 1) × B4, then k digits A0–AF.
      let before = 0
      for (; i < sequence.length && sequence[i] === 0xb4; i++, before++) counts.push(8)
      for (let d = 0; d <= before && i < sequence.length; d++, i++) counts.push(8)
    }
  }
  for (; i < sequence.length; i++) counts.push(2)
  return counts
}

const FAMILY: Record<string, Family> = { 'utf-8-65': 'sixty-five', 'utf-infinity-8': 'infinity' }

describe('explanations the page draws', () => {
  test('classic layouts', () => {
    const structure = (codec: AnyCodec, hex: string) =>
      codec
        .explain(parseHex(hex))
        .sequences.map((s) => s.diagram.units.map((u) => u.bits.filter((b) => b.role === 'structure').length))
    expect(structure(utf8, '41')).toEqual([[1]])
    expect(structure(utf8, 'E2 82 AC')).toEqual([[4, 2, 2]])
    expect(structure(eightByte, 'FF 80 80 80 80 80 80 80')).toEqual([[8, 2, 2, 2, 2, 2, 2, 2]])
    expect(utf8.explain(parseHex('C3 A9')).text).toBe("wwz0'0011 wz10'1001")
    expect(formatDiagram(utf8.explain(parseHex('C3 A9')).sequences[0]!.diagram)).toBe("wwz0'0011 wz10'1001")
  })

  test('CESU-8 halves are two sequences', () => {
    const halves = encodeWith(cesu8, readEncodeInput('😀', false)).codePoints[0]!.sequences
    expect(halves.map((s) => s.hex)).toEqual(['ED A0 BD', 'ED B8 80'])
    expect(halves.map((s) => s.surrogateHalf)).toEqual(['high', 'low'])
    expect(encodeWith(utf8, readEncodeInput('😀', false)).codePoints[0]!.sequences.length).toBe(1)
  })

  const samples: (number | bigint)[] = [
    0,
    0x7f,
    0x80,
    0xe9,
    0x7ff,
    0x800,
    0xffff,
    0x10000,
    0x10ffff,
    0x1fffff,
    0x200000,
    0x3ffffff,
    0x4000000,
    0x7fffffff,
    0x80000000,
    2 ** 36 - 1,
    // Corrected UTF-8's row edges.
    0xa0,
    0x8a0,
    0xd7ff,
    0xe000,
    0x110000,
    0x8421109f,
  ]
  const bigSamples: bigint[] = [
    2n ** 36n,
    2n ** 42n - 1n,
    2n ** 64n,
    2n ** 65n - 1n,
    2n ** 71n - 1n,
    2n ** 71n,
    2n ** 72n,
    16n ** 40n,
    16n ** 300n - 1n,
  ]
  const fits = (codec: AnyCodec, cp: number | bigint) =>
    (codec.maxCodePoint === null || BigInt(cp) <= BigInt(codec.maxCodePoint)) &&
    (typeof cp === 'number' || typeof codec.maxCodePoint !== 'number')

  test('every byte scheme: the codec explains each code point with the structure bits of its family', async () => {
    await loadSchemes()
    let checked = 0
    for (const s of SCHEMES.filter((s) => s.unit === 'byte')) {
      const codec = s.codec
      for (const cp of [...samples, ...bigSamples].filter((cp) => fits(codec, cp))) {
        let bytes: Units
        try {
          bytes = codec.encodeCodePoints([cp])
        } catch {
          continue // a surrogate or C1 value some schemes refuse
        }
        const explained = codec.explain(cp)
        expect(explained.units, `${s.id} ${cp}`).toEqual([...bytes])
        expect(BigInt(explained.codePoint as number | bigint)).toBe(BigInt(cp))
        let at = 0
        for (const sequence of explained.sequences) {
          const units = bytes.subarray(at, at + sequence.units.length) as Uint8Array
          expect(formatDiagram(sequence.diagram), `${s.id} ${cp}`).toBe(
            formatDiagram(bitDiagram(units, familyStructure(FAMILY[s.id] ?? 'utf8', units))),
          )
          at += sequence.units.length
          checked++
        }
        expect(at).toBe(bytes.length)
      }
    }
    expect(checked).toBeGreaterThanOrEqual(140)
  })

  test('a diagram has as many data bits as the core layout says', () => {
    expect(utf8.explain(0x1f600).dataBits).toBe(21)
    expect(bitDiagram([0xf0, 0x9f, 0x98, 0x80], [5, 2, 2, 2]).dataBits).toBe(21)
  })
})

describe('encode results', () => {
  test('bytes are the library output, or the EncodeError', () => {
    const input = readEncodeInput('A\u0085', false)
    const ok = encodeWith(utf8, input)
    expect(ok.bytes).toEqual(utf8.encode('A\u0085'))
    expect(ok.problem).toBeNull()
    const refused = encodeWith(correctedUtf8, input)
    expect(refused.bytes).toBeNull()
    expect(refused.problem?.kind).toBe('not-encodable')
    expect(refused.problem?.index).toBe(1)
    expect(refused.codePoints.map((c) => c.problem?.kind ?? null)).toEqual([null, 'not-encodable'])
  })

  test('a bigint beyond 2^53 is out of range for the number schemes, and encodes in UTF-∞-8', () => {
    const input = readEncodeInput('U+41 U+1000000000000000000', true)
    expect(input).toEqual({ kind: 'code-points', codePoints: [0x41, 2n ** 72n] })
    for (const codec of [utf8, eightByte, correctedUtf8] as AnyCodec[]) {
      const result = encodeWith(codec, input)
      expect(result.problem?.kind, codec.name).toBe('out-of-range')
      expect(result.problem?.index, codec.name).toBe(1)
    }
    const infinite = encodeWith(utfInfinity8, input)
    expect(infinite.bytes).toEqual(utfInfinity8.encodeCodePoints([0x41, 2n ** 72n]))
    expect(infinite.codePoints[1]!.sequences[0]!.hex).toBe('FF A1 80 81 80 80 80 80 80 80 80 80 80 80 80 80')
  })

  test('CESU-8 and Modified UTF-8 write a supplementary code point as two halves', () => {
    for (const codec of [cesu8, mutf8]) {
      const result = encodeWith(codec, readEncodeInput('😀', false))
      expect(result.codePoints[0]!.sequences.map((s) => s.hex)).toEqual(['ED A0 BD', 'ED B8 80'])
      expect(result.codePoints[0]!.sequences.map((s) => s.storedValue)).toEqual([0xd83d, 0xde00])
    }
  })
})

describe('rows agree with the whole encoding (issue 21: “Cannot encode (surrogate)” beside bytes)', () => {
  test('a lone surrogate in text: no bytes in its row where the text is refused', async () => {
    await loadSchemes()
    const input = readEncodeInput('a\uD800b', false)
    for (const s of SCHEMES) {
      const result = encodeWith(s.codec, input)
      const row = result.codePoints[1]!
      expect(row.codePoint, s.id).toBe(0xd800)
      if (result.bytes === null) {
        expect(result.problem?.kind, s.id).toBe(
          s.id.startsWith('utf-8-hunk-') && Number(s.id.slice(-1)) < 5 ? 'out-of-range' : 'surrogate',
        )
        if (result.problem?.kind === 'surrogate') {
          expect(result.problem.index, s.id).toBe(1)
          expect(row.problem?.kind, s.id).toBe('surrogate')
          expect(row.sequences, s.id).toEqual([])
        }
      } else {
        // WTF-8 and Modified UTF-8 hold lone surrogates: ED A0 80 in the bytes and in the row.
        expect(['wtf-8', 'mutf-8']).toContain(s.id)
        expect(row.problem).toBeNull()
        expect(row.sequences.map((q) => q.hex)).toEqual(['ED A0 80'])
        expect(formatHex(result.bytes)).toBe('61 ED A0 80 62')
      }
    }
    // As a code point (a value, not text), RFC 2279 and Barber's schemes encode U+D800.
    expect(encodeWith(eightByte, readEncodeInput('U+D800', true)).codePoints[0]!.sequences[0]!.hex).toBe(
      'ED A0 80',
    )
  })

  test('the row the whole encoding refuses shows the refusal (WTF-8: a high and a low surrogate listed)', () => {
    const result = encodeWith(wtf8, readEncodeInput('U+D83D U+DE00', true))
    expect(result.bytes).toBeNull()
    expect(result.problem).toMatchObject({ kind: 'surrogate', index: 0 })
    expect(result.codePoints.map((c) => [c.problem?.kind ?? null, c.sequences.length])).toEqual([
      ['surrogate', 0],
      [null, 1],
    ])
  })

  test('a text index maps to its code point: the surrogate after an astral character', () => {
    const result = encodeWith(utf8, readEncodeInput('😀\uDC00', false))
    expect(result.problem).toMatchObject({ kind: 'surrogate', index: 2 })
    expect(result.codePoints.map((c) => c.problem?.kind ?? null)).toEqual([null, 'surrogate'])
  })
})

describe('hunk schemes', () => {
  test('the page lists utf-8-hunk-1 … 9 after the byte schemes, from @utf8x/codecs', async () => {
    await loadSchemes()
    expect(SCHEMES.map((s) => s.id)).toEqual([
      ...BYTE_CODECS.map((c) => c.name),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `utf-8-hunk-${n}`),
    ])
    expect(SCHEMES.filter((s) => s.unit === 'hunk').map((s) => s.unitBits)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ])
  })

  test('hunks are encoded and explained like bytes: hunk-8 is the eight-byte scheme, hunk-9 has 3 hex digits', async () => {
    await loadSchemes()
    const byId = (id: string) => SCHEMES.find((s) => s.id === id)!
    const eight = encodeWith(byId('utf-8-hunk-8').codec, readEncodeInput('é😀', false))
    expect([...(eight.bytes ?? [])]).toEqual([...eightByte.encode('é😀')])
    const nine = byId('utf-8-hunk-9')
    const result = encodeWith(nine.codec, readEncodeInput('😀', false))
    // U+1F600 in three 9-bit hunks: 1110 + its top 5 bits (00111), then 10 + 7 bits twice (1101100, 0000000).
    expect(formatHex(result.bytes!, 9)).toBe('1C7 16C 100')
    expect(result.codePoints[0]!.sequences[0]!.hex).toBe('1C7 16C 100')
    const five = encodeWith(byId('utf-8-hunk-5').codec, readEncodeInput('A', false))
    expect([...five.bytes!]).toEqual([0b11101, 0b10000, 0b10001])
    expect(five.codePoints[0]!.sequences[0]!.text).toBe("w'wwz1 w'z000 w'z001")
  })
})

describe('what are these bytes', () => {
  test('every scheme: accepted with the text, or the first error with the offending sequence', async () => {
    await loadSchemes()
    const bytes = parseHex('68 C0 80')
    const list = verdicts(bytes, SCHEMES)
    // 9-bit hunks: every byte is a one-hunk code point (0_dddddddd), so C0 is U+00C0.
    expect(list.filter((v) => v.error === null).map((v) => v.scheme.id)).toEqual([
      'mutf-8',
      'corrected-utf-8',
      'utf-8-hunk-9',
    ])
    expect(list.at(-1)?.text).toBe('h\u00C0\u0080')
    const [utf] = list
    expect(utf?.error).toMatchObject({ kind: 'overlong', offset: 1 })
    expect(utf?.sequence?.hex).toBe('C0 80')
    expect(utf?.sequence?.text).toBe("wwz0'0000 wz00'0000")
    expect(utf?.codePoints).toEqual([0x68])
    expect(utf?.text).toBe('h')
    const mutf = list.find((v) => v.scheme.id === 'mutf-8')
    expect(mutf?.text).toBe('h\0')
    const corrected = list.find((v) => v.scheme.id === 'corrected-utf-8')
    expect(corrected?.codePoints).toEqual([0x68, 0xa0])
    expect(corrected?.text).toBe('h\u00A0')
    // Hunk schemes read a hunk per byte: 68 is wider than 5 bits.
    expect(list.find((v) => v.scheme.id === 'utf-8-hunk-5')?.error).toMatchObject({
      kind: 'invalid-lead',
      offset: 0,
    })
    expect(list.find((v) => v.scheme.id === 'utf-8-hunk-8')?.error).toMatchObject({
      kind: 'overlong',
      offset: 1,
    })
  })

  test('a lone surrogate: text in WTF-8, code points only where a string cannot hold it faithfully', async () => {
    await loadSchemes()
    const list = verdicts(parseHex('61 ED A0 80'), SCHEMES)
    const by = (id: string) => list.find((v) => v.scheme.id === id)!
    expect(by('wtf-8').text).toBe('a\uD800')
    expect(by('utf-8').error).toMatchObject({ kind: 'surrogate', offset: 1 })
    expect(by('utf-8-eight-byte').codePoints).toEqual([0x61, 0xd800])
    expect(by('utf-8-eight-byte').text).toBeNull()
  })

  test('large inputs (validated whole, a preview decoded) agree with schemesAccepting', async () => {
    await loadSchemes()
    const text = 'añ€😀'.repeat(3000)
    const ok = utf8.encode(text)
    const bad = Uint8Array.from([...ok, 0xc0, 0x80])
    for (const bytes of [ok, bad, parseHex('FF 80 80 80 80 80 80 80 41')]) {
      const whole = verdicts(bytes, SCHEMES)
      const previewed = verdicts(bytes, SCHEMES, 0)
      expect(previewed.map((v) => [v.scheme.id, v.error?.kind, v.error?.offset])).toEqual(
        whole.map((v) => [v.scheme.id, v.error?.kind, v.error?.offset]),
      )
      for (const [i, v] of previewed.entries()) {
        const w = whole[i]!
        expect(v.codePoints.length, v.scheme.id).toBe(Math.min(PREVIEW_CODE_POINTS, w.codePoints.length))
        expect(v.codePoints.slice(0, 50), v.scheme.id).toEqual(w.codePoints.slice(0, 50))
        expect(v.text?.slice(0, 50) ?? null, v.scheme.id).toBe(w.text?.slice(0, 50) ?? null)
      }
    }
    expect(verdicts(ok, SCHEMES)[0]?.cut).toBe(true)
    expect(verdicts(ok, SCHEMES)[0]?.text).toBe(
      text.slice(0, [...text].slice(0, PREVIEW_CODE_POINTS).join('').length),
    )
  })
})

describe('validation in steps (files)', () => {
  test('gives the error validate gives, in every scheme, a sequence across a step included', async () => {
    await loadSchemes()
    const tails = ['E0 80 80', 'C3 A9', 'ED A0 80 ED B0 80', 'FE 80 FF', 'F0 9F 98', 'C0 80', 'FF', '80']
    let pauses = 0
    const pause = async () => {
      pauses++
      return false
    }
    for (const tail of tails) {
      for (const before of [STEP_UNITS - 2, STEP_UNITS - 1, STEP_UNITS]) {
        const bytes = new Uint8Array(before + 2 * STEP_UNITS).fill(0x61)
        bytes.set(parseHex(tail), before)
        for (const scheme of SCHEMES) {
          const units = scheme.toUnits(bytes)
          const expected = scheme.codec.validate(units)
          const got = await validateInSteps(scheme.codec, units, pause)
          expect([got?.kind, got?.offset, got?.message], `${scheme.id} ${tail} at ${before}`).toEqual([
            expected?.kind,
            expected?.offset,
            expected?.message,
          ])
        }
      }
    }
    expect(pauses).toBeGreaterThan(0)
    // Stopped by its pause: no verdict.
    expect(await validateInSteps(utf8, new Uint8Array(3 * STEP_UNITS), async () => true)).toBeUndefined()
  })
})

describe('decode ranges', () => {
  test('strict: the code points before the error and the offending bytes', () => {
    const bytes = parseHex('41 C3 A9 C0 80 42')
    const result = decodeWith(utf8, bytes, true)
    expect(result.error?.kind).toBe('overlong')
    expect(result.error?.offset).toBe(3)
    expect(errorSpan(result.error!, utf8, bytes)).toEqual({ start: 3, end: 5 })
    const truncated = parseHex('41 F0 9F 98 42')
    expect(errorSpan(utf8.validate(truncated)!, utf8, truncated)).toEqual({ start: 1, end: 4 })
    const reserved = parseHex('41 FE 80 FF 42')
    expect(errorSpan(correctedUtf8.validate(reserved)!, correctedUtf8, reserved)).toEqual({
      start: 1,
      end: 4,
    })
    expect(result.items.map((i) => [i.codePoint, i.start, i.end])).toEqual([
      [0x41, 0, 1],
      [0xe9, 1, 3],
    ])
  })

  test('replacement: each U+FFFD with the bytes it replaces', () => {
    const bytes = parseHex('41 F0 9F 98 42 C0 80 ED A0 80')
    const result = decodeWith(utf8, bytes, false)
    expect(result.items.map((i) => [i.codePoint, i.start, i.end, i.replaced?.kind ?? null])).toEqual([
      [0x41, 0, 1, null],
      [0xfffd, 1, 4, 'truncated'],
      [0x42, 4, 5, null],
      [0xfffd, 5, 6, 'overlong'],
      [0xfffd, 6, 7, 'unexpected-continuation'],
      [0xfffd, 7, 8, 'surrogate'],
      [0xfffd, 8, 9, 'unexpected-continuation'],
      [0xfffd, 9, 10, 'unexpected-continuation'],
    ])
    expect(result.text).toEqual({ ok: true, value: new TextDecoder().decode(bytes) })
  })

  test('a Corrected UTF-8 reserved run is one U+FFFD', () => {
    const result = decodeWith(correctedUtf8, parseHex('41 FE 80 FF 42'), false)
    expect(result.items.map((i) => [i.codePoint, i.start, i.end])).toEqual([
      [0x41, 0, 1],
      [0xfffd, 1, 4],
      [0x42, 4, 5],
    ])
  })

  const schemes: AnyCodec[] = [...BYTE_CODECS]
  test.each(schemes.map((c) => [c.name, c] as const))(
    '%s: ranges tile the input and agree with the library',
    (_, codec) => {
      fc.assert(
        fc.property(
          fc.array(fc.oneof(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0x80, max: 0xbf })), {
            maxLength: 24,
          }),
          (list) => {
            const bytes = Uint8Array.from(list)
            const replaced = decodeWith(codec, bytes, false)
            expect(replaced.items.map((i) => i.codePoint)).toEqual(
              codec.decodeCodePoints(bytes, { fatal: false }),
            )
            let at = 0
            for (const item of replaced.items) {
              expect(item.start).toBe(at)
              expect(item.end).toBeGreaterThan(item.start)
              at = item.end
            }
            expect(at).toBe(bytes.length)
            const strict = decodeWith(codec, bytes, true)
            expect(strict.error?.offset ?? null).toBe(codec.validate(bytes)?.offset ?? null)
            expect(strict.items.at(-1)?.end ?? 0).toBe(strict.error?.offset ?? bytes.length)
          },
        ),
        { numRuns: 150 },
      )
    },
  )

  test('utf-8 replacement agrees with TextDecoder', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (bytes) => {
        const result = decodeWith(utf8, bytes, false)
        const text = String.fromCodePoint(...result.items.map((i) => Number(i.codePoint)))
        expect(text).toBe(new TextDecoder().decode(bytes))
      }),
      { numRuns: 300 },
    )
  })
})

describe('the Looks wrong? view: each mistake replayed with its bytes', () => {
  const hex = (bytes: Uint8Array) => formatHex(bytes, 8)

  test('CafÃ©: one mistake, the UTF-8 bytes of Café read as Windows-1252', () => {
    const e = explainMojibake('CafÃ©')
    expect(e?.text).toBe('Café')
    expect(e?.steps).toEqual(['utf-8 read as windows-1252'])
    expect(e?.lost).toBe(false)
    const [stage, ...rest] = e?.stages ?? []
    expect(rest).toEqual([])
    expect({
      ...stage,
      bytes: hex(stage!.bytes),
      rows: stage!.rows.map((r) => [r.codePoint, hex(r.bytes), r.readAs]),
    }).toEqual({
      step: 'utf-8 read as windows-1252',
      scheme: 'utf-8',
      reading: 'windows-1252',
      before: 'Café',
      bytes: '43 61 66 C3 A9',
      after: 'CafÃ©',
      rows: [[0xe9, 'C3 A9', 'Ã©']],
      total: 1,
    })
  })

  // Windows-1252's characters for 80–9F (ƒ, ‚, €…) are replayed with the browser's TextDecoder, which
  // Node 20 reads as Latin-1: those are checked in Chromium (e2e.test.ts: naÃƒÂ¯ve, the euro sign).
  test('twice misread: both stages, first made first', () => {
    const e = explainMojibake('naÃ\u0083Â¯ve')
    expect(e?.text).toBe('naïve')
    expect(e?.steps).toEqual(['utf-8 read as windows-1252', 'utf-8 read as iso-8859-1'])
    expect(e?.stages?.map((s) => [s.before, hex(s.bytes), s.after])).toEqual([
      ['naïve', '6E 61 C3 AF 76 65', 'naÃ¯ve'],
      ['naÃ¯ve', '6E 61 C3 83 C2 AF 76 65', 'naÃ\u0083Â¯ve'],
    ])
    expect(e?.stages?.[1]?.rows.map((r) => [r.codePoint, hex(r.bytes), r.readAs])).toEqual([
      [0xc3, 'C3 83', 'Ã\u0083'],
      [0xaf, 'C2 AF', 'Â¯'],
    ])
  })

  test('ISO-8859-1 (C1 controls), CESU-8 halves, and U+FFFD', () => {
    const latin1 = explainMojibake('â\u0080\u0099')
    expect(latin1?.text).toBe('’')
    expect(latin1?.stages?.map((s) => [s.step, hex(s.bytes)])).toEqual([
      ['utf-8 read as iso-8859-1', 'E2 80 99'],
    ])
    const cesu = explainMojibake('í\u00a0½í¸\u0080')
    expect(cesu?.text).toBe('😀')
    expect(cesu?.stages?.[0]?.rows.map((r) => [r.codePoint, hex(r.bytes), r.readAs])).toEqual([
      [0x1f600, 'ED A0 BD ED B8 80', 'í\u00a0½í¸\u0080'],
    ])
    const lost = explainMojibake('caf\uFFFD')
    expect(lost).toEqual({
      text: 'caf\uFFFD',
      steps: ['bytes were lost (U+FFFD): cannot be undone'],
      lost: true,
      stages: [],
    })
    const lostAndMisread = explainMojibake('\uFFFD Ã©')
    expect(lostAndMisread?.text).toBe('\uFFFD é')
    expect(lostAndMisread?.stages?.[0]?.rows.map((r) => [r.codePoint, hex(r.bytes), r.readAs])).toEqual([
      [0xfffd, 'EF BF BD', '\uFFFD'],
      [0xe9, 'C3 A9', 'Ã©'],
    ])
  })

  test('text that looks fine: null', () => {
    expect(explainMojibake('Café')).toBeNull()
    expect(explainMojibake('SÃO PAULO')).toBeNull()
    expect(explainMojibake('')).toBeNull()
  })
})
