/**
 * Byte-to-byte conversion between classic UTF-8 (RFC 3629) and Corrected UTF-8, without building a
 * JS string. They agree on ASCII; everything else is re-encoded with the other scheme's offsets.
 *
 * @module
 */

import { type BufferSource, EncodeError, type Scheme } from '@utf8x/core'
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
  return convert(input, utf8Scheme, scheme, fatal, input.length + 16, 6, (codePoint, offset, index) => {
    if (codePoint > 0x9f) return codePoint
    try {
      return substitute(policy, codePoint, index)
    } catch (error) {
      if (!(error instanceof EncodeError)) throw error
      throw new EncodeError(error.scheme, error.kind, error.index, error.codePoint, { offset })
    }
  })
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
  const size = input.length + (input.length >> 2) + 16
  return convert(input, scheme, utf8Scheme, fatal, size, 4, (codePoint, offset, index) => {
    if (codePoint <= 0x10ffff) return codePoint
    if (fatal) throw new EncodeError('utf-8', 'out-of-range', index, codePoint, { offset })
    return 0xfffd
  })
}

/**
 * Both conversions: each sequence read with `from`, its value passed through `accept(codePoint, offset,
 * index)`, written with `to`; what `from` cannot read is a `DecodeError` (strict) or one U+FFFD per
 * maximal subpart. `size`: the first output's length; `widest`: the most bytes `to` writes for one value.
 */
function convert(
  input: Uint8Array,
  from: Scheme,
  to: Scheme,
  fatal: boolean,
  size: number,
  widest: number,
  accept: (codePoint: number, offset: number, index: number) => number,
): Uint8Array {
  const end = input.length
  let out: Uint8Array = new Uint8Array(size)
  const step = newStep()
  let w = 0
  let i = 0
  let index = 0
  while (i < end) {
    const b = input[i] as number
    if (w + widest > out.length) out = grownCopy(out, w, w + widest + end - i)
    if (b < 0x80) {
      out[w++] = b
      i++
      index++
      continue
    }
    let codePoint = 0xfffd
    if (readSequence(from, input, i, end, step)) codePoint = accept(step.value as number, i, index)
    else if (fatal) throw stepError(from, input, i, step)
    w = writeValue(codePoint, to, out, w)
    i += step.kind === null ? step.length : step.subpart
    index++
  }
  return out.slice(0, w)
}
