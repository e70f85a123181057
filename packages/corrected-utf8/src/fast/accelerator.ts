/**
 * Corrected UTF-8's accelerator, the one door through which its speed routes reach core's engine (routes
 * and measurements in `README.md` beside this file). Each member answers only what the engine would
 * answer, or declines:
 * - `decode`: mostly-ASCII input straight through the runtime's strict decoder, and (where that decoder
 *   is fast) well-formed input rewritten as UTF-8 in WebAssembly for it; elsewhere long ASCII runs of
 *   well-formed input go to it and the rest to `decodePrefix`; anything else declines.
 * - `decodePrefix`: the engine's loop runs its well-formed sequences whose values a string holds here,
 *   one script's run at a time, and takes over at anything else.
 * - `validatePrefix`: how far complete sequences go (each one is valid: no overlongs exist).
 * - `encodePrefix`: the engine's encoder runs characters the seed's offsets write, and takes over at a C1
 *   control or a lone surrogate.
 * - `encode`, `encodeInto`: the runtime's UTF-8 rewritten as Corrected UTF-8; they decline at a C1
 *   control or a U+FFFD (which may stand for a lone surrogate), where strict and replacing differ.
 *
 * @module
 */

import type { Accelerator } from '@utf8x/core/internal'
import {
  fastNativeDecode,
  type LengthTiers,
  MOSTLY_ASCII,
  NATIVE_FROM,
  nativeDecodeReplacing,
  nativeDecodeStrict,
  nativeUtf8Length,
  scratchUnits,
  tieredLength,
  unitsToString,
} from '@utf8x/core/internal'
import { ownBytes, ownDestination } from '../_input.ts'
import { scheme } from '../_scheme.ts'
import { nativeEncodeCorrected, nativeEncodeCorrectedInto } from './_native.ts'
import { MAX_STRING_DATA_4, OFFSET_2, OFFSET_3_HIGH, OFFSET_3_LOW, OFFSET_4, SPLIT_3 } from './_offsets.ts'
import { wasmByteLength, wasmDecode, wasmFromUtf8, wasmToUtf8 } from './_wasm.ts'

/** Below this many UTF-16 units `byteLength` counts in JS: a call into WebAssembly costs more (README.md). */
const WASM_LENGTH_MIN = 256
/** Below this many bytes the engine's loop wins (a WebAssembly and a native call each cost). */
const WASM_MIN_LENGTH = 64
/** The most bytes handed to the native decoder in one call (longer output may pass the longest string). */
const NATIVE_PIECE = 1 << 24

/**
 * Whether the first 64 bytes and every 256th byte after them are ASCII (a cheap look before trying
 * natively: a closer one costs as much as the native decoder's whole pass on ASCII text).
 */
function looksAscii(bytes: Uint8Array): boolean {
  const n = bytes.length
  // Text that is not ASCII mostly shows it at once.
  for (let i = 0; i < 64; i++) if ((bytes[i] as number) >= 0x80) return false
  let any = 0
  for (let i = 64; i < n; i += 256) any |= bytes[i] as number
  return (any & 0x80) === 0
}

/**
 * Decodes the well-formed sequences of `units[progress.read:end)` whose values a string holds (up to
 * U+10FFFF) into `out`, and stops before anything else: a stray continuation byte, a truncated sequence,
 * FE/FF, a 5- or 6-byte sequence, a 4-byte value above U+10FFFF.
 */
