/**
 * Encoding: the hot loop from UTF-16 strings, and the string, code point and length functions built on
 * it, with the `unencodable` policy for C1 controls and lone surrogates.
 *
 * @module
 */

import { EncodeError, type EncodeOptions } from '@utf8x/core'
import { describeCodePoint } from '@utf8x/core/internal'
import { ownDestination } from './_input.ts'
import {
  lengthOf,
  OFFSET_2,
  OFFSET_3_HIGH,
  OFFSET_3_LOW,
  OFFSET_4,
  SCHEME,
  unencodableKind,
  writeCodePoint,
} from './_scheme.ts'
import { nativeEncodeCorrected, nativeEncodeCorrectedInto } from './fast/_native.ts'

/**
 * What to do with a code point Corrected UTF-8 cannot encode: a C1 control (U+0080–U+009F) or a lone
 * surrogate in a string. `'throw'`: an `EncodeError` (`not-encodable` or `surrogate`); `'replace'`: write
 * U+FFFD; a function: write the code point it returns instead (for example
 * {@link privateUseMapping}`.map`), which must itself be encodable.
 */
export type UnencodablePolicy = 'throw' | 'replace' | ((codePoint: number, index: number) => number)

/** Encoding options of Corrected UTF-8: `fatal` as every codec, plus {@link UnencodablePolicy}. */
export interface CorrectedEncodeOptions extends EncodeOptions {
  /**
   * What to do with C1 controls and lone surrogates. Default: `'throw'`, or `'replace'` with
   * `fatal: false`. When given, it decides alone (`fatal` is then not read).
   */
  unencodable?: UnencodablePolicy
}

/** Where {@link encodePrefix} stopped: `read` (string index) and `written` (output index). */
export const encodeState: { read: number; written: number } = { read: 0, written: 0 }

/**
 * Encodes `text[start…]` into `out[w…]`, stopping at the end, before a C1 control or lone surrogate, or
 * before a character that does not fit (never writing part of one).
 *
 * @returns the string index where it stopped (also `encodeState.read`)
 */
export function encodePrefix(text: string, start: number, out: Uint8Array, w: number): number {
  const n = text.length
  const cap = out.length
  let i = start
  while (i < n) {
    const c = text.charCodeAt(i)
    if (c < 0x80) {
      if (w >= cap) break
      out[w++] = c
      i++
      continue
    }
    if (c < OFFSET_3_LOW) {
      if (c < OFFSET_2 || w + 2 > cap) break
      const v = c - OFFSET_2
      out[w] = 0xc0 | (v >> 6)
      out[w + 1] = 0x80 | (v & 0x3f)
      w += 2
      i++
      continue
    }
    if (c < 0xd800 || c >= 0xe000) {
      if (w + 3 > cap) break
      const v = c - (c < 0xd800 ? OFFSET_3_LOW : OFFSET_3_HIGH)
      out[w] = 0xe0 | (v >> 12)
      out[w + 1] = 0x80 | ((v >> 6) & 0x3f)
      out[w + 2] = 0x80 | (v & 0x3f)
      w += 3
      i++
      continue
    }
    if (c > 0xdbff || i + 1 >= n) break
    const d = text.charCodeAt(i + 1)
    if ((d & 0xfc00) !== 0xdc00) break
    const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
    if (cp < OFFSET_4) {
      if (w + 3 > cap) break
      const v = cp - OFFSET_3_HIGH
      out[w] = 0xe0 | (v >> 12)
      out[w + 1] = 0x80 | ((v >> 6) & 0x3f)
      out[w + 2] = 0x80 | (v & 0x3f)
      w += 3
    } else {
      if (w + 4 > cap) break
      const v = cp - OFFSET_4
      out[w] = 0xf0 | (v >> 18)
      out[w + 1] = 0x80 | ((v >> 12) & 0x3f)
      out[w + 2] = 0x80 | ((v >> 6) & 0x3f)
      out[w + 3] = 0x80 | (v & 0x3f)
      w += 4
    }
    i += 2
  }
  encodeState.read = i
  encodeState.written = w
  return i
}

/** The code unit at `text[i]` when it is a C1 control or a lone surrogate, else -1. */
export function unencodableAt(text: string, i: number): number {
  const c = text.charCodeAt(i)
  if (c >= 0x80 && c <= 0x9f) return c
  if (c < 0xd800 || c > 0xdfff) return -1
  if (c <= 0xdbff) {
    const d = text.charCodeAt(i + 1)
    return d >= 0xdc00 && d <= 0xdfff ? -1 : c
  }
  const p = i > 0 ? text.charCodeAt(i - 1) : 0
  return p >= 0xd800 && p <= 0xdbff ? -1 : c
}

/** Reads the `unencodable` option (a `TypeError` naming it when it is neither of its forms). */
export function readPolicy(options: CorrectedEncodeOptions, fatal: boolean): UnencodablePolicy {
  const policy = options.unencodable
  if (policy === undefined) return fatal ? 'throw' : 'replace'
  if (policy === 'throw' || policy === 'replace' || typeof policy === 'function') return policy
  throw new TypeError(
    `The "options.unencodable" option must be 'throw', 'replace' or a function, received ${String(policy)}`,
  )
}

/**
 * The code point written for an unencodable one under `policy`.
 *
 * @throws {EncodeError} for `'throw'`, or when a mapping returns a code point that cannot be encoded
 */
