/**
 * Decoding: the hot loop into UTF-16 code units, the string and code point decoders built on it, and
 * the hooks core's `ChunkedDecoder` needs for streaming.
 *
 * @module
 */

import { unitsToString } from '@utf8x/core'
import { OFFSET_2, OFFSET_3_HIGH, OFFSET_3_LOW, OFFSET_4, SPLIT_3 } from './_scheme.ts'
import { OK, readSequence, sequenceError, sequenceState } from './_sequence.ts'

/** Where {@link decodePrefix} stopped: `read` (input index) and `written` (output index). */
export const decodeState: { read: number; written: number } = { read: 0, written: 0 }

/** Largest 4-byte stored value a JS string can hold (U+10FFFF − 69792). */
const MAX_STRING_VALUE_4 = 0x10ffff - OFFSET_4

/**
 * Decodes the longest prefix of `bytes[start:end)` made of complete sequences whose values a JS string
 * can hold (up to U+10FFFF) into UTF-16 units at `out[w…]`. It stops before anything else: a stray
 * continuation byte, a truncated sequence, FE/FF, a 5- or 6-byte sequence, or a 4-byte value above
 * U+10FFFF. `out` needs room for `end - start` units.
 *
 * @returns the input index where it stopped (also `decodeState.read`)
 */
export function decodePrefix(
  bytes: Uint8Array,
  start: number,
  end: number,
  out: Uint16Array,
  w: number,
): number {
  let i = start
  while (i < end) {
    const b = bytes[i] as number
    if (b < 0x80) {
      out[w++] = b
      i++
      while (i + 4 <= end) {
        const b0 = bytes[i] as number
        const b1 = bytes[i + 1] as number
        const b2 = bytes[i + 2] as number
        const b3 = bytes[i + 3] as number
        if ((b0 | b1 | b2 | b3) & 0x80) break
        out[w] = b0
        out[w + 1] = b1
        out[w + 2] = b2
        out[w + 3] = b3
        w += 4
        i += 4
      }
      continue
    }
    if (b < 0xe0) {
      if (b < 0xc0 || i + 1 >= end) break
      const c = bytes[i + 1] as number
      if ((c & 0xc0) !== 0x80) break
      out[w++] = (((b & 0x1f) << 6) | (c & 0x3f)) + OFFSET_2
      i += 2
      continue
    }
    if (b < 0xf0) {
      if (i + 2 >= end) break
      const c = bytes[i + 1] as number
      const d = bytes[i + 2] as number
      if (((c & 0xc0) ^ 0x80) | ((d & 0xc0) ^ 0x80)) break
      const v = ((b & 0x0f) << 12) | ((c & 0x3f) << 6) | (d & 0x3f)
      if (v < SPLIT_3) {
        out[w++] = v + OFFSET_3_LOW
      } else {
        const cp = v + OFFSET_3_HIGH
        if (cp < 0x10000) {
          out[w++] = cp
        } else {
          const s = cp - 0x10000
          out[w++] = 0xd800 | (s >> 10)
          out[w++] = 0xdc00 | (s & 0x3ff)
        }
      }
      i += 3
      continue
    }
    if (b >= 0xf8 || i + 3 >= end) break
    const c = bytes[i + 1] as number
    const d = bytes[i + 2] as number
    const e = bytes[i + 3] as number
    if (((c & 0xc0) ^ 0x80) | ((d & 0xc0) ^ 0x80) | ((e & 0xc0) ^ 0x80)) break
    const v = ((b & 0x07) << 18) | ((c & 0x3f) << 12) | ((d & 0x3f) << 6) | (e & 0x3f)
    if (v > MAX_STRING_VALUE_4) break
    const s = v + (OFFSET_4 - 0x10000)
    out[w++] = 0xd800 | (s >> 10)
    out[w++] = 0xdc00 | (s & 0x3ff)
    i += 4
  }
  decodeState.read = i
  decodeState.written = w
  return i
}

/**
 * Decodes bytes to a string. Strict: the first problem is a `DecodeError` (a value above U+10FFFF is
 * `unrepresentable`). Replacement: one U+FFFD per stray byte, per truncated sequence (its maximal
 * subpart), per reserved run and per value above U+10FFFF.
 */
export function decodeToString(bytes: Uint8Array, fatal: boolean): string {
  const end = bytes.length
  const out = new Uint16Array(end)
  let i = decodePrefix(bytes, 0, end, out, 0)
  let w = decodeState.written
  while (i < end) {
    // decodePrefix decodes every sequence a string can hold, so this is a problem, or (OK) a value above
    // U+10FFFF: unrepresentable.
    const kind = readSequence(bytes, i, end)
    if (fatal) throw sequenceError(kind, bytes, i)
    out[w++] = 0xfffd
    i = decodePrefix(bytes, i + sequenceState.length, end, out, w)
    w = decodeState.written
  }
  return unitsToString(out, w, true)
}

/** Decodes bytes to code points (up to U+8421109F); replacement as {@link decodeToString}, no `unrepresentable`. */
export function decodeToCodePoints(bytes: Uint8Array, fatal: boolean): number[] {
  const end = bytes.length
  const out: number[] = []
  let i = 0
  while (i < end) {
    const b = bytes[i] as number
    if (b < 0x80) {
      out.push(b)
      i++
      continue
    }
    const kind = readSequence(bytes, i, end)
    if (kind === OK) out.push(sequenceState.codePoint)
    else if (fatal) throw sequenceError(kind, bytes, i)
    else out.push(0xfffd)
    i += sequenceState.length
  }
  return out
}

/**
 * Where the sequence that more input could still change starts (core's `heldTail`): an incomplete lead
 * sequence, or a reserved run reaching the end (it may go on, and its error `end` with it).
 */
export function heldTail(units: Uint8Array): number {
  const n = units.length
  let j = n - 1
  while (j >= 0 && ((units[j] as number) & 0xc0) === 0x80) j--
  if (j < 0) return n
  const b = units[j] as number
  if (b < 0x80) return n
  if (b < 0xfe) {
    const need = b < 0xe0 ? 2 : b < 0xf0 ? 3 : b < 0xf8 ? 4 : b < 0xfc ? 5 : 6
    return n - j < need ? j : n
  }
  // A reserved run goes to the end: it starts at the first FE/FF after the last 00–7F or C0–FD byte.
  let k = j - 1
  while (k >= 0 && ((units[k] as number) >= 0xfe || ((units[k] as number) & 0xc0) === 0x80)) k--
  k++
  while ((units[k] as number) < 0xfe) k++
  return k
}

/** Held reserved runs longer than this are looked at again only when they have doubled (linear time). */
const LONG_RUN = 64

/**
 * How long the held tail must grow before it is worth looking at again (core's `tailNeed`): one more
 * byte, except for a long reserved run, which waits until it has doubled so that a run fed one byte at a
 * time stays linear (its decoding is one U+FFFD or one error either way; only when it shows is delayed).
 */
export function tailNeed(units: Uint8Array, tail: number): number {
  const held = units.length - tail
  if (held > LONG_RUN && (units[tail] as number) >= 0xfe) return tail + 2 * held
  return units.length + 1
}
