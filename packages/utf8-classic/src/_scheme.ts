/**
 * The five schemes as data: which bytes lead a sequence of which length, the range of each lead's second
 * byte, the largest value, and how surrogates and U+0000 are treated. Everything else (decoders,
 * validators, encoders, stream hold-back) reads these descriptors, so the five differ only here. The
 * lengths, ranges and largest values come from the seeds' rows in `_tables.ts`; the surrogate and NUL
 * rules, which no row expresses, are the policies below.
 *
 * @module
 */

import { readTable, type SequenceLayout } from '@utf8x/core'
import { RFC2279_ROWS, RFC3629_ROWS, type UtfRow } from './_tables.ts'

/** How a scheme treats the surrogate values U+D800–DFFF (SEMANTICS.md, "Surrogates"). */
export type SurrogatePolicy =
  /** RFC 3629 UTF-8: never (`surrogate`). */
  | 'forbid'
  /** RFC 2279: ordinary integers (decoding to a string reports `unrepresentable`). */
  | 'ordinary'
  /** WTF-8: lone ones allowed; a 3-byte high right before a 3-byte low is `surrogate` at the high. */
  | 'lone'
  /** CESU-8: only as a high+low pair of 3-byte sequences (one supplementary character). */
  | 'pairs'
  /** Java Modified UTF-8: lone ones allowed; an adjacent high+low pair is one supplementary character. */
  | 'lone-or-pairs'

/** A UTF-8-family scheme, as the shared engine sees it. */
export interface Scheme {
  readonly name: string
  readonly maxCodePoint: number
  /** Bytes per code point at the most (6 for CESU-8 and MUTF-8: a surrogate pair). */
  readonly maxSequenceLength: number
  /** The longest sequence one lead byte announces (3, 4 or 6). */
  readonly longestLead: number
  readonly orderPreserving: boolean
  readonly surrogates: SurrogatePolicy
  /** Java Modified UTF-8: U+0000 is `C0 80` and a raw `00` byte is `invalid-lead`. */
  readonly modifiedNul: boolean
  /** Whether a well-formed RFC 3629 sequence of up to 4 bytes means the same here (not CESU-8, MUTF-8). */
  readonly utf8Superset: boolean
  /** Sequence length announced by each byte: 1 (ASCII), 2–6 (a lead), 0 (continuation or invalid lead). */
  readonly lengths: Uint8Array
  /** Lowest and highest second byte that can still complete a valid sequence, per lead (lo > hi: none). */
  readonly secondLow: Uint8Array
  readonly secondHigh: Uint8Array
  /** Whether a complete 3-byte high surrogate at the end of a chunk must wait for the next one. */
  readonly pairAware: boolean
  /** How many final bytes a stream may have to hold back. */
  readonly holdWindow: number
}

/** A row of `_tables.ts` read: the layout of its sequences and the code points it holds. */
interface Row {
  readonly layout: SequenceLayout
  readonly low: number
  readonly high: number
}

/** Reads a table of `_tables.ts` (ranges such as `0000 0080-0000 07FF`, patterns such as `110xxxxx 10xxxxxx`). */
function readRows(table: readonly UtfRow[]): Row[] {
  const layouts = readTable(table.map((row) => row.pattern))
  return table.map((row, k) => {
    const [low, high] = row.range.split('-').map((end) => Number.parseInt(end.replace(' ', ''), 16))
    return { layout: layouts[k] as SequenceLayout, low: low as number, high: high as number }
  })
}

const RFC3629_TABLE = /* @__PURE__ */ readRows(RFC3629_ROWS)
const RFC2279_TABLE = /* @__PURE__ */ readRows(RFC2279_ROWS)

/** Smallest value of an n-byte sequence (shortest form), n = 0…6: the first code point of each row. */
export const MIN_VALUE: readonly number[] = [0, ...RFC2279_TABLE.map((row) => row.low)]

interface SchemeSpec {
  name: string
  /** The seed's rows; the last one's range ends at the largest code point. */
  rows: readonly Row[]
  /** Fewer lead lengths than the rows hold (CESU-8 and MUTF-8 have no 4-byte forms). */
  longestLead?: number
  orderPreserving: boolean
  surrogates: SurrogatePolicy
  modifiedNul?: boolean
}

