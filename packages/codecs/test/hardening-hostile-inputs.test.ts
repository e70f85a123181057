// Hardening: no code of the caller runs between a codec filling shared scratch memory (WebAssembly
// memory, core's reused buffers) and reading it back. Every operation of every codec that takes units
// is given genuine typed arrays whose members run other codec operations when read (the prototype
// swapped, own accessors, a subclass; tools/testing/hostile-inputs.ts), and must answer exactly as for a
// plain copy of the same units. The 65-bit decoder read the input's `length` after filling WebAssembly
// memory and returned the other call's text (issue 34, item 10).
import { type Codec, DecoderStream, TranscoderStream, toUtf16Index, transcode } from '@utf8x/core'
import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { cesu8, utf8, wtf8 } from '@utf8x/utf8-classic'
import { hunkCodec, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import { describe, expect, it } from 'vitest'
import { hostileInputs, type Outcome, outcome } from '../../../tools/testing/hostile-inputs.ts'
import { codecs, schemesAccepting, sniffBOM } from '../src/index.ts'

/**
 * The other operations a hostile member runs: each fills some codec's scratch memory with other text
 * (not all ASCII and with one ill-formed byte, so that the JS and WebAssembly kernels run; and longer
 * than the inputs, all well-formed, for the schemes that work in windows).
 */
const others = (() => {
  const text = `${'q'.repeat(1_000)}${'Ж'.repeat(1_000)}${'q'.repeat(1_000)}`
  const withBad = (bytes: Uint8Array): Uint8Array => {
    const copy = bytes.slice()
    copy[7] = 0x80
    return copy
  }
  const long = 'q'.repeat(20_000)
  return [
    ...[sixtyFiveBit, utf8, utfInfinity8, correctedUtf8, cesu8].map((codec) => ({
      codec,
      text,
      bytes: withBad(codec.encode(text)),
    })),
    { codec: sixtyFiveBit, text: long, bytes: sixtyFiveBit.encode(long) },
  ]
})()

/** A hook that runs the other operations its first `times` calls (then nothing: linear time). */
function hookFor(times = 4): () => void {
  let left = times
  return () => {
    if (left-- <= 0) return
    for (const { codec, text, bytes } of others) {
      codec.decode(bytes, { fatal: false })
      codec.validate(bytes)
      codec.encode(text)
    }
    transcode(others[1]?.bytes as Uint8Array, utf8, sixtyFiveBit, { fatal: false })
  }
}

/** The texts, in lengths that reach each route: short, the WebAssembly kernels, several 64 KiB windows. */
const TEXTS = [
  'é'.repeat(20),
  `${'a'.repeat(9_001)}`,
  `a${'é€😀b'.repeat(150)}`,
  `${'Ωmega — 漢字 and ascii 😀 '.repeat(2_000)}`,
]

/** The units of `text` in `codec`, and the same with one byte changed in the middle (ill-formed, mostly). */
function inputsFor(codec: Codec<number | bigint>, text: string): Uint8Array[] {
  const bytes = codec.encode(text, { fatal: false })
  const broken = bytes.slice()
  broken[broken.length >> 1] = 0x80
  return [bytes, broken]
}

type Operation = (input: Uint8Array, plain: Uint8Array) => unknown

/** The operations run on the longest text too: those with routes that work in windows. */
const WINDOWED = ['decode', 'decode, fatal: false', 'validate', 'createDecoder', 'transcode to utf-8']

/**
 * Every operation of a byte codec that reads units, by name (`plain` is a plain copy, for offsets); for a
 * long input, only {@link WINDOWED}; `explain` only for a short one.
 */
function operations(codec: Codec<number | bigint>, length: number): Record<string, Operation> {
  const ops: Record<string, Operation> = {
    decode: (input) => codec.decode(input),
    'decode, fatal: false': (input) => codec.decode(input, { fatal: false }),
    decodeCodePoints: (input) => codec.decodeCodePoints(input),
    'decodeCodePoints, fatal: false': (input) => codec.decodeCodePoints(input, { fatal: false }),
    validate: (input) => codec.validate(input),
    isWellFormed: (input) => codec.isWellFormed(input),
    createDecoder: (input) => {
      const decoder = codec.createDecoder({ fatal: false })
      return decoder.decode(input, { stream: true }) + decoder.decode()
    },
    codePoints: (input) => codec.codePoints(input, { fatal: false }),
    'codePoints, offsets': (input) => codec.codePoints(input, { fatal: false, offsets: true }),
    'codePoints, strict': (input) => codec.codePoints(input),
    codePointsBackward: (input) => codec.codePointsBackward(input, { fatal: false }),
    truncate: (input, plain) => codec.truncate(input, plain.length >> 1),
    toUtf16Index: (input, plain) =>
      toUtf16Index(input, codec.truncate(plain, plain.length >> 1).length, codec),
    'transcode to utf-8': (input) => transcode(input, codec, utf8, { fatal: false }),
    'transcode to utf-8, strict': (input) => transcode(input, codec, utf8),
    'transcode to wtf-8': (input) => transcode(input, codec, wtf8, { fatal: false }),
    'transcode to utf-8-65': (input) => transcode(input, codec, sixtyFiveBit, { fatal: false }),
    'transcode from utf-8': (input) => transcode(input, utf8, codec, { fatal: false }),
    'transcode from utf-8-65': (input) => transcode(input, sixtyFiveBit, codec, { fatal: false }),
  }
  if (length < 2_000) ops.explain = (input) => codec.explain(input)
  if (length > 20_000) for (const name of Object.keys(ops)) if (!WINDOWED.includes(name)) delete ops[name]
  return ops
}

/** Each operation on each hostile form of `units`, against the same operation on a plain copy. */
function compare(
  run: (input: Uint8Array, plain: Uint8Array) => unknown,
  units: Uint8Array,
): { expected: Outcome; got: Record<string, Outcome> } {
  const plain = units.slice()
  const expected = outcome(() => run(plain.slice(), plain))
  const got: Record<string, Outcome> = {}
  for (const { name, input } of hostileInputs(units, hookFor())) got[name] = outcome(() => run(input, plain))
  return { expected, got }
}

describe.each(codecs.map((codec) => [codec.name, codec] as const))(
  '%s: every operation on a hostile input answers as on a plain copy',
  (_name, codec) => {
    for (const text of TEXTS) {
      it(`${text.length} characters`, () => {
        for (const units of inputsFor(codec, text)) {
          for (const [name, run] of Object.entries(operations(codec, text.length))) {
            const { expected, got } = compare(run, units)
            for (const [form, result] of Object.entries(got)) {
              expect(result, `${name}, ${form}, ${units.length} bytes`).toEqual(expected)
            }
          }
        }
      })
    }
  },
)

describe.each(codecs.map((codec) => [codec.name, codec] as const))(
  '%s: encodeInto a hostile destination writes as into a plain one',
  (_name, codec) => {
    it('every text, destinations from empty to the whole encoding', () => {
      for (const text of TEXTS) {
        const whole = codec.encode(text, { fatal: false }).length
        for (const size of [0, 1, 5, whole >> 1, whole - 1, whole, whole + 3]) {
          for (const fatal of [true, false]) {
            const into = (destination: Uint8Array) => {
              const result = outcome(() => codec.encodeInto(text, destination, { fatal }))
              return { result, written: [...new Uint8Array(destination)] }
            }
            const expected = into(new Uint8Array(Math.max(0, size)))
            for (const { name, input } of hostileInputs(new Uint8Array(Math.max(0, size)), hookFor())) {
              expect(into(input), `${text.length} characters into ${size} bytes, ${name}`).toEqual(expected)
            }
          }
        }
      }
    })
  },
)

describe('the registry and the streams on a hostile input', () => {
  it('schemesAccepting and sniffBOM', () => {
    for (const text of TEXTS) {
      for (const units of inputsFor(utf8, `\uFEFF${text}`)) {
        for (const run of [schemesAccepting, sniffBOM]) {
          const { expected, got } = compare(run, units)
          for (const [form, result] of Object.entries(got)) expect(result, form).toEqual(expected)
        }
      }
    }
  })

  it('DecoderStream and TranscoderStream of every codec', async () => {
    const through = async (stream: TransformStream<BufferSource, unknown>, chunk: unknown) => {
      const writer = stream.writable.getWriter()
      const reading = (async () => {
        const parts: unknown[] = []
        for await (const part of stream.readable as unknown as AsyncIterable<unknown>) parts.push(part)
        return parts
      })()
      try {
        await writer.write(chunk as BufferSource)
        await writer.close()
      } catch {}
      try {
        const parts = await reading
        return { value: parts.map((p) => (typeof p === 'string' ? p : [...(p as Uint8Array)])) }
      } catch (error) {
        return { error: (error as Error).message }
      }
    }
    for (const codec of codecs) {
      const units = inputsFor(codec, TEXTS[3] as string)[1] as Uint8Array
      for (const make of [
        () => new DecoderStream(codec, { fatal: false }),
        () => new TranscoderStream(codec, utf8, { fatal: false }),
        () => new TranscoderStream(codec, sixtyFiveBit),
      ]) {
        const expected = await through(make(), units.slice())
        for (const { name, input } of hostileInputs(units, hookFor())) {
          expect(await through(make(), input), `${codec.name}, ${name}`).toEqual(expected)
        }
      }
    }
  })

  it('a hunk codec', () => {
    const eight = hunkCodec(8)
    for (const text of TEXTS) {
      const hunks = eight.encode(text)
      const ops: Record<string, (input: Uint16Array) => unknown> = {
        decode: (input) => eight.decode(input),
        'decode, fatal: false': (input) => eight.decode(input, { fatal: false }),
        decodeCodePoints: (input) => eight.decodeCodePoints(input),
        validate: (input) => eight.validate(input),
        isWellFormed: (input) => eight.isWellFormed(input),
        createDecoder: (input) => {
          const decoder = eight.createDecoder()
          return decoder.decode(input, { stream: true }) + decoder.decode()
        },
        codePoints: (input) => eight.codePoints(input),
        codePointsBackward: (input) => eight.codePointsBackward(input),
        truncate: (input) => eight.truncate(input, hunks.length >> 1),
      }
      if (text.length < 2_000) ops.explain = (input) => eight.explain(input)
      for (const [name, run] of Object.entries(ops)) {
        const expected = outcome(() => run(hunks.slice()))
        for (const { name: form, input } of hostileInputs(hunks, hookFor())) {
          expect(
            outcome(() => run(input)),
            `${name}, ${form}`,
          ).toEqual(expected)
        }
      }
    }
  })

  it('the inputs are hostile indeed: each member read runs the hook', () => {
    let runs = 0
    const inputs = hostileInputs(new Uint8Array(3), () => runs++)
    // The prototype swapped keeps the constructor it inherits: a constructor check takes it for plain.
    expect(inputs[0]?.input.constructor).toBe(Uint8Array)
    for (const { input } of inputs) {
      runs = 0
      expect(input.length).toBe(3)
      expect(input.subarray(1).length).toBe(2)
      expect([...input]).toEqual([0, 0, 0])
      expect(runs).toBeGreaterThanOrEqual(3)
    }
  })
})
