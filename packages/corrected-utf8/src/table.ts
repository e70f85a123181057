/**
 * The seed's table of byte sequences, offsets and code point ranges, computed from the codec's own
 * constants (so a test can hold it against the seed).
 *
 * @module
 */

import {
  MAX_CODE_POINT,
  OFFSET_2,
  OFFSET_3_HIGH,
  OFFSET_3_LOW,
  OFFSET_4,
  OFFSET_5,
  OFFSET_6,
  writeCodePoint,
} from './_scheme.ts'

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

function bytesOf(codePoint: number): readonly number[] {
  const out = new Uint8Array(6)
  return Object.freeze([...out.subarray(0, writeCodePoint(codePoint, out, 0))])
}

function row(
  length: number,
  offset: number,
  firstCodePoint: number,
  lastCodePoint: number,
): CorrectedUtf8TableRow {
  return Object.freeze({
    length,
    firstBytes: bytesOf(firstCodePoint),
    lastBytes: bytesOf(lastCodePoint),
    offset,
    firstCodePoint,
    lastCodePoint,
  })
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
export const CORRECTED_UTF8_TABLE: readonly CorrectedUtf8TableRow[] = /* @__PURE__ */ Object.freeze([
  row(1, 0, 0, 0x7f),
  row(2, OFFSET_2, OFFSET_2, OFFSET_3_LOW - 1),
  row(3, OFFSET_3_LOW, OFFSET_3_LOW, 0xd7ff),
  row(3, OFFSET_3_HIGH, 0xe000, OFFSET_4 - 1),
  row(4, OFFSET_4, OFFSET_4, OFFSET_5 - 1),
  row(5, OFFSET_5, OFFSET_5, OFFSET_6 - 1),
  row(6, OFFSET_6, OFFSET_6, MAX_CODE_POINT),
])

export { MAX_CODE_POINT }
