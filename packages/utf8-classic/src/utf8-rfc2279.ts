/**
 * RFC 2279 UTF-8, the original 1–6-byte form up to 0x7FFFFFFF.
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { makeCodec } from './_codec.ts'
import { RFC2279 } from './_scheme.ts'

/**
 * RFC 2279 UTF-8 (`utf-8-rfc2279`): 1–6 bytes, values 0–0x7FFFFFFF, shortest form only; lead bytes
 * C0–FD (FE and FF are `invalid-lead`). Surrogate values are ordinary integers. Byte order equals code
 * point order. For legacy data and old decoders.
 *
 * - `decodeCodePoints` returns every value; decoding to a string reports a value above U+10FFFF or a
 *   surrogate as `unrepresentable` (one U+FFFD with `{ fatal: false }`).
 * - Encoding a string writes what `utf8` writes (a lone surrogate is `EncodeError` `surrogate` by
 *   default, U+FFFD with `{ fatal: false }`); `encodeCodePoints` takes any value up to 0x7FFFFFFF.
 * - Never touches a BOM.
 *
 * @example
 * ```ts
 * const bytes = utf8Rfc2279.encodeCodePoints([0x7fffffff])
 * console.assert(bytes.join() === [0xfd, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf].join())
 * console.assert(utf8Rfc2279.decodeCodePoints(bytes)[0] === 0x7fffffff)
 * ```
 */
export const utf8Rfc2279: Codec<number> = /* @__PURE__ */ makeCodec(RFC2279, { bom: false, native: true })
