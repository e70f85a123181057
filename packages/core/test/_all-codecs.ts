// Every codec of the scheme packages, and each package's classes, for tests that check one rule across
// all of them (core itself never imports a scheme package; its tests may).
import * as corrected from '@utf8x/corrected-utf8'
import * as classic from '@utf8x/utf8-classic'
import * as eight from '@utf8x/utf8-eight-byte'
import * as infinity from '@utf8x/utf8-infinity'

/** A codec as these tests use it (bigint code point schemes included). */
export type AnyCodec = (typeof allCodecs)[number]

export const allCodecs = [
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
] as const

/** The four classes each scheme package exports for its main codec. */
export const packageClasses = [
  { name: 'utf-8', ...pick(classic) },
  { name: 'utf-8-eight-byte', ...pick(eight) },
  { name: 'utf-infinity-8', ...pick(infinity) },
  { name: 'corrected-utf-8', ...pick(corrected) },
] as const

function pick<
  T extends { Decoder: unknown; DecoderStream: unknown; Encoder: unknown; EncoderStream: unknown },
>(module: T) {
  return {
    Decoder: module.Decoder,
    DecoderStream: module.DecoderStream,
    Encoder: module.Encoder,
    EncoderStream: module.EncoderStream,
  }
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
