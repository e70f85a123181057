/**
 * UTF-∞-8's `FF` (seeds/utf-infinity-8.txt §3.4–§3.5), the one lead no row of `_tables.ts` describes, as
 * core's engine reads it: a `LeadRule`. A second byte `100xxxxx` starts the thirteen-byte form; otherwise
 * a length field (`B4`…, then `A0`–`AF` digits) gives NUD, the number of hex digits of the code point, and
 * two 6-bit USV-storage bytes hold each three of them. SEMANTICS.md ("UTF-∞-8 details") settles the order
 * of the errors: a malformed field as soon as it is read, then missing bytes, then an overlong value or
 * one whose digit count is not NUD. Reading never looks past the input nor sizes anything from a declared
 * length, and a value is built in time linear in its bytes (through hex, `_hex.ts`).
 *
 * @module
 */

import type { LeadRule, Step } from '@utf8x/core'
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
/** Its least value, 2^36 (below it the seven-byte form is the shortest). */
const THIRTEEN_LEAST = /* @__PURE__ */ (() =>
  BigInt(`0x${(THIRTEEN_BYTE_FORM.codePoints.split('..')[0] as string).slice(2)}`))()
/** §3.5's length-storage bytes: `B4`, and the digits `A0`–`AF`. */
const BEFORE = /* @__PURE__ */ Number.parseInt(LENGTH_FIELD.before, 16)
const [DIGIT_FIRST, DIGIT_LAST] = /* @__PURE__ */ LENGTH_FIELD.digits
  .split('..')
  .map((hex) => Number.parseInt(hex, 16)) as [number, number]
/** NUD = NME + 18: the fewest hex digits of a length-field code point. */
const LEAST_DIGITS = LENGTH_FIELD.leastDigits
/** Its least value, 2^71: the thirteen-byte form holds 5 + 11 × 6 = 71 bits. */
const FIELD_LEAST = /* @__PURE__ */ (() => 1n << BigInt(THIRTEEN_BITS + (THIRTEEN_LENGTH - 2) * 6))()

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

/** What the bytes after an `FF` announce ({@link readHeader}). */
export interface Header {
  /** `null` when it reads whole; else its fault: the field cut off, or a byte that cannot stand there. */
  readonly kind: 'truncated' | 'non-canonical-length' | null
  /** Bytes of the lead and the length field (1 for the thirteen-byte form); on a fault, where it stopped. */
  readonly header: number
  /** NUD (0 for the thirteen-byte form; `Infinity` for a field declaring more than any input holds). */
  readonly digits: number
  /** NUD mod 3, exact even when `digits` is not. */
  readonly digitsMod3: number
  /** Bytes of the whole code (`Infinity` with `digits`). */
  readonly length: number
}

function headerFault(kind: 'truncated' | 'non-canonical-length', header: number): Header {
  return { kind, header, digits: 0, digitsMod3: 0, length: 0 }
}

/**
 * Reads the header of the `FF` code at `units[at]`: the thirteen-byte form (second byte 80–9F, §3.4),
 * or the length field (§3.5.2–§3.5.5) byte by byte: a missing byte or one that is no continuation byte →
 * `truncated`; a continuation byte that cannot stand there (not `B4`/`A0`–`AF`, a digit after the `B4`
 * run that is not `A0`–`AF`, or a leading `A0` in a field of two or more digits) → `non-canonical-length`.
 */
export function readHeader(units: Units, at: number, end: number): Header {
  const second = at + 1 < end ? (units[at + 1] as number) : 0
  if (second >= THIRTEEN_MARKER && second <= THIRTEEN_LAST) {
    return { kind: null, header: 1, digits: 0, digitsMod3: 0, length: THIRTEEN_LENGTH }
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
    if (p >= end || !isTrail(units[p] as number)) return headerFault('truncated', p - at)
    const b = units[p] as number
    if (b < DIGIT_FIRST || b > DIGIT_LAST || (d === 0 && run > 0 && b === DIGIT_FIRST)) {
      return headerFault('non-canonical-length', p - at)
    }
    nme = nme * 16 + (b - DIGIT_FIRST)
    // 16 ≡ 1 (mod 3): NME ≡ the sum of its hex digits, and NUD = NME + 18 ≡ NME.
    mod3 = (mod3 + b - DIGIT_FIRST) % 3
    p++
  }
  const header = p - at
  if (nme > HUGE_NME) {
    const unbounded = Number.POSITIVE_INFINITY
    return { kind: null, header, digits: unbounded, digitsMod3: mod3, length: unbounded }
  }
  const digits = nme + LEAST_DIGITS
  return { kind: null, header, digits, digitsMod3: mod3, length: header + usvByteCount(digits) }
}

/**
 * The allowed range of the first 12 USV-storage bits of a length-field code. It is canonical when its
 * value has exactly NUD hex digits and is at least 2^71; the storage bytes hold NUD digits padded on the
 * left with z = 0, 1 or 2 zero nybbles (§3.5.7), so both concern only those bits: the z padding nybbles
 * are zero and the next one is not (for NUD = 18, z = 0, the top bit must be set).
 */
