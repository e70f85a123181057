/**
 * A byte codec of this package from its scheme: core's `defineCodec` does the argument checks, options,
 * `isWellFormed` and the incremental decoder; this file supplies the scheme's parts.
 *
 * @module
 */

import { type Codec, defineCodec } from '@utf8x/core'
import { nativeEncodeUtf8, nativeEncodeUtf8Into, utf8ByteLength } from '@utf8x/core/internal'
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
      // Well-formed text encodes exactly as RFC 3629 UTF-8: the runtime's encoder where there is one
      // (it declines text with a lone surrogate when strict); the scheme's own loop otherwise.
      const bytes = kernel ? nativeEncodeUtf8(text, fatal) : null
      return bytes ?? encodeText(text, fatal, scheme, makeBytes)
    },
    // Replacing; strict encodeInto is core's rule (a string's only unencodable characters here are lone
    // surrogates).
    encodeInto(text, destination) {
      return (
        (kernel ? nativeEncodeUtf8Into(text, destination) : null) ??
        encodeTextInto(text, destination, scheme, false)
      )
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
