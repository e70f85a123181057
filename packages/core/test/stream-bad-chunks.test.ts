// Every stream class errors the stream with a plain TypeError on a chunk of the wrong type, `undefined`
// included, as TextDecoderStream does (web-platform-tests encoding/streams/decode-bad-chunks.any.js), and
// takes every BufferSource TextDecoderStream takes (a SharedArrayBuffer and views of one included).

import { type Codec, DecoderStream, EncoderStream, TranscoderStream } from '@utf8x/core'
import { utf8 } from '@utf8x/utf8-classic'
import { hunkCodec } from '@utf8x/utf8-eight-byte'
import { describe, expect, it } from 'vitest'
import { allCodecs, packageClasses } from './_all-codecs.ts'
import { toy } from './_toy-codec.ts'

/** What writing one chunk and closing does: the text or bytes read, or the error's name and message. */
interface Outcome {
  readonly write: string
  readonly read: string
}

async function writeOne(stream: TransformStream<never, unknown>, chunk: unknown): Promise<Outcome> {
  const writer = stream.writable.getWriter()
  const reader = stream.readable.getReader()
  const describe = (error: unknown): string =>
    error instanceof Error ? `${error.name}: ${error.message}` : `not an Error: ${String(error)}`
  const write = writer.write(chunk as never).then(
    () => 'ok',
    (error: unknown) => describe(error),
  )
  writer.close().catch(() => {})
  const read = (async () => {
    const parts: unknown[] = []
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parts.push(value)
      }
    } catch (error) {
      return describe(error)
    }
    return parts.map((part) => (typeof part === 'string' ? part : [...(part as Uint8Array)].join())).join('|')
  })()
  return { write: await write, read: await read }
}

/** The same error from the writer and from the reader: the stream is errored. */
function errored(message: string): Outcome {
  return { write: `TypeError: ${message}`, read: `TypeError: ${message}` }
}

const shared = (bytes: number[]): Uint8Array => {
  const view = new Uint8Array(new SharedArrayBuffer(bytes.length))
  view.set(bytes)
  return view
}

/** Chunks a byte decoder must refuse, with how the codecs' decoders describe them. */
const badChunks: readonly [string, unknown, string][] = [
  ['undefined', undefined, 'undefined'],
  ['null', null, 'null'],
  ['a number', 3.14, 'a number'],
  ['an object', {}, 'an instance of Object'],
  ['an array of bytes', [65], 'an Array'],
  ['a string', 'A', 'a string'],
  ['a symbol', Symbol('A'), 'a symbol'],
]

/** Byte chunks every decoder takes, as TextDecoderStream does: each is the one byte 41 (`A`). */
const goodChunks: readonly [string, () => unknown][] = [
  ['a Uint8Array', () => Uint8Array.of(0x41)],
  ['a Uint8Array over a SharedArrayBuffer', () => shared([0x41])],
  ['a DataView over a SharedArrayBuffer', () => new DataView(shared([0x41]).buffer)],
  ['a SharedArrayBuffer', () => shared([0x41]).buffer],
  ['an ArrayBuffer', () => Uint8Array.of(0x41).buffer],
  ['a DataView', () => new DataView(Uint8Array.of(0x41).buffer)],
]

const decoderMessage = (received: string): string =>
  `The "input" argument must be an ArrayBuffer or ArrayBufferView, received ${received}`
const undefinedChunk =
  'The "chunk" argument must be an ArrayBuffer or ArrayBufferView (hunks, for a hunk codec), received undefined'

const byteCodecs: readonly Codec<number | bigint>[] = [...allCodecs, toy as Codec<number | bigint>]

const decoderStreams: readonly [string, () => TransformStream<never, unknown>][] = [
  ...byteCodecs.map((codec): [string, () => TransformStream<never, unknown>] => [
    `DecoderStream(${codec.name})`,
    () => new DecoderStream(codec) as TransformStream<never, unknown>,
  ]),
  ...packageClasses.map((classes): [string, () => TransformStream<never, unknown>] => [
    `${classes.name}'s DecoderStream`,
    () => new classes.DecoderStream() as TransformStream<never, unknown>,
  ]),
]

