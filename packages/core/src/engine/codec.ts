/**
 * A whole byte codec from nothing but a scheme's table: the engine's loops behind {@link defineCodec}.
 * This is how a scheme that needs no hook of its own is written, and the reference every faster route of
 * a shipped scheme must agree with.
 *
 * @module
 */

import type { BufferSource } from '../args.ts'
import { firstLoneSurrogate } from '../code-points.ts'
import type { Codec, DecodeOptions } from '../codec.ts'
import { type DecodeParts, decodeMethod } from '../decode-method.ts'
import { buildCodec, type CodecParts } from '../define.ts'
import type { Accelerator } from '../fast/index.ts'
import { decodeToCodePoints, decodeToString, validateUnits } from './decode.ts'
import { checkCodePoint, encodeText, encodeTextInto, encodeValues, textLength, unitsFor } from './encode.ts'
import { engineReader } from './explain.ts'
import { sequenceSteps } from './iterate.ts'
import { heldTail, tailNeed } from './read.ts'
import { defineScheme, type Scheme, type SchemeTable } from './scheme.ts'

const makeBytes = (length: number): Uint8Array => new Uint8Array(length)

/** The engine alone. */
const NO_ACCELERATOR: Accelerator = /* @__PURE__ */ Object.freeze({})

/**
 * The codec of a byte scheme given as nothing but its table: strict and replacing decoding, code points,
 * validation, streams, encoding (strict and replacing), lengths and `explain`, all from the rows and the
 * rules the table names. How a scheme utf8x does not ship is written (see the README, "A scheme is a
 * table").
 *
 * @throws {Error} when the table is not UTF-8-like (see {@link defineScheme}) or its units are not bytes
 * @example
 * ```ts
 * import { utf8Layout } from '@utf8x/core'
 * const utf8x21 = tableCodec({ name: 'utf-8-21', rows: [1, 2, 3, 4].map((n) => utf8Layout(n)), maxCodePoint: 0x1fffff, surrogates: 'forbid' })
 * console.assert(utf8x21.decodeCodePoints(new Uint8Array([0xf7, 0xbf, 0xbf, 0xbf]))[0] === 0x1fffff)
 * ```
 */
export function tableCodec<CodePoint extends number | bigint = number>(
  table: SchemeTable<CodePoint> | Scheme<CodePoint>,
): Codec<CodePoint> {
  return engineCodec(table)
}

/** How a scheme package's string decoding differs from the engine's plain one. */
export interface DecodeExtra {
  /**
   * Strip a leading BOM from strings as `TextDecoder` does (`utf8`); the accelerator's `quickDecode` is
   * told so, and declines an input that may start with one.
   */
  readonly stripsBom?: boolean | undefined
}

/** The engine's string decoding of `scheme`, as the parts {@link decodeMethod} reads. */
function decodeParts(
  scheme: Scheme<number | bigint>,
  fast: Accelerator,
  extra: DecodeExtra,
): DecodeParts & {
  bomEnd(bytes: Uint8Array, options: { ignoreBOM?: unknown }): number
} {
  const { stripsBom = false } = extra
  if (scheme.unitBits !== 8) throw new Error(`${scheme.name}: a codec of bytes needs 8-bit rows`)
  // TextDecoder's rule (`stripsBom`): a string from the start of the input or stream loses one leading
  // EF BB BF unless `ignoreBOM`; code points never do (a BOM is U+FEFF).
  const bomEnd = (bytes: Uint8Array, options: { ignoreBOM?: unknown }): number =>
    stripsBom && !options.ignoreBOM && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
  return {
    name: scheme.name,
    bomEnd,
    // `quickAsked`: the accelerator's quick route made the call's runtime decision (decode-method.ts).
    decode: (bytes, fatal, options, quickAsked) =>
      decodeToString(scheme, bytes, fatal, fast, bomEnd(bytes, options), quickAsked),
  }
}

/**
 * The `decode` of `engineCodec(scheme, fast, extra)` on its own, for a package's top-level `decode`: a
 * bundle importing only it carries the engine's decoding and nothing of encoding, streams or `explain`
 * (`fast` then need hold only what decoding reads: `quickDecode`, `decode` and `decodePrefix`). For
 * utf8x's packages.
 *
 * @example
 * ```ts
 * import { utf8Scheme } from '@utf8x/core/internal'
 * const decode = engineDecode(utf8Scheme)
 * console.assert(decode(new Uint8Array([0x61, 0xc3, 0xa9])) === 'aé')
 * ```
 */
export function engineDecode(
  scheme: Scheme<number | bigint>,
  fast: Accelerator = NO_ACCELERATOR,
  extra: DecodeExtra = {},
): (bytes: BufferSource, options?: DecodeOptions) => string {
  return decodeMethod(decodeParts(scheme, fast, extra), { fast, stripsBom: extra.stripsBom === true })
}

