/**
 * `@utf8x/core/internal`: what utf8x's own packages need from core to declare a codec and that is not the
 * contract of `@utf8x/core`: argument checks, copies and views of caller memory, the engine's sequence
 * reader and writer, the UTF-8 schemes, from `fast/` the accelerators and the WebAssembly kit, and the
 * builders of a top-level function from half a codec (`defineDecode`, `utf8Encode`) and of a codec from a
 * scheme compiled at build time (`schemeCodec`; `defineCodec` of `@utf8x/core` also reads a table). The
 * README's "Public names" lists them by job. Each name here is imported by another utf8x package (a name
 * only core uses is imported by core from its own module). For utf8x's packages only: any may change or
 * go in any release, without a semver promise.
 *
 * @module
 */

export { argumentError, assertArrayLike, assertString, assertUint8Array, toBytes } from './args.ts'
export { unitsToString } from './code-points.ts'
export { copyOf, grownCopy } from './copy.ts'
export { utf8Encode } from './encode-method.ts'
export { defineDecode, schemeCodec } from './engine/codec.ts'
export { decodeSequenceInto } from './engine/decode.ts'
export { encodeText, encodeTextInto, writeValue } from './engine/encode.ts'
export { stepError } from './engine/format.ts'
export { engineLinkOf } from './engine/link.ts'
export { failStep, newStep, readSequence } from './engine/read.ts'
export { readsAsUtf8, utf8Scheme, wtf8Scheme } from './engine/utf8.ts'
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
