// The byte codecs of every scheme package that well-formed UTF-8 means the same in, for the hardening
// tests that attack them all the same way.
import { eightByte, sevenByte } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import { cesu8, mutf8, utf8, utf8Js, utf8Rfc2279, wtf8 } from '../src/index.ts'

/** What those tests call: every codec's byte methods, with number or bigint code points. */
export interface ByteCodec {
  decode(bytes: Uint8Array, options?: { fatal?: boolean }): string
  decodeCodePoints(bytes: Uint8Array, options?: { fatal?: boolean }): (number | bigint)[]
  validate(bytes: Uint8Array): unknown
  isWellFormed(bytes: Uint8Array): boolean
  encodeCodePoints(codePoints: Iterable<number>): Uint8Array
  createDecoder(options?: { fatal?: boolean }): {
    decode(bytes?: Uint8Array, options?: { stream?: boolean }): string
  }
}

export const utf8Codecs: Record<string, ByteCodec> = {
  utf8,
  utf8Js,
  wtf8,
  cesu8,
  mutf8,
  utf8Rfc2279,
  eightByte,
  sevenByte,
  utfInfinity8,
}
