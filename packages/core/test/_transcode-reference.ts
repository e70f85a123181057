// The reference transcoding the byte-to-byte one is checked against: decode to the list of code points,
// encode the list (core's transcode before it went byte to byte; deliberately simple), and the hostile
// inputs both are run on. Cross-package: every scheme package's codecs (core's tests may import them).
import { type Codec, DecodeError, type DecodeOptions, EncodeError } from '@utf8x/core'
import fc from 'fast-check'
import { allCodecs } from './_all-codecs.ts'

/** What a transcoding gives: bytes, or the facts of its error. */
export type Outcome =
  | { readonly bytes: readonly number[] }
  | {
      readonly error: 'DecodeError' | 'EncodeError'
      readonly kind: string
      readonly offset: number | undefined
      readonly index?: number
      readonly codePoint?: number | bigint
    }

/** The outcome of `run`, as plain data to compare. */
export function outcome(run: () => Uint8Array): Outcome {
  try {
    return { bytes: [...run()] }
  } catch (error) {
    return errorFacts(error)
  }
}

/** The facts of a transcoding's error (anything else is rethrown). */
export function errorFacts(error: unknown): Outcome {
  if (error instanceof DecodeError) return { error: 'DecodeError', kind: error.kind, offset: error.offset }
  if (error instanceof EncodeError) {
    return {
      error: 'EncodeError',
      kind: error.kind,
      offset: error.offset,
      index: error.index,
      codePoint: error.codePoint,
    }
  }
  throw error
}

/** `to.encodeCodePoints(from.decodeCodePoints(bytes, options))`, an `EncodeError` given its input offset. */
export function referenceTranscode(
  bytes: Uint8Array,
  from: Codec<number | bigint>,
  to: Codec<number | bigint>,
  options?: DecodeOptions,
): Outcome {
  let codePoints: (number | bigint)[]
  try {
    codePoints = from.decodeCodePoints(bytes, options)
  } catch (error) {
    return errorFacts(error)
  }
  try {
    return { bytes: [...to.encodeCodePoints(codePoints)] }
  } catch (error) {
    if (!(error instanceof EncodeError)) throw error
    return {
      error: 'EncodeError',
      kind: error.kind,
      offset: inputOffset(bytes, from, codePoints, error.index, options),
      index: error.index,
      codePoint: error.codePoint,
    }
  }
}

/**
 * Where `codePoints[index]` starts in `bytes`: a code point other than a replacing U+FFFD spans its
 * `encodedLength`; a U+FFFD the longest run of units from there that decodes to one code point.
 */
function inputOffset(
  bytes: Uint8Array,
  from: Codec<number | bigint>,
  codePoints: readonly (number | bigint)[],
  index: number,
  options: DecodeOptions | undefined,
): number {
  const replacing = options?.fatal === false
  let offset = 0
  for (let i = 0; i < index; i++) {
    const codePoint = codePoints[i] as number | bigint
    if (replacing && (codePoint === 0xfffd || codePoint === 0xfffdn)) {
      let length = 1
      while (
        offset + length < bytes.length &&
        from.decodeCodePoints(bytes.subarray(offset, offset + length + 1), options).length === 1
      )
        length++
      offset += length
    } else {
      offset += from.encodedLength(codePoint)
    }
  }
  return offset
}

/** Sequences that mean something different (or nothing) across the schemes. */
const HOSTILE: readonly (readonly number[])[] = [
  [0x00],
  [0xc0, 0x80],
  [0xc0, 0xaf],
  [0xc1, 0xbf],
  [0xed, 0xa0, 0x80],
  [0xed, 0xaf, 0xbf],
  [0xed, 0xb0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80],
  [0xef, 0xbb, 0xbf],
  [0xef, 0xbf, 0xbd],
  [0xf0, 0x9f, 0x98, 0x80],
  [0xf4, 0x8f, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf0, 0x80, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xfc, 0x84, 0x80, 0x80, 0x80, 0x80],
  [0xfe],
  [0xff],
  [0xfe, 0x80, 0x80],
  [0xff, 0x80, 0x80, 0x80],
  [0x80],
  [0xbf],
  [0x9f],
  [0xa0],
  [0xc2],
  [0xe2, 0x82],
  [0xf0, 0x9f, 0x98],
  [0xc2, 0x80],
  [0xc2, 0x9f],
]

/** Code points of every length class, surrogates and values past U+10FFFF, up to 2^80. */
const codePoint: fc.Arbitrary<number | bigint> = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 0x7f }), weight: 4 },
  fc.integer({ min: 0x80, max: 0x7ff }),
  fc.integer({ min: 0x800, max: 0xffff }),
  fc.integer({ min: 0xd800, max: 0xdfff }),
  fc.integer({ min: 0x10000, max: 0x10ffff }),
  fc.integer({ min: 0x110000, max: 0x7fffffff }),
  fc.bigInt({ min: 0n, max: 2n ** 80n }),
  fc.constantFrom(0, 0x80, 0x9f, 0xa0, 0xfeff, 0xfffd, 0xffff, 0x10000, 0x10ffff, 0x110000),
)

/**
 * Hostile input for any scheme: the encodings in any scheme of any code points, the sequences above,
 * ASCII and random bytes, mixed.
 */
export const hostileBytes: fc.Arbitrary<Uint8Array> = fc
  .array(
    fc.oneof(
      {
        arbitrary: fc
          .tuple(fc.constantFrom(...allCodecs), codePoint)
          .map(([codec, value]) => encoded(codec, value)),
        weight: 4,
      },
      { arbitrary: fc.constantFrom(...HOSTILE), weight: 2 },
      fc.array(fc.integer({ min: 0x20, max: 0x7e }), { maxLength: 12 }),
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 4 }),
    ),
    { maxLength: 24 },
  )
  .map((pieces) => Uint8Array.from(pieces.flat()))

/** `codec`'s encoding of `value`, or nothing where it has none. */
function encoded(codec: Codec<number | bigint>, value: number | bigint): number[] {
  try {
    return [...codec.encodeCodePoints([value])]
  } catch {
    return []
  }
}

/** Text whose encoding every scheme holds (no C1 control: Corrected UTF-8 has none). */
export const ordinaryText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { arbitrary: fc.integer({ min: 0x20, max: 0x7e }), weight: 6 },
      fc.integer({ min: 0xa0, max: 0x7ff }),
      fc.integer({ min: 0x800, max: 0xd7ff }),
      fc.integer({ min: 0xe000, max: 0xffff }),
      fc.integer({ min: 0x10000, max: 0x10ffff }),
    ),
    { maxLength: 40 },
  )
  .map((codePoints) => String.fromCodePoint(...codePoints))
