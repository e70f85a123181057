/**
 * The one error formatter: every scheme's decoding errors say what broke, where, which units, and why,
 * in the same words, with the why read from the scheme's table (its unit patterns, least values and
 * maximum). `Cannot decode utf-8: overlong 2-byte sequence at byte 3 (C0 80): U+0000 takes 1 byte`.
 *
 * @module
 */

import { bitLength, type SequenceLayout } from '../bits.ts'
import { DecodeError, type DecodeErrorDetails } from '../errors.ts'
import { describeCodePoint, unitHex } from '../messages.ts'
import type { Step, Units } from './read.ts'
import type { Scheme } from './scheme.ts'

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** A unit in hex, as the message lists units: as many digits as the scheme's units need. */
function hex(scheme: Scheme<number | bigint>, unit: number): string {
  return unitHex(unit, scheme.unitBits)
}

/** A unit pattern as RFC 3629's table writes it: structure bits, then `x` for each data bit (`110xxxxx`). */
export function unitPattern(scheme: Scheme<number | bigint>, kind: number): string {
  const layout = scheme.layouts[kind === 0 ? 1 : kind] as SequenceLayout
  const data = kind === 0 ? layout.extensionDataBits : layout.leadDataBits
  const marker = kind === 0 ? layout.extensionMarker : layout.leadMarker
  const structure = (marker >> data).toString(2).padStart(scheme.unitBits - data, '0')
  return structure + 'x'.repeat(data)
}

/** What a unit is in a scheme: `41, a single byte (0xxxxxxx)`, `E2, a 3-byte lead (1110xxxx)`. */
function describeUnit(scheme: Scheme<number | bigint>, unit: number): string {
  const kind = unit < scheme.kinds.length ? (scheme.kinds[unit] as number) : -1
  const word = scheme.unitWord
  if (kind < 0) return `${hex(scheme, unit)}, which starts no sequence`
  if (kind === 0) return `${hex(scheme, unit)}, an extension ${word} (${unitPattern(scheme, 0)})`
  if (kind === 1) return `${hex(scheme, unit)}, a single ${word} (${unitPattern(scheme, 1)})`
  return `${hex(scheme, unit)}, a ${kind}-${word} lead (${unitPattern(scheme, kind)})`
}

/** The units that start a reserved run: `FE and FF`. */
function reservedUnits(scheme: Scheme<number | bigint>): string {
  const list: string[] = []
  scheme.kinds.forEach((kind, unit) => {
    if (kind === -2) list.push(hex(scheme, unit))
  })
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : (list[0] ?? '')
}

/** Units a value takes in its shortest form. */
function shortestLength(scheme: Scheme<number | bigint>, value: number | bigint): number {
  if (value === 0 && scheme.modifiedNul) return 2
  return scheme.lengthForBits[Math.min(bitLength(value), scheme.lengthForBits.length - 1)] as number
}

/** Why the sequence `step` read at `units[at]` breaks its rule, in the scheme's own terms. */
function why(
  scheme: Scheme<number | bigint>,
  units: Units,
  at: number,
  end: number,
  step: Step,
): string | undefined {
  const word = scheme.unitWord
  const unit = units[at] as number
  if (unit < scheme.kinds.length && scheme.kinds[unit] === -3 && step.kind !== 'unrepresentable') {
    return scheme.leadRule?.why?.(units, at, end, step)
  }
  switch (step.kind) {
    case 'unexpected-continuation':
      return `an extension ${word} (${unitPattern(scheme, 0)}) cannot start a sequence`
    case 'invalid-lead':
      if (unit >= scheme.kinds.length)
        return `${word} ${hex(scheme, unit)} is wider than ${plural(scheme.unitBits, 'bit')}`
      if (unit === 0 && scheme.modifiedNul) return `${scheme.name} writes U+0000 as C0 80`
      return `${hex(scheme, unit)} starts no sequence in ${scheme.name}`
    case 'truncated': {
      const found = step.length
      const next = at + found < end ? describeUnit(scheme, units[at + found] as number) : null
      return `the lead (${unitPattern(scheme, step.announced)}) announces ${plural(step.announced - 1, `extension ${word}`)}; ${found - 1} came, then ${next === null ? 'the input ends' : next}`
    }
    case 'overlong':
      return `${describeCodePoint(step.value)} takes ${plural(shortestLength(scheme, step.value), word)}`
    case 'surrogate':
      if (scheme.surrogates === 'lone') {
        return `a high surrogate right before a low one is one character, written in ${plural(shortestLength(scheme, 0x10000), word)}`
      }
      if (scheme.surrogates === 'pairs')
        return `${scheme.name} takes a surrogate only as a high one right before a low one`
      return `${scheme.name} does not encode surrogates`
    case 'reserved':
      return `${reservedUnits(scheme)} start a reserved run, which goes on through them and extension ${word}s and holds no character`
    case 'out-of-range':
      return `the largest code point of ${scheme.name} is ${describeCodePoint(scheme.maxCodePoint)}`
    default:
      return typeof step.value === 'number' && step.value <= 0x10ffff
        ? 'a surrogate value, which a JavaScript string cannot hold faithfully; decode to code points to read it'
        : 'a JavaScript string holds values up to U+10FFFF; decode to code points to read it'
  }
}

/**
 * The `DecodeError` for the ill-formed sequence `step` read at `units[at]` (or, with `step.kind` set to
 * `unrepresentable`, the valid one a string cannot hold): the kind, the offset (`at` plus `base`, where
 * the units started in the whole input), a copy of the units read, the length the lead announced or the
 * value, and why.
 */
export function stepError(
  scheme: Scheme<number | bigint>,
  units: Units,
  at: number,
  step: Step,
  end: number = units.length,
  base = 0,
): DecodeError {
  const kind = step.kind ?? 'unrepresentable'
  const details: { -readonly [K in keyof DecodeErrorDetails]: DecodeErrorDetails[K] } = {
    // A view: DecodeError keeps a copy of the few units it names.
    units: units.subarray(at, at + step.length),
    unit: scheme.unitWord,
    unitBits: scheme.unitBits,
  }
  const reason = why(scheme, units, at, end, step)
  if (reason !== undefined) details.why = reason
  if (kind === 'reserved') details.end = at + step.length + base
  else if ((kind === 'truncated' || kind === 'overlong') && step.announced > 0)
    details.length = step.announced
  if (kind === 'overlong' || kind === 'surrogate' || kind === 'out-of-range' || kind === 'unrepresentable')
    details.codePoint = step.value
  return new DecodeError(scheme.name, kind, at + base, details)
}
