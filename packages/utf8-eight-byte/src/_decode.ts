/**
 * Decoding loops shared by every scheme of this package. For the schemes that well-formed RFC 3629
 * text means the same in (eight- and seven-byte UTF-8) the shared UTF-8 kernel decodes ordinary text,
 * and these loops handle only where it stops: 5- to 8-byte sequences, values beyond U+10FFFF,
 * surrogate values and errors.
 *
 * @module
 */

import type { DecodeError, SequenceLayout } from '@utf8x/core'
import {
  checkDecodedLength,
  decodeUtf8Prefix,
  kernelState,
  mask,
  nativeDecodeStrict,
  preferNative,
  scanUtf8Prefix,
  scratchUnits,
  unitsToString,
  validateUtf8Prefix,
} from '@utf8x/core/internal'
import { sequenceError, unrepresentableError } from './_errors.ts'
import type { Scheme } from './_scheme.ts'
import { scanSequence, scanState, sequenceValue, type Units } from './_sequence.ts'

/**
 * A faster decoder of a scheme's bytes to a string, which gives exactly {@link decodeToString}'s answer
 * (its errors included) or `null` when it declines (input too short, no WebAssembly).
 */
export type FastBytesDecoder = (bytes: Uint8Array, fatal: boolean, scheme: Scheme) => string | null

/**
 * Decodes to a string. Values a string cannot hold (above U+10FFFF, surrogate values) are
 * `unrepresentable`; in replacement mode each such sequence becomes one U+FFFD, and each ill-formed
 * maximal subpart one U+FFFD.
 *
 * @throws {DecodeError} in strict mode, at the first ill-formed or unrepresentable sequence
 */
export function decodeToString(
  units: Units,
  fatal: boolean,
  scheme: Scheme,
  fast?: FastBytesDecoder,
): string {
  if (units instanceof Uint8Array) {
    return scheme.utf8Compatible
      ? decodeBytesToString(units, fatal, scheme)
      : decodeOtherBytesToString(units, fatal, scheme, fast)
  }
  const end = units.length
  checkTextLength(units, scheme)
  // Every sequence gives at most one UTF-16 unit per input unit (a pair needs 17 bits: ≥ 3 units).
  const out = scratchUnits(end)
  let i = 0
  unitState.written = 0
  while (i < end) i = decodeSequenceAt(units, i, end, fatal, scheme, out)
  return unitsToString(out, unitState.written, true)
}

/**
 * {@link decodeToString} of bytes in a scheme that well-formed UTF-8 means the same in: the runtime's
 * decoder or core's kernel for ordinary text, {@link decodeSequenceAt} only where the kernel stops. A
 * function of its own so that its accesses stay monomorphic (`Uint8Array` only).
 */
function decodeBytesToString(bytes: Uint8Array, fatal: boolean, scheme: Scheme): string {
  // Well-formed UTF-8 means the same here: the runtime's decoder where it is the faster path.
  if (preferNative(bytes, 0)) {
    const text = nativeDecodeStrict(bytes)
    if (text !== null) return text
  }
  const end = bytes.length
  checkTextLength(bytes, scheme)
  const out = scratchUnits(end)
  let i = decodeUtf8Prefix(bytes, 0, end, out, 0)
  unitState.written = kernelState.written
  while (i < end) {
    i = decodeSequenceAt(bytes, i, end, fatal, scheme, out)
    i = decodeUtf8Prefix(bytes, i, end, out, unitState.written)
    unitState.written = kernelState.written
  }
  return unitsToString(out, unitState.written, true)
}

/** What {@link decodeOtherBytesToString} reads from a scheme's tables, once per scheme. */
interface ShortForms {
  /** Units below this are singles, their own value. */
  readonly singleEnd: number
  /** An extension unit is one with `(u & extTop) === extMarker`; `u & extData` is its data. */
  readonly extTop: number
  readonly extMarker: number
  readonly extData: number
  readonly extBits: number
  /** `leadData[n]` and `least[n]` (the least shortest-form value; Infinity when none), `n` = 2…4. */
  readonly leadData2: number
  readonly leadData3: number
  readonly leadData4: number
  readonly least2: number
  readonly least3: number
  readonly least4: number
}

