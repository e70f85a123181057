/**
 * The hot loops every UTF-8-compatible scheme shares. Text that is well-formed RFC 3629 UTF-8 means the
 * same in UTF-8, WTF-8, RFC 2279, Barber's eight-byte UTF-8 and UTF-∞-8, so each of those decoders runs
 * {@link decodeUtf8Prefix} and handles only what it stops at (an error, a lone surrogate, a value beyond
 * U+10FFFF). Likewise for encoding, validation and sizes.
 *
 * @module
 */

import type { Progress } from './accelerator.ts'
import { onNode } from './runtime.ts'
import { BMP_ONLY, decodeUtf8Wasm, STOP_AT_NUL, utf8BlocksEnd } from './wasm-scan.ts'

/**
 * From this many bytes {@link decodeUtf8Prefix} runs in WebAssembly (core's `decodeUtf8Wasm`) after the
 * first {@link WASM_HEAD} bytes in JS, on Node, whose `TextDecoder` is slow off ASCII before Node 24
 * (fast/README, "WebAssembly"). Elsewhere the runtime's decoder answers first: never.
 */
const WASM_DECODE_MIN = 256
const WASM_HEAD = 64

/**
 * Decodes the longest prefix of `bytes[progress.read:end)` that is well-formed RFC 3629 UTF-8 (shortest
 * form, no surrogates, at most U+10FFFF) into UTF-16 code units at `out[progress.written…]`, and moves
 * `progress` on. It stops before the first byte that does not start a complete well-formed sequence
 * inside the range; the caller decides what that is. `out` needs room for one unit a byte.
 *
 * Short ranges run in JS ({@link decodeUtf8PrefixJs}); longer ones (on Node, from {@link WASM_DECODE_MIN}
 * bytes) the first {@link WASM_HEAD} bytes in JS (a stop there, as in input with an error every few bytes,
 * costs no copy into WebAssembly, which copies up to 8 times what it decodes; so the work stays linear),
 * the rest in WebAssembly. `flags` (as `decodeUtf8Wasm` takes them) is {@link decodeUtf8BmpPrefix}'s.
 *
 * @returns the input index where it stopped (`progress.read`)
 * @example
 * ```ts
 * const out = new Uint16Array(8)
 * const progress = { read: 0, written: 0 }
 * const stop = decodeUtf8Prefix(new Uint8Array([0x61, 0xc3, 0xa9, 0xc0, 0x80]), 5, out, progress)
 * console.assert(stop === 3 && progress.written === 2 && out[1] === 0xe9)
 * ```
 */
export const decodeUtf8Prefix: typeof decodeUtf8Wasm = (bytes, end, out, progress, flags = 0) => {
  if (onNode && end - progress.read >= WASM_DECODE_MIN) {
    const head = progress.read + WASM_HEAD
    // Short of the head's last 3 bytes (a sequence there may be cut by its end), the stop is a problem.
    if (decodeUtf8PrefixJs(bytes, head, out, progress, flags) < head - 3) return progress.read
    const stop = decodeUtf8Wasm(bytes, end, out, progress, flags)
    if (stop >= 0) return stop
  }
  return decodeUtf8PrefixJs(bytes, end, out, progress, flags)
}

/**
 * As {@link decodeUtf8Prefix}, for the schemes whose well-formed text shares only UTF-8's 1–3-byte forms
 * (CESU-8, Java Modified UTF-8): it also stops before any byte F0–FF and, with `stopAtNul`, before a `00`
 * byte (MUTF-8 writes U+0000 as `C0 80`). Surrogate sequences stop it too; the caller pairs them.
 *
 * @returns the input index where it stopped (`progress.read`)
 * @example
 * ```ts
 * const out = new Uint16Array(8)
 * const progress = { read: 0, written: 0 }
 * const stop = decodeUtf8BmpPrefix(new Uint8Array([0x61, 0x00, 0x62]), 3, out, progress, true)
 * console.assert(stop === 1 && progress.written === 1)
 * ```
 */
export function decodeUtf8BmpPrefix(
  bytes: Uint8Array,
  end: number,
  out: Uint16Array,
  progress: Progress,
  stopAtNul: boolean,
): number {
  return decodeUtf8Prefix(bytes, end, out, progress, stopAtNul ? BMP_ONLY | STOP_AT_NUL : BMP_ONLY)
}

/**
 * {@link decodeUtf8Prefix} in JS, for short ranges and where WebAssembly is unavailable: one sequence at a
 * time with end checks, so it stops before a sequence the range's end cuts. `flags` as
 * {@link decodeUtf8Prefix}'s: {@link BMP_ONLY} stops it before a 4-byte form too, {@link STOP_AT_NUL}
 * before a `00`.
 */
