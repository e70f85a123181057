/**
 * The shape every utf8x codec has (API.md, "The codec object"), so that switching schemes is a change of
 * import, not of code.
 *
 * @module
 */

import type { BufferSource } from './args.ts'
import type { DecodeError } from './errors.ts'

/** Decoding options every codec takes. */
export interface DecodeOptions {
  /** `true` (default): throw `DecodeError` on the first ill-formed sequence. `false`: U+FFFD replacement. */
  fatal?: boolean
}

/** Encoding options every codec takes. */
export interface EncodeOptions {
  /** `true` (default): throw `EncodeError`. `false`: write U+FFFD for what the scheme cannot encode. */
  fatal?: boolean
}

/** The options of one `StreamDecoder.decode` call, as with `TextDecoder`. */
export interface StreamDecodeOptions {
  /** `true`: more input follows, so an incomplete final sequence is held back for the next call. */
  stream?: boolean
}

/** An incremental decoder (`codec.createDecoder()`), used as `TextDecoder` is. */
export interface StreamDecoder {
  /** The scheme id. */
  readonly encoding: string
  /** Whether ill-formed input throws (`true`) or becomes U+FFFD. */
  readonly fatal: boolean
  /**
   * Decodes one chunk. With `{ stream: true }`, an incomplete final sequence is kept for the next call;
   * without it (or with no chunk), the input ends here: a held sequence is an error (strict) or one
   * U+FFFD, and the decoder is reset for a new stream.
   *
   * @throws {DecodeError} in strict mode, with the offset counted from the start of the stream
   */
  decode(input?: BufferSource, options?: StreamDecodeOptions): string
}

/** A code point codec (API.md). `CodePoint` is `number`, or `bigint` for the unbounded schemes. */
export interface Codec<CodePoint extends number | bigint = number> {
  /** The id from SEMANTICS.md, for example `corrected-utf-8`. */
  readonly name: string
  /** The largest encodable code point; `null` when unbounded. */
  readonly maxCodePoint: CodePoint | null
  /** Units per code point at the most; `null` when unbounded. */
  readonly maxSequenceLength: number | null
  /** Whether byte order of encodings equals code point order. */
  readonly orderPreserving: boolean

  encode(text: string, options?: EncodeOptions): Uint8Array
  encodeInto(text: string, destination: Uint8Array): { read: number; written: number }
  decode(bytes: BufferSource, options?: DecodeOptions): string
  encodeCodePoints(codePoints: Iterable<number | CodePoint>): Uint8Array
  decodeCodePoints(bytes: BufferSource, options?: DecodeOptions): CodePoint[]
  /** The first error strict decoding would throw, or `null`. Never throws on a byte input. */
  validate(bytes: BufferSource): DecodeError | null
  isWellFormed(bytes: BufferSource): boolean
  /** The length of `encode(text)` without encoding. */
  byteLength(text: string): number
  /** Units needed for one code point. */
  encodedLength(codePoint: number | CodePoint): number
  createDecoder(options?: DecodeOptions): StreamDecoder
}
