/**
 * Reading one sequence at a time, with the kinds of SEMANTICS.md, and the errors built from them. The
 * hot loops (`_decode.ts`) handle well-formed text themselves and call {@link readSequence} only where
 * they stop.
 *
 * @module
 */

import { DecodeError } from '@utf8x/core'
import { ownBytes } from './_input.ts'
import { LEAD_LENGTH, offsetOf, SCHEME } from './_scheme.ts'

/** A complete sequence: `sequenceState.codePoint` holds its value. */
export const OK = 0
/** A continuation byte where a sequence should start (one byte). */
export const STRAY = 1
/** A lead whose continuation bytes stop early: the lead and those present (a maximal subpart). */
export const TRUNCATED = 2
/** An FE/FF run: through FE, FF and 80–BF, up to the next 00–7F or C0–FD byte or the end. */
export const RESERVED = 3

/**
 * What the last {@link readSequence} call found: its `length` in bytes and, for {@link OK}, its
 * `codePoint` and the stored `value` (the data bits, before the offset).
 */
export const sequenceState: { length: number; codePoint: number; value: number } = {
  length: 0,
  codePoint: 0,
  value: 0,
}

/**
 * Reads the sequence at `bytes[i]` (`i < end`). Every complete 1–6-byte sequence is valid (there are no
 * overlongs, and the offsets skip the C1 controls and surrogates), so the only problems are a stray
 * continuation byte, a truncated sequence and a reserved FE/FF run.
 *
 * @returns {@link OK}, {@link STRAY}, {@link TRUNCATED} or {@link RESERVED}; the length and value in
 *   {@link sequenceState}
 */
export function readSequence(bytes: Uint8Array, i: number, end: number): number {
  const b = bytes[i] as number
  const n = LEAD_LENGTH[b] as number
  if (n === 1) {
    sequenceState.length = 1
    sequenceState.codePoint = b
    sequenceState.value = b
    return OK
  }
  if (n === 0) {
    if (b < 0xc0) {
      sequenceState.length = 1
      return STRAY
    }
    let j = i + 1
    while (j < end && ((bytes[j] as number) >= 0xfe || ((bytes[j] as number) & 0xc0) === 0x80)) j++
    sequenceState.length = j - i
    return RESERVED
  }
  // 2–6 bytes: the lead holds 6 − n data bits (5, 4, 3, 2, 1).
  let value = b & (0x7f >> n)
  let k = 1
  while (k < n && i + k < end) {
    const c = bytes[i + k] as number
    if ((c & 0xc0) !== 0x80) break
    value = value * 64 + (c & 0x3f)
    k++
  }
  sequenceState.length = k
  if (k < n) return TRUNCATED
  sequenceState.value = value
  sequenceState.codePoint = value + offsetOf(n, value)
  return OK
}

/**
 * The strict decoder's error for a problem that {@link readSequence} reported at `bytes[i]` (its
 * `sequenceState` still current). `OK` here means a value a JS string cannot hold (`unrepresentable`).
 */
export function sequenceError(kind: number, bytes: Uint8Array, i: number): DecodeError {
  const length = sequenceState.length
  const units = bytes.subarray(i, i + length)
  if (kind === STRAY) return new DecodeError(SCHEME, 'unexpected-continuation', i, { units })
  if (kind === RESERVED) return new DecodeError(SCHEME, 'reserved', i, { units, end: i + length })
  if (kind === TRUNCATED) {
    return new DecodeError(SCHEME, 'truncated', i, {
      units,
      length: LEAD_LENGTH[bytes[i] as number] as number,
    })
  }
  return new DecodeError(SCHEME, 'unrepresentable', i, { units, codePoint: sequenceState.codePoint })
}

/**
 * The first problem in `bytes` at the code point level (`validate`), or `null`. Values above U+10FFFF
 * are well-formed here.
 */
export function firstError(input: Uint8Array): DecodeError | null {
  const bytes = ownBytes(input)
  const end = bytes.length
  let i = 0
  while (i < end) {
    const b = bytes[i] as number
    if (b < 0x80) {
      i++
      continue
    }
    const kind = readSequence(bytes, i, end)
    if (kind !== OK) return sequenceError(kind, bytes, i)
    i += sequenceState.length
  }
  return null
}
