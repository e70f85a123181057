/**
 * Bit diagrams of Corrected UTF-8 sequences (core's `bitDiagram`, Barber's notation): the structure
 * bits, the stored value the data bits hold, and the offset that turns it into the code point.
 *
 * @module
 */

import { type BitDiagram, type BufferSource, bitDiagram, formatCodePoint, formatDiagram } from '@utf8x/core'
import { toBytes } from '@utf8x/core/internal'
import { checkedCodePoint } from './_encode.ts'
import { ownBytes } from './_input.ts'
import { writeCodePoint } from './_scheme.ts'
import { OK, readSequence, sequenceError, sequenceState } from './_sequence.ts'

/** One sequence explained. */
export interface Explanation {
  readonly codePoint: number
  /** The sequence (1–6 bytes). */
  readonly bytes: Uint8Array
  /** The value its data bits hold: `codePoint - offset`. */
  readonly storedValue: number
  /** The row's offset (0, 160, 2208, 4256, 69792, 2166944 or 69275808). */
  readonly offset: number
  /** Bit by bit: structure bits, and data bits with their weight in the stored value. */
  readonly diagram: BitDiagram
  /** The diagram as text, data bits as values: `wwz0'0000 wz10'1111`. */
  readonly bits: string
  /** The arithmetic: `U+00CF = 0x2F + 160`. */
  readonly equation: string
}

/** Explains the complete sequence `bytes` (just read by `readSequence`, its state current). */
function explanation(bytes: Uint8Array): Explanation {
  const length = bytes.length
  const { codePoint, value: storedValue } = sequenceState
  const offset = codePoint - storedValue
  const diagram = bitDiagram(bytes, (index) => (index > 0 ? 2 : length === 1 ? 1 : length + 1))
  return Object.freeze({
    codePoint,
    bytes,
    storedValue,
    offset,
    diagram,
    bits: formatDiagram(diagram),
    equation: `${formatCodePoint(codePoint)} = 0x${storedValue.toString(16).toUpperCase()} + ${offset}`,
  })
}

/**
 * Explains the encoding of one code point.
 *
 * @throws {EncodeError} for a code point Corrected UTF-8 cannot encode
 * @example
 * ```ts
 * const e = explain(0xcf)
 * console.assert(e.bits === "wwz0'0000 wz10'1111" && e.equation === 'U+00CF = 0x2F + 160')
 * ```
 */
export function explain(codePoint: number): Explanation {
  const checked = checkedCodePoint(codePoint, 0)
  const out = new Uint8Array(6)
  const bytes = out.slice(0, writeCodePoint(checked, out, 0))
  readSequence(bytes, 0, bytes.length)
  return explanation(bytes)
}

/**
 * Explains the sequence that starts at `bytes[offset]`.
 *
 * @throws {DecodeError} when no complete sequence starts there (stray continuation, truncated,
 *   reserved), with the offset in `bytes`
 * @throws {RangeError} when `offset` is not an index of `bytes`
 * @example
 * ```ts
 * const e = explainBytes(new Uint8Array([0xec, 0xbd, 0xa0]))
 * console.assert(e.codePoint === 0xe000 && e.offset === 4256 && e.storedValue === 0xcf60)
 * ```
 */
export function explainBytes(bytes: BufferSource, offset = 0): Explanation {
  const view = ownBytes(toBytes(bytes, 'bytes'))
  if (!Number.isInteger(offset) || offset < 0 || offset >= view.length) {
    throw new RangeError(
      `The "offset" argument must be an index of the bytes (0 to ${view.length - 1}), received ${offset}`,
    )
  }
  const kind = readSequence(view, offset, view.length)
  if (kind !== OK) throw sequenceError(kind, view, offset)
  // A copy (a Node Buffer's slice would be a view of the caller's bytes).
  return explanation(new Uint8Array(view.subarray(offset, offset + sequenceState.length)))
}
