/**
 * CESU-8: UTF-8 applied to UTF-16 code units, as Oracle, SAP HANA and MySQL's old `utf8` wrote it.
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { bmpAccelerator, schemeCodec } from '@utf8x/core/internal'
import { CESU8 } from './_scheme.ts'

/**
 * CESU-8 (`cesu-8`, Unicode TR #26): BMP characters as in UTF-8 (1–3 bytes); a supplementary character
 * as its UTF-16 surrogate pair, each half a 3-byte sequence (6 bytes). No 4-byte forms (F0–FF are
 * `invalid-lead`); a surrogate that is not a high immediately followed by a low is `surrogate` at its
 * offset. Not order-preserving: U+FFFF (`EF BF BF`) sorts after U+10000 (`ED A0 80 ED B0 80`).
 * Encoding a string with a lone surrogate throws `EncodeError` (`surrogate`) unless `{ fatal: false }`.
 *
 * @example
 * ```ts
 * const bytes = cesu8.encode('😀')
 * console.assert(bytes.join() === [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80].join())
 * console.assert(cesu8.decode(bytes) === '😀' && cesu8.decodeCodePoints(bytes)[0] === 0x1f600)
 * ```
 */
export const cesu8: Codec<number> = /* @__PURE__ */ schemeCodec(CESU8, {
  accelerator: /* @__PURE__ */ bmpAccelerator({ nul: false }),
})
