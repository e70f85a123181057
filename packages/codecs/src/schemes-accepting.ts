/**
 * `schemesAccepting`: every scheme that reads some bytes as well-formed, and what it reads.
 *
 * @module
 */

import type { BufferSource, Codec } from '@utf8x/core'
import { copyOf, toBytes } from '@utf8x/core/internal'
import { type ByteCodec, codecs } from './codecs.ts'

/**
 * One accepting scheme and its strict decoding: `text` where a string holds its code points faithfully
 * (`utf-8`, `cesu-8`, `mutf-8`, `wtf-8`), else `codePoints` (by codec, never by bytes). Decoded when
 * first read, then kept.
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
 * {@link codecs}: for bytes of unknown origin (`C0 80` is U+0000 in MUTF-8, U+00A0 in Corrected UTF-8).
 * Empty input is accepted by every scheme. One copy of the bytes, one validation per scheme; readings are
 * decoded when first read (read only those you need). A leading U+FEFF is kept ({@link sniffBOM} finds one).
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
  // One copy, validated and read by every reading: the caller's bytes may change (a SharedArrayBuffer).
  const copy = copyOf(toBytes(bytes, 'bytes'))
  const out: SchemeReading[] = []
  for (const codec of codecs) if (codec.isWellFormed(copy)) out.push(reading(codec, copy))
  return out
}
