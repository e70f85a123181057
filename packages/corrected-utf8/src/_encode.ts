/**
 * Encoding: the hot loop from UTF-16 strings, and the string, code point and length functions built on
 * it, with the `unencodable` policy for C1 controls and lone surrogates.
 *
 * @module
 */

import { describeCodePoint, EncodeError, type EncodeOptions } from '@utf8x/core'
import { ownDestination } from './_input.ts'
import {
  lengthOf,
  OFFSET_2,
  OFFSET_3_HIGH,
  OFFSET_3_LOW,
  OFFSET_4,
  SCHEME,
  unencodableKind,
  writeCodePoint,
} from './_scheme.ts'
import { wasmEncode, wasmEncodeInto } from './_wasm.ts'

/**
 * What to do with a code point Corrected UTF-8 cannot encode: a C1 control (U+0080–U+009F) or a lone
 * surrogate in a string. `'throw'`: an `EncodeError` (`not-encodable` or `surrogate`); `'replace'`: write
 * U+FFFD; a function: write the code point it returns instead (for example
 * {@link privateUseMapping}`.map`), which must itself be encodable.
 */
export type UnencodablePolicy = 'throw' | 'replace' | ((codePoint: number, index: number) => number)

/** Encoding options of Corrected UTF-8: `fatal` as every codec, plus {@link UnencodablePolicy}. */
export interface CorrectedEncodeOptions extends EncodeOptions {
  /**
   * What to do with C1 controls and lone surrogates. Default: `'throw'`, or `'replace'` with
   * `fatal: false`. When given, it decides alone (`fatal` is then not read).
   */
  unencodable?: UnencodablePolicy
}

const LITTLE_ENDIAN = /* @__PURE__ */ new Uint8Array(new Uint32Array([1]).buffer)[0] === 1
const EMPTY_WORDS = /* @__PURE__ */ new Uint32Array(0)

/** Below this many UTF-16 units the JS encoder beats a native call. */
const NATIVE_MIN = 24
/** The same for `encodeInto`, which adds a copy into the destination (measured: 32 units, JS 2× faster). */
const INTO_WASM_MIN = 64

/** Where {@link encodePrefix} stopped: `read` (string index) and `written` (output index). */
export const encodeState: { read: number; written: number } = { read: 0, written: 0 }

/**
 * Encodes `text[start…]` into `out[w…]`, stopping at the end, before a C1 control or lone surrogate, or
 * before a character that does not fit (never writing part of one).
 *
 * @returns the string index where it stopped (also `encodeState.read`)
 */
export function encodePrefix(text: string, start: number, out: Uint8Array, w: number): number {
  const n = text.length
  const cap = out.length
  let i = start
  while (i < n) {
    const c = text.charCodeAt(i)
    if (c < 0x80) {
      if (w >= cap) break
      out[w++] = c
      i++
      continue
    }
    if (c < OFFSET_3_LOW) {
      if (c < OFFSET_2 || w + 2 > cap) break
      const v = c - OFFSET_2
      out[w] = 0xc0 | (v >> 6)
      out[w + 1] = 0x80 | (v & 0x3f)
      w += 2
      i++
      continue
    }
    if (c < 0xd800 || c >= 0xe000) {
      if (w + 3 > cap) break
      const v = c - (c < 0xd800 ? OFFSET_3_LOW : OFFSET_3_HIGH)
      out[w] = 0xe0 | (v >> 12)
      out[w + 1] = 0x80 | ((v >> 6) & 0x3f)
      out[w + 2] = 0x80 | (v & 0x3f)
      w += 3
      i++
      continue
    }
    if (c > 0xdbff || i + 1 >= n) break
    const d = text.charCodeAt(i + 1)
    if ((d & 0xfc00) !== 0xdc00) break
    const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
    if (cp < OFFSET_4) {
      if (w + 3 > cap) break
      const v = cp - OFFSET_3_HIGH
      out[w] = 0xe0 | (v >> 12)
      out[w + 1] = 0x80 | ((v >> 6) & 0x3f)
      out[w + 2] = 0x80 | (v & 0x3f)
      w += 3
    } else {
      if (w + 4 > cap) break
      const v = cp - OFFSET_4
      out[w] = 0xf0 | (v >> 18)
      out[w + 1] = 0x80 | ((v >> 12) & 0x3f)
      out[w + 2] = 0x80 | ((v >> 6) & 0x3f)
      out[w + 3] = 0x80 | (v & 0x3f)
      w += 4
    }
    i += 2
  }
  encodeState.read = i
  encodeState.written = w
  return i
}

