/**
 * The package's top-level `explain` (`utfInfinity8.explain`, core's one `Explanation` type).
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { utfInfinity8 } from './codec.ts'

/**
 * What UTF-∞-8 makes of a code point or of some bytes (`utfInfinity8.explain`), sequence by sequence and
 * bit by bit in Barber's notation: structure bits (lead markers, `10` continuation markers, `100` of a
 * 13-byte code's second byte, and the whole length field, also given as `lengthField`) as `w`/`z`,
 * USV-storage bits (padding nybbles included) as data. Bytes: every code with its `offset` and `diagram`,
 * each ill-formed one with the `DecodeError` strict decoding reports there.
 *
 * @throws {EncodeError} for a code point UTF-∞-8 cannot encode (negative, non-integer, surrogate)
 * @example
 * ```ts
 * console.assert(explain(0xe9).text === "wwz0'0011 wz10'1001")
 * const long = explain(2n ** 71n)
 * console.assert(long.units.length === 14 && long.sequences[0]?.lengthField?.digits === 18)
 * const [, e] = explain(new Uint8Array([0x41, 0xc3, 0xa9, 0xc0, 0x80])).sequences
 * console.assert(e?.offset === 1 && e.text === "wwz0'0011 wz10'1001")
 * ```
 */
export const explain: Codec<bigint>['explain'] = /* @__PURE__ */ (() => utfInfinity8.explain)()
