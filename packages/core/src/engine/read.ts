/**
 * Reading one sequence of any scheme: its value and length, or which rule it breaks, decided in
 * the order of the README's "Semantics" (unexpected-continuation, invalid-lead, truncated, overlong, surrogate,
 * out-of-range), and how many units one U+FFFD replaces (the maximal subpart). Every loop of the engine
 * (strict, replacing, validating, streaming, explaining) reads through {@link readSequence}.
 *
 * @module
 */

import { type SequenceLayout, unpackBits, unpackBitsBigInt } from '../bits.ts'
import type { DecodeErrorKind } from '../errors.ts'
import { canComplete, POWERS_OF_TWO, prefixLow, restBits, subpartLength } from './prefix.ts'
import type { LeadRule, Scheme } from './scheme.ts'

/** The units a scheme reads: bytes, or hunks of up to 16 bits. */
export type Units = Uint8Array | Uint16Array

/**
 * One step of the engine: a valid sequence (`kind` null, its `length` and `value`) or an ill-formed one
 * (`kind`, the units `length` read, and `subpart`, the units one U+FFFD replaces). A loop makes one
 * with {@link newStep} and passes it to every {@link readSequence} call: no allocation per sequence.
 */
export interface Step {
  kind: DecodeErrorKind | null
  /** Units of the valid sequence; for an error, the units read (lead and extensions found). */
  length: number
  /** The value of a valid or overlong/surrogate/out-of-range sequence (a bigint above 53 data bits). */
  value: number | bigint
  /** For an error: units one U+FFFD replaces (at least 1). */
  subpart: number
  /** Units the lead announced (`-1` for a unit that starts nothing, `0` for an extension unit). */
  announced: number
}

/** A fresh {@link Step}. */
export function newStep(): Step {
  return { kind: null, length: 0, value: 0, subpart: 1, announced: 0 }
}

/** Sets `step` to an ill-formed sequence: its kind, the units read and the units one U+FFFD replaces. */
export function failStep(step: Step, kind: DecodeErrorKind, length: number, subpart: number): false {
  step.kind = kind
  step.length = length
  step.subpart = subpart
  return false
}

/** Whether `unit` is an extension unit of `scheme`. */
export function isExtension(scheme: Scheme<number | bigint>, unit: number): boolean {
  return unit < scheme.kinds.length && scheme.kinds[unit] === 0
}

/**
 * Reads the sequence at `units[at]` (`at < end`) into `step`: true for a valid one.
 *
 * @example
 * ```ts
 * import { utf8Layout } from '@utf8x/core'
 * const scheme = defineScheme({ name: 'utf-8', rows: [1, 2, 3, 4].map((n) => utf8Layout(n)), maxCodePoint: 0x10ffff, surrogates: 'forbid' })
 * const step = newStep()
 * console.assert(readSequence(scheme, new Uint8Array([0xe2, 0x82, 0xac]), 0, 3, step) && step.value === 0x20ac)
 * console.assert(!readSequence(scheme, new Uint8Array([0xc0, 0x80]), 0, 2, step) && step.kind === 'overlong')
 * ```
 */
