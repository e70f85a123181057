/**
 * Encoding code points (numbers or bigints) and strings as UTF-∞-8.
 *
 * @module
 */

import { EncodeError, packBits, utf8Layout } from '@utf8x/core'
import {
  encodeUtf8Into,
  firstLoneSurrogate,
  kernelState,
  nativeEncodeUtf8,
  nativeEncodeUtf8Into,
  utf8ByteLength,
} from '@utf8x/core/internal'
import { hexToStorage } from './_hex.ts'
import { usvByteCount } from './_layout.ts'

/** The scheme id (SEMANTICS.md). */
export const NAME = 'utf-infinity-8'

/** 2^36: the first code point past the 7-byte (`FE`) form. */
const FE_END = 2 ** 36
/** Hex digits of the largest 13-byte code point, 2^71 − 1 (18 digits, the first below 8). */
const THIRTEEN_DIGITS = 18

/**
 * The code point at `index` as a number below 2^36, or its lower-case hex digits when larger.
 *
 * @throws {EncodeError} `out-of-range` for a negative or non-integer value, `surrogate` for U+D800–DFFF
 * @throws {TypeError} for a value that is neither a number nor a bigint
 */
function checkCodePoint(raw: unknown, index: number): number | string {
  if (typeof raw === 'number') {
    if (!Number.isInteger(raw) || raw < 0) throw new EncodeError(NAME, 'out-of-range', index, raw)
    if (raw < FE_END) {
      if (raw >= 0xd800 && raw <= 0xdfff) throw new EncodeError(NAME, 'surrogate', index, raw)
      return raw
    }
    return BigInt(raw).toString(16)
  }
  if (typeof raw === 'bigint') {
    if (raw < 0n) throw new EncodeError(NAME, 'out-of-range', index, raw)
    if (raw < 0x1000000000n) {
      if (raw >= 0xd800n && raw <= 0xdfffn) throw new EncodeError(NAME, 'surrogate', index, raw)
      return Number(raw)
    }
    return raw.toString(16)
  }
  throw new TypeError(
    `The "codePoints" argument must hold numbers or bigints, received ${raw === null ? 'null' : `a ${typeof raw}`} at index ${index}`,
  )
}

/** Bytes of a code point below 2^36 (1–7). */
function smallLength(cp: number): number {
  return cp < 0x80
    ? 1
    : cp < 0x800
      ? 2
      : cp < 0x10000
        ? 3
        : cp < 0x200000
          ? 4
          : cp < 0x4000000
            ? 5
            : cp < 0x80000000
              ? 6
              : 7
}

/** Bytes of a code point of `digits` hex digits that needs a length field: `FF`, 2k − 1 field bytes, storage. */
function lengthFieldCodeLength(digits: number): number {
  return 2 * (digits - 18).toString(16).length + usvByteCount(digits)
}

/** Whether an 18-digit hex value is at least 2^71 (leading digit 8–f), so it needs a length field. */
function needsLengthField(hex: string): boolean {
  return hex.length > THIRTEEN_DIGITS || (hex.length === THIRTEEN_DIGITS && hex.charCodeAt(0) >= 0x38)
}

/** Bytes of a checked code point. */
function checkedLength(cp: number | string): number {
  if (typeof cp === 'number') return smallLength(cp)
  return needsLengthField(cp) ? lengthFieldCodeLength(cp.length) : 13
}

/**
 * The number of bytes UTF-∞-8 uses for one code point.
 *
 * @throws {EncodeError} as `encodeCodePoints` does
 */
export function encodedLengthOf(codePoint: unknown): number {
  return checkedLength(checkCodePoint(codePoint, 0))
}

