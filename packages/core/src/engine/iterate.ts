/**
 * Walking a scheme's units one sequence at a time, forward and backward, and cutting units or text at a
 * sequence boundary: every codec's `truncate`, `truncateText`, `codePoints` and `codePointsBackward`.
 *
 * The sequences are the steps of replacing decoding from the start: a well-formed sequence (a CESU-8 pair
 * is one), or a part one U+FFFD replaces (a maximal subpart, a stray, a whole Corrected UTF-8 reserved
 * run). Going backward, a unit that is not an extension unit starts a step (unless it is a pair's low half
 * or inside a reserved run); an extension unit belongs to the nearest such unit's step when that step
 * reaches it, else it is a stray. The look back is bounded by the longest step, except for reserved runs
 * and UTF-∞-8 length fields, which are bounded only by themselves (`FE 80 80` is one run, `80 80 80`
 * three strays): there the walk remembers a run of strays (`floor`), so it stays linear.
 *
 * @module
 */

import { encodableAt, unitsFor } from './encode.ts'
import { stepError } from './format.ts'
import { isExtension, newStep, readSequence, type Step, type Units } from './read.ts'
import type { Scheme } from './scheme.ts'

/** A code point of a scheme, or it with the offset of its first unit. */
export type CodePointItem = number | bigint | [number | bigint, number]

/** Units a step takes: its length when well-formed, else the part one U+FFFD replaces. */
function extent(step: Step, ok: boolean): number {
  return ok ? step.length : step.subpart
}

/** Whether a unit starts a reserved run (Corrected UTF-8's FE and FF). */
function isReserved(scheme: Scheme<number | bigint>, unit: number): boolean {
  return unit < scheme.kinds.length && scheme.kinds[unit] === -2
}

/** Finds the step around a unit by looking back (see the module comment). One per walk. */
class Locator {
  readonly #scheme: Scheme<number | bigint>
  readonly #units: Units
  readonly #end: number
  /** How far back a step's start can be: the longest step less one, or the whole input. */
  readonly #reach: number
  readonly step: Step = newStep()
  /** Units from `floor` up to where the walk stands are known strays (each a step of its own). */
  floor: number
  /** Where the step in `step` was read (-1: none). */
  readAt = -1

  constructor(scheme: Scheme<number | bigint>, units: Units) {
    this.#scheme = scheme
    this.#units = units
    this.#end = units.length
    const longest = Math.max(scheme.longest, scheme.pairs ? 2 * scheme.surrogateLength : 0)
    this.#reach = scheme.reservedRuns || scheme.leadRule !== null ? this.#end : longest - 1
    this.floor = this.#end
  }

  /** Whether the step at `start` reaches past `q` (it is read into `this.step`). */
  #covers(start: number, q: number): boolean {
    const ok = readSequence(this.#scheme, this.#units, start, this.#end, this.step)
    this.readAt = start
    return start + extent(this.step, ok) > q
  }

