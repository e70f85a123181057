/**
 * The Decode view. "What are these bytes?": one box that reads bytes in any of the formats developers
 * paste (or a file), says which format it read, and shows every scheme's verdict on them. Then one scheme
 * in detail: strict or replacement, the code points with the bytes each came from, the error with the
 * offending bytes highlighted, and where each U+FFFD came from.
 *
 * @module
 */

import { decodeDocument, hasMagic, MAGIC } from '@utf8x/corrected-utf8'
import { wtf8 } from '@utf8x/utf8-classic'
import { copyButton } from './_copy.ts'
import {
  type DecodeResult,
  decodeWith,
  describeCodePoint,
  describeKind,
  errorSpan,
  MAX_DECODE_BYTES,
} from './_decode.ts'
import { diagramElement } from './_diagram-view.ts'
import { byId, count, h } from './_dom.ts'
import { isHidden } from './_families.ts'
import { COPY_FORMS, formatHex } from './_hex.ts'
import {
  type BoxFormat,
  type BoxReading,
  boxFormatName,
  CODE_POINT_FORMATS,
  formatName,
  lineColumn,
  PASTE_FORMATS,
  readBox,
} from './_paste.ts'
import { type AnyCodec, registry, SCHEMES, type Scheme, schemeById, status, type Units } from './_schemes.ts'
import type { State } from './_state.ts'
import { FULL_DECODE_LIMIT, type Verdict, verdictInSteps, verdicts } from './_verdicts.ts'
import type { EncodeHooks } from './encode-view.ts'
import { familyGroups } from './scheme-tools.ts'

/** A file read into the page: the whole of it, or its first {@link MAX_FILE_BYTES} bytes. */
export interface FileSource {
  readonly name: string
  /** The file's size. */
  readonly size: number
  /** What was read of it. */
  readonly bytes: Uint8Array
}

/**
 * A file is read (streamed) up to this many bytes; the verdicts on a larger one say they are on this part.
 * (Each hunk scheme also holds its copy as hunks, two bytes a byte, while it checks.)
 */
export const MAX_FILE_BYTES = 64 * 1024 * 1024

/** Reads the first {@link MAX_FILE_BYTES} of a file, chunk by chunk, and stops reading there. */
export async function readFile(file: Blob & { readonly name?: string }): Promise<FileSource> {
  const limit = Math.min(file.size, MAX_FILE_BYTES)
  const bytes = new Uint8Array(limit)
  const reader = file.stream().getReader()
  let at = 0
  while (at < limit) {
    const { done, value } = await reader.read()
    if (done) break
    const take = Math.min(value.length, limit - at)
    bytes.set(value.subarray(0, take), at)
    at += take
  }
  await reader.cancel()
  return { name: file.name ?? 'file', size: file.size, bytes: bytes.subarray(0, at) }
}

/** Fills the scheme list. */
export function fillSchemeSelect(select: HTMLSelectElement): void {
  select.replaceChildren(...SCHEMES.map((s) => h('option', { value: s.id }, `${s.label} (${s.id})`)))
}

/** Fills the format list: automatic, then each format with an example. */
export function fillFormatSelect(select: HTMLSelectElement): void {
  select.replaceChildren(
    h('option', { value: 'auto' }, 'detect the format'),
    ...PASTE_FORMATS.map((f) => h('option', { value: f.id }, `${f.name}: ${f.example}`)),
    ...CODE_POINT_FORMATS.map((f) => h('option', { value: f.id }, `code points, ${f.name}: ${f.example}`)),
  )
}

/** The line of the text around an index, with the character there marked. */
function snippet(text: string, index: number, length: number): HTMLElement {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1
  let lineEnd = text.indexOf('\n', index)
  if (lineEnd < 0) lineEnd = text.length
  const from = Math.max(lineStart, index - 40)
  const to = Math.min(lineEnd, Math.max(index + length, index) + 40)
  const end = Math.min(index + length, to)
  return h(
    'code',
    { class: 'snippet', 'data-role': 'snippet' },
    from > lineStart ? '…' : '',
    text.slice(from, index),
    h('mark', { 'data-role': 'at' }, length === 0 ? ' ' : text.slice(index, end)),
    text.slice(end, to),
    to < lineEnd ? '…' : '',
  )
}