function decodePrefix(
  bytes: Uint8Array,
  end: number,
  out: Uint16Array,
  progress: { read: number; written: number },
): void {
  let i = progress.read
  let w = progress.written
  while (i < end) {
    const b = bytes[i] as number
    if (b < 0x80) {
      out[w++] = b
      i++
      while (i < end && (bytes[i] as number) < 0x80) out[w++] = bytes[i++] as number
      continue
    }
    if (b < 0xe0) {
      if (b < 0xc0 || i + 1 >= end) break
      const c = bytes[i + 1] as number
      if ((c & 0xc0) !== 0x80) break
      out[w++] = (((b & 0x1f) << 6) | (c & 0x3f)) + OFFSET_2
      i += 2
      // Scripts written with 2-byte sequences: stay in this loop while they last.
      while (i + 1 < end) {
        const b2 = bytes[i] as number
        const c2 = bytes[i + 1] as number
        if ((b2 & 0xe0) !== 0xc0 || (c2 & 0xc0) !== 0x80) break
        out[w++] = (((b2 & 0x1f) << 6) | (c2 & 0x3f)) + OFFSET_2
        i += 2
      }
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
      // Scripts written with 3-byte sequences in the BMP: stay in this loop while they last.
      while (i + 2 < end) {
        const b3 = bytes[i] as number
        const c3 = bytes[i + 1] as number
        const d3 = bytes[i + 2] as number
        if ((b3 & 0xf0) !== 0xe0 || ((c3 & 0xc0) ^ 0x80) | ((d3 & 0xc0) ^ 0x80)) break
        const v3 = ((b3 & 0x0f) << 12) | ((c3 & 0x3f) << 6) | (d3 & 0x3f)
        if (v3 >= SPLIT_3) {
          if (v3 + OFFSET_3_HIGH >= 0x10000) break
          out[w++] = v3 + OFFSET_3_HIGH
        } else {
          out[w++] = v3 + OFFSET_3_LOW
        }
        i += 3
      }
      continue
    }
    if (b >= 0xf8 || i + 3 >= end) break
    const c = bytes[i + 1] as number
    const d = bytes[i + 2] as number
    const e = bytes[i + 3] as number
    if (((c & 0xc0) ^ 0x80) | ((d & 0xc0) ^ 0x80) | ((e & 0xc0) ^ 0x80)) break
    const v = ((b & 0x07) << 18) | ((c & 0x3f) << 12) | ((d & 0x3f) << 6) | (e & 0x3f)
    if (v > MAX_STRING_DATA_4) break
    const s = v + (OFFSET_4 - 0x10000)
    out[w++] = 0xd800 | (s >> 10)
    out[w++] = 0xdc00 | (s & 0x3ff)
    i += 4
  }
  progress.read = i
  progress.written = w
}

/**
 * Encodes `text` from `progress.read` into `out` from `progress.written` while each character is one
 * Corrected UTF-8 encodes (not a C1 control, not a lone surrogate) and fits whole, and moves `progress` on.
 */
function encodePrefix(text: string, out: Uint8Array, progress: { read: number; written: number }): void {
  const n = text.length
  const cap = out.length
  let i = progress.read
  let w = progress.written
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
    let v: number
    let width = 1
    if (c < 0xd800 || c >= 0xe000) {
      v = c - (c < 0xd800 ? OFFSET_3_LOW : OFFSET_3_HIGH)
    } else {
      const d = c <= 0xdbff && i + 1 < n ? text.charCodeAt(i + 1) : 0
      if ((d & 0xfc00) !== 0xdc00) break
      const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
      width = 2
      if (cp >= OFFSET_4) {
        if (w + 4 > cap) break
        v = cp - OFFSET_4
        out[w] = 0xf0 | (v >> 18)
        out[w + 1] = 0x80 | ((v >> 12) & 0x3f)
        out[w + 2] = 0x80 | ((v >> 6) & 0x3f)
        out[w + 3] = 0x80 | (v & 0x3f)
        w += 4
        i += 2
        continue
      }
      v = cp - OFFSET_3_HIGH
    }
    if (w + 3 > cap) break
    out[w] = 0xe0 | (v >> 12)
    out[w + 1] = 0x80 | ((v >> 6) & 0x3f)
    out[w + 2] = 0x80 | (v & 0x3f)
    w += 3
    i += width
  }
  progress.read = i
  progress.written = w
}

/** ASCII runs this long or longer go to the native decoder on the JS-loop runtimes (a call costs as much as a shorter run). */
const LONG_ASCII_RUN = 256
/** UTF-16 units built at a time between long ASCII runs. */
const UNITS_PIECE = 1 << 16

