/**
 * Byte-level conversion between any two of the five schemes (or any two byte codecs).
 *
 * @module
 */

import { transcode } from '@utf8x/core'

/**
 * Converts bytes of scheme `from` into scheme `to`, exactly: every code point is decoded with `from`
 * (strict by default, so nothing is lost silently) and written with `to`. A BOM is data here: `utf8`
 * input keeps its U+FEFF.
 *
 * @param bytes - the input, in scheme `from`
 * @param from - the input's codec (`utf8`, `utf8Rfc2279`, `cesu8`, `mutf8`, `wtf8`, or any `Codec`)
 * @param to - the output's codec
 * @param options - `{ fatal: false }` replaces ill-formed input with U+FFFD instead of throwing
 * @returns the bytes in scheme `to`: always a new array, never a view of `bytes` (even of a Node `Buffer`)
 * @throws {DecodeError} when `bytes` is ill-formed in `from`; `offset` is the first offending input byte
 * @throws {EncodeError} when `to` cannot hold a code point (a lone surrogate into `utf8`, a value above
 *   U+10FFFF into anything but `utf8Rfc2279`); `offset` is the code point's first input byte, `index`
 *   its position among the decoded code points
 * @example
 * ```ts
 * // A Java class file constant: U+0000 and 😀 in Modified UTF-8, to standard UTF-8.
 * const java = new Uint8Array([0xc0, 0x80, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80])
 * console.assert(convert(java, mutf8, utf8).join() === [0x00, 0xf0, 0x9f, 0x98, 0x80].join())
 * let offset = -1
 * try { convert(new Uint8Array([0x61, 0xed, 0xb0, 0x80]), wtf8, utf8) } catch (error) { offset = (error as EncodeError).offset ?? -1 }
 * console.assert(offset === 1)
 * ```
 */
export const convert: typeof transcode = transcode
