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

/**
 * A button that copies `payload()` when pressed.
 *
 * @param text - what the button shows (`hex`)
 * @param name - its accessible name, naming what it copies (`Copy the utf-8 bytes as hex`)
 * @param payload - the text to copy, made when pressed
 */
export function copyButton(text: string, name: string, payload: () => string): HTMLButtonElement {
  const button = h('button', { type: 'button', class: 'copy', 'aria-label': name, title: name }, text)
  button.addEventListener('click', async () => {
    const ok = await copyText(payload())
    const status = byId('copy-status')
    status.textContent = ok ? `Copied: ${name.replace(/^Copy /, '')}` : `Could not copy: ${name}`
    button.dataset['copied'] = ok ? 'true' : 'false'
  })
  return button
}
