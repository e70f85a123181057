// copyableRunEnd checks a long run 16 bytes a step in WebAssembly (wasm/scan.wat's `utf8Blocks` with its
// flags) and the rest with utf8RunEnd, which is the reference here: both must give the same end and the
// same count of characters, for each pair of flags, wherever the run ends.
import { type Codec, EncodeError, TranscoderStream, transcode } from '@utf8x/core'
import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { cesu8, mutf8, utf8, utf8Rfc2279, wtf8 } from '@utf8x/utf8-classic'
import { eightByte } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ASCII, copyableRunEnd, NOT_UTF8, UTF8, utf8RunEnd, wholeUtf8 } from '../src/fast/transcode-runs.ts'
import { thrown } from './_all-codecs.ts'

const encoder = new TextEncoder()
const FLAGS: [boolean, boolean][] = [
  [true, true],
  [false, true],
  [true, false],
  [false, false],
]

/** `[end, count]` of utf8RunEnd and of copyableRunEnd from `start`. */
function both(bytes: Uint8Array, start: number, supplementary: boolean, nul: boolean): [number[], number[]] {
  const want = { read: start, written: 0 }
  const got = { read: start, written: 0 }
  const expected = [utf8RunEnd(bytes, bytes.length, supplementary, nul, want), want.written]
  const actual = [copyableRunEnd(bytes, bytes.length, supplementary, nul, got), got.written]
  // Each moved its run to where it ended.
  expect([want.read, got.read]).toEqual([expected[0], actual[0]])
  return [actual, expected]
}

/** `filler` repeated to `length` bytes or more, `stop` written at `at`. */
function withStop(filler: string, length: number, at: number, stop: readonly number[]): Uint8Array {
  const unit = encoder.encode(filler)
  const bytes = new Uint8Array(Math.ceil(length / unit.length) * unit.length + stop.length)
  for (let i = 0; i + unit.length <= bytes.length; i += unit.length) bytes.set(unit, i)
  bytes.set(stop, at)
  return bytes
}

