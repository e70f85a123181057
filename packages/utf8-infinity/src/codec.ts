/**
 * The `utfInfinity8` codec (its top-level functions and classes are generated: `_aliases.ts`).
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { schemeCodec, utf8Accelerator } from '@utf8x/core/internal'
import { explainSequence } from './_explain.ts'
import { scheme } from './_scheme.ts'

/**
 * UTF-∞-8 (Bishop & Cook, draft 2009; scheme id `utf-infinity-8`): UTF-8 extended to code points of
 * any size. Below 2^31 the bytes are RFC 2279's; `FE` + 6 bytes up to 2^36; `FF` + 12 bytes up to 2^71;
 * beyond, `FF`, a length field (`B4`… `Ax`…) and two 6-bit storage bytes per three hex digits. Byte
 * order equals code point order (§2). Code points come out as `bigint` (numbers are accepted on input);
 * U+D800–DFFF are never encodable nor decodable (`surrogate`). Decoding to a JS string throws
 * `unrepresentable` for a code point above U+10FFFF. Strict by default; `{ fatal: false }` writes one
 * U+FFFD per maximal subpart (and per code point a string cannot hold).
 *
 * @example
 * ```ts
 * const bytes = utfInfinity8.encodeCodePoints([2n ** 36n])
 * console.assert(bytes.length === 13 && bytes[0] === 0xff && bytes[6] === 0x81)
 * console.assert(utfInfinity8.decodeCodePoints(bytes)[0] === 2n ** 36n)
 * ```
 */
export const utfInfinity8: Codec<bigint> = /* @__PURE__ */ (() =>
  // Well-formed RFC 3629 UTF-8 means the same here (below 2^31 the bytes are RFC 2279's): core's UTF-8
  // routes run it (core's fast/README.md), the engine everything else.
  schemeCodec<bigint>(scheme, { accelerator: utf8Accelerator(), hooks: { explainSequence } }))()
