/**
 * The engine's encoder: code points (numbers or bigints) and strings into any scheme's units, each value
 * in its shortest form, read from the scheme's rows.
 *
 * @module
 */

import { bitLength, packBits, type SequenceLayout } from '../bits.ts'
import { EncodeError } from '../errors.ts'
import type { Accelerator, Progress } from '../fast/index.ts'
import type { LeadRule, OffsetRange, Scheme } from './scheme.ts'

/** The largest safe integer as a bigint: a checked bigint up to it is written as a number. */
const MAX_SAFE_BIGINT = /* @__PURE__ */ BigInt(Number.MAX_SAFE_INTEGER)

/** What an item is, for a message: `null`, `undefined`, `a string`, `an object`. */
function describeItem(value: unknown): string {
  if (value === null || value === undefined) return String(value)
  const type = typeof value
  return `${type === 'object' ? 'an' : 'a'} ${type}`
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
  const max = scheme.maxCodePoint
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > max) throw outOfRange(value, index, scheme)
    v = Number.isSafeInteger(value) ? value : BigInt(value)
  } else if (typeof value === 'bigint') {
    // Comparing a bigint with a number is several times slower than with a bigint: none in the common case.
    if (value < 0n || (max !== Number.POSITIVE_INFINITY && value > max))
      throw outOfRange(value, index, scheme)
    v = value <= MAX_SAFE_BIGINT ? Number(value) : value
  } else {
    // The argument and the item both named: `"codePoints"` as every argument check words it.
    throw new TypeError(
      `The "codePoints" argument must hold numbers or bigints; "codePoints[${index}]" is ${describeItem(value)}`,
    )
  }
  // An error names the code point as it was given (a bigint stays one).
  if (
    (scheme.surrogates === 'forbid' || scheme.surrogates === 'pairs') &&
    typeof v === 'number' &&
    v >= 0xd800 &&
    v <= 0xdfff
  ) {
    throw new EncodeError(scheme.name, 'surrogate', index, value)
  }
  if (scheme.offsets.length > 0 && rangeOf(scheme, v as number) === undefined) {
    throw new EncodeError(
      scheme.name,
      v >= 0xd800 && v <= 0xdfff ? 'surrogate' : 'not-encodable',
      index,
      value,
    )
  }
  return v
}

