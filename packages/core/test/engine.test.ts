// The engine against the shipped codecs: a scheme given as nothing but its table (rows, maximum,
// surrogate rule) must decode, replace, validate, stream and encode exactly as the hand-tuned codec of
// the same scheme, on random and hostile input. And the rules of the engine itself, row by row.
import {
  type Codec,
  type DecodeError,
  defineCodec,
  defineScheme,
  isDecodeError,
  isEncodeError,
  type Scheme,
  type SequenceLayout,
  utf8Layout,
} from '@utf8x/core'
import { encodeText, encodeTextInto, utf8Accelerator, utf8Scheme, wtf8Scheme } from '@utf8x/core/internal'
import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { cesu8, mutf8, utf8, utf8Rfc2279, wtf8 } from '@utf8x/utf8-classic'
import { eightByte, hunkCodec, sevenByte, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import { describe, expect, it } from 'vitest'
// UTF-∞-8's FF rule as its package writes it: with core's RFC 2279 rows, the engine alone must agree
// with the shipped codec (the package's own rows, its accelerator) on every input.
import { leadRule as infinityRule } from '../../utf8-infinity/src/_lead-rule.ts'
import { RFC3629_LAYOUTS } from '../src/_rows.ts'
import { RFC3629_ROWS } from '../src/_tables.ts'
import { decodeToCodePoints, decodeToString, validateUnits } from '../src/engine/decode.ts'
import { textLength } from '../src/engine/encode.ts'
import { engineReader } from '../src/engine/explain.ts'

const rows = (count: number, unitBits = 8): SequenceLayout[] =>
  Array.from({ length: count }, (_, k) => utf8Layout(k + 1, unitBits))

/** Barber §9, table ten: extension `100ddddd`; leads as SEMANTICS.md lists them. */
const TABLE_TEN: readonly [number, number][] = [
  [0x00, 7],
  [0xa0, 5],
  [0xc0, 4],
  [0xd0, 4],
  [0xe0, 3],
  [0xe8, 3],
  [0xf0, 2],
  [0xf4, 2],
  [0xf8, 1],
  [0xfa, 1],
  [0xfc, 0],
  [0xfd, 0],
  [0xfe, 0],
  [0xff, 0],
]
const sixtyFiveRows: SequenceLayout[] = TABLE_TEN.map(([leadMarker, leadDataBits], k) => ({
  unitBits: 8,
  leadMarker,
  leadDataBits,
  extensionCount: k,
  extensionMarker: 0x80,
  extensionDataBits: 5,
}))

const tables = {
  utf8: defineScheme({ name: 'utf-8', rows: rows(4), maxCodePoint: 0x10ffff, surrogates: 'forbid' }),
  rfc2279: defineScheme({ name: 'utf-8-rfc2279', rows: rows(6), maxCodePoint: 0x7fffffff }),
  eightByte: defineScheme({ name: 'utf-8-eight-byte', rows: rows(8), maxCodePoint: 2 ** 42 - 1 }),
  sevenByte: defineScheme({ name: 'utf-8-seven-byte', rows: rows(7), maxCodePoint: 2 ** 36 - 1 }),
  sixtyFive: defineScheme({ name: 'utf-8-65', rows: sixtyFiveRows, maxCodePoint: 2n ** 65n - 1n }),
  cesu8: defineScheme({
    name: 'cesu-8',
    rows: rows(3),
    maxCodePoint: 0x10ffff,
    surrogates: 'pairs',
    orderPreserving: false,
  }),
  mutf8: defineScheme({
    name: 'mutf-8',
    rows: rows(3),
    maxCodePoint: 0x10ffff,
    surrogates: 'lone-or-pairs',
    modifiedNul: true,
    orderPreserving: false,
  }),
  wtf8: defineScheme({ name: 'wtf-8', rows: rows(4), maxCodePoint: 0x10ffff, surrogates: 'lone' }),
  infinity: defineScheme<bigint>({
    name: 'utf-infinity-8',
    rows: rows(7),
    maxCodePoint: null,
    surrogates: 'forbid',
    leadRule: infinityRule,
  }),
  // The seed's table of byte sequences with their offsets (corrected-utf8.md).
  corrected: defineScheme({
    name: 'corrected-utf-8',
    rows: rows(6),
    maxCodePoint: 0x8421109f,
    offsets: [
      [2, 0, 160],
      [3, 0, 2208],
      [3, 0xe000 - 4256, 4256],
      [4, 0, 69792],
      [5, 0, 2166944],
      [6, 0, 69275808],
    ],
    reserved: [0xfe, 0xff],
  }),
}

/** A tiny deterministic generator (xorshift32). */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s >>>= 0
    s ^= s >>> 17
    s ^= s << 5
    s >>>= 0
    return s / 2 ** 32
  }
}

