/**
 * `@utf8x/core`: the contract every utf8x scheme package keeps. The {@link Codec} interface and
 * {@link defineCodec}, which builds one from a scheme's table; the errors codecs throw
 * ({@link DecodeError}, {@link EncodeError}, recognised across copies by {@link isDecodeError} and
 * {@link isEncodeError}); WHATWG streams; bit layouts and Barber-style diagrams; boundaries and truncation
 * by each scheme's rules; transcoding; byte offset ↔ UTF-16 index ({@link toUtf16Index},
 * {@link toByteOffset}); code points ↔ strings and `U+…` notation. Web standards only; no dependencies.
 * What utf8x's packages share beyond this is in `@utf8x/core/internal`, with no semver promise.
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

export type { BufferSource } from './args.ts'
export { type SequenceLayout, utf8Layout } from './bits.ts'
export {
  type BoundaryCodec,
  boundaryAtOrBefore,
  boundaryOptions,
  isBoundary,
  nextBoundary,
  previousBoundary,
  sequenceStarts,
  truncate,
} from './boundaries.ts'
export { type CodecClasses, codecClasses } from './classes.ts'
export { stringToCodePoints } from './code-points.ts'
export type { Codec, DecodeOptions, EncodeOptions, StreamDecoder } from './codec.ts'
export { type BitDiagram, bitDiagram, formatDiagram } from './diagram.ts'
export { defineCodec } from './engine/codec.ts'
export { defineScheme, type LeadRule, type Scheme, type SchemeTable } from './engine/scheme.ts'
export {
  DecodeError,
  type DecodeErrorKind,
  EncodeError,
  type EncodeErrorKind,
  isDecodeError,
  isEncodeError,
} from './errors.ts'
export type { ExplainedSequence, Explanation } from './explain.ts'
export { formatCodePoint, parseCodePoint, parseCodePointBigInt, parseCodePoints } from './notation.ts'
export { toByteOffset, toUtf16Index } from './offsets.ts'
export { DecoderStream, EncoderStream } from './stream.ts'
export { readTable } from './table.ts'
export { transcode } from './transcode.ts'
export { TranscoderStream } from './transcoder-stream.ts'
