/**
 * Encoding for every scheme of this package: code points (numbers, or bigints) and strings into units,
 * each value in its shortest form (Barber §7).
 *
 * @module
 */

import { EncodeError, packBits, type SequenceLayout } from '@utf8x/core'
import { bitLength } from '@utf8x/core/internal'
import type { Scheme } from './_scheme.ts'

function describeItem(value: unknown): string {
  return value === null ? 'null' : typeof value
}

/**
 * Checks one code point: a number or bigint that is a non-negative integer up to the scheme's maximum.
 *
 * @returns the value, as a number when it fits in 53 bits, else as a bigint
 * @throws {TypeError} when it is neither a number nor a bigint
 * @throws {EncodeError} `out-of-range` when it is negative, not an integer or too large
 */
export function checkCodePoint(value: unknown, index: number, scheme: Scheme): number | bigint {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 0 && value < 2 ** scheme.maxBits) {
      return Number.isSafeInteger(value) ? value : BigInt(value)
    }
  } else if (typeof value === 'bigint') {
    if (value >= 0n && value < 1n << BigInt(scheme.maxBits)) {
      return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value
    }
  } else {
    throw new TypeError(
      `The "codePoints[${index}]" item must be a number or a bigint, received ${describeItem(value)}`,
    )
  }
  throw new EncodeError(scheme.name, 'out-of-range', index, value, {
    reason: `out of range (0 to 2^${scheme.maxBits} − 1)`,
  })
}

/** Units for a checked value. */
export function unitsFor(value: number | bigint, scheme: Scheme): number {
  return scheme.lengthForBits[bitLength(value)] as number
}

/** Writes a checked value at `out[offset]`; returns the offset after it. */
export function writeValue(
  value: number | bigint,
  scheme: Scheme,
  out: Uint8Array | Uint16Array,
  offset: number,
): number {
  if (typeof value === 'number' && value < 0x80 && scheme.kinds[value] === 1) {
    out[offset] = value
    return offset + 1
  }
  return packBits(value, scheme.layouts[unitsFor(value, scheme)] as SequenceLayout, out, offset)
}

/** Encodes a list of code points into a new array made by `make`. */
export function encodeValues<T extends Uint8Array | Uint16Array>(
  codePoints: Iterable<unknown>,
  scheme: Scheme,
  make: (length: number) => T,
): T {
  const list = Array.isArray(codePoints) ? codePoints : Array.from(codePoints)
  const values: (number | bigint)[] = new Array(list.length)
  let total = 0
  for (let k = 0; k < list.length; k++) {
    const v = checkCodePoint(list[k], k, scheme)
    values[k] = v
    total += unitsFor(v, scheme)
  }
  const out = make(total)
  let w = 0
  for (const v of values) w = writeValue(v, scheme, out, w)
  return out
}

/**
 * The value written for a character a scheme cannot encode in replacement mode: U+FFFD where it fits,
 * else U+001A SUBSTITUTE (hunks of 4 and 5 bits), else none (`null`: hunks of 1 to 3 bits).
 */
export function replacementFor(scheme: Scheme): number | null {
  if (scheme.maxBits >= 16) return 0xfffd
  return scheme.maxBits >= 5 ? 0x1a : null
}

/**
 * The code points of a string for encoding: pairs joined; a lone surrogate is an `EncodeError`
 * (`surrogate`) when `fatal`, else the replacement; a value above the maximum likewise (`out-of-range`).
 * `visit` receives each value with its UTF-16 index and width; returning `false` stops.
 */
export function forEachEncodable(
  text: string,
  fatal: boolean,
  scheme: Scheme,
  visit: (value: number, index: number, width: number) => boolean,
): void {
  const n = text.length
  const limit = 2 ** scheme.maxBits
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(i)
    let width = 1
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = c <= 0xdbff && i + 1 < n ? text.charCodeAt(i + 1) : 0
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
        width = 2
      } else {
        c = substitute(c, i, fatal, 'surrogate', scheme)
      }
    }
    if (c >= limit) c = substitute(c, i, fatal, 'out-of-range', scheme)
    if (!visit(c, i, width)) return
    i += width - 1
  }
}

function substitute(
  c: number,
  index: number,
  fatal: boolean,
  kind: 'surrogate' | 'out-of-range',
  scheme: Scheme,
): number {
  const replacement = replacementFor(scheme)
  if (fatal || replacement === null) {
    throw new EncodeError(scheme.name, kind, index, c, {
      reason:
        kind === 'surrogate'
          ? 'lone surrogate in text'
          : `out of range (0 to 2^${scheme.maxBits} − 1)${fatal ? '' : '; no replacement character fits'}`,
    })
  }
  return replacement
}

/** Encodes a string (see {@link forEachEncodable}) into a new array made by `make`. */
export function encodeText<T extends Uint8Array | Uint16Array>(
  text: string,
  fatal: boolean,
  scheme: Scheme,
  make: (length: number) => T,
): T {
  let total = 0
  forEachEncodable(text, fatal, scheme, (value) => {
    total += unitsFor(value, scheme)
    return true
  })
  const out = make(total)
  let w = 0
  forEachEncodable(text, fatal, scheme, (value) => {
    w = writeValue(value, scheme, out, w)
    return true
  })
  return out
}

/** Units `encode(text, { fatal: false })` would write. */
export function textLength(text: string, scheme: Scheme): number {
  let total = 0
  forEachEncodable(text, false, scheme, (value) => {
    total += unitsFor(value, scheme)
    return true
  })
  return total
}

/**
 * Encodes as much of `text` as fits into `destination`, never part of a character. What the scheme cannot
 * encode is replaced (see {@link forEachEncodable}) or, when `fatal`, an `EncodeError` once everything
 * before it is written.
 */
export function encodeTextInto(
  text: string,
  destination: Uint8Array | Uint16Array,
  scheme: Scheme,
  fatal: boolean,
): { read: number; written: number } {
  let read = 0
  let written = 0
  const cap = destination.length
  forEachEncodable(text, fatal, scheme, (value, index, width) => {
    const size = unitsFor(value, scheme)
    if (written + size > cap) return false
    written = writeValue(value, scheme, destination, written)
    read = index + width
    return true
  })
  return { read, written }
}