const shortForms = new WeakMap<Scheme, ShortForms>()

function shortFormsOf(scheme: Scheme): ShortForms {
  let forms = shortForms.get(scheme)
  if (forms !== undefined) return forms
  const single = scheme.layouts[1] as SequenceLayout
  const extBits = single.extensionDataBits
  const least = (n: number) =>
    n <= scheme.longest && scheme.valid[n] ? 2 ** (scheme.floorBits[n] as number) : Number.POSITIVE_INFINITY
  const leadData = (n: number) => (n <= scheme.longest ? (scheme.leadDataMask[n] as number) : 0)
  forms = {
    singleEnd: single.leadMarker === 0 ? 2 ** single.leadDataBits : 0,
    extTop: ~mask(extBits) & mask(scheme.unitBits),
    extMarker: single.extensionMarker,
    extData: mask(extBits),
    extBits,
    leadData2: leadData(2),
    leadData3: leadData(3),
    leadData4: leadData(4),
    least2: least(2),
    least3: least(3),
    least4: least(4),
  }
  shortForms.set(scheme, forms)
  return forms
}

/**
 * {@link decodeToString} of bytes in a scheme that well-formed UTF-8 does not mean the same in (the
 * 65-bit variant): singles and well-formed 2- to 4-byte sequences whose value a string holds are decoded
 * here from the scheme's tables; everything else (errors, longer sequences, values a string cannot hold)
 * goes through {@link decodeSequenceAt}, so errors and replacements are exactly the generic ones.
 */
function decodeOtherBytesToString(
  bytes: Uint8Array,
  fatal: boolean,
  scheme: Scheme,
  fast: FastBytesDecoder | undefined,
): string {
  const end = bytes.length
  checkTextLength(bytes, scheme)
  if (fast !== undefined) {
    const text = fast(bytes, fatal, scheme)
    if (text !== null) return text
  }
  const out = scratchUnits(end)
  const kinds = scheme.kinds
  const f = shortFormsOf(scheme)
  const { singleEnd, extTop, extMarker, extData, extBits, leadData2, leadData3, leadData4 } = f
  const { least2, least3, least4 } = f
  let i = 0
  let w = 0
  while (i < end) {
    let b = bytes[i] as number
    if (b < singleEnd) {
      out[w++] = b
      while (++i < end && (b = bytes[i] as number) < singleEnd) out[w++] = b
      continue
    }
    const n = kinds[b] as number
    if (n === 2 && i + 1 < end) {
      const c = bytes[i + 1] as number
      const v = ((b & leadData2) << extBits) | (c & extData)
      if ((c & extTop) === extMarker && v >= least2 && v < 0xd800) {
        out[w++] = v
        i += 2
        continue
      }
    } else if (n === 3 && i + 2 < end) {
      const c = bytes[i + 1] as number
      const d = bytes[i + 2] as number
      const v = ((((b & leadData3) << extBits) | (c & extData)) << extBits) | (d & extData)
      if ((c & extTop) === extMarker && (d & extTop) === extMarker && v >= least3 && v < 0xd800) {
        out[w++] = v
        i += 3
        continue
      }
    } else if (n === 4 && i + 3 < end) {
      const c = bytes[i + 1] as number
      const d = bytes[i + 2] as number
      const e = bytes[i + 3] as number
      const v =
        ((((((b & leadData4) << extBits) | (c & extData)) << extBits) | (d & extData)) << extBits) |
        (e & extData)
      if (
        (c & extTop) === extMarker &&
        (d & extTop) === extMarker &&
        (e & extTop) === extMarker &&
        v >= least4 &&
        (v < 0xd800 || (v > 0xdfff && v <= 0x10ffff))
      ) {
        if (v < 0x10000) {
          out[w++] = v
        } else {
          out[w++] = 0xd800 | ((v - 0x10000) >> 10)
          out[w++] = 0xdc00 | (v & 0x3ff)
        }
        i += 4
        continue
      }
    }
    unitState.written = w
    i = decodeSequenceAt(bytes, i, end, fatal, scheme, out)
    w = unitState.written
  }
  return unitsToString(out, w, true)
}