  /** The start of the step that holds the unit at `q` (`q` below the length). */
  startOf(q: number): number {
    const scheme = this.#scheme
    const units = this.#units
    if (q >= this.floor) return q
    const lowest = Math.max(0, q - this.#reach)
    let p = q
    while (p > lowest && isExtension(scheme, units[p] as number)) p--
    if (isExtension(scheme, units[p] as number)) {
      // Only extension units as far back as a step reaches: `q` is a stray (from the start: all are).
      if (p === 0) this.floor = 0
      return q
    }
    let start = p
    if (scheme.reservedRuns && isReserved(scheme, units[p] as number)) {
      // In a block of reserved and extension units, the first reserved unit starts a run through all.
      let b = p
      while (b > 0 && isRunUnit(scheme, units[b - 1] as number)) b--
      while (b < p && !isReserved(scheme, units[b] as number)) b++
      if (isReserved(scheme, units[b] as number)) start = b
    }
    if (start === p && scheme.pairs && p >= scheme.surrogateLength) {
      // The low half of a pair belongs to the step of the high half before it.
      const high = p - scheme.surrogateLength
      if (this.#covers(high, p)) start = high
    }
    if (this.#covers(start, q)) return start
    // The step of the nearest start ends before `q`: everything from its end to `q` is a stray.
    this.floor = start + extent(this.step, this.step.kind === null)
    return q
  }
}

/** Whether a reserved run goes on through `unit` (a reserved or an extension unit). */
function isRunUnit(scheme: Scheme<number | bigint>, unit: number): boolean {
  const kind = unit < scheme.kinds.length ? (scheme.kinds[unit] as number) : -1
  return kind === 0 || kind === -2
}

/**
 * Where `truncate` cuts: the greatest step boundary at most `max` (the length when `max` reaches it).
 *
 * @example
 * ```ts
 * import { utf8Scheme } from '@utf8x/core/internal'
 * const bytes = new Uint8Array([0x61, 0xe2, 0x82, 0xac, 0x62])
 * console.assert([0, 1, 2, 3, 4, 5].map((max) => truncateLength(utf8Scheme, bytes, max)).join() === '0,1,1,1,4,5')
 * ```
 */
export function truncateLength(scheme: Scheme<number | bigint>, units: Units, max: number): number {
  if (max >= units.length) return units.length
  if (max === 0) return 0
  return new Locator(scheme, units).startOf(max)
}

/** Throws when the caller's buffer was detached or resized while an iterator walked it. */
function checkLength(units: Units, end: number): void {
  if (units.length !== end) {
    throw new TypeError(
      `The "units" argument changed length while its code points were iterated (${end} units, now ${units.length})`,
    )
  }
}

/**
 * The code points of `units`, front to back or back to front (`backward`), linear either way. Bigints
 * when the scheme's values pass 53 bits; with `offsets`, each with its first unit's offset. Strict: the
 * `DecodeError` of the first ill-formed sequence met (going back, the last of the input); replacing:
 * U+FFFD for each part `decodeCodePoints` replaces.
 *
 * @throws {DecodeError} strict, on meeting an ill-formed sequence
 * @example
 * ```ts
 * import { utf8Scheme } from '@utf8x/core/internal'
 * const bytes = new Uint8Array([0x61, 0xe2, 0x82, 0xac, 0x80])
 * console.assert(JSON.stringify([...walkCodePoints(utf8Scheme, bytes, false, true, false)]) === '[[97,0],[8364,1],[65533,4]]')
 * console.assert(JSON.stringify([...walkCodePoints(utf8Scheme, bytes, false, true, true)]) === '[[65533,4],[8364,1],[97,0]]')
 * ```
 */
export function* walkCodePoints(
  scheme: Scheme<number | bigint>,
  units: Units,
  fatal: boolean,
  offsets: boolean,
  backward: boolean,
): Generator<CodePointItem, undefined, undefined> {
  const end = units.length
  const locator = backward ? new Locator(scheme, units) : null
  const step = locator === null ? newStep() : locator.step
  let i = backward ? end : 0
  while (backward ? i > 0 : i < end) {
    checkLength(units, end)
    const at = locator === null ? i : locator.startOf(i - 1)
    // Going back, the step there may have been read while looking for it.
    const ok = locator?.readAt === at ? step.kind === null : readSequence(scheme, units, at, end, step)
    if (locator !== null) locator.readAt = -1
    if (!ok && fatal) throw stepError(scheme, units, at, step)
    i = backward ? at : at + extent(step, ok)
    let value = ok ? step.value : 0xfffd
    if (scheme.bigint && typeof value === 'number') value = BigInt(value)
    yield offsets ? [value, at] : value
  }
  return undefined
}

/**
 * How many UTF-16 units of `text` `truncateText` keeps: the longest prefix, never half a pair, whose
 * replacing encoding fits in `max` units.
 *
 * @throws {EncodeError} when `fatal` and that prefix holds a character the scheme cannot encode (as
 *   `encode` reports it), or, in either mode, one for which no replacement fits the scheme
 * @example
 * ```ts
 * import { utf8Scheme } from '@utf8x/core/internal'
 * console.assert(textPrefixLength(utf8Scheme, 'a€😀', 4, true) === 2)
 * console.assert(textPrefixLength(utf8Scheme, 'a€😀', 7, true) === 2)
 * console.assert(textPrefixLength(utf8Scheme, 'a€😀', 8, true) === 4)
 * ```
 */
export function textPrefixLength(
  scheme: Scheme<number | bigint>,
  text: string,
  max: number,
  fatal: boolean,
): number {
  const { singleFrom, singleTo } = scheme
  const n = text.length
  let total = 0
  let i = 0
  for (; i < n; i++) {
    // Every character takes a unit at least: none is looked at once the budget is spent.
    if (total >= max) break
    const c = text.charCodeAt(i)
    if (c < singleTo && c >= singleFrom) {
      total++
      continue
    }
    const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    const natural = pair ? 0x10000 + ((c - 0xd800) << 10) + (text.charCodeAt(i + 1) - 0xdc00) : c
    const value = encodableAt(text, i, c, false, scheme)
    total += unitsFor(value, scheme)
    if (total > max) break
    // Kept, but strict encoding refuses it: its error, as `encode` words it.
    if (fatal && value !== natural) encodableAt(text, i, c, true, scheme)
    if (pair) i++
  }
  return i
}

/** A codec's `truncate`, `truncateText`, `codePoints`, `codePointsBackward` on checked arguments. */
export interface SequenceSteps {
  /** Units `truncate(units, max)` keeps: the greatest sequence boundary at most `max`. */
  truncate(units: Units, max: number): number
  /** UTF-16 units `truncateText(text, max)` keeps (see the codec method). */
  truncateText(text: string, max: number, fatal: boolean): number
  forward(units: Units, fatal: boolean, offsets: boolean): IterableIterator<CodePointItem>
  backward(units: Units, fatal: boolean, offsets: boolean): IterableIterator<CodePointItem>
}

/**
 * The {@link SequenceSteps} of a scheme.
 *
 * @example
 * ```ts
 * import { utf8Scheme } from '@utf8x/core/internal'
 * const steps = sequenceSteps(utf8Scheme)
 * console.assert(steps.truncate(new Uint8Array([0x61, 0xc3, 0xa9]), 2) === 1)
 * console.assert([...steps.backward(new Uint8Array([0x61, 0xc3, 0xa9]), true, false)].join() === '233,97')
 * ```
 */
export function sequenceSteps(scheme: Scheme<number | bigint>): SequenceSteps {
  return {
    truncate: (units, max) => truncateLength(scheme, units, max),
    truncateText: (text, max, fatal) => textPrefixLength(scheme, text, max, fatal),
    forward: (units, fatal, offsets) => walkCodePoints(scheme, units, fatal, offsets, false),
    backward: (units, fatal, offsets) => walkCodePoints(scheme, units, fatal, offsets, true),
  }
}
