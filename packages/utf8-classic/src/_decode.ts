/**
 * The pure-JS decoders of all five schemes: the shared fast kernel runs over the well-formed stretches
 * and {@link readSequence} handles only where it stops (an error, a lone surrogate, a pair, a value the
 * kernel does not take). Output buffers are sized once from the input length; no allocation per character.
 *
 * @module
 */

import type { DecodeError } from '@utf8x/core'
import {
  checkDecodedLength,
  decodeUtf8BmpPrefix,
  decodeUtf8Prefix,
  kernelState,
  scanUtf8Prefix,
  scratchUnits,
  unitsToString,
  validateUtf8Prefix,
} from '@utf8x/core/internal'
import type { Scheme } from './_scheme.ts'
import { readSequence, sequence, sequenceError, unrepresentableError } from './_sequence.ts'

function runKernel(
  bytes: Uint8Array,
  i: number,
  end: number,
  out: Uint16Array,
  w: number,
  scheme: Scheme,
): number {
  return scheme.utf8Superset
    ? decodeUtf8Prefix(bytes, i, end, out, w)
    : decodeUtf8BmpPrefix(bytes, i, end, out, w, scheme.modifiedNul)
}

/**
 * Decodes `bytes[start:]` to a string. Strict (`fatal`): throws the first `DecodeError` (offsets index
 * `bytes`). Otherwise each maximal subpart becomes one U+FFFD.
 */
export function decodeToString(bytes: Uint8Array, start: number, fatal: boolean, scheme: Scheme): string {
  const end = bytes.length
  // A text too long for a string: a RangeError before the output is allocated.
  checkDecodedLength(bytes, start, 0xc0, 0x80)
  const out = scratchUnits(end - start)
  let i = start
  let w = 0
  let wellFormed = true
  const ordinarySurrogates = scheme.surrogates === 'ordinary'
  while (i < end) {
    i = runKernel(bytes, i, end, out, w, scheme)
    w = kernelState.written
    if (i >= end) break
    readSequence(bytes, i, end, scheme)
    if (sequence.kind !== null) {
      if (fatal) throw sequenceError(bytes, i, scheme)
      out[w++] = 0xfffd
      i += sequence.subpart
      continue
    }
    const value = sequence.value
    if (value >= 0x10000) {
      if (value > 0x10ffff) {
        if (fatal) throw unrepresentableError(bytes, i, scheme)
        out[w++] = 0xfffd
      } else {
        const v = value - 0x10000
        out[w++] = 0xd800 | (v >> 10)
        out[w++] = 0xdc00 | (v & 0x3ff)
      }
    } else if (value >= 0xd800 && value <= 0xdfff) {
      if (ordinarySurrogates) {
        if (fatal) throw unrepresentableError(bytes, i, scheme)
        out[w++] = 0xfffd
      } else {
        out[w++] = value
        wellFormed = false
      }
    } else {
      out[w++] = value
    }
    i += sequence.length
  }
  return unitsToString(out, w, wellFormed)
}

/** Decodes `bytes[start:]` to code points (never `unrepresentable`); U+FFFD for each maximal subpart. */
export function decodeToCodePoints(
  bytes: Uint8Array,
  start: number,
  fatal: boolean,
  scheme: Scheme,
): number[] {
  const end = bytes.length
  const out: number[] = []
  let i = start
  while (i < end) {
    const b = bytes[i] as number
    if (b < 0x80 && (b !== 0 || !scheme.modifiedNul)) {
      out.push(b)
      i++
      continue
    }
    readSequence(bytes, i, end, scheme)
    if (sequence.kind !== null) {
      if (fatal) throw sequenceError(bytes, i, scheme)
      out.push(0xfffd)
      i += sequence.subpart
    } else {
      out.push(sequence.value)
      i += sequence.length
    }
  }
  return out
}

/**
 * Where strict decoding (to code points) finds its first error, with the failure left in `sequence`;
 * `-1` when `bytes` is well-formed. Builds nothing, so the exhaustive sweeps can call it per input.
 */
export function firstErrorOffset(bytes: Uint8Array, scheme: Scheme): number {
  const end = bytes.length
  let i = 0
  while (i < end) {
    if (scheme.utf8Superset) {
      // The first run (most often the whole input) 16 bytes a step; the rest a sequence at a time.
      i = i === 0 ? scanUtf8Prefix(bytes, 0, end) : validateUtf8Prefix(bytes, i, end)
      if (i >= end) break
    } else {
      const b = bytes[i] as number
      if (b < 0x80 && (b !== 0 || !scheme.modifiedNul)) {
        i++
        continue
      }
    }
    readSequence(bytes, i, end, scheme)
    if (sequence.kind !== null) return i
    i += sequence.length
  }
  return -1
}

/** The first error strict decoding (to code points) reports, or `null`. */
export function validateBytes(bytes: Uint8Array, scheme: Scheme): DecodeError | null {
  const i = firstErrorOffset(bytes, scheme)
  return i < 0 ? null : sequenceError(bytes, i, scheme)
}
