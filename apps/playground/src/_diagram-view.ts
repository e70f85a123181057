/**
 * A sequence's bit diagram as coloured text: the explanation's `text` (Barber's notation), each of its
 * characters a span (structure `w`/`z`, data `0`/`1`).
 *
 * @module
 */

import type { ExplainedSequence } from '@utf8x/core'
import { h } from './_dom.ts'

/** Renders one explained sequence's diagram; its notation is the accessible name and `data-diagram`. */
export function diagramElement(sequence: ExplainedSequence): HTMLElement {
  const text = sequence.text
  const root = h('span', { class: 'diagram', role: 'img', 'aria-label': text, 'data-diagram': text })
  let run = ''
  let runClass = ''
  const flush = () => {
    if (run !== '') root.append(runClass ? h('span', { class: runClass }, run) : run)
    run = ''
  }
  for (const char of text) {
    const cls =
      char === 'w' || char === 'z' ? 'bit structure' : char === '0' || char === '1' ? 'bit data' : ''
    if (cls !== runClass) {
      flush()
      runClass = cls
    }
    run += char
  }
  flush()
  return root
}
