/**
 * The five schemes as core's engine reads them: the seeds' rows (RFC 3629's from core, RFC 2279's and
 * CESU-8's from `_tables.ts`, compiled into `_rows.ts`), each scheme's largest value (where its table's last range ends) and the rules no row
 * expresses: what surrogates are (core's README, "Semantics", Surrogates), CESU-8's and MUTF-8's missing 4-byte
 * forms, MUTF-8's `C0 80`. Decoding, encoding, errors and streams are the engine's.
 *
 * @module
 */

import { defineScheme, type Scheme, type SchemeTable, type SequenceLayout } from '@utf8x/core'
import { RFC3629_ROWS, utf8Scheme, wtf8Scheme } from '@utf8x/core/internal'
import { CESU8_LAYOUTS, RFC2279_LAYOUTS } from './_rows.ts'
import { RFC2279_ROWS, type UtfRow } from './_tables.ts'

/**
 * The engine scheme of a table: `layouts`, its rows compiled into `_rows.ts` (all of them, or the first
 * few), the maximum where the table's last range ends, and `rules`.
 */
function fromRows(
  name: string,
  rows: readonly UtfRow[],
  layouts: readonly SequenceLayout[],
  rules: Omit<SchemeTable, 'name' | 'rows' | 'maxCodePoint'>,
): Scheme {
  const last = (rows[rows.length - 1] as UtfRow).range.split('-')[1] as string
  return defineScheme({
    name,
    rows: layouts,
    maxCodePoint: Number.parseInt(last.replace(' ', ''), 16),
    ...rules,
  })
}

/** RFC 3629 UTF-8: core's scheme (surrogates forbidden). */
export const UTF8: Scheme = utf8Scheme

/** RFC 2279 UTF-8: 1–6 bytes up to 0x7FFFFFFF, surrogates ordinary integers. */
export const RFC2279: Scheme = /* @__PURE__ */ fromRows('utf-8-rfc2279', RFC2279_ROWS, RFC2279_LAYOUTS, {})

/** WTF-8: UTF-8's rows; lone surrogates are text, a high sequence right before a low one is an error (core's scheme). */
export const WTF8: Scheme = wtf8Scheme

/**
 * CESU-8 (Unicode TR #26): UTF-8's rows of 1–3 bytes; a supplementary character (up to U+10FFFF, where
 * the table ends) only as a high and a low surrogate sequence, each alone an error.
 */
export const CESU8: Scheme = /* @__PURE__ */ fromRows('cesu-8', RFC3629_ROWS, CESU8_LAYOUTS, {
  surrogates: 'pairs',
  orderPreserving: false,
})

/**
 * Java Modified UTF-8: CESU-8's rows and pairs, lone surrogates as text, and U+0000 only as `C0 80`
 * (a raw `00` starts nothing).
 */
export const MUTF8: Scheme = /* @__PURE__ */ fromRows('mutf-8', RFC3629_ROWS, CESU8_LAYOUTS, {
  surrogates: 'lone-or-pairs',
  modifiedNul: true,
  orderPreserving: false,
})
