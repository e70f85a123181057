/**
 * The seed's offsets as the hand-written routes use them, read from the engine's scheme (which reads
 * them from the seed's rows).
 *
 * @module
 */

import type { OffsetRange } from '@utf8x/core/internal'
import { scheme } from '../_scheme.ts'

/** The offset of the `length`-byte range that starts at `first` or, without `first`, the first one. */
function offsetOf(length: number, first?: number): OffsetRange {
  return scheme.offsets.find(
    (range) => range.length === length && (first === undefined || range.first === first),
  ) as OffsetRange
}

/** The seed's offsets: 160, 2208 (to U+D7FF), 4256 (from U+E000), 69792. */
export const OFFSET_2: number = /* @__PURE__ */ (() => offsetOf(2).offset)()
export const OFFSET_3_LOW: number = /* @__PURE__ */ (() => offsetOf(3).offset)()
export const OFFSET_3_HIGH: number = /* @__PURE__ */ (() => offsetOf(3, 0xe000).offset)()
export const OFFSET_4: number = /* @__PURE__ */ (() => offsetOf(4).offset)()
/** The 3-byte data where the second 3-byte offset starts (`EC BD A0`, U+E000). */
export const SPLIT_3: number = /* @__PURE__ */ (() => 0xe000 - OFFSET_3_HIGH)()
/** Largest 4-byte data a string holds (U+10FFFF). */
export const MAX_STRING_DATA_4: number = /* @__PURE__ */ (() => 0x10ffff - OFFSET_4)()
