/**
 * `@utf8x/core`: what every utf8x scheme shares. Bit primitives for UTF-8-like layouts over any unit
 * width, the {@link Codec} interface every scheme package implements, the errors they throw
 * ({@link DecodeError}, {@link EncodeError}), incremental decoders and WHATWG streams for any codec,
 * boundary search and truncation by each scheme's own rules, Barber-style bit diagrams, code point ↔
 * string conversion, `U+…` notation for values of any size, copies of caller bytes that never alias
 * them, and the well-formed UTF-8 kernels the UTF-8-compatible schemes run on. Web standards only; no
 * dependencies.
 *
 * @example
 * ```ts
 * import { formatCodePoint, bitDiagram, formatDiagram } from '@utf8x/core'
 * console.assert(formatCodePoint(0x1f600) === 'U+1F600')
 * console.assert(formatDiagram(bitDiagram([0xc2, 0x80], [3, 2])) === "wwz0'0010 wz00'0000")
 * ```
 *
 * @module
 */

export {
  argumentError,
  assertArrayLike,
  assertIterable,
  assertString,
  assertUint8Array,
  type BufferSource,
  checkOptionNames,
  checkOptions,
  DECODE_OPTION_NAMES,
  ENCODE_OPTION_NAMES,
  isFatal,
  readOptions,
  STREAM_OPTION_NAMES,
  toBytes,
  toHunks,
} from './args.ts'
export {
  bitLength,
  isContinuation,
  isContinuationByte,
  layoutDataBits,
  leadingOnes,
  mask,
  maskBigInt,
  packBits,
  type SequenceLayout,
  unpackBits,
  unpackBitsBigInt,
  utf8Layout,
} from './bits.ts'
export { hasSupplementaryOrNul } from './bmp-scan.ts'
export {
  type BoundaryCodec,
  type BoundaryInput,
  type BoundaryOptions,
  type BoundaryRules,
  boundaryAtOrBefore,
  boundaryOptions,
  isBoundary,
  nextBoundary,
  previousBoundary,
  sequenceStarts,
  sequenceStartsReverse,
  truncate,
} from './boundaries.ts'
export {
  codePointsToString,
  formatCodePoint,
  MAX_UNICODE,
  parseCodePoint,
  parseCodePointBigInt,
  parseCodePoints,
  scratchUnits,
  stringToCodePoints,
  unitsToString,
} from './code-points.ts'
export type { Codec, DecodeOptions, EncodeOptions, StreamDecodeOptions, StreamDecoder } from './codec.ts'
export { copyOf } from './copy.ts'
export {
  type BoundDecoder,
  type BoundEncoder,
  type CodecParts,
  codecClasses,
  type DecoderClass,
  type DecoderStreamClass,
  defineCodec,
  type EncodeIntoResult,
  type EncoderClass,
  type EncoderStreamClass,
} from './define.ts'
export {
  type BitDiagram,
  bitDiagram,
  type DiagramBit,
  type DiagramStyle,
  type DiagramUnit,
  formatDiagram,
} from './diagram.ts'
export type { Accelerator, Progress } from './engine/accelerator.ts'
export { tableCodec } from './engine/codec.ts'
export {
  decodeSequenceInto,
  decodeToCodePoints,
  decodeToString,
  validateUnits,
} from './engine/decode.ts'
export {
  checkCodePoint,
  encodeText,
  encodeTextInto,
  encodeValues,
  forEachEncodable,
  replacementFor,
  textLength,
  unitsFor,
  writeValue,
} from './engine/encode.ts'
export { engineReader, type FactsOf, structureBits } from './engine/explain.ts'
export { stepError, unitPattern } from './engine/format.ts'
export {
  canComplete,
  heldTail,
  isExtension,
  newStep,
  readSequence,
  type Step,
  subpartLength,
  tailNeed,
  type Units,
} from './engine/read.ts'
export {
  defineScheme,
  type LeadRule,
  type OffsetRange,
  type Scheme,
  type SchemeTable,
  type SurrogateRule,
} from './engine/scheme.ts'
export {
  DECODE_ERROR_KINDS,
  DecodeError,
  type DecodeErrorDetails,
  type DecodeErrorKind,
  describeCodePoint,
  EncodeError,
  type EncodeErrorKind,
  isDecodeError,
  isEncodeError,
} from './errors.ts'
export {
  type ExplainedSequence,
  type Explanation,
  explainUnits,
  type LengthField,
  leadStructure,
  type SequenceFacts,
  type SequenceReader,
  type SequenceReading,
} from './explain.ts'
export {
  nativeDecodeReplacing,
  nativeDecodeStrict,
  nativeEncodeUtf8,
  preferNative,
  quickNativeDecode,
  quickNativeEncode,
} from './native.ts'
export { fastNativeDecode, fastNativeEncode, nodeMajor, type Runtime, runtime } from './runtime.ts'
export {
  assertCodec,
  ChunkedDecoder,
  type DecoderFactory,
  DecoderStream,
  EncoderStream,
  type IncrementalDecoding,
  type StringEncoder,
} from './stream.ts'
export {
  checkDecodedLength,
  checkStringLength,
  maxStringLength,
  stringLengthError,
} from './string-length.ts'
export { readLayout, readTable } from './table.ts'
export { transcode } from './transcode.ts'
export { type Utf8AcceleratorOptions, utf8Accelerator } from './utf8-accelerator.ts'
export { utf8Error, utf8ErrorAt, utf8ErrorState } from './utf8-errors.ts'
export {
  decodeUtf8BmpPrefix,
  decodeUtf8Prefix,
  encodeUtf8Into,
  firstLoneSurrogate,
  kernelState,
  type LoneSurrogatePolicy,
  scanUtf8Prefix,
  utf8ByteLength,
  utf8MaximalSubpart,
  utf8SequenceLength,
  validateUtf8Prefix,
} from './utf8-kernel.ts'
export { byteRange, isPlainBytes, typedLength, viewBytes } from './views.ts'
export { copyBytes, instantiateWasm, wasmMemoryView } from './wasm-scan.ts'
