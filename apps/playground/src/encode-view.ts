/**
 * The Encode view: the input in every scheme, side by side: hex bytes, byte count and a bit diagram per
 * code point, or why the scheme cannot encode it.
 *
 * @module
 */

import { type ExplainedSequence, formatCodePoint } from '@utf8x/core'
import { aboutScheme, packageUrl } from './_about.ts'
import { copyButton } from './_copy.ts'
import { describeCodePoint } from './_decode.ts'
import { type BitsMode, diagramElement } from './_diagram-view.ts'
import { byId, count, h } from './_dom.ts'
import type { WholeEncoding } from './_encode.ts'
import {
  type EncodedCodePoint,
  type EncodeInput,
  encodeRows,
  encodeWhole,
  headOf,
  MAX_DIAGRAMS,
  readEncodeInput,
} from './_encode.ts'
import { COPY_FORMS, formatHex } from './_hex.ts'
import { SCHEMES, type Scheme, status, type Units } from './_schemes.ts'
import type { State } from './_state.ts'
import { traceElement } from './_trace-view.ts'

function halfName(sequence: ExplainedSequence, index: number): string {
  const half = sequence.surrogateHalf
  if (half !== undefined && sequence.storedValue !== null) {
    return `${half} surrogate ${formatCodePoint(sequence.storedValue)}`
  }
  return `sequence ${index + 1}`
}

/** How the diagrams show bits (the toggle above the cards). */
let mode: BitsMode = 'letters'

function sequenceElement(sequence: ExplainedSequence, label: string | null, unit: string): HTMLElement {
  return h(
    'div',
    { class: 'sequence' },
    label ? h('span', { class: 'half-label' }, label) : null,
    h('code', { class: 'sequence-hex' }, sequence.hex),
    diagramElement(sequence, mode, unit),
  )
}

function codePointElement(item: EncodedCodePoint, unit: string): HTMLElement {
  const head = h('span', { class: 'code-point' }, describeCodePoint(item.codePoint))
  if (item.problem) {
    return h(
      'li',
      { class: 'cannot', 'data-kind': item.problem.kind },
      head,
      h('span', { class: 'reason' }, `cannot encode: ${item.problem.kind.replace(/-/g, ' ')}`),
    )
  }
  const halves = item.sequences.length > 1
  return h(
    'li',
    { class: halves ? 'halves' : null, 'data-sequences': item.sequences.length },
    head,
    item.sequences.map((sequence, i) =>
      sequenceElement(
        sequence,
        halves ? `${halfName(sequence, i)} (${sequence.units.length} bytes)` : null,
        unit,
      ),
    ),
  )
}

/** Hex is shown for this many units at the most (the copy buttons copy them all). */
export const MAX_HEX = 1024

/**
 * Each scheme's card as last drawn, and what its parts were drawn for: a part is drawn again only when
 * what it shows changed (typing at the end of a long text redraws the counts, not the diagrams).
 */
const drawn = new Map<
  string,
  {
    card: HTMLElement
    summary: HTMLElement
    list: HTMLElement
    more: HTMLElement
    keys: string[]
    current: { units: Units | null }
  }
>()

function countElement(n: number, unit: string): HTMLElement {
  return h(
    'p',
    { class: 'count' },
    h('span', { 'data-role': 'count' }, String(n)),
    count(n, unit).replace(/^[\d,]+/, ''),
  )
}

function hexNote(n: number, unit: string): string {
  return `The first ${count(MAX_HEX, unit)} of ${n.toLocaleString('en')}; the copy buttons copy them all.`
}

