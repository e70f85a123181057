/**
 * A byte codec of this package from its scheme: core's `defineCodec` does the argument checks, options,
 * `isWellFormed` and the incremental decoder; this file supplies the scheme's parts.
 *
 * @module
 */

import { type Codec, defineCodec, EncodeError } from '@utf8x/core'
import { encodeUtf8, encodeUtf8IntoReplacing, firstLoneSurrogate, utf8ByteLength } from '@utf8x/core/internal'
import { decodeToCodePoints, decodeToString, type FastBytesDecoder, validateUnits } from './_decode.ts'
import { checkCodePoint, encodeText, encodeTextInto, encodeValues, textLength, unitsFor } from './_encode.ts'
import { register } from './_registry.ts'
import type { Scheme } from './_scheme.ts'
import { heldTail } from './_sequence.ts'

const makeBytes = (length: number) => new Uint8Array(length)

/**
 * Builds the codec of a byte scheme; `fast` (a scheme's own accelerator, which declines or gives the same
 * answer) is tried first when decoding bytes of a scheme that is not UTF-8-compatible.
 */
export function byteCodec<CodePoint extends number | bigint>(
  scheme: Scheme,
  fast?: FastBytesDecoder,
): Codec<CodePoint> {
  const max = 2n ** BigInt(scheme.maxBits) - 1n
  const kernel = scheme.utf8Compatible
  const codec = defineCodec<CodePoint>({
    name: scheme.name,
    maxCodePoint: (scheme.bigint ? max : Number(max)) as CodePoint,
    maxSequenceLength: scheme.maxSequenceLength,
    orderPreserving: true,
    encode(text, fatal) {
      if (!kernel) return encodeText(text, fatal, scheme, makeBytes)
      // Well-formed text encodes exactly as RFC 3629 UTF-8; a lone surrogate is an error of the text.
      const bytes = encodeUtf8(text, fatal)
      if (bytes !== null) return bytes
      // Only strict encoding of text with a lone surrogate gets here.
      const index = firstLoneSurrogate(text)
      throw new EncodeError(scheme.name, 'surrogate', index, text.charCodeAt(index), {
        reason: 'lone surrogate in text',
      })
    },
    // Replacing; strict encodeInto is core's rule (a string's only unencodable characters here are lone
    // surrogates).
    encodeInto(text, destination) {
      return kernel
        ? encodeUtf8IntoReplacing(text, destination)
        : encodeTextInto(text, destination, scheme, false)
    },
    decode: (bytes, fatal) => decodeToString(bytes, fatal, scheme, fast),
    encodeCodePoints: (codePoints) => encodeValues(codePoints, scheme, makeBytes),
    decodeCodePoints: (bytes, fatal) => decodeToCodePoints<CodePoint>(bytes, fatal, scheme),
    validate: (bytes) => validateUnits(bytes, scheme),
    byteLength: (text) => (kernel ? utf8ByteLength(text) : textLength(text, scheme)),
    encodedLength: (codePoint) => unitsFor(checkCodePoint(codePoint, 0, scheme), scheme),
    decodeRun: (units, fatal) => decodeToString(units, fatal, scheme, fast),
    heldTail: (units) => heldTail(units, scheme),
    ...(kernel ? { nativeUtf8: { stripsBom: false } } : {}),
  })
  return register(codec, scheme)
}
