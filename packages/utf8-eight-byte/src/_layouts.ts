/**
 * The schemes of Barber's document as layouts, read from his tables in `_tables.ts`: eight-byte UTF-8
 * (§2–§3, tables one and two), its seven-byte limit (§6, last line), UTF-8 over hunks of 1 to 9 bits
 * (§8, table nine) and the 65-bit variant (§9, table ten, as the README reads it).
 *
 * @module
 */

import { readTable, type SequenceLayout } from '@utf8x/core'
import { buildScheme, type Scheme } from './_scheme.ts'
import { EXTENSION_BYTE, EXTENSION_BYTE_65, TABLE_NINE, TABLE_ONE, TABLE_TEN, TABLE_TWO } from './_tables.ts'

/** A row of tables one and ten: the first byte, then the extension byte as many times as it says. */
function sequenceRow(firstByte: string, extension: string, extensions: number): string {
  return extensions === 0 ? firstByte : `${firstByte} ${extension} × ${extensions}`
}

/** Table one's layouts, 1 to 8 bytes. */
function tableOneLayouts(): SequenceLayout[] {
  return readTable(TABLE_ONE.map((row) => sequenceRow(row.firstByte, EXTENSION_BYTE, row.extensions)))
}

/** Table two's letters by sequence length: [the valid row, the overlong row]. */
function tableTwoLetters(): (readonly [string, string | null])[] {
  const letters: [string, string | null][] = [['', null]]
  for (const row of TABLE_TWO) {
    const n = row.from.split(' ').length
    const entry = (letters[n] ??= ['', null])
    if (row.netBits === null) entry[1] = row.ref
    else entry[0] = row.ref
  }
  return letters
}

/** `utf-8-eight-byte`: leads `C0`–`FF`, 1–8 bytes, 42 bits (Barber §2, table one). */
export const EIGHT_BYTE: Scheme = /* @__PURE__ */ buildScheme(/* @__PURE__ */ tableOneLayouts(), {
  name: 'utf-8-eight-byte',
  unitWord: 'byte',
  utf8Compatible: true,
  rowLetters: /* @__PURE__ */ tableTwoLetters(),
})

/** `utf-8-seven-byte`: as eight-byte UTF-8 without `FF` (Barber §6: a channel that intercepts `FF`). */
export const SEVEN_BYTE: Scheme = /* @__PURE__ */ (() =>
  buildScheme(tableOneLayouts().slice(0, 7), {
    name: 'utf-8-seven-byte',
    unitWord: 'byte',
    utf8Compatible: true,
    unused: [0xff],
    rowLetters: tableTwoLetters(),
  }))()

/** `utf-8-65`: extension bytes `100ddddd`, leads `A0`–`FF`, 1–14 bytes, 65 bits (table ten). */
export const SIXTY_FIVE_BIT: Scheme = /* @__PURE__ */ (() =>
  buildScheme(
    readTable(TABLE_TEN.map((row) => sequenceRow(row.firstByte, EXTENSION_BYTE_65, row.extensions))),
    {
      name: 'utf-8-65',
      unitWord: 'byte',
      utf8Compatible: false,
    },
  ))()

const hunkSchemes: Scheme[] = []

/** `utf-8-hunk-N` (Barber §8): UTF-8 over units of `bits` bits (1 to 9), built once per size. */
export function hunkScheme(bits: number): Scheme {
  let scheme = hunkSchemes[bits]
  if (scheme === undefined) {
    const rows = TABLE_NINE[bits]
    if (rows === undefined) throw new RangeError(`Table nine has no ${bits}-bit hunks`)
    scheme = buildScheme(readTable(rows.map(([, pattern]) => pattern)), {
      name: `utf-8-hunk-${bits}`,
      unitWord: 'hunk',
      utf8Compatible: false,
    })
    hunkSchemes[bits] = scheme
  }
  return scheme
}