/**
 * Hostile units: random units of every kind (leads, extension units, ASCII) mixed with whole and cut
 * sequences, surrogate halves (`ED A0 80`, `ED B0 80`), pairs, `C0 80` and the largest leads.
 */
function hostile(next: () => number, length: number, unitBits = 8): number[] {
  const top = 2 ** unitBits
  const ext = () => (top >> 1) + Math.floor(next() * (top >> 2))
  const out: number[] = []
  while (out.length < length) {
    const r = next()
    if (r < 0.2) out.push(Math.floor(next() * top))
    else if (r < 0.35) out.push(top - 1 - Math.floor(next() * Math.min(16, top)))
    else if (r < 0.5) out.push(ext())
    else if (r < 0.6) out.push(Math.floor(next() * (top >> 1)))
    else if (unitBits === 8 && r < 0.75) {
      // A surrogate half, whole or cut; often a high right before a low.
      const high = next() < 0.5
      const piece = [0xed, (high ? 0xa0 : 0xb0) + Math.floor(next() * 16), ext()]
      if (high && next() < 0.6) piece.push(0xed, 0xb0 + Math.floor(next() * 16), ext())
      out.push(...piece.slice(0, next() < 0.8 ? piece.length : 1 + Math.floor(next() * piece.length)))
    } else if (unitBits === 8 && r < 0.8) out.push(0xc0, 0x80)
    else {
      // A lead and as many extension units as it announces, or fewer.
      const lead = (top >> 1) + (top >> 2) + Math.floor(next() * (top >> 2))
      let ones = 0
      while (ones < unitBits && lead & (1 << (unitBits - 1 - ones))) ones++
      const count = next() < 0.8 ? ones - 1 : Math.floor(next() * ones)
      out.push(lead)
      for (let k = 0; k < count; k++) out.push(ext())
    }
  }
  return out.slice(0, length)
}

type Outcome = { ok: unknown } | { kind: string; offset: number; name: string }

function outcome(run: () => unknown): Outcome {
  try {
    return { ok: run() }
  } catch (error) {
    if (isEncodeError(error)) return { kind: error.kind, offset: error.index, name: error.scheme }
    if (!isDecodeError(error)) throw error
    return { kind: error.kind, offset: error.offset, name: error.scheme }
  }
}

function errorFacts(error: DecodeError | null): unknown {
  return error === null ? null : { kind: error.kind, offset: error.offset, scheme: error.scheme }
}

/** Streams `bytes` through a decoder in chunks cut at `cuts`. */
function streamed(codec: Codec<number | bigint>, bytes: Uint8Array, cuts: number[], fatal: boolean): Outcome {
  return outcome(() => {
    const decoder = codec.createDecoder({ fatal })
    let text = ''
    let at = 0
    for (const cut of cuts) {
      text += decoder.decode(bytes.subarray(at, cut), { stream: true })
      at = cut
    }
    return text + decoder.decode(bytes.subarray(at))
  })
}

const pairs: [string, Scheme<number | bigint>, Codec<number | bigint>][] = [
  ['utf-8', tables.utf8, utf8],
  ['utf-8-rfc2279', tables.rfc2279, utf8Rfc2279],
  ['utf-8-eight-byte', tables.eightByte, eightByte],
  ['utf-8-seven-byte', tables.sevenByte, sevenByte],
  ['utf-8-65', tables.sixtyFive, sixtyFiveBit],
  ['cesu-8', tables.cesu8, cesu8],
  ['mutf-8', tables.mutf8, mutf8],
  ['wtf-8', tables.wtf8, wtf8],
  ['corrected-utf-8', tables.corrected, correctedUtf8],
  ['utf-infinity-8', tables.infinity, utfInfinity8],
]

