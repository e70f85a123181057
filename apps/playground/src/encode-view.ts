/**
 * The Encode view: the input in every scheme, side by side: hex bytes, byte count and a bit diagram per
 * code point, or why the scheme cannot encode it.
 *
 * @module
 */

import { type ExplainedSequence, formatCodePoint } from '@utf8x/core'
import { checkDocument, MAGIC } from '@utf8x/corrected-utf8'
import { copyButton } from './_copy.ts'
import { describeCodePoint } from './_decode.ts'
import { diagramElement } from './_diagram-view.ts'
import { diffEncodings, diffUnits, type UnitDiff } from './_diff.ts'
import { byId, count, h } from './_dom.ts'
import {
  type EncodedCodePoint,
  type EncodeInput,
  encodeWith,
  MAX_DIAGRAMS,
  readEncodeInput,
} from './_encode.ts'
import { isHidden } from './_families.ts'
import { COPY_FORMS, formatHex } from './_hex.ts'
import { SCHEMES, type Scheme, schemeById, status, type Units } from './_schemes.ts'
import type { State } from './_state.ts'
import { type Change, familyGroups } from './scheme-tools.ts'

/** The scheme the cards mark their differences from. */
const REFERENCE = 'utf-8'

/**
 * Units in hex with the ones that differ (`marks[i]` is 1) in `<mark>`: the text is the hex of all the
 * units, as without marks.
 */
export function markedHex(units: Units, unitBits: number, marks: Uint8Array | null): Node[] {
  if (units.length === 0) return [document.createTextNode('(none)')]
  if (marks === null || !marks.includes(1)) return [document.createTextNode(formatHex(units, unitBits))]
  const out: Node[] = []
  let start = 0
  for (let i = 1; i <= units.length; i++) {
    if (i < units.length && marks[i] === marks[start]) continue
    const hex = formatHex(units.subarray(start, i), unitBits)
    if (start > 0) out.push(document.createTextNode(' '))
    out.push(marks[start] ? h('mark', { class: 'differs' }, hex) : document.createTextNode(hex))
    start = i
  }
  return out
}

/** `U+1F600 😀 is ED A0 BD ED B8 80 (6 bytes), UTF-8 F0 9F 98 80 (4 bytes)`. */
function differenceText(diff: UnitDiff): string {
  const each = diff.listed.map(
    (d) =>
      `${describeCodePoint(d.codePoint)} is ${formatHex(d.units)} (${count(d.units.length, 'byte')}), UTF-8 ${formatHex(d.other)} (${count(d.other.length, 'byte')})`,
  )
  const rest = diff.differing - diff.listed.length
  return `${each.join('; ')}${rest > 0 ? `; and ${rest} more` : ''}.`
}

/** What a card says of its bytes beside UTF-8's: the text equivalent of its marks. */
function diffNote(s: Scheme, diff: UnitDiff | null, input: EncodeInput): HTMLElement | null {
  if (s.unit !== 'byte') return null
  if (s.id === REFERENCE)
    return h(
      'p',
      { class: 'diff-note', 'data-role': 'diff', 'data-differs': 'reference' },
      'The reference: other cards mark the bytes that differ from these.',
    )
  if (diff === null) {
    const empty = input.kind === 'text' ? input.text === '' : input.codePoints.length === 0
    return empty
      ? null
      : h(
          'p',
          { class: 'diff-note', 'data-role': 'diff', 'data-differs': 'unknown' },
          'UTF-8 cannot encode this: no bytes to compare with.',
        )
  }
  if (diff.differing === 0)
    return h(
      'p',
      { class: 'diff-note', 'data-role': 'diff', 'data-differs': '0' },
      'Same bytes as UTF-8 (and bits: see its card).',
    )
  return h(
    'p',
    { class: 'diff-note', 'data-role': 'diff', 'data-differs': diff.differing },
    h('strong', {}, `Differs from UTF-8 in ${diff.differing} of ${count(diff.total, 'character')}`),
    ' (marked): ',
    differenceText(diff),
  )
}

