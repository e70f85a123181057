/**
 * UTF-∞-8's `FF` (seeds/utf-infinity-8.txt §3.4–§3.5), the one lead no row describes, as a core
 * `LeadRule`. A second byte `100xxxxx` starts the thirteen-byte form; else a length field (`B4`…, then
 * `A0`–`AF` digits) gives NUD, the code point's hex digits, two 6-bit storage bytes per three. Errors, in
 * the README's order: a malformed field, missing bytes, an overlong value or a digit count other than NUD.
 * Nothing is sized from a declared length; values are built in linear time (`_hex.ts`).
 *
 * @module
 */

import type { LeadRule } from '@utf8x/core'
import { failStep } from '@utf8x/core/internal'
import { hexToStorage, storageToBigInt } from './_hex.ts'
import { LENGTH_FIELD, THIRTEEN_BYTE_FORM } from './_tables.ts'

/** The units the engine hands a rule (bytes, for this scheme). */
type Units = Uint8Array | Uint16Array

/** A unit pattern's structure bits and data bits: `100xxxxx` → `[0x80, 5]`. */
function unitPattern(unit: string): [marker: number, dataBits: number] {
  const dataBits = unit.length - unit.replace(/x/g, '').length
  return [Number.parseInt(unit.replace(/x/g, '0'), 2), dataBits]
}

/** §3.4's second byte, `100xxxxx`: 80–9F. */
const [THIRTEEN_MARKER, THIRTEEN_BITS] = /* @__PURE__ */ unitPattern(
  THIRTEEN_BYTE_FORM.pattern.split(' ')[1] as string,
)
const THIRTEEN_LAST = THIRTEEN_MARKER + 2 ** THIRTEEN_BITS - 1
/** Bytes of the thirteen-byte form: the lead, the second byte, and the trailing bytes `× 11`. */
const THIRTEEN_LENGTH = /* @__PURE__ */ (() => 2 + Number(THIRTEEN_BYTE_FORM.pattern.split('× ')[1]))()
/** Its least value, 2^36 (below it the seven-byte form is the shortest)… */
const THIRTEEN_LEAST = /* @__PURE__ */ (() =>
  BigInt(`0x${(THIRTEEN_BYTE_FORM.codePoints.split('..')[0] as string).slice(2)}`))()
/** …so a value that is one has a one in its data above bit 36: in bytes 1–6. */
const THIRTEEN_HIGH_END = /* @__PURE__ */ (() =>
  THIRTEEN_LENGTH - (THIRTEEN_LEAST.toString(2).length - 1) / 6)()
/** §3.5's length-storage bytes: `B4`, and the digits `A0`–`AF`. */
const BEFORE = /* @__PURE__ */ Number.parseInt(LENGTH_FIELD.before, 16)
const [DIGIT_FIRST, DIGIT_LAST] = /* @__PURE__ */ LENGTH_FIELD.digits
  .split('..')
  .map((hex) => Number.parseInt(hex, 16)) as [number, number]
/** NUD = NME + 18: the fewest hex digits of a length-field code point. */
const LEAST_DIGITS = LENGTH_FIELD.leastDigits
/** Its least value, 2^71: the thirteen-byte form holds 5 + 11 × 6 = 71 bits. */
export const FIELD_LEAST = /* @__PURE__ */ (() => 1n << BigInt(THIRTEEN_BITS + (THIRTEEN_LENGTH - 2) * 6))()

/** NME values above this are taken as unbounded: no input of that size can exist. */
const HUGE_NME = 2 ** 48

/** Whether a byte is a continuation byte `10xxxxxx`. */
function isTrail(unit: number): boolean {
  return (unit & 0xc0) === 0x80
}

/** The first index in `[from, to)` that holds no continuation byte, or `to`. */
function trailEnd(units: Units, from: number, to: number): number {
  let p = from
  while (p < to && isTrail(units[p] as number)) p++
  return p
}

/** The number of USV-storage bytes for NUD hex digits (§3.5.7): ((NUD + 2) div 3) × 2. */
export function usvByteCount(digits: number): number {
  return Math.floor((digits + 2) / 3) * 2
}

/** What the bytes after an `FF` announce ({@link readHeader}); one object may be read into again and again. */
export interface Header {
  /** `null` when it reads whole; else its fault: the field cut off, or a byte that cannot stand there. */
  kind: 'truncated' | 'non-canonical-length' | null
  /** Bytes of the lead and the length field (1 for the thirteen-byte form); on a fault, where it stopped. */
  header: number
  /** NUD (0 for the thirteen-byte form; `Infinity` for a field declaring more than any input holds). */
  digits: number
  /** NUD mod 3, exact even when `digits` is not. */
  digitsMod3: number
  /** Bytes of the whole code (`Infinity` with `digits`). */
  length: number
}

