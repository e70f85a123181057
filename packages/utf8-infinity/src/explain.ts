/**
 * Bit diagrams of UTF-∞-8 codes in Barber's notation, through core's `bitDiagram`: structure bits
 * (lead markers, `10` continuation markers, `100` of a 13-byte code's second byte, and the whole length
 * field) as `w`/`z`, USV-storage bits (padding nybbles included) as data.
 *
 * @module
 */

import { type BitDiagram, bitDiagram } from '@utf8x/core'
import { toBytes } from '@utf8x/core/internal'
import { faultAt } from './_decode.ts'
import { OK, scan, scanSequence } from './_layout.ts'
import { utfInfinity8 } from './codec.ts'

/**
 * The diagram of the well-formed code at `bytes[offset]` (its length is `scan.length`).
 *
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
  const status = scanSequence(view, offset, view.length)
  if (status !== OK) throw faultAt(status, view, offset)
  const length = scan.length
  const header = scan.header
  const lead = view[offset] as number
  const units = view.subarray(offset, offset + length)
  return bitDiagram(units, (index) => {
    if (index === 0) return length === 1 ? 1 : Math.min(length + 1, 8)
    if (lead === 0xff && length === 13) return index === 1 ? 3 : 2
    return index < header ? 8 : 2
  })
}

/**
 * The diagram of one code point's UTF-∞-8 code.
 *
 * @throws {EncodeError} for a code point UTF-∞-8 cannot encode (negative, non-integer, surrogate)
 * @example
 * ```ts
 * import { formatDiagram } from '@utf8x/core'
 * console.assert(formatDiagram(explain(0xe9)) === "wwz0'0011 wz10'1001")
 * console.assert(explain(2n ** 71n).units.length === 14)
 * ```
 */
export function explain(codePoint: number | bigint): BitDiagram {
  return explainBytes(utfInfinity8.encodeCodePoints([codePoint]))
}
