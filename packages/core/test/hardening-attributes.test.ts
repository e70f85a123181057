// Decoder and DecoderStream, and the object createDecoder returns, have the attributes TextDecoder and
// TextDecoderStream have: encoding, fatal and ignoreBOM (the option as given, coerced to a boolean);
// Encoder and EncoderStream have encoding.
import { DecoderStream, EncoderStream } from '@utf8x/core'
import { hunkCodec } from '@utf8x/utf8-eight-byte'
import { describe, expect, it } from 'vitest'
import { allCodecs, packageClasses } from './_all-codecs.ts'

interface DecoderAttributes {
  readonly encoding: string
  readonly fatal: boolean
  readonly ignoreBOM: boolean
}

function attributes(decoder: DecoderAttributes): [string, boolean, boolean] {
  return [decoder.encoding, decoder.fatal, decoder.ignoreBOM]
}

describe('ignoreBOM, fatal and encoding attributes', () => {
  it('TextDecoder reflects the options so', () => {
    expect(attributes(new TextDecoder('utf-8', { fatal: true, ignoreBOM: 1 as never }))).toEqual([
      'utf-8',
      true,
      true,
    ])
    expect(attributes(new TextDecoder())).toEqual(['utf-8', false, false])
  })
  for (const codec of allCodecs) {
    it(`${codec.name}: createDecoder and DecoderStream`, () => {
      const name = codec.name
      expect(attributes(codec.createDecoder())).toEqual([name, true, false])
      expect(attributes(codec.createDecoder({ fatal: false, ignoreBOM: true }))).toEqual([name, false, true])
      expect(attributes(codec.createDecoder({ ignoreBOM: 1 } as never))).toEqual([name, true, true])
      expect(attributes(new DecoderStream(codec))).toEqual([name, true, false])
      expect(attributes(new DecoderStream(codec, { ignoreBOM: true }))).toEqual([name, true, true])
      expect(new EncoderStream(codec).encoding).toBe(name)
    })
  }
  it('the classes of each package', () => {
    for (const { name, Decoder, DecoderStream, Encoder, EncoderStream } of packageClasses) {
      expect(attributes(new Decoder())).toEqual([name, true, false])
      expect(attributes(new Decoder({ ignoreBOM: true, fatal: false }))).toEqual([name, false, true])
      expect(attributes(new Decoder({ ignoreBOM: 'yes' } as never))).toEqual([name, true, true])
      expect(attributes(new DecoderStream())).toEqual([name, true, false])
      expect(attributes(new DecoderStream({ ignoreBOM: true }))).toEqual([name, true, true])
      expect(new Encoder().encoding).toBe(name)
      expect(new EncoderStream().encoding).toBe(name)
    }
  })
  it('hunk decoders', () => {
    const decoder = hunkCodec(6).createDecoder({ ignoreBOM: true })
    expect(attributes(decoder)).toEqual(['utf-8-hunk-6', true, true])
    expect(hunkCodec(6).createDecoder().ignoreBOM).toBe(false)
  })
})
