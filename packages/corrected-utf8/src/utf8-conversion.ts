/**
 * Byte-to-byte conversion between classic UTF-8 (RFC 3629) and Corrected UTF-8, without building a
 * JS string. They agree on ASCII; everything else is re-encoded with the other scheme's offsets.
 *
 * @module
 */

import { type BufferSource, EncodeError } from '@utf8x/core'
import {
  grownCopy,
  isFatal,
  newStep,
  readSequence,
  stepError,
  toBytes,
  utf8Scheme,
  writeValue,
} from '@utf8x/core/internal'
import { readPolicy, substitute, type UnencodablePolicy } from './_encode.ts'
import { ownBytes } from './_input.ts'
import { scheme } from './_scheme.ts'

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
  const fatal = isFatal(options)
  const policy = readPolicy(options ?? {}, fatal)
  const end = input.length
  let out: Uint8Array = new Uint8Array(end + 16)
  const step = newStep()
  let w = 0
  let i = 0
  let index = 0
  while (i < end) {
    const b = input[i] as number
    if (w + 6 > out.length) out = grownCopy(out, w, w + 6 + end - i)
    if (b < 0x80) {
      out[w++] = b
      i++
      index++
      continue
    }
    let codePoint: number
    let length: number
    if (readSequence(utf8Scheme, input, i, end, step)) {
      codePoint = step.value as number
      length = step.length
      if (codePoint <= 0x9f) {
        try {
          codePoint = substitute(policy, codePoint, index)
        } catch (error) {
          if (!(error instanceof EncodeError)) throw error
          throw new EncodeError(error.scheme, error.kind, error.index, error.codePoint, { offset: i })
        }
      }
    } else if (fatal) {
      throw stepError(utf8Scheme, input, i, step)
    } else {
      codePoint = 0xfffd
      length = step.subpart
    }
    w = writeValue(codePoint, scheme, out, w)
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
  const fatal = isFatal(options)
  const end = input.length
  let out: Uint8Array = new Uint8Array(end + (end >> 2) + 16)
  const step = newStep()
  let w = 0
  let i = 0
  let index = 0
  while (i < end) {
    const b = input[i] as number
    if (w + 4 > out.length) out = grownCopy(out, w, w + 4 + end - i)
    if (b < 0x80) {
      out[w++] = b
      i++
      index++
      continue
    }
    let codePoint: number
    if (!readSequence(scheme, input, i, end, step)) {
      if (fatal) throw stepError(scheme, input, i, step)
      codePoint = 0xfffd
    } else {
      codePoint = step.value as number
      if (codePoint > 0x10ffff) {
        if (fatal) throw new EncodeError('utf-8', 'out-of-range', index, codePoint, { offset: i })
        codePoint = 0xfffd
      }
    }
    w = writeValue(codePoint, utf8Scheme, out, w)
    // A reserved run or a truncated sequence is one U+FFFD whole.
    i += step.kind === null ? step.length : step.subpart
    index++
  }
  return out.slice(0, w)
}