export function substitute(policy: UnencodablePolicy, codePoint: number, index: number): number {
  if (policy === 'replace') return 0xfffd
  if (policy === 'throw') {
    throw new EncodeError(SCHEME, codePoint <= 0x9f ? 'not-encodable' : 'surrogate', index, codePoint)
  }
  const mapped = policy(codePoint, index)
  const kind = typeof mapped === 'number' ? unencodableKind(mapped) : 'out-of-range'
  if (kind !== null) {
    throw new EncodeError(SCHEME, kind, index, typeof mapped === 'number' ? mapped : Number.NaN, {
      reason: `the unencodable mapping returned ${typeof mapped === 'number' || typeof mapped === 'bigint' ? describeCodePoint(mapped) : `a ${mapped === null ? 'null' : typeof mapped}`} for ${describeCodePoint(codePoint)}, which cannot be encoded`,
    })
  }
  return mapped
}

/** Encodes a string; see {@link CorrectedEncodeOptions} for C1 controls and lone surrogates. */
export function encodeString(text: string, fatal: boolean, options: CorrectedEncodeOptions): Uint8Array {
  const n = text.length
  const policy = readPolicy(options, fatal)
  // The native encoder's UTF-8 rewritten as Corrected UTF-8; null where it declines (then only the loop
  // below decides).
  const fast = nativeEncodeCorrected(text)
  if (fast !== null) return fast
  let out = new Uint8Array(n * 3)
  let i = encodePrefix(text, 0, out, 0)
  let w = encodeState.written
  if (i === n) return out.slice(0, w)
  while (i < n) {
    const bad = unencodableAt(text, i)
    if (bad < 0 || w + 6 > out.length) {
      // No room (a mapped code point may take up to 6 bytes): grow.
      const bigger = new Uint8Array(Math.max(out.length * 2, w + 6 + (n - i) * 3))
      bigger.set(out.subarray(0, w))
      out = bigger
    }
    if (bad >= 0) {
      w = writeCodePoint(substitute(policy, bad, i), out, w)
      i++
    }
    i = encodePrefix(text, i, out, w)
    w = encodeState.written
  }
  return out.slice(0, w)
}

/**
 * `encodeInto`: as much of `text` as fits, never part of a character. A C1 control or a lone surrogate
 * goes by `policy` (see {@link readPolicy}): `'throw'` is an `EncodeError` once everything before it is
 * written; a replacement or mapped code point is written only whole.
 */
export function encodeStringInto(
  text: string,
  target: Uint8Array,
  policy: UnencodablePolicy,
): { read: number; written: number } {
  const n = text.length
  // A plain view of the caller's memory: no method or accessor of theirs runs between filling the
  // WebAssembly memory and copying out of it. Anything else (a Proxy) is written by the JS loop alone.
  const own = ownDestination(target)
  const destination = own ?? target
  // The WebAssembly rewrite when the whole text may fit (at least a byte per unit: a smaller destination,
  // as when a long text is written a piece at a time, never pays for encoding all of it).
  if (own !== null) {
    const written = nativeEncodeCorrectedInto(text, own)
    if (written >= 0) return { read: n, written }
  }
  let read = encodePrefix(text, 0, destination, 0)
  let written = encodeState.written
  while (read < n) {
    const bad = unencodableAt(text, read)
    // Stopped for want of room.
    if (bad < 0) break
    const codePoint = substitute(policy, bad, read)
    if (written + lengthOf(codePoint) > destination.length) break
    written = writeCodePoint(codePoint, destination, written)
    read = encodePrefix(text, read + 1, destination, written)
    written = encodeState.written
  }
  return { read, written }
}

/**
 * A code point list item as a number (a bigint in range is accepted too).
 *
 * @throws {TypeError} for an item that is neither a number nor a bigint
 * @throws {EncodeError} (`out-of-range`, `surrogate`, `not-encodable`) for one that cannot be encoded
 */
export function checkedCodePoint(value: unknown, index: number): number {
  let codePoint: number
  if (typeof value === 'number') codePoint = value
  else if (typeof value === 'bigint') {
    if (value < 0n || value > 0xffffffffn) throw new EncodeError(SCHEME, 'out-of-range', index, value)
    codePoint = Number(value)
  } else {
    throw new TypeError(`Code point ${index} must be a number or a bigint, received a ${typeof value}`)
  }
  const kind = unencodableKind(codePoint)
  if (kind !== null) throw new EncodeError(SCHEME, kind, index, codePoint)
  return codePoint
}

/** Encodes a list of code points (strict). */
export function encodeCodePointList(codePoints: Iterable<unknown>): Uint8Array {
  const list = Array.isArray(codePoints) ? codePoints : Array.from(codePoints)
  const n = list.length
  let out = new Uint8Array(n * 3 + 8)
  let w = 0
  for (let i = 0; i < n; i++) {
    const codePoint = checkedCodePoint(list[i], i)
    if (w + 6 > out.length) {
      const bigger = new Uint8Array(out.length * 2 + 6)
      bigger.set(out.subarray(0, w))
      out = bigger
    }
    w = writeCodePoint(codePoint, out, w)
  }
  return out.slice(0, w)
}

/**
 * The length of `encode(text, { fatal: false })`: a C1 control or lone surrogate counts as its U+FFFD
 * (3 bytes). Equal to the strict encoding's length whenever that succeeds.
 */
export function stringByteLength(text: string): number {
  const n = text.length
  let total = 0
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) total += 1
    else if (c < OFFSET_2) total += 3
    else if (c < OFFSET_3_LOW) total += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      const cp = 0x10000 + ((c - 0xd800) << 10) + (text.charCodeAt(i + 1) - 0xdc00)
      total += cp < OFFSET_4 ? 3 : 4
      i++
    } else total += 3
  }
  return total
}