export function decodeUtf8PrefixJs(
  bytes: Uint8Array,
  end: number,
  out: Uint16Array,
  progress: Progress,
  flags = 0,
): number {
  const low = flags & STOP_AT_NUL ? 1 : 0
  const fourByte = (flags & BMP_ONLY) === 0
  let i = progress.read
  let w = progress.written
  while (i < end) {
    const b = bytes[i] as number
    if (b < 0x80) {
      if (b < low) break
      out[w++] = b
      i++
      continue
    }
    if (b < 0xe0) {
      if (b < 0xc2 || i + 1 >= end) break
      const c = bytes[i + 1] as number
      if ((c & 0xc0) !== 0x80) break
      out[w++] = ((b & 0x1f) << 6) | (c & 0x3f)
      i += 2
      continue
    }
    if (b < 0xf0) {
      if (i + 2 >= end) break
      const c = bytes[i + 1] as number
      const d = bytes[i + 2] as number
      if (((c & 0xc0) ^ 0x80) | ((d & 0xc0) ^ 0x80)) break
      const cp = ((b & 0x0f) << 12) | ((c & 0x3f) << 6) | (d & 0x3f)
      if (cp < 0x800 || (cp & 0xf800) === 0xd800) break
      out[w++] = cp
      i += 3
      continue
    }
    if (!fourByte || b > 0xf4 || i + 3 >= end) break
    const c = bytes[i + 1] as number
    const d = bytes[i + 2] as number
    const e = bytes[i + 3] as number
    if (((c & 0xc0) ^ 0x80) | ((d & 0xc0) ^ 0x80) | ((e & 0xc0) ^ 0x80)) break
    const cp = ((b & 0x07) << 18) | ((c & 0x3f) << 12) | ((d & 0x3f) << 6) | (e & 0x3f)
    if (cp < 0x10000 || cp > 0x10ffff) break
    const v = cp - 0x10000
    out[w++] = 0xd800 | (v >> 10)
    out[w++] = 0xdc00 | (v & 0x3ff)
    i += 4
  }
  progress.read = i
  progress.written = w
  return i
}

/**
 * The index of the first byte of `bytes[start:end)` that does not start a complete well-formed RFC 3629
 * sequence inside the range (`end` when the whole range is well-formed). Given `counted`, it also sets
 * `counted.read` to that index and `counted.written` to how many UTF-16 units the well-formed bytes
 * before it decode to: what core's `toUtf16Index` answers.
 *
 * @example
 * ```ts
 * console.assert(validateUtf8Prefix(new Uint8Array([0x61, 0xed, 0xa0, 0x80]), 0, 4) === 1)
 * const counted = { read: 0, written: 0 }
 * console.assert(validateUtf8Prefix(new Uint8Array([0x61, 0xc3, 0xa9, 0xf0, 0x9f, 0x98, 0x80]), 0, 7, counted) === 7)
 * console.assert(counted.written === 4)
 * ```
 */
export function validateUtf8Prefix(
  bytes: Uint8Array,
  start: number,
  end: number,
  counted?: Progress,
): number {
  let i = start
  // Bytes that add no UTF-16 unit: 1 per 2-byte sequence, 2 per 3-byte one, 2 per 4-byte one (a pair).
  let extra = 0
  while (i < end) {
    const b = bytes[i] as number
    if (b < 0x80) {
      i++
      while (i + 4 <= end) {
        if (
          ((bytes[i] as number) |
            (bytes[i + 1] as number) |
            (bytes[i + 2] as number) |
            (bytes[i + 3] as number)) &
          0x80
        )
          break
        i += 4
      }
      continue
    }
    if (b < 0xe0) {
      if (b < 0xc2 || i + 1 >= end || ((bytes[i + 1] as number) & 0xc0) !== 0x80) break
      i += 2
      extra++
      continue
    }
    if (b < 0xf0) {
      if (i + 2 >= end) break
      const c = bytes[i + 1] as number
      if (((c & 0xc0) ^ 0x80) | (((bytes[i + 2] as number) & 0xc0) ^ 0x80)) break
      if (b === 0xe0 ? c < 0xa0 : b === 0xed && c >= 0xa0) break
      i += 3
      extra += 2
      continue
    }
    if (b > 0xf4 || i + 3 >= end) break
    const c = bytes[i + 1] as number
    if (
      ((c & 0xc0) ^ 0x80) |
      (((bytes[i + 2] as number) & 0xc0) ^ 0x80) |
      (((bytes[i + 3] as number) & 0xc0) ^ 0x80)
    )
      break
    if (b === 0xf0 ? c < 0x90 : b === 0xf4 && c >= 0x90) break
    i += 4
    extra += 2
  }
  if (counted !== undefined) {
    counted.read = i
    counted.written = i - start - extra
  }
  return i
}

/** From this many bytes {@link scanUtf8Prefix} takes the WebAssembly steps. */
const BLOCKS_MIN = 256

