/**
 * `@utf8x/utf8-classic`: RFC 3629 UTF-8 and its four relatives, strict, diagnosable and fast.
 *
 * Five codecs of `@utf8x/core`'s `Codec` shape: {@link utf8} (RFC 3629), {@link utf8Rfc2279} (RFC 2279,
 * 1–6 bytes), {@link cesu8} (CESU-8), {@link mutf8} (Java Modified UTF-8) and {@link wtf8} (WTF-8). `utf8`
 * is also exported as top-level functions (`encode`, `decode`, …, `explain`) and classes (`Encoder`,
 * `Decoder`, `EncoderStream`, `DecoderStream`, which take any codec). Decoding is strict by default
 * (`DecodeError` with kind and offset); `{ fatal: false }` replaces maximal subparts with U+FFFD (for
 * `utf8`, exactly as `TextDecoder`). {@link convert} converts between any two schemes; {@link truncate}
 * and {@link boundaryOptions} cut without splitting a character. {@link utf8Js} never uses the runtime's
 * codecs. `wtf8.concat` joins WTF-8 strings; `mutf8.writeUTF`/`readUTF` frame as Java's `DataOutput` does.
 *
 * @example
 * ```ts
 * import { decode, encode, mutf8, convert, utf8 } from '@utf8x/utf8-classic'
 * console.assert(decode(encode('héllo')) === 'héllo')
 * console.assert(convert(mutf8.encode('\0'), mutf8, utf8).join() === '0')
 * ```
 *
 * @module
 */

export {
  boundaryOptions,
  DecodeError,
  type DecodeErrorKind,
  EncodeError,
  type EncodeErrorKind,
  type ExplainedSequence,
  type Explanation,
  isDecodeError,
  isEncodeError,
} from '@utf8x/core'
export {
  byteLength,
  createDecoder,
  Decoder,
  DecoderStream,
  decode,
  decodeCodePoints,
  Encoder,
  EncoderStream,
  encode,
  encodeCodePoints,
  encodedLength,
  encodeInto,
  explain,
  isWellFormed,
  validate,
} from './_aliases.ts'
export type { Utf8DecodeOptions } from './_codec.ts'
export { truncate } from './boundaries.ts'
export { cesu8 } from './cesu8.ts'
export { convert } from './convert.ts'
export { type Mutf8Codec, mutf8, type ReadUtfResult } from './mutf8.ts'
export { utf8 } from './utf8.ts'
export { utf8Js } from './utf8-js.ts'
export { utf8Rfc2279 } from './utf8-rfc2279.ts'
export { type Wtf8Codec, wtf8 } from './wtf8.ts'
