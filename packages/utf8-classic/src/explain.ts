/**
 * Bit diagrams of RFC 3629 UTF-8 sequences, in Barber's notation through core's `bitDiagram`.
 *
 * @module
 */

import { type BitDiagram, bitDiagram } from '@utf8x/core'
import { utf8 } from './utf8.ts'

/**
 * How one code point is encoded in RFC 3629 UTF-8, bit by bit: the lead's length marker and each
 * continuation's `10` as structure bits (`w` for one, `z` for zero), the rest as data bits.
 *
 * @param codePoint - a Unicode scalar value
 * @returns the diagram of its 1–4 bytes (`formatDiagram` writes it as text)
 * @throws {EncodeError} `out-of-range` or `surrogate` for a value UTF-8 cannot encode
 * @example
 * ```ts
 * import { formatDiagram } from '@utf8x/core'
 * console.assert(formatDiagram(explain(0xe9)) === "wwz0'0011 wz10'1001")
 * console.assert(explain(0x1f600).units.length === 4)
 * ```
 */
export function explain(codePoint: number): BitDiagram {
  const bytes = utf8.encodeCodePoints([codePoint])
  const length = bytes.length
  return bitDiagram(bytes, (index) => (index > 0 ? 2 : length === 1 ? 1 : length + 1))
}
