/**
 * The engine's encoder: code points (numbers or bigints) and strings into any scheme's units, each value
 * in its shortest form, read from the scheme's rows.
 *
 * @module
 */

import { bitLength, packBits, type SequenceLayout } from '../bits.ts'
import { EncodeError } from '../errors.ts'
import type { LeadRule, OffsetRange, Scheme } from './scheme.ts'

function describeItem(value: unknown): string {
  return value === null ? 'null' : typeof value
}

/** The range a scheme encodes, for messages: `0 to U+10FFFF`; an unbounded scheme's, `0 and up`. */
function rangeText(scheme: Scheme<number | bigint>): string {
  const max = scheme.maxCodePoint
  if (max === Number.POSITIVE_INFINITY) return '0 and up'
  return `0 to ${typeof max === 'bigint' || max > 0xffffff ? `0x${max.toString(16).toUpperCase()}` : `U+${max.toString(16).toUpperCase().padStart(4, '0')}`}`
}

/**
 * Checks one code point: a number or bigint that is a non-negative integer up to the scheme's maximum
 * and, where the scheme forbids them, not a surrogate.
 *
 * @returns the value, as a number when it is a safe integer, else as a bigint
 * @throws {TypeError} when it is neither a number nor a bigint
 * @throws {EncodeError} `out-of-range` or `surrogate`
 */
export function checkCodePoint(
  value: unknown,
  index: number,
  scheme: Scheme<number | bigint>,
): number | bigint {
  let v: number | bigint
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > scheme.maxCodePoint)
      throw outOfRange(value, index, scheme)
    v = Number.isSafeInteger(value) ? value : BigInt(value)
  } else if (typeof value === 'bigint') {
    if (value < 0n || value > scheme.maxCodePoint) throw outOfRange(value, index, scheme)
    v = value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value
  } else {
    throw new TypeError(
      `The "codePoints[${index}]" item must be a number or a bigint, received ${describeItem(value)}`,
    )
  }
  if ((scheme.surrogates === 'forbid' || scheme.surrogates === 'pairs') && v >= 0xd800 && v <= 0xdfff) {
    throw new EncodeError(scheme.name, 'surrogate', index, v)
  }
  if (scheme.offsets.length > 0 && rangeOf(scheme, v as number) === undefined) {
    throw new EncodeError(scheme.name, v >= 0xd800 && v <= 0xdfff ? 'surrogate' : 'not-encodable', index, v)
  }
  return v
}

/** The offset range holding `value`, in an offset scheme. */
function rangeOf(scheme: Scheme<number | bigint>, value: number): OffsetRange | undefined {
  for (const range of scheme.offsets) if (value >= range.first && value <= range.last) return range
  return undefined
}

function outOfRange(value: number | bigint, index: number, scheme: Scheme<number | bigint>): EncodeError {
  return new EncodeError(scheme.name, 'out-of-range', index, value, {
    reason: `out of range (${rangeText(scheme)})`,
  })
}

/** Units a checked value takes (a pair's two sequences, Java's 2-unit U+0000). */
export function unitsFor(value: number | bigint, scheme: Scheme<number | bigint>): number {
  if (typeof value === 'number' && value < scheme.singleTo && value >= scheme.singleFrom) return 1
  if (scheme.offsets.length > 0) return (rangeOf(scheme, value as number) as OffsetRange).length
  if (scheme.pairs && value >= 0x10000) return 2 * scheme.surrogateLength
  const n = rowLength(value, scheme)
  // No row holds it: the scheme's lead rule does (a value beyond it is out of range before this).
  return n > 0 ? n : (scheme.leadRule as LeadRule).encodedLength(value)
}

/** The row that holds a value in its shortest form (Java's U+0000: the 2-unit one), or 0 for none. */
function rowLength(value: number | bigint, scheme: Scheme<number | bigint>): number {
  if (value === 0 && scheme.modifiedNul) return 2
  const bits = bitLength(value)
  return bits < scheme.lengthForBits.length ? (scheme.lengthForBits[bits] as number) : 0
}

/** Writes a checked value at `out[offset]`; returns the offset after it. */
export function writeValue(
  value: number | bigint,
  scheme: Scheme<number | bigint>,
  out: Uint8Array | Uint16Array,
  offset: number,
): number {
  if (typeof value === 'number' && value < scheme.singleTo && value >= scheme.singleFrom) {
    out[offset] = value
    return offset + 1
  }
  if (scheme.offsets.length > 0) {
    const range = rangeOf(scheme, value as number) as OffsetRange
    return packBits(
      (value as number) - range.offset,
      scheme.layouts[range.length] as SequenceLayout,
      out,
      offset,
    )
  }
  if (scheme.pairs && value >= 0x10000) {
    const v = (value as number) - 0x10000
    const layout = scheme.layouts[scheme.surrogateLength] as SequenceLayout
    return packBits(
      0xdc00 + (v % 0x400),
      layout,
      out,
      packBits(0xd800 + Math.floor(v / 0x400), layout, out, offset),
    )
  }
  const n = rowLength(value, scheme)
  if (n === 0) return (scheme.leadRule as LeadRule).write(value, out, offset)
  return packBits(value, scheme.layouts[n] as SequenceLayout, out, offset)
}

