/**
 * Every codec of the scheme packages, and their types.
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { cesu8, mutf8, utf8, utf8Rfc2279, wtf8 } from '@utf8x/utf8-classic'
import { eightByte, type HunkCodec, sevenByte, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import type { ByteCodecName } from './_labels.ts'

/** A codec on bytes: code points are numbers, or bigints for `utf-8-65` and `utf-infinity-8`. */
export type ByteCodec = Codec<number> | Codec<bigint>

/** Any codec `getCodec` returns: a byte codec, or a hunk codec (`utf-8-hunk-N`, on `Uint16Array` units). */
export type RegisteredCodec = ByteCodec | HunkCodec<number> | HunkCodec<bigint>

/** The byte codecs by scheme id, each with its own type. */
export const BYTE_CODECS_BY_NAME = {
  'utf-8': utf8,
  'utf-8-rfc2279': utf8Rfc2279,
  'cesu-8': cesu8,
  'mutf-8': mutf8,
  'wtf-8': wtf8,
  'utf-8-eight-byte': eightByte,
  'utf-8-seven-byte': sevenByte,
  'utf-8-65': sixtyFiveBit,
  'utf-infinity-8': utfInfinity8,
  'corrected-utf-8': correctedUtf8,
} as const satisfies Record<ByteCodecName, ByteCodec>

/**
 * Every byte codec, frozen, in the order of the scheme table of the project's SEMANTICS.md: `utf8`,
 * `utf8Rfc2279`, `cesu8`, `mutf8`, `wtf8`, `eightByte`, `sevenByte`, `sixtyFiveBit`, `utfInfinity8`,
 * `correctedUtf8`: the same objects the scheme packages export. The nine hunk codecs work on `Uint16Array`
 * units, not bytes, so they are not here: `getCodec('utf-8-hunk-N')` (or `hunkCodec(N)` of
 * `@utf8x/utf8-eight-byte`) gives them, and {@link labels} lists every label, theirs included.
 *
 * @example
 * ```ts
 * console.assert(codecs.length === 10 && codecs[0] === getCodec('utf-8'))
 * const bytes = new Uint8Array([0xc0, 0x80])
 * const accepting = codecs.filter((codec) => codec.isWellFormed(bytes)).map((codec) => codec.name)
 * console.assert(accepting.join() === 'mutf-8,corrected-utf-8')
 * ```
 */
export const codecs: readonly ByteCodec[] = /* @__PURE__ */ Object.freeze([
  utf8,
  utf8Rfc2279,
  cesu8,
  mutf8,
  wtf8,
  eightByte,
  sevenByte,
  sixtyFiveBit,
  utfInfinity8,
  correctedUtf8,
])
