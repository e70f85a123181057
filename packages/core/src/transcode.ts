/**
 * Conversion between any two codecs, through code points.
 *
 * @module
 */

import { type BufferSource, isFatal, toBytes } from './args.ts'
import type { Codec, DecodeOptions } from './codec.ts'
import { EncodeError } from './errors.ts'

/**
 * Converts bytes of one scheme into another: decodes with `from`, encodes with `to`.
 *
 * @throws {DecodeError} from `from` when the input is ill-formed (its offset is the input byte)
 * @throws {EncodeError} when `to` cannot hold a code point: `index` is the code point's position and
 *   `offset` its first input byte (with `fatal: false` too, where a U+FFFD may stand for 1 or more bytes)
 * @example
 * ```ts
 * import { mutf8, utf8 } from '@utf8x/utf8-classic'
 * const java = new Uint8Array([0x41, 0xc0, 0x80]) // "A\0" in Java's Modified UTF-8
 * console.assert(transcode(java, mutf8, utf8).join() === '65,0')
 * ```
 */
export function transcode<A extends number | bigint, B extends number | bigint>(
  bytes: BufferSource,
  from: Codec<A>,
  to: Codec<B>,
  options?: DecodeOptions,
): Uint8Array {
  const input = toBytes(bytes, 'bytes')
  const codePoints = from.decodeCodePoints(input, options)
  try {
    return to.encodeCodePoints(codePoints as unknown as Iterable<number | B>)
  } catch (error) {
    if (!(error instanceof EncodeError)) throw error
    const offset = inputOffset(input, from, codePoints, error.index, options)
    throw new EncodeError(to.name, error.kind, error.index, error.codePoint, { offset })
  }
}

/**
 * Where the code point `codePoints[index]` starts in `input`, which `from` decoded (with `options`) into
 * `codePoints`. A decoded code point other than U+FFFD was read from its one (shortest) encoding, so it
 * spans `from.encodedLength` units. A U+FFFD may instead stand for a maximal subpart of 1 unit or more
 * (SEMANTICS.md, "Replacement decoding"), and only `from` knows how long: decoding the units from its
 * start alone gives that one U+FFFD for every prefix of the subpart, and a second code point as soon as
 * one unit more is taken, so that length is found by doubling and then halving.
 */
function inputOffset<A extends number | bigint>(
  input: Uint8Array,
  from: Codec<A>,
  codePoints: readonly A[],
  index: number,
  options: DecodeOptions | undefined,
): number {
  // Strict decoding replaces nothing: every code point was read from its own encoding.
  const replacing = !isFatal(options)
  let offset = 0
  for (let i = 0; i < index; i++) {
    const codePoint = codePoints[i] as A
    offset +=
      replacing && (codePoint === 0xfffd || codePoint === 0xfffdn)
        ? replacedLength(input, offset, from, options)
        : from.encodedLength(codePoint)
  }
  return offset
}

/** How many units of `input` from `start` the first code point of their decoding stands for. */
function replacedLength<A extends number | bigint>(
  input: Uint8Array,
  start: number,
  from: Codec<A>,
  options: DecodeOptions | undefined,
): number {
  const rest = input.length - start
  const decodesToOne = (length: number) =>
    from.decodeCodePoints(input.subarray(start, start + length), options).length === 1
  // One unit always decodes to one code point. `known` is a length that decodes to one, `beyond` one
  // that decodes to more (0 until found).
  let known = 1
  let beyond = 0
  for (let length = 2; beyond === 0; length *= 2) {
    const probe = Math.min(length, rest)
    if (probe === known) return known
    if (decodesToOne(probe)) known = probe
    else beyond = probe
  }
  while (beyond - known > 1) {
    const middle = (known + beyond) >>> 1
    if (decodesToOne(middle)) known = middle
    else beyond = middle
  }
  return known
}
