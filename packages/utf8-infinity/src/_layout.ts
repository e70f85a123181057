/**
 * The UTF-∞-8 byte layout (Bishop & Cook §3, SEMANTICS.md "UTF-∞-8 details") as one forward scan over a
 * sequence: its header (lead byte and, after `FF`, the length field), whether it is well-formed, the kind
 * of its first fault, and its maximal subpart. Never looks further than the input holds, never allocates,
 * and never sizes anything from a declared length.
 *
 * @module
 */

import { readTable } from '@utf8x/core'
import { SHORT_FORMS, type ShortForm } from './_tables.ts'

/** Status codes of {@link scanSequence} (0 = well-formed). */
export const OK = 0
export const TRUNCATED = 1
export const UNEXPECTED_CONTINUATION = 2
export const OVERLONG = 3
export const SURROGATE = 4
export const NON_CANONICAL_LENGTH = 5

/** The error kind of each status code. */
export const KINDS = [
  'ok',
  'truncated',
  'unexpected-continuation',
  'overlong',
  'surrogate',
  'non-canonical-length',
] as const

/** Sequence lengths of the leads `C0`–`FE` (the rows of `_tables.ts` from 2 bytes on); 0 elsewhere. */
export const LEAD_LENGTH: Uint8Array = /* @__PURE__ */ new Uint8Array(256)
/** The least second byte of a well-formed sequence for each fixed-length lead (shortest form; C0: none). */
export const SECOND_MIN: Uint8Array = /* @__PURE__ */ new Uint8Array(256)
/** The greatest second byte (`ED`: 9F, to keep out the surrogates). */
export const SECOND_MAX: Uint8Array = /* @__PURE__ */ new Uint8Array(256)
{
  const layouts = readTable(SHORT_FORMS.map((form) => form.pattern))
  layouts.forEach((layout, k) => {
    if (k === 0) return
    const [low, high] = (SHORT_FORMS[k] as ShortForm).codePoints
      .split('..')
      .map((cp) => Number.parseInt(cp.slice(2), 16)) as [number, number]
    // A second byte carries the extension's data bits just below the lead's; `below` values follow it.
    const radix = 2 ** layout.extensionDataBits
    const below = radix ** (layout.extensionCount - 1)
    for (let b = layout.leadMarker; b < layout.leadMarker + 2 ** layout.leadDataBits; b++) {
      const before = (b - layout.leadMarker) * radix
      // The least second byte whose sequences reach `low` (shortest form), the greatest that stays
      // within `high`; none at all is C0, above every continuation byte.
      const least = Math.max(Math.floor(low / below) - before, 0)
      const most = Math.min(Math.floor(high / below) - before, radix - 1)
      LEAD_LENGTH[b] = k + 1
      SECOND_MIN[b] = least < radix ? layout.extensionMarker + least : 0xc0
      SECOND_MAX[b] = layout.extensionMarker + most
    }
  })
}
SECOND_MAX[0xed] = 0x9f // U+D800–DFFF are not USVs

/** Where {@link scanSequence} and {@link readLengthField} leave their findings (one object, no allocation). */
export const scan = {
  /** Bytes of the whole sequence (`Infinity` when the length field declares more than 2^52 digits). */
  length: 0,
  /** Bytes of the lead and the length field (1 for every form but the length-field one). */
  header: 0,
  /** NUD, the number of hex digits of a length-field code point (0 for the other forms). */
  digits: 0,
  /** NUD mod 3 (exact even when `digits` is not). */
  digitsMod3: 0,
  /** Exclusive end of the bytes worth showing in an error message. */
  shown: 0,
}

/** NME values above this are treated as unbounded: no input of that size can exist. */
const HUGE_NME = 2 ** 48

/** Whether a byte is a continuation byte `10xxxxxx`. */
function isTrail(byte: number): boolean {
  return (byte & 0xc0) === 0x80
}

/** The number of USV-storage bytes for NUD hex digits (§3.5.7): ((NUD + 2) div 3) × 2. */
export function usvByteCount(digits: number): number {
  return Math.floor((digits + 2) / 3) * 2
}