/** The end of the ASCII run at `bytes[i]`, four bytes a step through `words` (the aligned words of `bytes`). */
function asciiEnd(bytes: Uint8Array, words: Uint32Array, wordStart: number, i: number, end: number): number {
  while (i < end && ((i - wordStart) & 3) !== 0) {
    if ((bytes[i] as number) >= 0x80) return i
    i++
  }
  let k = (i - wordStart) >> 2
  const kEnd = Math.min(words.length, (end - wordStart) >> 2)
  // The high bit of each byte, whatever the byte order.
  while (k < kEnd && ((words[k] as number) & 0x80808080) === 0) k++
  i = Math.max(i, wordStart + (k << 2))
  while (i < end && (bytes[i] as number) < 0x80) i++
  return i
}

/**
 * The JS-loop route for text with long ASCII runs: each run of {@link LONG_ASCII_RUN} bytes or more goes
 * to the runtime's decoder (ASCII means the same in UTF-8), everything between to {@link decodePrefix}.
 * `null` where `decodePrefix` stops short (anything ill-formed, a value a string cannot hold, no native
 * decoder): the engine then decodes the whole input.
 */
function decodeAsciiRuns(bytes: Uint8Array): string | null {
  const end = bytes.length
  const base = bytes.byteOffset
  const wordStart = ((base + 3) & ~3) - base
  const count = Math.max(0, ((base + end) >> 2) - ((base + 3) >> 2))
  const words = new Uint32Array(bytes.buffer, base + wordStart, count)
  const out = scratchUnits(Math.min(end, UNITS_PIECE))
  const progress = { read: 0, written: 0 }
  let text = ''
  let done = 0
  let i = 0
  while (done < end) {
    // The next long ASCII run [i, k), or none (i = k = end).
    let k = end
    while (i < end) {
      if ((bytes[i] as number) >= 0x80) {
        i++
        continue
      }
      k = asciiEnd(bytes, words, wordStart, i, end)
      if (k - i >= LONG_ASCII_RUN) break
      i = k
      k = end
    }
    // What lies before it, through the JS loop, a piece at a time.
    while (done < i) {
      progress.read = done
      progress.written = 0
      decodePrefix(bytes, Math.min(i, done + out.length), out, progress)
      if (progress.read === done) return null
      text += unitsToString(out, progress.written, true)
      done = progress.read
    }
    for (let j = i; j < k; j += NATIVE_PIECE) {
      const run = nativeDecodeReplacing(bytes.subarray(j, Math.min(k, j + NATIVE_PIECE)))
      if (run === null) return null
      text += run
    }
    done = i = k
  }
  return text
}

/**
 * Whether core's {@link MOSTLY_ASCII} share of 32 bytes sampled evenly across `bytes` are ASCII (long ASCII
 * runs are likely). Not core's `asciiShare`, whose samples bunch at three places of a long input: spread
 * out, these send Czech and Turkish text to the rewrite, where it decodes faster (README.md).
 */
function asciiHeavy(bytes: Uint8Array): boolean {
  const n = bytes.length
  const step = Math.max(1, n >> 5)
  let ascii = 0
  let seen = 0
  for (let i = 0; i < n; i += step, seen++) if ((bytes[i] as number) < 0x80) ascii++
  return ascii >= seen * MOSTLY_ASCII
}

/** Where the complete sequences from `bytes[start]` end: every one is valid in Corrected UTF-8. */
function validatePrefix(bytes: Uint8Array, start: number, end: number): number {
  const kinds = scheme.kinds
  let i = start
  while (i < end) {
    const n = kinds[bytes[i] as number] as number
    if (n === 1) {
      i++
      continue
    }
    if (n < 2 || i + n > end) break
    let k = 1
    while (k < n && ((bytes[i + k] as number) & 0xc0) === 0x80) k++
    if (k < n) break
    i += n
  }
  return i
}

/** What {@link correctedAccelerator} takes: whether to rewrite long input for the runtime's decoder. */
export interface CorrectedAcceleratorOptions {
  /** Default: where the runtime's UTF-8 decoder is fast on every script (Node 24 on, Bun, Deno). */
  readonly rewrite?: boolean
}

/**
 * The accelerator (see the module comment).
 *
 * @example
 * ```ts
 * const fast = correctedAccelerator({ rewrite: false })
 * console.assert(fast.decode?.(new Uint8Array([0xc0, 0xaf]), true) === null)
 * ```
 */
