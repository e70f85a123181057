/**
 * `@utf8x/utf8-eight-byte`: Dave Barber's "Extending UTF-8 to eight bytes" (2020), exactly: eight-byte
 * UTF-8 (`eightByte`, 42 bits, RFC 3629's bytes for every scalar value), `sevenByte`, UTF-8 over hunks of
 * 1 to 9 bits (`hunkCodec(n)`), the 65-bit variant (`sixtyFiveBit`, bigints), and bit diagrams (`explain`).
 *
 * @example
 * ```ts
 * import { eightByte, explain } from '@utf8x/utf8-eight-byte'
 * console.assert(eightByte.encodeCodePoints([2 ** 42 - 1]).length === 8)
 * console.assert(explain(0x25).text === "z010'0101" && explain(0x80).sequences[0]?.row === 'C')
 * ```
 *
 * @module
 */

export {
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
export { eightByte, sevenByte } from './eight-byte.ts'
export {
  type HunkBits,
  type HunkCapacityRow,
  type HunkCodec,
  type HunkSource,
  type HunkStreamDecoder,
  hunkCapacity,
  hunkCodec,
} from './hunk.ts'
export { sixtyFiveBit } from './sixty-five-bit.ts'
