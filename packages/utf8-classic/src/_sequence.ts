/**
 * Reading one sequence of any of the five schemes, slowly and exactly: the path every decoder takes where
 * the fast kernel stops. It decides the error kind in SEMANTICS.md's order, the maximal subpart one
 * U+FFFD replaces, and (for streams) whether a final incomplete sequence must wait for more input.
 *
 * @module
 */

import { DecodeError, type DecodeErrorKind } from '@utf8x/core'
import { MIN_VALUE, type Scheme } from './_scheme.ts'

/**
 * The result of the last {@link readSequence} call (one shared object: no allocation per sequence).
 * `kind` is `null` for a valid sequence of `length` bytes with value `value`; otherwise the sequence is
 * ill-formed, `length` is how many of its bytes were read and `subpart` how many one U+FFFD replaces.
 */
export const sequence: {
  kind: DecodeErrorKind | null
  length: number
  value: number
  subpart: number
} = { kind: null, length: 0, value: 0, subpart: 1 }

function isLowAt(bytes: Uint8Array, j: number, end: number): boolean {
  return (
    j + 2 < end &&
    bytes[j] === 0xed &&
    ((bytes[j + 1] as number) & 0xf0) === 0xb0 &&
    ((bytes[j + 2] as number) & 0xc0) === 0x80
  )
}

/**
 * How many bytes from `i` match a prefix of a well-formed sequence (the maximal subpart, at least 1 for a
 * lead), and through `match.full` how long that sequence is. With `extendPairs`, a complete 3-byte high
 * surrogate goes on into the low surrogate that may follow (CESU-8/MUTF-8 pairs, the WTF-8 pair error).
 */
export function matchLength(
  bytes: Uint8Array,
  i: number,
  end: number,
  scheme: Scheme,
  extendPairs: boolean,
): number {
  const b = bytes[i] as number
  const n = scheme.lengths[b] as number
  match.full = n
  if (n < 2) return 1
  // A lead no second byte can follow (C0, C1, F5–F7 in UTF-8) is complete as it stands: an error.
  if ((scheme.secondLow[b] as number) > (scheme.secondHigh[b] as number)) match.full = 1
  if (i + 1 >= end) return 1
  const c = bytes[i + 1] as number
  if (c < (scheme.secondLow[b] as number) || c > (scheme.secondHigh[b] as number)) return 1
  let m = 2
  while (m < n && i + m < end && ((bytes[i + m] as number) & 0xc0) === 0x80) m++
  if (extendPairs && m === 3 && b === 0xed && c >= 0xa0 && c <= 0xaf) {
    match.full = 6
    if (i + 3 < end && bytes[i + 3] === 0xed) {
      m = 4
      if (i + 4 < end && ((bytes[i + 4] as number) & 0xf0) === 0xb0) {
        m = 5
        if (i + 5 < end && ((bytes[i + 5] as number) & 0xc0) === 0x80) m = 6
      }
    }
  }
  return m
}

/** `full`: the length of the whole sequence the last {@link matchLength} call matched a prefix of. */
export const match: { full: number } = { full: 0 }

function fail(
  kind: DecodeErrorKind,
  length: number,
  bytes: Uint8Array,
  i: number,
  end: number,
  scheme: Scheme,
): false {
  sequence.kind = kind
  sequence.length = length
  sequence.subpart = matchLength(bytes, i, end, scheme, false)
  return false
}

/**
 * Reads the sequence at `bytes[i]` (i < end) into {@link sequence}. Valid values are code points; a
 * CESU-8/MUTF-8 surrogate pair is one 6-byte sequence with the supplementary value.
 */
