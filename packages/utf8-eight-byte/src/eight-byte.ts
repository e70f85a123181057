/**
 * Barber's eight-byte UTF-8 (`utf-8-eight-byte`) and its seven-byte limit (`utf-8-seven-byte`).
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { byteCodec } from './_byte-codec.ts'
import { EIGHT_BYTE, SEVEN_BYTE } from './_layouts.ts'

/**
 * Eight-byte UTF-8 (Barber §2–§7): 1 to 8 bytes, leads `C0`–`FF` (`FE` 7 bytes, `FF` 8), values 0 to
 * 2^42 − 1; RFC 3629's bytes for every scalar value, RFC 2279's below 2^31. Overlong rows of table two
 * are rejected; surrogate values are ordinary integers, but `unrepresentable` in a string (as are values
 * above U+10FFFF: decode to code points); a BOM is kept. Byte order is code point order (§7).
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
