/**
 * The Decode view: hex bytes in, a scheme, strict or replacement; out come the code points and the
 * text, or the error with the offending bytes highlighted, and where each U+FFFD came from.
 *
 * @module
 */

import {
  type DecodeResult,
  decodeWith,
  describeCodePoint,
  describeKind,
  errorSpan,
  MAX_DECODE_BYTES,
} from './_decode.ts'
import { byId, h } from './_dom.ts'
import { formatHex, parseHex } from './_hex.ts'
import { type AnyCodec, SCHEMES, schemeById } from './_schemes.ts'
import type { State } from './_state.ts'

/** Fills the scheme list (codecs that are missing are listed, but cannot be chosen). */
export function fillSchemeSelect(select: HTMLSelectElement): void {
  select.replaceChildren(
    ...SCHEMES.map((s) =>
      h(
        'option',
        { value: s.id, disabled: s.codec === null },
        s.codec ? s.label : `${s.label} (not available yet)`,
      ),
    ),
  )
}

function range(start: number, end: number): string {
  return end - start <= 1 ? `byte ${start}` : `bytes ${start}–${end - 1}`
}

function byteSpan(bytes: Uint8Array, i: number): HTMLElement {
  return h('span', { class: 'byte', 'data-offset': i }, formatHex([bytes[i] as number]))
}

/** The bytes, grouped by the code point each became; ill-formed ones in `<mark>`. */
function bytesElement(bytes: Uint8Array, result: DecodeResult, codec: AnyCodec): HTMLElement {
  const root = h('p', { class: 'bytes', 'data-role': 'bytes', 'aria-label': 'Bytes' })
  let at = 0
  let replacement = 0
  for (const item of result.items) {
    const spans = []
    for (let i = item.start; i < item.end; i++) spans.push(byteSpan(bytes, i))
    if (item.replaced) {
      replacement++
      root.append(
        h(
          'mark',
          {
            class: 'group replaced',
            'data-replacement': replacement,
            title: `U+FFFD #${replacement}: ${item.replaced.kind}`,
          },
          spans,
          h('sup', {}, String(replacement)),
        ),
      )
    } else {
      root.append(h('span', { class: 'group' }, spans))
    }
    at = item.end
  }
  if (result.error) {
    const span = errorSpan(result.error, codec, bytes)
    const marked = []
    for (let i = span.start; i < span.end; i++) marked.push(byteSpan(bytes, i))
    root.append(
      h('mark', { class: 'group error', 'data-role': 'error-bytes', title: result.error.kind }, marked),
    )
    at = span.end
  }
  if (at < bytes.length) {
    const rest = []
    for (let i = at; i < bytes.length; i++) rest.push(byteSpan(bytes, i))
    root.append(h('span', { class: 'group undecoded', title: 'not decoded' }, rest))
  }
  return root
}

function itemsElement(bytes: Uint8Array, result: DecodeResult): HTMLElement {
  let replacement = 0
  return h(
    'ol',
    { class: 'code-points', 'data-role': 'code-points' },
    result.items.map((item) => {
      const from = `${range(item.start, item.end)} (${formatHex(bytes.subarray(item.start, item.end))})`
      if (item.replaced) {
        replacement++
        return h(
          'li',
          {
            class: 'replaced',
            'data-start': item.start,
            'data-end': item.end,
            'data-kind': item.replaced.kind,
          },
          h('span', { class: 'code-point' }, describeCodePoint(item.codePoint)),
          h('sup', {}, String(replacement)),
          ` replaces ${from}: ${describeKind(item.replaced.kind)}`,
        )
      }
      return h(
        'li',
        { 'data-start': item.start, 'data-end': item.end },
        h('span', { class: 'code-point' }, describeCodePoint(item.codePoint)),
        ` from ${from}`,
      )
    }),
  )
}

/** Shows the Decode view for a state. */
export function renderDecode(state: State): void {
  const out = byId('decode-result')
  const s = schemeById(state.scheme)
  if (s === undefined || s.codec === null) {
    out.replaceChildren(
      h(
        'p',
        { class: 'missing-note' },
        `${s?.label ?? state.scheme}: not available yet`,
        s ? ` (${s.missing})` : '',
      ),
    )
    return
  }
  let bytes: Uint8Array
  try {
    bytes = parseHex(state.hex)
  } catch (error) {
    out.replaceChildren(
      h('p', { class: 'note error', role: 'status' }, error instanceof Error ? error.message : String(error)),
    )
    return
  }
  const notes = []
  if (bytes.length > MAX_DECODE_BYTES) {
    notes.push(
      h('p', { class: 'note' }, `Only the first ${MAX_DECODE_BYTES} of ${bytes.length} bytes are decoded.`),
    )
    bytes = bytes.subarray(0, MAX_DECODE_BYTES)
  }
  let result: DecodeResult
  try {
    result = decodeWith(s.codec, bytes, state.strict)
  } catch (error) {
    // A codec should never throw here (validate reports, replacement never fails): show it, not a blank page.
    const message = error instanceof Error ? error.message : String(error)
    out.replaceChildren(
      h('p', { class: 'problem', 'data-role': 'codec-failure' }, `${s.id} threw: ${message}`),
    )
    return
  }
  const replaced = result.items.filter((item) => item.replaced).length
  const span = result.error ? errorSpan(result.error, s.codec, bytes) : null
  const verdict = result.error
    ? h(
        'p',
        {
          class: 'problem',
          'data-role': 'error',
          'data-kind': result.error.kind,
          'data-offset': result.error.offset,
        },
        h('strong', {}, describeKind(result.error.kind)),
        ` at ${range(span?.start ?? 0, span?.end ?? 0)}: `,
        result.error.message,
      )
    : h(
        'p',
        { class: replaced ? 'problem' : 'ok', 'data-role': 'verdict' },
        state.strict
          ? `Well-formed ${s.id}: ${bytes.length} bytes, ${result.items.length} code points.`
          : `${bytes.length} bytes, ${result.items.length} code points, ${replaced} replaced.`,
      )
  const text = result.error
    ? null
    : result.text.ok
      ? h(
          'output',
          { class: 'text', 'data-role': 'text', for: 'decode-hex decode-scheme' },
          result.text.value,
        )
      : h('p', { class: 'note', 'data-role': 'text-reason' }, `No text: ${result.text.reason}`)
  out.replaceChildren(
    ...notes,
    verdict,
    h('h2', {}, 'Bytes'),
    bytesElement(bytes, result, s.codec),
    h('h2', {}, result.error ? 'Code points before the error' : 'Code points'),
    result.items.length > 0 ? itemsElement(bytes, result) : h('p', { class: 'note' }, '(none)'),
    ...(text ? [h('h2', {}, 'Text'), text] : []),
  )
}
