// Each scheme package's Decoder, Encoder, DecoderStream and EncoderStream take any codec (API.md:
// `new DecoderStream(cesu8)`), default to the package's main codec, and name a bad `codec` argument.
import { DecoderStream, EncoderStream, isDecodeError } from '@utf8x/core'
import * as corrected from '@utf8x/corrected-utf8'
import * as classic from '@utf8x/utf8-classic'
import * as eight from '@utf8x/utf8-eight-byte'
import * as infinity from '@utf8x/utf8-infinity'
import { describe, expect, it } from 'vitest'
import { allCodecs, thrown } from './_all-codecs.ts'

const packages = [
  { name: '@utf8x/utf8-classic', main: classic.utf8, module: classic },
  { name: '@utf8x/utf8-eight-byte', main: eight.eightByte, module: eight },
  { name: '@utf8x/utf8-infinity', main: infinity.utfInfinity8, module: infinity },
  { name: '@utf8x/corrected-utf8', main: corrected.correctedUtf8, module: corrected },
] as const

const sample = 'héllo, € 😀'
/** A lone continuation byte after `a`: every scheme's `unexpected-continuation` at byte 1. */
const bad = Uint8Array.of(0x61, 0x80)

async function pipe<I, O>(chunks: readonly I[], stream: TransformStream<I, O>): Promise<O[]> {
  const out: O[] = []
  const reader = new ReadableStream<I>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
    .pipeThrough(stream)
    .getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) out.push(read.value)
  return out
}

const bytewise = (bytes: Uint8Array): Uint8Array[] => Array.from(bytes, (byte) => Uint8Array.of(byte))
const concat = (parts: readonly Uint8Array[]): number[] => parts.flatMap((part) => [...part])