describe('the engine agrees with every shipped codec of a table-only scheme', () => {
  for (const [name, scheme, codec] of pairs) {
    it(`${name}: decoding, replacing, validating, streaming and re-encoding 3000 hostile inputs`, () => {
      const tableCodec = defineCodec<number | bigint>(scheme)
      expect(tableCodec.maxSequenceLength).toBe(codec.maxSequenceLength)
      expect(tableCodec.maxCodePoint).toBe(codec.maxCodePoint)
      const next = random(name.length * 7919)
      for (let t = 0; t < 3000; t++) {
        const bytes = new Uint8Array(hostile(next, 1 + Math.floor(next() * 24)))
        for (const fatal of [true, false]) {
          expect(outcome(() => decodeToCodePoints(scheme, bytes, fatal))).toEqual(
            outcome(() => codec.decodeCodePoints(bytes, { fatal })),
          )
          expect(outcome(() => decodeToString(scheme, bytes, fatal))).toEqual(
            outcome(() => codec.decode(bytes, { fatal })),
          )
          const cuts = [Math.floor(next() * bytes.length), Math.floor(next() * bytes.length)].sort(
            (a, b) => a - b,
          )
          expect(streamed(tableCodec, bytes, cuts, fatal)).toEqual(streamed(codec, bytes, cuts, fatal))
        }
        expect(errorFacts(validateUnits(scheme, bytes))).toEqual(errorFacts(codec.validate(bytes)))
        const points = outcome(() => codec.decodeCodePoints(bytes))
        if ('ok' in points) {
          expect(tableCodec.encodeCodePoints(points.ok as number[])).toEqual(bytes)
          expect(tableCodec.encode(codec.decode(bytes, { fatal: false }))).toEqual(
            codec.encode(codec.decode(bytes, { fatal: false })),
          )
        }
      }
    })
  }

  for (let h = 1; h <= 9; h++) {
    it(`hunks of ${h} bits: the engine on Uint16Array hunks equals hunkCodec(${h})`, () => {
      const hunks = hunkCodec(h as 1)
      const max = h === 9 ? 2n ** 56n - 1n : [0, 0, 1, 3, 63, 4095, 2 ** 20 - 1, 2 ** 30 - 1, 2 ** 42 - 1][h]
      const scheme = defineScheme<number | bigint>({
        name: `utf-8-hunk-${h}`,
        rows: rows(h === 1 ? 1 : h, h),
        maxCodePoint: max as number | bigint,
      })
      const next = random(h * 104729)
      for (let t = 0; t < 1500; t++) {
        const units = new Uint16Array(hostile(next, 1 + Math.floor(next() * 20), h))
        for (const fatal of [true, false]) {
          expect(outcome(() => decodeToCodePoints(scheme, units, fatal))).toEqual(
            outcome(() => hunks.decodeCodePoints(units, { fatal })),
          )
          expect(outcome(() => decodeToString(scheme, units, fatal))).toEqual(
            outcome(() => hunks.decode(units, { fatal })),
          )
        }
        expect(errorFacts(validateUnits(scheme, units))).toEqual(errorFacts(hunks.validate(units)))
      }
    })
  }
})

describe('an accelerator declines or agrees: the UTF-8 one, on every UTF-8-compatible scheme', () => {
  const compatible: [Scheme<number | bigint>, Codec<number | bigint>, boolean, boolean][] = [
    [tables.utf8, utf8, false, true],
    [tables.wtf8, wtf8, true, false],
    [tables.rfc2279, utf8Rfc2279, false, false],
    [tables.eightByte, eightByte, false, false],
    [tables.sevenByte, sevenByte, false, false],
    // UTF-∞-8 is RFC 2279 below 2^31, so RFC 3629 UTF-8 means the same in it.
    [tables.infinity, utfInfinity8, false, false],
  ]
  for (const [scheme, codec, loneSurrogates, whatwgReplacement] of compatible) {
    it(`${scheme.name}: short and long hostile inputs (past the kernels' and natives' thresholds)`, () => {
      const fast = defineCodec<number | bigint>(scheme, {
        accelerator: utf8Accelerator({ loneSurrogates, whatwgReplacement }),
      })
      // The shipped codec may itself run on the accelerator: the engine alone is the reference too.
      const plain = defineCodec<number | bigint>(scheme)
      const next = random(scheme.name.length * 31337)
      const text = 'ASCII text, é, €, 😀 and 中文 '.repeat(40)
      for (let t = 0; t < 400; t++) {
        const body = codec.encode(text.slice(0, Math.floor(next() * text.length)), { fatal: false })
        const noise = hostile(next, Math.floor(next() * 12))
        const at = Math.floor(next() * (body.length + 1))
        const bytes = new Uint8Array([...body.subarray(0, at), ...noise, ...body.subarray(at)])
        for (const fatal of [true, false]) {
          expect(outcome(() => fast.decode(bytes, { fatal }))).toEqual(
            outcome(() => codec.decode(bytes, { fatal })),
          )
          expect(outcome(() => fast.decode(bytes, { fatal }))).toEqual(
            outcome(() => plain.decode(bytes, { fatal })),
          )
        }
        expect(errorFacts(fast.validate(bytes))).toEqual(errorFacts(codec.validate(bytes)))
        expect(errorFacts(fast.validate(bytes))).toEqual(errorFacts(plain.validate(bytes)))
        const decoded = codec.decode(bytes, { fatal: false })
        const cut = decoded.slice(0, Math.floor(next() * decoded.length))
        for (const fatal of [true, false]) {
          expect(outcome(() => fast.encode(cut, { fatal }))).toEqual(
            outcome(() => codec.encode(cut, { fatal })),
          )
        }
        const room = new Uint8Array(Math.floor(next() * 3 * cut.length))
        const other = new Uint8Array(room.length)
        expect(fast.encodeInto(cut, room, { fatal: false })).toEqual(
          codec.encodeInto(cut, other, { fatal: false }),
        )
        expect(room).toEqual(other)
        expect(fast.byteLength(cut)).toBe(codec.byteLength(cut))
      }
    })
  }
})

