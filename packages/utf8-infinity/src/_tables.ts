/**
 * UTF-∞-8's fixed-length forms (seeds/utf-infinity-8.txt, §3.2–§3.3), one row per sequence length: the
 * code points a form holds and the bit pattern of its bytes (`x` a data bit, `× n` the trailing byte n
 * times). Below U+80000000 the seed defers to RFC 2279's one-to-six-byte forms (§3.2); `FE` starts the
 * seven-byte form (§3.3). `_layout.ts` reads its lead lengths and second-byte limits from these rows.
 * The `FF` forms (§3.4's thirteen bytes with a `100xxxxx` second byte, §3.5's length field) are not
 * rows of one layout: `_layout.ts` reads them as the seed's rules.
 *
 * @module
 */

/** One fixed-length form: its code points (`U+low..U+high`, as the seed's headings write them) and pattern. */
export interface ShortForm {
  readonly codePoints: string
  readonly pattern: string
}

/** The seven fixed-length forms, 1 to 7 bytes. */
export const SHORT_FORMS: readonly ShortForm[] = [
  { codePoints: 'U+0..U+7F', pattern: '0xxxxxxx' },
  { codePoints: 'U+80..U+7FF', pattern: '110xxxxx 10xxxxxx' },
  { codePoints: 'U+800..U+FFFF', pattern: '1110xxxx 10xxxxxx × 2' },
  { codePoints: 'U+10000..U+1FFFFF', pattern: '11110xxx 10xxxxxx × 3' },
  { codePoints: 'U+200000..U+3FFFFFF', pattern: '111110xx 10xxxxxx × 4' },
  { codePoints: 'U+4000000..U+7FFFFFFF', pattern: '1111110x 10xxxxxx × 5' },
  { codePoints: 'U+80000000..U+FFFFFFFFF', pattern: '11111110 10xxxxxx × 6' },
]
