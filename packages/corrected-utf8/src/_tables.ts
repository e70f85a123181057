/**
 * The seed's table (seeds/corrected-utf8.md, "Putting it all together"), row for row as it is written:
 * the byte sequences each row covers, the offset added to their stored value (decimal), and the code
 * points they encode (hexadecimal). The seed groups digits with thin spaces; here they are plain spaces.
 * `_scheme.ts` reads the offsets, lead lengths and largest code point from these rows; C1 controls and
 * surrogates, which no row encodes, and the reserved `FE`/`FF` runs are rules written there.
 *
 * @module
 */

/** One row of the seed's table, its three columns as text. */
export interface CorrectedRow {
  /** "Byte Sequence Range": the first and last sequence of the row, hexadecimal bytes. */
  readonly bytes: string
  /** "Offset", decimal. */
  readonly offset: string
  /** "Codepoint Range", hexadecimal. */
  readonly codePoints: string
}

/** The seven rows: the 3-byte sequences are split at the surrogates, with two offsets. */
export const CORRECTED_ROWS: readonly CorrectedRow[] = [
  { bytes: '00 … 7F', offset: '0', codePoints: '0000 0000 … 0000 007F' },
  { bytes: 'C0 80 … DF BF', offset: '160', codePoints: '0000 00A0 … 0000 089F' },
  { bytes: 'E0 80 80 … EC BD 9F', offset: '2 208', codePoints: '0000 08A0 … 0000 D7FF' },
  { bytes: 'EC BD A0 … EF BF BF', offset: '4 256', codePoints: '0000 E000 … 0001 109F' },
  { bytes: 'F0 80 80 80 … F7 BF BF BF', offset: '69 792', codePoints: '0001 10A0 … 0021 109F' },
  { bytes: 'F8 80 80 80 80 … FB BF BF BF BF', offset: '2 166 944', codePoints: '0021 10A0 … 0421 109F' },
  {
    bytes: 'FC 80 80 80 80 80 … FD BF BF BF BF BF',
    offset: '69 275 808',
    codePoints: '0421 10A0 … 8421 109F',
  },
]
