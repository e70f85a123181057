/**
 * A sequence's bit diagram: Barber's notation (the explanation's `text`: structure bits `w`/`z`, data
 * bits `0`/`1`, an apostrophe every four bits), or the real bits of each unit, each run of structure or
 * data bits a span. Its accessible name says unit by unit which bits are structure and which are data
 * (“byte 1: structure bits 110, data bits 00011”), not the raw letters.
 *
 * @module
 */

import type { ExplainedSequence } from '@utf8x/core'
import { h } from './_dom.ts'

/** How diagrams show bits: Barber's letters (`wwz0'0011`) or the real bits (`11000011`). */
export type BitsMode = 'letters' | 'bits'

/**
 * The spoken form of a sequence's diagram, unit by unit: `byte 1: structure bits 110, data bits 00011;
 * byte 2: structure bits 10, data bits 101001`.
 */
export function spokenDiagram(sequence: ExplainedSequence, unit = 'byte'): string {
  return sequence.diagram.units
    .map((u, i) => {
      const structure = u.bits.filter((b) => b.role === 'structure').map((b) => b.value)
      const data = u.bits.filter((b) => b.role === 'data').map((b) => b.value)
      const parts = [
        structure.length > 0 ? `structure bits ${structure.join('')}` : '',
        data.length > 0 ? `data bits ${data.join('')}` : '',
      ].filter(Boolean)
      return `${unit} ${i + 1}: ${parts.join(', ')}`
    })
    .join('; ')
}

/** The real bits of a sequence, unit by unit: `11000011 10101001`. */
export function realBits(sequence: ExplainedSequence): string {
  return sequence.diagram.units.map((u) => u.bits.map((b) => b.value).join('')).join(' ')
}

/**
 * Renders one explained sequence's diagram. `data-diagram` holds Barber's notation and `data-bits` the
 * real bits whichever is shown; the accessible name is the spoken form ({@link spokenDiagram}).
 */
export function diagramElement(
  sequence: ExplainedSequence,
  mode: BitsMode = 'letters',
  unit = 'byte',
): HTMLElement {
  const text = sequence.text
  const root = h('span', {
    class: `diagram ${mode}`,
    role: 'img',
    'aria-label': spokenDiagram(sequence, unit),
    'data-diagram': text,
    'data-bits': realBits(sequence),
  })
  let run = ''
  let runClass = ''
  const flush = () => {
    if (run !== '') root.append(runClass ? h('span', { class: runClass }, run) : run)
    run = ''
  }
  const add = (char: string, cls: string) => {
    if (cls !== runClass) {
      flush()
      runClass = cls
    }
    run += char
  }
  if (mode === 'letters') {
    for (const char of text) {
      add(
        char,
        char === 'w' || char === 'z' ? 'bit structure' : char === '0' || char === '1' ? 'bit data' : '',
      )
    }
  } else {
    sequence.diagram.units.forEach((u, i) => {
      if (i > 0) add(' ', '')
      for (const bit of u.bits)
        add(String(bit.value), bit.role === 'structure' ? 'bit structure' : 'bit data')
    })
  }
  flush()
  return root
}