/** The offset range holding `value`, in an offset scheme. */
function rangeOf(scheme: Scheme<number | bigint>, value: number): OffsetRange | undefined {
  const offsets = scheme.offsets
  for (let k = 0; k < offsets.length; k++) {
    const range = offsets[k] as OffsetRange
    if (value <= range.last) return value >= range.first ? range : undefined
  }
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
  let bits: number
  if (typeof value === 'number') {
    if (value <= 0xffffffff) bits = 32 - Math.clz32(value)
    // Past every row (only a lead rule holds such values): no need to count its bits.
    else if (value >= scheme.beyondRows) return 0
    else bits = bitLength(value)
  } else {
    // A checked bigint passes 2^53: past every row unless a row holds more than 53 bits (Barber's 65).
    if (scheme.beyondRows <= 2 ** 53) return 0
    bits = bitLength(value)
  }
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
      if (before >= 0xd800 && before <= 0xdbff)
        throw new EncodeError(scheme.name, 'surrogate', k - 1, list[k - 1] as number | bigint)
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
 * The value encoding writes for the character at `text[i]` (first unit `c`), a pair joined; for what the
 * scheme cannot encode, what `replace` gives, else the replacement, else (with `fatal`, or none fitting)
 * an `EncodeError`: `surrogate`, `out-of-range`, `not-encodable`.
 */
export function encodableAt(
  text: string,
  i: number,
  c: number,
  fatal: boolean,
  scheme: Scheme<number | bigint>,
  replace?: Substitute,
): number {
  if (c >= 0xd800 && c <= 0xdfff) {
    if (pairAt(text, i)) c = 0x10000 + ((c - 0xd800) << 10) + (text.charCodeAt(i + 1) - 0xdc00)
    else if (!scheme.loneSurrogates) return replace?.(c, i) ?? substitute(c, i, fatal, 'surrogate', scheme)
  }
  if (c > scheme.maxCodePoint) return replace?.(c, i) ?? substitute(c, i, fatal, 'out-of-range', scheme)
  if (scheme.offsets.length > 0 && rangeOf(scheme, c) === undefined) {
    return replace?.(c, i) ?? substitute(c, i, fatal, 'not-encodable', scheme)
  }
  return c
}

/** Whether `text[i]` is a high surrogate with a low one after it (one character of two UTF-16 units). */
function pairAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  if (c < 0xd800 || c > 0xdbff) return false
  const d = text.charCodeAt(i + 1)
  return d >= 0xdc00 && d <= 0xdfff
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

/** Encodes a string (each character as {@link encodableAt} says) into a new array made by `make`. */
export function encodeText<T extends Uint8Array | Uint16Array>(
  text: string,
  fatal: boolean,
  scheme: Scheme<number | bigint>,
  make: (length: number) => T,
  replace?: Substitute,
  prefix?: EncodePrefix,
  byteLength?: (text: string) => number,
): T {
  // An accelerator's length of the replacing encoding sizes the output (strict encoding writes the same
  // up to the first character it refuses, and throws there); anything but the exact fill is redone here.
  const known = replace === undefined && byteLength !== undefined ? byteLength(text) : -1
  if (known >= 0) {
    const out = make(known)
    const { read, written } = encodeTextInto(text, out, scheme, fatal, replace, prefix)
    if (read === text.length && written === known) return out
  }
  const out = make(textLength(text, fatal, scheme, replace))
  encodeTextInto(text, out, scheme, fatal, replace, prefix)
  return out
}

/** Units `encode(text)` writes (with `fatal`, an `EncodeError` for what it would refuse). */
export function textLength(
  text: string,
  fatal: boolean,
  scheme: Scheme<number | bigint>,
  replace?: Substitute,
): number {
  const { singleFrom, singleTo } = scheme
  const n = text.length
  let total = 0
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c < singleTo && c >= singleFrom) {
      total++
      continue
    }
    total += unitsFor(encodableAt(text, i, c, fatal, scheme, replace), scheme)
    if (pairAt(text, i)) i++
  }
  return total
}

/** An accelerator's {@link Accelerator.encodePrefix}. */
type EncodePrefix = NonNullable<Accelerator['encodePrefix']>

/**
 * Encodes as much of `text` as fits into `destination`, never part of a character: unencodable ones as
 * {@link encodableAt} says (strict: the error once all before is written). `prefix`: an accelerator's.
 */
export function encodeTextInto(
  text: string,
  destination: Uint8Array | Uint16Array,
  scheme: Scheme<number | bigint>,
  fatal: boolean,
  replace?: Substitute,
  prefix?: EncodePrefix,
): { read: number; written: number } {
  const { singleFrom, singleTo } = scheme
  const n = text.length
  const cap = destination.length
  // Where this much room is left, any character fits (a lead rule's values may take more).
  const roomy = scheme.leadRule === null ? cap - 2 * scheme.longest : -1
  const progress: Progress | null = prefix === undefined ? null : { read: 0, written: 0 }
  let w = 0
  let i = 0
  for (; i < n; i++) {
    if (progress !== null) {
      progress.read = i
      progress.written = w
      ;(prefix as EncodePrefix)(text, destination as Uint8Array, progress)
      i = progress.read
      w = progress.written
      if (i >= n) break
    }
    const c = text.charCodeAt(i)
    if (c < singleTo && c >= singleFrom) {
      if (w >= cap) break
      destination[w++] = c
      continue
    }
    const value = encodableAt(text, i, c, fatal, scheme, replace)
    if (w > roomy && w + unitsFor(value, scheme) > cap) break
    w = writeValue(value, scheme, destination, w)
    if (pairAt(text, i)) i++
  }
  return { read: i, written: w }
}