function halfName(sequence: ExplainedSequence, index: number): string {
  const half = sequence.surrogateHalf
  if (half !== undefined && sequence.storedValue !== null) {
    return `${half} surrogate ${formatCodePoint(sequence.storedValue)}`
  }
  return `sequence ${index + 1}`
}

function sequenceElement(sequence: ExplainedSequence, label: string | null): HTMLElement {
  return h(
    'div',
    { class: 'sequence' },
    label ? h('span', { class: 'half-label' }, label) : null,
    h('code', { class: 'sequence-hex' }, sequence.hex),
    diagramElement(sequence),
  )
}

function codePointElement(item: EncodedCodePoint, index: number, differs: boolean): HTMLElement {
  const head = h(
    'span',
    { class: 'code-point' },
    describeCodePoint(item.codePoint),
    differs ? h('span', { class: 'differs-label' }, ' · differs from UTF-8') : null,
  )
  if (item.problem) {
    return h(
      'li',
      { class: 'cannot', 'data-kind': item.problem.kind, 'data-index': index },
      head,
      h('span', { class: 'reason' }, `cannot encode: ${item.problem.kind.replace(/-/g, ' ')}`),
    )
  }
  const halves = item.sequences.length > 1
  return h(
    'li',
    {
      class: halves ? 'halves' : null,
      'data-index': index,
      'data-sequences': item.sequences.length,
      'data-differs': differs ? 'true' : null,
    },
    head,
    item.sequences.map((sequence, i) =>
      sequenceElement(sequence, halves ? `${halfName(sequence, i)} (${sequence.units.length} bytes)` : null),
    ),
  )
}

/**
 * The diagram rows of a card. Beside UTF-8's, a card draws only the code points whose bytes differ from
 * UTF-8's (and those it cannot encode); the others are named in one line, their diagrams being UTF-8's.
 */
function rows(codePoints: readonly EncodedCodePoint[], diff: UnitDiff | null): HTMLElement[] {
  if (diff === null) return codePoints.map((item, i) => codePointElement(item, i, false))
  const out: HTMLElement[] = []
  const same: string[] = []
  codePoints.forEach((item, i) => {
    if (diff.codePoints[i] === 1 || item.problem !== null)
      out.push(codePointElement(item, i, diff.codePoints[i] === 1))
    else same.push(describeCodePoint(item.codePoint))
  })
  // A card with the same bytes as UTF-8 says so in its note, and draws nothing.
  if (same.length > 0 && out.length > 0) {
    out.push(
      h(
        'li',
        { class: 'same-rows', 'data-role': 'same-rows' },
        `Same bits as UTF-8 (its card draws them): ${same.join(', ')}.`,
      ),
    )
  }
  return out
}

/** Corrected UTF-8's card: the checkbox for a document (magic number first) and its rules' findings. */
function documentControls(
  input: EncodeInput,
  magic: boolean,
  setMagic: (on: boolean) => void,
): HTMLElement[] {
  const box = h('input', { type: 'checkbox', id: 'encode-magic', checked: magic })
  box.addEventListener('change', () => setMagic(box.checked))
  const label = h(
    'label',
    { class: 'magic', for: 'encode-magic' },
    box,
    ' As a document: the magic number ',
    h('code', {}, formatHex(MAGIC, 8)),
    ' first, and the document rules',
  )
  if (!magic || input.kind !== 'text') return [h('p', { class: 'magic-row' }, label)]
  const findings = checkDocument(input.text)
  return [
    h('p', { class: 'magic-row' }, label),
    findings.length === 0
      ? h('p', { class: 'note', 'data-role': 'document-rules' }, 'The document rules find nothing.')
      : h(
          'ul',
          { class: 'document-rules', 'data-role': 'document-rules', 'aria-label': 'Document rules' },
          findings.map((f) =>
            h(
              'li',
              { 'data-rule': f.rule },
              `${f.severity} (line ${f.line}, column ${f.column}): ${f.message}`,
            ),
          ),
        ),
  ]
}

