/**
 * The "Looks wrong?" view: text that went wrong (mojibake), repaired by `repairMojibake`, with each
 * mistake shown byte by byte: the characters before it, their bytes and bits in the scheme they were
 * written in, and the characters a single-byte decoder made of those bytes.
 *
 * @module
 */

import { formatCodePoint } from '@utf8x/core'
import { cesu8, mutf8, utf8 } from '@utf8x/utf8-classic'
import { copyButton } from './_copy.ts'
import { describeCodePoint } from './_decode.ts'
import { diagramElement } from './_diagram-view.ts'
import { byId, h } from './_dom.ts'
import { formatHex } from './_hex.ts'
import { explainMojibake, type MojibakeStage } from './_repair.ts'
import type { State } from './_state.ts'

const CODECS = { 'utf-8': utf8, 'cesu-8': cesu8, 'mutf-8': mutf8 } as const

const READINGS: Readonly<Record<string, string>> = {
  'windows-1252': 'Windows-1252',
  'iso-8859-1': 'ISO-8859-1 (Latin-1)',
}

/** A string shown as its characters, with the invisible ones (C1 controls, U+00A0) named. */
function visible(text: string): string {
  return [...text]
    .map((char) => {
      const c = char.codePointAt(0) as number
      return (c >= 0x80 && c <= 0xa0) || c < 0x20 ? `⟨${formatCodePoint(c)}⟩` : char
    })
    .join('')
}

function stageElement(stage: MojibakeStage, index: number): HTMLElement {
  const codec = CODECS[stage.scheme as keyof typeof CODECS]
  const reading = READINGS[stage.reading] ?? stage.reading
  return h(
    'li',
    { class: 'stage', 'data-step': stage.step },
    h('h3', {}, `Mistake ${index + 1}: ${stage.scheme.toUpperCase()} bytes read as ${reading}`),
    h(
      'p',
      { class: 'chain' },
      h('code', { 'data-role': 'before' }, visible(stage.before)),
      ` → its ${stage.scheme.toUpperCase()} bytes `,
      h('code', { 'data-role': 'stage-bytes', class: 'stage-bytes' }, formatHex(stage.bytes, 8)),
      ` → read as ${reading}, one character a byte → `,
      h('code', { 'data-role': 'after' }, visible(stage.after)),
    ),
    h(
      'table',
      { class: 'mojibake-rows' },
      h('caption', {}, `Each character outside ASCII before the mistake`),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'Character'),
          h('th', { scope: 'col' }, `${stage.scheme.toUpperCase()} bytes and bits`),
          h('th', { scope: 'col' }, `Read as ${reading}`),
        ),
      ),
      h(
        'tbody',
        {},
        stage.rows.map((row) =>
          h(
            'tr',
            { 'data-code-point': formatCodePoint(row.codePoint) },
            h('td', {}, describeCodePoint(row.codePoint)),
            h(
              'td',
              {},
              h('code', { 'data-role': 'row-bytes' }, formatHex(row.bytes, 8)),
              ' ',
              codec === undefined
                ? null
                : codec.explain(row.codePoint).sequences.map((sequence) => diagramElement(sequence)),
            ),
            h(
              'td',
              {},
              h('code', { 'data-role': 'read-as' }, visible(row.readAs)),
              [...row.readAs].length > 1
                ? ` (${[...row.readAs].map((c) => formatCodePoint(c.codePointAt(0) as number)).join(' ')})`
                : '',
            ),
          ),
        ),
      ),
    ),
    stage.total > stage.rows.length
      ? h('p', { class: 'note' }, `The first ${stage.rows.length} of ${stage.total} characters.`)
      : null,
  )
}

/** Shows the "Looks wrong?" view for a state. */
export function renderRepair(state: State): void {
  const out = byId('repair-result')
  const text = state.mojibake
  if (text.trim() === '') {
    out.replaceChildren(h('p', { class: 'note' }, 'Paste text that looks wrong, such as CafÃ©.'))
    return
  }
  const found = explainMojibake(text)
  if (found === null) {
    out.replaceChildren(
      h(
        'p',
        { class: 'ok', 'data-role': 'verdict', 'data-verdict': 'fine' },
        h('strong', {}, 'The text looks fine: '),
        'no misread UTF-8, CESU-8 or Modified UTF-8 and no U+FFFD in it. ',
        'Text that mixes misread characters with correct ones outside ASCII is left alone too.',
      ),
    )
    return
  }
  const lost = found.lost
    ? h(
        'p',
        { class: 'problem', 'data-role': 'lost' },
        h('strong', {}, 'Bytes were lost: '),
        'U+FFFD (�) stands where a decoder met bytes it could not read and threw them away. ',
        'Nothing can bring them back; the repaired text keeps each U+FFFD, with every misreading around it undone.',
      )
    : null
  const mistakes = found.steps.filter((s) => s.includes(' read as '))
  out.replaceChildren(
    h(
      'div',
      { class: 'repaired' },
      h('h3', {}, 'Repaired text'),
      h('p', {}, h('output', { 'data-role': 'repaired', class: 'repaired-text' }, found.text)),
      h(
        'p',
        { class: 'copy-row' },
        h('span', { class: 'copy-label' }, 'Copy'),
        copyButton('text', 'Copy the repaired text', () => found.text),
      ),
      h(
        'p',
        { 'data-role': 'steps' },
        mistakes.length === 0
          ? 'No misreading to undo.'
          : `${mistakes.length === 1 ? 'One mistake' : `${mistakes.length} mistakes`}, first made first: `,
        mistakes.flatMap((step, i) => [i > 0 ? ', then ' : '', h('code', { 'data-role': 'step' }, step)]),
      ),
    ),
    ...(lost ? [lost] : []),
    ...(found.stages === null
      ? [
          h(
            'p',
            { class: 'note' },
            'This browser’s Windows-1252 decoder cannot replay the mistakes byte by byte.',
          ),
        ]
      : found.stages.length === 0
        ? []
        : [
            h(
              'ol',
              { class: 'stages', 'aria-label': 'Each mistake, byte by byte' },
              found.stages.map(stageElement),
            ),
          ]),
  )
}
