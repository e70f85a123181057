/**
 * The package's top-level `explain` (`eightByte.explain`, core's one `Explanation` type).
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { eightByte } from './eight-byte.ts'

/**
 * What eight-byte UTF-8 makes of a code point or of some bytes (`eightByte.explain`), sequence by
 * sequence and bit by bit in Barber's notation: `w` and `z` for the structure bits (one and zero), the
 * data bits as values (`text`, table two), as `d` (`pattern`, table one) or subscripted (`subscript`,
 * table four), each sequence with its row letter of table two. Bytes: every sequence, an overlong one
 * whole with its row (B, D, F, …) and value, each ill-formed one with the `DecodeError` strict decoding
 * reports there (whose message says which rule of Barber's table seven broke). Another codec of this
 * package explains with its own method: `sevenByte.explain(input)`, `hunkCodec(5).explain(hunks)`.
 *
 * @param input - a code point, or any `BufferSource`
 * @throws {EncodeError} `out-of-range` when eight-byte UTF-8 cannot encode the code point
 * @throws {TypeError} when `input` is neither a number nor a `BufferSource`
 * @example
 * ```ts
 * const c = explain(0x80)
 * console.assert(c.sequences[0]?.row === 'C' && c.text === "wwz0'0010 wz00'0000")
 * console.assert(explain(0x7ff).subscript === "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0")
 * console.assert(explain(0x7ff).codePointSubscript === "0000 ' 0 dAd9d8 # d7d6d5d4 ' d3d2d1d0")
 * const [percent] = explain(new Uint8Array([0xc0, 0xa5])).sequences
 * console.assert(percent?.row === 'B' && percent.error?.kind === 'overlong' && percent.codePoint === 0x25)
 * console.assert(percent?.text === "wwz0'0000 wz10'0101")
 * ```
 */
export const explain: Codec<number>['explain'] = /* @__PURE__ */ (() => eightByte.explain)()
