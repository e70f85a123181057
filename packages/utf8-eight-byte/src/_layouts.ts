/**
 * Barber's schemes from his tables (`_tables.ts`, compiled into `_rows.ts`): eight-byte UTF-8 (§2–§3),
 * seven-byte (§6), hunks of 1 to 9 bits (§8, table nine), the 65-bit variant (§9, table ten).
 *
 * @module
 */

import type { SequenceLayout } from '@utf8x/core'
import {
  EIGHT_BYTE_LAYOUTS,
  HUNK_1_LAYOUTS,
  HUNK_2_LAYOUTS,
  HUNK_3_LAYOUTS,
  HUNK_4_LAYOUTS,
  HUNK_5_LAYOUTS,
  HUNK_6_LAYOUTS,
  HUNK_7_LAYOUTS,
  HUNK_8_LAYOUTS,
  HUNK_9_LAYOUTS,
  SIXTY_FIVE_BIT_LAYOUTS,
} from './_rows.ts'
import { buildScheme, type Scheme } from './_scheme.ts'
import { TABLE_TWO } from './_tables.ts'

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
export const EIGHT_BYTE: Scheme = /* @__PURE__ */ buildScheme(EIGHT_BYTE_LAYOUTS, {
  name: 'utf-8-eight-byte',
  unitWord: 'byte',
  utf8Compatible: true,
  rowLetters: /* @__PURE__ */ tableTwoLetters(),
})

/** `utf-8-seven-byte`: as eight-byte UTF-8 without `FF` (Barber §6: a channel that intercepts `FF`). */
export const SEVEN_BYTE: Scheme = /* @__PURE__ */ (() =>
  buildScheme(EIGHT_BYTE_LAYOUTS.slice(0, 7), {
    name: 'utf-8-seven-byte',
    unitWord: 'byte',
    utf8Compatible: true,
    unused: [0xff],
    rowLetters: tableTwoLetters(),
  }))()

/** `utf-8-65`: extension bytes `100ddddd`, leads `A0`–`FF`, 1–14 bytes, 65 bits (table ten). */
export const SIXTY_FIVE_BIT: Scheme = /* @__PURE__ */ (() =>
  buildScheme(SIXTY_FIVE_BIT_LAYOUTS, {
    name: 'utf-8-65',
    unitWord: 'byte',
    utf8Compatible: false,
  }))()

/** Table nine's layouts by hunk size. */
const HUNK_LAYOUTS: Readonly<Record<number, readonly SequenceLayout[]>> = {
  1: HUNK_1_LAYOUTS,
  2: HUNK_2_LAYOUTS,
  3: HUNK_3_LAYOUTS,
  4: HUNK_4_LAYOUTS,
  5: HUNK_5_LAYOUTS,
  6: HUNK_6_LAYOUTS,
  7: HUNK_7_LAYOUTS,
  8: HUNK_8_LAYOUTS,
  9: HUNK_9_LAYOUTS,
}

const hunkSchemes: Scheme[] = []

/** `utf-8-hunk-N` (Barber §8): UTF-8 over units of `bits` bits (1 to 9), built once per size. */
export function hunkScheme(bits: number): Scheme {
  let scheme = hunkSchemes[bits]
  if (scheme === undefined) {
    const rows = HUNK_LAYOUTS[bits]
    if (rows === undefined) throw new RangeError(`Table nine has no ${bits}-bit hunks`)
    scheme = buildScheme(rows, {
      name: `utf-8-hunk-${bits}`,
      unitWord: 'hunk',
      utf8Compatible: false,
    })
    hunkSchemes[bits] = scheme
  }
  return scheme
}
