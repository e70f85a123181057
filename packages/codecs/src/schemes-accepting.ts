/**
 * `schemesAccepting`: every scheme that reads some bytes as well-formed, and what it reads.
 *
 * @module
 */

import type { BufferSource, Codec } from '@utf8x/core'
import { copyOf, toBytes } from '@utf8x/core/internal'
import { type ByteCodec, codecs } from './codecs.ts'

/**
 * One scheme that accepts the bytes, and what strict decoding gives: `text` for the schemes whose code
 * points a string holds faithfully (`utf-8`, `cesu-8`, `mutf-8`, `wtf-8`: largest code point U+10FFFF),
 * `codePoints` for the others (their values go beyond U+10FFFF, or, in `utf-8-rfc2279` and Barber's
 * schemes, include surrogate values a string would fuse into pairs). Which of the two an entry has depends
 * on its codec only, never on the bytes. Each is decoded when it is first read, then kept: the same string
 * or array every time.
 */
export type SchemeReading =
  | { readonly codec: Codec<number>; readonly text: string }
  | { readonly codec: Codec<number>; readonly codePoints: number[] }
  | { readonly codec: Codec<bigint>; readonly codePoints: bigint[] }

/** Decoding options that keep a leading U+FEFF, so that `text` is as faithful as `codePoints`. */
const KEEP_BOM = { ignoreBOM: true } as const

/** Whether a codec's largest code point is at most U+10FFFF, so its text fits a string. */
function fitsStrings(codec: ByteCodec): codec is Codec<number> {
  return typeof codec.maxCodePoint === 'number' && codec.maxCodePoint <= 0x10ffff
}

/** One accepting scheme's reading of `copy` (well-formed there), decoded when first read. */
function reading(codec: ByteCodec, copy: Uint8Array): SchemeReading {
  if (fitsStrings(codec)) {
    let text: string | undefined
    return {
      codec,
      get text(): string {
        text ??= codec.decode(copy, KEEP_BOM)
        return text
      },
    }
  }
  let codePoints: (number | bigint)[] | undefined
  return {
    codec,
    get codePoints(): (number | bigint)[] {
      codePoints ??= codec.decodeCodePoints(copy)
      return codePoints
    },
  } as SchemeReading
}

/**
 * Which schemes accept `bytes` (strict decoding succeeds) and what each decodes them to, in the order of
 * {@link codecs}. For bytes of unknown origin: the same bytes mean different things across the schemes
 * (`FF` is never valid in UTF-8, starts an 8-byte sequence in eight-byte UTF-8 and a 14-byte one in the
 * 65-bit variant, a 13-byte or longer one in UTF-∞-8, and a reserved run in Corrected UTF-8; `C0 80` is
 * U+0000 in MUTF-8 and U+00A0 in Corrected UTF-8, overlong everywhere else). Empty input is accepted by
 * every scheme.
 *
 * Each entry has `text` or `codePoints` as {@link SchemeReading} says, decoded when first read (then
 * kept): the entries hold one copy of the bytes between them, so asking which schemes accept a large file
 * costs about its size, and each reading read costs what it holds (a string of up to 2 bytes per input
 * byte; an array of up to one number, or one bigint, per input byte: read the ones you need). A leading
 * U+FEFF is kept in both (`utf-8`'s `decode` would strip it): use {@link sniffBOM} to find one. Work is
 * linear in the input: one validation per scheme.
 *
 * @param bytes - any `BufferSource` (copied once, never kept or changed)
 * @returns one entry per accepting scheme; `[]` when none accepts
 * @throws {TypeError} when `bytes` is not a `BufferSource` (never for what the bytes hold)
 * @throws {RangeError} only when a `text` read would be longer than the runtime's maximum string length
 *   (thrown by that read)
 * @example
 * ```ts
 * const readings = schemesAccepting(new Uint8Array([0xc0, 0x80]))
 * console.assert(readings.map((r) => r.codec.name).join() === 'mutf-8,corrected-utf-8')
 * const [mutf, corrected] = readings
 * console.assert(mutf !== undefined && 'text' in mutf && mutf.text === '\0')
 * console.assert(corrected !== undefined && 'codePoints' in corrected && corrected.codePoints[0] === 0xa0)
 * console.assert(schemesAccepting(new Uint8Array([0xff])).length === 0)
 * ```
 */
export function schemesAccepting(bytes: BufferSource): SchemeReading[] {
  // One copy, validated and then read by every reading: the caller's bytes may change meanwhile (a
  // SharedArrayBuffer) or once this returns.
  const copy = copyOf(toBytes(bytes, 'bytes'))
  const out: SchemeReading[] = []
  for (const codec of codecs) if (codec.isWellFormed(copy)) out.push(reading(codec, copy))
  return out
}