/** The code unit at `text[i]` when it is a C1 control or a lone surrogate, else -1. */
export function unencodableAt(text: string, i: number): number {
  const c = text.charCodeAt(i)
  if (c >= 0x80 && c <= 0x9f) return c
  if (c < 0xd800 || c > 0xdfff) return -1
  if (c <= 0xdbff) {
    const d = text.charCodeAt(i + 1)
    return d >= 0xdc00 && d <= 0xdfff ? -1 : c
  }
  const p = i > 0 ? text.charCodeAt(i - 1) : 0
  return p >= 0xd800 && p <= 0xdbff ? -1 : c
}

/** Reads the `unencodable` option (a `TypeError` naming it when it is neither of its forms). */
export function readPolicy(options: CorrectedEncodeOptions, fatal: boolean): UnencodablePolicy {
  const policy = options.unencodable
  if (policy === undefined) return fatal ? 'throw' : 'replace'
  if (policy === 'throw' || policy === 'replace' || typeof policy === 'function') return policy
  throw new TypeError(
    `The "options.unencodable" option must be 'throw', 'replace' or a function, received ${String(policy)}`,
  )
}

/**
 * The code point written for an unencodable one under `policy`.
 *
 * @throws {EncodeError} for `'throw'`, or when a mapping returns a code point that cannot be encoded
 */
export function substitute(policy: UnencodablePolicy, codePoint: number, index: number): number {
  if (policy === 'replace') return 0xfffd
  if (policy === 'throw') {
    throw new EncodeError(SCHEME, codePoint <= 0x9f ? 'not-encodable' : 'surrogate', index, codePoint)
  }
  const mapped = policy(codePoint, index)
  const kind = typeof mapped === 'number' ? unencodableKind(mapped) : 'out-of-range'
  if (kind !== null) {
    throw new EncodeError(SCHEME, kind, index, typeof mapped === 'number' ? mapped : Number.NaN, {
      reason: `the unencodable mapping returned ${typeof mapped === 'number' || typeof mapped === 'bigint' ? describeCodePoint(mapped) : `a ${mapped === null ? 'null' : typeof mapped}`} for ${describeCodePoint(codePoint)}, which cannot be encoded`,
    })
  }
  return mapped
}

let nativeEncoder: TextEncoder | null | undefined

function textEncoder(): TextEncoder | null {
  if (nativeEncoder === undefined)
    nativeEncoder = typeof TextEncoder === 'function' ? new TextEncoder() : null
  return nativeEncoder
}

/**
 * Rewrites well-formed UTF-8 (from `TextEncoder`, so no surrogates) as Corrected UTF-8 in place: no
 * sequence grows (U+0800–U+089F and U+10000–U+1109F shrink by one byte) except the C1 controls', so
 * the write index never passes the read index.
 *
 * @returns the Corrected length, or -1 at a C1 control or U+FFFD (the caller encodes the string itself)
 */