export function readSequence(
  scheme: Scheme<number | bigint>,
  units: Units,
  at: number,
  end: number,
  step: Step,
): boolean {
  const kinds = scheme.kinds
  const u = units[at] as number
  const n = u < kinds.length ? (kinds[u] as number) : -1
  step.announced = n
  if (n === 1) {
    step.kind = null
    step.length = 1
    step.value = u - (scheme.layouts[1] as SequenceLayout).leadMarker
    return true
  }
  if (n === -3) return (scheme.leadRule as LeadRule).read(units, at, end, step)
  if (n === -2) {
    // A reserved run: through reserved and extension units, one error (and one U+FFFD) whole.
    let j = at + 1
    while (j < end && runGoesOn(scheme, units[j] as number)) j++
    return failStep(step, 'reserved', j - at, j - at)
  }
  if (n <= 0) return failStep(step, n === 0 ? 'unexpected-continuation' : 'invalid-lead', 1, 1)
  if ((scheme.dataBits[n] as number) <= 53) return readNumber(scheme, units, at, end, step, n, u)
  let k = 1
  while (k < n && at + k < end && isExtension(scheme, units[at + k] as number)) k++
  if (k < n) return failStep(step, 'truncated', k, subpartLength(scheme, units, at, k))
  // More than 53 bits: its least value is far above the surrogates, and no offset scheme is this wide.
  const value = unpackBitsBigInt(units, at, scheme.layouts[n] as SequenceLayout)
  step.value = value
  if (value < (scheme.least[n] as number | bigint))
    return failStep(step, 'overlong', n, subpartLength(scheme, units, at, n))
  if (value > scheme.maxCodePoint)
    return failStep(step, 'out-of-range', n, subpartLength(scheme, units, at, n))
  step.kind = null
  step.length = n
  return true
}

/**
 * {@link readSequence} of an `n`-unit lead whose sequences hold at most 53 bits: the extension units read
 * and the value gathered in one pass, every check on numbers.
 */
function readNumber(
  scheme: Scheme<number | bigint>,
  units: Units,
  at: number,
  end: number,
  step: Step,
  n: number,
  lead: number,
): boolean {
  const structure = scheme.extensionStructure
  const marker = scheme.extensionMarker
  const radix = scheme.extensionRadix
  const size = scheme.kinds.length
  let value = lead & (scheme.leadMasks[n] as number)
  let k = 1
  while (k < n && at + k < end) {
    const c = units[at + k] as number
    if ((c & structure) !== marker || c >= size) break
    value = value * radix + (c & (radix - 1))
    k++
  }
  if (k < n) return failStep(step, 'truncated', k, subpartLength(scheme, units, at, k))
  if (scheme.offsets.length > 0) {
    // Every complete sequence is valid; its value is its data plus the offset of its range.
    step.kind = null
    step.length = n
    step.value = withOffset(scheme, n, value)
    return true
  }
  step.value = value
  if (value < (scheme.leastNumbers[n] as number) && !(value === 0 && n === 2 && scheme.modifiedNul)) {
    return failStep(step, 'overlong', n, subpartLength(scheme, units, at, n))
  }
  if (value >= 0xd800 && value <= 0xdfff && scheme.surrogates !== 'allow') {
    if (scheme.pairAware && value <= 0xdbff) {
      const low = lowAfter(scheme, units, at + n, end, n)
      if (low >= 0) {
        if (!scheme.pairs) return failStep(step, 'surrogate', n, subpartLength(scheme, units, at, n))
        step.kind = null
        step.length = 2 * n
        step.value = 0x10000 + (value - 0xd800) * 0x400 + (low - 0xdc00)
        return true
      }
    }
    // Unpaired: an error unless lone surrogates are text here (WTF-8, Java).
    if (!scheme.loneSurrogates) return failStep(step, 'surrogate', n, subpartLength(scheme, units, at, n))
  }
  if (value > scheme.maxNumber) return failStep(step, 'out-of-range', n, subpartLength(scheme, units, at, n))
  step.kind = null
  step.length = n
  return true
}

/** Whether a reserved run goes on through `unit` (a reserved or an extension unit). */
function runGoesOn(scheme: Scheme<number | bigint>, unit: number): boolean {
  const kind = unit < scheme.kinds.length ? (scheme.kinds[unit] as number) : -1
  return kind === 0 || kind === -2
}

/** The value of `n`-unit data in an offset scheme. */
function withOffset(scheme: Scheme<number | bigint>, n: number, data: number): number {
  let offset = 0
  for (const range of scheme.offsets) {
    if (range.length === n && data + range.offset >= range.first) offset = range.offset
  }
  return data + offset
}

