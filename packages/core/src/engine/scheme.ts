/**
 * A scheme as the engine reads it: the rows of its seed's table (one {@link SequenceLayout} per sequence
 * length), its largest value and its surrogate rule, and the lookup tables core derives from them once.
 * A scheme package writes the rows; everything else (which unit starts what, the least value of each
 * length, how many units a value takes, where a prefix can no longer complete) is computed here.
 *
 * @module
 */

import { bitLength, layoutDataBits, mask, type SequenceLayout } from '../bits.ts'
import type { Step } from './read.ts'

/**
 * The surrogate rules (README, "Semantics", Surrogates): `forbid` (RFC 3629: never), `allow` (ordinary integers: RFC 2279,
 * Barber), `pairs` (CESU-8: only a high sequence right before a low one, read as one supplementary
 * character), `lone` (WTF-8: lone ones are text, a high right before a low is an error), `lone-or-pairs`
 * (Java's Modified UTF-8: lone ones are text, an adjacent high and low are one supplementary character).
 * The last three also encode supplementary characters or lone surrogates of a string accordingly.
 */
export type SurrogateRule = 'forbid' | 'allow' | 'pairs' | 'lone' | 'lone-or-pairs'

/** What a scheme declares: its seed's table and the rules no row expresses. */
export interface SchemeTable<CodePoint extends number | bigint = number> {
  /** The scheme id (`utf-8`; README, "Semantics"), used in errors. */
  readonly name: string
  /** `rows[n - 1]`: the layout of an `n`-unit sequence, in the order the seed's table lists them. */
  readonly rows: readonly SequenceLayout[]
  /** The largest value the scheme encodes (it may be below what the longest row holds); `null`: none. */
  readonly maxCodePoint: CodePoint | null
  /** What the scheme does with surrogate values U+D800–DFFF ({@link SurrogateRule}; default `allow`). */
  readonly surrogates?: SurrogateRule
  /** Java's rule: U+0000 is the 2-unit `C0 80` only, and a raw 0 unit starts nothing. */
  readonly modifiedNul?: boolean
  /** Units that match a lead pattern but start nothing in this scheme (seven-byte UTF-8 leaves FF unused). */
  readonly unused?: readonly number[]
  /** Whether unit order equals code point order (default `true`). */
  readonly orderPreserving?: boolean
  /** The word for a unit in messages (default: `byte` for 8-bit units, else `hunk`). */
  readonly unitWord?: 'byte' | 'hunk'
  /**
   * Corrected UTF-8's rule: each sequence's value is its data plus an offset, `[length, fromData, offset]`
   * for the data from `fromData` up (a length may change offset partway). Such a scheme has no overlong
   * forms: every complete sequence is valid, and the values no offset reaches are not encodable.
   */
  readonly offsets?: readonly (readonly [length: number, fromData: number, offset: number])[]
  /**
   * Units that start a reserved run (Corrected UTF-8's FE and FF): the run goes on through these units
   * and extension units, and is one `reserved` error (one U+FFFD when replacing).
   */
  readonly reserved?: readonly number[]
  /** A rule of the seed that no row expresses, for the leads it names (UTF-∞-8's `FF`). */
  readonly leadRule?: LeadRule
}

/**
 * A seed rule for leads no row describes (UTF-∞-8's `FF` with its length field): how to read such a
 * sequence, whether one cut off by the end of the input may still complete, and how to write the values
 * no row holds. What it reads goes through the same loops, streams and errors as the rows.
 */
export interface LeadRule {
  /** The lead units it reads. */
  readonly leads: readonly number[]
  /**
   * Reads the sequence at `units[at]` (a lead of this rule) into `step`, as `readSequence` does: true
   * for a valid one (its `value`, a bigint where it passes 53 bits), else the error kind and subpart.
   */
  read(units: Uint8Array | Uint16Array, at: number, end: number, step: Step): boolean
  /** Whether the sequence at `units[at]`, cut off by the end of `units`, may still complete. */
  cut(units: Uint8Array | Uint16Array, at: number): boolean
  /** How long a held tail starting with this rule's lead must grow before it is read again. */
  need?(units: Uint8Array | Uint16Array, tail: number): number
  /** Units a value no row holds takes. */
  encodedLength(value: number | bigint): number
  /** Writes a value no row holds at `out[offset]`; returns the offset after it. */
  write(value: number | bigint, out: Uint8Array | Uint16Array, offset: number): number
  /** Why the sequence at `units[at]` breaks the rule, for the error message (absent: no why). */
  why?(units: Uint8Array | Uint16Array, at: number, end: number, step: Step): string | undefined
}

/** One stretch of values a sequence length holds under an offset: `[first, last]` = data + `offset`. */
export interface OffsetRange {
  readonly length: number
  readonly first: number
  readonly last: number
  readonly offset: number
}

