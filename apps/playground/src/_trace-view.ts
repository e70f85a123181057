/**
 * Follow the bits of one character: the value a sequence stores, in binary, each data bit numbered by
 * its weight and coloured by the unit it lands in, above the sequence's units with the same numbers and
 * colours at the bits' places. Built from the codec's `explain` (core's `Explanation`), the same way for
 * every scheme. Each unit's line also says in words which bits of the value it holds.
 *
 * @module
 */

import { type ExplainedSequence, formatCodePoint } from '@utf8x/core'
import { h } from './_dom.ts'

/** Colours cycle through this many classes (`trace-0` …); the unit's number is written beside them. */
const COLOURS = 4

/** The weights a unit's data bits hold, high to low. */
function weightsOf(sequence: ExplainedSequence, unitIndex: number): number[] {
  return (sequence.diagram.units[unitIndex]?.bits ?? []).flatMap((b) =>
    b.role === 'data' && b.dataIndex !== undefined ? [b.dataIndex] : [],
  )
}

/** `bits 10–6` or `bit 0`. */
function span(weights: readonly number[]): string {
  if (weights.length === 1) return `bit ${weights[0]}`
  return `bits ${weights[0]}–${weights[weights.length - 1]}`
}

/** What the sequence's data bits hold: the code point, a surrogate half, or a value with an offset. */
function valueName(sequence: ExplainedSequence): string {
  const stored = sequence.storedValue
  if (stored === null) return 'no value'
  if (sequence.surrogateHalf !== undefined)
    return `the ${sequence.surrogateHalf} surrogate ${formatCodePoint(stored)}`
  if (sequence.codePoint !== null && BigInt(stored) === BigInt(sequence.codePoint))
    return formatCodePoint(stored)
  return `the stored value ${stored.toString()}${sequence.equation ? ` (${sequence.equation})` : ''}`
}

function bitCell(value: number, weight: number, unitIndex: number): HTMLElement {
  return h(
    'span',
    { class: `tbit trace-${unitIndex % COLOURS}`, 'data-weight': weight, 'data-unit': unitIndex },
    String(value),
    h('sub', {}, String(weight)),
  )
}

/** One sequence traced: its value's bits grouped by the unit they land in, then the units. */
function traceSequence(sequence: ExplainedSequence, unit: string): HTMLElement {
  const dataBits = sequence.diagram.dataBits
  const stored = sequence.storedValue === null ? 0n : BigInt(sequence.storedValue)
  const units = sequence.diagram.units
  const groups = units
    .map((_, u) => ({ u, weights: weightsOf(sequence, u) }))
    .filter((g) => g.weights.length > 0)
  const value = h(
    'div',
    { class: 'trace-value', 'data-role': 'value-bits', 'aria-hidden': 'true' },
    groups.map((g) =>
      h(
        'span',
        { class: 'tgroup' },
        g.weights.map((w) => bitCell(Number((stored >> BigInt(w)) & 1n), w, g.u)),
        h('span', { class: 'tdest' }, `→ ${unit} ${g.u + 1}`),
      ),
    ),
  )
  const bytes = h(
    'div',
    { class: 'trace-units', 'data-role': 'unit-bits', 'aria-hidden': 'true' },
    units.map((du, u) =>
      h(
        'span',
        { class: 'tgroup' },
        du.bits.map((b) =>
          b.role === 'data' && b.dataIndex !== undefined
            ? bitCell(b.value, b.dataIndex, u)
            : h('span', { class: 'tbit tstructure' }, String(b.value)),
        ),
        h('span', { class: 'tdest' }, `${unit} ${u + 1}`),
      ),
    ),
  )
  const spoken = units
    .map((du, u) => {
      const structure = du.bits.filter((b) => b.role === 'structure').map((b) => b.value)
      const weights = weightsOf(sequence, u)
      const data = du.bits.filter((b) => b.role === 'data').map((b) => b.value)
      const parts = [structure.length > 0 ? `structure bits ${structure.join('')}` : '']
      if (data.length > 0) parts.push(`data bits ${data.join('')}, ${span(weights)} of the value`)
      return `${unit} ${u + 1} (${du.value.toString(16).toUpperCase().padStart(2, '0')}): ${parts.filter(Boolean).join(', ')}`
    })
    .join('; ')
  return h(
    'div',
    { class: 'trace-sequence' },
    h(
      'p',
      { class: 'trace-caption' },
      `${valueName(sequence)} in binary: ${dataBits} data bits, numbered from 0 (the lowest)`,
    ),
    value,
    h(
      'p',
      { class: 'trace-caption' },
      `its ${units.length === 1 ? unit : `${units.length} ${unit}s`}: ${sequence.hex}`,
    ),
    bytes,
    h('p', { class: 'sr-only', 'data-role': 'spoken' }, `${spoken}.`),
  )
}

/**
 * The trace of one code point in one scheme: every sequence its encoding takes (two halves in CESU-8 and
 * Modified UTF-8), or the reason it has none.
 */
export function traceElement(sequences: readonly ExplainedSequence[], unit: string): HTMLElement {
  return h(
    'div',
    { class: 'trace' },
    sequences.map((s) => traceSequence(s, unit)),
  )
}
