/**
 * The package's top-level `explain` (`correctedUtf8.explain`, core's one `Explanation` type).
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { correctedUtf8 } from './codec.ts'

/**
 * What Corrected UTF-8 makes of a code point or of some bytes (`correctedUtf8.explain`), sequence by
 * sequence and bit by bit (core's `bitDiagram`, Barber's notation): the structure bits, the stored value
 * the data bits hold, and the row's `valueOffset` that turns it into the code point, with the arithmetic
 * as `equation`. Bytes: every sequence with its `offset`, each ill-formed one (a stray continuation, a
 * truncated sequence, a whole FE/FF reserved run) with the `DecodeError` strict decoding reports there.
 *
 * @throws {EncodeError} for a code point Corrected UTF-8 cannot encode
 * @example
 * ```ts
 * const [e] = explain(0xcf).sequences
 * console.assert(e?.text === "wwz0'0000 wz10'1111" && e.equation === 'U+00CF = 0x2F + 160')
 * const [, run] = explain(new Uint8Array([0x41, 0xfe, 0x80, 0xff])).sequences
 * console.assert(run?.error?.kind === 'reserved' && run.error.end === 4 && run.units.length === 3)
 * const [, pua] = explain(new Uint8Array([0x41, 0xec, 0xbd, 0xa0])).sequences
 * console.assert(pua?.codePoint === 0xe000 && pua.valueOffset === 4256 && pua.storedValue === 0xcf60)
 * ```
 */
export const explain: Codec<number>['explain'] = /* @__PURE__ */ (() => correctedUtf8.explain)()