describe('copyableRunEnd (long runs in WebAssembly)', () => {
  it('ends where utf8RunEnd does, with the same count, for a stop at every offset around blocks and chunks', () => {
    // The run goes to WebAssembly after 256 bytes, through chunks of 2048 bytes, then 16 KiB.
    const stops = [
      [0xf0, 0x9f, 0x98, 0x80],
      [0x00],
      [0xff],
      [0xc3],
      [0xed, 0xa0, 0x80],
      [0x80],
      [0xe0, 0x80, 0x80],
    ]
    const around = [0, 250, 256, 300, 2300, 2304, 18_680, 18_688]
    for (const filler of ['a', 'é', '中', 'aé中']) {
      for (const stop of stops) {
        for (const base of around) {
          for (let delta = 0; delta < 20; delta++) {
            const bytes = withStop(filler, 40_000, base + delta, stop)
            for (const [supplementary, nul] of FLAGS) {
              const [actual, expected] = both(bytes, 0, supplementary, nul)
              if (actual.join() !== expected.join())
                expect([filler, stop, base + delta, supplementary, nul, actual]).toEqual([
                  filler,
                  stop,
                  base + delta,
                  supplementary,
                  nul,
                  expected,
                ])
            }
          }
        }
      }
    }
  })

  it('runs to the end of long valid text, counting its characters', () => {
    const text = 'Ωμέγα 漢字 😀 \u0000 '.repeat(5000)
    const bytes = encoder.encode(text)
    expect(both(bytes, 0, true, true)).toEqual([
      [bytes.length, [...text].length],
      [bytes.length, [...text].length],
    ])
    // Without 4-byte forms: up to the first emoji.
    const emoji = bytes.indexOf(0xf0)
    expect(both(bytes, 0, false, true)[0]).toEqual([emoji, [...text.slice(0, text.indexOf('😀'))].length])
  })

  it('agrees on random long input from any start (fast-check)', () => {
    const text = fc.string({ unit: 'binary', minLength: 2500, maxLength: 6000 })
    const edits = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 3 })
    fc.assert(
      fc.property(
        text,
        edits,
        fc.nat(300),
        fc.boolean(),
        fc.boolean(),
        (value, changes, from, supplementary, nul) => {
          const bytes = encoder.encode(value)
          for (const [at, byte] of changes) bytes[at % bytes.length] = byte
          const start = Math.min(from, bytes.length)
          const [actual, expected] = both(bytes, start, supplementary, nul)
          expect(actual).toEqual(expected)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('transcode: errors after long copied runs', () => {
  const cases: [string, Codec<number>, Codec<number>, Uint8Array, number, number][] = [
    // A lone surrogate after 6000 characters of WTF-8, into UTF-8: index 6000, offset 13000.
    [
      'wtf8 → utf8',
      wtf8,
      utf8,
      Uint8Array.from([...encoder.encode('é'.repeat(5000) + '中'.repeat(1000)), 0xed, 0xa0, 0x80]),
      6000,
      13_000,
    ],
    // A pair rewritten on the way, then the lone surrogate: the pair counts one.
    [
      'mutf8 → utf8',
      mutf8,
      utf8,
      Uint8Array.from([
        ...encoder.encode('x'.repeat(3000)),
        0xed,
        0xa0,
        0xbd,
        0xed,
        0xb8,
        0x80,
        ...encoder.encode('é'.repeat(4000)),
        0xed,
        0xb0,
        0x80,
      ]),
      3000 + 1 + 4000,
      3000 + 6 + 8000,
    ],
    // Into CESU-8: the copied runs stop at the emoji (rewritten as a pair), then go on.
    [
      'wtf8 → cesu8',
      wtf8,
      cesu8,
      Uint8Array.from([...encoder.encode(`${'é'.repeat(2000)}😀${'中'.repeat(3000)}`), 0xed, 0xb0, 0x80]),
      2000 + 1 + 3000,
      4000 + 4 + 9000,
    ],
  ]
  it.each(cases)(
    '%s: the EncodeError has the index and offset of the code point',
    (_, from, to, bytes, index, offset) => {
      let error: unknown
      try {
        transcode(bytes, from, to)
      } catch (caught) {
        error = caught
      }
      expect(error).toBeInstanceOf(EncodeError)
      expect(error).toMatchObject({ kind: 'surrogate', index, offset })
    },
  )
})

describe('transcode through a scheme package’s own rewriting from and to UTF-8 (Corrected UTF-8)', () => {
  // Long enough for the kernels' 64 KiB pieces, with sequences across the cuts: every row of both schemes
  // (U+0800–U+089F and U+10000–U+1109F are a byte shorter in Corrected UTF-8).
  const text = 'aé\u0800\u089f中\uffee😀\u{10000}\u{1109f}\u{10ffff}'.repeat(2500)
  const corrected = correctedUtf8.encode(text)
  const plain = encoder.encode(text)

  it('writes what decoding then encoding writes, both ways, from every scheme that reads UTF-8 as UTF-8', () => {
    for (const from of [utf8, wtf8, utf8Rfc2279, eightByte, utfInfinity8] as Codec<number | bigint>[]) {
      expect(transcode(plain, from, correctedUtf8)).toEqual(corrected)
    }
    for (const to of [utf8, wtf8, utf8Rfc2279, eightByte, utfInfinity8] as Codec<number | bigint>[]) {
      expect(transcode(corrected, correctedUtf8, to)).toEqual(plain)
    }
  })

  it('what the kernels leave to the engine has the engine’s answer: U+FFFD, a C1 control, an error', () => {
    const withReplacement = encoder.encode(`${text}\ufffd!`)
    expect(transcode(withReplacement, utf8, correctedUtf8)).toEqual(correctedUtf8.encode(`${text}\ufffd!`))
    // A C1 control (U+0085) late: Corrected UTF-8 cannot encode it.
    const withC1 = encoder.encode(`${text}\u0085`)
    expect(thrown(() => transcode(withC1, utf8, correctedUtf8))).toMatchObject({
      name: 'EncodeError',
      kind: 'not-encodable',
      index: [...text].length,
      offset: plain.length,
    })
    // An ill-formed byte late in Corrected UTF-8 (a stray continuation byte).
    const broken = Uint8Array.from([...corrected, 0x80])
    expect(thrown(() => transcode(broken, correctedUtf8, utf8))).toMatchObject({
      name: 'DecodeError',
      offset: corrected.length,
    })
    expect(transcode(broken, correctedUtf8, utf8, { fatal: false })).toEqual(encoder.encode(`${text}\ufffd`))
  })
})

describe('TranscoderStream through the rewriting of Corrected UTF-8, chunk by chunk', () => {
  const text = 'aé\u0800\u089f中\uffee😀\u{10000}\u{1109f}\u{10ffff}'.repeat(300)

  /** The stream's output over `chunks` (cut from `bytes` every `size` bytes), or what it threw. */
  async function run(
    bytes: Uint8Array,
    size: number,
    from: Codec<number>,
    to: Codec<number>,
  ): Promise<unknown> {
    const stream = new TranscoderStream(from, to)
    const writer = stream.writable.getWriter()
    const written = (async () => {
      for (let at = 0; at < bytes.length; at += size) await writer.write(bytes.slice(at, at + size))
      await writer.close()
    })().catch(() => undefined)
    const parts: Uint8Array[] = []
    try {
      const reader = stream.readable.getReader()
      for (let part = await reader.read(); !part.done; part = await reader.read()) parts.push(part.value)
    } catch (error) {
      await written
      return error
    }
    await written
    return Uint8Array.from(parts.flatMap((part) => [...part]))
  }

  it('writes what transcode writes, both ways, in chunks of any size', async () => {
    const plain = encoder.encode(text)
    const corrected = correctedUtf8.encode(text)
    for (const size of [100, 1000, 4096]) {
      expect(await run(plain, size, utf8, correctedUtf8)).toEqual(corrected)
      expect(await run(corrected, size, correctedUtf8, utf8)).toEqual(plain)
    }
  })

  it('counts the characters of the chunks it rewrote: a late C1 control has its index and offset', async () => {
    const plain = encoder.encode(`${text}\u0085`)
    const error = await run(plain, 1000, utf8, correctedUtf8)
    expect(error).toBeInstanceOf(EncodeError)
    expect(error).toMatchObject({ kind: 'not-encodable', index: [...text].length, offset: plain.length - 2 })
  })
})

describe('wholeUtf8', () => {
  it('tells ASCII, well-formed UTF-8 and anything else apart, short and long', () => {
    for (const repeat of [1, 100]) {
      const of = (bytes: number[]) =>
        wholeUtf8(Uint8Array.from(Array.from({ length: repeat }, () => bytes).flat()))
      expect(of([0x41, 0x00, 0x7f])).toBe(ASCII)
      expect(of([0xef, 0xbb, 0xbf, 0x41])).toBe(UTF8)
      expect(of([0x41, 0xf0, 0x9f, 0x98, 0x80])).toBe(UTF8)
      // A surrogate's form, an overlong, a stray continuation byte, a cut sequence.
      expect(of([0xed, 0xa0, 0x80])).toBe(NOT_UTF8)
      expect(of([0xc0, 0x80])).toBe(NOT_UTF8)
      expect(of([0x41, 0x80])).toBe(NOT_UTF8)
      expect(of([0xe4, 0xb8])).toBe(NOT_UTF8)
    }
  })

  it('ASCII into Corrected UTF-8 is a copy, never the input itself', () => {
    const bytes = encoder.encode('plain ASCII text\n'.repeat(100))
    const out = transcode(bytes, eightByte, correctedUtf8)
    expect(out).toEqual(bytes)
    expect(out.buffer).not.toBe(bytes.buffer)
  })
})
