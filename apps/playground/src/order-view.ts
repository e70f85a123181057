/**
 * The Order view: the same lines sorted by JavaScript's `<` and by code point order, side by side, with
 * the lines the two orders place differently highlighted.
 *
 * @module
 */

import { formatCodePoint } from '@utf8x/core'
import { copyButton } from './_copy.ts'
import { byId, h } from './_dom.ts'
import { type OrderedLine, orders, readLines } from './_order.ts'
import { collation, status } from './_schemes.ts'
import type { State } from './_state.ts'

function firstUnits(text: string): string {
  const points = [...text].slice(0, 2).map((c) => formatCodePoint(c.codePointAt(0) ?? 0))
  return points.join(' ') + ([...text].length > 2 ? ' …' : '')
}

function lineElement(line: OrderedLine): HTMLElement {
  return h(
    'li',
    { class: line.moved ? 'moved' : null, 'data-moved': line.moved ? 'true' : 'false' },
    h('span', { class: 'line-text' }, line.text === '' ? '(empty line)' : line.text),
    h('small', { class: 'line-code-points' }, firstUnits(line.text)),
    line.moved ? h('span', { class: 'moved-mark' }, ' moved') : null,
  )
}

/** Shows the Order view for a state. */
export function renderOrder(state: State): void {
  const lines = readLines(state.lines)
  const note = byId('order-note')
  const utf16 = byId('order-utf16')
  const codePoint = byId('order-code-point')
  const compare = collation.compareByCodePoint
  if (compare === null) {
    note.textContent = `Code point order is not available: ${status.collation}`
    const sorted = orders(lines, () => 0).utf16.map((line) => ({ ...line, moved: false }))
    utf16.replaceChildren(...sorted.map(lineElement))
    codePoint.replaceChildren()
    byId('order-code-point-copy').replaceChildren()
    return
  }
  let result: ReturnType<typeof orders>
  try {
    result = orders(lines, compare)
  } catch (error) {
    note.textContent = `compareByCodePoint threw: ${error instanceof Error ? error.message : String(error)}`
    utf16.replaceChildren()
    codePoint.replaceChildren()
    return
  }
  const moved = result.utf16.filter((line) => line.moved).length
  note.textContent =
    moved === 0
      ? `${lines.length} lines: both orders agree.`
      : `${lines.length} lines: ${moved} ${moved === 1 ? 'line sits' : 'lines sit'} in different places (highlighted). UTF-16 puts U+10000 and above (surrogate pairs, D800–DFFF) before U+E000–U+FFFF; code point order puts them after.`
  utf16.replaceChildren(...result.utf16.map(lineElement))
  codePoint.replaceChildren(...result.codePoint.map(lineElement))
  const text = (sorted: readonly OrderedLine[]) => sorted.map((line) => line.text).join('\n')
  byId('order-utf16-copy').replaceChildren(
    copyButton('Copy the lines', 'Copy the lines in UTF-16 order', () => text(result.utf16)),
  )
  byId('order-code-point-copy').replaceChildren(
    copyButton('Copy the lines', 'Copy the lines in code point order', () => text(result.codePoint)),
  )
}