function utf8ToCorrectedInPlace(buf: Uint8Array): number {
  const n = buf.length
  const base = buf.byteOffset
  const wordStart = ((base + 3) & ~3) - base
  const count = ((base + n) >> 2) - ((base + 3) >> 2)
  const words =
    LITTLE_ENDIAN && count > 0 ? new Uint32Array(buf.buffer, base + wordStart, count) : EMPTY_WORDS
  let r = 0
  // While nothing has shrunk, sequences are rewritten where they stand and ASCII is only read (four
  // bytes at a time once aligned).
  while (r < n) {
    const b = buf[r] as number
    if (b < 0x80) {
      r++
      if (((r - wordStart) & 3) === 0) {
        let k = (r - wordStart) >> 2
        while (k < words.length && ((words[k] as number) & 0x80808080) === 0) k++
        r = Math.max(r, wordStart + (k << 2))
      }
      continue
    }
    if (b < 0xe0) {
      const cp = ((b & 0x1f) << 6) | ((buf[r + 1] as number) & 0x3f)
      if (cp < OFFSET_2) return -1
      const v = cp - OFFSET_2
      buf[r] = 0xc0 | (v >> 6)
      buf[r + 1] = 0x80 | (v & 0x3f)
      r += 2
      continue
    }
    if (b < 0xf0) {
      const cp = ((b & 0x0f) << 12) | (((buf[r + 1] as number) & 0x3f) << 6) | ((buf[r + 2] as number) & 0x3f)
      if (cp < OFFSET_3_LOW) break
      if (cp === 0xfffd) return -1
      const v = cp - (cp < 0xd800 ? OFFSET_3_LOW : OFFSET_3_HIGH)
      buf[r] = 0xe0 | (v >> 12)
      buf[r + 1] = 0x80 | ((v >> 6) & 0x3f)
      buf[r + 2] = 0x80 | (v & 0x3f)
      r += 3
      continue
    }
    const cp =
      ((b & 0x07) << 18) |
      (((buf[r + 1] as number) & 0x3f) << 12) |
      (((buf[r + 2] as number) & 0x3f) << 6) |
      ((buf[r + 3] as number) & 0x3f)
    if (cp < OFFSET_4) break
    const v = cp - OFFSET_4
    buf[r] = 0xf0 | (v >> 18)
    buf[r + 1] = 0x80 | ((v >> 12) & 0x3f)
    buf[r + 2] = 0x80 | ((v >> 6) & 0x3f)
    buf[r + 3] = 0x80 | (v & 0x3f)
    r += 4
  }
  // From the first shrinking sequence on: read at r, write at w ≤ r.
  let w = r
  while (r < n) {
    const b = buf[r] as number
    if (b < 0x80) {
      buf[w++] = b
      r++
      continue
    }
    let cp: number
    if (b < 0xe0) {
      cp = ((b & 0x1f) << 6) | ((buf[r + 1] as number) & 0x3f)
      if (cp < OFFSET_2) return -1
      r += 2
    } else if (b < 0xf0) {
      cp = ((b & 0x0f) << 12) | (((buf[r + 1] as number) & 0x3f) << 6) | ((buf[r + 2] as number) & 0x3f)
      if (cp === 0xfffd) return -1
      r += 3
    } else {
      cp =
        ((b & 0x07) << 18) |
        (((buf[r + 1] as number) & 0x3f) << 12) |
        (((buf[r + 2] as number) & 0x3f) << 6) |
        ((buf[r + 3] as number) & 0x3f)
      r += 4
    }
    w = writeCodePoint(cp, buf, w)
  }
  return w
}

/** Whether at least a quarter of 32 characters sampled across the text are ASCII (then native encoding helps). */
function mostlyAscii(text: string): boolean {
  const n = text.length
  const step = Math.max(1, Math.floor(n / 32))
  let ascii = 0
  for (let i = 0; i < n; i += step) if (text.charCodeAt(i) < 0x80) ascii++
  return ascii * 4 >= Math.ceil(n / step)
}

/** Encodes a string; see {@link CorrectedEncodeOptions} for C1 controls and lone surrogates. */
export function encodeString(text: string, fatal: boolean, options: CorrectedEncodeOptions): Uint8Array {
  const n = text.length
  const policy = readPolicy(options, fatal)
  const encoder = n >= NATIVE_MIN ? textEncoder() : null
  // TextEncoder's UTF-8 rewritten in WebAssembly memory: null where the text has a C1 control
  // or a U+FFFD (which may stand for a lone surrogate), then only the loop below decides.
  const rewritten = encoder === null ? undefined : wasmEncode(text, encoder)
  if (rewritten !== undefined && rewritten !== null) return rewritten
  // Without WebAssembly (or above its 4 MiB), the same rewrite in JS.
  const native = rewritten === undefined && encoder !== null && mostlyAscii(text) ? encoder : null
  if (native !== null) {
    // The native encoder writes UTF-8, the same as Corrected UTF-8 for ASCII (then it is as long as the
    // text); otherwise the bytes are rewritten in place. It writes a lone surrogate as U+FFFD, so at a
    // U+FFFD (a lone surrogate, or a real one) the rewrite gives up and the loop below decides.
    const utf8 = native.encode(text)
    if (utf8.length === n) return utf8
    const length = utf8ToCorrectedInPlace(utf8)
    if (length === utf8.length) return utf8
    if (length >= 0) return utf8.slice(0, length)
  }
  let out = new Uint8Array(n * 3)
  let i = encodePrefix(text, 0, out, 0)
  let w = encodeState.written
  if (i === n) return out.slice(0, w)
  while (i < n) {
    const bad = unencodableAt(text, i)
    if (bad < 0 || w + 6 > out.length) {
      // No room (a mapped code point may take up to 6 bytes): grow.
      const bigger = new Uint8Array(Math.max(out.length * 2, w + 6 + (n - i) * 3))
      bigger.set(out.subarray(0, w))
      out = bigger
    }
    if (bad >= 0) {
      w = writeCodePoint(substitute(policy, bad, i), out, w)
      i++
    }
    i = encodePrefix(text, i, out, w)
    w = encodeState.written
  }
  return out.slice(0, w)
}

