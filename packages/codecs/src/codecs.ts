/**
 * Every codec of the scheme packages, and their types.
 *
 * @module
 */

import type { BufferSource, Codec, DecodeError, DecodeOptions, StreamDecoder } from '@utf8x/core'

/** A stream decoder's `decode` options (`stream`). */
type StreamDecodeOptions = Parameters<StreamDecoder['decode']>[1]

import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { cesu8, mutf8, utf8, utf8Rfc2279, wtf8 } from '@utf8x/utf8-classic'
import {
  eightByte,
  type HunkCodec,
  type HunkSource,
  type HunkStreamDecoder,
  sevenByte,
  sixtyFiveBit,
} from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import type { ByteCodecName } from './_labels.ts'

/** A codec on bytes: code points are numbers, or bigints for `utf-8-65` and `utf-infinity-8`. */
export type ByteCodec = Codec<number> | Codec<bigint>

/**
 * A hunk codec as `getCodec` types it for a run-time `string` label: typed to take bytes too, so
 * `getCodec(label).decode(bytes)` compiles; it still throws a `TypeError` for anything but hunks.
 * `'unitBits' in codec` narrows to {@link ByteCodec}; a literal label gives the plain `HunkCodec`.
 */
export interface RegisteredHunkCodec<CodePoint extends number | bigint = number>
  extends HunkCodec<CodePoint> {
  /** As `HunkCodec.decode`: a `TypeError` for anything but hunks. */
  decode(hunks: HunkSource | BufferSource, options?: DecodeOptions): string
  /** As `HunkCodec.decodeCodePoints`: a `TypeError` for anything but hunks. */
  decodeCodePoints(hunks: HunkSource | BufferSource, options?: DecodeOptions): CodePoint[]
  /** As `HunkCodec.validate`: a `TypeError` for anything but hunks. */
  validate(hunks: HunkSource | BufferSource): DecodeError | null
  /** As `HunkCodec.isWellFormed`: a `TypeError` for anything but hunks. */
  isWellFormed(hunks: HunkSource | BufferSource): boolean
  /** As `HunkCodec.createDecoder`. */
  createDecoder(options?: DecodeOptions): RegisteredHunkStreamDecoder
}

/** The incremental decoder of a {@link RegisteredHunkCodec}: a `HunkStreamDecoder`, typed to take bytes too. */
export interface RegisteredHunkStreamDecoder extends HunkStreamDecoder {
  /** As `HunkStreamDecoder.decode`: a `TypeError` for a chunk that is not hunks. */
  decode(input?: HunkSource | BufferSource, options?: StreamDecodeOptions): string
}

/** Any codec `getCodec` returns for a run-time label: a byte codec or a {@link RegisteredHunkCodec}. */
export type RegisteredCodec = ByteCodec | RegisteredHunkCodec<number> | RegisteredHunkCodec<bigint>

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
 * The ten byte codecs, frozen, in the order of core's README "Semantics" table: the scheme packages' own
 * objects. The hunk codecs (on `Uint16Array` units) are not here: `getCodec('utf-8-hunk-N')` gives them.
 *
 * @example
 * ```ts
 * console.assert(codecs.length === 10 && codecs[0] === getCodec('utf-8'))
 * const bytes = new Uint8Array([0xc0, 0x80])
 * const accepting = codecs.filter((codec) => codec.isWellFormed(bytes)).map((codec) => codec.name)
 * console.assert(accepting.join() === 'mutf-8,corrected-utf-8')
 * ```
 */
export const codecs: readonly ByteCodec[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.values(BYTE_CODECS_BY_NAME),
)
