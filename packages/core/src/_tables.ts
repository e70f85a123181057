/**
 * RFC 3629's four rows as the seed writes them: the `utf-8` and `wtf-8` schemes' table (and CESU-8's and
 * Java's). `tools/build-tables.mjs` compiles {@link compiledTables} into `_rows.ts`; a test checks each row.
 *
 * @module
 */

/**
 * RFC 3629 §3, "Encoding Table" (seeds/rfc3629-utf8-definition.txt): the code points of each row
 * (hexadecimal, as the RFC writes them) and the bit pattern of their sequences (`x`: a data bit).
 */
export const RFC3629_ROWS: readonly { readonly range: string; readonly pattern: string }[] = [
  { range: '0000 0000-0000 007F', pattern: '0xxxxxxx' },
  { range: '0000 0080-0000 07FF', pattern: '110xxxxx 10xxxxxx' },
  { range: '0000 0800-0000 FFFF', pattern: '1110xxxx 10xxxxxx 10xxxxxx' },
  { range: '0001 0000-0010 FFFF', pattern: '11110xxx 10xxxxxx 10xxxxxx 10xxxxxx' },
]

/** The tables `_rows.ts` holds, by the name each has there: their rows in the seed's notation. */
export function compiledTables(): Record<string, readonly string[]> {
  return { RFC3629_LAYOUTS: RFC3629_ROWS.map((row) => row.pattern) }
}
