import { DecodeError } from '@utf8x/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { correctedUtf8, DecoderStream, EncoderStream, encode, MAGIC } from '../src/index.ts'
import { facts, streamed } from './_helpers.ts'
import { referenceEncode, referenceError, referenceString } from './reference.ts'

// Long streams in chunks of every size, from 1 byte to past the decoder's 64 KiB steps, through the
// public classes: the text, or the first error with its kind, offset (from the stream's start) and end,
// is that of the reference on the whole input, however the chunks cut sequences, reserved runs and the
// magic number.

/** Corrected UTF-8 of code points in every sequence length (1–6 bytes), by the reference encoder. */
function bytesOf(codePoints: readonly number[]): number[] {
  const out: number[] = []
  for (const c of codePoints) out.push(...(referenceEncode(c) as number[]))
  return out
}

/** One run of each kind: sequences of every length, reserved runs (FE/FF), the magic number, errors. */
const runs: readonly (readonly number[])[] = [
  bytesOf([0x41]),
  bytesOf([0xe9]),
  bytesOf([0x4e2d, 0x6587]),
  bytesOf([0x1f600]),
  bytesOf([0x10ffff]),
  bytesOf([0x110000]),
  bytesOf([0x8421109f]),
  [...MAGIC],
  [0xfe],
  [0xff, 0x80, 0xfe, 0xbf],
  [0x80],
  [0xe4, 0xb8],
  [0xf8, 0x88],
]

/** Long text dense in 2- and 3-byte sequences (the 16-byte steps) between the runs. */
const filler = bytesOf(Array.from('Жж中文 😀 Ï€ abc', (c) => c.codePointAt(0) as number))

/** A long input: filler repeated, with runs inserted at random places. */
const longInput = fc
  .tuple(
    fc.integer({ min: 2000, max: 12000 }),
    fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: runs.length - 1 })), { maxLength: 6 }),
  )
  .map(([repeats, inserts]) => {
    const bytes: number[] = []
    for (let i = 0; i < repeats; i++) for (const b of filler) bytes.push(b)
    for (const [at, which] of inserts) bytes.splice(at % (bytes.length + 1), 0, ...(runs[which] as number[]))
    return Uint8Array.from(bytes)
  })

/** Chunk sizes: single bytes, a few, and more than 64 KiB. */
const sizes = fc.array(
  fc.oneof(
    fc.integer({ min: 1, max: 7 }),
    fc.integer({ min: 8, max: 5000 }),
    fc.integer({ min: 65521, max: 140000 }),
  ),
  { minLength: 1, maxLength: 12 },
)

/** `input` cut into chunks of the given sizes, repeated until it is all cut (each chunk a copy). */
function cut(input: Uint8Array, list: readonly number[]): Uint8Array[] {
  const chunks: Uint8Array[] = []
  let i = 0
  for (let k = 0; i < input.length; k++) {
    const size = list[k % list.length] as number
    chunks.push(input.slice(i, i + size))
    i += size
  }
  return chunks
}

type Outcome = string | { kind: string; offset: number; end?: number }

function expected(input: Uint8Array, fatal: boolean): Outcome {
  if (!fatal) return referenceString(input)
  return referenceError(input, 'string') ?? referenceString(input)
}

async function byStream(chunks: readonly Uint8Array[], fatal: boolean): Promise<Outcome> {
  let i = 0
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(chunks[i++] as Uint8Array)
      else controller.close()
    },
  })
  let text = ''
  try {
    await source.pipeThrough(new DecoderStream({ fatal })).pipeTo(
      new WritableStream<string>({
        write(piece) {
          text += piece
        },
      }),
    )
    return text
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error
    return facts(error)
  }
}

