/**
 * The package's top-level `explain` (`correctedUtf8.explain`, core's one `Explanation` type) and the
 * deprecated `explainBytes`.
 *
 * @module
 */

import type { BufferSource, ExplainedSequence } from '@utf8x/core'
import { explainUnits, toBytes } from '@utf8x/core/internal'
import { sequenceReader } from './_explain.ts'
import { ownBytes } from './_input.ts'
import { SCHEME } from './_scheme.ts'
import { correctedUtf8 } from './codec.ts'

/**
 * What Corrected UTF-8 makes of a code point or of some bytes (`correctedUtf8.explain`), sequence by
 * sequence and bit by bit (core's `bitDiagram`, Barber's notation): the structure bits, the stored value
 * the data bits hold, and the row's `valueOffset` that turns it into the code point, with the arithmetic
 * as `equation`. Bytes: every sequence, each ill-formed one (a stray continuation, a truncated sequence, a
 * whole FE/FF reserved run) with the `DecodeError` strict decoding reports there.
 *
 * @throws {EncodeError} for a code point Corrected UTF-8 cannot encode
 * @example
 * ```ts
 * const [e] = explain(0xcf).sequences
 * console.assert(e?.text === "wwz0'0000 wz10'1111" && e.equation === 'U+00CF = 0x2F + 160')
 * const [, run] = explain(new Uint8Array([0x41, 0xfe, 0x80, 0xff])).sequences
 * console.assert(run?.error?.kind === 'reserved' && run.error.end === 4 && run.units.length === 3)
 * ```
 */
export const explain = /* @__PURE__ */ (() => correctedUtf8.explain)()

/**
 * The sequence that starts at `bytes[offset]`.
 *
 * @deprecated Use `explain(bytes).sequences`, which covers the whole input, ill-formed runs included.
 * @throws {DecodeError} when no complete sequence starts there (stray continuation, truncated,
 *   reserved), with the offset in `bytes`
 * @throws {RangeError} when `offset` is not an index of `bytes`
 * @example
 * ```ts
 * const e = explainBytes(new Uint8Array([0xec, 0xbd, 0xa0]))
 * console.assert(e.codePoint === 0xe000 && e.valueOffset === 4256 && e.storedValue === 0xcf60)
 * ```
 */
export function explainBytes(bytes: BufferSource, offset = 0): ExplainedSequence<number> {
  const view = ownBytes(toBytes(bytes, 'bytes'))
  if (!Number.isInteger(offset) || offset < 0 || offset >= view.length) {
    throw new RangeError(
      `The "offset" argument must be an index of the bytes (0 to ${view.length - 1}), received ${offset}`,
    )
  }
  const [reading] = sequenceReader.read(view, offset)
  if (reading?.error !== null) throw reading?.error ?? new RangeError('no sequence')
  const [sequence] = explainUnits(
    SCHEME,
    sequenceReader,
    view.subarray(offset, offset + reading.length),
  ).sequences
  return { ...(sequence as ExplainedSequence<number>), offset }
}