for (const { name, main, module } of packages) {
  const {
    Decoder,
    DecoderStream: PackageDecoderStream,
    Encoder,
    EncoderStream: PackageEncoderStream,
  } = module

  describe(`${name}: the classes take any codec`, () => {
    for (const codec of allCodecs) {
      it(`Decoder and Encoder with ${codec.name}`, () => {
        const bytes = codec.encode(sample)
        const encoder = new Encoder(codec)
        expect(encoder.encoding).toBe(codec.name)
        expect([...encoder.encode(sample)]).toEqual([...bytes])
        const destination = new Uint8Array(bytes.length)
        expect(encoder.encodeInto(sample, destination)).toEqual({
          read: sample.length,
          written: bytes.length,
        })
        expect([...destination]).toEqual([...bytes])
        expect(new Encoder(codec, { fatal: false }).encode('\uD800').length).toBeGreaterThan(0)

        const decoder = new Decoder(codec)
        expect([decoder.encoding, decoder.fatal, decoder.ignoreBOM]).toEqual([codec.name, true, false])
        let text = ''
        for (const chunk of bytewise(bytes)) text += decoder.decode(chunk, { stream: true })
        expect(text + decoder.decode()).toBe(sample)
        const error = thrown(() => new Decoder(codec).decode(bad))
        expect(isDecodeError(error) && [error.scheme, error.kind, error.offset]).toEqual([
          codec.name,
          'unexpected-continuation',
          1,
        ])
        const replacing = new Decoder(codec, { fatal: false })
        expect(replacing.fatal).toBe(false)
        expect(replacing.decode(bad)).toBe('a\uFFFD')
      })

      it(`DecoderStream and EncoderStream with ${codec.name}`, async () => {
        const bytes = codec.encode(sample)
        const decoding = new PackageDecoderStream(codec)
        expect([decoding.encoding, decoding.fatal, decoding.ignoreBOM]).toEqual([codec.name, true, false])
        expect((await pipe(bytewise(bytes), decoding)).join('')).toBe(sample)
        const replacing = new PackageDecoderStream(codec, { fatal: false })
        expect(replacing.fatal).toBe(false)
        expect((await pipe([bad], replacing)).join('')).toBe('a\uFFFD')
        const strict = pipe([bad], new PackageDecoderStream(codec))
        await expect(strict).rejects.toMatchObject({
          name: 'DecodeError',
          kind: 'unexpected-continuation',
          offset: 1,
        })

        const encoding = new PackageEncoderStream(codec)
        expect(encoding.encoding).toBe(codec.name)
        // A pair split across chunks is one character, in every scheme.
        expect(concat(await pipe(['héllo, € \uD83D', '\uDE00'], encoding))).toEqual([...bytes])
      })
    }

    it('keeps the forms without a codec for the main codec', async () => {
      expect(new Decoder().encoding).toBe(main.name)
      expect(new Decoder({ fatal: false }).fatal).toBe(false)
      expect(new Decoder(undefined, { fatal: false }).fatal).toBe(false)
      expect(new Encoder().encoding).toBe(main.name)
      expect([...new Encoder({ fatal: false }).encode('a')]).toEqual([0x61])
      const stream = new PackageDecoderStream({ fatal: false })
      expect([stream.encoding, stream.fatal]).toEqual([main.name, false])
      expect((await pipe([bad], stream)).join('')).toBe('a\uFFFD')
      expect(new PackageDecoderStream().encoding).toBe(main.name)
      expect(new PackageEncoderStream().encoding).toBe(main.name)
      expect(new PackageEncoderStream({ fatal: false }).encoding).toBe(main.name)
      expect(new PackageDecoderStream(undefined, {}).fatal).toBe(true)
      // Options are still checked: an unknown key names itself.
      expect(thrown(() => new Decoder({ fatl: false } as never)).message).toContain('fatl')
    })

    it('refuses a first argument that is neither options nor a codec, naming "codec"', () => {
      const notCodecs: unknown[] = [
        null,
        42,
        'utf-8',
        true,
        () => {},
        { name: 'utf-8' },
        { createDecoder: () => main.createDecoder(), encode: main.encode, encodeInto: main.encodeInto },
        {
          name: 5,
          createDecoder: () => main.createDecoder(),
          encode: main.encode,
          encodeInto: main.encodeInto,
        },
      ]
      const classes: [string, (value: unknown) => unknown][] = [
        ['createDecoder', (value) => new Decoder(value as never)],
        ['createDecoder', (value) => new PackageDecoderStream(value as never)],
        ['encode, encodeInto', (value) => new Encoder(value as never)],
        ['encode', (value) => new PackageEncoderStream(value as never)],
      ]
      for (const [methods, make] of classes) {
        for (const value of notCodecs) {
          const error = thrown(() => make(value))
          expect(error).toBeInstanceOf(TypeError)
          expect(error.message).toMatch(
            new RegExp(
              `^The "codec" argument must be a codec \\(an object with a name and ${methods}\\), received `,
            ),
          )
        }
        // Also with options after it.
        expect(thrown(() => make(null)).message).toContain('received null')
      }
      expect(thrown(() => new Decoder(null as never, { fatal: false })).message).toBe(
        'The "codec" argument must be a codec (an object with a name and createDecoder), received null',
      )
      expect(thrown(() => new Encoder(42 as never, {})).message).toBe(
        'The "codec" argument must be a codec (an object with a name and encode, encodeInto), received a number',
      )
      // A decoding-only object is not an encoder's codec.
      const decodingOnly = { name: 'x', createDecoder: () => main.createDecoder() }
      expect(thrown(() => new Encoder(decodingOnly as never)).message).toContain('"codec" argument')
      expect(new Decoder(decodingOnly).encoding).toBe('x')
    })
  })
}

describe("core's DecoderStream and EncoderStream", () => {
  it('take any codec', async () => {
    expect((await pipe([classic.cesu8.encode(sample)], new DecoderStream(classic.cesu8))).join('')).toBe(
      sample,
    )
    expect(concat(await pipe([sample], new EncoderStream(corrected.correctedUtf8)))).toEqual([
      ...corrected.correctedUtf8.encode(sample),
    ])
  })

  it('name a missing or wrong codec', () => {
    for (const value of [undefined, null, 7, { name: 'x' }]) {
      expect(thrown(() => new DecoderStream(value as never)).message).toMatch(
        /^The "codec" argument must be a codec \(an object with a name and createDecoder\), received /,
      )
      expect(thrown(() => new EncoderStream(value as never)).message).toMatch(
        /^The "codec" argument must be a codec \(an object with a name and encode\), received /,
      )
    }
    expect(thrown(() => new DecoderStream(undefined as never))).toBeInstanceOf(TypeError)
  })
})