function topRange(field: Header): [least: number, most: number] {
  const z = (3 - field.digitsMod3) % 3
  if (z === 0) return [field.digits === LEAST_DIGITS ? 0x800 : 0x100, 0xfff]
  return z === 1 ? [0x10, 0xff] : [0x1, 0xf]
}

/**
 * The maximal subpart at the `FF` code `units[at]` whose header `head` read whole: the lead and the
 * continuation bytes that could still begin a well-formed code (SEMANTICS.md, replacement decoding).
 */
function subpartOf(units: Units, at: number, end: number, head: Header): number {
  if (head.digits === 0) {
    // Thirteen bytes: a one must appear in the data of bytes 1–6 (a value of 2^36 or more).
    let zero = true
    for (let q = at + 1; q < at + THIRTEEN_LENGTH; q++) {
      if (q >= end || !isTrail(units[q] as number)) return q - at
      const c = units[q] as number
      if (zero && q === at + 6 && c === 0x80) return q - at
      zero = zero && c === 0x80
    }
    return THIRTEEN_LENGTH
  }
  const usv = at + head.header
  if (usv >= end || !isTrail(units[usv] as number)) return head.header
  const [least, most] = topRange(head)
  const high = ((units[usv] as number) & 0x3f) << 6
  if (high + 0x3f < least || high > most) return head.header
  if (usv + 1 >= end || !isTrail(units[usv + 1] as number)) return head.header + 1
  const top = high | ((units[usv + 1] as number) & 0x3f)
  if (top < least || top > most) return head.header + 1
  return trailEnd(units, usv + 2, Math.min(end, at + head.length)) - at
}

function fail(step: Step, kind: NonNullable<Step['kind']>, length: number, subpart: number): false {
  step.kind = kind
  step.length = length
  step.subpart = subpart
  return false
}

/** The hex digits of a value past the seven-byte form (a number up to 2^53 or a bigint). */
function hexOf(value: number | bigint): string {
  return value.toString(16)
}

/** Whether a value of these hex digits needs a length field: more than 18, or 18 from `8…` (0x38, 2^71) up. */
function needsField(hex: string): boolean {
  return hex.length > LEAST_DIGITS || (hex.length === LEAST_DIGITS && hex.charCodeAt(0) >= 0x38)
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
    if (head.kind === 'non-canonical-length') return fail(step, head.kind, head.header + 1, head.header)
    if (head.kind === 'truncated') return fail(step, head.kind, head.header, head.header)
    const stop = trailEnd(units, at + head.header, Math.min(end, at + head.length))
    if (stop < at + head.length) return fail(step, 'truncated', stop - at, subpartOf(units, at, end, head))
    const length = head.length
    if (head.digits === 0) {
      // §3.4: twelve bytes of six bits after FF, the first `100xxxxx` (its top data bit 0): 71 bits.
      const value = storageToBigInt(units, at + 1, length - 1)
      step.value = value
      if (value < THIRTEEN_LEAST) return fail(step, 'overlong', length, subpartOf(units, at, end, head))
    } else {
      const usv = at + head.header
      const value = storageToBigInt(units, usv, length - head.header)
      step.value = value
      const top = (((units[usv] as number) & 0x3f) << 6) | ((units[usv + 1] as number) & 0x3f)
      const [least, most] = topRange(head)
      if (top < least || top > most) {
        const kind = value < FIELD_LEAST ? 'overlong' : 'non-canonical-length'
        return fail(step, kind, length, subpartOf(units, at, end, head))
      }
    }
    step.kind = null
    step.length = length
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
    // Looked at again when the held tail has doubled (at least 16 bytes on), or as soon as the code may
    // be complete: one that can no longer complete shows after at most twice its bytes, and the work
    // over any chunking stays linear.
    const held = units.length - tail
    return tail + Math.min(leastLength(units, tail), Math.max(2 * held, 16))
  },

  encodedLength(value) {
    const hex = hexOf(value)
    if (!needsField(hex)) return THIRTEEN_LENGTH
    // FF, (k − 1) × B4 and k digits of NME, then the storage bytes.
    return 2 * (hex.length - LEAST_DIGITS).toString(16).length + usvByteCount(hex.length)
  },

  write(value, out, offset) {
    const hex = hexOf(value)
    out[offset] = 0xff
    // Thirteen bytes: the value as 72 bits (its top bit 0) in twelve 6-bit bytes, the second 100xxxxx.
    if (!needsField(hex)) return hexToStorage(hex, LEAST_DIGITS, out, offset + 1)
    // §3.5.3–§3.5.5: NME = NUD − 18 in the fewest hex digits, one B4 per digit after the first.
    const nme = (hex.length - LEAST_DIGITS).toString(16)
    let p = offset + 1
    for (let k = 1; k < nme.length; k++) out[p++] = BEFORE
    for (let k = 0; k < nme.length; k++) out[p++] = DIGIT_FIRST + Number.parseInt(nme.charAt(k), 16)
    return hexToStorage(hex, Math.ceil(hex.length / 3) * 3, out, p)
  },
}

/**
 * The least length of a code that begins with the held `units[tail:]` (an `FF` and what came after it):
 * exact once its header is read; else the field was cut off after `run` `B4` bytes, so NME has run + 1
 * digits and NUD ≥ 18 + 16^run.
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
