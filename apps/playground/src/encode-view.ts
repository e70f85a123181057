/**
 * The Encode view: the input in every scheme, side by side: hex bytes, byte count and a bit diagram per
 * code point, or why the scheme cannot encode it.
 *
 * @module
 */

import { type ExplainedSequence, formatCodePoint } from '@utf8x/core'
import { checkDocument, MAGIC } from '@utf8x/corrected-utf8'
import { aboutScheme, packageUrl } from './_about.ts'
import { copyButton } from './_copy.ts'
import { describeCodePoint } from './_decode.ts'
import { type BitsMode, diagramElement } from './_diagram-view.ts'
import { diffEncodings, diffUnits, type UnitDiff } from './_diff.ts'
import { byId, count, h } from './_dom.ts'
import {
  type EncodedCodePoint,
  type EncodeInput,
  encodeRows,
  encodeWhole,
  encodeWith,
  headOf,
  MAX_DIAGRAMS,
  readEncodeInput,
  type WholeEncoding,
} from './_encode.ts'
import { isHidden } from './_families.ts'
import { COPY_FORMS, formatHex } from './_hex.ts'
import { SCHEMES, type Scheme, schemeById, status, type Units } from './_schemes.ts'
import type { State } from './_state.ts'
import { traceElement } from './_trace-view.ts'
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
    return h('p', { class: 'diff-note', 'data-role': 'diff', 'data-differs': '0' }, 'Same bytes as UTF-8.')
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

function codePointElement(
  item: EncodedCodePoint,
  index: number,
  differs: boolean,
  unit: string,
): HTMLElement {
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
      sequenceElement(
        sequence,
        halves ? `${halfName(sequence, i)} (${sequence.units.length} bytes)` : null,
        unit,
      ),
    ),
  )
}

/**
 * The diagram rows of a card. Beside UTF-8's, a card draws only the code points whose bytes differ from
 * UTF-8's (and those it cannot encode); the others are named in one line, their diagrams being UTF-8's.
 */