describe("the accelerator's encodeCodePoints", () => {
  it('gets the list once, as an array (an iterable is read once), and the engine answers when it declines', () => {
    const seen: unknown[][] = []
    const codec = defineCodec(tables.utf8, {
      accelerator: {
        encodeCodePoints(list) {
          seen.push([...list])
          return list.length === 1 ? new Uint8Array([0x2a]) : null
        },
      },
    })
    function* points() {
      yield 0x41
      yield 0xe9
    }
    expect(codec.encodeCodePoints(points())).toEqual(new Uint8Array([0x41, 0xc3, 0xa9]))
    expect(codec.encodeCodePoints([0x41])).toEqual(new Uint8Array([0x2a]))
    expect(seen).toEqual([[0x41, 0xe9], [0x41]])
  })
})

describe("the accelerator's byteLength sizes encode", () => {
  it('is used as the size of the output, and a wrong one never shows: the engine then measures itself', () => {
    const text = 'hé€😀\uD800x'
    const expected = defineCodec(tables.utf8).encode(text, { fatal: false })
    const asked: string[] = []
    for (const length of [expected.length, expected.length - 1, expected.length + 3, 0]) {
      const codec = defineCodec(tables.utf8, {
        accelerator: {
          byteLength(t) {
            asked.push(t)
            return length
          },
        },
      })
      expect(codec.encode(text, { fatal: false })).toEqual(expected)
    }
    expect(asked).toEqual([text, text, text, text])
    // As many bytes as units: ASCII, written into an array of that length; a length that says so of
    // other text is checked, not trusted.
    const ascii = 'plain text '.repeat(8)
    const asciiCodec = defineCodec(tables.utf8, { accelerator: { byteLength: (t) => t.length } })
    expect(asciiCodec.encode(ascii)).toEqual(new TextEncoder().encode(ascii))
    const accented = 'é'.repeat(70)
    const lying = defineCodec(tables.sixtyFive, { accelerator: { byteLength: (t) => t.length } })
    expect(lying.encode(accented)).toEqual(defineCodec(tables.sixtyFive).encode(accented))
    expect(lying.encode(accented)).not.toEqual(new TextEncoder().encode(accented))
    // Strict, the first character the scheme refuses is an EncodeError, whatever the length said.
    const strict = defineCodec(tables.utf8, { accelerator: { byteLength: () => expected.length } })
    expect(() => strict.encode(text)).toThrow(/surrogate/)
  })
})

