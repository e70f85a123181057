// Every codec of the scheme packages, and each package's classes, for tests that check one rule across
// all of them (core itself never imports a scheme package; its tests may).
import type { Codec, DecodeOptions, EncodeOptions, StreamDecoder } from '@utf8x/core'
import * as corrected from '@utf8x/corrected-utf8'
import * as classic from '@utf8x/utf8-classic'
import * as eight from '@utf8x/utf8-eight-byte'
import * as infinity from '@utf8x/utf8-infinity'
import type { BoundEncoder } from '../src/classes.ts'

/** Every byte codec (code points as numbers, or bigints for the unbounded schemes). */
export const allCodecs: readonly Codec<number | bigint>[] = [
  classic.utf8,
  classic.utf8Rfc2279,
  classic.cesu8,
  classic.mutf8,
  classic.wtf8,
  eight.eightByte,
  eight.sevenByte,
  eight.sixtyFiveBit,
  infinity.utfInfinity8,
  corrected.correctedUtf8,
]

/** The attributes TextDecoder and TextDecoderStream have. */
interface DecoderAttributes {
  readonly encoding: string
  readonly fatal: boolean
  readonly ignoreBOM: boolean
}

/** The four classes a scheme package exports for its main codec, as these tests use them. */
export interface PackageClasses {
  readonly name: string
  readonly Decoder: new (options?: DecodeOptions) => StreamDecoder
  readonly DecoderStream: new (
    options?: DecodeOptions,
  ) => TransformStream<BufferSource, string> & DecoderAttributes
  readonly Encoder: new (options?: EncodeOptions) => BoundEncoder
  readonly EncoderStream: new (
    options?: EncodeOptions,
  ) => TransformStream<string, Uint8Array> & { encoding: string }
}

export const packageClasses: readonly PackageClasses[] = [
  { name: 'utf-8', ...classesOf(classic) },
  { name: 'utf-8-eight-byte', ...classesOf(eight) },
  { name: 'utf-infinity-8', ...classesOf(infinity) },
  { name: 'corrected-utf-8', ...classesOf(corrected) },
]

function classesOf(module: Omit<PackageClasses, 'name'>): Omit<PackageClasses, 'name'> {
  const { Decoder, DecoderStream, Encoder, EncoderStream } = module
  return { Decoder, DecoderStream, Encoder, EncoderStream }
}

/** What `run` throws (fails the test when it returns). */
export function thrown(run: () => unknown): Error {
  try {
    run()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a throw')
}