function rows(codePoints: readonly EncodedCodePoint[], diff: UnitDiff | null, unit: string): HTMLElement[] {
  if (diff === null) return codePoints.map((item, i) => codePointElement(item, i, false, unit))
  const out: HTMLElement[] = []
  const same: string[] = []
  codePoints.forEach((item, i) => {
    if (diff.codePoints[i] === 1 || item.problem !== null)
      out.push(codePointElement(item, i, diff.codePoints[i] === 1, unit))
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

/** Hex is shown for this many units at the most (the copy buttons copy them all). */
export const MAX_HEX = 1024

/**
 * Each scheme's card as last drawn, and what its parts were drawn for: a part is drawn again only when
 * what it shows changed (typing at the end of a long text redraws the counts and the note of differences,
 * not the hex shown or the diagrams).
 */
interface Drawn {
  readonly card: HTMLElement
  /** Corrected UTF-8's card: the checkbox for a document, and the document rules' findings below it. */
  readonly magic: {
    readonly row: HTMLElement
    readonly box: HTMLInputElement
    rules: HTMLElement | null
  } | null
  readonly summary: HTMLElement
  /** The folded part: what the scheme is, and the diagrams. */
  readonly detail: HTMLElement
  readonly list: HTMLElement
  readonly more: HTMLElement
  /** The summary of the card's folded part: what the scheme is, and how many characters it draws. */
  readonly foldLabel: HTMLElement
  readonly keys: string[]
  /** The units shown last (what the copy buttons copy), and the page's hook for the checkbox. */
  readonly current: { units: Units | null; setMagic: (on: boolean) => void }
}

const drawn = new Map<string, Drawn>()

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

/** Corrected UTF-8's checkbox for a document (magic number first); it calls the page's current hook. */
function magicRow(current: Drawn['current']): { row: HTMLElement; box: HTMLInputElement } {
  const box = h('input', { type: 'checkbox', id: 'encode-magic' }) as HTMLInputElement
  box.addEventListener('change', () => current.setMagic(box.checked))
  const label = h(
    'label',
    { class: 'magic', for: 'encode-magic' },
    box,
    ' As a document: the magic number ',
    h('code', {}, formatHex(MAGIC, 8)),
    ' first, and the document rules',
  )
  return { row: h('p', { class: 'magic-row' }, label), box }
}

/** The document rules' findings for text shown as a document, or `null`. */
function documentRules(input: EncodeInput, magic: boolean): HTMLElement | null {
  if (!magic || input.kind !== 'text') return null
  const findings = checkDocument(input.text)
  return findings.length === 0
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
      )
}

/** The card's summary; its copy buttons copy `current.units`, the units shown last. */
function summaryOf(
  s: Scheme,
  whole: WholeEncoding,
  units: Units | null,
  marks: Uint8Array | null,
  note: HTMLElement | null,
  current: Drawn['current'],
): HTMLElement[] {
  const unit = s.unit === 'byte' ? 'byte' : 'hunk'
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
    h(
      'p',
      { class: 'hex' },
      h(
        'code',
        { 'data-role': 'hex' },
        markedHex(units.subarray(0, MAX_HEX), s.unitBits, marks ? marks.subarray(0, MAX_HEX) : null),
      ),
    ),
    units.length > MAX_HEX
      ? h('p', { class: 'note', 'data-role': 'hex-note' }, hexNote(units.length, unit))
      : null,
    note,
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

/** What a card is drawn from, besides its scheme and the input. */
interface CardContext {
  readonly head: readonly (number | bigint)[]
  readonly total: number
  /** The scheme the card marks its differences from (UTF-8), if there is one. */
  readonly reference: Scheme | undefined
  readonly magic: boolean
  readonly setMagic: (on: boolean) => void
}

function card(s: Scheme, input: EncodeInput, context: CardContext): HTMLElement {
  const { head, total, reference, magic } = context
  const whole = encodeWhole(s.codec, input)
  const isDocument = s.id === 'corrected-utf-8'
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
          h(
            'a',
            { href: about.source.url, 'data-role': 'source' },
            about.source.title,
            about.source.readme ? ', as the package README cites it' : '',
          ),
        )
      : null
    const current = { units: null, setMagic: context.setMagic }
    const controls = isDocument ? { ...magicRow(current), rules: null } : null
    const summary = h('div', { class: 'summary' })
    const list = h('ol', { class: 'diagrams', 'aria-label': `${s.label}: code points bit by bit` })
    const more = h('p', { class: 'note', hidden: true })
    // What the scheme is and the bit diagrams are folded: the card shows its bytes and differences first.
    const foldLabel = h('span', { 'data-role': 'detail-label' }, `About ${s.id}`)
    const detail = h(
      'details',
      { class: 'card-detail', 'data-role': 'card-detail' },
      h('summary', {}, foldLabel),
      blurb,
      list,
      more,
    )
    const element = h(
      'article',
      { class: 'card', 'data-scheme': s.id, 'aria-labelledby': `card-${s.id}` },
      title,
      controls?.row ?? null,
      summary,
    )
    shown = { card: element, magic: controls, summary, detail, list, more, foldLabel, keys: [], current }
    drawn.set(s.id, shown)
  }
  shown.current.setMagic = context.setMagic
  // Corrected UTF-8 as a document: the checkbox shows the state; the rules' findings below it.
  if (shown.magic) {
    shown.magic.box.checked = magic
    const rules = documentRules(input, magic)
    const rulesKey = rules?.outerHTML ?? ''
    if (shown.keys[2] !== rulesKey) {
      if (rules && shown.magic.rules) shown.magic.rules.replaceWith(rules)
      else if (rules) shown.magic.row.after(rules)
      else shown.magic.rules?.remove()
      shown.magic.rules = rules
      shown.keys[2] = rulesKey
    }
  }
  // The units (a document's with the magic number first), and where they differ from UTF-8's.
  const withMagic = isDocument && magic && whole.bytes !== null
  const units = withMagic && whole.bytes !== null ? Uint8Array.from([...MAGIC, ...whole.bytes]) : whole.bytes
  // A document's magic number is not part of the text's encoding: no marks beside UTF-8 then.
  const diff =
    units !== null && !withMagic && reference !== undefined && s.unit === 'byte' && s.id !== reference.id
      ? diffEncodings(s.codec, units, reference.codec, input)
      : null
  // A document (magic number first) has no note beside UTF-8: its bytes are more than the text's.
  const note = units !== null && !withMagic ? diffNote(s, diff, input) : null
  // The summary: the units (the copy buttons copy the current ones), or the problem.
  const hex = units ? formatHex(units.subarray(0, MAX_HEX), s.unitBits) : ''
  const marked = diff ? diff.marks.subarray(0, Math.min(MAX_HEX, diff.marks.length)).join('') : '-'
  const summaryKey = units
    ? `units\n${units.length > MAX_HEX}\n${hex}\n${marked}\n${note !== null}`
    : `problem\n${whole.problem?.kind}\n${whole.problem?.message}`
  shown.current.units = units
  if (units && shown.keys[1] === summaryKey) {
    // Only the count and the note of differences may have changed (typing beyond the hex shown).
    const unit = s.unit === 'byte' ? 'byte' : 'hunk'
    shown.summary.querySelector('.count')?.replaceWith(countElement(units.length, unit))
    const hexNoteElement = shown.summary.querySelector('[data-role="hex-note"]')
    if (hexNoteElement) hexNoteElement.textContent = hexNote(units.length, unit)
    const old = shown.summary.querySelector('[data-role="diff"]')
    if (old && note && old.outerHTML !== note.outerHTML) old.replaceWith(note)
  } else {
    // The folded part follows the copy buttons.
    shown.summary.replaceChildren(
      ...summaryOf(s, whole, units, diff?.marks ?? null, note, shown.current),
      shown.detail,
    )
    shown.keys[1] = summaryKey
  }
  // The diagrams depend on the first code points, how they are read, an error among them, and which of
  // them differ from UTF-8 (or whether there is nothing to compare with).
  const shownProblem = whole.problemAt >= 0 && whole.problemAt < MAX_DIAGRAMS ? whole.problem : null
  const key = [
    mode,
    input.kind,
    head.join(','),
    shownProblem ? whole.problemAt : -1,
    shownProblem?.kind,
    shownProblem?.message,
    diff === null ? '-' : diff.codePoints.subarray(0, head.length).join(''),
  ].join('\n')
  if (shown.keys[0] !== key) {
    const drawnRows = rows(encodeRows(s.codec, input, head, whole), diff, s.unit)
    shown.list.replaceChildren(...drawnRows)
    const diagrams = drawnRows.filter((row) => row.dataset['index'] !== undefined).length
    shown.foldLabel.textContent =
      diagrams === 0 ? `About ${s.id}` : `About ${s.id}, and its bits of ${count(diagrams, 'character')}`
    shown.keys[0] = key
  }
  const more = total > MAX_DIAGRAMS ? `Diagrams for the first ${MAX_DIAGRAMS} of ${total} code points.` : ''
  if (shown.more.textContent !== more) shown.more.textContent = more
  shown.more.hidden = more === ''
  return shown.card
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

/** The family groups as last drawn, and what they were drawn for (their schemes, folds and summaries). */
let groupsDrawn: { key: string; groups: HTMLElement[] } | null = null

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
    groupsDrawn = null
    return
  }
  if (status.codecs !== '') {
    results.replaceChildren(h('p', { class: 'missing-note' }, status.codecs))
    groupsDrawn = null
    return
  }
  last = { state, hooks }
  wireBits()
  const { head, total } = headOf(input)
  renderTrace(input, head)
  const [first, second] = state.compare.split(',').map((id) => schemeById(id))
  if (first !== undefined && second !== undefined) {
    results.replaceChildren(compareTable(first, second, input))
    groupsDrawn = null
    return
  }
  const context: CardContext = {
    head,
    total,
    reference: schemeById(REFERENCE),
    magic: state.magic,
    setMagic: hooks.setMagic ?? (() => {}),
  }
  const shown = SCHEMES.filter((s) => !isHidden(state.hide, s.id))
  const cards = new Map(shown.map((s) => [s.id, card(s, input, context)]))
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
  // The groups are made again only when what they show changes (the cards in them are updated in place).
  const key = [
    state.hide,
    state.fold.join(','),
    ...shown.map((s) => `${s.id} ${summary({ id: s.id }, [s])}`),
  ].join('\n')
  if (
    groupsDrawn !== null &&
    groupsDrawn.key === key &&
    groupsDrawn.groups.length === results.children.length &&
    groupsDrawn.groups.every((g, i) => results.children[i] === g)
  ) {
    return
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
    groupsDrawn = null
    return
  }
  results.replaceChildren(...groups)
  groupsDrawn = { key, groups }
}

/** The state and hooks shown last (the bits toggle and the trace's choices draw them again). */
let last: { state: State; hooks: EncodeHooks } | null = null
let wired = false

/** The toggle between Barber's letters and the real bits, and the trace's two lists. */
function wireBits(): void {
  if (wired) return
  wired = true
  for (const id of ['bits-letters', 'bits-real']) {
    byId<HTMLInputElement>(id).addEventListener('change', () => {
      mode = byId<HTMLInputElement>('bits-real').checked ? 'bits' : 'letters'
      document.body.dataset['bits'] = mode
      if (last) renderEncode(last.state, last.hooks)
    })
  }
  for (const id of ['trace-char', 'trace-scheme']) {
    byId(id).addEventListener('change', () => {
      traced = ''
      if (last) renderEncode(last.state, last.hooks)
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