/** The offer to open the box's text in the "Looks wrong?" view. */
function repairOffer(text: string, repair: (text: string) => void, label: string): HTMLElement {
  const button = h('button', { type: 'button', class: 'choose', 'data-role': 'repair-offer' }, label)
  button.addEventListener('click', () => repair(text))
  return h('p', { class: 'choices' }, button)
}

/** Says what the box was read as, or what is wrong with it and where. */
function readElement(
  state: State,
  reading: BoxReading,
  choose: (format: BoxFormat) => void,
  repair: (text: string) => void,
): Node[] {
  if (reading.ok && 'codePoints' in reading) {
    const shown = reading.codePoints.slice(0, 16).map((cp) => describeCodePoint(cp))
    return [
      h(
        'p',
        { class: 'ok', 'data-role': 'format', 'data-format': reading.format },
        state.format === 'auto' ? 'Read as ' : 'Read as chosen: ',
        h('strong', {}, boxFormatName(reading.format)),
        `: ${count(reading.codePoints.length, 'code point')}, not bytes: `,
        h('span', { 'data-role': 'read-code-points' }, shown.join(', ')),
        reading.codePoints.length > shown.length ? ' …' : '',
        '. Below: each scheme on their UTF-8 bytes; the Encode view shows them in every scheme.',
      ),
    ]
  }
  if (reading.ok) {
    const also = reading.also.length
      ? [' Also reads as ', reading.also.map(formatName).join(', '), ': choose it under “Read as”.']
      : []
    return [
      h(
        'p',
        { class: 'ok', 'data-role': 'format', 'data-format': reading.format },
        state.format === 'auto' ? 'Read as ' : 'Read as chosen: ',
        h('strong', {}, formatName(reading.format)),
        `, ${count(reading.bytes.length, 'byte')}.`,
        ...also,
      ),
    ]
  }
  if (reading.format === 'text') {
    return [
      h(
        'p',
        { class: 'note', 'data-role': 'read-text', 'data-index': reading.problem.index },
        h('strong', {}, 'Looks like text, not bytes'),
        `: ${reading.problem.message}. Text that looks wrong (such as CafÃ©) may be mojibake.`,
      ),
      repairOffer(state.bytes, repair, 'Looks like text: repair mojibake?'),
    ]
  }
  const { line, column } = lineColumn(state.bytes, reading.problem.index)
  const buttons = reading.candidates.map((f) => {
    const button = h(
      'button',
      { type: 'button', class: 'choose', 'data-format': f },
      `Read as ${formatName(f)}`,
    )
    button.addEventListener('click', () => choose(f))
    return button
  })
  return [
    h(
      'p',
      {
        class: 'problem',
        'data-role': 'read-error',
        'data-format': reading.format,
        'data-index': reading.problem.index,
      },
      h('strong', {}, `Not read as ${boxFormatName(reading.format)}`),
      ` (line ${line}, column ${column}): ${reading.problem.message}`,
    ),
    snippet(state.bytes, reading.problem.index, reading.problem.length),
    ...(buttons.length ? [h('p', { class: 'choices' }, ...buttons)] : []),
  ]
}

function copyRow(what: string, units: ArrayLike<number>, unitBits: number): HTMLElement {
  return h(
    'p',
    { class: 'copy-row' },
    h('span', { class: 'copy-label' }, 'Copy'),
    COPY_FORMS.filter((f) => f.id !== 'base64' || unitBits <= 8).map((f) =>
      copyButton(f.name, `Copy ${what} as ${f.name}`, () => f.write(units, unitBits)),
    ),
  )
}

function codePointList(codePoints: readonly (number | bigint)[], cut: boolean): string {
  const shown = codePoints.slice(0, 8).map((cp) => describeCodePoint(cp).split(' ')[0])
  return shown.join(' ') + (codePoints.length > 8 || cut ? ' …' : '')
}