/**
 * Reads the length field after the `FF` at `bytes[i]` (§3.5.2–3.5.5), byte by byte: a missing byte or a
 * byte that is not a continuation byte → `TRUNCATED`; a continuation byte that cannot stand there (not
 * `B4`/`A0`–`AF`, a digit after the `B4` run that is not `A0`–`AF`, or a leading `A0` digit in a field of
 * two or more digits) → `NON_CANONICAL_LENGTH`. `scan.header` is where it stopped (exclusive; the whole
 * header on success), and on success `scan.digits`, `scan.digitsMod3` and `scan.length` describe the code.
 */
export function readLengthField(bytes: Uint8Array, i: number, end: number): number {
  let p = i + 1
  let run = 0
  while (p < end && bytes[p] === 0xb4) {
    run++
    p++
  }
  let nme = 0
  let mod3 = 0
  for (let d = 0; d <= run; d++) {
    if (p >= end || !isTrail(bytes[p] as number)) {
      scan.header = p - i
      return TRUNCATED
    }
    const b = bytes[p] as number
    if (b < 0xa0 || b > 0xaf || (d === 0 && run > 0 && b === 0xa0)) {
      scan.header = p - i
      return NON_CANONICAL_LENGTH
    }
    nme = nme * 16 + (b - 0xa0)
    mod3 = (mod3 + b - 0xa0) % 3 // 16 ≡ 1 (mod 3): NME ≡ the sum of its hex digits
    p++
  }
  scan.header = p - i
  scan.digitsMod3 = mod3 // NUD = NME + 18 ≡ NME (mod 3)
  if (nme > HUGE_NME) {
    scan.digits = Number.POSITIVE_INFINITY
    scan.length = Number.POSITIVE_INFINITY
  } else {
    scan.digits = nme + 18
    scan.length = p - i + usvByteCount(nme + 18)
  }
  return OK
}

/** The least and greatest allowed values of the first 12 USV-storage bits (see {@link usvWindow}). */
const usvRange = { min: 0, max: 0 }

/**
 * A length-field code is canonical when its value has exactly NUD hex digits and is at least 2^71. The
 * USV-storage bytes hold NUD digits padded on the left with z = 0, 1 or 2 zero nybbles (§3.5.7), so both
 * conditions concern only the first 12 bits: the z padding nybbles are zero and the next one is not
 * (for NUD = 18, z = 0, the top bit must be set). Sets `usvRange` to the allowed range of those 12 bits.
 */
function usvWindow(digitsMod3: number, digits: number): void {
  const z = (3 - digitsMod3) % 3
  if (z === 0) {
    usvRange.min = digits === 18 ? 0x800 : 0x100
    usvRange.max = 0xfff
  } else if (z === 1) {
    usvRange.min = 0x10
    usvRange.max = 0xff
  } else {
    usvRange.min = 0x1
    usvRange.max = 0xf
  }
}

/** Whether the USV-storage bytes `bytes[start:start+count)` hold a value below 2^71 (error path only). */
function belowTwoTo71(bytes: Uint8Array, start: number, count: number): boolean {
  const bits = count * 6
  for (let j = 0; bits - 1 - 6 * j >= 71; j++) {
    const top = bits - 1 - 6 * j
    const n = Math.min(6, top - 70)
    if (((bytes[start + j] as number) & (((1 << n) - 1) << (6 - n))) !== 0) return false
  }
  return true
}

/** The first index in `[from, to)` that is not a continuation byte, or `to`. */
function firstNonTrail(bytes: Uint8Array, from: number, to: number): number {
  let p = from
  while (p < to && isTrail(bytes[p] as number)) p++
  return p
}

/**
 * Scans the sequence whose first byte is `bytes[i]` (`i < end`) and decides it in the order of
 * SEMANTICS.md: continuation byte; length-field fault as soon as the field is read; missing bytes
 * (`truncated`, without reading further when the declared length passes `end`); overlong; surrogate; a
 * value whose hex-digit count differs from NUD. Sets `scan.length` on success and `scan.shown` always.
 *
 * @returns `OK` or the status code of the fault
 */
