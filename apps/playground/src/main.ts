/**
 * The utf8x playground: four views (Encode, Decode with "What are these bytes?", Order, and "Looks
 * wrong?" for mojibake) over every scheme of `@utf8x/codecs`, with the whole state in the link
 * (`_state.ts`).
 *
 * @module
 */

import { copyText } from './_copy.ts'
import { byId, h } from './_dom.ts'
import type { BoxFormat } from './_paste.ts'
import { loadSchemes, SCHEMES, status } from './_schemes.ts'
import { formatState, parseState, type State, type View } from './_state.ts'
import { type FileSource, fillFormatSelect, fillSchemeSelect, readFile, renderDecode } from './decode-view.ts'
import { renderEncode } from './encode-view.ts'
import { renderOrder } from './order-view.ts'
import { renderRepair } from './repair-view.ts'
import { compareElement, filterElement, showCompare, showFilter } from './scheme-tools.ts'

const VIEWS: readonly View[] = ['encode', 'decode', 'order', 'repair']

let state: State = parseState(location.search, location.hash)
/** A file dropped or opened in the Decode view (links do not carry it). */
let file: FileSource | null = null

const encodeInput = byId<HTMLTextAreaElement>('encode-input')
const asText = byId<HTMLInputElement>('encode-as-text')
const asCodePoints = byId<HTMLInputElement>('encode-as-code-points')
const decodeBytes = byId<HTMLTextAreaElement>('decode-bytes')
const decodeFormat = byId<HTMLSelectElement>('decode-format')
const decodeFile = byId<HTMLInputElement>('decode-file')
const decodeScheme = byId<HTMLSelectElement>('decode-scheme')
const decodeStrict = byId<HTMLInputElement>('decode-strict')
const decodeReplace = byId<HTMLInputElement>('decode-replace')
const orderLines = byId<HTMLTextAreaElement>('order-lines')
const repairInput = byId<HTMLTextAreaElement>('repair-input')

function tab(view: View): HTMLButtonElement {
  return byId<HTMLButtonElement>(`tab-${view}`)
}

/** Puts the state into the controls (after loading, or on back/forward). */
function showControls(): void {
  encodeInput.value = state.input
  asText.checked = !state.codePoints
  asCodePoints.checked = state.codePoints
  decodeBytes.value = file === null ? state.bytes : ''
  decodeFormat.value = state.format
  decodeScheme.value = state.scheme
  decodeStrict.checked = state.strict
  decodeReplace.checked = !state.strict
  orderLines.value = state.lines
  repairInput.value = state.mojibake
  fitRows()
  for (const filter of filters) showFilter(filter, state)
  if (compare) showCompare(compare, state)
}

/** The scheme filters of the Encode and Decode views, and the compare controls (made once loaded). */
const filters: HTMLElement[] = []
let compare: HTMLElement | null = null

function mountTools(): void {
  if (SCHEMES.length === 0) return
  const current = () => state
  const encodeTools = h('div', { class: 'scheme-tools' })
  filters.push(filterElement('encode', update, current), filterElement('decode', update, current))
  compare = compareElement(update, current)
  encodeTools.append(filters[0] as HTMLElement, compare)
  // The filter and the compare mode first; the teaching of the bits (folded) after them, above the cards.
  byId('teach').before(encodeTools)
  byId('decode-verdicts').before(h('div', { class: 'scheme-tools' }, filters[1] as HTMLElement))
}

/** Records a change in the state and the URL without rendering (a family folded or unfolded). */
function remember(change: Partial<State>): void {
  state = { ...state, ...change }
  history.replaceState(null, '', `${location.pathname}${formatState(state)}`)
}

/** The lines box grows with its lines (4 to 16 rows). */
function fitRows(): void {
  orderLines.rows = Math.max(4, Math.min(16, orderLines.value.split('\n').length + 1))
}

/** Opens some text in the "Looks wrong?" view (offered by the Decode view for text that is no notation). */
function repairText(text: string): void {
  repairInput.value = text
  update({ view: 'repair', mojibake: text })
  tab('repair').focus()
}

function chooseFormat(format: BoxFormat): void {
  decodeFormat.value = format
  update({ format })
  decodeFormat.focus()
}

/** Shows the current view: tabs, panels, and the view's output. */
function render(): void {
  for (const view of VIEWS) {
    const selected = view === state.view
    const button = tab(view)
    button.setAttribute('aria-selected', String(selected))
    button.tabIndex = selected ? 0 : -1
    byId(`panel-${view}`).hidden = !selected
  }
  document.body.dataset['view'] = state.view
  for (const filter of filters) showFilter(filter, state)
  if (compare) showCompare(compare, state)
  if (state.view === 'encode')
    renderEncode(state, {
      change: update,
      remember,
      current: () => state,
      setMagic: (magic) => {
        update({ magic })
        byId('encode-magic').focus()
      },
    })
  else if (state.view === 'decode')
    renderDecode(state, file, chooseFormat, { change: update, remember, current: () => state }, repairText)
  else if (state.view === 'repair') renderRepair(state)
  else renderOrder(state)
}