/** A {@link Header} to read into. */
export function newHeader(): Header {
  return { kind: null, header: 0, digits: 0, digitsMod3: 0, length: 0 }
}

function setHeader(
  head: Header,
  kind: Header['kind'],
  header: number,
  digits: number,
  digitsMod3: number,
  length: number,
): Header {
  head.kind = kind
  head.header = header
  head.digits = digits
  head.digitsMod3 = digitsMod3
  head.length = length
  return head
}

/**
 * Reads the header of the `FF` code at `units[at]` into `head`: the thirteen-byte form (§3.4), or the
 * length field (§3.5.2–§3.5.5): a missing or non-continuation byte → `truncated`; a continuation byte that
 * cannot stand there (not `B4`/`A0`–`AF`, or a leading `A0` of several digits) → `non-canonical-length`.
 */
export function readHeader(units: Units, at: number, end: number, head: Header = newHeader()): Header {
  const second = at + 1 < end ? (units[at + 1] as number) : 0
  if (second >= THIRTEEN_MARKER && second <= THIRTEEN_LAST) {
    return setHeader(head, null, 1, 0, 0, THIRTEEN_LENGTH)
  }
  let p = at + 1
  let run = 0
  while (p < end && units[p] === BEFORE) {
    run++
    p++
  }
  let nme = 0
  let mod3 = 0
  for (let d = 0; d <= run; d++) {
    if (p >= end || !isTrail(units[p] as number)) return setHeader(head, 'truncated', p - at, 0, 0, 0)
    const b = units[p] as number
    if (b < DIGIT_FIRST || b > DIGIT_LAST || (d === 0 && run > 0 && b === DIGIT_FIRST)) {
      return setHeader(head, 'non-canonical-length', p - at, 0, 0, 0)
    }
    nme = nme * 16 + (b - DIGIT_FIRST)
    // 16 ≡ 1 (mod 3): NME ≡ the sum of its hex digits, and NUD = NME + 18 ≡ NME.
    mod3 = (mod3 + b - DIGIT_FIRST) % 3
    p++
  }
  const header = p - at
  if (nme > HUGE_NME) {
    const unbounded = Number.POSITIVE_INFINITY
    return setHeader(head, null, header, unbounded, mod3, unbounded)
  }
  const digits = nme + LEAST_DIGITS
  return setHeader(head, null, header, digits, mod3, header + usvByteCount(digits))
}

/*
 * A length-field code is canonical when its value has exactly NUD hex digits and is at least 2^71: with
 * z = 0–2 zero padding nybbles (§3.5.7), only the first 12 storage bits decide (for NUD = 18 the top bit
 * must be set). `topLeast` and `topMost` bound them.
 */

/** The least allowed value of the first 12 USV-storage bits of a length-field code. */
function topLeast(field: Header): number {
  const z = (3 - field.digitsMod3) % 3
  return z === 0 ? (field.digits === LEAST_DIGITS ? 0x800 : 0x100) : z === 1 ? 0x10 : 0x1
}

/** The greatest allowed value of those 12 bits. */
function topMost(field: Header): number {
  const z = (3 - field.digitsMod3) % 3
  return z === 0 ? 0xfff : z === 1 ? 0xff : 0xf
}

/** The maximal subpart at the `FF` code `units[at]` whose header read whole (core README, "Semantics"). */
function subpartOf(units: Units, at: number, end: number, head: Header): number {
  if (head.digits === 0) {
    // Thirteen bytes: a one must appear in the data of bytes 1–6 (a value of 2^36 or more).
    let zero = true
    for (let q = at + 1; q < at + THIRTEEN_LENGTH; q++) {
      if (q >= end || !isTrail(units[q] as number)) return q - at
      const c = units[q] as number
      if (zero && q === at + THIRTEEN_HIGH_END - 1 && c === 0x80) return q - at
      zero = zero && c === 0x80
    }
    return THIRTEEN_LENGTH
  }
  const usv = at + head.header
  if (usv >= end || !isTrail(units[usv] as number)) return head.header
  const least = topLeast(head)
  const most = topMost(head)
  const high = ((units[usv] as number) & 0x3f) << 6
  if (high + 0x3f < least || high > most) return head.header
  if (usv + 1 >= end || !isTrail(units[usv + 1] as number)) return head.header + 1
  const top = high | ((units[usv + 1] as number) & 0x3f)
  if (top < least || top > most) return head.header + 1
  return trailEnd(units, usv + 2, Math.min(end, at + head.length)) - at
}

