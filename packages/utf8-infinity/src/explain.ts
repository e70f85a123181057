/**
 * The package's top-level `explain` (`utfInfinity8.explain`, core's one `Explanation` type) and the
 * deprecated `explainBytes`.
 *
 * @module
 */

import { type BitDiagram, bitDiagram } from '@utf8x/core'
import { toBytes } from '@utf8x/core/internal'
import { sequenceReader } from './_explain.ts'
import { utfInfinity8 } from './codec.ts'

/**
 * What UTF-∞-8 makes of a code point or of some bytes (`utfInfinity8.explain`), sequence by sequence and
 * bit by bit in Barber's notation: structure bits (lead markers, `10` continuation markers, `100` of a
 * 13-byte code's second byte, and the whole length field, also given as `lengthField`) as `w`/`z`,
 * USV-storage bits (padding nybbles included) as data. Bytes: every code, each ill-formed one with the
 * `DecodeError` strict decoding reports there.
 *
 * @throws {EncodeError} for a code point UTF-∞-8 cannot encode (negative, non-integer, surrogate)
 * @example
 * ```ts
 * console.assert(explain(0xe9).text === "wwz0'0011 wz10'1001")
 * const long = explain(2n ** 71n)
 * console.assert(long.units.length === 14 && long.sequences[0]?.lengthField?.digits === 18)
 * ```
 */
export const explain = /* @__PURE__ */ (() => utfInfinity8.explain)()

/**
 * The diagram of the well-formed code at `bytes[offset]`.
 *
 * @deprecated Use `explain(bytes).sequences` (each with its `diagram`, ill-formed ones with their error).
 * @param bytes - the input
 * @param offset - where the code starts (default 0)
 * @throws {DecodeError} when no well-formed code starts there (strict kinds and offsets)
 * @throws {RangeError} when `offset` is not an index of `bytes`
 * @example
 * ```ts
 * import { formatDiagram } from '@utf8x/core'
 * const d = explainBytes(new Uint8Array([0xfe, 0x82, 0x80, 0x80, 0x80, 0x80, 0x80]))
 * console.assert(formatDiagram(d).startsWith("wwww'wwwz wz00'0010 wz00'0000"))
 * ```
 */
export function explainBytes(bytes: ArrayBufferView | ArrayBuffer, offset = 0): BitDiagram {
  const view = toBytes(bytes, 'bytes')
  if (!Number.isInteger(offset) || offset < 0 || offset >= view.length) {
    throw new RangeError(
      `The "offset" argument must be an integer from 0 to ${view.length - 1}, received ${offset}`,
    )
  }
  const [reading] = sequenceReader.read(view, offset)
  if (reading === undefined) throw new RangeError('no code')
  if (reading.error !== null) throw reading.error
  return bitDiagram(view.subarray(offset, offset + reading.length), reading.structure)
}