/** Encodes a list of code points into a new array made by `make` (checked whole before any is written). */
export function encodeValues<T extends Uint8Array | Uint16Array>(
  codePoints: Iterable<unknown>,
  scheme: Scheme<number | bigint>,
  make: (length: number) => T,
): T {
  const list = Array.isArray(codePoints) ? codePoints : Array.from(codePoints)
  const values: (number | bigint)[] = new Array(list.length)
  let total = 0
  for (let k = 0; k < list.length; k++) {
    const v = checkCodePoint(list[k], k, scheme)
    // WTF-8 and Java: a high and a low side by side would read back as one character.
    if (scheme.loneSurrogates && k > 0 && v >= 0xdc00 && v <= 0xdfff) {
      const before = values[k - 1] as number
      if (before >= 0xd800 && before <= 0xdbff) throw new EncodeError(scheme.name, 'surrogate', k - 1, before)
    }
    values[k] = v
    total += unitsFor(v, scheme)
  }
  const out = make(total)
  let w = 0
  for (const v of values) w = writeValue(v, scheme, out, w)
  return out
}

/**
 * What replacing encoding writes for a character the scheme cannot encode: U+FFFD where the scheme
 * holds it, else U+001A SUBSTITUTE, else nothing fits (`null`: such text cannot be encoded at all).
 */
export function replacementFor(scheme: Scheme<number | bigint>): number | null {
  if (scheme.maxCodePoint >= 0xfffd) return 0xfffd
  return scheme.maxCodePoint >= 0x1a ? 0x1a : null
}

/**
 * What a scheme's own encode option writes for a character the scheme cannot encode (Corrected UTF-8's
 * `unencodable` mapping): an encodable value for the one at UTF-16 `index`, or an `EncodeError`.
 */
export type Substitute = (codePoint: number, index: number) => number

/**
 * Each code point of a string, for encoding: pairs joined; a lone surrogate is an `EncodeError`
 * (`surrogate`) when `fatal`, else the replacement; a value above the maximum likewise (`out-of-range`).
 * `replace`, when given, decides instead of `fatal` what such a character becomes.
 * `visit` gets each value with its UTF-16 index and width; returning `false` stops.
 */
export function forEachEncodable(
  text: string,
  fatal: boolean,
  scheme: Scheme<number | bigint>,
  visit: (value: number, index: number, width: number) => boolean,
  replace?: Substitute,
): void {
  const n = text.length
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(i)
    let width = 1
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = c <= 0xdbff && i + 1 < n ? text.charCodeAt(i + 1) : 0
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
        width = 2
      } else if (!scheme.loneSurrogates) {
        c = replace?.(c, i) ?? substitute(c, i, fatal, 'surrogate', scheme)
      }
    }
    if (c > scheme.maxCodePoint) c = replace?.(c, i) ?? substitute(c, i, fatal, 'out-of-range', scheme)
    else if (scheme.offsets.length > 0 && rangeOf(scheme, c) === undefined) {
      c = replace?.(c, i) ?? substitute(c, i, fatal, 'not-encodable', scheme)
    }
    if (!visit(c, i, width)) return
    i += width - 1
  }
}

function substitute(
  c: number,
  index: number,
  fatal: boolean,
  kind: 'surrogate' | 'out-of-range' | 'not-encodable',
  scheme: Scheme<number | bigint>,
): number {
  const replacement = replacementFor(scheme)
  if (fatal || replacement === null) {
    throw new EncodeError(scheme.name, kind, index, c, {
      reason:
        kind === 'surrogate'
          ? 'lone surrogate in text'
          : kind === 'not-encodable'
            ? `no sequence of ${scheme.name} holds it`
            : `out of range (${rangeText(scheme)})${fatal ? '' : '; no replacement character fits'}`,
    })
  }
  return replacement
}

/** Encodes a string (see {@link forEachEncodable}) into a new array made by `make`. */
export function encodeText<T extends Uint8Array | Uint16Array>(
  text: string,
  fatal: boolean,
  scheme: Scheme<number | bigint>,
  make: (length: number) => T,
  replace?: Substitute,
): T {
  const out = make(textLength(text, fatal, scheme, replace))
  let w = 0
  forEachEncodable(
    text,
    fatal,
    scheme,
    (value) => {
      w = writeValue(value, scheme, out, w)
      return true
    },
    replace,
  )
  return out
}

/** Units `encode(text)` writes (with `fatal`, an `EncodeError` for what it would refuse). */
export function textLength(
  text: string,
  fatal: boolean,
  scheme: Scheme<number | bigint>,
  replace?: Substitute,
): number {
  let total = 0
  forEachEncodable(
    text,
    fatal,
    scheme,
    (value) => {
      total += unitsFor(value, scheme)
      return true
    },
    replace,
  )
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
  scheme: Scheme<number | bigint>,
  fatal: boolean,
  replace?: Substitute,
): { read: number; written: number } {
  let read = 0
  let written = 0
  const cap = destination.length
  forEachEncodable(
    text,
    fatal,
    scheme,
    (value, index, width) => {
      const size = unitsFor(value, scheme)
      if (written + size > cap) return false
      written = writeValue(value, scheme, destination, written)
      read = index + width
      return true
    },
    replace,
  )
  return { read, written }
}
