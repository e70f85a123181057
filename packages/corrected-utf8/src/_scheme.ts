/**
 * The constants of Corrected UTF-8 and the per-code-point primitives every other module builds on.
 * Every offset and range is read from the seed's table in `_tables.ts` (seed, "Putting it all
 * together"); the comments say which gap each offset skips.
 *
 * @module
 */

import { CORRECTED_ROWS } from './_tables.ts'
import type { CorrectedUtf8TableRow } from './table.ts'

/** The scheme id (`codec.name`, SEMANTICS.md). */
export const SCHEME = 'corrected-utf-8'

const hexRange = (text: string): [string, string] => text.split(' … ') as [string, string]

/** Reads the rows of `_tables.ts`; the columns are checked against each other by the tests. */
function readRows(): CorrectedUtf8TableRow[] {
  return CORRECTED_ROWS.map((row) => {
    const [first, last] = hexRange(row.bytes).map((seq) => seq.split(' ').map((b) => Number.parseInt(b, 16)))
    const [low, high] = hexRange(row.codePoints).map((cp) => Number.parseInt(cp.replace(' ', ''), 16))
    return {
      length: (first as number[]).length,
      firstBytes: first as number[],
      lastBytes: last as number[],
      offset: Number(row.offset.replace(/ /g, '')),
      firstCodePoint: low as number,
      lastCodePoint: high as number,
    }
  })
}

/** The seed's seven rows, read once: 1, 2, 3 (to U+D7FF), 3 (from U+E000), 4, 5 and 6 bytes. */
export const SEED_ROWS: readonly CorrectedUtf8TableRow[] = /* @__PURE__ */ readRows()

const offsetOfRow = (k: number) => (SEED_ROWS[k] as CorrectedUtf8TableRow).offset

/** C1 controls U+0080–U+009F: skipped, so 2-byte sequences start at U+00A0 (offset 128 + 32 = 160). */
export const OFFSET_2: number = /* @__PURE__ */ offsetOfRow(1)
/** 3-byte sequences up to U+D7FF: after the 2^11 values of the 2-byte form (160 + 2048 = 2208). */
export const OFFSET_3_LOW: number = /* @__PURE__ */ offsetOfRow(2)
/** 3-byte sequences from U+E000: the 2048 surrogates are skipped (2208 + 2048 = 4256). */
export const OFFSET_3_HIGH: number = /* @__PURE__ */ offsetOfRow(3)
/** The 3-byte stored value of U+E000 (`EC BD A0`): where the second 3-byte offset starts. */
export const SPLIT_3: number = (SEED_ROWS[3] as CorrectedUtf8TableRow).firstCodePoint - OFFSET_3_HIGH
/** 4-byte sequences: after the 2^16 3-byte values (4256 + 65536 = 69792). */
export const OFFSET_4: number = /* @__PURE__ */ offsetOfRow(4)
/** 5-byte sequences: after the 2^21 4-byte values (69792 + 2097152 = 2166944). */
export const OFFSET_5: number = /* @__PURE__ */ offsetOfRow(5)
/** 6-byte sequences: after the 2^26 5-byte values (2166944 + 67108864 = 69275808). */
export const OFFSET_6: number = /* @__PURE__ */ offsetOfRow(6)
/**
 * The largest code point: the 2^31 6-byte values end at U+8421109F (the last row's last code point).
 *
 * @example
 * ```ts
 * console.assert(MAX_CODE_POINT === 0x8421109f)
 * ```
 */
export const MAX_CODE_POINT: number = (SEED_ROWS[SEED_ROWS.length - 1] as CorrectedUtf8TableRow).lastCodePoint

/** First code point of each length class 1…6 (index = length): the first row of that length. */
export const FIRST_OF_LENGTH: readonly number[] = /* @__PURE__ */ (() => {
  const first = [0]
  for (const row of SEED_ROWS) first[row.length] ??= row.firstCodePoint
  return first
})()

/** Sequence length announced by each lead byte: the rows' first bytes (0 for continuation bytes, FE, FF). */
export const LEAD_LENGTH: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(256)
  for (const row of SEED_ROWS) {
    for (let b = row.firstBytes[0] as number; b <= (row.lastBytes[0] as number); b++) table[b] = row.length
  }
  return table
})()

/** Why a code point cannot be encoded, or `null` when it can. Non-numbers are the caller's concern. */
export function unencodableKind(codePoint: number): 'out-of-range' | 'surrogate' | 'not-encodable' | null {
  if (!(codePoint >= 0 && codePoint <= MAX_CODE_POINT) || codePoint !== Math.floor(codePoint))
    return 'out-of-range'
  if (codePoint >= 0x80 && codePoint <= 0x9f) return 'not-encodable'
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return 'surrogate'
  return null
}

/** Bytes for an encodable code point (1–6). */
export function lengthOf(codePoint: number): number {
  return codePoint < 0x80
    ? 1
    : codePoint < OFFSET_3_LOW
      ? 2
      : codePoint < OFFSET_4
        ? 3
        : codePoint < OFFSET_5
          ? 4
          : codePoint < OFFSET_6
            ? 5
            : 6
}

/** The offset added to the stored value of a sequence of `length` bytes holding `value`. */
export function offsetOf(length: number, value: number): number {
  if (length === 3) return value < SPLIT_3 ? OFFSET_3_LOW : OFFSET_3_HIGH
  return FIRST_OF_LENGTH[length] as number
}

/**
 * Writes an encodable code point at `out[w…]` (the caller has checked it and made room).
 *
 * @returns the index after the sequence
 */
export function writeCodePoint(codePoint: number, out: Uint8Array, w: number): number {
  if (codePoint < 0x80) {
    out[w] = codePoint
    return w + 1
  }
  if (codePoint < OFFSET_3_LOW) {
    const v = codePoint - OFFSET_2
    out[w] = 0xc0 | (v >> 6)
    out[w + 1] = 0x80 | (v & 0x3f)
    return w + 2
  }
  if (codePoint < OFFSET_4) {
    const v = codePoint - (codePoint < 0xd800 ? OFFSET_3_LOW : OFFSET_3_HIGH)
    out[w] = 0xe0 | (v >> 12)
    out[w + 1] = 0x80 | ((v >> 6) & 0x3f)
    out[w + 2] = 0x80 | (v & 0x3f)
    return w + 3
  }
  if (codePoint < OFFSET_5) {
    const v = codePoint - OFFSET_4
    out[w] = 0xf0 | (v >> 18)
    out[w + 1] = 0x80 | ((v >> 12) & 0x3f)
    out[w + 2] = 0x80 | ((v >> 6) & 0x3f)
    out[w + 3] = 0x80 | (v & 0x3f)
    return w + 4
  }
  if (codePoint < OFFSET_6) {
    const v = codePoint - OFFSET_5
    out[w] = 0xf8 | (v >> 24)
    out[w + 1] = 0x80 | ((v >> 18) & 0x3f)
    out[w + 2] = 0x80 | ((v >> 12) & 0x3f)
    out[w + 3] = 0x80 | ((v >> 6) & 0x3f)
    out[w + 4] = 0x80 | (v & 0x3f)
    return w + 5
  }
  const v = codePoint - OFFSET_6
  out[w] = 0xfc | (v >>> 30)
  out[w + 1] = 0x80 | ((v >>> 24) & 0x3f)
  out[w + 2] = 0x80 | ((v >> 18) & 0x3f)
  out[w + 3] = 0x80 | ((v >> 12) & 0x3f)
  out[w + 4] = 0x80 | ((v >> 6) & 0x3f)
  out[w + 5] = 0x80 | (v & 0x3f)
  return w + 6
}