/** A scheme with its derived tables ({@link defineScheme}). Arrays are indexed by sequence length `n`. */
export interface Scheme<CodePoint extends number | bigint = number> {
  readonly name: string
  /** The seed rule for leads no row describes (`kinds` is `-3` for them). */
  readonly leadRule: LeadRule | null
  readonly unitBits: number
  /** `byte` for 8-bit units, `hunk` otherwise: the word errors use. */
  readonly unitWord: 'byte' | 'hunk'
  /** The largest value (`Infinity` for an unbounded scheme, whose codec says `null`). */
  readonly maxCodePoint: CodePoint
  readonly surrogates: SurrogateRule
  /** Surrogate values no valid sequence starts with: all (`forbid`), the lows (`pairs`: a low only ends a pair). */
  readonly barredLow: number
  readonly barredHigh: number
  /** Whether a high surrogate sequence pairs with a low one right after it (`pairs`, `lone-or-pairs`). */
  readonly pairs: boolean
  /**
   * How much of RFC 3629 UTF-8 the scheme reads and writes byte for byte as UTF-8 does (`4`, `3` or `0`):
   * what transcoding copies between two schemes without reading values.
   */
  readonly utf8Rows: number
  /** Whether a high surrogate sequence looks at the sequence after it (`pairs`, `lone`, `lone-or-pairs`). */
  readonly pairAware: boolean
  /** Whether decoded lone surrogates are text (WTF-8, MUTF-8), so a string holds them. */
  readonly loneSurrogates: boolean
  readonly modifiedNul: boolean
  /** Units of the sequence a surrogate value takes (3 in bytes). */
  readonly surrogateLength: number
  /** The value ranges of an offset scheme, in value order (empty otherwise: values are the data). */
  readonly offsets: readonly OffsetRange[]
  /** Whether some unit starts a reserved run (`kinds` is `-2` for it). */
  readonly reservedRuns: boolean
  readonly orderPreserving: boolean
  /** `layouts[n]` (index 0 unused). */
  readonly layouts: readonly SequenceLayout[]
  /** Per unit value: `n ≥ 1` starts an `n`-unit sequence, `0` is an extension unit, `-1` starts nothing. */
  readonly kinds: Int8Array
  /** The longest sequence a lead announces. */
  readonly longest: number
  /** The longest sequence that holds a valid value (`Codec.maxSequenceLength`). */
  readonly maxSequenceLength: number
  /** `dataBits[n]`: bits an `n`-unit sequence carries. */
  readonly dataBits: readonly number[]
  /** `least[n]`: the least value an `n`-unit sequence may hold in shortest form (above the max: none). */
  readonly least: readonly (number | bigint)[]
  /** `lengthForBits[b]`: units a value of bit length `b` takes (0 when none holds it). */
  readonly lengthForBits: Int8Array
  /** 2^(`lengthForBits.length` − 1), a number: no row holds this value or any above it. */
  readonly beyondRows: number
  /** Data bits of an extension unit, its structure bits in place, and the mask of those bits. */
  readonly extensionDataBits: number
  readonly extensionMarker: number
  readonly extensionStructure: number
  /** Whether some valid value needs more than 53 bits: code points are then bigints. */
  readonly bigint: boolean
  /** For the number path of the reader: `leadMasks[n]`, the data bits of an `n`-unit lead; the radix of an
   * extension unit's data; `least` as numbers; the maximum as a number (`Infinity` above 2^53). */
  readonly leadMasks: readonly number[]
  readonly extensionRadix: number
  readonly leastNumbers: readonly number[]
  readonly maxNumber: number
  /** Units from `singleFrom` to before `singleTo` are singles, each its own value (ASCII in bytes). */
  readonly singleFrom: number
  readonly singleTo: number
}

/**
 * Derives a scheme's lookup tables from its rows.
 *
 * @throws {Error} when the rows are not a UTF-8-like table: different unit widths or extension units, or
 *   a row whose lead pattern overlaps the extension pattern or an earlier row
 * @example
 * ```ts
 * import { utf8Layout } from '@utf8x/core'
 * const s = defineScheme({ name: 'utf-8-21', rows: [1, 2, 3, 4].map((n) => utf8Layout(n)), maxCodePoint: 0x1fffff })
 * console.assert(s.kinds[0xf7] === 4 && s.kinds[0x80] === 0 && s.least[3] === 0x800)
 * ```
 */