/**
 * Throws core's RangeError at once when `units` holds more sequence starts (units that are not extension
 * units: `10` and h − 2 data bits, `100ddddd` in the 65-bit scheme) than the longest string has units.
 */
function checkTextLength(units: Units, scheme: Scheme): void {
  const h = scheme.unitBits
  if (h < 2) checkDecodedLength(units, 0, 0, 1)
  else if (scheme.unitWord === 'byte' && !scheme.utf8Compatible) checkDecodedLength(units, 0, 0xe0, 0x80)
  else checkDecodedLength(units, 0, 3 << (h - 2), 2 << (h - 2))
}

/** Where {@link decodeSequenceAt} left the output. */
export const unitState = { written: 0 }

/**
 * Decodes the one sequence at `units[i]` into `out` (from `unitState.written`, which it advances): its
 * UTF-16 units, or U+FFFD for an ill-formed maximal subpart or an unrepresentable value in replacement
 * mode. Returns the index after it.
 *
 * @throws {DecodeError} in strict mode
 */
export function decodeSequenceAt(
  units: Units,
  i: number,
  end: number,
  fatal: boolean,
  scheme: Scheme,
  out: Uint16Array,
): number {
  let w = unitState.written
  const n = scanSequence(units, i, end, scheme)
  if (n === 0) {
    if (fatal) throw sequenceError(units, i, end, scheme)
    out[w] = 0xfffd
    unitState.written = w + 1
    return i + scanState.subpart
  }
  const value = n === 1 ? (units[i] as number) : sequenceValue(units, i, n, scheme)
  if (typeof value === 'number' && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff)) {
    if (value < 0x10000) {
      out[w++] = value
    } else {
      const v = value - 0x10000
      out[w++] = 0xd800 | (v >> 10)
      out[w++] = 0xdc00 | (v & 0x3ff)
    }
  } else if (fatal) {
    throw unrepresentableError(units, i, n, scheme)
  } else {
    out[w++] = 0xfffd
  }
  unitState.written = w
  return i + n
}

/**
 * Decodes to code points (numbers, or bigints for schemes wider than 53 bits). Never `unrepresentable`.
 *
 * @throws {DecodeError} in strict mode, at the first ill-formed sequence
 */
export function decodeToCodePoints<CodePoint extends number | bigint>(
  units: Units,
  fatal: boolean,
  scheme: Scheme,
): CodePoint[] {
  const end = units.length
  const out: (number | bigint)[] = []
  const big = scheme.bigint
  let i = 0
  while (i < end) {
    const u = units[i] as number
    if (u < 0x80 && scheme.kinds[u] === 1) {
      out.push(big ? BigInt(u) : u)
      i++
      continue
    }
    const n = scanSequence(units, i, end, scheme)
    if (n === 0) {
      if (fatal) throw sequenceError(units, i, end, scheme)
      out.push(big ? 0xfffdn : 0xfffd)
      i += scanState.subpart
      continue
    }
    const value = n === 1 ? u : sequenceValue(units, i, n, scheme)
    out.push(big && typeof value === 'number' ? BigInt(value) : value)
    i += n
  }
  return out as CodePoint[]
}

/** The first error strict decoding to code points would throw, or `null`. */
export function validateUnits(units: Units, scheme: Scheme): DecodeError | null {
  const end = units.length
  const kernel = scheme.utf8Compatible && units instanceof Uint8Array
  let i = 0
  while (i < end) {
    if (kernel) {
      // The first run (most often the whole input) 16 bytes a step; the rest a sequence at a time.
      i = (i === 0 ? scanUtf8Prefix : validateUtf8Prefix)(units as Uint8Array, i, end)
      if (i >= end) break
    }
    const n = scanSequence(units, i, end, scheme)
    if (n === 0) return sequenceError(units, i, end, scheme)
    i += n
  }
  return null
}
