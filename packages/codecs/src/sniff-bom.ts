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
 * The codec a mark at the start of `bytes` announces, and the mark's length; `null` for none (or part of
 * one): Corrected UTF-8's 8-byte magic number `EF B7 9D ED B2 AE 00 0A` (its spec's byte order mark),
 * `EF BB BF` (`utf8`, as the Encoding Standard sniffs it, though several schemes write U+FEFF so) and
 * `D1 9F 97 9F` (`sixtyFiveBit`'s U+FEFF). The README's table says why. Decode what follows with
 * `codec.decode(bytes.subarray(length))`.
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