export function defineScheme<CodePoint extends number | bigint>(
  table: SchemeTable<CodePoint>,
): Scheme<CodePoint> {
  const first = table.rows[0]
  if (first === undefined) throw new Error(`${table.name}: a scheme needs at least one row`)
  const unitBits = first.unitBits
  const size = 2 ** unitBits
  const unitMask = size - 1
  const extBits = first.extensionDataBits
  const extStructure = ~mask(extBits) & unitMask
  const extMarker = first.extensionMarker
  const longest = table.rows.length
  const layouts: SequenceLayout[] = [first, ...table.rows]
  const kinds = new Int8Array(size).fill(-1)
  for (let n = 1; n <= longest; n++) {
    const row = layouts[n] as SequenceLayout
    if (
      row.unitBits !== unitBits ||
      (n > 1 && (row.extensionMarker !== extMarker || row.extensionDataBits !== extBits))
    ) {
      throw new Error(`${table.name}: row ${n} differs from row 1 in its unit or extension pattern`)
    }
    if (row.extensionCount !== n - 1)
      throw new Error(`${table.name}: row ${n} must have ${n - 1} extension units`)
  }
  for (let u = 0; u < size; u++) {
    if (longest > 1 && (u & extStructure) === extMarker) kinds[u] = 0
    for (let n = 1; n <= longest; n++) {
      const row = layouts[n] as SequenceLayout
      if ((u & ~mask(row.leadDataBits) & unitMask) !== row.leadMarker) continue
      if (kinds[u] !== -1) throw new Error(`${table.name}: unit ${u.toString(16)} matches two rows`)
      kinds[u] = n
    }
  }
  for (const u of table.unused ?? []) kinds[u] = -1
  for (const u of table.reserved ?? []) kinds[u] = -2
  for (const u of table.leadRule?.leads ?? []) kinds[u] = -3
  const modifiedNul = table.modifiedNul === true
  if (modifiedNul) kinds[0] = -1
  const surrogates = table.surrogates ?? 'allow'
  const big = typeof table.maxCodePoint === 'bigint' || table.maxCodePoint === null
  // Unbounded: every comparison with a number or a bigint is below it.
  const max = table.maxCodePoint ?? Number.POSITIVE_INFINITY
  const dataBits = [0]
  const least: (number | bigint)[] = [0]
  // Shortest form: an n-unit sequence holds only values no shorter sequence can (Barber §3).
  let shorterBits = 0
  let maxSequenceLength = 1
  for (let n = 1; n <= longest; n++) {
    const carried = layoutDataBits(layouts[n] as SequenceLayout)
    dataBits.push(carried)
    const lowest = n === 1 ? 0 : carried > shorterBits ? 2 ** shorterBits : Number.POSITIVE_INFINITY
    least.push(big && Number.isFinite(lowest) ? (n === 1 ? 0n : 2n ** BigInt(shorterBits)) : lowest)
    if (lessOrEqual(least[n] as number | bigint, max) && kinds.includes(n)) maxSequenceLength = n
    shorterBits = Math.max(shorterBits, carried)
  }
  const offsets = offsetRanges(table, dataBits)
  if (offsets.length > 0) {
    least.fill(big ? 0n : 0)
    maxSequenceLength = longest
  }
  // A supplementary character as a pair: two sequences of a surrogate value's length.
  if (table.surrogates === 'pairs' || table.surrogates === 'lone-or-pairs') {
    let n = 1
    while (n < longest && (dataBits[n] as number) < 16) n++
    maxSequenceLength = Math.max(maxSequenceLength, 2 * n)
  }
  const maxBits = Number.isFinite(max) ? bitLength(max) : Math.max(...dataBits)
  const lengthForBits = new Int8Array(maxBits + 1)
  for (let b = 0; b <= maxBits; b++) {
    let n = 1
    while (n <= longest && !(lessOrEqual(least[n] as number | bigint, max) && (dataBits[n] as number) >= b))
      n++
    lengthForBits[b] = n <= longest ? n : 0
  }
  const scheme = {
    name: table.name,
    leadRule: table.leadRule ?? null,
    unitBits,
    unitWord: table.unitWord ?? (unitBits === 8 ? 'byte' : 'hunk'),
    maxCodePoint: max as CodePoint,
    surrogates,
    barredLow: surrogates === 'forbid' ? 0xd800 : surrogates === 'pairs' ? 0xdc00 : 1,
    barredHigh: surrogates === 'forbid' || surrogates === 'pairs' ? 0xdfff : 0,
    pairs: surrogates === 'pairs' || surrogates === 'lone-or-pairs',
    pairAware: surrogates === 'pairs' || surrogates === 'lone' || surrogates === 'lone-or-pairs',
    loneSurrogates: surrogates === 'lone' || surrogates === 'lone-or-pairs',
    modifiedNul,
    surrogateLength: lengthForBits[16] ?? 0,
    offsets,
    reservedRuns: (table.reserved ?? []).length > 0,
    orderPreserving: table.orderPreserving !== false,
    layouts,
    kinds,
    longest,
    maxSequenceLength,
    dataBits,
    least,
    lengthForBits,
    beyondRows: 2 ** maxBits,
    extensionDataBits: extBits,
    extensionMarker: extMarker,
    extensionStructure: extStructure,
    bigint: big,
    leadMasks: layouts.map((layout) => mask(layout.leadDataBits)),
    extensionRadix: 2 ** extBits,
    leastNumbers: least.map((value) => Number(value)),
    maxNumber: maxAsNumber(max),
    ...singleRun(kinds),
  }
  return Object.freeze({ ...scheme, utf8Rows: utf8Rows(scheme) })
}

