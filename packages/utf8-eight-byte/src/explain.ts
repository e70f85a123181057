/**
 * The package's top-level `explain` (`eightByte.explain`, core's one `Explanation` type) and the
 * deprecated `explainBytes`.
 *
 * @module
 */

import type { BufferSource, ExplainedSequence, Explanation } from '@utf8x/core'
import { schemeOf } from './_registry.ts'
import { eightByte } from './eight-byte.ts'
import type { HunkSource } from './hunk.ts'

/** Any codec of this package, as `explain` sees it. */
type Explaining = { explain(input: unknown): Explanation<number | bigint> }

/**
 * What eight-byte UTF-8 makes of a code point or of some bytes (`eightByte.explain`), sequence by
 * sequence and bit by bit in Barber's notation: `w` and `z` for the structure bits (one and zero), the
 * data bits as values (`text`, table two), as `d` (`pattern`, table one) or subscripted (`subscript`,
 * table four), each sequence with its row letter of table two. Bytes: every sequence, an overlong one
 * whole with its row (B, D, F, …) and value, each ill-formed one with the `DecodeError` strict decoding
 * reports there (whose message says which rule of Barber's table seven broke).
 *
 * @param input - a code point, or any `BufferSource` (hunks for `hunkCodec(n)`)
 * @param codec - deprecated: call `codec.explain(input)` (`sevenByte.explain`, `hunkCodec(5).explain`)
 * @throws {EncodeError} `out-of-range` when the scheme cannot encode the code point
 * @throws {TypeError} when `input` has the wrong type, or `codec` is not a codec of this package
 * @example
 * ```ts
 * const c = explain(0x80)
 * console.assert(c.sequences[0]?.row === 'C' && c.text === "wwz0'0010 wz00'0000")
 * console.assert(explain(0x7ff).subscript === "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0")
 * console.assert(explain(0x7ff).codePointSubscript === "0000 ' 0 dAd9d8 # d7d6d5d4 ' d3d2d1d0")
 * const [percent] = explain(new Uint8Array([0xc0, 0xa5])).sequences
 * console.assert(percent?.row === 'B' && percent.error?.kind === 'overlong' && percent.codePoint === 0x25)
 * ```
 */
export function explain(
  input: number | bigint | BufferSource | HunkSource,
  codec?: object,
): Explanation<number | bigint> {
  if (codec === undefined) return eightByte.explain(input as number | BufferSource)
  schemeOf(codec)
  return (codec as Explaining).explain(input)
}

/**
 * What an input holds, sequence by sequence: `codec.explain(input).sequences`.
 *
 * @deprecated Use `explain(input).sequences`, or `codec.explain(input).sequences` for another codec.
 * @param input - bytes (`BufferSource`), or hunks (`Uint16Array` or number array) for `hunkCodec(n)`
 * @param codec - `eightByte` (default), `sevenByte`, `sixtyFiveBit` or `hunkCodec(n)`
 * @throws {TypeError} when `input` or `codec` has the wrong type
 * @example
 * ```ts
 * const [percent] = explainBytes(new Uint8Array([0xc0, 0xa5]))
 * console.assert(percent?.row === 'B' && percent.error?.kind === 'overlong' && percent.codePoint === 0x25)
 * console.assert(percent?.text === "wwz0'0000 wz10'0101")
 * ```
 */
export function explainBytes(
  input: BufferSource | HunkSource,
  codec: object = eightByte,
): readonly ExplainedSequence<number | bigint>[] {
  schemeOf(codec)
  if (typeof input === 'number' || typeof input === 'bigint') {
    throw new TypeError(`The "input" argument must be units, received a ${typeof input}`)
  }
  return (codec as Explaining).explain(input).sequences
}