/** The card's summary; its copy buttons copy `current.units`, the units shown last. */
function summaryOf(
  s: Scheme,
  whole: WholeEncoding,
  hex: string,
  current: { units: Units | null },
): HTMLElement[] {
  const unit = s.unit === 'byte' ? 'byte' : 'hunk'
  const units = whole.bytes
  if (units === null) {
    return [
      h(
        'p',
        { class: 'problem', 'data-role': 'problem', 'data-kind': whole.problem?.kind ?? 'error' },
        h('strong', {}, 'Cannot encode'),
        ` (${whole.problem?.kind ?? 'error'}): `,
        whole.problem?.message ?? '',
      ),
    ]
  }
  return [
    countElement(units.length, unit),
    h('p', { class: 'hex' }, h('code', { 'data-role': 'hex' }, hex || '(none)')),
    units.length > MAX_HEX
      ? h('p', { class: 'note', 'data-role': 'hex-note' }, hexNote(units.length, unit))
      : null,
    h(
      'p',
      { class: 'copy-row' },
      h('span', { class: 'copy-label' }, 'Copy'),
      COPY_FORMS.filter((f) => f.id !== 'base64' || s.unitBits <= 8).map((f) =>
        copyButton(f.name, `Copy the ${s.id} ${unit}s as ${f.name}`, () =>
          f.write(current.units ?? units, s.unitBits),
        ),
      ),
    ),
  ].filter((p) => p !== null)
}

function card(s: Scheme, input: EncodeInput, head: readonly (number | bigint)[], total: number): HTMLElement {
  const whole = encodeWhole(s.codec, input)
  let shown = drawn.get(s.id)
  if (shown === undefined) {
    const title = h('h2', { id: `card-${s.id}` }, s.label, ' ', h('code', {}, s.id))
    const about = aboutScheme(s.id)
    const blurb = about
      ? h(
          'p',
          { class: 'about', 'data-role': 'about' },
          about.line,
          ' ',
          h('a', { href: packageUrl(about.pkg), 'data-role': 'package' }, `@utf8x/${about.pkg}`),
          ' · ',
          about.source.url
            ? h('a', { href: about.source.url, 'data-role': 'source' }, about.source.title)
            : h('span', { 'data-role': 'source' }, about.source.title),
        )
      : null
    const summary = h('div', { class: 'summary' })
    const list = h('ol', { class: 'diagrams', 'aria-label': `${s.label}: code points bit by bit` })
    const more = h('p', { class: 'note', hidden: true })
    const element = h(
      'article',
      { class: 'card', 'data-scheme': s.id, 'aria-labelledby': `card-${s.id}` },
      title,
      blurb,
      summary,
      list,
      more,
    )
    shown = { card: element, summary, list, more, keys: [], current: { units: null } }
    drawn.set(s.id, shown)
  }
  // The summary: the units (the copy buttons copy the current ones), or the problem.
  const units = whole.bytes
  const hex = units ? formatHex(units.subarray(0, MAX_HEX), s.unitBits) : ''
  const summaryKey = units
    ? `units\n${units.length > MAX_HEX}\n${hex}`
    : `problem\n${whole.problem?.kind}\n${whole.problem?.message}`
  shown.current.units = units
  if (units && shown.keys[1] === summaryKey) {
    // Only the count changed (typing beyond the hex shown): the rest stays as drawn.
    const unit = s.unit === 'byte' ? 'byte' : 'hunk'
    shown.summary.querySelector('.count')?.replaceWith(countElement(units.length, unit))
    const note = shown.summary.querySelector('[data-role="hex-note"]')
    if (note) note.textContent = hexNote(units.length, unit)
  } else {
    shown.summary.replaceChildren(...summaryOf(s, whole, hex, shown.current))
    shown.keys[1] = summaryKey
  }
  // The diagrams depend on the first code points, how they are read, and an error among them only.
  const shownProblem = whole.problemAt >= 0 && whole.problemAt < MAX_DIAGRAMS ? whole.problem : null
  const key = [
    mode,
    input.kind,
    head.join(','),
    shownProblem ? whole.problemAt : -1,
    shownProblem?.kind,
    shownProblem?.message,
  ].join('\n')
  if (shown.keys[0] !== key) {
    shown.list.replaceChildren(
      ...encodeRows(s.codec, input, head, whole).map((item) => codePointElement(item, s.unit)),
    )
    shown.keys[0] = key
  }
  const note = total > MAX_DIAGRAMS ? `Diagrams for the first ${MAX_DIAGRAMS} of ${total} code points.` : ''
  if (shown.more.textContent !== note) shown.more.textContent = note
  shown.more.hidden = note === ''
  return shown.card
}

