/**
 * The incremental-decoding hooks for core's `ChunkedDecoder`: which tail of a chunk to hold back, and how
 * long to wait before looking at it again, so that a code point of any size arriving in 1-byte chunks
 * costs linear time (a run of `B4` bytes included).
 *
 * @module
 */

import { LEAD_LENGTH, OK, readLengthField, scan, scanSequence, TRUNCATED, usvByteCount } from './_layout.ts'

/**
 * Where the final sequence starts when more input could still change how it decodes (it is cut off by the
 * end of `units`), else `units.length`. Reads back over the trailing continuation bytes to the last lead.
 */
export function heldTail(units: Uint8Array): number {
  const n = units.length
  let p = n - 1
  while (p >= 0 && ((units[p] as number) & 0xc0) === 0x80) p--
  if (p < 0 || (units[p] as number) < 0xc0) return n
  return scanSequence(units, p, n) === TRUNCATED ? p : n
}

/** Looks again at a held tail no later than when it has doubled (and at least 16 bytes). */
const MIN_LOOK = 16

/**
 * The least length of a complete sequence starting with `units[tail:]` (known from the lead or the length
 * field read so far), capped so that a held tail is looked at again when it has doubled: a sequence that
 * can no longer complete is then reported (or replaced) after at most twice its bytes, and the total work
 * over any chunking stays linear.
 */
export function tailNeed(units: Uint8Array, tail: number): number {
  const held = units.length - tail
  return tail + Math.min(leastLength(units, tail), Math.max(2 * held, MIN_LOOK))
}

/** The least length of a sequence that begins with `units[tail:]` (a lead and at least one more byte needed). */
function leastLength(units: Uint8Array, tail: number): number {
  const lead = units[tail] as number
  const fixed = LEAD_LENGTH[lead] as number
  if (fixed !== 0) return fixed
  const second = units[tail + 1]
  if (second === undefined || second < 0xa0) return 13
  // A complete field gives the exact length; a held tail is never non-canonical, so otherwise the field was
  // cut off after `run` B4 bytes: NME has run + 1 digits, so NUD ≥ 18 + 16^run.
  if (readLengthField(units, tail, units.length) === OK) return scan.length
  let run = 0
  while (units[tail + 1 + run] === 0xb4) run++
  const nud = run === 0 ? 18 : 18 + 16 ** Math.min(run, 12)
  return 1 + run + (run + 1) + usvByteCount(nud)
}