describe('a scheme we do not ship, added as nothing but a table', () => {
  // UTF-8 as RFC 2279 drew it, cut at 21 bits: the four rows of RFC 3629's table, the maximum raised
  // from U+10FFFF to U+1FFFFF, surrogates still forbidden.
  const utf8x21 = defineCodec({
    name: 'utf-8-21',
    rows: rows(4),
    maxCodePoint: 0x1fffff,
    surrogates: 'forbid',
  })

  it('decodes and encodes the values above U+10FFFF that UTF-8 refuses', () => {
    const top = new Uint8Array([0xf7, 0xbf, 0xbf, 0xbf])
    expect(utf8x21.decodeCodePoints(top)).toEqual([0x1fffff])
    expect(utf8x21.encodeCodePoints([0x1fffff, 0x41, 0xe9])).toEqual(
      new Uint8Array([0xf7, 0xbf, 0xbf, 0xbf, 0x41, 0xc3, 0xa9]),
    )
    expect(utf8x21.encodedLength(0x110000)).toBe(4)
    expect(utf8x21.maxSequenceLength).toBe(4)
    expect(utf8x21.encode('h€😀')).toEqual(new Uint8Array([0x68, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]))
    expect(utf8x21.decode(new Uint8Array([0x68, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]))).toBe('h€😀')
  })

  it('reports each error kind at its offset, in SEMANTICS.md order, and replaces maximal subparts', () => {
    const cases: [number[], string, number][] = [
      [[0x41, 0x80], 'unexpected-continuation', 1],
      [[0xf8, 0x80], 'invalid-lead', 0],
      [[0xe2, 0x82], 'truncated', 0],
      [[0xc0, 0x80], 'overlong', 0],
      [[0xed, 0xa0, 0x80], 'surrogate', 0],
      [[0x41, 0xf4, 0x90, 0x80], 'truncated', 1],
    ]
    for (const [bytes, kind, offset] of cases) {
      const error = utf8x21.validate(new Uint8Array(bytes))
      expect([error?.name, error?.kind, error?.offset]).toEqual(['DecodeError', kind, offset])
      expect(() => utf8x21.decode(new Uint8Array(bytes))).toThrow(error?.message)
    }
    // F4 90 80 80 is U+110000 here: valid. `E0 80` cannot complete (every E0 80 xx is overlong): one U+FFFD
    // for E0, one for 80. `F7 BF` can: one U+FFFD for both, before `A`.
    expect(utf8x21.decodeCodePoints(new Uint8Array([0xf4, 0x90, 0x80, 0x80]))).toEqual([0x110000])
    expect(utf8x21.decode(new Uint8Array([0xe0, 0x80, 0xf7, 0xbf, 0x41]), { fatal: false })).toBe(
      '\ufffd\ufffd\ufffdA',
    )
    // A value a string cannot hold is `unrepresentable` when decoding to a string.
    const error = utf8x21.validate(new Uint8Array([0xf7, 0xbf, 0xbf, 0xbf]))
    expect(error).toBeNull()
    expect(() => utf8x21.decode(new Uint8Array([0x41, 0xf7, 0xbf, 0xbf, 0xbf]))).toThrow(
      expect.objectContaining({ kind: 'unrepresentable', offset: 1 }),
    )
  })

  it('an unbounded scheme says its range as it is', () => {
    const codec = defineCodec<bigint>(tables.infinity)
    expect(() => codec.encodeCodePoints([0x41, -1])).toThrow(
      expect.objectContaining({
        kind: 'out-of-range',
        index: 1,
        message: 'Cannot encode -1 in utf-infinity-8: out of range (0 and up) at index 1',
      }),
    )
    expect(codec.encodeCodePoints([2n ** 80n]).length).toBe(utfInfinity8.encodedLength(2n ** 80n))
  })

  it('refuses to encode what it cannot hold, with the index', () => {
    expect(() => utf8x21.encodeCodePoints([0x41, 0x200000])).toThrow(
      expect.objectContaining({ name: 'EncodeError', kind: 'out-of-range', index: 1 }),
    )
    expect(() => utf8x21.encodeCodePoints([0xd800])).toThrow(
      expect.objectContaining({ name: 'EncodeError', kind: 'surrogate', index: 0 }),
    )
    expect(() => utf8x21.encode('a\ud800')).toThrow(expect.objectContaining({ kind: 'surrogate', index: 1 }))
    expect(() => utf8x21.encodeCodePoints([0x41, 'B'] as never)).toThrow(
      new TypeError('The "codePoints" argument must hold numbers or bigints; "codePoints[1]" is a string'),
    )
    expect(utf8x21.encode('a\ud800', { fatal: false })).toEqual(new Uint8Array([0x61, 0xef, 0xbf, 0xbd]))
  })

  it('streams: a sequence split at every point decodes whole; a strict stream holds until it can tell', async () => {
    const bytes = new Uint8Array([0x41, 0xf7, 0xbf, 0xbf, 0xbf, 0xe2, 0x82, 0xac])
    for (let cut = 0; cut <= bytes.length; cut++) {
      const decoder = utf8x21.createDecoder({ fatal: false })
      const text =
        decoder.decode(bytes.subarray(0, cut), { stream: true }) + decoder.decode(bytes.subarray(cut))
      expect(text).toBe('A\ufffd€')
    }
    const strict = utf8x21.createDecoder()
    expect(strict.decode(new Uint8Array([0x41, 0xe0, 0x80]), { stream: true })).toBe('A')
    expect(() => strict.decode(new Uint8Array([0x80]))).toThrow(
      expect.objectContaining({ kind: 'overlong', offset: 1 }),
    )
    const stream = new (await import('@utf8x/core')).DecoderStream(utf8x21)
    const chunks = [new Uint8Array([0xe2]), new Uint8Array([0x82, 0xac, 0x41])]
    const out = new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk)
        controller.close()
      },
    }).pipeThrough(stream)
    let text = ''
    for await (const piece of out as unknown as AsyncIterable<string>) text += piece
    expect(text).toBe('€A')
  })
})