describe('a decoder stream', () => {
  for (const [name, make] of decoderStreams) {
    describe(name, () => {
      it('errors the stream with a TypeError on an undefined chunk (WPT decode-bad-chunks)', async () => {
        expect(await writeOne(make(), undefined)).toEqual(errored(undefinedChunk))
      })

      for (const [what, chunk, received] of badChunks.slice(1)) {
        it(`errors the stream with a TypeError on ${what}, as TextDecoderStream does`, async () => {
          const native = await writeOne(
            new TextDecoderStream() as unknown as TransformStream<never, unknown>,
            chunk,
          )
          expect(native.write).toMatch(/^TypeError: /)
          expect(native.read).toMatch(/^TypeError: /)
          expect(await writeOne(make(), chunk)).toEqual(errored(decoderMessage(received)))
        })
      }

      for (const [what, chunk] of goodChunks) {
        it(`decodes ${what} as TextDecoderStream does`, async () => {
          const native = await writeOne(
            new TextDecoderStream() as unknown as TransformStream<never, unknown>,
            chunk(),
          )
          expect(native).toEqual({ write: 'ok', read: 'A' })
          expect(await writeOne(make(), chunk())).toEqual(native)
        })
      }
    })
  }

  it('errors the stream with a plain TypeError, not a DecodeError, for a wrong chunk', async () => {
    const stream = new DecoderStream(utf8)
    const writer = stream.writable.getWriter()
    const reading = stream.readable.getReader().read()
    const writing = writer.write(undefined as never).catch((e: unknown) => e)
    writer.close().catch(() => {})
    const error = await writing
    expect(await reading.catch((e: unknown) => e)).toBe(error)
    expect(error).toBeInstanceOf(TypeError)
    expect((error as Error).name).toBe('TypeError')
    expect(Object.getPrototypeOf(error)).toBe(TypeError.prototype)
  })

  it('over a hunk codec refuses undefined and what is not hunks', async () => {
    // (The cast: typing the stream classes for hunk codecs is another change.)
    const make = () => new DecoderStream(hunkCodec(8) as never) as unknown as TransformStream<never, unknown>
    expect(await writeOne(make(), undefined)).toEqual(errored(undefinedChunk))
    const hunks = (received: string) => `The "input" argument must be a Uint16Array, received ${received}`
    expect(await writeOne(make(), null)).toEqual(errored(hunks('null')))
    expect(await writeOne(make(), 3.14)).toEqual(errored(hunks('a number')))
    expect(await writeOne(make(), {})).toEqual(errored(hunks('an instance of Object')))
    expect(await writeOne(make(), 'A')).toEqual(errored(hunks('a string')))
    expect(await writeOne(make(), shared([0x41]))).toEqual(errored(hunks('an instance of Uint8Array')))
    // Hunks: a Uint16Array, or an array of integers (as every hunk codec method takes them).
    expect(await writeOne(make(), Uint16Array.of(0x41))).toEqual({ write: 'ok', read: 'A' })
    expect(await writeOne(make(), [0x41])).toEqual({ write: 'ok', read: 'A' })
  })
})

describe('TranscoderStream', () => {
  const transcoders: [string, () => TransformStream<never, unknown>][] = byteCodecs.flatMap((codec) => [
    [`${codec.name} to utf-8`, () => new TranscoderStream(codec, utf8) as TransformStream<never, unknown>],
    [`utf-8 to ${codec.name}`, () => new TranscoderStream(utf8, codec) as TransformStream<never, unknown>],
  ])
  const message = (received: string) =>
    `The "chunk" argument must be an ArrayBuffer or ArrayBufferView, received ${received}`
  for (const [name, make] of transcoders) {
    it(`${name} errors the stream with a TypeError on every chunk TextDecoderStream refuses`, async () => {
      for (const [, chunk, received] of badChunks) {
        expect(await writeOne(make(), chunk)).toEqual(errored(message(received)))
      }
    })

    it(`${name} takes every BufferSource, shared memory included`, async () => {
      for (const [, chunk] of goodChunks) {
        expect(await writeOne(make(), chunk())).toEqual({ write: 'ok', read: '65' })
      }
    })
  }
})

describe('an encoder stream', () => {
  // TextEncoderStream converts any chunk to a string (WebIDL DOMString: `undefined` becomes "undefined");
  // utf8x's encoder streams take strings only, as every encode does.
  const encoders: [string, () => TransformStream<never, unknown>][] = [
    ...byteCodecs.map((codec): [string, () => TransformStream<never, unknown>] => [
      `EncoderStream(${codec.name})`,
      () => new EncoderStream(codec) as TransformStream<never, unknown>,
    ]),
    ...packageClasses.map((classes): [string, () => TransformStream<never, unknown>] => [
      `${classes.name}'s EncoderStream`,
      () => new classes.EncoderStream() as TransformStream<never, unknown>,
    ]),
  ]
  const chunks: [unknown, string][] = [
    ...badChunks
      .filter(([, chunk]) => typeof chunk !== 'string')
      .map(([, chunk, received]): [unknown, string] => [chunk, received]),
    [Uint8Array.of(0x41), 'an instance of Uint8Array'],
    [shared([0x41]), 'an instance of Uint8Array'],
    [new String('A'), 'an instance of String'],
  ]
  for (const [name, make] of encoders) {
    it(`${name} errors the stream with a TypeError on every chunk that is not a string`, async () => {
      for (const [chunk, received] of chunks) {
        expect(await writeOne(make(), chunk)).toEqual(
          errored(`The "chunk" argument must be a string, received ${received}`),
        )
      }
      expect(await writeOne(make(), 'A')).toEqual({ write: 'ok', read: '65' })
    })
  }
})