/** Shows the Encode view for a state. */
export function renderEncode(state: State): void {
  const note = byId('encode-note')
  const results = byId('encode-results')
  let input: EncodeInput
  try {
    input = readEncodeInput(state.input, state.codePoints)
    note.textContent = ''
    note.classList.remove('error')
  } catch (error) {
    note.textContent = error instanceof Error ? error.message : String(error)
    note.classList.add('error')
    results.replaceChildren()
    return
  }
  if (status.codecs !== '') {
    results.replaceChildren(h('p', { class: 'missing-note' }, status.codecs))
    return
  }
  const { head, total } = headOf(input)
  const cards = SCHEMES.map((s) => card(s, input, head, total))
  if (cards.some((c, i) => results.children[i] !== c) || results.children.length !== cards.length) {
    results.replaceChildren(...cards)
  }
  last = state
  wireBits()
  renderTrace(input, head)
}

/** The state shown last (the bits toggle and the trace's choices draw it again). */
let last: State | null = null
let wired = false

/** The toggle between Barber's letters and the real bits, and the trace's two lists. */
function wireBits(): void {
  if (wired) return
  wired = true
  for (const id of ['bits-letters', 'bits-real']) {
    byId<HTMLInputElement>(id).addEventListener('change', () => {
      mode = byId<HTMLInputElement>('bits-real').checked ? 'bits' : 'letters'
      document.body.dataset['bits'] = mode
      if (last) renderEncode(last)
    })
  }
  for (const id of ['trace-char', 'trace-scheme']) {
    byId(id).addEventListener('change', () => {
      traced = ''
      if (last) renderEncode(last)
    })
  }
}

/** What the trace shows now (its lists' choices and the code points offered), so it is drawn only when that changes. */
let traced = ''

/** Follow the bits of one character: the chosen code point of the input in the chosen scheme. */
function renderTrace(input: EncodeInput, head: readonly (number | bigint)[]): void {
  const charList = byId<HTMLSelectElement>('trace-char')
  const schemeList = byId<HTMLSelectElement>('trace-scheme')
  const out = byId('trace-result')
  if (schemeList.options.length !== SCHEMES.length) {
    schemeList.replaceChildren(...SCHEMES.map((s) => h('option', { value: s.id }, `${s.label} (${s.id})`)))
  }
  const offered = head.join(',')
  if (charList.dataset['offered'] !== offered) {
    const chosen = charList.value
    // The first character beyond ASCII teaches most; the list offers the first code points of the input.
    const firstWide = head.findIndex((cp) => Number(cp) > 0x7f)
    charList.replaceChildren(...head.map((cp, i) => h('option', { value: String(i) }, describeCodePoint(cp))))
    charList.dataset['offered'] = offered
    charList.value = chosen !== '' && Number(chosen) < head.length ? chosen : String(Math.max(0, firstWide))
  }
  const key = [mode, input.kind, offered, charList.value, schemeList.value].join('\n')
  if (key === traced) return
  traced = key
  const scheme = SCHEMES.find((s) => s.id === schemeList.value)
  const index = Number(charList.value)
  const codePoint = head[index]
  if (scheme === undefined || codePoint === undefined) {
    out.replaceChildren(h('p', { class: 'note' }, 'Type some text to follow its bits.'))
    return
  }
  const whole = encodeWhole(
    scheme.codec,
    input.kind === 'text'
      ? { kind: 'text', text: String.fromCodePoint(Number(codePoint)) }
      : { kind: 'code-points', codePoints: [codePoint] },
  )
  const [row] = encodeRows(
    scheme.codec,
    input.kind === 'text'
      ? { kind: 'text', text: String.fromCodePoint(Number(codePoint)) }
      : { kind: 'code-points', codePoints: [codePoint] },
    [codePoint],
    whole,
  )
  if (row === undefined || row.problem) {
    out.replaceChildren(
      h(
        'p',
        { class: 'note' },
        `${scheme.id} cannot encode ${describeCodePoint(codePoint)}${row?.problem ? ` (${row.problem.kind.replace(/-/g, ' ')})` : ''}.`,
      ),
    )
    return
  }
  out.replaceChildren(traceElement(row.sequences, scheme.unit))
}