/** Writes a checked code point at `out[w…]` (room checked by the caller); returns the new end. */
function writeCodePoint(cp: number | string, out: Uint8Array, w: number): number {
  if (typeof cp === 'number') {
    if (cp < 0x80) {
      out[w] = cp
      return w + 1
    }
    if (cp < 0x800) {
      out[w] = 0xc0 | (cp >> 6)
      out[w + 1] = 0x80 | (cp & 0x3f)
      return w + 2
    }
    if (cp < 0x10000) {
      out[w] = 0xe0 | (cp >> 12)
      out[w + 1] = 0x80 | ((cp >> 6) & 0x3f)
      out[w + 2] = 0x80 | (cp & 0x3f)
      return w + 3
    }
    return packBits(cp, utf8Layout(smallLength(cp)), out, w)
  }
  out[w] = 0xff
  if (!needsLengthField(cp)) {
    // 13 bytes: the value as 72 bits (its top bit 0) in twelve 6-bit bytes: the second is 100xxxxx.
    return hexToStorage(cp, THIRTEEN_DIGITS, out, w + 1)
  }
  // §3.5.3–3.5.5: NME = NUD − 18 in the fewest hex digits, one B4 per digit after the first.
  const nme = (cp.length - 18).toString(16)
  let p = w + 1
  for (let k = 1; k < nme.length; k++) out[p++] = 0xb4
  for (let k = 0; k < nme.length; k++) out[p++] = 0xa0 + Number.parseInt(nme.charAt(k), 16)
  return hexToStorage(cp, Math.ceil(cp.length / 3) * 3, out, p)
}

/**
 * Encodes code points (numbers or bigints, any size) as UTF-∞-8.
 *
 * @throws {EncodeError} `out-of-range` (negative, non-integer) or `surrogate`, with the item's index
 */
export function encodeCodePointsImpl(codePoints: Iterable<unknown>): Uint8Array {
  const size = (codePoints as { length?: unknown }).length
  let out = new Uint8Array(typeof size === 'number' && size > 0 ? Math.min(size * 4, 1 << 24) : 64)
  let w = 0
  let index = 0
  for (const raw of codePoints) {
    const cp = checkCodePoint(raw, index++)
    const need = typeof cp === 'number' && cp < 0x10000 ? 3 : checkedLength(cp)
    if (w + need > out.length) {
      let grown = out.length * 2
      while (grown < w + need) grown *= 2
      const bigger = new Uint8Array(grown)
      bigger.set(out.subarray(0, w))
      out = bigger
    }
    w = writeCodePoint(cp, out, w)
  }
  return out.slice(0, w)
}

/**
 * Encodes a string: its code points are at most U+10FFFF, where UTF-∞-8 is UTF-8, so the runtime's
 * encoder does it where there is one, and core's UTF-8 kernel otherwise. A lone surrogate is an
 * `EncodeError` (strict) or U+FFFD (`fatal: false`).
 */
export function encodeText(text: string, fatal: boolean): Uint8Array {
  const bytes = nativeEncodeUtf8(text, fatal)
  if (bytes !== null) return bytes
  const lone = fatal ? firstLoneSurrogate(text) : -1
  if (lone >= 0) throw new EncodeError(NAME, 'surrogate', lone, text.charCodeAt(lone))
  const out = new Uint8Array(utf8ByteLength(text))
  encodeUtf8Into(text, 0, out, 0, 'replace')
  return out
}

/**
 * Encodes as much of `text` as fits into `destination`, never part of a character, a lone surrogate as
 * U+FFFD, as `TextEncoder.encodeInto` does (code points up to U+10FFFF are UTF-8 here), or core's UTF-8
 * kernel where the runtime has no encoder. Core's `defineCodec` adds the strict rule.
 */
export function encodeTextInto(text: string, destination: Uint8Array): { read: number; written: number } {
  const done = nativeEncodeUtf8Into(text, destination)
  if (done !== null) return done
  encodeUtf8Into(text, 0, destination, 0, 'replace')
  const { read, written } = kernelState
  return { read, written }
}

/** The length of `encode(text)` (a lone surrogate counts as its U+FFFD, 3 bytes). */
export function byteLengthOf(text: string): number {
  return utf8ByteLength(text)
}