function verdictElement(v: Verdict): HTMLElement {
  const s = v.scheme
  const unit = s.unit === 'byte' ? 'byte' : 'hunk'
  const title = h('h3', { id: `verdict-${s.id}` }, s.label, ' ', h('code', {}, s.id))
  const decoded =
    v.codePoints.length === 0
      ? null
      : h(
          'div',
          { class: 'decoded' },
          v.text !== null
            ? h('output', { class: 'text', 'data-role': 'text' }, v.text + (v.cut ? '…' : ''))
            : h(
                'p',
                { class: 'note' },
                'No text: it holds values a string cannot (surrogates or above U+10FFFF).',
              ),
          h(
            'p',
            { class: 'code-point-list', 'data-role': 'code-points' },
            codePointList(v.codePoints, v.cut),
          ),
        )
  if (v.error === null) {
    return h(
      'li',
      {
        class: 'verdict accepts',
        'data-scheme': s.id,
        'data-verdict': 'accepts',
        'aria-labelledby': `verdict-${s.id}`,
      },
      title,
      h(
        'p',
        { class: 'ok', 'data-role': 'verdict' },
        'Accepts: ',
        v.cut ? 'well-formed' : count(v.codePoints.length, 'code point'),
      ),
      decoded,
      v.text !== null && v.text !== ''
        ? h(
            'p',
            { class: 'copy-row' },
            copyButton('text', `Copy the ${s.id} text`, () => v.text ?? ''),
          )
        : null,
    )
  }
  const sequence = v.sequence
  return h(
    'li',
    {
      class: 'verdict rejects',
      'data-scheme': s.id,
      'data-verdict': 'rejects',
      'data-kind': v.error.kind,
      'data-offset': v.error.offset,
      'aria-labelledby': `verdict-${s.id}`,
    },
    title,
    h(
      'p',
      { class: 'problem', 'data-role': 'verdict' },
      h('strong', {}, describeKind(v.error.kind)),
      ` at ${unit} ${v.error.offset}`,
    ),
    h('p', { class: 'message', 'data-role': 'message' }, v.error.message),
    sequence
      ? h(
          'div',
          { class: 'sequence offending', 'data-role': 'offending' },
          h('code', { class: 'sequence-hex' }, sequence.hex),
          diagramElement(sequence, 'letters', s.unit),
        )
      : null,
    v.codePoints.length > 0
      ? h(
          'p',
          { class: 'note' },
          `Before the error (${count(v.codePoints.length, 'code point')}${v.cut ? ' shown' : ''}):`,
        )
      : null,
    decoded,
  )
}

/** Counts the verdict runs, so a run the page has moved on from stops. */
let verdictRun = 0

/** `the first 64 MiB of the file (67,108,864 of 70,000,000 bytes)`: what was read of a larger file. */
function partRead(bytes: Uint8Array, size: number): string {
  const mib = bytes.length / (1024 * 1024)
  return `the first ${mib.toLocaleString('en')} MiB of the file (${bytes.length.toLocaleString('en')} of ${count(size, 'byte')})`
}

