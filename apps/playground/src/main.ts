/**
 * The utf8x playground: three views (Encode, Decode, Order) over every scheme package of the workspace,
 * with the whole state in the URL.
 *
 * @module
 */

import { byId, h } from './_dom.ts'
import { collation, loadSchemes, SCHEMES } from './_schemes.ts'
import { formatState, parseState, type State, type View } from './_state.ts'
import { fillSchemeSelect, renderDecode } from './decode-view.ts'
import { renderEncode } from './encode-view.ts'
import { renderOrder } from './order-view.ts'

const VIEWS: readonly View[] = ['encode', 'decode', 'order']
const RENDER: Record<View, (state: State) => void> = {
  encode: renderEncode,
  decode: renderDecode,
  order: renderOrder,
}

let state: State = parseState(location.search)

const encodeInput = byId<HTMLTextAreaElement>('encode-input')
const asText = byId<HTMLInputElement>('encode-as-text')
const asCodePoints = byId<HTMLInputElement>('encode-as-code-points')
const decodeHex = byId<HTMLTextAreaElement>('decode-hex')
const decodeScheme = byId<HTMLSelectElement>('decode-scheme')
const decodeStrict = byId<HTMLInputElement>('decode-strict')
const decodeReplace = byId<HTMLInputElement>('decode-replace')
const orderLines = byId<HTMLTextAreaElement>('order-lines')

function tab(view: View): HTMLButtonElement {
  return byId<HTMLButtonElement>(`tab-${view}`)
}

/** Puts the state into the controls (after loading, or on back/forward). */
function showControls(): void {
  encodeInput.value = state.input
  asText.checked = !state.codePoints
  asCodePoints.checked = state.codePoints
  decodeHex.value = state.hex
  decodeScheme.value = state.scheme
  decodeStrict.checked = state.strict
  decodeReplace.checked = !state.strict
  orderLines.value = state.lines
  fitRows()
}

/** The lines box grows with its lines (4 to 16 rows). */
function fitRows(): void {
  orderLines.rows = Math.max(4, Math.min(16, orderLines.value.split('\n').length + 1))
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
  RENDER[state.view](state)
}

/** Changes the state, records it in the URL (a new history entry when the view changes), and renders. */
function update(change: Partial<State>): void {
  const viewChanged = change.view !== undefined && change.view !== state.view
  state = { ...state, ...change }
  const url = `${location.pathname}${formatState(state)}`
  if (viewChanged) history.pushState(null, '', url)
  else history.replaceState(null, '', url)
  render()
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

function wireControls(): void {
  encodeInput.addEventListener('input', () => update({ input: encodeInput.value }))
  asText.addEventListener('change', () => update({ codePoints: false }))
  asCodePoints.addEventListener('change', () => update({ codePoints: true }))
  decodeHex.addEventListener('input', () => update({ hex: decodeHex.value }))
  decodeScheme.addEventListener('change', () => update({ scheme: decodeScheme.value }))
  decodeStrict.addEventListener('change', () => update({ strict: true }))
  decodeReplace.addEventListener('change', () => update({ strict: false }))
  orderLines.addEventListener('input', () => {
    fitRows()
    update({ lines: orderLines.value })
  })
  window.addEventListener('popstate', () => {
    state = parseState(location.search)
    showControls()
    render()
  })
}

function showPackages(): void {
  const packages = [...new Set(SCHEMES.map((s) => s.packageName))]
  byId('package-status').replaceChildren(
    ...packages.map((name) => {
      const schemes = SCHEMES.filter((s) => s.packageName === name)
      const ready = schemes.filter((s) => s.codec !== null).map((s) => s.exportName)
      const missing = schemes.filter((s) => s.codec === null).map((s) => s.exportName)
      return h(
        'li',
        {},
        h('code', {}, name),
        ready.length ? `: ${ready.join(', ')}` : ': not available yet',
        missing.length && ready.length ? ` (not available yet: ${missing.join(', ')})` : '',
      )
    }),
    h(
      'li',
      {},
      h('code', {}, '@utf8x/collation'),
      collation.compareByCodePoint ? ': compareByCodePoint' : `: not available yet (${collation.missing})`,
    ),
  )
}

async function start(): Promise<void> {
  await loadSchemes()
  fillSchemeSelect(decodeScheme)
  showControls()
  wireTabs()
  wireControls()
  showPackages()
  render()
  document.body.dataset['ready'] = 'true'
}

void start()
