/**
 * The shape every utf8x codec has (API.md, "The codec object"), so that switching schemes is a change of
 * import, not of code.
 *
 * @module
 */

import type { BufferSource } from './args.ts'
import type { DecodeError } from './errors.ts'

/**
 * Decoding options every codec takes. An unknown key, or a value of the wrong type, is a `TypeError`
 * naming it.
 */
export interface DecodeOptions {
  /**
   * `true` (default): throw `DecodeError` on the first ill-formed sequence. `false`: U+FFFD replacement.
   * Only `false` turns strict decoding off: any other value (`0` included, unlike `TextDecoder`, whose
   * `fatal` is truthiness) is strict, so a mistaken value never hides bad input; a value that is neither
   * a boolean nor a number is a `TypeError`.
   */
  fatal?: boolean
  /**
   * As `TextDecoder`'s (any truthy value is `true`): keep a leading BOM (U+FEFF) when decoding to a
   * string. Only a scheme that strips one by default reads it (`utf-8`); the others always keep it.
   * Decoding to code points never strips a BOM.
   */
  ignoreBOM?: boolean
}

/**
 * Encoding options every codec takes (`encode`, `encodeInto`, the encoder classes). An unknown key, or
 * a value of the wrong type, is a `TypeError` naming it.
 */
export interface EncodeOptions {
  /**
   * `true` (default): throw `EncodeError` for what the scheme cannot encode (in `encodeInto`, once
   * everything before it is written). `false`: write U+FFFD for it, as `TextEncoder` does. Only `false`
   * turns strict encoding off (as for {@link DecodeOptions.fatal}).
   */
  fatal?: boolean
}

/** The options of one `StreamDecoder.decode` call, as with `TextDecoder`. */
export interface StreamDecodeOptions {
  /**
   * `true` (any truthy value, as with `TextDecoder`): more input follows, so an incomplete final
   * sequence is held back for the next call.
   */
  stream?: boolean
}

/** An incremental decoder (`codec.createDecoder()`), used as `TextDecoder` is. */
export interface StreamDecoder {
  /** The scheme id. */
  readonly encoding: string
  /** Whether ill-formed input throws (`true`) or becomes U+FFFD. */
  readonly fatal: boolean
  /** The `ignoreBOM` option as given (coerced to a boolean), as `TextDecoder.ignoreBOM`. */
  readonly ignoreBOM: boolean
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
  /**
   * Encodes as much of `text` as fits, never part of a sequence. Strict by default, as `encode`: reaching
   * what the scheme cannot encode (everything before it written) is an `EncodeError`; `{ fatal: false }`
   * writes U+FFFD for it, as `TextEncoder.encodeInto` does.
   */
  encodeInto(
    text: string,
    destination: Uint8Array,
    options?: EncodeOptions,
  ): { read: number; written: number }
  decode(bytes: BufferSource, options?: DecodeOptions): string
  encodeCodePoints(codePoints: Iterable<number | CodePoint>): Uint8Array
  /** The code points, faithfully: a leading BOM is U+FEFF (`ignoreBOM` does not apply). */
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