/** The summary line of every scheme's verdict; `size` is the whole file's, when only a part was read. */
function summaryText(list: readonly Verdict[], bytes: Uint8Array, size: number): string {
  const accepting = list.filter((v) => v.error === null).map((v) => v.scheme.id)
  if (size > bytes.length) {
    const part = partRead(bytes, size)
    return accepting.length === 0
      ? `No scheme accepts ${part}; the rest is not read.`
      : `Only ${part} is read. It is accepted by ${accepting.length} of ${list.length} schemes: ${accepting.join(', ')}.`
  }
  return accepting.length === 0
    ? `No scheme accepts these ${count(bytes.length, 'byte')}.`
    : `Accepted by ${accepting.length} of ${list.length} schemes: ${accepting.join(', ')}.`
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** A long check gives the page a turn after this many milliseconds. */
const SLICE_MS = 25

/**
 * Every scheme's verdict on the bytes. Up to {@link FULL_DECODE_LIMIT} bytes at once; larger ones (a file)
 * one scheme after the other, each validated in steps with the page getting a turn every {@link SLICE_MS}
 * ms, and each verdict in its place as it comes, so the page stays responsive while it works (the list
 * is `aria-busy` until the last one).
 *
 * @param size - the size of the file the bytes were read from, when only a part of it was read
 */
function verdictsElement(
  bytes: Uint8Array,
  state: State,
  hooks: EncodeHooks,
  size = bytes.length,
): HTMLElement[] {
  const run = ++verdictRun
  const mark = registry.sniffBOM?.(bytes) ?? null
  const summary = h('p', { class: 'summary', 'data-role': 'summary' })
  const list = h('div', { class: 'verdicts' })
  /** Each scheme's place in its family's group (hidden schemes have none, but are still checked). */
  const places = new Map<string, HTMLElement>()
  const place = (s: Scheme) => {
    const slot = h(
      'li',
      { class: 'verdict', 'data-scheme': s.id, 'data-verdict': 'pending' },
      h('h3', {}, s.label, ' ', h('code', {}, s.id)),
      h('p', { class: 'note' }, 'Checking …'),
    )
    places.set(s.id, slot)
    return slot
  }
  const accepted = new Map<string, boolean>()
  const noneShown = () =>
    SCHEMES.every((s) => isHidden(state.hide, s.id))
      ? [
          h(
            'p',
            { class: 'note', 'data-role': 'none-shown' },
            'No scheme is shown: choose some under “Schemes shown”.',
          ),
        ]
      : []
  const groups = () =>
    familyGroups(
      state,
      hooks.remember,
      hooks.current,
      place,
      () => h('ol', { class: 'verdict-list' }),
      (_family, schemes) => {
        const known = schemes.filter((s) => accepted.has(s.id))
        if (known.length < schemes.length) return ''
        const yes = known.filter((s) => accepted.get(s.id)).length
        return yes === schemes.length ? 'all accept' : yes === 0 ? 'none accepts' : `${yes} accept`
      },
    )
  const parts = [
    summary,
    ...(mark
      ? [
          h(
            'p',
            { class: 'note', 'data-role': 'bom' },
            `Starts with the byte order mark of ${mark.codec.name} (${formatHex(bytes.subarray(0, mark.length))}).`,
          ),
        ]
      : []),
    list,
  ]
  if (bytes.length <= FULL_DECODE_LIMIT) {
    const all = verdicts(bytes, SCHEMES)
    for (const v of all) accepted.set(v.scheme.id, v.error === null)
    list.append(...groups(), ...noneShown())
    for (const v of all) places.get(v.scheme.id)?.replaceWith(verdictElement(v))
    summary.textContent = summaryText(all, bytes, size)
    return parts
  }
  summary.textContent = `Checking ${size > bytes.length ? partRead(bytes, size) : count(bytes.length, 'byte')} in ${SCHEMES.length} schemes …`
  list.setAttribute('aria-busy', 'true')
  list.append(...groups(), ...noneShown())
  void (async () => {
    const all: Verdict[] = []
    let last = 0
    const pause = async () => {
      if (performance.now() - last >= SLICE_MS) {
        await nextTask()
        last = performance.now()
      }
      return run !== verdictRun
    }
    for (const scheme of SCHEMES) {
      await nextTask()
      last = performance.now()
      if (run !== verdictRun) return
      const verdict = await verdictInSteps(bytes, scheme, pause)
      if (verdict === undefined) return
      places.get(scheme.id)?.replaceWith(verdictElement(verdict))
      all.push(verdict)
    }
    summary.textContent = summaryText(all, bytes, size)
    list.removeAttribute('aria-busy')
  })()
  return parts
}

/** The bytes whose verdicts the page shows, and the filter and folds they are shown with. */
let shownBytes: Uint8Array | null = null
let shownWith = ''

/** Shows the Decode view for a state, reading the bytes from `file` when one is open. */
export function renderDecode(
  state: State,
  file: FileSource | null,
  choose: (format: BoxFormat) => void,
  hooks: EncodeHooks,
  repair: (text: string) => void = () => {},
): void {
  const read = byId('decode-read')
  const out = byId('decode-verdicts')
  let bytes: Uint8Array | null = null
  if (file !== null) {
    bytes = file.bytes
    read.replaceChildren(
      h(
        'p',
        { class: 'ok', 'data-role': 'format', 'data-format': 'file' },
        'Read from the file ',
        h('strong', {}, file.name),
        `: ${count(file.bytes.length, 'byte')}`,
        file.size > file.bytes.length
          ? ` (the first ${count(file.bytes.length, 'byte')} of ${file.size.toLocaleString('en')}).`
          : '.',
        ' Links do not carry files: edit the box to go back to it.',
      ),
    )
  } else {
    const reading = readBox(state.bytes, state.format)
    read.replaceChildren(...readElement(state, reading, choose, repair))
    if (reading.ok) bytes = 'codePoints' in reading ? codePointBytes(reading.text) : reading.bytes
  }
  if (status.codecs !== '') {
    shownBytes = null
    out.replaceChildren(h('p', { class: 'missing-note' }, status.codecs))
    byId('decode-result').replaceChildren()
    return
  }
  if (bytes === null) {
    shownBytes = null
    verdictRun++ // stops a run still checking earlier bytes
    out.replaceChildren(h('p', { class: 'note' }, 'No bytes to look at until the box reads.'))
    byId('decode-result').replaceChildren()
    return
  }
  read.append(copyRow('the bytes', bytes, 8))
  if (hasMagic(bytes)) read.append(documentElement(bytes))
  // A file's bytes stay the same object while it is open: its verdicts are not worked out again.
  const shown = `${state.hide.join(',')}|${state.fold.join(',')}`
  if (bytes !== shownBytes || shown !== shownWith)
    out.replaceChildren(...verdictsElement(bytes, state, hooks, file?.size))
  shownBytes = bytes
  shownWith = shown
  renderDetail(state, bytes)
}

/** The UTF-8 bytes of code points read from the box (WTF-8's, so a lone surrogate keeps its bytes). */
let lastText: string | null = null
let lastBytes: Uint8Array = new Uint8Array(0)
function codePointBytes(text: string): Uint8Array {
  // The same text gives the same bytes object, so its verdicts are not worked out again.
  if (text !== lastText) {
    lastText = text
    lastBytes = wtf8.encode(text)
  }
  return lastBytes
}

/** Bytes that start with Corrected UTF-8's magic number: said to be a Corrected UTF-8 document. */
function documentElement(bytes: Uint8Array): HTMLElement {
  let text: string
  try {
    text = decodeDocument(bytes)
  } catch (error) {
    return h(
      'p',
      { class: 'note', 'data-role': 'magic' },
      h('strong', {}, 'A Corrected UTF-8 document'),
      `: the bytes start with its magic number ${formatHex(MAGIC, 8)}, but the rest does not decode: `,
      error instanceof Error ? error.message : String(error),
    )
  }
  return h(
    'p',
    { class: 'note', 'data-role': 'magic' },
    h('strong', {}, 'A Corrected UTF-8 document'),
    `: the bytes start with its magic number ${formatHex(MAGIC, 8)} (not part of the text). Its text: `,
    h('code', { 'data-role': 'document-text' }, text),
  )
}

function range(start: number, end: number, unit = 'byte'): string {
  return end - start <= 1 ? `${unit} ${start}` : `${unit}s ${start}–${end - 1}`
}

function byteSpan(bytes: Units, i: number, unitBits = 8): HTMLElement {
  return h('span', { class: 'byte', 'data-offset': i }, formatHex([bytes[i] as number], unitBits))
}

/** The bytes, grouped by the code point each became; ill-formed ones in `<mark>`. */
function bytesElement(bytes: Units, result: DecodeResult, codec: AnyCodec, unitBits: number): HTMLElement {
  const root = h('p', { class: 'bytes', 'data-role': 'bytes', 'aria-label': 'Bytes' })
  let at = 0
  let replacement = 0
  for (const item of result.items) {
    const spans = []
    for (let i = item.start; i < item.end; i++) spans.push(byteSpan(bytes, i, unitBits))
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
    for (let i = span.start; i < span.end; i++) marked.push(byteSpan(bytes, i, unitBits))
    root.append(
      h('mark', { class: 'group error', 'data-role': 'error-bytes', title: result.error.kind }, marked),
    )
    at = span.end
  }
  if (at < bytes.length) {
    const rest = []
    for (let i = at; i < bytes.length; i++) rest.push(byteSpan(bytes, i, unitBits))
    root.append(h('span', { class: 'group undecoded', title: 'not decoded' }, rest))
  }
  return root
}

function itemsElement(bytes: Units, result: DecodeResult, unit: string, unitBits: number): HTMLElement {
  let replacement = 0
  return h(
    'ol',
    { class: 'code-points', 'data-role': 'code-points' },
    result.items.map((item) => {
      const from = `${range(item.start, item.end, unit)} (${formatHex(bytes.subarray(item.start, item.end), unitBits)})`
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

/** One scheme in detail: strict (the error, the bytes highlighted) or replacement (each U+FFFD's bytes). */
function renderDetail(state: State, bytes: Uint8Array): void {
  const out = byId('decode-result')
  const s: Scheme | undefined = schemeById(state.scheme)
  if (s === undefined) {
    out.replaceChildren(h('p', { class: 'missing-note' }, `${state.scheme}: no such scheme`))
    return
  }
  const unit = s.unit === 'byte' ? 'byte' : 'hunk'
  const notes = []
  // One unit a byte. Hunks are copied only as far as the cut can reach (a hunk sequence has at most 9),
  // not a whole file's worth.
  const total = bytes.length
  let units = s.toUnits(s.unit === 'hunk' ? bytes.subarray(0, MAX_DECODE_BYTES + 64) : bytes)
  // Decoded whole, a slice cut mid-sequence would show errors that are not in the input: cut it where a
  // decoding step of the scheme ends (the codec's own truncate), and say so.
  const cut = total > MAX_DECODE_BYTES
  if (cut) {
    units = s.codec.truncate(units, MAX_DECODE_BYTES)
    const everything = `The verdicts above are on every ${unit}.`
    if (units.length === 0) {
      out.replaceChildren(
        h(
          'p',
          { class: 'note cut', 'data-role': 'cut' },
          `Not shown: the first sequence of these ${count(total, unit)} is longer than ${MAX_DECODE_BYTES.toLocaleString('en')}. `,
          everything,
        ),
      )
      return
    }
    notes.push(
      h(
        'p',
        { class: 'note cut', 'data-role': 'cut' },
        h('strong', {}, 'Cut'),
        `: the first ${units.length.toLocaleString('en')} of ${count(total, unit)} are shown, up to the last whole sequence within ${MAX_DECODE_BYTES.toLocaleString('en')}. `,
        everything,
      ),
    )
  }
  let result: DecodeResult
  try {
    result = decodeWith(s.codec, units, state.strict)
  } catch (error) {
    // A codec should never throw here (validate reports, replacement never fails): show it, not a blank page.
    const message = error instanceof Error ? error.message : String(error)
    out.replaceChildren(
      h('p', { class: 'problem', 'data-role': 'codec-failure' }, `${s.id} threw: ${message}`),
    )
    return
  }
  const replaced = result.items.filter((item) => item.replaced).length
  const span = result.error ? errorSpan(result.error, s.codec, units) : null
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
        ` at ${range(span?.start ?? 0, span?.end ?? 0, unit)}: `,
        result.error.message,
      )
    : h(
        'p',
        { class: replaced ? 'problem' : 'ok', 'data-role': 'verdict' },
        state.strict
          ? `Well-formed ${s.id}${cut ? ' as far as shown' : ''}: ${count(units.length, unit)}, ${count(result.items.length, 'code point')}.`
          : `${count(units.length, unit)}, ${count(result.items.length, 'code point')}, ${replaced} replaced${cut ? ' (as far as shown)' : ''}.`,
      )
  const text = result.error
    ? null
    : result.text.ok
      ? h(
          'output',
          { class: 'text', 'data-role': 'text', for: 'decode-bytes decode-scheme' },
          result.text.value,
        )
      : h('p', { class: 'note', 'data-role': 'text-reason' }, `No text: ${result.text.reason}`)
  const textValue = result.text.ok ? result.text.value : ''
  const parts: (Node | null)[] = [
    ...notes,
    verdict,
    h('h3', {}, s.unit === 'byte' ? 'Bytes' : 'Hunks'),
    bytesElement(units, result, s.codec, s.unitBits),
    h('h3', {}, result.error ? 'Code points before the error' : 'Code points'),
    result.items.length > 0
      ? itemsElement(units, result, unit, s.unitBits)
      : h('p', { class: 'note' }, '(none)'),
    ...(text
      ? [
          h('h3', {}, 'Text'),
          text,
          textValue !== ''
            ? h(
                'p',
                { class: 'copy-row' },
                copyButton('text', `Copy the decoded ${s.id} text`, () => textValue),
              )
            : null,
        ]
      : []),
  ]
  out.replaceChildren(...parts.filter((part): part is Node => part !== null))
}
