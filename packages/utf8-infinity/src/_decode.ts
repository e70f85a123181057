/**
 * Decoding UTF-∞-8: to a JS string (well-formed UTF-8 through the native decoder or core's kernel, only
 * where the kernel stops is handled here), to bigint code points, and validation.
 *
 * @module
 */

import { DecodeError, formatCodePoint, unpackBits, utf8Layout } from '@utf8x/core'
import {
  checkDecodedLength,
  type DecodeErrorDetails,
  decodeUtf8Prefix,
  kernelState,
  nativeDecodeStrict,
  preferNative,
  scanUtf8Prefix,
  scratchUnits,
  unitsToString,
  validateUtf8Prefix,
} from '@utf8x/core/internal'
import { NAME } from './_encode.ts'
import { storageToBigInt } from './_hex.ts'
import {
  KINDS,
  LEAD_LENGTH,
  maximalSubpart,
  OK,
  OVERLONG,
  SECOND_MAX,
  SECOND_MIN,
  SURROGATE,
  scan,
  scanSequence,
  TRUNCATED,
} from './_layout.ts'

const REPLACEMENT = 0xfffd

/** Code points with more hex digits than this are not spelled out in error messages. */
const MESSAGE_DIGITS = 40

/**
 * The value of the well-formed sequence at `bytes[i]` that {@link scanSequence} just accepted (so `scan`
 * still describes it), as a number for the 1–7-byte forms and a bigint beyond.
 */
function valueAt(bytes: Uint8Array, i: number): number | bigint {
  const length = scan.length
  if (bytes[i] !== 0xff) return unpackBits(bytes, i, utf8Layout(length))
  return storageToBigInt(bytes, i + scan.header, length - scan.header)
}

/** The `DecodeError` for status `status` of the sequence at `bytes[i]`, `scan` still describing it. */
function sequenceError(
  status: number,
  bytes: Uint8Array,
  i: number,
  codePoint?: number | bigint,
): DecodeError {
  const kind = KINDS[status] as Exclude<(typeof KINDS)[number], 'ok'>
  const shown = Math.min(scan.shown, i + 17)
  const details: { -readonly [K in keyof DecodeErrorDetails]: DecodeErrorDetails[K] } = {
    units: bytes.subarray(i, shown),
  }
  if (
    bytes[i] !== 0xff &&
    (status === TRUNCATED || status === OVERLONG) &&
    (LEAD_LENGTH[bytes[i] as number] as number) > 0
  ) {
    details.length = LEAD_LENGTH[bytes[i] as number] as number
  }
  if (codePoint !== undefined) details.codePoint = codePoint
  return new DecodeError(NAME, kind, i, details)
}

/** `unrepresentable` for a well-formed code point above U+10FFFF at `bytes[i]`, `scan` describing it. */
function unrepresentable(bytes: Uint8Array, i: number): DecodeError {
  const value = valueAt(bytes, i)
  const details: { -readonly [K in keyof DecodeErrorDetails]: DecodeErrorDetails[K] } = {
    units: bytes.subarray(i, Math.min(i + scan.length, i + 17)),
    codePoint: value,
  }
  if (typeof value === 'bigint' && scan.digits > MESSAGE_DIGITS) {
    details.reason = `code point of ${scan.digits} hex digits not representable in a JavaScript string`
  } else {
    details.reason = `code point ${formatCodePoint(value)} not representable in a JavaScript string`
  }
  return new DecodeError(NAME, 'unrepresentable', i, details)
}

/** A strict error for the faulty sequence at `bytes[i]` (with its value when it is a surrogate). */
export function faultAt(status: number, bytes: Uint8Array, i: number): DecodeError {
  return sequenceError(status, bytes, i, status === SURROGATE ? (valueAt(bytes, i) as number) : undefined)
}

/**
 * Decodes to a string. Code points above U+10FFFF are `unrepresentable` (strict) or one U+FFFD each;
 * ill-formed sequences are a `DecodeError` (strict) or one U+FFFD per maximal subpart.
 */
