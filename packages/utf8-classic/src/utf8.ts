/**
 * RFC 3629 UTF-8: the web's encoding, as a strict and diagnosable `TextDecoder`/`TextEncoder`.
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { type CodecBuild, makeCodec } from './_codec.ts'
import { UTF8 } from './_scheme.ts'

/** How `utf8` is built (the package's top-level `decode` is built the same way). */
export const UTF8_BUILD: CodecBuild = { bom: true, native: true }

/**
 * RFC 3629 UTF-8 (`utf-8`): 1–4 bytes, U+0000–U+10FFFF without the surrogates, shortest form only
 * (RFC 3629 §3–§4). Byte order equals code point order.
 *
 * - `decode(bytes)` is strict: the first ill-formed sequence throws `DecodeError` with its `kind` and
 *   `offset` (the offset of the first U+FFFD TextDecoder would write). `{ fatal: false }` gives exactly
 *   `TextDecoder`'s output (WHATWG replacement of maximal subparts). A leading BOM is stripped unless
 *   `{ ignoreBOM: true }`, as with `TextDecoder`; `decodeCodePoints` never strips one (a BOM is U+FEFF).
 * - `encode(text)` throws `EncodeError` (`surrogate`, UTF-16 index) for a lone surrogate;
 *   `{ fatal: false }` writes U+FFFD as `TextEncoder` does. `encodeInto` is strict in the same way (the
 *   error once everything before the lone surrogate is written); with `{ fatal: false }` it is
 *   `TextEncoder.encodeInto`. Neither ever writes a partial sequence.
 * - Uses the runtime's `TextDecoder`/`TextEncoder` where they are faster and give the same answer
 *   ({@link utf8Js} never does).
 *
 * @example
 * ```ts
 * const bytes = utf8.encode('héllo €')
 * console.assert(bytes.length === 10 && utf8.decode(bytes) === 'héllo €')
 * let kind = ''
 * try { utf8.decode(new Uint8Array([0x61, 0xc0, 0x80])) } catch (error) { kind = (error as DecodeError).kind }
 * console.assert(kind === 'overlong')
 * console.assert(utf8.decode(new Uint8Array([0x61, 0xff]), { fatal: false }) === 'a\uFFFD')
 * ```
 */
export const utf8: Codec<number> = /* @__PURE__ */ makeCodec(UTF8, UTF8_BUILD)
