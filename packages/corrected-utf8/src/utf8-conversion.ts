/**
 * Byte-to-byte conversion between classic UTF-8 (RFC 3629) and Corrected UTF-8, without building a
 * JS string. They agree on ASCII; everything else is re-encoded with the other scheme's offsets.
 *
 * @module
 */

import { type BufferSource, EncodeError } from '@utf8x/core'
import { checkOptions, toBytes, utf8Error, utf8ErrorAt, utf8MaximalSubpart } from '@utf8x/core/internal'
import { readPolicy, substitute, type UnencodablePolicy } from './_encode.ts'
import { ownBytes } from './_input.ts'

import { writeCodePoint } from './_scheme.ts'
import { OK, readSequence, sequenceError, sequenceState } from './_sequence.ts'

/** Options of {@link fromUtf8}. */
export interface FromUtf8Options {
  /** `false`: ill-formed UTF-8 becomes U+FFFD (one per maximal subpart) and C1 controls U+FFFD. */
  fatal?: boolean
  /** What to do with C1 controls (U+0080–U+009F), as for `encode`; decides alone when given. */
  unencodable?: UnencodablePolicy
}

/** Options of {@link toUtf8}. */
export interface ToUtf8Options {
  /** `false`: ill-formed Corrected UTF-8 and values above U+10FFFF become U+FFFD. */
  fatal?: boolean
}

function grow(out: Uint8Array, w: number, more: number): Uint8Array {
  const bigger = new Uint8Array(Math.max(out.length * 2, w + more))
  bigger.set(out.subarray(0, w))
  return bigger
}

/**
 * Converts UTF-8 bytes to Corrected UTF-8 bytes.
 *
 * @throws {DecodeError} (scheme `utf-8`) at the first ill-formed UTF-8 sequence (strict)
 * @throws {EncodeError} `not-encodable` for a C1 control, which Corrected UTF-8 does not encode:
 *   `index` is its position among the code points, `offset` its first input byte
 * @example
 * ```ts
 * console.assert(fromUtf8(new Uint8Array([0xc3, 0x8f])).join() === [0xc0, 0xaf].join())
 * ```
 */
export function fromUtf8(bytes: BufferSource, options?: FromUtf8Options): Uint8Array {
  const input = ownBytes(toBytes(bytes, 'bytes'))
  const fatal = checkOptions<FromUtf8Options>(options)?.fatal !== false
  const policy = readPolicy(options ?? {}, fatal)
  const end = input.length
  let out: Uint8Array = new Uint8Array(end + 16)
  let w = 0
  let i = 0
  let index = 0
  while (i < end) {
    const b = input[i] as number
    if (w + 6 > out.length) out = grow(out, w, 6 + end - i)
    if (b < 0x80) {
      out[w++] = b
      i++
      index++
      continue
    }
    const kind = utf8ErrorAt(input, i, end)
    let codePoint: number
    let length: number
    if (kind === null) {
      length = b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4
      codePoint = b & (0x7f >> length)
      for (let k = 1; k < length; k++) codePoint = (codePoint << 6) | ((input[i + k] as number) & 0x3f)
      if (codePoint <= 0x9f) {
        try {
          codePoint = substitute(policy, codePoint, index)
        } catch (error) {
          if (!(error instanceof EncodeError)) throw error
          throw new EncodeError(error.scheme, error.kind, error.index, error.codePoint, { offset: i })
        }
      }
    } else if (fatal) {
      throw utf8Error(kind, input, i)
    } else {
      codePoint = 0xfffd
      length = utf8MaximalSubpart(input, i, end)
    }
    w = writeCodePoint(codePoint, out, w)
    i += length
    index++
  }
  return out.slice(0, w)
}

/**
 * Converts Corrected UTF-8 bytes to UTF-8 bytes.
 *
 * @throws {DecodeError} (scheme `corrected-utf-8`) at the first ill-formed sequence (strict)
 * @throws {EncodeError} (scheme `utf-8`) `out-of-range` for a value above U+10FFFF, which UTF-8 cannot
 *   hold: `index` is its position among the code points, `offset` its first input byte
 * @example
 * ```ts
 * console.assert(toUtf8(new Uint8Array([0xc0, 0xaf])).join() === [0xc3, 0x8f].join())
 * ```
 */
export function toUtf8(bytes: BufferSource, options?: ToUtf8Options): Uint8Array {
  const input = ownBytes(toBytes(bytes, 'bytes'))
  const fatal = checkOptions<ToUtf8Options>(options)?.fatal !== false
  const end = input.length
  let out: Uint8Array = new Uint8Array(end + (end >> 2) + 16)
  let w = 0
  let i = 0
  let index = 0
  while (i < end) {
    const b = input[i] as number
    if (w + 4 > out.length) out = grow(out, w, 4 + end - i)
    if (b < 0x80) {
      out[w++] = b
      i++
      index++
      continue
    }
    const kind = readSequence(input, i, end)
    let codePoint = sequenceState.codePoint
    if (kind !== OK) {
      if (fatal) throw sequenceError(kind, input, i)
      codePoint = 0xfffd
    } else if (codePoint > 0x10ffff) {
      if (fatal) throw new EncodeError('utf-8', 'out-of-range', index, codePoint, { offset: i })
      codePoint = 0xfffd
    }
    if (codePoint < 0x800) {
      out[w++] = 0xc0 | (codePoint >> 6)
      out[w++] = 0x80 | (codePoint & 0x3f)
    } else if (codePoint < 0x10000) {
      out[w++] = 0xe0 | (codePoint >> 12)
      out[w++] = 0x80 | ((codePoint >> 6) & 0x3f)
      out[w++] = 0x80 | (codePoint & 0x3f)
    } else {
      out[w++] = 0xf0 | (codePoint >> 18)
      out[w++] = 0x80 | ((codePoint >> 12) & 0x3f)
      out[w++] = 0x80 | ((codePoint >> 6) & 0x3f)
      out[w++] = 0x80 | (codePoint & 0x3f)
    }
    i += sequenceState.length
    index++
  }
  return out.slice(0, w)
}
