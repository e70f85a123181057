/**
 * The seeds' tables, written as the seeds write them: a code point range and the bit pattern of its
 * sequences (`x` marks a data bit). `_scheme.ts` derives every descriptor from these rows; the rules
 * no row expresses (CESU-8's and MUTF-8's surrogate pairs and missing 4-byte forms, MUTF-8's `C0 80`,
 * WTF-8's pair ban, RFC 3629's surrogate gap) stay there as named policies.
 *
 * @module
 */

/** One row: the code points it holds (hexadecimal, `low-high`) and the pattern of their sequences. */
export interface UtfRow {
  readonly range: string
  readonly pattern: string
}

/**
 * RFC 3629 §3, "Encoding Table" (seeds/rfc3629-utf8-definition.txt): UTF-8 as `utf-8`, `wtf-8`,
 * `cesu-8` and `mutf-8` read it.
 */
export const RFC3629_ROWS: readonly UtfRow[] = [
  { range: '0000 0000-0000 007F', pattern: '0xxxxxxx' },
  { range: '0000 0080-0000 07FF', pattern: '110xxxxx 10xxxxxx' },
  { range: '0000 0800-0000 FFFF', pattern: '1110xxxx 10xxxxxx 10xxxxxx' },
  { range: '0001 0000-0010 FFFF', pattern: '11110xxx 10xxxxxx 10xxxxxx 10xxxxxx' },
]

/**
 * RFC 2279 §2, the original six rows up to 7FFF FFFF (`utf-8-rfc2279`; SEMANTICS.md's scheme table).
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
