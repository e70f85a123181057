/**
 * WTF-8: UTF-8 extended to lone surrogates, so any JavaScript string survives the round trip.
 *
 * @module
 */

import type { BufferSource, Codec } from '@utf8x/core'
import { byteRange, toBytes } from '@utf8x/core/internal'
import { makeCodec, withMethods } from './_codec.ts'
import { WTF8 } from './_scheme.ts'

/** The WTF-8 codec: core's `Codec` plus the spec's concatenation. */
export interface Wtf8Codec extends Codec<number> {
  /**
   * Joins two WTF-8 byte strings (the WTF-8 spec, "Concatenating"): when `a` ends with a lone high
   * surrogate (`ED A0`–`AF` xx) and `b` starts with a lone low one (`ED B0`–`BF` xx), the two become the
   * 4-byte sequence of their supplementary character (plain `a ++ b` would be ill-formed); otherwise `a`
   * then `b`. So `wtf8.decode(result)` equals `wtf8.decode(a) + wtf8.decode(b)`.
   *
   * @param a - well-formed WTF-8 (any `BufferSource`; read, never modified)
   * @param b - well-formed WTF-8, joined after `a`
   * @returns a new array (never a view of either input, even when the other is empty)
   * @throws {DecodeError} when `a` or `b` is not well-formed WTF-8: the first error of `a`, else of `b`
   *   (`wtf8.validate`'s kind; offset `a.byteLength + i` for byte `i` of `b`)
   * @throws {TypeError} when `a` or `b` is not a `BufferSource` (naming it)
   * @example
   * ```ts
   * const high = wtf8.encode('x\uD83D') // 78 ED A0 BD
   * const low = wtf8.encode('\uDE00y') //  ED B8 80 79
   * const joined = wtf8.concat(high, low)
   * console.assert(joined.join() === [0x78, 0xf0, 0x9f, 0x98, 0x80, 0x79].join())
   * console.assert(wtf8.decode(joined) === 'x😀y')
   * ```
   */
  concat(a: BufferSource, b: BufferSource): Uint8Array
}

/** Whether `bytes[at…at+2]` is a 3-byte surrogate sequence whose second byte is in `from…from+0x0F` (A0: high, B0: low). */
function surrogateAt(bytes: Uint8Array, at: number, from: number): boolean {
  return at >= 0 && bytes[at] === 0xed && ((bytes[at + 1] as number) & 0xf0) === from
}

const codec = /* @__PURE__ */ makeCodec(WTF8, { bom: false, native: true })

function concat(a: BufferSource, b: BufferSource): Uint8Array {
  const left = toBytes(a, 'a')
  const right = toBytes(b, 'b')
  const leftError = codec.validate(left)
  if (leftError !== null) throw leftError
  const rightError = codec.validate(right)
  if (rightError !== null) throw rightError.shifted(left.length)
  // Both well-formed: an ED 3 bytes from the end of `left` (or at the start of `right`) leads a sequence.
  const n = left.length
  const fuse = surrogateAt(left, n - 3, 0xa0) && surrogateAt(right, 0, 0xb0)
  const out = new Uint8Array(fuse ? n + right.length - 2 : n + right.length)
  out.set(left, 0)
  if (!fuse) {
    out.set(right, n)
    return out
  }
  // The pair's code point: 10000 + (high − D800) × 400 + (low − DC00), each from its last two bytes; it
  // overwrites `left`'s last 3 bytes.
  const high = (((left[n - 2] as number) & 0x0f) << 6) | ((left[n - 1] as number) & 0x3f)
  const low = (((right[1] as number) & 0x0f) << 6) | ((right[2] as number) & 0x3f)
  const codePoint = 0x10000 + (high << 10) + low
  out[n - 3] = 0xf0 | (codePoint >> 18)
  out[n - 2] = 0x80 | ((codePoint >> 12) & 0x3f)
  out[n - 1] = 0x80 | ((codePoint >> 6) & 0x3f)
  out[n] = 0x80 | (codePoint & 0x3f)
  out.set(byteRange(right, 3, right.length), n + 1)
  return out
}

/**
 * WTF-8 (`wtf-8`, the WTF-8 spec): UTF-8 plus lone surrogates as their own 3-byte sequences. A high
 * surrogate's sequence right before a low one's is ill-formed (`surrogate` at the high; the pair is one
 * 4-byte sequence). Byte order equals code point order. Never touches a BOM. See {@link Wtf8Codec.concat}.
 *
 * @example
 * ```ts
 * const text = 'a\uD800b'
 * const bytes = wtf8.encode(text)
 * console.assert(bytes.join() === [0x61, 0xed, 0xa0, 0x80, 0x62].join())
 * console.assert(wtf8.decode(bytes) === text)
 * ```
 */
export const wtf8: Wtf8Codec = /* @__PURE__ */ withMethods(codec, { concat })
