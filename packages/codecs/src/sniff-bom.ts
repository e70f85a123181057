/**
 * `sniffBOM`: the scheme a leading byte order mark (or Corrected UTF-8's magic number) announces.
 *
 * @module
 */

import type { BufferSource } from '@utf8x/core'
import { toBytes } from '@utf8x/core/internal'
import { correctedUtf8, hasMagic, MAGIC_LENGTH } from '@utf8x/corrected-utf8'
import { utf8 } from '@utf8x/utf8-classic'
import { sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import type { ByteCodec } from './codecs.ts'

/** What {@link sniffBOM} found: the codec a leading mark announces, and how many bytes the mark takes. */
export interface SniffedBOM {
  readonly codec: ByteCodec
  readonly length: number
}

/** U+FEFF in UTF-8 and in every scheme that shares its 3-byte form (RFC 3629 §6). */
const UTF8_BOM = [0xef, 0xbb, 0xbf] as const
/** U+FEFF in the 65-bit variant (Barber §9: `1101dddd` and three `100ddddd` extension bytes). */
const SIXTY_FIVE_BIT_BOM = [0xd1, 0x9f, 0x97, 0x9f] as const

function startsWith(bytes: Uint8Array, mark: readonly number[]): boolean {
  if (bytes.length < mark.length) return false
  for (let i = 0; i < mark.length; i++) if (bytes[i] !== mark[i]) return false
  return true
}

/**
 * The codec that a mark at the start of `bytes` announces, and the mark's length in bytes; `null` when
 * `bytes` starts with none (or with only part of one). The marks:
 *
 * | bytes | codec | length |
 * | --- | --- | --- |
 * | `EF B7 9D ED B2 AE 00 0A` (Corrected UTF-8's magic number, U+10E7D U+ED4E U+0000 U+000A) | `correctedUtf8` | 8 |
 * | `EF BB BF` (U+FEFF) | `utf8` | 3 |
 * | `D1 9F 97 9F` (U+FEFF in the 65-bit variant) | `sixtyFiveBit` | 4 |
 *
 * `EF BB BF` is U+FEFF in UTF-8 and equally in `utf-8-rfc2279`, `cesu-8`, `mutf-8`, `wtf-8`,
 * `utf-8-eight-byte`, `utf-8-seven-byte` and `utf-infinity-8`, which all write U+FEFF so; the bytes
 * cannot tell these apart, and `utf8` is returned, as the WHATWG Encoding Standard's BOM sniffing
 * does. (In `corrected-utf-8` those bytes are U+10F9F; in `utf-8-65` they are ill-formed.)
 *
 * Corrected UTF-8 marks a file with its magic number, which its spec says to treat as a byte order
 * mark, so the whole 8 bytes are the mark. The schemes that allow lone surrogate values (`wtf-8`,
 * `utf-8-rfc2279`, Barber's) read those bytes as U+FDDD U+DCAE U+0000 U+000A, a noncharacter and an
 * unpaired surrogate, which the spec chose so that no text starts with them. Corrected UTF-8's own
 * encoding of U+FEFF, `EE B9 9F`, is not taken for a mark: it is also well-formed UTF-8 (U+EE5F, private
 * use), and the spec gives the magic number that role. `D1 9F 97 9F` is well-formed in `utf-8-65` only.
 * The UTF-16 and UTF-32 byte order marks announce no codec here.
 *
 * `utf8.decode` already strips a leading `EF BB BF` (unless `ignoreBOM`); to decode what follows a
 * mark in any scheme, decode `bytes.subarray(length)` with the codec.
 *
 * @param bytes - any `BufferSource` (read in place, never kept)
 * @returns `{ codec, length }`, or `null`
 * @throws {TypeError} when `bytes` is not a `BufferSource`
 * @example
 * ```ts
 * const found = sniffBOM(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69]))
 * console.assert(found?.codec === getCodec('utf-8') && found.length === 3)
 * const magic = new Uint8Array([0xef, 0xb7, 0x9d, 0xed, 0xb2, 0xae, 0x00, 0x0a, 0xc0, 0xaf])
 * const document = sniffBOM(magic)
 * console.assert(document?.codec.name === 'corrected-utf-8' && document.length === 8)
 * console.assert(document.codec.decode(magic.subarray(document.length)) === 'Ï')
 * console.assert(sniffBOM(new Uint8Array([0xef, 0xbb])) === null)
 * ```
 */
export function sniffBOM(bytes: BufferSource): SniffedBOM | null {
  const view = toBytes(bytes, 'bytes')
  if (hasMagic(view)) return { codec: correctedUtf8, length: MAGIC_LENGTH }
  if (startsWith(view, UTF8_BOM)) return { codec: utf8, length: UTF8_BOM.length }
  if (startsWith(view, SIXTY_FIVE_BIT_BOM)) return { codec: sixtyFiveBit, length: SIXTY_FIVE_BIT_BOM.length }
  return null
}