describe('one error formatter: the same words for the same kind in every scheme, the why from the table', () => {
  const message = (scheme: Scheme<number | bigint>, units: number[], unitBits = 8) =>
    validateUnits(scheme, unitBits === 8 ? new Uint8Array(units) : new Uint16Array(units))?.message
  it('says what, where, which units and why', () => {
    const cases: [Scheme<number | bigint>, number[], string][] = [
      [
        tables.utf8,
        [0x41, 0x80],
        'Cannot decode utf-8: unexpected continuation at byte 1 (80): an extension byte (10xxxxxx) cannot start a sequence',
      ],
      [
        tables.utf8,
        [0xf8],
        'Cannot decode utf-8: invalid lead at byte 0 (F8): F8 starts no sequence in utf-8',
      ],
      [
        tables.sevenByte,
        [0xff],
        'Cannot decode utf-8-seven-byte: invalid lead at byte 0 (FF): FF starts no sequence in utf-8-seven-byte',
      ],
      [
        tables.mutf8,
        [0x00],
        'Cannot decode mutf-8: invalid lead at byte 0 (00): mutf-8 writes U+0000 as C0 80',
      ],
      [
        tables.utf8,
        [0xe2, 0x82],
        'Cannot decode utf-8: truncated 3-byte sequence at byte 0 (E2 82): the lead (1110xxxx) announces 2 extension bytes; 1 came, then the input ends',
      ],
      [
        tables.utf8,
        [0xc3, 0x41],
        'Cannot decode utf-8: truncated 2-byte sequence at byte 0 (C3): the lead (110xxxxx) announces 1 extension byte; 0 came, then 41, a single byte (0xxxxxxx)',
      ],
      [
        tables.eightByte,
        [0xfe, 0x80, 0xe2],
        'Cannot decode utf-8-eight-byte: truncated 7-byte sequence at byte 0 (FE 80): the lead (11111110) announces 6 extension bytes; 1 came, then E2, a 3-byte lead (1110xxxx)',
      ],
      [
        tables.utf8,
        [0xc0, 0x80],
        'Cannot decode utf-8: overlong 2-byte sequence at byte 0 (C0 80): U+0000 takes 1 byte',
      ],
      [
        tables.sixtyFive,
        [0xa0, 0x81],
        'Cannot decode utf-8-65: overlong 2-byte sequence at byte 0 (A0 81): U+0001 takes 1 byte',
      ],
      [
        tables.utf8,
        [0xed, 0xa0, 0x80],
        'Cannot decode utf-8: surrogate U+D800 at byte 0 (ED A0 80): utf-8 does not encode surrogates',
      ],
      [
        tables.cesu8,
        [0xed, 0xb0, 0x80],
        'Cannot decode cesu-8: surrogate U+DC00 at byte 0 (ED B0 80): cesu-8 takes a surrogate only as a high one right before a low one',
      ],
      [
        tables.wtf8,
        [0xed, 0xa0, 0x80, 0xed, 0xb0, 0x80],
        'Cannot decode wtf-8: surrogate U+D800 at byte 0 (ED A0 80): a high surrogate right before a low one is one character, written in 4 bytes',
      ],
      [
        tables.utf8,
        [0xf4, 0x90, 0x80, 0x80],
        'Cannot decode utf-8: code point out of range U+110000 at byte 0 (F4 90 80 80): the largest code point of utf-8 is U+10FFFF',
      ],
      [
        tables.corrected,
        [0x41, 0x42, 0xfe, 0x80, 0x80, 0xff, 0x41],
        'Cannot decode corrected-utf-8: reserved run at bytes 2–5 (FE 80 80 FF): FE and FF start a reserved run, which goes on through them and extension bytes and holds no character',
      ],
    ]
    for (const [scheme, units, text] of cases) expect(message(scheme, units)).toBe(text)
    const hunk5 = defineScheme({ name: 'utf-8-hunk-5', rows: rows(5, 5), maxCodePoint: 4095 })
    expect(message(hunk5, [0x1, 0x20], 5)).toBe(
      'Cannot decode utf-8-hunk-5: invalid lead at hunk 1 (20): hunk 20 is wider than 5 bits',
    )
    expect(message(hunk5, [0x18, 0x10], 5)).toBe(
      'Cannot decode utf-8-hunk-5: overlong 2-hunk sequence at hunk 0 (18 10): U+0000 takes 1 hunk',
    )
    expect(() => decodeToString(tables.eightByte, new Uint8Array([0xf4, 0x90, 0x80, 0x80]), true)).toThrow(
      'Cannot decode utf-8-eight-byte: code point not representable in a JavaScript string U+110000 at byte 0 (F4 90 80 80): a JavaScript string holds values up to U+10FFFF; decode to code points to read it',
    )
  })
})

describe('reserved runs (Corrected UTF-8): one error, one U+FFFD, held whole in streams, in linear time', () => {
  const codec = defineCodec(tables.corrected)
  it('a run of 200 000 bytes fed one byte at a time', () => {
    const run = new Uint8Array(200_000).fill(0x80)
    run[0] = 0xfe
    run[150_000] = 0xff
    for (const fatal of [false, true]) {
      const decoder = codec.createDecoder({ fatal })
      let text = decoder.decode(new Uint8Array([0x41]), { stream: true })
      const outcomeOf = () => {
        for (let i = 0; i < run.length; i++) text += decoder.decode(run.subarray(i, i + 1), { stream: true })
        return text + decoder.decode(new Uint8Array([0x42]))
      }
      if (fatal) {
        expect(outcomeOf).toThrow(expect.objectContaining({ kind: 'reserved', offset: 1, end: 200_001 }))
      } else {
        expect(outcomeOf()).toBe('A\ufffdB')
      }
    }
  })
})