export function scanSequence(bytes: Uint8Array, i: number, end: number): number {
  const b = bytes[i] as number
  scan.digits = 0
  if (b < 0x80) {
    scan.length = scan.header = scan.shown = 1
    return OK
  }
  if (b < 0xc0) {
    scan.shown = i + 1
    return UNEXPECTED_CONTINUATION
  }
  let length = LEAD_LENGTH[b] as number
  let header = 1
  if (length === 0) {
    // FF: the 13-byte form (second byte 80–9F) or a length field.
    const second = i + 1 < end ? (bytes[i + 1] as number) : 0
    if (second >= 0x80 && second <= 0x9f) {
      length = 13
    } else {
      const status = readLengthField(bytes, i, end)
      if (status !== OK) {
        scan.shown = i + scan.header + (status === NON_CANONICAL_LENGTH ? 1 : 0)
        return status
      }
      length = scan.length
      header = scan.header
    }
  }
  scan.length = length
  scan.header = header
  if (length > end - i) {
    scan.shown = firstNonTrail(bytes, i + 1, Math.min(end, i + 17))
    return TRUNCATED
  }
  const stop = firstNonTrail(bytes, i + header, i + length)
  if (stop < i + length) {
    scan.shown = stop
    return TRUNCATED
  }
  scan.shown = i + length
  const second = bytes[i + 1] as number
  if (b !== 0xff) {
    if (second < (SECOND_MIN[b] as number)) return OVERLONG
    if (second > (SECOND_MAX[b] as number)) return SURROGATE
    return OK
  }
  if (length === 13) {
    // Bits 71…36 live in bytes 1–6: all zero means the value fits in the 7-byte form.
    for (let k = 1; k <= 6; k++) if (bytes[i + k] !== 0x80) return OK
    return OVERLONG
  }
  const usv = i + header
  const top = (((bytes[usv] as number) & 0x3f) << 6) | ((bytes[usv + 1] as number) & 0x3f)
  usvWindow(scan.digitsMod3, scan.digits)
  if (top >= usvRange.min && top <= usvRange.max) return OK
  return belowTwoTo71(bytes, usv, length - header) ? OVERLONG : NON_CANONICAL_LENGTH
}

/**
 * The length of the maximal subpart at `bytes[i]` (SEMANTICS.md, replacement decoding): the lead and the
 * continuation bytes that could still begin a well-formed sequence; at least 1. Linear in what it reads.
 */
export function maximalSubpart(bytes: Uint8Array, i: number, end: number): number {
  const b = bytes[i] as number
  if (b < 0xc2) return 1
  const p = i + 1
  if (p >= end) return 1
  const second = bytes[p] as number
  if (b !== 0xff) {
    if (second < (SECOND_MIN[b] as number) || second > (SECOND_MAX[b] as number)) return 1
    return firstNonTrail(bytes, p + 1, Math.min(end, i + (LEAD_LENGTH[b] as number))) - i
  }
  if (second >= 0x80 && second <= 0x9f) {
    // 13-byte form: a one must appear in bytes 1–6 (value ≥ 2^36).
    let zero = true
    for (let q = p; q < i + 13; q++) {
      if (q >= end) return q - i
      const c = bytes[q] as number
      if (!isTrail(c)) return q - i
      if (zero && q === i + 6 && c === 0x80) return q - i
      zero = zero && c === 0x80
    }
    return 13
  }
  if (readLengthField(bytes, i, end) !== OK) return scan.header
  const usv = i + scan.header
  if (usv >= end || !isTrail(bytes[usv] as number)) return scan.header
  usvWindow(scan.digitsMod3, scan.digits)
  const high = ((bytes[usv] as number) & 0x3f) << 6
  if (high + 0x3f < usvRange.min || high > usvRange.max) return scan.header
  if (usv + 1 >= end || !isTrail(bytes[usv + 1] as number)) return scan.header + 1
  const top = high | ((bytes[usv + 1] as number) & 0x3f)
  if (top < usvRange.min || top > usvRange.max) return scan.header + 1
  return firstNonTrail(bytes, usv + 2, Math.min(end, i + scan.length)) - i
}
