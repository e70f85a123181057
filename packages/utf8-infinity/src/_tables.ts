/**
 * UTF-∞-8 as its seed writes it (seeds/utf-infinity-8.txt, Bishop & Cook, draft of November 28, 2009),
 * as data: the fixed-length forms one row per sequence length (§3.2–§3.3), and the facts of the `FF`
 * forms (§3.4–§3.5). `tools/build-tables.mjs` compiles the rows ({@link compiledTables}, read by core's
 * `readTable`) into `_rows.ts`, which `_scheme.ts` turns into core's engine scheme (a test checks `_rows.ts`
 * against these rows, row by row); `_lead-rule.ts` reads the `FF` facts. Patterns are in the seed's notation (RFC 2279's: `0`/`1` structure bits, `x` data bits, `× n`
 * the trailing byte n times in all).
 *
 * @module
 */

/** One fixed-length form: its code points (`U+low..U+high`, as the seed's headings write them) and pattern. */
export interface ShortForm {
  readonly codePoints: string
  readonly pattern: string
}

/**
 * The seven fixed-length forms, 1 to 7 bytes. §3.2: "For code points less than U+80000000, UTF-∞-8 is
 * identical to the one-to-six-byte encoding defined by the original UTF-8 specification" (RFC 2279 §2,
 * its table of six rows); §3.3: "Seven-byte codes are used for code points in this range [U+80000000..
 * U+FFFFFFFFF]. The leading byte is FE. The six trailing bytes are in the range 80..BF."
 */
export const SHORT_FORMS: readonly ShortForm[] = [
  { codePoints: 'U+0..U+7F', pattern: '0xxxxxxx' },
  { codePoints: 'U+80..U+7FF', pattern: '110xxxxx 10xxxxxx' },
  { codePoints: 'U+800..U+FFFF', pattern: '1110xxxx 10xxxxxx × 2' },
  { codePoints: 'U+10000..U+1FFFFF', pattern: '11110xxx 10xxxxxx × 3' },
  { codePoints: 'U+200000..U+3FFFFFF', pattern: '111110xx 10xxxxxx × 4' },
  { codePoints: 'U+4000000..U+7FFFFFFF', pattern: '1111110x 10xxxxxx × 5' },
  { codePoints: 'U+80000000..U+FFFFFFFFF', pattern: '11111110 10xxxxxx × 6' },
]

/**
 * §3.4, the thirteen-byte form: "The leading byte is FF. The second byte is in the range 80..9F, with the
 * bit pattern 100xxxxx (binary) [...] The last eleven trailing bytes are in the range 80..BF".
 */
export const THIRTEEN_BYTE_FORM: ShortForm = {
  codePoints: 'U+1000000000..U+7FFFFFFFFFFFFFFFFF',
  pattern: '11111111 100xxxxx 10xxxxxx × 11',
}

/**
 * §3.5, code points above U+7FFFFFFFFFFFFFFFFF: `FF`, then the length-storage bytes, zero or more `B4`
 * ("before") and one or more `Ax` ("in the range A0..AF"), one `B4` fewer than `Ax`, holding NME = NUD
 * minus eighteen in hex (§3.5.3–§3.5.5); then ((NUD + 2) / 3) × 2 USV-storage bytes of six bits each
 * (§3.5.6–§3.5.7), the value padded on the left with zero nybbles to a multiple of three.
 */
export const LENGTH_FIELD = {
  /** The byte before the digits, one per digit after the first (§3.5.5). */
  before: 'B4',
  /** The digit bytes: `A0` + a hex digit of NME (§3.5.2). */
  digits: 'A0..AF',
  /** NME = NUD − 18 (§3.5.3): the fewest hex digits of a length-field code point. */
  leastDigits: 18,
} as const

/** The tables `_rows.ts` holds, by the name each has there: the seven fixed-length forms. */
export function compiledTables(): Record<string, readonly string[]> {
  return { SHORT_FORM_LAYOUTS: SHORT_FORMS.map((form) => form.pattern) }
}
