// Options are read as TextDecoder reads them (`stream` and `ignoreBOM` by truthiness), `fatal` takes
// `true`, `false` or `undefined` only (issue 34, item 15: `{ fatal: 0 }` was strict while `''` and `null`
// were TypeErrors), and an unknown option or another `fatal` is a TypeError naming it, in every method of
// every codec that takes options.
import {
  DecodeError,
  DecoderStream,
  EncodeError,
  EncoderStream,
  TranscoderStream,
  transcode,
} from '@utf8x/core'
import {
  Encoder as CorrectedEncoder,
  EncoderStream as CorrectedEncoderStream,
  correctedUtf8,
  decodeDocument,
  encodeDocument,
  fromUtf8,
  toUtf8,
} from '@utf8x/corrected-utf8'
import { Decoder as Utf8Decoder, DecoderStream as Utf8DecoderStream, utf8 } from '@utf8x/utf8-classic'
import { hunkCodec } from '@utf8x/utf8-eight-byte'
import { describe, expect, it } from 'vitest'
import { allCodecs, packageClasses, thrown } from './_all-codecs.ts'

const euro = new Uint8Array([0xe2, 0x82, 0xac])
const bom = new Uint8Array([0xef, 0xbb, 0xbf, 0x41])

/** Every way a codec takes options, each called with `options`. */
function optionTakers(codec: (typeof allCodecs)[number]): [string, (options: object) => unknown][] {
  return [
    ['decode', (o) => codec.decode(euro, o)],
    ['decodeCodePoints', (o) => codec.decodeCodePoints(euro, o)],
    ['encode', (o) => codec.encode('a', o)],
    ['encodeInto', (o) => codec.encodeInto('a', new Uint8Array(8), o)],
    ['createDecoder', (o) => codec.createDecoder(o)],
    ['createDecoder().decode', (o) => codec.createDecoder().decode(euro, o)],
    ['DecoderStream', (o) => new DecoderStream(codec, o)],
    ['EncoderStream', (o) => new EncoderStream(codec, o)],
  ]
}

function expectOptionError(run: () => unknown, option: string): void {
  const error = thrown(run)
  expect(error).toBeInstanceOf(TypeError)
  expect(error).not.toBeInstanceOf(DecodeError)
  expect(error.message).toContain(option)
}

describe('stream: any truthy value streams (WebIDL, as TextDecoder)', () => {
  for (const codec of allCodecs) {
    it(codec.name, () => {
      const bytes = codec.encode('é€😀')
      for (const stream of [1, 'yes', {}, true]) {
        const decoder = codec.createDecoder()
        let text = ''
        for (const byte of bytes) text += decoder.decode(new Uint8Array([byte]), { stream } as never)
        expect(text + decoder.decode()).toBe('é€😀')
      }
      // A falsy value ends the stream: a split character is then truncated.
      const decoder = codec.createDecoder()
      expect(() => decoder.decode(bytes.subarray(0, 1), { stream: 0 } as never)).toThrow(DecodeError)
    })
  }
  it('TextDecoder agrees', () => {
    const decoder = new TextDecoder()
    expect(
      decoder.decode(euro.subarray(0, 1), { stream: 1 } as never) + decoder.decode(euro.subarray(1)),
    ).toBe('€')
  })
})

describe('ignoreBOM: any truthy value keeps the BOM (utf-8)', () => {
  it('decode, createDecoder, Decoder, DecoderStream', async () => {
    for (const ignoreBOM of [1, 'yes', true]) {
      const options = { ignoreBOM } as never
      expect(utf8.decode(bom, options)).toBe('\uFEFFA')
      expect(utf8.decode(bom, { fatal: false, ignoreBOM } as never)).toBe('\uFEFFA')
      expect(utf8.createDecoder(options).decode(bom)).toBe('\uFEFFA')
      expect(new Utf8Decoder(options).decode(bom)).toBe('\uFEFFA')
      let streamed = ''
      const stream = new Blob([bom]).stream().pipeThrough(new Utf8DecoderStream(options))
      for await (const part of stream as unknown as AsyncIterable<string>) streamed += part
      expect(streamed).toBe('\uFEFFA')
      expect(new TextDecoder('utf-8', options).decode(bom)).toBe('\uFEFFA')
    }
    for (const ignoreBOM of [0, '', false, undefined]) {
      expect(utf8.decode(bom, { ignoreBOM } as never)).toBe('A')
    }
  })
  it('every codec takes ignoreBOM (only utf-8 strips a BOM)', () => {
    for (const codec of allCodecs) {
      const bytes = codec.encode('\uFEFFA')
      expect(codec.decode(bytes, { ignoreBOM: true })).toBe('\uFEFFA')
      expect(codec.createDecoder({ ignoreBOM: false }).decode(bytes)).toBe(
        codec.name === 'utf-8' ? 'A' : '\uFEFFA',
      )
    }
  })
})

