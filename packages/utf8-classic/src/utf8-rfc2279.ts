/**
 * RFC 2279 UTF-8, the original 1–6-byte form up to 0x7FFFFFFF.
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { makeCodec } from './_codec.ts'
import { RFC2279 } from './_scheme.ts'

/**
 * RFC 2279 UTF-8 (`utf-8-rfc2279`), for legacy data: 1–6 bytes, values 0–0x7FFFFFFF, shortest form only;
 * FE and FF are `invalid-lead`. Surrogate values are ordinary integers. Byte order equals code point
 * order. Never touches a BOM.
 *
 * - `decodeCodePoints` returns every value; `decode` reports a value above U+10FFFF or a surrogate as
 *   `unrepresentable` (one U+FFFD with `{ fatal: false }`).
 * - `encode` writes what `utf8` writes; `encodeCodePoints` takes any value up to 0x7FFFFFFF.
 *
 * @example
 * ```ts
 * const bytes = utf8Rfc2279.encodeCodePoints([0x7fffffff])
 * console.assert(bytes.join() === [0xfd, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf].join())
 * console.assert(utf8Rfc2279.decodeCodePoints(bytes)[0] === 0x7fffffff)
 * ```
 */
export const utf8Rfc2279: Codec<number> = /* @__PURE__ */ makeCodec(RFC2279, { bom: false, native: true })
