/**
 * Barber's schemes from his tables (`_tables.ts`, compiled into `_rows.ts`): eight-byte UTF-8 (§2–§3),
 * seven-byte (§6), hunks of 1 to 9 bits (§8, table nine), the 65-bit variant (§9, table ten).
 *
 * @module
 */

import type { SequenceLayout } from '@utf8x/core'
import * as rows from './_rows.ts'
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

/**
 * The schemes of Barber's tables as `buildScheme` reads them, compiled into `_rows.ts` (so that a codec's
 * bundle carries no `defineScheme`): `EIGHT_BYTE` (`utf-8-eight-byte`: leads `C0`–`FF`, 1–8 bytes, 42 bits;
 * Barber §2, table one), `SEVEN_BYTE` (`utf-8-seven-byte`: without `FF`; §6, a channel that intercepts
 * `FF`), `SIXTY_FIVE_BIT` (`utf-8-65`: extension bytes `100ddddd`, leads `A0`–`FF`, 1–14 bytes, 65 bits;
 * table ten) and `HUNK_SCHEMES[bits]` (`utf-8-hunk-N`, §8, table nine: UTF-8 over units of 1 to 9 bits).
 */
export function compiledSchemes() {
  const rowLetters = tableTwoLetters()
  const bytes = (name: string, utf8Compatible: boolean) => ({
    name,
    unitWord: 'byte' as const,
    utf8Compatible,
  })
  const hunks = (bits: number) => ({
    name: `utf-8-hunk-${bits}`,
    unitWord: 'hunk' as const,
    utf8Compatible: false,
  })
  const hunkRows = (bits: number) =>
    (rows as Record<string, unknown>)[`HUNK_${bits}_LAYOUTS`] as readonly SequenceLayout[] | undefined
  return {
    type: ['Scheme', './_scheme.ts'],
    schemes: {
      EIGHT_BYTE: buildScheme(rows.EIGHT_BYTE_LAYOUTS, { ...bytes('utf-8-eight-byte', true), rowLetters }),
      SEVEN_BYTE: buildScheme(rows.EIGHT_BYTE_LAYOUTS.slice(0, 7), {
        ...bytes('utf-8-seven-byte', true),
        unused: [0xff],
        rowLetters,
      }),
      SIXTY_FIVE_BIT: buildScheme(rows.SIXTY_FIVE_BIT_LAYOUTS, bytes('utf-8-65', false)),
      HUNK_SCHEMES: Array.from({ length: 10 }, (_, bits) => {
        const layouts = hunkRows(bits)
        return layouts === undefined ? null : buildScheme(layouts, hunks(bits))
      }),
    },
  }
}

export { EIGHT_BYTE, SEVEN_BYTE, SIXTY_FIVE_BIT } from './_rows.ts'

/** `utf-8-hunk-N` (Barber §8): UTF-8 over units of `bits` bits (1 to 9). */
export function hunkScheme(bits: number): Scheme {
  const scheme = rows.HUNK_SCHEMES[bits]
  if (scheme == null) throw new RangeError(`Table nine has no ${bits}-bit hunks`)
  return scheme
}