/**
 * {@link validateUtf8Prefix} for a long input: the same index, found 16 bytes a step in WebAssembly
 * (SIMD) up to a few dozen bytes before it. Call it once per input (it copies what it looks at); later
 * steps of a loop take {@link validateUtf8Prefix}.
 *
 * @example
 * ```ts
 * const bytes = new TextEncoder().encode('é'.repeat(300) + '\uFFFD')
 * bytes[400] = 0xff
 * console.assert(scanUtf8Prefix(bytes, 0, bytes.length) === 400)
 * ```
 */
export function scanUtf8Prefix(bytes: Uint8Array, start: number, end: number): number {
  const from = end - start >= BLOCKS_MIN ? utf8BlocksEnd(bytes, start, end) : start
  return validateUtf8Prefix(bytes, from, end)
}

/**
 * What the string encoder does with a lone surrogate: stop before it, write U+FFFD, write its own 3 bytes
 * (WTF-8); `bmp` stops before any surrogate, paired or not (CESU-8 and Modified UTF-8 write a pair as two
 * 3-byte halves, which their own loop does), `bmp-nul` also before U+0000 (Modified UTF-8's `C0 80`).
 */
export type LoneSurrogatePolicy = 'stop' | 'replace' | 'wtf8' | 'bmp' | 'bmp-nul'

/**
 * Encodes `text[progress.read…]` as UTF-8 into `dest[progress.written…]`, and moves `progress` on. It
 * stops when the next character does not fit (never writing part of one), or, with the `stop` policy, at
 * a lone surrogate. `replace` writes U+FFFD (`EF BF BD`, as TextEncoder does); `wtf8` writes the
 * surrogate's own 3 bytes (WTF-8).
 *
 * @returns the string index where it stopped (`progress.read`)
 * @example
 * ```ts
 * const out = new Uint8Array(8)
 * const progress = { read: 0, written: 0 }
 * encodeUtf8Into('é\uD800', out, progress, 'wtf8')
 * console.assert(progress.written === 5 && out[2] === 0xed && out[3] === 0xa0)
 * ```
 */
export function encodeUtf8Into(
  text: string,
  dest: Uint8Array,
  progress: Progress,
  policy: LoneSurrogatePolicy,
): number {
  const n = text.length
  const cap = dest.length
  let { read: i, written: w } = progress
  while (i < n) {
    let c = text.charCodeAt(i)
    if (c < 0x80) {
      if (w >= cap || (c === 0 && policy === 'bmp-nul')) break
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
    if ((c & 0xf800) !== 0xd800) {
      if (w + 3 > cap) break
      dest[w++] = 0xe0 | (c >> 12)
      dest[w++] = 0x80 | ((c >> 6) & 0x3f)
      dest[w++] = 0x80 | (c & 0x3f)
      i++
      continue
    }
    if (policy === 'bmp' || policy === 'bmp-nul') break
    if (c <= 0xdbff && i + 1 < n) {
      const d = text.charCodeAt(i + 1)
      if ((d & 0xfc00) === 0xdc00) {
        if (w + 4 > cap) break
        const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
        dest[w++] = 0xf0 | (cp >> 18)
        dest[w++] = 0x80 | ((cp >> 12) & 0x3f)
        dest[w++] = 0x80 | ((cp >> 6) & 0x3f)
        dest[w++] = 0x80 | (cp & 0x3f)
        i += 2
        continue
      }
    }
    // A lone surrogate.
    if (policy === 'stop') break
    if (w + 3 > cap) break
    if (policy === 'replace') c = 0xfffd
    dest[w++] = 0xe0 | (c >> 12)
    dest[w++] = 0x80 | ((c >> 6) & 0x3f)
    dest[w++] = 0x80 | (c & 0x3f)
    i++
  }
  progress.read = i
  progress.written = w
  return i
}

/**
 * The UTF-8 length of a string, a lone surrogate counting 3 bytes (its U+FFFD or its WTF-8 form).
 *
 * @example
 * ```ts
 * console.assert(utf8ByteLength('aé€😀') === 10)
 * ```
 */
export function utf8ByteLength(text: string): number {
  const n = text.length
  let total = n
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) continue
    if (c < 0x800) {
      total += 1
    } else if ((c & 0xfc00) === 0xd800 && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      total += 2 // 4 bytes for 2 units
      i++
    } else {
      total += 2
    }
  }
  return total
}

/**
 * The WTF-8 bytes of a string, a lone surrogate as its own 3 bytes (`ED A0`–`BF xx`), as a new array
 * exactly as long ({@link utf8ByteLength}, then {@link encodeUtf8Into} with the `wtf8` policy): collation's
 * store keys.
 *
 * @example
 * ```ts
 * console.assert(wtf8Bytes('a\uD800😀').join() === '97,237,160,128,240,159,152,128')
 * ```
 */
export function wtf8Bytes(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(utf8ByteLength(text))
  encodeUtf8Into(text, bytes, { read: 0, written: 0 }, 'wtf8')
  return bytes
}