/**
 * `encodeInto`: as much of `text` as fits, never part of a character. A C1 control or a lone surrogate
 * goes by `policy` (see {@link readPolicy}): `'throw'` is an `EncodeError` once everything before it is
 * written; a replacement or mapped code point is written only whole.
 */
export function encodeStringInto(
  text: string,
  target: Uint8Array,
  policy: UnencodablePolicy,
): { read: number; written: number } {
  const n = text.length
  // A plain view of the caller's memory: no method or accessor of theirs runs between filling the
  // WebAssembly memory and copying out of it. Anything else (a Proxy) is written by the JS loop alone.
  const own = ownDestination(target)
  const destination = own ?? target
  // The WebAssembly rewrite when the whole text may fit (at least a byte per unit: a smaller destination,
  // as when a long text is written a piece at a time, never pays for encoding all of it).
  if (own !== null && n >= INTO_WASM_MIN && own.length >= n) {
    const encoder = textEncoder()
    const written = encoder === null ? -1 : wasmEncodeInto(text, encoder, own)
    if (written >= 0) return { read: n, written }
  }
  let read = encodePrefix(text, 0, destination, 0)
  let written = encodeState.written
  while (read < n) {
    const bad = unencodableAt(text, read)
    // Stopped for want of room.
    if (bad < 0) break
    const codePoint = substitute(policy, bad, read)
    if (written + lengthOf(codePoint) > destination.length) break
    written = writeCodePoint(codePoint, destination, written)
    read = encodePrefix(text, read + 1, destination, written)
    written = encodeState.written
  }
  return { read, written }
}

/**
 * A code point list item as a number (a bigint in range is accepted too).
 *
 * @throws {TypeError} for an item that is neither a number nor a bigint
 * @throws {EncodeError} (`out-of-range`, `surrogate`, `not-encodable`) for one that cannot be encoded
 */
export function checkedCodePoint(value: unknown, index: number): number {
  let codePoint: number
  if (typeof value === 'number') codePoint = value
  else if (typeof value === 'bigint') {
    if (value < 0n || value > 0xffffffffn) throw new EncodeError(SCHEME, 'out-of-range', index, value)
    codePoint = Number(value)
  } else {
    throw new TypeError(`Code point ${index} must be a number or a bigint, received a ${typeof value}`)
  }
  const kind = unencodableKind(codePoint)
  if (kind !== null) throw new EncodeError(SCHEME, kind, index, codePoint)
  return codePoint
}

/** Encodes a list of code points (strict). */
export function encodeCodePointList(codePoints: Iterable<unknown>): Uint8Array {
  const list = Array.isArray(codePoints) ? codePoints : Array.from(codePoints)
  const n = list.length
  let out = new Uint8Array(n * 3 + 8)
  let w = 0
  for (let i = 0; i < n; i++) {
    const codePoint = checkedCodePoint(list[i], i)
    if (w + 6 > out.length) {
      const bigger = new Uint8Array(out.length * 2 + 6)
      bigger.set(out.subarray(0, w))
      out = bigger
    }
    w = writeCodePoint(codePoint, out, w)
  }
  return out.slice(0, w)
}

/**
 * The length of `encode(text, { fatal: false })`: a C1 control or lone surrogate counts as its U+FFFD
 * (3 bytes). Equal to the strict encoding's length whenever that succeeds.
 */
export function stringByteLength(text: string): number {
  const n = text.length
  let total = 0
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) total += 1
    else if (c < OFFSET_2) total += 3
    else if (c < OFFSET_3_LOW) total += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      const cp = 0x10000 + ((c - 0xd800) << 10) + (text.charCodeAt(i + 1) - 0xdc00)
      total += cp < OFFSET_4 ? 3 : 4
      i++
    } else total += 3
  }
  return total
}