describe('fatal takes true, false or undefined, and anything else is a TypeError naming it', () => {
  /** Values that only look like a boolean: each was strict (a number) or lax nowhere, silently. */
  const NOT_BOOLEAN: [unknown, string][] = [
    [0, 'a number (0)'],
    [1, 'a number (1)'],
    ['', 'a string ("")'],
    ['false', 'a string ("false")'],
    [null, 'null'],
    [{}, 'an instance of Object'],
  ]
  const message = (shown: string) =>
    `The "options.fatal" option must be true, false or undefined, received ${shown}`
  for (const codec of allCodecs) {
    it(`${codec.name}: every method taking options`, () => {
      const bad = new Uint8Array([0x41, 0x80])
      for (const fatal of [true, undefined]) {
        expect(() => codec.decode(bad, { fatal } as never)).toThrow(DecodeError)
        expect(() => codec.createDecoder({ fatal } as never).decode(bad)).toThrow(DecodeError)
      }
      expect(codec.decode(bad, { fatal: false })).toBe('A\uFFFD')
      const takers: [string, (options: object) => unknown][] = [
        ...optionTakers(codec).filter(([what]) => what !== 'createDecoder().decode'),
        ['codePoints', (o) => codec.codePoints(euro, o)],
        ['codePointsBackward', (o) => codec.codePointsBackward(euro, o)],
        [
          'truncateText',
          (o) => (codec.truncateText as (t: string, m: number, o: object) => string)('a', 1, o),
        ],
        ['transcode', (o) => transcode(euro, codec, utf8, o)],
        ['TranscoderStream', (o) => new TranscoderStream(codec, utf8, o)],
      ]
      for (const [fatal, shown] of NOT_BOOLEAN) {
        for (const [what, take] of takers) {
          expect(thrown(() => take({ fatal })).message, `${what}, ${String(fatal)}`).toBe(message(shown))
        }
      }
    })
  }
  it('the package classes, hunk codecs and Corrected UTF-8 documents', () => {
    for (const [fatal, shown] of NOT_BOOLEAN) {
      const takers: [string, () => unknown][] = [
        ...packageClasses.flatMap(
          ({ name, Decoder, DecoderStream, Encoder, EncoderStream }) =>
            [
              [`${name} Decoder`, () => new Decoder({ fatal } as never)],
              [`${name} DecoderStream`, () => new DecoderStream({ fatal } as never)],
              [`${name} Encoder`, () => new Encoder({ fatal } as never)],
              [`${name} EncoderStream`, () => new EncoderStream({ fatal } as never)],
            ] as [string, () => unknown][],
        ),
        ['hunk decode', () => hunkCodec(5).decode(new Uint16Array([0x41]), { fatal } as never)],
        ['hunk encode', () => hunkCodec(5).encode('a', { fatal } as never)],
        ['hunk encodeInto', () => hunkCodec(5).encodeInto('a', new Uint16Array(8), { fatal } as never)],
        ['hunk createDecoder', () => hunkCodec(5).createDecoder({ fatal } as never)],
        ['hunk codePoints', () => hunkCodec(5).codePoints(new Uint16Array([0x41]), { fatal } as never)],
        ['encodeDocument', () => encodeDocument('a', { fatal } as never)],
        ['decodeDocument', () => decodeDocument(euro, { fatal } as never)],
        ['fromUtf8', () => fromUtf8(euro, { fatal } as never)],
        ['toUtf8', () => toUtf8(euro, { fatal } as never)],
      ]
      for (const [what, take] of takers) {
        expect(thrown(take).message, `${what}, ${String(fatal)}`).toBe(message(shown))
      }
    }
  })
})