describe('explaining a reserved run (Corrected UTF-8)', () => {
  it('reads the run whole, every bit of it structure: it holds no value', () => {
    const [reading] = engineReader(tables.corrected).read(new Uint8Array([0xfe, 0x80, 0xff, 0xbf, 0x41]), 0)
    expect(reading?.length).toBe(4)
    expect(reading?.structure).toEqual([8, 8, 8, 8])
    expect(reading?.complete).toBe(false)
    expect([reading?.error?.kind, reading?.error?.offset, reading?.error?.end]).toEqual(['reserved', 0, 4])
  })
})

describe("a scheme's own substitute for what it cannot encode (Corrected UTF-8's unencodable mapping)", () => {
  const scheme = tables.corrected
  const toPrivateUse = (codePoint: number) => 0xf0000 + codePoint
  const mapped = defineCodec(scheme).encodeCodePoints([0x61, 0xf0085, 0x62, 0xfd800])
  it('encodeText, textLength and encodeTextInto write what it returns, strict or not', () => {
    for (const fatal of [true, false]) {
      expect(encodeText('a\u0085b\ud800', fatal, scheme, (n) => new Uint8Array(n), toPrivateUse)).toEqual(
        mapped,
      )
      expect(textLength('a\u0085b\ud800', fatal, scheme, toPrivateUse)).toBe(mapped.length)
      const room = new Uint8Array(mapped.length - 1)
      expect(encodeTextInto('a\u0085b\ud800', room, scheme, fatal, toPrivateUse)).toEqual({
        read: 3,
        written: 6,
      })
      expect(room.subarray(0, 6)).toEqual(mapped.subarray(0, 6))
    }
  })
  it('defineCodec takes the string encoders and option names of a scheme with its own options', () => {
    const codec = defineCodec(scheme, {
      hooks: {
        optionNames: { encode: ['mapping'] },
        encode: (text) => encodeText(text, true, scheme, (n) => new Uint8Array(n), toPrivateUse),
      },
    })
    expect(codec.encode('a\u0085b\ud800', { mapping: true } as never)).toEqual(mapped)
    expect(() => codec.encode('a', { other: true } as never)).toThrow(TypeError)
  })
})

describe('defineScheme derives the tables from the rows', () => {
  it('UTF-8: leads, least values, lengths per bit count', () => {
    const s = tables.utf8
    expect(Array.from(s.kinds.subarray(0x7e, 0x82))).toEqual([1, 1, 0, 0])
    expect([
      s.kinds[0xc0],
      s.kinds[0xdf],
      s.kinds[0xe0],
      s.kinds[0xf7],
      s.kinds[0xf8],
      s.kinds[0xff],
    ]).toEqual([2, 2, 3, 4, -1, -1])
    expect(s.least).toEqual([0, 0, 0x80, 0x800, 0x10000])
    expect(s.dataBits).toEqual([0, 7, 11, 16, 21])
    expect(Array.from(s.lengthForBits)).toEqual([
      1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4,
    ])
    expect(s.maxSequenceLength).toBe(4)
  })

  it('hunks of 3 bits: the 2- and 3-hunk rows carry no more than one hunk, so none is valid', () => {
    const s = defineScheme({ name: 'utf-8-hunk-3', rows: rows(3, 3), maxCodePoint: 3 })
    expect(s.least).toEqual([0, 0, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY])
    expect(s.maxSequenceLength).toBe(1)
  })

  it('the 65-bit table: bigints above 53 bits, the fourteen rows', () => {
    const s = tables.sixtyFive
    expect(s.dataBits.slice(1)).toEqual([7, 10, 14, 19, 23, 28, 32, 37, 41, 46, 50, 55, 60, 65])
    expect(s.bigint).toBe(true)
    expect(s.least[14]).toBe(2n ** 60n)
    expect(s.maxSequenceLength).toBe(14)
  })

  it('refuses rows that are not UTF-8-like', () => {
    expect(() => defineScheme({ name: 'x', rows: [], maxCodePoint: 0 })).toThrow('at least one row')
    const clash = [utf8Layout(1), { ...utf8Layout(2), leadMarker: 0x40 }]
    expect(() => defineScheme({ name: 'x', rows: clash, maxCodePoint: 0x7ff })).toThrow('matches two rows')
    expect(() => defineCodec({ name: 'x', rows: rows(3, 6), maxCodePoint: 10 })).toThrow('8-bit rows')
  })
})