/**
 * The value of a complete `n`-unit low surrogate sequence at `units[at]`, or -1 when none stands there
 * (the second half of a CESU-8 or Java pair, or what makes a WTF-8 high an error).
 */
function lowAfter(scheme: Scheme<number | bigint>, units: Units, at: number, end: number, n: number): number {
  if (at + n > end || scheme.kinds[units[at] as number] !== n) return -1
  for (let k = 1; k < n; k++) if (!isExtension(scheme, units[at + k] as number)) return -1
  const value = unpackBits(units, at, scheme.layouts[n] as SequenceLayout)
  return value >= 0xdc00 && value <= 0xdfff ? value : -1
}

/**
 * Where a stream must hold back the end of `units` until more arrives: the start of a final sequence whose
 * lead announced more units than came (only then `fatal` tells `truncated` from `overlong` or
 * `out-of-range`), or, replacing, a final prefix that more input could still complete. `units.length` when
 * nothing waits.
 */
export function heldTail(scheme: Scheme<number | bigint>, units: Units, fatal: boolean): number {
  const end = units.length
  if (scheme.reservedRuns) {
    // A reserved run reaching the end may go on (and its error's end with it): hold it from its start.
    let k = end
    while (k > 0 && runGoesOn(scheme, units[k - 1] as number)) k--
    while (k < end && scheme.kinds[units[k] as number] !== -2) k++
    if (k < end) return k
  }
  const stop = Math.max(0, end - scheme.longest + 1)
  let partial = end
  // A lead rule's sequences have no bound: look back over every trailing extension unit.
  for (let p = end - 1; p >= (scheme.leadRule === null ? stop : 0); p--) {
    const u = units[p] as number
    const n = u < scheme.kinds.length ? (scheme.kinds[u] as number) : -1
    if (n === 0) continue
    if (n === -3) return (scheme.leadRule as LeadRule).cut(units, p) ? p : end
    if (n >= 2 && p + n > end) partial = p
    break
  }
  if (scheme.pairAware) {
    const high = highBefore(scheme, units, partial)
    if (high >= 0) return high
  }
  if (partial === end) return end
  return fatal || canComplete(scheme, units, partial, end - partial) ? partial : end
}

/**
 * Where a complete high surrogate sequence ending at `units[at]` starts, when what follows it to the end
 * (nothing, or the start of a sequence) may still become the low that pairs with it; else -1.
 */
function highBefore(scheme: Scheme<number | bigint>, units: Units, at: number): number {
  const n = scheme.surrogateLength
  const start = at - n
  if (start < 0 || scheme.kinds[units[start] as number] !== n) return -1
  for (let k = 1; k < n; k++) if (!isExtension(scheme, units[start + k] as number)) return -1
  const value = unpackBits(units, start, scheme.layouts[n] as SequenceLayout)
  if (value < 0xd800 || value > 0xdbff) return -1
  const end = units.length
  if (at === end) return start
  if (scheme.kinds[units[at] as number] !== n) return -1
  const low = prefixLow(scheme, units, at, end - at)
  const high = low + (POWERS_OF_TWO[restBits(scheme, n, end - at)] as number) - 1
  return low <= 0xdfff && high >= 0xdc00 ? start : -1
}

/** Held reserved runs longer than this are looked at again only when they have doubled. */
const LONG_RUN = 64

/**
 * How long a held tail must grow before it is worth looking at again: one more unit, except for a long
 * reserved run, which waits until it has doubled, so that a run fed a unit at a time stays linear (it is
 * one error or one U+FFFD either way; only when it shows is delayed).
 */
export function tailNeed(scheme: Scheme<number | bigint>, units: Units, tail: number): number {
  const rule = scheme.leadRule
  if (rule?.need !== undefined && scheme.kinds[units[tail] as number] === -3) return rule.need(units, tail)
  const held = units.length - tail
  if (held > LONG_RUN && scheme.kinds[units[tail] as number] === -2) return tail + 2 * held
  return units.length + 1
}
