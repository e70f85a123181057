/**
 * The words of error messages: a code point of any size in a few dozen characters, units in hex, and a
 * decoding error's description.
 *
 * @module
 */

import type { DecodeErrorDetails, DecodeErrorKind } from './errors.ts'

/** Hex digits up to which a code point is written out in full in a message. */
const FULL_DIGITS = 40
/** Hex digits shown at each end of a longer one. */
const END_DIGITS = 12

/** `hex` (a non-negative value's digits) in at most a few dozen characters: `1234…CDEF (a 4000001-bit value)`. */
function shortHex(hex: string): string {
  const digits = hex.toUpperCase()
  if (digits.length <= FULL_DIGITS) return digits.padStart(4, '0')
  const bits = (digits.length - 1) * 4 + Number.parseInt(digits[0] as string, 16).toString(2).length
  return `${digits.slice(0, END_DIGITS)}…${digits.slice(-END_DIGITS)} (a ${bits}-bit value)`
}

/**
 * A value given as a code point, for a message: `U+00E9`; a huge one by its hex ends and bit length
 * (linear time); a negative or fractional one as written (a huge negative one as `-0x…`).
 *
 * @example
 * ```ts
 * console.assert(describeCodePoint(0xe9) === 'U+00E9')
 * console.assert(describeCodePoint(-1) === '-1')
 * console.assert(describeCodePoint(2n ** 4000n).endsWith('(a 4001-bit value)'))
 * ```
 */
export function describeCodePoint(value: unknown): string {
  if (typeof value === 'bigint') {
    if (value >= 0n) return `U+${shortHex(value.toString(16))}`
    // Decimal conversion of a huge value is slow and long: beyond 2^64 show hex.
    return value > -(1n << 64n) ? String(value) : `-0x${shortHex((-value).toString(16))}`
  }
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? `U+${shortHex(value.toString(16))}` : String(value)
  }
  return `a ${value === null ? 'null' : typeof value}`
}

const DESCRIPTIONS: Record<DecodeErrorKind, string> = {
  truncated: 'truncated sequence',
  'unexpected-continuation': 'unexpected continuation',
  'invalid-lead': 'invalid lead',
  overlong: 'overlong sequence',
  surrogate: 'surrogate',
  'out-of-range': 'code point out of range',
  'non-canonical-length': 'non-canonical length field',
  reserved: 'reserved run',
  unrepresentable: 'code point not representable in a JavaScript string',
}

/** A unit in hex, as many digits as `unitBits` needs (a unit too wide for its scheme shows all). */
export function unitHex(unit: number, unitBits: number): string {
  return unit
    .toString(16)
    .toUpperCase()
    .padStart(Math.ceil(unitBits / 4), '0')
}

function hexUnits(units: ArrayLike<number>, unitBits: number): string {
  const shown = Math.min(units.length, 16)
  const parts: string[] = []
  for (let i = 0; i < shown; i++) parts.push(unitHex(units[i] ?? 0, unitBits))
  return parts.join(' ') + (units.length > shown ? ' …' : '')
}

export function describe(kind: DecodeErrorKind, offset: number, details: DecodeErrorDetails): string {
  const unit = details.unit ?? 'byte'
  let what = details.reason ?? DESCRIPTIONS[kind]
  if (details.reason === undefined) {
    if (details.length !== undefined && (kind === 'overlong' || kind === 'truncated')) {
      what = `${kind} ${details.length}-${unit} sequence`
    } else if (details.codePoint !== undefined) {
      what = `${what} ${describeCodePoint(details.codePoint)}`
    }
  }
  const where =
    details.end !== undefined && details.end - offset > 1
      ? `at ${unit}s ${offset}–${details.end - 1}`
      : `at ${unit} ${offset}`
  const shown =
    details.units && details.units.length > 0
      ? ` (${hexUnits(details.units, details.unitBits ?? (unit === 'hunk' ? 9 : 8))})`
      : ''
  return `${what} ${where}${shown}${details.why === undefined ? '' : `: ${details.why}`}`
}
