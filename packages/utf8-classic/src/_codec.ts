/**
 * One factory for the five codecs: a {@link Scheme} descriptor in, a checked `Codec` (core's
 * `defineCodec`) out, with the native fast paths where they give the same answer.
 *
 * @module
 */

import { type Codec, type DecodeOptions, defineCodec } from '@utf8x/core'
import { byteRange, nativeDecodeReplacing, nativeDecodeStrict, preferNative } from '@utf8x/core/internal'
import { fitsBmpScheme } from './_bmp-scan.ts'
import { decodeToCodePoints, decodeToString, validateBytes } from './_decode.ts'
import {
  checkedEncodedLength,
  encodeCodePointList,
  encodeString,
  encodeStringInto,
  keepsLoneSurrogates,
  schemeByteLength,
} from './_encode.ts'
import { sequenceReader } from './_explain.ts'
import type { Scheme } from './_scheme.ts'
import { heldTail, strictHeldTail } from './_sequence.ts'

/** Decoding options of `utf8` (and accepted, without effect on the BOM, by the other four). */
export interface Utf8DecodeOptions extends DecodeOptions {
  /**
   * As `TextDecoder`'s `ignoreBOM` (any truthy value is `true`): `false` (default) strips one leading
   * `EF BB BF` (U+FEFF) at the start of the input or stream when decoding to a string; `true` keeps it as
   * U+FEFF. Only `utf8` reads it; the other schemes never touch a BOM, and `decodeCodePoints` never
   * strips one.
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

/**
 * Makes the codec of `scheme`, typed as core's `Codec` so editors show the documentation of each method
 * (`Utf8DecodeOptions` adds nothing to `DecodeOptions`, which has `ignoreBOM`).
 */
export function makeCodec(scheme: Scheme, build: CodecBuild): Codec<number> {
  const replacementIsWhatwg = scheme.surrogates === 'forbid' && scheme.maxCodePoint === 0x10ffff
  const bomStart = (bytes: Uint8Array, options: Utf8DecodeOptions): number =>
    build.bom && !options.ignoreBOM && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0

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

  return defineCodec<number, Utf8DecodeOptions>({
    name: scheme.name,
    maxCodePoint: scheme.maxCodePoint,
    maxSequenceLength: scheme.maxSequenceLength,
    orderPreserving: scheme.orderPreserving,
    encode: (text, fatal) => encodeString(text, fatal, scheme, build.native),
    encodeInto: (text, destination) => encodeStringInto(text, destination, scheme, build.native),
    // WTF-8 and MUTF-8 encode every string; the others refuse lone surrogates by core's rule.
    ...(keepsLoneSurrogates(scheme) ? { encodeIntoStrict: null } : {}),
    decode: (bytes, fatal, options) => decodeFrom(bytes, bomStart(bytes, options), fatal),
    encodeCodePoints: (codePoints) => encodeCodePointList(codePoints, scheme),
    // The faithful view: a leading BOM is U+FEFF (canonicity: it re-encodes to the same bytes).
    decodeCodePoints: (bytes, fatal) => decodeToCodePoints(bytes, 0, fatal, scheme),
    validate: (bytes) => validateBytes(bytes, scheme),
    byteLength: (text) => schemeByteLength(text, scheme),
    encodedLength: (codePoint) => checkedEncodedLength(codePoint, scheme),
    decodeRun: (units, fatal, streamStart, options) =>
      decodeFrom(units, streamStart ? bomStart(units, options) : 0, fatal),
    // A strict stream holds a lead until its sequence is complete (to tell `overlong` from `truncated`);
    // a replacing one writes U+FFFD as soon as TextDecoder would.
    heldTail: (units, fatal) => (fatal ? strictHeldTail(units, scheme) : heldTail(units, scheme)),
    explainer: sequenceReader(scheme),
    ...(build.native && scheme.utf8Superset
      ? { nativeUtf8: { stripsBom: build.bom, whatwgReplacement: replacementIsWhatwg } }
      : {}),
  })
}