/** RFC 3629's rows as a scheme's layouts say them: `[leadMarker, leadDataBits]` of 1–4 units. */
const UTF8_LEADS: readonly (readonly [number, number])[] = [
  [0, 0],
  [0x00, 7],
  [0xc0, 5],
  [0xe0, 4],
  [0xf0, 3],
]

/**
 * How much of RFC 3629 UTF-8 `scheme` reads and writes byte for byte as UTF-8 does: `4` every well-formed
 * sequence but a surrogate's (its rows 1–4 are UTF-8's, with UTF-8's lead units and shortest forms, no
 * offsets), `3` those of 1–3 bytes (CESU-8, Java's), `0` none beyond its singles. U+0000 is apart
 * (`modifiedNul`). Such sequences are copied between two schemes without reading their values.
 */
function utf8Rows(
  scheme: Pick<
    Scheme<number | bigint>,
    'kinds' | 'layouts' | 'lengthForBits' | 'offsets' | 'maxCodePoint' | 'pairs'
  >,
): number {
  const { kinds, layouts, lengthForBits } = scheme
  if (scheme.offsets.length > 0 || kinds.length !== 256 || !(scheme.maxCodePoint >= 0xffff)) return 0
  const agrees = (n: number, firstLead: number, lastLead: number, fromBits: number, toBits: number) => {
    const row = layouts[n]
    const [marker, bits] = UTF8_LEADS[n] as readonly [number, number]
    if (
      row === undefined ||
      row.leadMarker !== marker ||
      row.leadDataBits !== bits ||
      row.extensionMarker !== 0x80 ||
      row.extensionDataBits !== 6
    )
      return false
    for (let u = firstLead; u <= lastLead; u++) if (kinds[u] !== n) return false
    for (let b = fromBits; b <= toBits; b++) if (lengthForBits[b] !== n) return false
    return true
  }
  for (let u = 0x80; u < 0xc0; u++) if (kinds[u] !== 0) return 0
  if (!agrees(1, 1, 0x7f, 1, 7) || !agrees(2, 0xc2, 0xdf, 8, 11) || !agrees(3, 0xe0, 0xef, 12, 16)) return 0
  return !scheme.pairs && scheme.maxCodePoint >= 0x10ffff && agrees(4, 0xf0, 0xf4, 17, 21) ? 4 : 3
}

/** The first run of single units from 0 (or 1, when 0 starts nothing): the loops' quick path. */
function singleRun(kinds: Int8Array): { singleFrom: number; singleTo: number } {
  const singleFrom = kinds[0] === 1 ? 0 : 1
  let singleTo = singleFrom
  while (singleTo < kinds.length && kinds[singleTo] === 1) singleTo++
  return { singleFrom, singleTo }
}

/** The maximum for the number path: exact up to 2^53, `Infinity` above (no number value passes it). */
function maxAsNumber(max: number | bigint): number {
  if (typeof max === 'number') return max
  return max > BigInt(Number.MAX_SAFE_INTEGER) ? Number.POSITIVE_INFINITY : Number(max)
}

/** The value ranges of a table's offsets, in value order. */
function offsetRanges(table: SchemeTable<number | bigint>, dataBits: readonly number[]): OffsetRange[] {
  if (table.offsets === undefined || table.offsets.length === 0) return []
  // A length the table gives no offset holds its data as it is.
  const given = [...table.offsets]
  for (let n = 1; n <= table.rows.length; n++)
    if (!given.some(([length]) => length === n)) given.push([n, 0, 0])
  const ranges = given.map(([length, from, offset]) => {
    const next = given.find(([n, f]) => n === length && f > from)
    const lastData = next === undefined ? 2 ** (dataBits[length] as number) - 1 : (next[1] as number) - 1
    return { length, first: from + offset, last: lastData + offset, offset }
  })
  return ranges.sort((a, b) => a.first - b.first)
}

/** `a <= b` for a number (possibly infinite) and a number or bigint. */
function lessOrEqual(a: number | bigint, b: number | bigint): boolean {
  if (typeof a === 'number' && !Number.isFinite(a)) return false
  return a <= b
}
