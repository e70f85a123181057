/**
 * The five schemes as core's engine reads them: the seeds' rows (RFC 3629's from core, RFC 2279's and
 * CESU-8's from `_tables.ts`, compiled into `_rows.ts`), each scheme's largest value (where its table's last range ends) and the rules no row
 * expresses: what surrogates are (core's README, "Semantics", Surrogates), CESU-8's and MUTF-8's missing 4-byte
 * forms, MUTF-8's `C0 80`. Decoding, encoding, errors and streams are the engine's. `tools/build-tables.mjs`
 * writes each scheme of {@link compiledSchemes} out into `_rows.ts`, so that a codec's bundle carries no
 * `defineScheme`.
 *
 * @module
 */

import { defineScheme, type Scheme } from '@utf8x/core'
import { utf8Scheme, wtf8Scheme } from '@utf8x/core/internal'
import { CESU8_LAYOUTS, RFC2279_LAYOUTS } from './_rows.ts'
import { RFC2279_ROWS } from './_tables.ts'

/**
 * The schemes of this package's own rows as `defineScheme` reads them, compiled into `_rows.ts`: RFC 2279
 * UTF-8, 1–6 bytes up to 0x7FFFFFFF (where its table's last range ends), surrogates ordinary integers;
 * CESU-8 (Unicode TR #26), UTF-8's rows of 1–3 bytes, a supplementary character (up to U+10FFFF, where
 * UTF-8's table ends) only as a high and a low surrogate sequence, each alone an error; Java Modified UTF-8,
 * CESU-8's rows and pairs, lone surrogates as text, and U+0000 only as `C0 80` (a raw `00` starts nothing).
 */
export function compiledSchemes() {
  const last = (RFC2279_ROWS[RFC2279_ROWS.length - 1] as { range: string }).range.split('-')[1] as string
  const bmpRows = { rows: CESU8_LAYOUTS, maxCodePoint: utf8Scheme.maxCodePoint, orderPreserving: false }
  return {
    type: ['Scheme', '@utf8x/core'],
    schemes: {
      RFC2279: defineScheme({
        name: 'utf-8-rfc2279',
        rows: RFC2279_LAYOUTS,
        maxCodePoint: Number.parseInt(last.replace(' ', ''), 16),
      }),
      CESU8: defineScheme({ name: 'cesu-8', ...bmpRows, surrogates: 'pairs' }),
      MUTF8: defineScheme({
        name: 'mutf-8',
        ...bmpRows,
        surrogates: 'lone-or-pairs',
        modifiedNul: true,
      }),
    },
  }
}

/** RFC 3629 UTF-8: core's scheme (surrogates forbidden). */
export const UTF8: Scheme = utf8Scheme

/** WTF-8: UTF-8's rows; lone surrogates are text, a high sequence right before a low one is an error (core's scheme). */
export const WTF8: Scheme = wtf8Scheme

export { CESU8, MUTF8, RFC2279 } from './_rows.ts'
