/**
 * The scheme filter and the compare controls, and the family groups both views show their schemes in.
 * The controls are made once (so focus stays where it is while the page renders) and show the state
 * (`showTools`); what they change goes to the state, and so into the link.
 *
 * @module
 */

import { h } from './_dom.ts'
import { FAMILIES, type Family, hiddenSchemes, isHidden, normalizeHidden } from './_families.ts'
import { SCHEMES, type Scheme } from './_schemes.ts'
import type { State } from './_state.ts'

/** What the controls change. */
export type Change = (change: Partial<State>) => void

/** The two schemes compared when the compare mode is turned on. */
export const DEFAULT_COMPARE = 'utf-8,cesu-8'

/**
 * The filter: a checkbox for each family and each of its schemes, in a folded box whose summary says how
 * many schemes show. `prefix` keeps the ids of the Encode and Decode copies apart.
 */
export function filterElement(prefix: string, change: Change, current: () => State): HTMLElement {
  const boxes: HTMLElement[] = []
  const toggle = (ids: readonly string[], shown: boolean) => {
    const hidden = new Set(hiddenSchemes(current().hide))
    for (const id of ids) {
      if (shown) hidden.delete(id)
      else hidden.add(id)
    }
    change({ hide: normalizeHidden(hidden) })
  }
  for (const family of FAMILIES) {
    const members = SCHEMES.filter((s) => family.schemes.includes(s.id))
    if (members.length === 0) continue
    const familyBox = h('input', {
      type: 'checkbox',
      id: `${prefix}-show-${family.id}`,
      'data-family': family.id,
    })
    familyBox.addEventListener('change', () => toggle(family.schemes, familyBox.checked))
    const schemeBoxes = members.map((s) => {
      const box = h('input', { type: 'checkbox', id: `${prefix}-show-${s.id}`, 'data-scheme': s.id })
      box.addEventListener('change', () => toggle([s.id], box.checked))
      return h('label', {}, box, ' ', s.id)
    })
    boxes.push(
      h(
        'fieldset',
        { class: 'filter-family' },
        h('legend', {}, h('label', {}, familyBox, ' ', family.name)),
        ...schemeBoxes,
      ),
    )
  }
  return h(
    'details',
    { class: 'scheme-filter', 'data-role': 'filter' },
    h('summary', { 'data-role': 'filter-summary' }, 'Schemes shown'),
    h('div', { class: 'filter-boxes' }, boxes),
  )
}

/** Puts the state into a filter's checkboxes and summary. */
export function showFilter(filter: HTMLElement, state: State): void {
  let shown = 0
  for (const box of filter.querySelectorAll<HTMLInputElement>('input[data-scheme]')) {
    box.checked = !isHidden(state.hide, box.dataset['scheme'] ?? '')
    if (box.checked) shown++
  }
  for (const box of filter.querySelectorAll<HTMLInputElement>('input[data-family]')) {
    const family = FAMILIES.find((f) => f.id === box.dataset['family'])
    const members = family?.schemes.filter((id) => SCHEMES.some((s) => s.id === id)) ?? []
    const on = members.filter((id) => !isHidden(state.hide, id)).length
    box.checked = on === members.length
    box.indeterminate = on > 0 && on < members.length
  }
  const summary = filter.querySelector('summary')
  if (summary) summary.textContent = `Schemes shown: ${shown} of ${SCHEMES.length} (filter)`
}

/** The compare controls of the Encode view: a checkbox, and the two schemes. */
export function compareElement(change: Change, current: () => State): HTMLElement {
  const on = h('input', { type: 'checkbox', id: 'compare-on' })
  const pick = (id: string) =>
    h(
      'select',
      { id },
      SCHEMES.map((s) => h('option', { value: s.id }, s.id)),
    )
  const first = pick('compare-first')
  const second = pick('compare-second')
  const chosen = () => {
    const [a = 'utf-8', b = 'cesu-8'] = (current().compare || DEFAULT_COMPARE).split(',')
    return [a, b] as const
  }
  on.addEventListener('change', () => change({ compare: on.checked ? chosen().join(',') : '' }))
  const choose = () => {
    if (first.value === second.value) return
    change({ compare: `${first.value},${second.value}` })
  }
  first.addEventListener('change', choose)
  second.addEventListener('change', choose)
  return h(
    'fieldset',
    { class: 'compare-controls' },
    h('legend', {}, 'Compare'),
    h('label', {}, on, ' two side by side, character by character'),
    h(
      'span',
      { class: 'compare-pair', 'data-role': 'compare-pair' },
      h('span', { class: 'row' }, h('label', { for: 'compare-first' }, 'First'), first),
      h('span', { class: 'row' }, h('label', { for: 'compare-second' }, 'Second'), second),
    ),
  )
}

/** Puts the state into the compare controls (the last pair chosen stays in the lists when it is off). */
export function showCompare(controls: HTMLElement, state: State): void {
  const on = controls.querySelector<HTMLInputElement>('#compare-on')
  if (on) on.checked = state.compare !== ''
  // The two lists show once the compare mode is on.
  const pair = controls.querySelector<HTMLElement>('[data-role="compare-pair"]')
  if (pair) pair.hidden = state.compare === ''
  const [a, b] = (state.compare || DEFAULT_COMPARE).split(',')
  const first = controls.querySelector<HTMLSelectElement>('#compare-first')
  const second = controls.querySelector<HTMLSelectElement>('#compare-second')
  if (state.compare !== '' || (first?.value ?? '') === (second?.value ?? '')) {
    if (first) first.value = a ?? 'utf-8'
    if (second) second.value = b ?? 'cesu-8'
  }
}

/**
 * The shown schemes of each family, grouped in a `<details>` (folded when the state says so, the hunks
 * on a fresh page), each group's items made by `item`. Folding or unfolding a group goes to the state.
 *
 * @param summary - what the group's summary says after the family's name (`3 differ from UTF-8`)
 */
export function familyGroups(
  state: State,
  change: Change,
  current: () => State,
  item: (s: Scheme) => HTMLElement,
  list: (family: Family) => HTMLElement,
  summary: (family: Family, schemes: readonly Scheme[]) => string = () => '',
): HTMLElement[] {
  const groups: HTMLElement[] = []
  for (const family of FAMILIES) {
    const schemes = SCHEMES.filter((s) => family.schemes.includes(s.id) && !isHidden(state.hide, s.id))
    if (schemes.length === 0) continue
    const folded = state.fold.includes(family.id)
    const more = summary(family, schemes)
    const group = h(
      'details',
      { class: 'family', 'data-family': family.id, open: !folded },
      h(
        'summary',
        {},
        h('span', { class: 'family-name' }, family.name),
        ` · ${schemes.length === 1 ? '1 scheme' : `${schemes.length} schemes`}${more ? ` · ${more}` : ''}`,
      ),
    )
    const container = list(family)
    container.append(...schemes.map(item))
    group.append(container)
    group.addEventListener('toggle', () => {
      const was = current().fold
      const fold = new Set(was)
      if (group.open) fold.delete(family.id)
      else fold.add(family.id)
      const next = FAMILIES.map((f) => f.id).filter((id) => fold.has(id))
      if (next.join(',') !== was.join(',')) change({ fold: next })
    })
    groups.push(group)
  }
  return groups
}
