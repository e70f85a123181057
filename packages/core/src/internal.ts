/**
 * `@utf8x/core/internal`: what utf8x's own packages share that is not the contract of `@utf8x/core`:
 * argument and option checks, copies and views of caller memory, the string length limit, RFC 3629
 * error classification, the well-formed UTF-8 kernels, the runtime's native routes, WebAssembly helpers
 * and the shared scratch memory (everything from `fast/`). For utf8x's packages only: any name here may
 * change or go in any release, without a semver promise.
 *
 * @module
 */

export {
  argumentError,
  assertArrayLike,
  assertIterable,
  assertString,
  assertUint8Array,
  checkCount,
  checkOptionNames,
  checkOptions,
  DECODE_OPTION_NAMES,
  ENCODE_OPTION_NAMES,
  isFatal,
  readOptions,
  STREAM_OPTION_NAMES,
  toBytes,
  toByteUnits,
  toHunks,
} from './args.ts'
export {
  bitLength,
  isContinuation,
  isContinuationByte,
  leadingOnes,
  mask,
  maskBigInt,
} from './bits.ts'
export type { BoundaryInput } from './boundaries.ts'
export { scratchUnits, unitsToString } from './code-points.ts'
export { copyOf, grownCopy, joinBytes } from './copy.ts'
export {
  type BoundDecoder,
  type BoundEncoder,
  type DecodeParts,
  decodeMethod,
  iterationMethods,
} from './define.ts'
export type { DiagramBit, DiagramUnit } from './diagram.ts'
export { type DecodeExtra, engineCodec, engineDecode } from './engine/codec.ts'
export {
  decodeSequenceInto,
  decodeToCodePoints,
  decodeToString,
  validateUnits,
} from './engine/decode.ts'
export {
  checkCodePoint,
  encodableAt,
  encodeText,
  encodeTextInto,
  encodeValues,
  replacementFor,
  type Substitute,
  textLength,
  unitsFor,
  writeValue,
} from './engine/encode.ts'
export { engineReader, type FactsOf, structureBits } from './engine/explain.ts'
export { stepError, unitPattern } from './engine/format.ts'
export {
  backwardCodePoints,
  forwardCodePoints,
  textPrefixLength,
  truncateLength,
} from './engine/iterate.ts'
export { engineLinkOf } from './engine/link.ts'
export {
  canComplete,
  failStep,
  heldTail,
  isExtension,
  newStep,
  readSequence,
  subpartLength,
  tailNeed,
  type Units,
} from './engine/read.ts'
export type { OffsetRange } from './engine/scheme.ts'
export { RFC3629_ROWS, readsAsUtf8, utf8Scheme, wtf8Scheme } from './engine/utf8.ts'
export { type DecodeErrorDetails, describeCodePoint } from './errors.ts'
export {
  explainUnits,
  type LengthField,
  leadStructure,
  type SequenceFacts,
  type SequenceReader,
  type SequenceReading,
} from './explain.ts'
export * from './fast/index.ts'
export {
  assertCodec,
  ChunkedDecoder,
  type DecoderFactory,
  type IncrementalDecoding,
  type StringEncoder,
} from './stream.ts'
export {
  checkDecodedLength,
  checkStringLength,
  maxStringLength,
  stringLengthError,
} from './string-length.ts'
export { byteRange, plainUnits16, typedLength, unitPrefix, viewBytes } from './views.ts'
