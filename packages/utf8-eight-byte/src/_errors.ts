/**
 * The errors of this package's decoders, built only on the throw path. Each says which structural rule
 * of Barber's table seven broke: an extension unit where a sequence must start, a unit that may start
 * nothing, a lead or a single where only an extension may stand, or a value with a shorter form.
 *
 * @module
 */

import { bitDiagram, DecodeError, formatCodePoint, formatDiagram } from '@utf8x/core'
import { bitLength } from '@utf8x/core/internal'
import { type Scheme, structureBits, unitKind } from './_scheme.ts'
import { scanSequence, scanState, sequenceValue, type Units } from './_sequence.ts'

/**
 * A unit's pattern in table seven's notation (`1110'dddd`, `10dd'dddd`): structure bits as 0/1, data
 * bits as `d`. A unit that starts nothing is written with all its bits.
 */
export function unitPattern(scheme: Scheme, kind: number, unit = 0): string {
  if (kind < 0) return patternNow(scheme, kind, unit)
  let known = patterns.get(scheme)
  if (known === undefined) patterns.set(scheme, (known = []))
  return (known[kind] ??= patternNow(scheme, kind, unit))
}

const patterns = /* @__PURE__ */ new WeakMap<Scheme, string[]>()

function patternNow(scheme: Scheme, kind: number, unit: number): string {
  const marker =
    kind < 0 ? unit : kind === 0 ? scheme.layouts[1]?.extensionMarker : scheme.layouts[kind]?.leadMarker
  const diagram = bitDiagram([marker ?? 0], [structureBits(scheme, kind)], scheme.unitBits)
  return formatDiagram(diagram, 'pattern').replace(/w/g, '1').replace(/z/g, '0')
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

function describeUnit(scheme: Scheme, unit: number): string {
  const kind = unitKind(scheme, unit)
  if (kind < 0) return `${unit.toString(16).toUpperCase()} (starts nothing)`
  if (kind === 1) return `a single ${unitPattern(scheme, 1)}`
  return `a ${kind}-${scheme.unitWord} lead ${unitPattern(scheme, kind)}`
}

/** The units to show in a message: `units[i:i+count)`, copied. */
function shown(units: Units, i: number, count: number): number[] {
  return Array.from(units.subarray(i, Math.min(units.length, i + count)))
}

/** The `length` units `value` needs in `scheme`. */
export function lengthOf(scheme: Scheme, value: number | bigint): number {
  return scheme.lengthForBits[bitLength(value)] as number
}

/**
 * The error for the ill-formed sequence at `units[i]` (the caller knows {@link scanSequence} fails there).
 */
export function sequenceError(units: Units, i: number, end: number, scheme: Scheme): DecodeError {
  scanSequence(units, i, end, scheme)
  const { kind, found, length } = scanState
  const word = scheme.unitWord
  const unit = units[i] as number
  const ext = unitPattern(scheme, 0)
  if (kind === 'unexpected-continuation') {
    return new DecodeError(scheme.name, kind, i, {
      units: [unit],
      unit: word,
      reason: `extension ${word} ${ext} where a sequence must start`,
    })
  }
  if (kind === 'invalid-lead') {
    const why =
      unit >= scheme.kinds.length
        ? `is wider than ${plural(scheme.unitBits, 'bit')}`
        : scheme.name === 'utf-8-seven-byte' && unit === 0xff
          ? `cannot start a sequence (seven-byte UTF-8 leaves 1111'1111 unused, Barber §6)`
          : `cannot start a sequence`
    return new DecodeError(scheme.name, kind, i, {
      units: [unit],
      unit: word,
      reason: `${word} ${unit.toString(16).toUpperCase()} ${why}`,
    })
  }
  const lead = unitPattern(scheme, length)
  if (kind === 'truncated') {
    const then =
      i + found < end
        ? `then ${describeUnit(scheme, units[i + found] as number)} where only an extension ${word} ${ext} may stand`
        : 'then the input ends'
    return new DecodeError(scheme.name, kind, i, {
      units: shown(units, i, found + 1),
      unit: word,
      length,
      reason: `truncated ${length}-${word} sequence (lead ${lead} needs ${plural(length - 1, `extension ${word}`)}; found ${found - 1}, ${then})`,
    })
  }
  const value = sequenceValue(units, i, length, scheme)
  const row = scheme.rows?.[length]?.[1]
  const shorter = lengthOf(scheme, value)
  return new DecodeError(scheme.name, 'overlong', i, {
    units: shown(units, i, length),
    unit: word,
    length,
    codePoint: value,
    reason: `overlong ${length}-${word} sequence${row ? ` (row ${row})` : ''}: ${formatCodePoint(value)} takes ${plural(shorter, word)}`,
  })
}

/** The error for a well-formed sequence whose value a JavaScript string cannot hold. */
export function unrepresentableError(units: Units, i: number, n: number, scheme: Scheme): DecodeError {
  const value = sequenceValue(units, i, n, scheme)
  const surrogate = typeof value === 'number' && value >= 0xd800 && value <= 0xdfff
  return new DecodeError(scheme.name, 'unrepresentable', i, {
    units: shown(units, i, n),
    unit: scheme.unitWord,
    codePoint: value,
    reason: `${formatCodePoint(value)} ${surrogate ? 'is a surrogate value' : 'is above U+10FFFF'}, which a JavaScript string cannot hold (decode to code points instead)`,
  })
}
