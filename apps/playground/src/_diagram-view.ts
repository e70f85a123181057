/**
 * A bit diagram as coloured text: core's `formatDiagram` writes Barber's notation, and each of its
 * characters becomes a span (structure `w`/`z`, data `0`/`1`).
 *
 * @module
 */

import { type BitDiagram, formatDiagram } from '@utf8x/core'
import { h } from './_dom.ts'

/** Renders one sequence's diagram; its notation is the accessible name and `data-diagram`. */
export function diagramElement(diagram: BitDiagram): HTMLElement {
  const text = formatDiagram(diagram)
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
