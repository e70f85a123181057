/**
 * The page's state, kept in the URL's query string so any view can be shared as a link.
 *
 * @module
 */

/** The three views. */
export type View = 'encode' | 'decode' | 'order'

/** Everything the page shows is decided by this. */
export interface State {
  view: View
  /** Encode: the text box. */
  input: string
  /** Encode: whether the text box holds `U+…` code points rather than text. */
  codePoints: boolean
  /** Decode: hex bytes. */
  hex: string
  /** Decode: the scheme id. */
  scheme: string
  /** Decode: strict (`true`) or replacement. */
  strict: boolean
  /** Order: the lines, one a line. */
  lines: string
}

/** What a fresh page shows. */
export const DEFAULT_STATE: Readonly<State> = Object.freeze({
  view: 'encode',
  input: 'Aé€😀',
  codePoints: false,
  hex: '41 C0 80 E2 82 AC F0 9F 98',
  scheme: 'utf-8',
  strict: true,
  lines: [
    'apple',
    'Zebra',
    'é',
    '\uFB01 ligature',
    '😀 grinning face',
    '𝒜 script A',
    '\uFFFD replacement',
    'z',
  ].join('\n'),
})

const VIEWS: readonly View[] = ['encode', 'decode', 'order']

/** Reads a state from a query string; what is missing or wrong takes its default. */
export function parseState(search: string): State {
  const params = new URLSearchParams(search)
  const view = params.get('view')
  return {
    view: VIEWS.includes(view as View) ? (view as View) : DEFAULT_STATE.view,
    input: params.get('input') ?? DEFAULT_STATE.input,
    codePoints: params.has('as') ? params.get('as') === 'code-points' : DEFAULT_STATE.codePoints,
    hex: params.get('hex') ?? DEFAULT_STATE.hex,
    scheme: params.get('scheme') ?? DEFAULT_STATE.scheme,
    strict: params.has('mode') ? params.get('mode') !== 'replace' : DEFAULT_STATE.strict,
    lines: params.get('lines') ?? DEFAULT_STATE.lines,
  }
}

/** Writes a state as a query string, leaving out what equals the default (short links). */
export function formatState(state: State): string {
  const params = new URLSearchParams()
  if (state.view !== DEFAULT_STATE.view) params.set('view', state.view)
  if (state.input !== DEFAULT_STATE.input) params.set('input', state.input)
  if (state.codePoints !== DEFAULT_STATE.codePoints)
    params.set('as', state.codePoints ? 'code-points' : 'text')
  if (state.hex !== DEFAULT_STATE.hex) params.set('hex', state.hex)
  if (state.scheme !== DEFAULT_STATE.scheme) params.set('scheme', state.scheme)
  if (state.strict !== DEFAULT_STATE.strict) params.set('mode', state.strict ? 'strict' : 'replace')
  if (state.lines !== DEFAULT_STATE.lines) params.set('lines', state.lines)
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}