/** The row whose lead pattern `lead` matches, as its sequence length (0 for none). */
function sequenceLength(rows: readonly Row[], lead: number): number {
  for (let n = 1; n <= rows.length; n++) {
    const { leadMarker, leadDataBits } = (rows[n - 1] as Row).layout
    if (lead - (lead % 2 ** leadDataBits) === leadMarker) return n
  }
  return 0
}

function makeScheme(spec: SchemeSpec): Scheme {
  const rows = spec.rows
  const longestLead = spec.longestLead ?? rows.length
  const maxCodePoint = (rows[rows.length - 1] as Row).high
  const lengths = new Uint8Array(256)
  const secondLow = new Uint8Array(256)
  const secondHigh = new Uint8Array(256)
  const modifiedNul = spec.modifiedNul === true
  for (let b = 0; b < 256; b++) {
    let n = sequenceLength(rows, b)
    if (n > longestLead) n = 0
    lengths[b] = n
    if (n < 2) continue
    // The second bytes whose sequences can fall in the row's range: its low end is the shortest-form
    // limit (RFC 3629 §4's E0 A0, F0 90…), its high end the largest code point (F4 8F). None: lo > hi.
    const { layout, low, high } = rows[n - 1] as Row
    const below = 2 ** ((n - 2) * layout.extensionDataBits)
    const lead = (b - layout.leadMarker) * 2 ** layout.extensionDataBits
    let lo = 0xff
    let hi = 0
    for (let s = 0x80; s <= 0xbf; s++) {
      const first = (lead + s - layout.extensionMarker) * below
      if (first + below - 1 < low || first > high) continue
      if (lo > s) lo = s
      hi = s
    }
    if (b === 0xc0 && modifiedNul) lo = hi = 0x80
    if (b === 0xed) {
      if (spec.surrogates === 'forbid') hi = 0x9f
      else if (spec.surrogates === 'pairs') hi = 0xaf
    }
    secondLow[b] = lo
    secondHigh[b] = hi
  }
  const pairAware =
    spec.surrogates === 'lone' || spec.surrogates === 'pairs' || spec.surrogates === 'lone-or-pairs'
  return Object.freeze({
    name: spec.name,
    maxCodePoint,
    maxSequenceLength: spec.surrogates === 'pairs' || spec.surrogates === 'lone-or-pairs' ? 6 : longestLead,
    longestLead,
    orderPreserving: spec.orderPreserving,
    surrogates: spec.surrogates,
    modifiedNul,
    utf8Superset: longestLead >= 4,
    lengths,
    secondLow,
    secondHigh,
    pairAware,
    holdWindow: pairAware ? 5 : longestLead - 1,
  })
}

/** RFC 3629 UTF-8. */
export const UTF8: Scheme = /* @__PURE__ */ makeScheme({
  name: 'utf-8',
  rows: RFC3629_TABLE,
  orderPreserving: true,
  surrogates: 'forbid',
})

/** RFC 2279 UTF-8: 1–6 bytes up to 0x7FFFFFFF, surrogates ordinary. */
export const RFC2279: Scheme = /* @__PURE__ */ makeScheme({
  name: 'utf-8-rfc2279',
  rows: RFC2279_TABLE,
  orderPreserving: true,
  surrogates: 'ordinary',
})

/** WTF-8. */
export const WTF8: Scheme = /* @__PURE__ */ makeScheme({
  name: 'wtf-8',
  rows: RFC3629_TABLE,
  orderPreserving: true,
  surrogates: 'lone',
})

/** CESU-8 (Unicode TR #26). */
export const CESU8: Scheme = /* @__PURE__ */ makeScheme({
  name: 'cesu-8',
  rows: RFC3629_TABLE,
  longestLead: 3,
  orderPreserving: false,
  surrogates: 'pairs',
})

/** Java Modified UTF-8. */
export const MUTF8: Scheme = /* @__PURE__ */ makeScheme({
  name: 'mutf-8',
  rows: RFC3629_TABLE,
  longestLead: 3,
  orderPreserving: false,
  surrogates: 'lone-or-pairs',
  modifiedNul: true,
})