describe("core's RFC 3629 scheme is RFC 3629 §3's table", () => {
  it('each row starts at its least value, holds its range, and the table ends at U+10FFFF', () => {
    const ranges = RFC3629_ROWS.map((row) =>
      row.range.split('-').map((end) => Number.parseInt(end.replace(' ', ''), 16)),
    )
    expect(ranges).toEqual([
      [0, 0x7f],
      [0x80, 0x7ff],
      [0x800, 0xffff],
      [0x10000, 0x10ffff],
    ])
    expect(ranges.map(([low]) => low)).toEqual(utf8Scheme.least.slice(1, 5))
    expect(utf8Scheme.maxCodePoint).toBe(0x10ffff)
    expect(utf8Scheme.surrogates).toBe('forbid')
    expect([...utf8Scheme.kinds].flatMap((kind, unit) => (kind > 1 ? [unit] : []))).toEqual(
      // Every lead pattern of the table, C0–F7: C0, C1 and F5–F7 lead sequences that are read, then refused.
      Array.from({ length: 0xf8 - 0xc0 }, (_, k) => 0xc0 + k),
    )
  })

  it('UTF-8 and WTF-8 (compiled into _rows.ts) are what defineScheme derives from the rows', () => {
    for (const [scheme, surrogates] of [
      [utf8Scheme, 'forbid'],
      [wtf8Scheme, 'lone'],
    ] as const) {
      const derived = defineScheme({
        name: scheme.name,
        rows: RFC3629_LAYOUTS,
        maxCodePoint: 0x10ffff,
        surrogates,
      })
      expectSameScheme(scheme, derived, scheme.name)
    }
  })
})

/**
 * `written` is `derived` field by field (typed arrays by their elements and their kind), no field more or
 * less, and frozen.
 */
function expectSameScheme(written: object, derived: object, label: string): void {
  expect(Object.keys(written).sort(), label).toEqual(Object.keys(derived).sort())
  for (const [key, value] of Object.entries(derived)) {
    const own = (written as Record<string, unknown>)[key]
    const plain = (v: unknown) => (ArrayBuffer.isView(v) ? [...(v as Int8Array)] : v)
    expect(plain(own), `${label}: ${key}`).toEqual(plain(value))
    expect(Object.prototype.toString.call(own), `${label}: ${key}`).toBe(
      Object.prototype.toString.call(value),
    )
  }
  expect(Object.isFrozen(written), label).toBe(true)
}

// tools/build-tables.mjs writes each scheme of a package's `compiledSchemes()` out into its `_rows.ts`.
describe("every scheme compiled into a package's _rows.ts", () => {
  const modules = [
    ['core', 'engine/utf8.ts'],
    ['utf8-classic', '_scheme.ts'],
    ['utf8-eight-byte', '_layouts.ts'],
    ['utf8-infinity', '_scheme.ts'],
    ['corrected-utf8', '_scheme.ts'],
  ]
  it.each(modules)(
    '%s: is what defineScheme derives from the table of its %s, field by field',
    async (pkg, file) => {
      const { compiledSchemes } = await import(
        /* @vite-ignore */ new URL(`../../${pkg}/src/${file}`, import.meta.url).href
      )
      const rows: Record<string, unknown> = await import(
        /* @vite-ignore */ new URL(`../../${pkg}/src/_rows.ts`, import.meta.url).href
      )
      const { schemes } = compiledSchemes() as { schemes: Record<string, object | (object | null)[]> }
      expect(Object.keys(schemes).length).toBeGreaterThan(0)
      for (const [name, derived] of Object.entries(schemes)) {
        const written = rows[name]
        if (!Array.isArray(derived)) {
          expectSameScheme(written as object, derived, `${pkg}: ${name}`)
          // Where this file derives the same scheme from its own table, the engine's fields agree with it too.
          const own = Object.values(tables).find((t) => t.name === (derived as { name: string }).name)
          if (own !== undefined)
            for (const key of Object.keys(own).filter(
              (k) => k !== 'leadRule' && k !== 'kinds' && k !== 'lengthForBits',
            ))
              expect((written as Record<string, unknown>)[key], `${pkg}: ${name}: ${key}`).toEqual(
                (own as unknown as Record<string, unknown>)[key],
              )
          continue
        }
        expect((written as unknown[]).length, `${pkg}: ${name}`).toBe(derived.length)
        derived.forEach((one, k) => {
          if (one === null) expect((written as unknown[])[k]).toBeNull()
          else expectSameScheme((written as object[])[k] as object, one, `${pkg}: ${name}[${k}]`)
        })
      }
    },
  )
})