export function decodeText(bytes: Uint8Array, fatal: boolean): string {
  // Well-formed UTF-8 means the same here: the runtime's decoder where it is the faster path.
  const native = preferNative(bytes, 0) ? nativeDecodeStrict(bytes) : null
  if (native !== null) return native
  const end = bytes.length
  // A text too long for a string: a RangeError before the output is allocated.
  checkDecodedLength(bytes, 0, 0xc0, 0x80)
  const out = scratchUnits(end)
  let i = 0
  let w = 0
  for (;;) {
    i = decodeUtf8Prefix(bytes, i, end, out, w)
    w = kernelState.written
    if (i >= end) break
    const status = scanSequence(bytes, i, end)
    if (status === OK) {
      if (fatal) throw unrepresentable(bytes, i)
      i += scan.length
    } else {
      if (fatal) throw faultAt(status, bytes, i)
      i += maximalSubpart(bytes, i, end)
    }
    out[w++] = REPLACEMENT
  }
  return unitsToString(out, w, true)
}

/** Small code points as bigints, made once on first use. */
let smallBigInts: bigint[] | undefined

function smallTable(): bigint[] {
  if (smallBigInts === undefined) {
    smallBigInts = []
    for (let c = 0; c < 0x800; c++) smallBigInts.push(BigInt(c))
  }
  return smallBigInts
}

/**
 * Decodes to code points (bigints). The 1–4-byte forms are decoded as numbers inline; bigints are made
 * only for the result. Ill-formed sequences: `DecodeError` (strict) or `0xFFFDn` per maximal subpart.
 */
export function decodeCodePointsImpl(bytes: Uint8Array, fatal: boolean): bigint[] {
  const small = smallTable()
  const out: bigint[] = []
  const end = bytes.length
  let i = 0
  while (i < end) {
    const b = bytes[i] as number
    if (b < 0x80) {
      out.push(small[b] as bigint)
      i++
      continue
    }
    const length = LEAD_LENGTH[b] as number
    if (length !== 0 && length <= 4 && i + length <= end) {
      const c = bytes[i + 1] as number
      if (c >= (SECOND_MIN[b] as number) && c <= (SECOND_MAX[b] as number)) {
        if (length === 2) {
          out.push(small[((b & 0x1f) << 6) | (c & 0x3f)] as bigint)
          i += 2
          continue
        }
        const d = bytes[i + 2] as number
        if (length === 3) {
          if ((d & 0xc0) === 0x80) {
            out.push(BigInt(((b & 0x0f) << 12) | ((c & 0x3f) << 6) | (d & 0x3f)))
            i += 3
            continue
          }
        } else {
          const e = bytes[i + 3] as number
          if ((d & 0xc0) === 0x80 && (e & 0xc0) === 0x80) {
            out.push(BigInt(((b & 0x07) << 18) | ((c & 0x3f) << 12) | ((d & 0x3f) << 6) | (e & 0x3f)))
            i += 4
            continue
          }
        }
      }
    }
    const status = scanSequence(bytes, i, end)
    if (status === OK) {
      const value = valueAt(bytes, i)
      out.push(typeof value === 'bigint' ? value : BigInt(value))
      i += scan.length
    } else {
      if (fatal) throw faultAt(status, bytes, i)
      out.push(0xfffdn)
      i += maximalSubpart(bytes, i, end)
    }
  }
  return out
}

/** The first error strict decoding to code points would throw, or `null`. */
export function validateImpl(bytes: Uint8Array): DecodeError | null {
  const end = bytes.length
  let i = 0
  for (;;) {
    // The first run (most often the whole input) 16 bytes a step; the rest a sequence at a time.
    i = (i === 0 ? scanUtf8Prefix : validateUtf8Prefix)(bytes, i, end)
    if (i >= end) return null
    const status = scanSequence(bytes, i, end)
    if (status !== OK) return faultAt(status, bytes, i)
    i += scan.length
  }
}
