/**
 * Barber's 65-bit variant of UTF-8 (`utf-8-65`).
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { byteCodec } from './_byte-codec.ts'
import { SIXTY_FIVE_BIT } from './_layouts.ts'
import { sixtyFiveFast } from './fast/index.ts'

/**
 * The 65-bit variant (Barber §9, table ten, as the README reads it): extension bytes `100ddddd`, leads
 * `A0`–`FF`, 1 to 14 bytes, values 0 to 2^65 − 1, as bigints (numbers accepted). Not UTF-8 beyond ASCII.
 * Shortest form required; byte order is code point order.
 *
 * @example
 * ```ts
 * const bytes = sixtyFiveBit.encodeCodePoints([2n ** 65n - 1n])
 * console.assert(bytes.length === 14 && bytes[0] === 0xff && bytes[1] === 0x9f)
 * console.assert(sixtyFiveBit.decodeCodePoints(bytes)[0] === 2n ** 65n - 1n)
 * console.assert(sixtyFiveBit.encode('é').join() === '167,137')
 * ```
 */
export const sixtyFiveBit: Codec<bigint> = /* @__PURE__ */ byteCodec<bigint>(
  SIXTY_FIVE_BIT,
  /* @__PURE__ */ sixtyFiveFast(SIXTY_FIVE_BIT),
)