function card(
  s: Scheme,
  input: EncodeInput,
  reference: Scheme | undefined,
  magic: boolean,
  setMagic: (on: boolean) => void,
): HTMLElement {
  const title = h('h2', { id: `card-${s.id}` }, s.label, ' ', h('code', {}, s.id))
  const attributes = { class: 'card', 'data-scheme': s.id, 'aria-labelledby': `card-${s.id}` }
  const result = encodeWith(s.codec, input)
  const unit = s.unit === 'byte' ? 'byte' : 'hunk'
  const document = s.id === 'corrected-utf-8'
  const withMagic = document && magic && result.bytes !== null
  const units =
    withMagic && result.bytes !== null ? Uint8Array.from([...MAGIC, ...result.bytes]) : result.bytes
  // A document's magic number is not part of the text's encoding: no marks beside UTF-8 then.
  const diff =
    units !== null && !withMagic && reference !== undefined && s.unit === 'byte' && s.id !== reference.id
      ? diffEncodings(s.codec, units, reference.codec, input)
      : null
  const summary = units
    ? [
        h(
          'p',
          { class: 'count' },
          h('span', { 'data-role': 'count' }, String(units.length)),
          count(units.length, unit).replace(/^[\d,]+/, ''),
        ),
        h(
          'p',
          { class: 'hex' },
          h('code', { 'data-role': 'hex' }, markedHex(units, s.unitBits, diff?.marks ?? null)),
        ),
        diffNote(s, diff, input),
        h(
          'p',
          { class: 'copy-row' },
          h('span', { class: 'copy-label' }, 'Copy'),
          COPY_FORMS.filter((f) => f.id !== 'base64' || s.unitBits <= 8).map((f) =>
            copyButton(f.name, `Copy the ${s.id} ${unit}s as ${f.name}`, () => f.write(units, s.unitBits)),
          ),
        ),
      ]
    : [
        h(
          'p',
          { class: 'problem', 'data-role': 'problem', 'data-kind': result.problem?.kind ?? 'error' },
          h('strong', {}, 'Cannot encode'),
          ` (${result.problem?.kind ?? 'error'}): `,
          result.problem?.message ?? '',
        ),
      ]
  const more =
    result.total > MAX_DIAGRAMS
      ? h('p', { class: 'note' }, `Diagrams for the first ${MAX_DIAGRAMS} of ${result.total} code points.`)
      : null
  return h(
    'article',
    attributes,
    title,
    document ? documentControls(input, magic, setMagic) : null,
    summary,
    h(
      'ol',
      { class: 'diagrams', 'aria-label': `${s.label}: code points bit by bit` },
      rows(result.codePoints, diff),
    ),
    more,
  )
}

/** The units of a code point's row: its sequences one after the other. */
function rowUnits(item: EncodedCodePoint | undefined): number[] | null {
  if (item === undefined || item.problem !== null) return null
  return item.sequences.flatMap((sequence) => [...sequence.units])
}

/** One scheme's cell of a compare row: its units with the ones that differ marked, or why it cannot. */
function compareCell(s: Scheme, item: EncodedCodePoint | undefined, other: number[] | null): HTMLElement {
  const units = rowUnits(item)
  if (units === null) {
    return h(
      'td',
      { 'data-scheme': s.id, 'data-kind': item?.problem?.kind ?? 'error' },
      h('span', { class: 'reason' }, `cannot encode: ${(item?.problem?.kind ?? 'error').replace(/-/g, ' ')}`),
    )
  }
  const array = s.unitBits > 8 ? Uint16Array.from(units) : Uint8Array.from(units)
  return h(
    'td',
    { 'data-scheme': s.id },
    h(
      'code',
      { 'data-role': 'units' },
      markedHex(array, s.unitBits, other === null ? null : diffUnits(units, other)),
    ),
    h('span', { class: 'unit-count' }, ` (${count(units.length, s.unit)})`),
  )
}

