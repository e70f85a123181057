/**
 * WTF-8: UTF-8 extended to lone surrogates, so any JavaScript string survives the round trip.
 *
 * @module
 */

import { makeCodec } from './_codec.ts'
import { WTF8 } from './_scheme.ts'

/**
 * WTF-8 (`wtf-8`, the WTF-8 spec): UTF-8 plus lone surrogates as their own 3-byte sequences. A 3-byte
 * high surrogate immediately followed by a 3-byte low surrogate is ill-formed (`surrogate` at the high):
 * that pair is written as one 4-byte sequence. Byte order equals code point order (lone surrogates
 * counting as their own values). Never touches a BOM.
 *
 * @example
 * ```ts
 * const text = 'a\uD800b'
 * const bytes = wtf8.encode(text)
 * console.assert(bytes.join() === [0x61, 0xed, 0xa0, 0x80, 0x62].join())
 * console.assert(wtf8.decode(bytes) === text)
 * ```
 */
export const wtf8 = /* @__PURE__ */ makeCodec(WTF8, { bom: false, native: true })