export function correctedAccelerator(options: CorrectedAcceleratorOptions = {}): Accelerator {
  const rewrite = options.rewrite ?? fastNativeDecode
  return {
    decode(units) {
      // A plain view of the same memory: no accessor of the caller's runs while the WebAssembly memory
      // is filled and read back.
      const bytes = ownBytes(units)
      const length = bytes.length
      if (length < WASM_MIN_LENGTH) return null
      if (length <= NATIVE_PIECE && looksAscii(bytes)) {
        // Well-formed UTF-8 gives as many units as bytes only when it is ASCII, the same in both schemes
        // (any other sequence is shorter as UTF-16); the strict native decoder refuses most Corrected
        // UTF-8 quickly.
        const text = nativeDecodeStrict(bytes)
        if (text !== null && text.length === length) return text
      }
      // Well-formed input decodes the same strict or replacing; each route declines anything else.
      if (rewrite) return wasmDecode(bytes, true)
      if (length >= 2 * LONG_ASCII_RUN && asciiHeavy(bytes)) return decodeAsciiRuns(bytes)
      return wasmDecode(bytes, false)
    },
    decodePrefix,
    validatePrefix,
    encodePrefix,
    encode: (text) => nativeEncodeCorrected(text),
    encodeInto(text, destination) {
      // A plain view of the caller's memory, as for `decode`; anything else (a Proxy) is the engine's.
      const own = ownDestination(destination)
      const written = own === null ? -1 : nativeEncodeCorrectedInto(text, own)
      return written < 0 ? null : { read: text.length, written }
    },
    // Transcoding: the kernels rewrite between the two schemes without a string.
    fromUtf8: (units) => (units.length < WASM_MIN_LENGTH ? null : wasmFromUtf8(ownBytes(units))),
    toUtf8: (units) => (units.length < WASM_MIN_LENGTH ? null : wasmToUtf8(ownBytes(units))),
    byteLength(text) {
      // Very short text: one loop over its units costs less than a call into the runtime's encoder.
      if (text.length < NATIVE_FROM) return tieredLength(text, TIERS)
      // Short text: a call into WebAssembly costs more than counting its few units in JS.
      const length = text.length < WASM_LENGTH_MIN ? -1 : wasmByteLength(text)
      return length >= 0 ? length : nativeUtf8Length(text, correctedExtra)
    },
  }
}

/**
 * Corrected UTF-8's lengths by UTF-16 unit: U+0080–U+009F take 3 bytes, U+00A0–U+089F 2, the rest of the
 * BMP and U+10000–U+1109F 3, the other supplementary characters 4.
 */
const TIERS: LengthTiers = {
  bmp1: 0xa0,
  len1: 3,
  bmp2: 0x8a0,
  len2: 2,
  len3: 3,
  pairSplit: 0x110a0,
  pairLow: 3,
  pairHigh: 4,
}

/**
 * What Corrected UTF-8's lengths differ from UTF-8's by on `text[0:read)` (whole characters): the seed's
 * offsets make U+0080–U+009F 3 bytes (2 in UTF-8), U+0800–U+089F 2 (3 in UTF-8) and U+10000–U+1109F 3
 * (4 in UTF-8: high surrogates D800–D803, or D804 before DC00–DC9F). Read off the UTF-16 units, a third
 * as many as the bytes in most scripts.
 */
function correctedExtra(text: string, read: number): number {
  let extra = 0
  for (let i = 0; i < read; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80 || (c > 0x89f && c < 0xd800) || c > 0xd804) continue
    if (c <= 0x9f) extra++
    else if (c >= 0x800 && c <= 0x89f) extra--
    else if (c >= 0xd800) {
      // A high surrogate: its pair (encodeInto never ends a chunk between the two) or a lone one (U+FFFD).
      const low = text.charCodeAt(i + 1)
      if ((low & 0xfc00) !== 0xdc00) continue
      if (c < 0xd804 || low <= 0xdc9f) extra--
      i++
    }
  }
  return extra
}
