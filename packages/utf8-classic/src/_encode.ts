/**
 * Encoders of all five schemes. UTF-8, RFC 2279 and WTF-8 write the same bytes for any well-formed
 * string, so they use the native `TextEncoder` when the string has no lone surrogate and core's kernel
 * otherwise; CESU-8 and MUTF-8 encode each UTF-16 code unit on its own (a pair becomes two 3-byte
 * sequences), which equals UTF-8 for text without surrogates (and, for MUTF-8, without U+0000).
 *
 * @module
 */

import { EncodeError } from '@utf8x/core'
import {
  encodeUtf8Into,
  firstLoneSurrogate,
  kernelState,
  nativeEncodeUtf8,
  nativeEncodeUtf8Into,
  utf8ByteLength,
} from '@utf8x/core/internal'
import type { Scheme } from './_scheme.ts'

/** How the UTF-16-unit encoder treats a lone surrogate. */
type UnitMode = 'stop' | 'replace' | 'keep'

/**
 * Encodes `text[start…]` one UTF-16 unit at a time (CESU-8, MUTF-8) into `dest[pos…]`. A surrogate pair is
 * written whole or not at all; a lone surrogate stops (`stop`), becomes U+FFFD (`replace`) or is written
 * (`keep`). With `modifiedNul`, U+0000 is `C0 80`.
 *
 * @returns the string index where it stopped; `kernelState.written` is the output index
 */
export function encodeUnitsInto(
  text: string,
  start: number,
  dest: Uint8Array,
  pos: number,
  mode: UnitMode,
  modifiedNul: boolean,
): number {
  const n = text.length
  const cap = dest.length
  let i = start
  let w = pos
  while (i < n) {
    let c = text.charCodeAt(i)
    if (c < 0x80 && (c !== 0 || !modifiedNul)) {
      if (w >= cap) break
      dest[w++] = c
      i++
      continue
    }
    if (c < 0x800) {
      if (w + 2 > cap) break
      dest[w++] = 0xc0 | (c >> 6)
      dest[w++] = 0x80 | (c & 0x3f)
      i++
      continue
    }
    let units = 1
    if ((c & 0xf800) === 0xd800) {
      if (c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        units = 2
      } else if (mode === 'stop') {
        break
      } else if (mode === 'replace') {
        c = 0xfffd
      }
    }
    if (w + 3 * units > cap) break
    for (let k = 0; k < units; k++) {
      if (k === 1) c = text.charCodeAt(i + 1)
      dest[w++] = 0xe0 | (c >> 12)
      dest[w++] = 0x80 | ((c >> 6) & 0x3f)
      dest[w++] = 0x80 | (c & 0x3f)
    }
    i += units
  }
  kernelState.read = i
  kernelState.written = w
  return i
}

/** The CESU-8/MUTF-8 length of a string (a lone surrogate, or its U+FFFD, counts 3). */
export function unitsByteLength(text: string, modifiedNul: boolean): number {
  const n = text.length
  let total = n
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) {
      if (c === 0 && modifiedNul) total += 1
    } else total += c < 0x800 ? 1 : 2
  }
  return total
}

/** The length of `scheme.encode(text)` (lone surrogates count as their U+FFFD or their own 3 bytes). */
export function schemeByteLength(text: string, scheme: Scheme): number {
  return scheme.utf8Superset ? utf8ByteLength(text) : unitsByteLength(text, scheme.modifiedNul)
}

function loneSurrogateError(text: string, index: number, scheme: Scheme): EncodeError {
  return new EncodeError(scheme.name, 'surrogate', index, text.charCodeAt(index))
}

/** Whether the scheme writes lone surrogates of a string as their own 3 bytes (WTF-8, MUTF-8). */
export function keepsLoneSurrogates(scheme: Scheme): boolean {
  return scheme.surrogates === 'lone' || scheme.surrogates === 'lone-or-pairs'
}

/**
 * Encodes a string. A lone surrogate is an `EncodeError` (`surrogate`, its UTF-16 index) when `fatal`,
 * U+FFFD otherwise; WTF-8 and MUTF-8 write it as its own 3 bytes.
 */
export function encodeString(text: string, fatal: boolean, scheme: Scheme, native: boolean): Uint8Array {
  const keep = keepsLoneSurrogates(scheme)
  if (scheme.utf8Superset) {
    if (native) {
      // TextEncoder writes well-formed text as these schemes do, and a lone surrogate as replacing
      // UTF-8 does (U+FFFD); strict or WTF-8 encoding takes its output only for well-formed text.
      const bytes = nativeEncodeUtf8(text, fatal || keep)
      if (bytes !== null) return bytes
    }
    if (fatal && !keep) {
      const lone = firstLoneSurrogate(text)
      if (lone >= 0) throw loneSurrogateError(text, lone, scheme)
    }
    const out = new Uint8Array(utf8ByteLength(text))
    encodeUtf8Into(text, 0, out, 0, keep ? 'wtf8' : 'replace')
    return out
  }
  if (native) {
    // Without surrogates (no supplementary character: no byte F0–F4 in UTF-8) and, for MUTF-8, without
    // U+0000, text is the same in UTF-8.
    const bytes = nativeEncodeUtf8(text, true, { nul: scheme.modifiedNul })
    if (bytes !== null) return bytes
  }
  if (fatal && !keep) {
    const lone = firstLoneSurrogate(text)
    if (lone >= 0) throw loneSurrogateError(text, lone, scheme)
  }
  const out = new Uint8Array(unitsByteLength(text, scheme.modifiedNul))
  encodeUnitsInto(text, 0, out, 0, keep ? 'keep' : 'replace', scheme.modifiedNul)
  return out
}

