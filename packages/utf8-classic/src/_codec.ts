/**
 * The codecs of the schemes in which well-formed UTF-8 means the same: core's engine on the scheme's
 * rows with core's UTF-8 accelerator (CESU-8 and Modified UTF-8 take the BMP one of `fast/` instead, in
 * their own files, so that importing one codec brings no other accelerator along).
 *
 * @module
 */

import type { BufferSource, Codec, DecodeOptions, Scheme } from '@utf8x/core'
import { defineDecode, schemeCodec, utf8Accelerator, utf8DecodeAccelerator } from '@utf8x/core/internal'

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
 * Makes the codec of `scheme`, a scheme in which well-formed UTF-8 means the same (`utf-8`, `wtf-8`,
 * `utf-8-rfc2279`), typed as core's `Codec` so editors show the documentation of each method
 * (`Utf8DecodeOptions` adds nothing to `DecodeOptions`, which has `ignoreBOM`).
 */
export function makeCodec(scheme: Scheme, build: CodecBuild): Codec<number> {
  const whatwgReplacement = whatwg(scheme)
  const fast = utf8Accelerator({
    loneSurrogates: scheme.loneSurrogates,
    whatwgReplacement,
    native: build.native,
  })
  return schemeCodec(scheme, { accelerator: fast, stripsBom: build.bom })
}

/** Whether the scheme's replacing decoding is WHATWG's on every input (RFC 3629 UTF-8 itself). */
function whatwg(scheme: Scheme): boolean {
  return scheme.surrogates === 'forbid' && scheme.maxCodePoint === 0x10ffff
}

/**
 * The `decode` of `makeCodec(scheme, build)` on its own (core's `defineDecode` with the decoding half of
 * the accelerator), for the package's top-level `decode`: importing only that function brings no encoder.
 */
export function makeDecode(
  scheme: Scheme,
  build: CodecBuild,
): (bytes: BufferSource, options?: Utf8DecodeOptions) => string {
  const whatwgReplacement = whatwg(scheme)
  const fast = utf8DecodeAccelerator({ whatwgReplacement, native: build.native })
  return defineDecode(scheme, { accelerator: fast, stripsBom: build.bom })
}

/**
 * `codec` with `methods` of its own scheme added (WTF-8's `concat`, Modified UTF-8's framing), frozen as
 * every codec is, its hidden properties kept. A call of its own, so that a bundle that never uses the codec drops it: an object spread
 * written at the top level would count as a side effect and keep it.
 */
export function withMethods<C extends Codec<number>, M extends object>(codec: C, methods: M): C & M {
  // Every own property, the hidden ones too (core's link from an engine codec to its scheme, which
  // transcoding reads; a spread would drop it).
  const whole = Object.defineProperties({}, Object.getOwnPropertyDescriptors(codec)) as C
  return Object.freeze(Object.assign(whole, methods))
}
