/**
 * The kind SEMANTICS.md gives to an ill-formed RFC 3629 UTF-8 sequence at `bytes[i]`, decided in its order
 * (unexpected-continuation, invalid-lead, truncated, overlong, surrogate, out-of-range), and the strict
 * error built from it: for any decoder that reads UTF-8 input (conversions to and from UTF-8).
 *
 * @module
 */

import { DecodeError, type DecodeErrorKind } from './errors.ts'

/** What {@link utf8ErrorAt} found: the kind, and how many bytes the sequence has (lead + continuations). */
export const utf8ErrorState: { length: number; announced: number; codePoint: number } = {
  length: 0,
  announced: 0,
  codePoint: 0,
}

/**
 * The kind of the UTF-8 sequence at `bytes[i]` when it is ill-formed, or `null` when a well-formed one
 * starts there. `C0 80` → overlong; `C0 41` → truncated; `F5 80 80 80` → out-of-range; `F8` → invalid-lead.
 *
 * @example
 * ```ts
 * console.assert(utf8ErrorAt(new Uint8Array([0xed, 0xa0, 0x80]), 0, 3) === 'surrogate')
 * console.assert(utf8ErrorAt(new Uint8Array([0xe2, 0x82, 0xac]), 0, 3) === null)
 * ```
 */
export function utf8ErrorAt(bytes: Uint8Array, i: number, end: number): DecodeErrorKind | null {
  const b = bytes[i] as number
  utf8ErrorState.length = 1
  if (b < 0x80) return null
  if (b < 0xc0) return 'unexpected-continuation'
  if (b >= 0xf8) return 'invalid-lead'
  const n = b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4
  utf8ErrorState.announced = n
  let value = b & (0x7f >> n)
  let k = 1
  while (k < n && i + k < end && ((bytes[i + k] as number) & 0xc0) === 0x80) {
    value = (value << 6) | ((bytes[i + k] as number) & 0x3f)
    k++
  }
  utf8ErrorState.length = k
  utf8ErrorState.codePoint = value
  if (k < n) return 'truncated'
  if (value < (n === 2 ? 0x80 : n === 3 ? 0x800 : 0x10000)) return 'overlong'
  if (value >= 0xd800 && value <= 0xdfff) return 'surrogate'
  if (value > 0x10ffff) return 'out-of-range'
  return null
}

/**
 * The strict UTF-8 decoder's error for the ill-formed sequence at `bytes[i]`, right after
 * {@link utf8ErrorAt} returned `kind` for it.
 *
 * @example
 * ```ts
 * const bytes = new Uint8Array([0x41, 0xc0, 0x80])
 * const error = utf8Error(utf8ErrorAt(bytes, 1, 3)!, bytes, 1)
 * console.assert(error.message === 'Cannot decode utf-8: overlong 2-byte sequence at byte 1 (C0 80)')
 * ```
 */
export function utf8Error(
  kind: DecodeErrorKind,
  bytes: Uint8Array,
  i: number,
  scheme = 'utf-8',
): DecodeError {
  const units = bytes.subarray(i, i + utf8ErrorState.length)
  if (kind === 'overlong' || kind === 'truncated') {
    return new DecodeError(scheme, kind, i, { units, length: utf8ErrorState.announced })
  }
  if (kind === 'surrogate' || kind === 'out-of-range') {
    return new DecodeError(scheme, kind, i, { units, codePoint: utf8ErrorState.codePoint })
  }
  return new DecodeError(scheme, kind, i, { units })
}