/** Whether the USV-storage bytes `units[start:start+count)` hold a value below 2^71 (their bits above 71 are 0). */
function belowFieldLeast(units: Units, start: number, count: number): boolean {
  const bits = count * 6
  for (let j = 0; bits - 1 - 6 * j >= 71; j++) {
    const n = Math.min(6, bits - 6 * j - 71)
    if (((units[start + j] as number) & (((1 << n) - 1) << (6 - n))) !== 0) return false
  }
  return true
}

/**
 * The first fault of the `FF` code at `units[at]` whose header read whole, from its bytes alone:
 * `truncated`, `overlong` (shorter forms hold it), `non-canonical-length` (not NUD digits), or `null`.
 */
function faultOf(
  units: Units,
  at: number,
  end: number,
  head: Header,
): 'truncated' | 'overlong' | 'non-canonical-length' | null {
  if (trailEnd(units, at + head.header, Math.min(end, at + head.length)) < at + head.length)
    return 'truncated'
  if (head.digits === 0) {
    // §3.4: the bits above 36 (bytes 1–6) all zero is a value the seven-byte form holds.
    for (let k = 1; k < THIRTEEN_HIGH_END; k++) if (units[at + k] !== 0x80) return null
    return 'overlong'
  }
  const usv = at + head.header
  const top = (((units[usv] as number) & 0x3f) << 6) | ((units[usv + 1] as number) & 0x3f)
  if (top >= topLeast(head) && top <= topMost(head)) return null
  return belowFieldLeast(units, usv, head.length - head.header) ? 'overlong' : 'non-canonical-length'
}

/** The 36-bit value of six 6-bit bytes `units[at:at+6)`. */
function sixBytes(units: Units, at: number): number {
  const high =
    (((units[at] as number) & 0x3f) << 12) |
    (((units[at + 1] as number) & 0x3f) << 6) |
    ((units[at + 2] as number) & 0x3f)
  const low =
    (((units[at + 3] as number) & 0x3f) << 12) |
    (((units[at + 4] as number) & 0x3f) << 6) |
    ((units[at + 5] as number) & 0x3f)
  return high * 2 ** 18 + low
}

/** USV-storage bytes up to this many are read 36 bits at a time; longer ones through hex (linear). */
const CHUNKED_STORAGE = 48

/** The value of the complete `FF` code at `units[at]` whose header `head` read whole. */
function codeValue(units: Units, at: number, head: Header): bigint {
  const start = at + head.header
  const count = head.length - head.header
  if (count > CHUNKED_STORAGE) return storageToBigInt(units, start, count)
  if (count === 12) {
    // The thirteen-byte form and the shortest field codes: two 36-bit halves, one number below 2^53.
    const high = sixBytes(units, start)
    const low = sixBytes(units, start + 6)
    return high < 2 ** 17 ? BigInt(high * 2 ** 36 + low) : (BigInt(high) << 36n) | BigInt(low)
  }
  // Else 36 bits at a time, after the first count mod 6 bytes.
  let k = start
  let first = 0
  for (; k < start + (count % 6); k++) first = first * 64 + ((units[k] as number) & 0x3f)
  let value = BigInt(first)
  for (; k < start + count; k += 6) value = (value << 36n) | BigInt(sixBytes(units, k))
  return value
}

/** The hex digits of a non-negative integer (1 for 0). */
function hexDigits(value: number): number {
  let k = 1
  for (let limit = 16; value >= limit; limit *= 16) k++
  return k
}

/** Bytes of the length-field code of a value of `digits` hex digits: FF, (k − 1) × B4 and k digits of NME, storage. */
export function fieldCodeLength(digits: number): number {
  return 2 * hexDigits(digits - LEAST_DIGITS) + usvByteCount(digits)
}

/** Writes the length-field code (§3.5) of a value from 2^71, by its hex digits; returns the offset after. */
export function writeFieldCode(hex: string, out: Units, offset: number): number {
  out[offset] = 0xff
  // §3.5.3–§3.5.5: NME = NUD − 18 in the fewest hex digits, one B4 per digit after the first.
  const nme = hex.length - LEAST_DIGITS
  const k = hexDigits(nme)
  let p = offset + 1
  for (let j = 1; j < k; j++) out[p++] = BEFORE
  let rest = nme
  for (let j = p + k - 1; j >= p; j--) {
    out[j] = DIGIT_FIRST + (rest % 16)
    rest = Math.floor(rest / 16)
  }
  return hexToStorage(hex, Math.ceil(hex.length / 3) * 3, out, p + k)
}

