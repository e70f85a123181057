/**
 * `@utf8x/utf8-eight-byte`: Dave Barber's "Extending UTF-8 to eight bytes" (2020), implemented exactly.
 * Eight-byte UTF-8 (`eightByte`, 42 bits, the same bytes as RFC 3629 for every Unicode scalar value and
 * as RFC 2279 below 2^31), its seven-byte limit (`sevenByte`), UTF-8 over hunks of 1 to 9 bits
 * (`hunkCodec(n)`), the 65-bit variant (`sixtyFiveBit`, bigint code points), and bit diagrams in the
 * document's notation (`explain`, core's `Explanation`). Strict by default; errors name the structural rule
 * that broke; replacement decoding resynchronises at the next unit that can start a sequence.
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

import type { Codec } from '@utf8x/core'
import { eightByte } from './eight-byte.ts'

export {
  byteLength,
  Decoder,
  DecoderStream,
  decode,
  decodeCodePoints,
  Encoder,
  EncoderStream,
  eightByte,
  encode,
  encodeCodePoints,
  isWellFormed,
  sevenByte,
  validate,
} from './eight-byte.ts'
export { explain } from './explain.ts'
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

/**
 * Encodes as much of a string as fits into `destination`, never part of a character
 * (`eightByte.encodeInto`). Strict, as `encode`; `{ fatal: false }` writes U+FFFD for a lone surrogate,
 * as `TextEncoder.encodeInto` does.
 *
 * @param text - the string
 * @param destination - the `Uint8Array` to write into
 * @param options - `{ fatal: false }` replaces a lone surrogate
 * @returns UTF-16 units read and bytes written
 * @throws {EncodeError} `surrogate` on reaching a lone surrogate (everything before it written), unless
 *   `fatal: false`
 * @example
 * ```ts
 * const out = new Uint8Array(4)
 * console.assert(encodeInto('a€b', out).written === 4)
 * ```
 */
export const encodeInto: Codec<number>['encodeInto'] = /* @__PURE__ */ (() => eightByte.encodeInto)()

/**
 * The bytes one code point takes in eight-byte UTF-8 (1–8; `eightByte.encodedLength`).
 *
 * @throws {EncodeError} `out-of-range` for a value above 2^42 - 1 (or negative, or not an integer)
 * @example
 * ```ts
 * console.assert(encodedLength(0x7f) === 1 && encodedLength(2 ** 42 - 1) === 8)
 * ```
 */
export const encodedLength: Codec<number>['encodedLength'] = /* @__PURE__ */ (() => eightByte.encodedLength)()

/**
 * An incremental eight-byte UTF-8 decoder (`eightByte.createDecoder`), used as `TextDecoder` is:
 * `decode(chunk, { stream: true })` for each chunk, then `decode()`.
 *
 * @example
 * ```ts
 * const decoder = createDecoder()
 * console.assert(decoder.decode(new Uint8Array([0xe2, 0x82]), { stream: true }) === '')
 * console.assert(decoder.decode(new Uint8Array([0xac])) === '€')
 * ```
 */
export const createDecoder: Codec<number>['createDecoder'] = /* @__PURE__ */ (() => eightByte.createDecoder)()
