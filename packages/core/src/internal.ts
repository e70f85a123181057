/**
 * `@utf8x/core/internal`: what utf8x's own packages need from core to declare a codec and that is not the
 * contract of `@utf8x/core`: argument and option checks, copies and views of caller memory, the string
 * length limit, the engine's reader, decoder and encoder steps, the UTF-8 schemes, and from `fast/` the
 * accelerators and the WebAssembly kit. Each name here is imported by another utf8x package
 * (a name only core uses is imported by core from its own module). For utf8x's packages only: any name
 * here may change or go in any release, without a semver promise.
 *
 * @module
 */

export {
  argumentError,
  assertArrayLike,
  assertIterable,
  assertString,
  assertUint8Array,
  DECODE_OPTION_NAMES,
  ENCODE_OPTION_NAMES,
  isFatal,
  readOptions,
  toBytes,
  toHunks,
} from './args.ts'
export { leadingOnes } from './bits.ts'
export { unitsToString } from './code-points.ts'
export { copyOf, grownCopy } from './copy.ts'
export { iterationMethods } from './define.ts'
export { utf8Encode } from './encode-method.ts'
export { engineCodec, engineDecode } from './engine/codec.ts'
export { decodeSequenceInto, decodeToCodePoints, decodeToString, validateUnits } from './engine/decode.ts'
export {
  checkCodePoint,
  encodeText,
  encodeTextInto,
  encodeValues,
  type Substitute,
  textLength,
  unitsFor,
  writeValue,
} from './engine/encode.ts'
export { engineReader } from './engine/explain.ts'
export { stepError, unitPattern } from './engine/format.ts'
export { engineLinkOf } from './engine/link.ts'
export {
  canComplete,
  failStep,
  heldTail,
  newStep,
  readSequence,
  tailNeed,
  type Units,
} from './engine/read.ts'
export { RFC3629_ROWS, readsAsUtf8, utf8Scheme, wtf8Scheme } from './engine/utf8.ts'
export { describeCodePoint } from './errors.ts'
export { explainUnits, type SequenceFacts, type SequenceReader, type SequenceReading } from './explain.ts'
export {
  type Accelerator,
  bmpAccelerator,
  schemeWasm,
  utf8Accelerator,
  utf8DecodeAccelerator,
  wtf8Bytes,
} from './fast/index.ts'
export { ChunkedDecoder } from './stream.ts'
export { maxStringLength } from './string-length.ts'
export { byteRange, typedLength } from './views.ts'