describe('an unknown option is a TypeError naming it', () => {
  for (const codec of allCodecs) {
    it(codec.name, () => {
      for (const [what, take] of optionTakers(codec)) {
        expectOptionError(() => take({ fatel: false }), '"fatel"')
        expectOptionError(() => take({ strem: true }), '"strem"')
        // What one method takes is unknown to another.
        if (what.startsWith('encode') || what === 'EncoderStream') {
          expectOptionError(() => take({ ignoreBOM: true }), '"ignoreBOM"')
          expectOptionError(() => take({ stream: true }), '"stream"')
        } else if (what !== 'createDecoder().decode') {
          expectOptionError(() => take({ stream: true }), '"stream"')
        } else {
          expectOptionError(() => take({ fatal: false }), '"fatal"')
        }
      }
    })
  }
  it('the package classes', () => {
    for (const { name, Decoder, DecoderStream, Encoder, EncoderStream } of packageClasses) {
      expectOptionError(() => new Decoder({ fatel: false } as never), '"fatel"')
      expectOptionError(() => new DecoderStream({ fatel: false } as never), '"fatel"')
      expectOptionError(() => new Encoder({ fatel: false } as never), '"fatel"')
      expectOptionError(() => new EncoderStream({ fatel: false } as never), '"fatel"')
      expectOptionError(() => new Encoder({ fatal: 'ignore' } as never), '"options.fatal"')
      expectOptionError(() => new Decoder({ fatal: 'ignore' } as never), '"options.fatal"')
      expectOptionError(() => new Decoder().decode(euro, { strem: true } as never), '"strem"')
      expect(new Decoder({ fatal: false, ignoreBOM: true }).fatal, name).toBe(false)
    }
  })
  it('hunk codecs', () => {
    const five = hunkCodec(5)
    const hunks = five.encode('a')
    expectOptionError(() => five.decode(hunks, { fatel: false } as never), '"fatel"')
    expectOptionError(() => five.decodeCodePoints(hunks, { fatal: 'no' } as never), '"options.fatal"')
    expectOptionError(() => five.encode('a', { fatel: false } as never), '"fatel"')
    expectOptionError(() => five.encodeInto('a', new Uint16Array(8), { fatel: false } as never), '"fatel"')
    expectOptionError(() => five.createDecoder({ fatel: false } as never), '"fatel"')
    expectOptionError(() => five.createDecoder().decode(hunks, { strem: true } as never), '"strem"')
    const decoder = five.createDecoder()
    let text = ''
    for (const hunk of five.encode('é'))
      text += decoder.decode(new Uint16Array([hunk]), { stream: 1 } as never)
    expect(text + decoder.decode()).toBe('é')
  })
})

describe('the option names are the own enumerable keys, as Object.keys gives them', () => {
  // 16 bytes: long enough for the quick route of the UTF-8-compatible codecs, short enough to take it.
  const sixteen = new TextEncoder().encode('abcdefgh€€é')
  for (const codec of allCodecs) {
    it(codec.name, () => {
      const want = codec.decode(sixteen, { fatal: false })
      expectOptionError(() => codec.decode(sixteen, { fatal: false, fatel: 1 } as object), '"fatel"')
      expectOptionError(() => codec.decode(sixteen, { fatel: 1, fatal: false } as object), '"fatel"')
      // Inherited keys, non-enumerable own keys and symbols are not options.
      const inherited = Object.assign(Object.create({ extra: true }), { fatal: false })
      expect(codec.decode(sixteen, inherited)).toBe(want)
      const hidden = Object.defineProperty({ fatal: false }, 'extra', { value: 1, enumerable: false })
      expect(codec.decode(sixteen, hidden)).toBe(want)
      expect(codec.decode(sixteen, { fatal: false, [Symbol('extra')]: 1 })).toBe(want)
    })
  }
})

describe("a codec's own options keep working", () => {
  it('corrected-utf-8: unencodable on encode, encodeInto, Encoder and EncoderStream', async () => {
    const text = 'a\u0085'
    const replaced = [0x61, ...correctedUtf8.encode('\uFFFD')]
    expect([...correctedUtf8.encode(text, { unencodable: 'replace' })]).toEqual(replaced)
    const out = new Uint8Array(8)
    const { written } = correctedUtf8.encodeInto(text, out, { unencodable: 'replace' })
    expect([...out.subarray(0, written)]).toEqual(replaced)
    expect([...new CorrectedEncoder({ unencodable: 'replace' }).encode(text)]).toEqual(replaced)
    const stream = new Blob([text]).stream().pipeThrough(new TextDecoderStream())
    const bytes = await new Response(
      stream.pipeThrough(new CorrectedEncoderStream({ unencodable: 'replace' })),
    ).arrayBuffer()
    expect([...new Uint8Array(bytes)]).toEqual(replaced)
    expect(() => correctedUtf8.encode(text)).toThrow(EncodeError)
    // Its value is checked, and it is an encoding option only.
    expectOptionError(
      () => correctedUtf8.encode(text, { unencodable: 'drop' as never }),
      '"options.unencodable"',
    )
    expectOptionError(() => correctedUtf8.decode(euro, { unencodable: 'replace' } as never), '"unencodable"')
    // Another codec does not know it.
    expectOptionError(() => utf8.encode(text, { unencodable: 'replace' } as never), '"unencodable"')
  })
  it('options inherited from a prototype are read, not refused', () => {
    const options = Object.create({ fatal: false }) as { fatal?: boolean }
    expect(utf8.decode(new Uint8Array([0x80]), options)).toBe('\uFFFD')
  })
})
