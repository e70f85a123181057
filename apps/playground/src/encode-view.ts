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
import { byId, count, h } from './_dom.ts'
import {
  type EncodedCodePoint,
  type EncodeInput,
  encodeWith,
  MAX_DIAGRAMS,
  readEncodeInput,
} from './_encode.ts'
import { COPY_FORMS, formatHex } from './_hex.ts'
import { SCHEMES, type Scheme, status } from './_schemes.ts'
import type { State } from './_state.ts'

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

function codePointElement(item: EncodedCodePoint): HTMLElement {
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
      sequenceElement(sequence, halves ? `${halfName(sequence, i)} (${sequence.units.length} bytes)` : null),
    ),
  )
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

function card(s: Scheme, input: EncodeInput, magic: boolean, setMagic: (on: boolean) => void): HTMLElement {
  const title = h('h2', { id: `card-${s.id}` }, s.label, ' ', h('code', {}, s.id))
  const attributes = { class: 'card', 'data-scheme': s.id, 'aria-labelledby': `card-${s.id}` }
  const result = encodeWith(s.codec, input)
  const unit = s.unit === 'byte' ? 'byte' : 'hunk'
  const document = s.id === 'corrected-utf-8'
  const units =
    document && magic && result.bytes !== null ? Uint8Array.from([...MAGIC, ...result.bytes]) : result.bytes
  const summary = units
    ? [
        h(
          'p',
          { class: 'count' },
          h('span', { 'data-role': 'count' }, String(units.length)),
          count(units.length, unit).replace(/^[\d,]+/, ''),
        ),
        h('p', { class: 'hex' }, h('code', { 'data-role': 'hex' }, formatHex(units, s.unitBits) || '(none)')),
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
      result.codePoints.map((item) => codePointElement(item)),
    ),
    more,
  )
}

/** Shows the Encode view for a state. */
export function renderEncode(state: State, setMagic: (on: boolean) => void = () => {}): void {
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
  results.replaceChildren(...SCHEMES.map((s) => card(s, input, state.magic, setMagic)))
}