export function readSequence(bytes: Uint8Array, i: number, end: number, scheme: Scheme): boolean {
  const b = bytes[i] as number
  sequence.kind = null
  sequence.subpart = 1
  if (b < 0x80) {
    if (b === 0 && scheme.modifiedNul) {
      sequence.kind = 'invalid-lead'
      sequence.length = 1
      return false
    }
    sequence.length = 1
    sequence.value = b
    return true
  }
  if (b < 0xc0) {
    sequence.kind = 'unexpected-continuation'
    sequence.length = 1
    return false
  }
  const n = scheme.lengths[b] as number
  if (n === 0) {
    sequence.kind = 'invalid-lead'
    sequence.length = 1
    return false
  }
  let value = b & (0x7f >> n)
  for (let k = 1; k < n; k++) {
    const c = i + k < end ? (bytes[i + k] as number) : -1
    if (c < 0 || (c & 0xc0) !== 0x80) return fail('truncated', k, bytes, i, end, scheme)
    value = value * 64 + (c & 0x3f)
  }
  if (value < (MIN_VALUE[n] as number) && !(value === 0 && n === 2 && scheme.modifiedNul)) {
    return fail('overlong', n, bytes, i, end, scheme)
  }
  if (value >= 0xd800 && value <= 0xdfff) {
    const policy = scheme.surrogates
    const high = value <= 0xdbff
    if (policy === 'forbid') return fail('surrogate', n, bytes, i, end, scheme)
    if (policy === 'lone') {
      if (high && isLowAt(bytes, i + 3, end)) return fail('surrogate', n, bytes, i, end, scheme)
    } else if (policy === 'pairs' || policy === 'lone-or-pairs') {
      if (high && isLowAt(bytes, i + 3, end)) {
        const low = (((bytes[i + 4] as number) & 0x0f) << 6) | ((bytes[i + 5] as number) & 0x3f)
        sequence.length = 6
        sequence.value = 0x10000 + ((value - 0xd800) << 10) + low
        return true
      }
      if (policy === 'pairs') return fail('surrogate', n, bytes, i, end, scheme)
    }
  }
  if (value > scheme.maxCodePoint) return fail('out-of-range', n, bytes, i, end, scheme)
  sequence.length = n
  sequence.value = value
  return true
}

/**
 * Where a strict stream must hold back the end of `bytes`: the start of a final lead whose announced
 * continuation bytes have not all arrived (only the complete sequence tells `overlong`, `surrogate` or
 * `out-of-range` from valid), or of a high surrogate waiting for its low; `bytes.length` when none.
 */
export function strictHeldTail(bytes: Uint8Array, scheme: Scheme): number {
  const end = bytes.length
  for (let p = Math.max(0, end - scheme.holdWindow); p < end; p++) {
    const n = scheme.lengths[bytes[p] as number] as number
    if (n < 2) continue
    let k = 1
    while (k < n && p + k < end && ((bytes[p + k] as number) & 0xc0) === 0x80) k++
    if (p + k === end && k < n) return p
    if (scheme.pairAware && k === 3) {
      const m = matchLength(bytes, p, end, scheme, true)
      if (p + m === end && m < match.full) return p
    }
  }
  return end
}

/**
 * Where a replacing stream must hold back the end of `bytes`: the start of a final sequence that more input could
 * still complete or change (a CESU-8/MUTF-8/WTF-8 high surrogate waiting for its low), or `bytes.length`.
 */
export function heldTail(bytes: Uint8Array, scheme: Scheme): number {
  const end = bytes.length
  for (let p = Math.max(0, end - scheme.holdWindow); p < end; p++) {
    const b = bytes[p] as number
    if (b < 0xc0) continue
    const m = matchLength(bytes, p, end, scheme, scheme.pairAware)
    if (p + m === end && m < match.full) return p
  }
  return end
}

/**
 * The `DecodeError` for the last {@link readSequence} failure at `bytes[i]` (built only on the throw path).
 */
export function sequenceError(bytes: Uint8Array, i: number, scheme: Scheme): DecodeError {
  const kind = sequence.kind ?? 'unrepresentable'
  // A view: DecodeError keeps a copy of the units.
  const units = bytes.subarray(i, i + sequence.length)
  const lead = bytes[i] as number
  const details: { units: Uint8Array; length?: number; codePoint?: number } = { units }
  if (kind === 'truncated' || kind === 'overlong') details.length = scheme.lengths[lead] as number
  if (kind === 'surrogate' || kind === 'out-of-range' || kind === 'unrepresentable') {
    let value = lead & (0x7f >> sequence.length)
    for (let k = 1; k < sequence.length; k++) value = value * 64 + ((units[k] as number) & 0x3f)
    details.codePoint = value
  }
  return new DecodeError(scheme.name, kind, i, details)
}

/** The `unrepresentable` error for a valid sequence whose value a JS string cannot hold (RFC 2279). */
export function unrepresentableError(bytes: Uint8Array, i: number, scheme: Scheme): DecodeError {
  return new DecodeError(scheme.name, 'unrepresentable', i, {
    units: bytes.subarray(i, i + sequence.length),
    codePoint: sequence.value,
  })
}
