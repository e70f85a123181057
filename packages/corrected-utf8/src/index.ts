/**
 * `@utf8x/corrected-utf8`: Corrected UTF-8 (`corrected-utf-8`), UTF-8 with its design errors fixed.
 * Sequences of two or more bytes carry offsets (160, 2208/4256, 69792, 2166944, 69275808), so every
 * complete 1–6-byte sequence is the unique encoding of one code point: overlongs cannot exist. The C1
 * controls and the surrogates are not encoded; code points go up to U+8421109F; FE and FF start reserved
 * runs. Plus the magic number, document helpers and rules, and byte-level conversion from and to UTF-8.
 * `@utf8x/core`'s boundary functions (`isBoundary`, `truncate`, …) work on it as they are.
 *
 * @example
 * ```ts
 * import { correctedUtf8, MAGIC } from '@utf8x/corrected-utf8'
 * console.assert(correctedUtf8.decode(MAGIC) === '\u{10E7D}\u{ED4E}\u0000\n')
 * console.assert(correctedUtf8.encode('Ï').join() === [0xc0, 0xaf].join())
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
export type { CorrectedEncodeOptions, UnencodablePolicy } from './_encode.ts'
export {
  type CheckDocumentOptions,
  checkDocument,
  type DocumentDiagnostic,
  type DocumentRule,
} from './check-document.ts'
export { type CorrectedUtf8Codec, correctedUtf8 } from './codec.ts'
export {
  type DecodeDocumentOptions,
  decodeDocument,
  encodeDocument,
  hasMagic,
  MAGIC,
  MAGIC_LENGTH,
  stripMagic,
} from './document.ts'
export { type PrivateUseMapping, privateUseMapping } from './private-use.ts'
export { CORRECTED_UTF8_TABLE, type CorrectedUtf8TableRow, MAX_CODE_POINT } from './table.ts'
export { type FromUtf8Options, fromUtf8, type ToUtf8Options, toUtf8 } from './utf8-conversion.ts'
