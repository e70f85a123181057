/**
 * The page's state and its links. A link keeps the state in the URL's fragment, after a version tag:
 * `#v1&view=decode&bytes=…&scheme=cesu-8`. The text fields (the Encode box, the bytes box, the lines to
 * sort) are written as base64url (RFC 4648 §5) of their WTF-8 encoding, so every JavaScript string comes
 * back exactly, lone surrogates included (a query string goes through UTF-8 and turns `\uD800` into
 * U+FFFD). Links of the first playground (`?view=decode&hex=…` in the query string) still open.
 *
 * @module
 */

import { wtf8 } from '@utf8x/utf8-classic'
import { decodeBase64, encodeBase64 } from './_base64.ts'
import { DEFAULT_FOLDED, FAMILIES, hiddenSchemes, normalizeHidden, readIds } from './_families.ts'
import { type BoxFormat, CODE_POINT_FORMATS, PASTE_FORMATS } from './_paste.ts'

/** The four views. */
export type View = 'encode' | 'decode' | 'order' | 'repair'

/** Everything the page shows is decided by this. */
export interface State {
  view: View
  /** Encode: the text box. */
  input: string
  /** Encode: whether the text box holds `U+…` code points rather than text. */
  codePoints: boolean
  /** Decode: the bytes box, as typed or pasted. */
  bytes: string
  /** Decode: the format to read the bytes box in (bytes, or code points), or `auto`. */
  format: BoxFormat | 'auto'
  /** Decode: the scheme id of the detailed decoding. */
  scheme: string
  /** Decode: strict (`true`) or replacement. */
  strict: boolean
  /** Order: the lines, one a line. */
  lines: string
  /** Encode and Decode: the families and schemes hidden (`_families.ts`, `normalizeHidden`). */
  hide: readonly string[]
  /** Encode and Decode: the families folded (collapsed). */
  fold: readonly string[]
  /** Encode: the two schemes compared character by character (`utf-8,cesu-8`), or `''` for the cards. */
  compare: string
  /** Looks wrong?: the text to repair. */
  mojibake: string
  /** Encode: Corrected UTF-8 as a document (with its magic number). */
  magic: boolean
}

/** What a fresh page shows. */
export const DEFAULT_STATE: Readonly<State> = Object.freeze({
  view: 'encode',
  input: 'Aé€😀',
  codePoints: false,
  // hé 👋 in UTF-8: accepted by UTF-8, WTF-8, RFC 2279, Barber's and UTF-∞-8; refused by CESU-8 and
  // Modified UTF-8 (no 4-byte form); Corrected UTF-8 reads other characters from the same bytes.
  bytes: '68 C3 A9 20 F0 9F 91 8B',
  format: 'auto',
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
  hide: Object.freeze([]) as readonly string[],
  fold: DEFAULT_FOLDED,
  compare: '',
  mojibake: 'The cafÃ© menu: crÃ¨me brÃ»lÃ©e, 5 â‚¬',
  magic: false,
})

/** The version tag that starts a link's fragment. */
export const LINK_VERSION = 'v1'

const VIEWS: readonly View[] = ['encode', 'decode', 'order', 'repair']
const FORMATS: readonly string[] = ['auto', ...[...PASTE_FORMATS, ...CODE_POINT_FORMATS].map((f) => f.id)]
const TEXT_FIELDS = ['input', 'bytes', 'lines', 'mojibake'] as const

/**
 * A string as link text: base64url of its WTF-8 bytes (every string has exactly one WTF-8 form).
 *
 * @example
 * ```ts
 * console.assert(encodeText('a\uD800b') === 'Ye2ggGI')
 * ```
 */
export function encodeText(text: string): string {
  return encodeBase64(wtf8.encode(text), true)
}

/**
 * The string {@link encodeText} wrote, or `null` when the text is not base64url of WTF-8.
 *
 * @example
 * ```ts
 * console.assert(decodeText('Ye2ggGI') === 'a\uD800b' && decodeText('7aCA7bCA') === null)
 * ```
 */