/**
 * `encodeInto` for every scheme with `{ fatal: false }` (core's `defineCodec` adds the strict rule):
 * never a partial sequence (nor half a CESU-8/MUTF-8 pair); a lone surrogate becomes U+FFFD, or its own
 * 3 bytes in WTF-8 and MUTF-8.
 */
export function encodeStringInto(
  text: string,
  dest: Uint8Array,
  scheme: Scheme,
  native: boolean,
): { read: number; written: number } {
  if (scheme.utf8Superset) {
    const keep = keepsLoneSurrogates(scheme)
    const done = native && !keep ? nativeEncodeUtf8Into(text, dest) : null
    if (done !== null) return done
    encodeUtf8Into(text, 0, dest, 0, keep ? 'wtf8' : 'replace')
  } else {
    encodeUnitsInto(text, 0, dest, 0, keepsLoneSurrogates(scheme) ? 'keep' : 'replace', scheme.modifiedNul)
  }
  return { read: kernelState.read, written: kernelState.written }
}

function describe(value: unknown): string {
  return value === null ? 'null' : typeof value
}

/** Reads one item of a code point list as a number, or throws `EncodeError`/`TypeError`. */
function codePointAt(list: ArrayLike<unknown>, index: number, scheme: Scheme): number {
  const raw = list[index]
  let value: number
  if (typeof raw === 'number') value = raw
  else if (typeof raw === 'bigint') value = raw >= 0n && raw <= BigInt(scheme.maxCodePoint) ? Number(raw) : -1
  else {
    throw new TypeError(
      `The "codePoints" argument must hold numbers, received ${describe(raw)} at index ${index}`,
    )
  }
  if (!Number.isInteger(value) || value < 0 || value > scheme.maxCodePoint) {
    throw new EncodeError(scheme.name, 'out-of-range', index, raw as number | bigint)
  }
  return value
}

/**
 * The bytes one code point takes, or an `EncodeError`: `out-of-range`; `surrogate` for UTF-8 and CESU-8
 * (WTF-8 and MUTF-8 write a lone surrogate in 3 bytes, RFC 2279 treats it as any value).
 */
export function schemeEncodedLength(
  value: number,
  scheme: Scheme,
  index: number,
  raw: unknown = value,
): number {
  if (
    value >= 0xd800 &&
    value <= 0xdfff &&
    (scheme.surrogates === 'forbid' || scheme.surrogates === 'pairs')
  ) {
    throw new EncodeError(scheme.name, 'surrogate', index, raw as number)
  }
  if (value < 0x80) return value === 0 && scheme.modifiedNul ? 2 : 1
  if (value < 0x800) return 2
  if (value < 0x10000) return 3
  if (scheme.longestLead === 3) return 6
  if (value < 0x200000) return 4
  return value < 0x4000000 ? 5 : 6
}

/** `encodedLength` with its argument checked. */
export function checkedEncodedLength(codePoint: unknown, scheme: Scheme): number {
  return schemeEncodedLength(codePointAt([codePoint], 0, scheme), scheme, 0, codePoint)
}

function writeSequence(value: number, length: number, out: Uint8Array, w: number): number {
  if (length === 1) {
    out[w] = value
    return w + 1
  }
  if (length === 6 && value >= 0x10000 && value <= 0x10ffff) {
    // CESU-8 / MUTF-8: the UTF-16 pair, each half as a 3-byte sequence.
    const v = value - 0x10000
    w = writeSequence(0xd800 | (v >> 10), 3, out, w)
    return writeSequence(0xdc00 | (v & 0x3ff), 3, out, w)
  }
  let shift = 6 * (length - 1)
  out[w++] = ((0xff00 >> length) & 0xff) | Math.floor(value / 2 ** shift)
  while (shift > 0) {
    shift -= 6
    out[w++] = 0x80 | (Math.floor(value / 2 ** shift) & 0x3f)
  }
  return w
}

/**
 * Encodes a list of code points. `EncodeError` (`index` = position in the list): `out-of-range`;
 * `surrogate` for any surrogate in UTF-8 and CESU-8, and for a high immediately followed by a low in
 * WTF-8 and MUTF-8 (that pair would decode as one supplementary character, or not at all).
 */
export function encodeCodePointList(codePoints: Iterable<unknown>, scheme: Scheme): Uint8Array {
  const list: ArrayLike<unknown> = Array.isArray(codePoints) ? codePoints : Array.from(codePoints)
  const n = list.length
  const values = new Array<number>(n)
  let total = 0
  const checkPairs = keepsLoneSurrogates(scheme)
  for (let k = 0; k < n; k++) {
    const value = codePointAt(list, k, scheme)
    total += schemeEncodedLength(value, scheme, k, list[k])
    values[k] = value
    if (checkPairs && value >= 0xdc00 && value <= 0xdfff && k > 0) {
      const previous = values[k - 1] as number
      if (previous >= 0xd800 && previous <= 0xdbff) {
        throw new EncodeError(scheme.name, 'surrogate', k - 1, list[k - 1] as number)
      }
    }
  }
  const out = new Uint8Array(total)
  let w = 0
  for (let k = 0; k < n; k++) {
    const value = values[k] as number
    w = writeSequence(value, schemeEncodedLength(value, scheme, k), out, w)
  }
  return out
}
