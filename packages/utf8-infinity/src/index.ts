/**
 * `@utf8x/utf8-infinity`: UTF-∞-8 (Tom Bishop and Richard Cook, draft, 2009): UTF-8 for unbounded code
 * points, as `bigint`. RFC 2279 below 2^31, `FE` 7-byte codes to 2^36, `FF` 13-byte codes to 2^71, then
 * `FF`, a length field and two storage bytes per three hex digits. Byte order is code point order; a
 * code's length shows in its first bytes ({@link sequenceLength}). Linear time and memory on any input.
 *
 * @example
 * ```ts
 * import { decodeCodePoints, encodeCodePoints, parseCodePoint } from '@utf8x/utf8-infinity'
 * const big = parseCodePoint('U+1000000000000000000000000000000000')
 * const bytes = encodeCodePoints([big])
 * console.assert(bytes.length === 28 && bytes[1] === 0xb4)
 * console.assert(decodeCodePoints(bytes)[0] === big)
 * ```
 *
 * @module
 */

export {
  type BitDiagram,
  DecodeError,
  type DecodeErrorKind,
  EncodeError,
  type EncodeErrorKind,
  type ExplainedSequence,
  type Explanation,
  formatCodePoint,
  formatDiagram,
  isDecodeError,
  isEncodeError,
  parseCodePoint,
  parseCodePointBigInt,
  parseCodePoints,
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
export { utfInfinity8 } from './codec.ts'
export { sequenceLength } from './sequence-length.ts'