export function decodeText(text: string): string | null {
  try {
    // WTF-8 decoding keeps a leading U+FEFF (only utf-8's decode strips one).
    return wtf8.decode(decodeBase64(text))
  } catch {
    return null
  }
}

/** `a,b` when both are scheme ids of the page and differ, else `''`. */
function readCompare(text: string | null): string {
  const ids = (text ?? '').split(',')
  const known = (id: string | undefined) => FAMILIES.some((f) => f.schemes.includes(id ?? ''))
  return ids.length === 2 && ids[0] !== ids[1] && known(ids[0]) && known(ids[1]) ? ids.join(',') : ''
}

function fromParams(get: (name: string) => string | null, text: (name: string) => string | null): State {
  const view = get('view')
  const format = get('format')
  const as = get('as')
  const mode = get('mode')
  return {
    view: VIEWS.includes(view as View) ? (view as View) : DEFAULT_STATE.view,
    input: text('input') ?? DEFAULT_STATE.input,
    codePoints: as === null ? DEFAULT_STATE.codePoints : as === 'code-points',
    bytes: text('bytes') ?? DEFAULT_STATE.bytes,
    format: FORMATS.includes(format ?? '') ? (format as State['format']) : DEFAULT_STATE.format,
    scheme: get('scheme') ?? DEFAULT_STATE.scheme,
    strict: mode === null ? DEFAULT_STATE.strict : mode !== 'replace',
    lines: text('lines') ?? DEFAULT_STATE.lines,
    hide: normalizeHidden(hiddenSchemes(readIds(get('hide') ?? ''))),
    fold: ((fold) => (fold === null ? DEFAULT_STATE.fold : readIds(fold)))(get('fold')),
    compare: readCompare(get('compare')),
    mojibake: text('mojibake') ?? DEFAULT_STATE.mojibake,
    magic: get('magic') === null ? DEFAULT_STATE.magic : get('magic') !== 'no',
  }
}

/**
 * Reads a state from a page address: its fragment (`#v1&…`), else the query string of the first
 * playground's links; what is missing or wrong takes its default.
 */
export function parseState(search: string, hash = ''): State {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  if (fragment.has(LINK_VERSION)) {
    return fromParams(
      (name) => fragment.get(name),
      (name) => {
        const value = fragment.get(name)
        return value === null ? null : decodeText(value)
      },
    )
  }
  const query = new URLSearchParams(search)
  return fromParams(
    (name) => query.get(name),
    (name) => query.get(name === 'bytes' ? 'hex' : name),
  )
}

/**
 * Writes a state as a link fragment (`#v1&…`), leaving out what equals the default; `''` for the
 * default state.
 */
export function formatState(state: State): string {
  const parts: string[] = []
  if (state.view !== DEFAULT_STATE.view) parts.push(`view=${state.view}`)
  for (const field of TEXT_FIELDS) {
    if (state[field] !== DEFAULT_STATE[field]) parts.push(`${field}=${encodeText(state[field])}`)
  }
  if (state.codePoints !== DEFAULT_STATE.codePoints)
    parts.push(`as=${state.codePoints ? 'code-points' : 'text'}`)
  if (state.format !== DEFAULT_STATE.format) parts.push(`format=${state.format}`)
  if (state.scheme !== DEFAULT_STATE.scheme) parts.push(`scheme=${encodeURIComponent(state.scheme)}`)
  if (state.strict !== DEFAULT_STATE.strict) parts.push(`mode=${state.strict ? 'strict' : 'replace'}`)
  if (state.hide.length > 0) parts.push(`hide=${state.hide.join(',')}`)
  if (state.fold.join(',') !== DEFAULT_STATE.fold.join(',')) parts.push(`fold=${state.fold.join(',')}`)
  if (state.compare !== '') parts.push(`compare=${state.compare}`)
  if (state.magic !== DEFAULT_STATE.magic) parts.push(`magic=${state.magic ? 'yes' : 'no'}`)
  return parts.length === 0 ? '' : `#${LINK_VERSION}&${parts.join('&')}`
}
