/**
 * Reading a seed's table rows (RFC 3629's `110xxxxx 10xxxxxx`, Barber's `wwzd'dddd`) into
 * {@link SequenceLayout}s. `tools/build-tables.mjs` compiles each package's `_tables.ts` text with
 * {@link readTable} into `_rows.ts`, and a test holds each compiled row to the text.
 *
 * @module
 */

import type { SequenceLayout } from './bits.ts'

/** The widest unit a row may describe (codecs store units in a `Uint16Array` at the most). */
const MAX_UNIT_BITS = 16

/** One unit of a row, as read: its width, its structure bits in place, and how many low bits are data. */
interface UnitPattern {
  readonly bits: number
  readonly marker: number
  readonly dataBits: number
  /** Column (1-based) where the unit starts, for messages. */
  readonly column: number
  /** Index in the row just after the unit. */
  readonly end: number
}

function malformed(row: string, column: number, problem: string): SyntaxError {
  return new SyntaxError(`${problem}, at column ${column} of the row ${JSON.stringify(row)}`)
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9'
const isSpace = (c: string | undefined) => c === ' ' || c === '\t'

/**
 * Reads one row: a lead unit, then its extension units, separated by spaces, most significant bit first:
 *
 * - RFC 3629 / RFC 2279: `0` and `1` for structure bits, `x` for data bits (`1110xxxx`);
 * - Barber: `z` and `w` for structure bits 0 and 1, `d` for data bits, an apostrophe as a reading aid
 *   (`wwwz'dddd`), and in table ten a count after a letter for a run of it (`w2zz d4` is `wwzzdddd`: a
 *   space before a counted run of data bits, `d4`, continues the unit).
 *
 * `× n` at the end: the last unit n times in all (table nine: `w'wwzd'dddd w'zddd'dddd × 2`). Structure
 * bits come before data bits; all units are as wide (1 to 16 bits); all extension units alike. A one-unit
 * row's extension fields are 0 ({@link readTable} fills them in).
 *
 * @throws {SyntaxError} naming the row and the column (1-based) of the first thing that is wrong
 * @example
 * ```ts
 * const l = readLayout('1110xxxx 10xxxxxx 10xxxxxx')
 * console.assert(l.leadMarker === 0xe0 && l.leadDataBits === 4 && l.extensionCount === 2)
 * console.assert(l.extensionMarker === 0x80 && l.extensionDataBits === 6)
 * const h = readLayout("w'wwzd'dddd w'zddd'dddd × 2")
 * console.assert(h.unitBits === 9 && h.leadDataBits === 5 && h.extensionCount === 2)
 * console.assert(readLayout('w2zz d4').leadMarker === 0xc0)
 * ```
 */
export function readLayout(row: string): SequenceLayout {
  const units: UnitPattern[] = []
  let i = 0
  const skipSpaces = () => {
    while (isSpace(row[i])) i++
  }
  skipSpaces()
  while (i < row.length && row[i] !== '×') {
    const unit = readUnit(row, i, units.length === 0)
    units.push(unit)
    i = unit.end
    skipSpaces()
  }
  if (units.length === 0) throw malformed(row, i + 1, 'A row needs at least a lead unit')
  if (row[i] === '×') {
    const at = i + 1
    if (units.length < 2) throw malformed(row, at, '× repeats an extension unit, and the row has none')
    i++
    skipSpaces()
    const start = i
    while (isDigit(row[i])) i++
    const count = Number(row.slice(start, i))
    if (i === start || count < 1) throw malformed(row, start + 1, 'Expected a count of 1 or more after ×')
    skipSpaces()
    if (i < row.length) throw malformed(row, i + 1, `Unexpected "${row[i]}" after the count`)
    const last = units[units.length - 1] as UnitPattern
    for (let k = 1; k < count; k++) units.push(last)
  }
  const lead = units[0] as UnitPattern
  const extension = units[1]
  for (const unit of units) {
    if (unit.bits !== lead.bits) {
      throw malformed(row, unit.column, `A unit of ${unit.bits} bits in a row of ${lead.bits}-bit units`)
    }
    const differs =
      extension !== undefined && (unit.marker !== extension.marker || unit.dataBits !== extension.dataBits)
    if (unit !== lead && differs) throw malformed(row, unit.column, 'Extension units that differ')
  }
  return {
    unitBits: lead.bits,
    leadMarker: lead.marker,
    leadDataBits: lead.dataBits,
    extensionCount: units.length - 1,
    extensionMarker: extension?.marker ?? 0,
    extensionDataBits: extension?.dataBits ?? 0,
  }
}

/** Reads the unit that starts at `row[start]`, up to the next space that does not begin data bits. */
function readUnit(row: string, start: number, isLead: boolean): UnitPattern {
  let bits = 0
  let marker = 0
  let dataBits = 0
  let i = start
  for (;;) {
    const c = row[i]
    if (c === undefined || c === '×') break
    if (isSpace(c)) {
      // Table ten's `w2zz d4`: a counted run of data bits after a space continues the unit.
      let j = i
      while (isSpace(row[j])) j++
      if (dataBits === 0 && dataBitsFollow(row, j)) {
        i = j
        continue
      }
      break
    }
    if (c === "'") {
      i++
      continue
    }
    const column = i + 1
    let value: 0 | 1 | null
    if (c === '0' || c === 'z') value = 0
    else if (c === '1' || c === 'w') value = 1
    else if (c === 'x' || c === 'd') value = null
    else throw malformed(row, column, `Unexpected "${c}" (a bit is 0, 1, x, w, z or d)`)
    i++
    let run = 1
    if ((c === 'w' || c === 'z' || c === 'd') && isDigit(row[i])) {
      const from = i
      while (isDigit(row[i])) i++
      run = Number(row.slice(from, i))
      if (run < 1) throw malformed(row, from + 1, 'A run needs a count of 1 or more')
    }
    if (value === null) {
      dataBits += run
    } else {
      if (dataBits > 0) throw malformed(row, column, 'A structure bit after data bits')
      for (let k = 0; k < run; k++) marker = marker * 2 + value
    }
    bits += run
    if (bits > MAX_UNIT_BITS) throw malformed(row, column, `A unit wider than ${MAX_UNIT_BITS} bits`)
  }
  if (bits === 0) throw malformed(row, start + 1, 'Expected a unit')
  if (bits === dataBits) {
    throw malformed(row, start + 1, `${isLead ? 'A lead' : 'An extension'} unit with no structure bits`)
  }
  return { bits, marker: marker * 2 ** dataBits, dataBits, column: start + 1, end: i }
}

/** Whether `row[j…]`, up to the next space or the end, is one counted run of data bits (`d4`). */
function dataBitsFollow(row: string, j: number): boolean {
  let k = j + 1
  while (isDigit(row[k])) k++
  return row[j] === 'd' && k > j + 1 && (k === row.length || isSpace(row[k]) || row[k] === '×')
}

/**
 * Reads a whole table with {@link readLayout}. The rows share one extension unit (one-unit rows get it);
 * rows that spell it differently, or in another unit width, are an error.
 *
 * @throws {SyntaxError} as {@link readLayout}, or naming the row (1-based) that disagrees
 * @example
 * ```ts
 * const [one, two] = readTable(['0xxxxxxx', '110xxxxx 10xxxxxx'])
 * console.assert(one.extensionCount === 0 && one.extensionMarker === 0x80 && one.extensionDataBits === 6)
 * console.assert(two.leadMarker === 0xc0 && two.leadDataBits === 5)
 * ```
 */
export function readTable(rows: readonly string[]): SequenceLayout[] {
  const layouts = rows.map((row) => readLayout(row))
  const first = layouts[0]
  if (first === undefined) throw new SyntaxError('A table needs at least one row')
  const model = layouts.find((l) => l.extensionCount > 0) ?? first
  return layouts.map((l, k) => {
    if (l.unitBits !== first.unitBits) {
      throw new SyntaxError(
        `Row ${k + 1} (${JSON.stringify(rows[k])}) has ${l.unitBits}-bit units, row 1 has ${first.unitBits}-bit units`,
      )
    }
    if (l.extensionCount === 0) {
      return { ...l, extensionMarker: model.extensionMarker, extensionDataBits: model.extensionDataBits }
    }
    if (l.extensionMarker !== model.extensionMarker || l.extensionDataBits !== model.extensionDataBits) {
      throw new SyntaxError(
        `Row ${k + 1} (${JSON.stringify(rows[k])}) has another extension unit than the rows before it`,
      )
    }
    return l
  })
}
