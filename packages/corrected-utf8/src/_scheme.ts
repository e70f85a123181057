/**
 * Corrected UTF-8 as core's engine reads it, built from the seed's rows in `_tables.ts`: one layout per
 * sequence length (the lead bytes of its rows and the continuation bytes of their sequences), each row's
 * offset from the data its first sequence holds, the largest code point of the last row, and the seed's
 * reserved `FE`/`FF` runs. Decoding, encoding, errors and streams are the engine's.
 *
 * @module
 */

import { defineScheme, type SequenceLayout } from '@utf8x/core'
import { scheme } from './_rows.ts'
import { CORRECTED_ROWS } from './_tables.ts'
import type { CorrectedUtf8TableRow } from './table.ts'

/** The scheme id (`codec.name`). */
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

/**
 * The largest code point: the 2^31 6-byte values end at U+8421109F (the last row's last code point).
 *
 * @example
 * ```ts
 * console.assert(MAX_CODE_POINT === 0x8421109f)
 * ```
 */
export const MAX_CODE_POINT: number = scheme.maxCodePoint

/**
 * The layout of each sequence length: its lead bytes run from the first row's first lead to the last
 * row's last (`E0`…`EF` over both 3-byte rows), a power of two of them whose low bits are data; its
 * continuation bytes from the lowest to the highest the rows show (`80`…`BF`).
 */
function layouts(rows: readonly CorrectedUtf8TableRow[]): SequenceLayout[] {
  const tails = rows.flatMap((row) => [...row.firstBytes.slice(1), ...row.lastBytes.slice(1)])
  const extensionMarker = Math.min(...tails)
  const extensionDataBits = Math.log2(Math.max(...tails) - extensionMarker + 1)
  const longest = Math.max(...rows.map((row) => row.length))
  return Array.from({ length: longest }, (_, k) => {
    const own = rows.filter((row) => row.length === k + 1)
    const leadMarker = (own[0] as CorrectedUtf8TableRow).firstBytes[0] as number
    const lastLead = (own[own.length - 1] as CorrectedUtf8TableRow).lastBytes[0] as number
    return {
      unitBits: 8,
      leadMarker,
      leadDataBits: Math.log2(lastLead - leadMarker + 1),
      extensionCount: k,
      extensionMarker,
      extensionDataBits,
    }
  })
}

/**
 * The engine's scheme as `defineScheme` reads it (for `tools/build-tables.mjs`, which writes it out into
 * `_rows.ts`, so that the codec's bundle carries no `defineScheme`): the rows' layouts; each row of two or
 * more bytes adds its offset to the data from that of its first sequence up (the 3-byte rows split at
 * `EC BD A0`, U+E000); the seed's `FE` and `FF` start reserved runs.
 */
export function compiledSchemes() {
  const table = {
    name: SCHEME,
    rows: layouts(SEED_ROWS),
    maxCodePoint: (SEED_ROWS[SEED_ROWS.length - 1] as CorrectedUtf8TableRow).lastCodePoint,
    offsets: SEED_ROWS.filter((row) => row.length > 1).map(
      (row) => [row.length, row.firstCodePoint - row.offset, row.offset] as const,
    ),
    reserved: [0xfe, 0xff],
  }
  return { type: ['Scheme', '@utf8x/core'], schemes: { scheme: defineScheme(table) } }
}

export { scheme }

/** Why a code point cannot be encoded, or `null` when it can. Non-numbers are the caller's concern. */
export function unencodableKind(codePoint: number): 'out-of-range' | 'surrogate' | 'not-encodable' | null {
  if (!(codePoint >= 0 && codePoint <= MAX_CODE_POINT) || codePoint !== Math.floor(codePoint))
    return 'out-of-range'
  if (scheme.offsets.some((range) => codePoint >= range.first && codePoint <= range.last)) return null
  return codePoint >= 0xd800 && codePoint <= 0xdfff ? 'surrogate' : 'not-encodable'
}
