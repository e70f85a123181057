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
 * - `decode` is strict: `DecodeError` at the first ill-formed sequence (`offset`: where `TextDecoder`
 *   writes its first U+FFFD); `{ fatal: false }` is exactly `TextDecoder` (WHATWG maximal subparts). A
 *   leading BOM is stripped unless `ignoreBOM`; `decodeCodePoints` keeps it (U+FEFF).
 * - `encode`/`encodeInto` throw `EncodeError` `surrogate` (UTF-16 index) for a lone surrogate;
 *   `{ fatal: false }` is exactly `TextEncoder`. Neither writes a partial sequence.
 * - Uses `TextDecoder`/`TextEncoder` where faster and exact ({@link utf8Js} never does).
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
