/**
 * The seed's table of byte sequences, offsets and code point ranges: the rows the codec's own
 * constants are read from.
 *
 * @module
 */

import { MAX_CODE_POINT, SEED_ROWS } from './_scheme.ts'

/** One row of the Corrected UTF-8 table. */
export interface CorrectedUtf8TableRow {
  /** Bytes per sequence (1–6). */
  readonly length: number
  /** The encoding of `firstCodePoint`. */
  readonly firstBytes: readonly number[]
  /** The encoding of `lastCodePoint`. */
  readonly lastBytes: readonly number[]
  /** Added to the stored value (the sequence's data bits) to give the code point. */
  readonly offset: number
  readonly firstCodePoint: number
  readonly lastCodePoint: number
}

/**
 * The seed's "complete table of byte sequences up to 6 bytes long": seven rows, the 3-byte sequences
 * split in two at the surrogates (`EC BD 9F` = U+D7FF, `EC BD A0` = U+E000).
 *
 * @example
 * ```ts
 * const row = CORRECTED_UTF8_TABLE[1]
 * console.assert(row.offset === 160 && row.firstCodePoint === 0xa0 && row.lastBytes.join() === '223,191')
 * ```
 */
export const CORRECTED_UTF8_TABLE: readonly CorrectedUtf8TableRow[] = /* @__PURE__ */ Object.freeze(
  SEED_ROWS.map((row) =>
    Object.freeze({
      ...row,
      firstBytes: Object.freeze([...row.firstBytes]),
      lastBytes: Object.freeze([...row.lastBytes]),
    }),
  ),
)

export { MAX_CODE_POINT }