/**
 * {@link tableCodec} with a scheme package's speed: `fast` (the scheme's {@link Accelerator}) may answer
 * first where it knows the answer (its `quickDecode` and `quickEncode` before anything else, for
 * `decode` and `encode` called without options); `extra.explainer` adds what the
 * package shows of a sequence; a scheme with encode options of its own (`optionNames`) gives its string
 * encoders in `extra` too. For utf8x's packages (`@utf8x/core/internal`).
 *
 * @example
 * ```ts
 * import { utf8Layout } from '@utf8x/core'
 * const codec = engineCodec({ name: 'utf-8', rows: [1, 2, 3, 4].map((n) => utf8Layout(n)), maxCodePoint: 0x10ffff, surrogates: 'forbid' }, utf8Accelerator())
 * console.assert(codec.decode(new Uint8Array([0x61, 0xc3, 0xa9])) === 'aé')
 * ```
 */
export function engineCodec<CodePoint extends number | bigint = number>(
  table: SchemeTable<CodePoint> | Scheme<CodePoint>,
  fast: Accelerator = NO_ACCELERATOR,
  extra: Partial<
    Pick<CodecParts<CodePoint>, 'explainer' | 'optionNames' | 'encode' | 'encodeInto' | 'encodeIntoStrict'>
  > &
    DecodeExtra = {},
): Codec<CodePoint> {
  const scheme: Scheme<number | bigint> = 'kinds' in table ? table : defineScheme(table)
  const { stripsBom, ...parts } = extra
  const { bomEnd, ...decoding } = decodeParts(scheme, fast, { stripsBom })
  const encodesEveryScalar = scheme.offsets.length === 0 && scheme.maxCodePoint >= 0x10ffff
  return buildCodec<CodePoint>(
    {
      name: scheme.name,
      maxCodePoint: (scheme.maxCodePoint === Number.POSITIVE_INFINITY
        ? null
        : scheme.maxCodePoint) as CodePoint | null,
      // A lead rule (UTF-∞-8's length field) has no longest sequence.
      maxSequenceLength: scheme.leadRule === null ? scheme.maxSequenceLength : null,
      orderPreserving: scheme.orderPreserving,
      encode: (text, fatal) =>
        fast.encode?.(text, fatal) ??
        encodeText(text, fatal, scheme, makeBytes, undefined, fast.encodePrefix, fast.byteLength),
      encodeInto: (text, destination) =>
        fast.encodeInto?.(text, destination) ??
        encodeTextInto(text, destination, scheme, false, undefined, fast.encodePrefix),
      encodeIntoStrict(text, destination) {
        // Strict and replacing write the same until the first character the scheme cannot encode, which in
        // a scheme without offsets and with a maximum past U+10FFFF can only be a lone surrogate.
        if (
          fast.encodeInto !== undefined &&
          encodesEveryScalar &&
          (scheme.loneSurrogates || firstLoneSurrogate(text) < 0)
        ) {
          const done = fast.encodeInto(text, destination)
          if (done !== null) return done
        }
        return encodeTextInto(text, destination, scheme, true, undefined, fast.encodePrefix)
      },
      decode: decoding.decode,
      encodeCodePoints(codePoints) {
        if (fast.encodeCodePoints === undefined) return encodeValues(codePoints, scheme, makeBytes)
        const list = Array.isArray(codePoints) ? codePoints : Array.from(codePoints)
        return fast.encodeCodePoints(list) ?? encodeValues(list, scheme, makeBytes)
      },
      decodeCodePoints: (bytes, fatal) => decodeToCodePoints(scheme, bytes, fatal) as CodePoint[],
      validate: (bytes) => validateUnits(scheme, bytes, fast),
      byteLength: (text) => {
        const length = fast.byteLength?.(text) ?? -1
        return length >= 0 ? length : textLength(text, false, scheme)
      },
      encodedLength: (codePoint) => unitsFor(checkCodePoint(codePoint, 0, scheme), scheme),
      decodeRun: (units, fatal, streamStart, options) =>
        decodeToString(scheme, units, fatal, fast, streamStart ? bomEnd(units, options) : 0),
      heldTail: (units, fatal) => heldTail(scheme, units, fatal),
      tailNeed: (units, tail) => tailNeed(scheme, units, tail),
      explainer: engineReader<CodePoint>(scheme),
      steps: sequenceSteps(scheme),
      ...parts,
    },
    // Its code point methods are the engine's on `scheme`: transcoding may read and write it directly.
    { scheme, fast },
    stripsBom === true,
  )
}
