/**
 * `@utf8x/core/internal`: what utf8x's own packages need from core to declare a codec beyond
 * `@utf8x/core` (argument checks, caller memory, the engine's reader and writer, the UTF-8 schemes, the
 * accelerators, the builders of a top-level function from half a codec and of a codec from a scheme compiled
 * at build time: `schemeCodec`). The README's "Public names" lists them by job; each is imported by another
 * utf8x package. For utf8x's packages only: any name may change in any release, no semver promise.
 *
 * @module
 */

export { argumentError, assertString, toBytes } from './args.ts'
export { unitsToString } from './code-points.ts'
export { copyOf, grownCopy } from './copy.ts'
export { utf8Encode } from './encode-method.ts'
export { defineDecode, schemeCodec } from './engine/codec.ts'
export { decodeSequenceInto } from './engine/decode.ts'
export { encodeText, encodeTextInto, writeValue } from './engine/encode.ts'
export { stepError } from './engine/format.ts'
export { engineLinkOf } from './engine/link.ts'
export { failStep, newStep, readSequence } from './engine/read.ts'
export { utf8Scheme, wtf8Scheme } from './engine/utf8.ts'
export {
  type Accelerator,
  bmpAccelerator,
  schemeWasm,
  utf8Accelerator,
  utf8DecodeAccelerator,
  wtf8Bytes,
} from './fast/index.ts'
export { describeCodePoint } from './messages.ts'
export { isFatal } from './options.ts'
export { byteRange, typedLength } from './views.ts'