/** Two schemes side by side, one row per character, the units that differ marked. */
function compareTable(a: Scheme, b: Scheme, input: EncodeInput): HTMLElement {
  const ra = encodeWith(a.codec, input)
  const rb = encodeWith(b.codec, input)
  let differing = 0
  const rows = ra.codePoints.map((item, i) => {
    const other = rb.codePoints[i]
    const ua = rowUnits(item)
    const ub = rowUnits(other)
    const same = ua !== null && ub !== null && ua.length === ub.length && ua.every((u, j) => u === ub[j])
    if (!same) differing++
    return h(
      'tr',
      { 'data-differs': same ? 'false' : 'true' },
      h(
        'th',
        { scope: 'row', class: 'code-point' },
        describeCodePoint(item.codePoint),
        ' ',
        h('span', { class: same ? 'same' : 'differs', 'data-role': 'same' }, same ? 'same' : 'differs'),
      ),
      compareCell(a, item, ub),
      compareCell(b, other, ua),
    )
  })
  const shown = ra.codePoints.length
  const caption = `${a.id} and ${b.id}, character by character: ${differing} of ${count(shown, 'character')} ${differing === 1 ? 'differs' : 'differ'}${shown < ra.total ? ` (the first ${shown} of ${ra.total} shown)` : ''}.`
  const name = (s: Scheme) => h('th', { scope: 'col' }, s.label, ' ', h('code', {}, s.id))
  return h(
    'div',
    { class: 'compare-wrap' },
    h(
      'table',
      { class: 'compare', 'data-role': 'compare', 'data-first': a.id, 'data-second': b.id },
      h('caption', { 'data-role': 'compare-caption' }, caption),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Character'), name(a), name(b))),
      h('tbody', {}, rows),
    ),
  )
}

/** What the Encode view needs of the page: to change the state, or only record it (a group folded). */
export interface EncodeHooks {
  readonly change: Change
  readonly remember: Change
  readonly current: () => State
  /** Corrected UTF-8's card: show it as a document (magic number first), or not. */
  readonly setMagic?: (on: boolean) => void
}

/** Shows the Encode view for a state. */
export function renderEncode(state: State, hooks: EncodeHooks): void {
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
  const [first, second] = state.compare.split(',').map((id) => schemeById(id))
  if (first !== undefined && second !== undefined) {
    results.replaceChildren(compareTable(first, second, input))
    return
  }
  const reference = schemeById(REFERENCE)
  const shown = SCHEMES.filter((s) => !isHidden(state.hide, s.id))
  const cards = new Map(
    shown.map((s) => [s.id, card(s, input, reference, state.magic, hooks.setMagic ?? (() => {}))]),
  )
  const summary = (family: { id: string }, schemes: readonly Scheme[]) => {
    const refused = schemes.filter((s) => cards.get(s.id)?.querySelector('[data-role="problem"]')).length
    const differ = schemes.filter(
      (s) => Number(cards.get(s.id)?.querySelector('[data-role="diff"]')?.getAttribute('data-differs')) > 0,
    ).length
    const parts = []
    if (family.id !== 'hunks' && differ > 0)
      parts.push(`${differ} differ${differ === 1 ? 's' : ''} from UTF-8`)
    if (refused > 0) parts.push(`${refused} cannot encode this`)
    return parts.join(', ')
  }
  const groups = familyGroups(
    state,
    hooks.remember,
    hooks.current,
    (s) => cards.get(s.id) as HTMLElement,
    () => h('div', { class: 'family-cards' }),
    summary,
  )
  if (groups.length === 0) {
    results.replaceChildren(
      h(
        'p',
        { class: 'note', 'data-role': 'none-shown' },
        'No scheme is shown: choose some under “Schemes shown”.',
      ),
    )
    return
  }
  results.replaceChildren(...groups)
}
