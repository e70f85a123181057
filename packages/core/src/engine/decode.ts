/**
 * The engine's decoding loops, for any scheme: to a string (strict or replacing), to code points, and
 * validation; and the one error formatter every loop throws through. Each loop is {@link readSequence}
 * in a `while`: a scheme changes what a step reads, never how a loop runs.
 *
 * @module
 */

import type { DecodeError } from '../errors.ts'
import { stepError } from './format.ts'
import { newStep, readSequence, type Units } from './read.ts'
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
 * Decodes to a string. A value a string cannot hold (a surrogate value, above U+10FFFF) is
 * `unrepresentable`; replacing, each such sequence becomes one U+FFFD, and so does each ill-formed
 * maximal subpart.
 *
 * @throws {DecodeError} strict, at the first ill-formed or unrepresentable sequence
 */
export function decodeToString(scheme: Scheme<number | bigint>, units: Units, fatal: boolean): string {
  const end = units.length
  const step = newStep()
  const parts: string[] = []
  let chunk: number[] = []
  let i = 0
  while (i < end) {
    if (readSequence(scheme, units, i, end, step)) {
      const value = step.value
      if (stringHolds(scheme, value)) {
        chunk.push(value)
      } else if (fatal) {
        step.kind = 'unrepresentable'
        throw stepError(scheme, units, i, step)
      } else {
        chunk.push(0xfffd)
      }
      i += step.length
    } else {
      if (fatal) throw stepError(scheme, units, i, step)
      chunk.push(0xfffd)
      i += step.subpart
    }
    if (chunk.length >= 4096) {
      parts.push(String.fromCodePoint(...chunk))
      chunk = []
    }
  }
  parts.push(String.fromCodePoint(...chunk))
  return parts.join('')
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
  let i = 0
  while (i < end) {
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
export function validateUnits(scheme: Scheme<number | bigint>, units: Units): DecodeError | null {
  const end = units.length
  const step = newStep()
  let i = 0
  while (i < end) {
    if (!readSequence(scheme, units, i, end, step)) return stepError(scheme, units, i, step)
    i += step.length
  }
  return null
}
