/**
 * `@utf8x/utf8-classic`: RFC 3629 UTF-8 and its four relatives, strict, diagnosable and fast.
 *
 * Five codecs with the shared `Codec` shape of `@utf8x/core`: {@link utf8} (RFC 3629), {@link utf8Rfc2279}
 * (RFC 2279, 1–6 bytes), {@link cesu8} (CESU-8), {@link mutf8} (Java Modified UTF-8) and {@link wtf8}
 * (WTF-8). `utf8` is also exported as top-level functions (`encode`, `decode`, `encodeInto`, …,
 * `explain`) and classes (`Encoder`, `Decoder`, `EncoderStream`, `DecoderStream`, which take any codec). Decoding is strict by default and throws
 * `DecodeError` with the kind and offset of the first ill-formed sequence; `{ fatal: false }` replaces
 * maximal subparts with U+FFFD (for `utf8`, exactly as `TextDecoder`). {@link convert} converts bytes
 * between any two schemes; {@link truncate} and {@link boundaryOptions} cut text without splitting a
 * character. `utf8` uses the runtime's own codec where it is faster and exact; {@link utf8Js} never does.
 * `wtf8.concat` joins two WTF-8 strings (fusing a split surrogate pair); `mutf8.writeUTF` and
 * `mutf8.readUTF` frame Modified UTF-8 as Java's `DataOutput`/`DataInput` do.
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
