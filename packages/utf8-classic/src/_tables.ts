/**
 * The seeds' tables this package adds to core's, written as the seeds write them: a code point range
 * and the bit pattern of its sequences (`x` marks a data bit). RFC 3629's four rows, which `utf-8`,
 * `wtf-8`, `cesu-8` and `mutf-8` read, live in core (`RFC3629_ROWS`); `_scheme.ts` names the rules no row
 * expresses (surrogates, MUTF-8's `C0 80`). `tools/build-tables.mjs` reads {@link compiledTables} with core's
 * `readTable` into `_rows.ts`, which the schemes load; a test checks `_rows.ts` against these rows, row by row.
 *
 * @module
 */

/** One row: the code points it holds (hexadecimal, `low-high`) and the pattern of their sequences. */
export interface UtfRow {
  readonly range: string
  readonly pattern: string
}

/**
 * RFC 2279 §2, the original six rows up to 7FFF FFFF (`utf-8-rfc2279`).
 * RFC 2279 abbreviates the last pattern as `1111110x 10xxxxxx ... 10xxxxxx`; here it is written out.
 */
export const RFC2279_ROWS: readonly UtfRow[] = [
  { range: '0000 0000-0000 007F', pattern: '0xxxxxxx' },
  { range: '0000 0080-0000 07FF', pattern: '110xxxxx 10xxxxxx' },
  { range: '0000 0800-0000 FFFF', pattern: '1110xxxx 10xxxxxx 10xxxxxx' },
  { range: '0001 0000-001F FFFF', pattern: '11110xxx 10xxxxxx 10xxxxxx 10xxxxxx' },
  { range: '0020 0000-03FF FFFF', pattern: '111110xx 10xxxxxx 10xxxxxx 10xxxxxx 10xxxxxx' },
  { range: '0400 0000-7FFF FFFF', pattern: '1111110x 10xxxxxx 10xxxxxx 10xxxxxx 10xxxxxx 10xxxxxx' },
]

/**
 * The tables `_rows.ts` holds, by the name each has there: RFC 2279's rows, and their first three, which
 * are RFC 3629's (a test checks them against core's): the 1–3-byte rows of CESU-8 and Java's Modified UTF-8.
 */
export function compiledTables(): Record<string, readonly string[]> {
  return {
    RFC2279_LAYOUTS: RFC2279_ROWS.map((row) => row.pattern),
    CESU8_LAYOUTS: RFC2279_ROWS.slice(0, 3).map((row) => row.pattern),
  }
}