/** Writes the 18 bits of `bits` as three 6-bit bytes at `out[offset]`. */
function threeBytes(bits: number, out: Units, offset: number): void {
  out[offset] = 0x80 | (bits >> 12)
  out[offset + 1] = 0x80 | ((bits >> 6) & 0x3f)
  out[offset + 2] = 0x80 | (bits & 0x3f)
}

/** Writes a value below 2^71 as the thirteen-byte form at `out[offset]` (§3.4); returns the offset after it. */
export function writeThirteen(value: number | bigint, out: Units, offset: number): number {
  // Bytes 1–6 hold the bits above 36, bytes 7–12 the 36 below: each half a number, in 18-bit quarters.
  const high = typeof value === 'number' ? Math.floor(value / 2 ** 36) : Number(value >> 36n)
  const low = typeof value === 'number' ? value % 2 ** 36 : Number(value & 0xfffffffffn)
  out[offset] = 0xff
  threeBytes(Math.floor(high / 2 ** 18), out, offset + 1)
  threeBytes(high % 2 ** 18, out, offset + 4)
  threeBytes(Math.floor(low / 2 ** 18), out, offset + 7)
  threeBytes(low % 2 ** 18, out, offset + 10)
  return offset + THIRTEEN_LENGTH
}

/**
 * The `FF` rule (see the module comment): reading, holding and writing the codes no row holds.
 *
 * @example
 * ```ts
 * const out = new Uint8Array(14)
 * console.assert(leadRule.encodedLength(2n ** 71n) === 14 && leadRule.write(2n ** 71n, out, 0) === 14)
 * console.assert(out[1] === 0xa0 && out[2] === 0xa0 && out[13] === 0x80)
 * ```
 */
export const leadRule: LeadRule = {
  leads: [0xff],

  read(units, at, end, step) {
    const head = readHeader(units, at, end)
    // A malformed field shows the byte that breaks it; a cut-off one, what came of it.
    if (head.kind === 'non-canonical-length') return failStep(step, head.kind, head.header + 1, head.header)
    if (head.kind === 'truncated') return failStep(step, head.kind, head.header, head.header)
    const fault = faultOf(units, at, end, head)
    if (fault === 'truncated') {
      const stop = trailEnd(units, at + head.header, Math.min(end, at + head.length))
      return failStep(step, fault, stop - at, subpartOf(units, at, end, head))
    }
    // Complete: its value, for the code point or for the error (an overlong one carries it).
    step.value = codeValue(units, at, head)
    if (fault !== null) return failStep(step, fault, head.length, subpartOf(units, at, end, head))
    step.kind = null
    step.length = head.length
    return true
  },

  cut(units, at) {
    const end = units.length
    const head = readHeader(units, at, end)
    if (head.kind !== null) return head.kind === 'truncated'
    // Cut off by the end, every byte so far a continuation byte.
    return head.length > end - at && trailEnd(units, at + head.header, end) === end
  },

  need(units, tail) {
    // Again when the held tail has doubled (16 bytes at least) or the code may be complete: linear.
    const held = units.length - tail
    return tail + Math.min(leastLength(units, tail), Math.max(2 * held, 16))
  },

  encodedLength(value) {
    // The rule holds values of 37 bits or more: a number (up to 2^53) or a bigint below 2^71 takes 13.
    if (typeof value === 'number' || value < FIELD_LEAST) return THIRTEEN_LENGTH
    return fieldCodeLength(value.toString(16).length)
  },

  write(value, out, offset) {
    if (typeof value === 'number' || value < FIELD_LEAST) return writeThirteen(value, out, offset)
    return writeFieldCode(value.toString(16), out, offset)
  },
}

/**
 * The least length of a code beginning with the held `units[tail:]`: exact once its header is read; else
 * cut after `run` `B4`s, so NUD ≥ 18 + 16^run.
 */
function leastLength(units: Units, tail: number): number {
  const second = units[tail + 1]
  if (second === undefined || second < DIGIT_FIRST) return THIRTEEN_LENGTH
  const head = readHeader(units, tail, units.length)
  if (head.kind === null) return head.length
  let run = 0
  while (units[tail + 1 + run] === BEFORE) run++
  const digits = run === 0 ? LEAST_DIGITS : LEAST_DIGITS + 16 ** Math.min(run, 12)
  return 1 + run + (run + 1) + usvByteCount(digits)
}
