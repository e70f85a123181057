/**
 * One factory for the five codecs: a {@link Scheme} descriptor in, a checked `Codec` (core's
 * `defineCodec`) out, with the native fast paths where they give the same answer.
 *
 * @module
 */

import {
  byteRange,
  ChunkedDecoder,
  type DecodeOptions,
  defineCodec,
  isFatal,
  nativeDecodeReplacing,
  nativeDecodeStrict,
  preferNative,
  type StreamDecoder,
} from '@utf8x/core'
import { fitsBmpScheme } from './_bmp-scan.ts'
import { decodeToCodePoints, decodeToString, validateBytes } from './_decode.ts'
import {
  checkedEncodedLength,
  encodeCodePointList,
  encodeString,
  encodeStringInto,
  schemeByteLength,
} from './_encode.ts'
import type { Scheme } from './_scheme.ts'
import { heldTail, strictHeldTail } from './_sequence.ts'

/** Decoding options of `utf8` (and accepted, without effect on the BOM, by the other four). */
export interface Utf8DecodeOptions extends DecodeOptions {
  /**
   * As `TextDecoder`'s `ignoreBOM`: `false` (default) strips one leading `EF BB BF` (U+FEFF) at the start
   * of the input or stream; `true` keeps it as U+FEFF. Only `utf8` reads it; the other schemes never
   * touch a BOM.
   */
  ignoreBOM?: boolean
}

/** How a codec is built. */
export interface CodecBuild {
  /** Strip a leading BOM unless `ignoreBOM` (`utf8` only). */
  readonly bom: boolean
  /** Use the runtime's `TextDecoder`/`TextEncoder` where they give the same answer. */
  readonly native: boolean
}

/** Makes the codec of `scheme`. */
export function makeCodec(scheme: Scheme, build: CodecBuild) {
  const replacementIsWhatwg = scheme.surrogates === 'forbid' && scheme.maxCodePoint === 0x10ffff
  const bomStart = (bytes: Uint8Array, options: Utf8DecodeOptions): number =>
    build.bom && options.ignoreBOM !== true && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
      ? 3
      : 0

  const decodeFrom = (bytes: Uint8Array, start: number, fatal: boolean): string => {
    if (build.native && preferNative(bytes, start)) {
      const view = start === 0 ? bytes : byteRange(bytes, start, bytes.length)
      if (!fatal && replacementIsWhatwg) {
        const text = nativeDecodeReplacing(view)
        if (text !== null) return text
      }
      const text = nativeDecodeStrict(view)
      if (text !== null && (scheme.utf8Superset || fitsBmpScheme(view, text, scheme.modifiedNul))) return text
    }
    return decodeToString(bytes, start, fatal, scheme)
  }

  const codec = defineCodec<number, Utf8DecodeOptions>({
    name: scheme.name,
    maxCodePoint: scheme.maxCodePoint,
    maxSequenceLength: scheme.maxSequenceLength,
    orderPreserving: scheme.orderPreserving,
    encode: (text, fatal) => encodeString(text, fatal, scheme, build.native),
    encodeInto: (text, destination) => encodeStringInto(text, destination, scheme, build.native),
    decode: (bytes, fatal, options) => decodeFrom(bytes, bomStart(bytes, options), fatal),
    encodeCodePoints: (codePoints) => encodeCodePointList(codePoints, scheme),
    decodeCodePoints: (bytes, fatal, options) =>
      decodeToCodePoints(bytes, bomStart(bytes, options), fatal, scheme),
    validate: (bytes) => validateBytes(bytes, scheme),
    byteLength: (text) => schemeByteLength(text, scheme),
    encodedLength: (codePoint) => checkedEncodedLength(codePoint, scheme),
    decodeRun: (units, fatal, streamStart, options) =>
      decodeFrom(units, streamStart ? bomStart(units, options) : 0, fatal),
    heldTail: (units) => heldTail(units, scheme),
    ...(build.native && scheme.utf8Superset ? { nativeUtf8: { stripsBom: build.bom } } : {}),
  })
  // A strict stream holds a lead until its sequence is complete (to tell `overlong` from `truncated`);
  // a replacing one writes U+FFFD as soon as TextDecoder would.
  const strictRuns = {
    name: scheme.name,
    decodeRun: (units: Uint8Array, fatal: boolean, streamStart: boolean, options: Utf8DecodeOptions) =>
      decodeFrom(units, streamStart ? bomStart(units, options) : 0, fatal),
    heldTail: (units: Uint8Array) => strictHeldTail(units, scheme),
  }
  return Object.freeze({
    ...codec,
    createDecoder(options?: Utf8DecodeOptions): StreamDecoder {
      return isFatal(options) ? new ChunkedDecoder(strictRuns, options) : codec.createDecoder(options)
    },
  })
}
