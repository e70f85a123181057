/**
 * The "Looks wrong?" view's logic: `repairMojibake`'s answer, and each mistake it undid replayed with
 * the bytes it went through: the text before, its bytes in the scheme it was written in, and the
 * characters a Windows-1252 or ISO-8859-1 decoder made of them.
 *
 * @module
 */

import { repairMojibake } from '@utf8x/codecs'
import type { Codec } from '@utf8x/core'
import { cesu8, mutf8, utf8 } from '@utf8x/utf8-classic'

/** One mistake, with the text before and after it and the bytes between. */
export interface MojibakeStage {
  /** The library's step, as it says it (`'utf-8 read as windows-1252'`). */
  readonly step: string
  /** The scheme the text was written in (`utf-8`, `cesu-8`, `mutf-8`). */
  readonly scheme: string
  /** How its bytes were read (`windows-1252`, `iso-8859-1`). */
  readonly reading: string
  /** The text before the mistake. */
  readonly before: string
  /** Its bytes in `scheme`. */
  readonly bytes: Uint8Array
  /** What the reading made of them. */
  readonly after: string
  /** Each character of `before` outside ASCII (the first {@link MAX_ROWS}): its bytes and what they read as. */
  readonly rows: readonly MojibakeRow[]
  /** How many characters of `before` are outside ASCII. */
  readonly total: number
}

/** One character before a mistake, its bytes, and the characters they were read as. */
export interface MojibakeRow {
  readonly codePoint: number
  readonly bytes: Uint8Array
  readonly readAs: string
}

/** What the view shows for some text. */
export interface MojibakeExplanation {
  /** The repaired text. */
  readonly text: string
  /** The library's steps, first mistake first. */
  readonly steps: readonly string[]
  /** Whether bytes were lost (U+FFFD): that part cannot be undone. */
  readonly lost: boolean
  /**
   * Each misreading replayed, first made first; `null` when the replay does not give the pasted text
   * back (a browser whose Windows-1252 decoder is not the Encoding Standard's).
   */
  readonly stages: readonly MojibakeStage[] | null
}

/** Rows are shown for this many characters of a stage at the most. */
export const MAX_ROWS = 24

const SCHEMES: Readonly<Record<string, Codec<number>>> = { 'utf-8': utf8, 'cesu-8': cesu8, 'mutf-8': mutf8 }
const REPLACEMENT_BYTES = [0xef, 0xbf, 0xbd] as const

let windows1252: Map<number, number> | null = null

/**
 * The byte 80–9F behind each character the Encoding Standard's Windows-1252 decoder (the browser's
 * `TextDecoder`) gives for one: the decoder that made the mojibake is asked, so no table is copied here.
 */
function windows1252Bytes(): Map<number, number> {
  if (windows1252 === null) {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i)
    const chars = new TextDecoder('windows-1252').decode(bytes)
    windows1252 = new Map([...chars].map((char, i) => [char.codePointAt(0) as number, 0x80 + i]))
  }
  return windows1252
}

/** The bytes a single-byte reading took to give `text` (U+FFFD, a loss before it, as its UTF-8). */
function unread(text: string, reading: string): Uint8Array | null {
  const out: number[] = []
  const table = reading === 'windows-1252' ? windows1252Bytes() : null
  for (const char of text) {
    const c = char.codePointAt(0) as number
    if (c === 0xfffd) out.push(...REPLACEMENT_BYTES)
    else if (table?.has(c)) out.push(table.get(c) as number)
    else if (c <= 0xff) out.push(c)
    else return null
  }
  return Uint8Array.from(out)
}

function rowsOf(before: string, codec: Codec<number>, after: string): { rows: MojibakeRow[]; total: number } {
  const rows: MojibakeRow[] = []
  let total = 0
  let at = 0
  for (const char of before) {
    const codePoint = char.codePointAt(0) as number
    const bytes = codec.encode(char)
    const lostHere = codePoint === 0xfffd && after[at] === '\uFFFD'
    const length = lostHere ? 1 : bytes.length
    if (codePoint >= 0x80 || bytes.length > 1) {
      if (rows.length < MAX_ROWS) rows.push({ codePoint, bytes, readAs: after.slice(at, at + length) })
      total++
    }
    at += length
  }
  return { rows, total }
}

/**
 * What `repairMojibake` makes of `text`, with each mistake replayed; `null` when the text looks fine.
 *
 * @example
 * ```ts
 * const e = explainMojibake('CafÃ©')
 * console.assert(e?.text === 'Café' && e.stages?.[0]?.bytes.join() === '67,97,102,195,169')
 * console.assert(explainMojibake('Café') === null)
 * ```
 */
export function explainMojibake(text: string): MojibakeExplanation | null {
  const repaired = repairMojibake(text)
  if (repaired === null) return null
  const lost = repaired.text.includes('\uFFFD')
  const mistakes = repaired.steps.filter((step) => / read as /.test(step))
  const stages: MojibakeStage[] = []
  let current = text
  for (let i = mistakes.length - 1; i >= 0; i--) {
    const step = mistakes[i] as string
    const [scheme = '', reading = ''] = step.split(' read as ')
    const codec = SCHEMES[scheme]
    const bytes = codec === undefined ? null : unread(current, reading)
    if (codec === undefined || bytes === null || !codec.isWellFormed(bytes))
      return { ...repaired, lost, stages: null }
    const before = codec.decode(bytes, { ignoreBOM: true })
    stages.unshift({
      step,
      scheme,
      reading,
      before,
      bytes,
      after: current,
      ...rowsOf(before, codec, current),
    })
    current = before
  }
  return {
    text: repaired.text,
    steps: repaired.steps,
    lost,
    stages: current === repaired.text ? stages : null,
  }
}
