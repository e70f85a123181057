/**
 * `utf8` without the runtime's codecs, for timing and for checking the fast paths against each other.
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { makeCodec } from './_codec.ts'
import { UTF8 } from './_scheme.ts'

/**
 * The same codec as {@link utf8} (name `utf-8`, identical results), but it never calls `TextDecoder` or
 * `TextEncoder`: for timing the pure-JS path, or where the runtime's codecs are slow.
 *
 * @example
 * ```ts
 * const bytes = new Uint8Array([0xf0, 0x9f, 0x98, 0x80, 0xed, 0xa0, 0x80])
 * console.assert(utf8Js.decode(bytes, { fatal: false }) === utf8.decode(bytes, { fatal: false }))
 * console.assert(utf8Js.encode('€').join() === '226,130,172')
 * ```
 */
export const utf8Js: Codec<number> = /* @__PURE__ */ makeCodec(UTF8, { bom: true, native: false })