describe('long streams in chunks of 1 byte to past 64 KiB', () => {
  it('Decoder gives the reference text or first error, strict and replacing (fast-check)', () => {
    fc.assert(
      fc.property(longInput, sizes, fc.boolean(), (input, list, fatal) => {
        const got = streamed(cut(input, list), fatal)
        const want = expected(input, fatal)
        // Compared as a boolean first: a failing diff of two 100 KiB strings is unreadable.
        expect(got === want || JSON.stringify(got) === JSON.stringify(want)).toBe(true)
      }),
      { numRuns: 60 },
    )
  })

  it('DecoderStream gives the reference text or first error, strict and replacing (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(longInput, sizes, fc.boolean(), async (input, list, fatal) => {
        const got = await byStream(cut(input, list), fatal)
        const want = expected(input, fatal)
        expect(got === want || JSON.stringify(got) === JSON.stringify(want)).toBe(true)
      }),
      { numRuns: 30 },
    )
  })

  it('cuts inside every sequence length, reserved run and the magic number after a long chunk', () => {
    const head = Uint8Array.from([...Array(Math.ceil(70000 / filler.length))].flatMap(() => filler))
    for (const run of runs) {
      const input = Uint8Array.from([...head, ...run, ...head.subarray(0, 3000), ...run])
      for (const fatal of [true, false]) {
        const want = expected(input, fatal)
        for (let k = 0; k <= run.length; k++) {
          // The first cut inside the run's first copy, the second inside its second copy.
          const a = head.length + k
          const b = head.length + run.length + 3000 + Math.min(k, run.length)
          const chunks = [input.slice(0, a), input.slice(a, b), input.slice(b)]
          const got = streamed(chunks, fatal)
          expect(got === want || JSON.stringify(got) === JSON.stringify(want)).toBe(true)
        }
      }
    }
  })

  it('counts error offsets from the start of the stream, past many chunks', () => {
    const body = Uint8Array.from([...Array(30000)].flatMap(() => filler))
    const input = Uint8Array.from([...body, 0xfe, 0xff, 0x41])
    const chunks = cut(input, [65521])
    expect(streamed(chunks, true)).toEqual({ kind: 'reserved', offset: body.length, end: body.length + 2 })
    expect(streamed(chunks, false)).toBe(`${correctedUtf8.decode(body)}\uFFFDA`)
  })
})

describe('encoding long text', () => {
  /** Text of every sequence length, with C1 controls and lone surrogates now and then. */
  const text = fc
    .array(
      fc.oneof(
        {
          weight: 20,
          arbitrary: fc.constantFrom('a', 'Жж', '中文', '😀', ' ', '\u0800', '\u{10000}', '\uffff'),
        },
        { weight: 1, arbitrary: fc.constantFrom('\u0085', '\ud800', '\udfff', '\ufffd') },
      ),
      { maxLength: 3000 },
    )
    .map((parts) => parts.join(''))

  /** The reference: code point by code point, the first C1 control or lone surrogate an error at its index. */
  function referenceBytes(s: string, fatal: boolean): number[] | { kind: string; index: number } {
    const out: number[] = []
    for (let i = 0; i < s.length; ) {
      const c = s.codePointAt(i) as number
      const bad = (c >= 0x80 && c <= 0x9f) || (c >= 0xd800 && c <= 0xdfff)
      if (bad && fatal) return { kind: c <= 0x9f ? 'not-encodable' : 'surrogate', index: i }
      out.push(...(referenceEncode(bad ? 0xfffd : c) as number[]))
      i += c > 0xffff ? 2 : 1
    }
    return out
  }

  function encoded(s: string, fatal: boolean): number[] | { kind: string; index: number } {
    try {
      return [...encode(s, { fatal })]
    } catch (error) {
      const e = error as { kind: string; index: number }
      return { kind: e.kind, index: e.index }
    }
  }

  it('encode gives the reference bytes, or the first error with its index (fast-check)', () => {
    fc.assert(
      fc.property(text, fc.boolean(), (s, fatal) => {
        expect(encoded(s, fatal)).toEqual(referenceBytes(s, fatal))
      }),
      { numRuns: 300 },
    )
  })

  it('EncoderStream gives the bytes of encoding the whole text', async () => {
    const s = 'Жж中文😀 a'.repeat(20000)
    const parts = [s.slice(0, 5), s.slice(5, 70001), s.slice(70001)]
    let i = 0
    const source = new ReadableStream<string>({
      pull(controller) {
        if (i < parts.length) controller.enqueue(parts[i++] as string)
        else controller.close()
      },
    })
    const bytes = new Uint8Array(await new Response(source.pipeThrough(new EncoderStream())).arrayBuffer())
    const whole = encode(s)
    expect(bytes.length === whole.length && bytes.every((b, k) => b === whole[k])).toBe(true)
  })
})
