/**
 * A tiny element builder: `h('p', { class: 'note' }, 'text', child)`.
 *
 * @module
 */

type Child = Node | string | null | undefined | false
type Attributes = Record<string, string | number | boolean | null | undefined>

/** Makes an element with attributes (`false`/`null`/`undefined` ones are left out) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue
    element.setAttribute(name, value === true ? '' : String(value))
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue
    element.append(child)
  }
  return element
}

/** The element with this id (the page's HTML has them all). */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id)
  if (element === null) throw new Error(`The page has no #${id}`)
  return element as T
}

/** `1 byte`, `3 bytes`, `2 hunks`. */
export function count(n: number, unit: string): string {
  return `${n.toLocaleString('en')} ${unit}${n === 1 ? '' : 's'}`
}
