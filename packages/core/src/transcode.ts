/**
 * Conversion between any two codecs, through code points.
 *
 * @module
 */

import { type BufferSource, toBytes } from './args.ts'
import type { Codec, DecodeOptions } from './codec.ts'
import { EncodeError } from './errors.ts'

/**
 * Converts bytes of one scheme into another: decodes with `from`, encodes with `to`.
 *
 * @throws {DecodeError} from `from` when the input is ill-formed (its offset is the input byte)
 * @throws {EncodeError} when `to` cannot hold a code point: `index` is the code point's position and
 *   `offset` its first input byte
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
    let offset = 0
    for (let i = 0; i < error.index; i++) offset += from.encodedLength(codePoints[i] as A)
    throw new EncodeError(to.name, error.kind, error.index, error.codePoint, { offset })
  }
}