/** The link of the current state (what "Copy link" copies). */
function link(): string {
  return `${location.origin}${location.pathname}${formatState(state)}`
}

/** Changes the state, records it in the URL (a new history entry when the view changes), and renders. */
function update(change: Partial<State>): void {
  const viewChanged = change.view !== undefined && change.view !== state.view
  state = { ...state, ...change }
  clearTimeout(recording)
  if (viewChanged) history.pushState(null, '', `${location.pathname}${formatState(state)}`)
  else if (state.input.length + state.bytes.length + state.lines.length < LONG) record()
  else recording = setTimeout(record, 250)
  render()
}

/** Past this many characters, the URL is written once typing pauses, not on every keystroke. */
const LONG = 10_000
let recording: ReturnType<typeof setTimeout> | undefined

function record(): void {
  history.replaceState(null, '', `${location.pathname}${formatState(state)}`)
}

function wireTabs(): void {
  for (const view of VIEWS) tab(view).addEventListener('click', () => update({ view }))
  byId('tab-encode').parentElement?.addEventListener('keydown', (event) => {
    const index = VIEWS.indexOf(state.view)
    const next =
      event.key === 'ArrowRight'
        ? VIEWS[(index + 1) % VIEWS.length]
        : event.key === 'ArrowLeft'
          ? VIEWS[(index + VIEWS.length - 1) % VIEWS.length]
          : event.key === 'Home'
            ? VIEWS[0]
            : event.key === 'End'
              ? VIEWS[VIEWS.length - 1]
              : undefined
    if (next === undefined) return
    event.preventDefault()
    update({ view: next })
    tab(next).focus()
  })
}

async function openFile(blob: File): Promise<void> {
  const read = byId('decode-read')
  read.textContent = `Reading ${blob.name} …`
  try {
    file = await readFile(blob)
  } catch (error) {
    update({ view: 'decode' })
    read.textContent = `Could not read ${blob.name}: ${error instanceof Error ? error.message : String(error)}`
    return
  }
  decodeBytes.value = ''
  update({ view: 'decode' })
}

function wireFiles(): void {
  decodeFile.addEventListener('change', () => {
    const chosen = decodeFile.files?.[0]
    if (chosen) void openFile(chosen)
  })
  // A file dropped anywhere on the page opens in the Decode view (the browser would otherwise leave the
  // page to show the file); the bytes box is highlighted while one is dragged over the page.
  const zone = byId('drop-zone')
  document.addEventListener('dragover', (event) => {
    if (event.dataTransfer?.types.includes('Files')) {
      event.preventDefault()
      zone.classList.add('dragging')
    }
  })
  document.addEventListener('dragleave', (event) => {
    if (event.relatedTarget === null) zone.classList.remove('dragging')
  })
  document.addEventListener('drop', (event) => {
    zone.classList.remove('dragging')
    const dropped = event.dataTransfer?.files[0]
    if (dropped) {
      event.preventDefault()
      void openFile(dropped)
    }
  })
}

function wireControls(): void {
  encodeInput.addEventListener('input', () => update({ input: encodeInput.value }))
  asText.addEventListener('change', () => update({ codePoints: false }))
  asCodePoints.addEventListener('change', () => update({ codePoints: true }))
  decodeBytes.addEventListener('input', () => {
    file = null
    decodeFile.value = ''
    update({ bytes: decodeBytes.value })
  })
  decodeFormat.addEventListener('change', () => update({ format: decodeFormat.value as State['format'] }))
  decodeScheme.addEventListener('change', () => update({ scheme: decodeScheme.value }))
  decodeStrict.addEventListener('change', () => update({ strict: true }))
  decodeReplace.addEventListener('change', () => update({ strict: false }))
  repairInput.addEventListener('input', () => update({ mojibake: repairInput.value }))
  orderLines.addEventListener('input', () => {
    fitRows()
    update({ lines: orderLines.value })
  })
  byId('copy-link').addEventListener('click', async () => {
    const ok = await copyText(link())
    byId('copy-status').textContent = ok
      ? `Link copied${file ? ' (without the file)' : ''}.`
      : 'Could not copy the link: copy the address bar.'
  })
  const restore = () => {
    state = parseState(location.search, location.hash)
    showControls()
    render()
  }
  window.addEventListener('popstate', restore)
  window.addEventListener('hashchange', restore)
}

function showPackages(): void {
  byId('package-status').textContent =
    status.codecs === ''
      ? `${SCHEMES.length} schemes from @utf8x/codecs: ${SCHEMES.map((s) => s.id).join(', ')}.`
      : status.codecs
}

async function start(): Promise<void> {
  await loadSchemes()
  fillSchemeSelect(decodeScheme)
  fillFormatSelect(decodeFormat)
  mountTools()
  showControls()
  wireTabs()
  wireControls()
  wireFiles()
  showPackages()
  // An old link (`?view=…`): show the same state as a fragment link.
  if (location.search !== '') history.replaceState(null, '', `${location.pathname}${formatState(state)}`)
  render()
  document.body.dataset['ready'] = 'true'
}

void start()
