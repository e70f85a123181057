/**
 * Barber's eight-byte UTF-8 (`utf-8-eight-byte`) and its seven-byte limit (`utf-8-seven-byte`).
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { byteCodec } from './_byte-codec.ts'
import { EIGHT_BYTE, SEVEN_BYTE } from './_layouts.ts'

/**
 * Eight-byte UTF-8 (Barber §2–§7): sequences of 1 to 8 bytes, every lead `C0`–`FF` in use (`FE` starts 7
 * bytes, `FF` 8), values 0 to 2^42 − 1. For every Unicode scalar value the bytes are RFC 3629 UTF-8,
 * and below 2^31 they are RFC 2279's. Every overlong row of table two (B, D, F, H, J, L, N) is
 * rejected; surrogate values are ordinary integers. Decoding to a string raises `unrepresentable`
 * for values above U+10FFFF and surrogate values (decode to code points for those); a BOM is kept.
 * Strict by default; `{ fatal: false }` writes one U+FFFD per maximal subpart. Byte order equals code
 * point order (§7).
 *
 * @example
 * ```ts
 * const bytes = eightByte.encodeCodePoints([0x41, 2 ** 42 - 1])
 * console.assert(bytes.length === 9 && bytes[1] === 0xff && bytes[2] === 0xbf)
 * console.assert(eightByte.decodeCodePoints(bytes)[1] === 2 ** 42 - 1)
 * console.assert(eightByte.decode(new Uint8Array([0xe2, 0x82, 0xac])) === '€')
 * ```
 */
export const eightByte: Codec<number> = /* @__PURE__ */ byteCodec<number>(EIGHT_BYTE)

/**
 * Seven-byte UTF-8 (Barber §6, last line): eight-byte UTF-8 for channels that intercept `1111'1111`.
 * `FF` is `invalid-lead`; sequences of 1 to 7 bytes hold values 0 to 2^36 − 1. Otherwise as
 * {@link eightByte}.
 *
 * @example
 * ```ts
 * console.assert(sevenByte.encodeCodePoints([2 ** 36 - 1])[0] === 0xfe)
 * console.assert(sevenByte.validate(new Uint8Array([0xff]))?.kind === 'invalid-lead')
 * ```
 */
export const sevenByte: Codec<number> = /* @__PURE__ */ byteCodec<number>(SEVEN_BYTE)
