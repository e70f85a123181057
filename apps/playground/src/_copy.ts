/**
 * Copy buttons: each copies a text to the clipboard and says so in the page's status line (a live
 * region, so screen readers hear it too).
 *
 * @module
 */

import { byId, h } from './_dom.ts'

/** Copies text: the Clipboard API, else a selected, hidden textarea and `execCommand('copy')`. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = h('textarea', { class: 'offscreen', 'aria-hidden': 'true', tabindex: -1 })
    area.value = text
    document.body.append(area)
    area.select()
    const ok = document.execCommand('copy')
    area.remove()
    return ok
  }
}

/** A surrogate code point not in a pair: the clipboard cannot hold one (it would write U+FFFD). */
const LONE_SURROGATE = /\p{Cs}/u

/**
 * A button that copies `payload()` when pressed. Text with a lone surrogate is not copied (the clipboard
 * holds well-formed text only, and would hold U+FFFD instead): the status says so and offers the link,
 * which keeps it.
 *
 * @param text - what the button shows (`hex`)
 * @param name - its accessible name, naming what it copies (`Copy the utf-8 bytes as hex`)
 * @param payload - the text to copy, made when pressed
 */
export function copyButton(text: string, name: string, payload: () => string): HTMLButtonElement {
  const button = h('button', { type: 'button', class: 'copy', 'aria-label': name, title: name }, text)
  button.addEventListener('click', async () => {
    const value = payload()
    const status = byId('copy-status')
    const what = name.replace(/^Copy /, '')
    if (LONE_SURROGATE.test(value)) {
      const link = h(
        'button',
        { type: 'button', class: 'copy', 'aria-label': 'Copy the link instead' },
        'Copy link',
      )
      link.addEventListener('click', () => byId('copy-link').click())
      status.replaceChildren(
        `Not copied: ${what} has a lone surrogate, which the clipboard cannot hold (it would become U+FFFD). The link keeps it: `,
        link,
      )
      button.dataset['copied'] = 'false'
      return
    }
    const ok = await copyText(value)
    status.textContent = ok ? `Copied: ${what}` : `Could not copy: ${name}`
    button.dataset['copied'] = ok ? 'true' : 'false'
  })
  return button
}
