/**
 * The engine's decoding loops, for any scheme: to a string (strict or replacing), to code points, and
 * validation; and the one error formatter every loop throws through. Each loop is {@link readSequence}
 * in a `while`: a scheme changes what a step reads, never how a loop runs.
 *
 * @module
 */

import { scratchUnits, unitsToString } from '../code-points.ts'
import type { DecodeError } from '../errors.ts'
import type { Accelerator, Progress } from '../fast/index.ts'
import { checkDecodedLength, SURELY_FITS } from '../string-length.ts'
import { byteRange } from '../views.ts'
import { stepError } from './format.ts'
import { newStep, readSequence, type Step, type Units } from './read.ts'
import type { Scheme } from './scheme.ts'

/**
 * Whether a JavaScript string holds `value` faithfully: at most U+10FFFF, and not a surrogate unless the
 * scheme's lone surrogates are text (WTF-8, MUTF-8: they never stand where two could fuse into a pair).
 */
function stringHolds(scheme: Scheme<number | bigint>, value: number | bigint): value is number {
  return (
    typeof value === 'number' &&
    value <= 0x10ffff &&
    (value < 0xd800 || value > 0xdfff || scheme.loneSurrogates)
  )
}

/**
 * Decodes the one sequence at `units[progress.read]` into `out` at `progress.written` and moves both on:
 * its UTF-16 units, or U+FFFD for an ill-formed maximal subpart or (replacing) a value a string cannot
 * hold. For the loops below and for accelerators that hand a sequence back to the engine.
 *
 * @returns false when it wrote a lone surrogate (WTF-8, Java), so the units are not well-formed UTF-16
 * @throws {DecodeError} strict, for an ill-formed or unrepresentable sequence
 */
export function decodeSequenceInto(
  scheme: Scheme<number | bigint>,
  units: Units,
  end: number,
  fatal: boolean,
  out: Uint16Array,
  progress: Progress,
  step: Step,
): boolean {
  let { read: i, written: w } = progress
  let wellFormed = true
  if (readSequence(scheme, units, i, end, step)) {
    const value = step.value
    if (typeof value === 'number' && value < 0x10000 && (value < 0xd800 || value > 0xdfff)) {
      out[w++] = value
    } else if (stringHolds(scheme, value)) {
      if (value < 0x10000) {
        out[w++] = value
        wellFormed = false
      } else {
        out[w++] = 0xd800 + ((value - 0x10000) >> 10)
        out[w++] = 0xdc00 + (value & 0x3ff)
      }
    } else if (fatal) {
      step.kind = 'unrepresentable'
      throw stepError(scheme, units, i, step)
    } else {
      out[w++] = 0xfffd
    }
    progress.read = i + step.length
  } else {
    if (fatal) throw stepError(scheme, units, i, step)
    out[w++] = 0xfffd
    progress.read = i + step.subpart
  }
  progress.written = w
  return wellFormed
}

/**
 * Decodes `units[start:]` to a string (error offsets index `units`). A value a string cannot hold (a
 * surrogate value, above U+10FFFF) is `unrepresentable`; replacing, each such sequence becomes one U+FFFD,
 * and so does each ill-formed maximal subpart. `fast` may answer first (its `decode`, unless `quickAsked`:
 * the codec's quick route already made this call's runtime decision and declined), or decode well-formed
 * runs between the engine's steps.
 *
 * @throws {DecodeError} strict, at the first ill-formed or unrepresentable sequence
 */
export function decodeToString(
  scheme: Scheme<number | bigint>,
  units: Units,
  fatal: boolean,
  fast?: Accelerator,
  start = 0,
  quickAsked = false,
): string {
  // Every sequence gives at most two UTF-16 units and has at least two units when it gives two; only
  // inputs longer than the longest string need counting (with the scheme's extension-unit test).
  if (units.length > SURELY_FITS) {
    if (scheme.longest === 1) checkDecodedLength(units, 0, 0, 1)
    else checkDecodedLength(units, 0, scheme.extensionStructure, scheme.extensionMarker)
  }
  const bytes = units instanceof Uint8Array
  if (bytes && !quickAsked && fast?.decode !== undefined) {
    // A whole answer is a string or nothing: no offset of it is ever reported.
    const text = fast.decode(start === 0 ? units : byteRange(units, start, units.length), fatal)
    if (text !== null) return text
  }
  const end = units.length
  const prefix = bytes ? fast?.decodePrefix : undefined
  // No sequence gives more UTF-16 units than it has units.
  const out = scratchUnits(end - start)
  // Made at the first sequence the engine reads itself (well-formed text may need none).
  let step: Step | undefined
  const progress: Progress = { read: start, written: 0 }
  let wellFormed = true
  const { singleFrom, singleTo } = scheme
  while (progress.read < end) {
    if (prefix !== undefined) {
      prefix(units as Uint8Array, end, out, progress)
      if (progress.read >= end) break
    } else {
      let i = progress.read
      let w = progress.written
      let u = units[i] as number
      while (u < singleTo && u >= singleFrom) {
        out[w++] = u
        if (++i >= end) break
        u = units[i] as number
      }
      progress.read = i
      progress.written = w
      if (i >= end) break
    }
    step ??= newStep()
    if (!decodeSequenceInto(scheme, units, end, fatal, out, progress, step)) wellFormed = false
  }
  return unitsToString(out, progress.written, wellFormed)
}

/**
 * Decodes to code points (bigints when the scheme's values pass 53 bits). Never `unrepresentable`.
 *
 * @throws {DecodeError} strict, at the first ill-formed sequence
 */
export function decodeToCodePoints(
  scheme: Scheme<number | bigint>,
  units: Units,
  fatal: boolean,
): (number | bigint)[] {
  const end = units.length
  const step = newStep()
  const big = scheme.bigint
  const out: (number | bigint)[] = []
  const { singleFrom, singleTo } = scheme
  let i = 0
  while (i < end) {
    const u = units[i] as number
    if (u < singleTo && u >= singleFrom) {
      out.push(big ? BigInt(u) : u)
      i++
      continue
    }
    if (readSequence(scheme, units, i, end, step)) {
      const value = step.value
      out.push(big && typeof value === 'number' ? BigInt(value) : value)
      i += step.length
    } else {
      if (fatal) throw stepError(scheme, units, i, step)
      out.push(big ? 0xfffdn : 0xfffd)
      i += step.subpart
    }
  }
  return out
}

/** The first error strict decoding to code points would throw, or `null`. */
export function validateUnits(
  scheme: Scheme<number | bigint>,
  units: Units,
  fast?: Accelerator,
): DecodeError | null {
  const end = units.length
  const step = newStep()
  const prefix = units instanceof Uint8Array ? fast?.validatePrefix : undefined
  const { singleFrom, singleTo } = scheme
  let i = 0
  while (i < end) {
    if (prefix !== undefined) {
      i = prefix(units as Uint8Array, i, end)
      if (i >= end) break
    }
    const u = units[i] as number
    if (u < singleTo && u >= singleFrom) {
      i++
      continue
    }
    if (!readSequence(scheme, units, i, end, step)) return stepError(scheme, units, i, step)
    i += step.length
  }
  return null
}
