/**
 * Decoding: the hot loop into UTF-16 code units, the string and code point decoders built on it, and
 * the hooks core's `ChunkedDecoder` needs for streaming.
 *
 * @module
 */

import {
  fastNativeDecode,
  hasNativeDecoder,
  nativeDecodeReplacing,
  nativeDecodeStrict,
  scratchUnits,
  unitsToString,
} from '@utf8x/core/internal'
import { ownBytes } from './_input.ts'
import { OFFSET_2, OFFSET_3_HIGH, OFFSET_3_LOW, OFFSET_4, SCHEME, SPLIT_3 } from './_scheme.ts'
import { OK, readSequence, sequenceError, sequenceState } from './_sequence.ts'
import { wasmDecode } from './fast/_wasm.ts'

/** Where {@link decodePrefix} stopped: `read` (input index) and `written` (output index). */
export const decodeState: { read: number; written: number } = { read: 0, written: 0 }

/** ASCII runs this long or longer go to the native decoder (shorter ones cost more as a call). */
const LONG_ASCII_RUN = 256

/**
 * The most bytes handed to a native decoder in one call: longer output could pass the runtime's longest
 * string, and each runtime's decoder fails differently then (Node with a plain `Error`); joining the
 * pieces fails with a `RangeError` everywhere, which {@link decodeToString} reports.
 */
const NATIVE_PIECE = 1 << 24

/** Output buffer size in UTF-16 units: bounds memory on large inputs. */
const OUT_CHUNK = 1 << 15

/**
 * Where the WebAssembly rewrite to UTF-8 plus the native decoder beats the JS loop below: where the
 * runtime's UTF-8 decoder is fast on every script (core's `fastNativeDecode`: Node 24 on, Bun, Deno); not
 * Node 20 and 22, whose decoder is slower than this loop on text that is not mostly ASCII (measurements
 * in the README, "Routes per runtime").
 */
const viaWasm = fastNativeDecode
/** Below this many bytes the JS loop wins (a WebAssembly and a native call each cost). */
const WASM_MIN_LENGTH = 64

const EMPTY: Uint16Array = /* @__PURE__ */ new Uint16Array(0)

const LITTLE_ENDIAN = /* @__PURE__ */ new Uint8Array(new Uint32Array([1]).buffer)[0] === 1
const EMPTY_WORDS = /* @__PURE__ */ new Uint32Array(0)

/** A word view of the current input: `words[k]` holds `bytes[wordStart + 4k …]` (little-endian only). */
let words: Uint32Array = EMPTY_WORDS
let wordStart = 0

/** Inputs shorter than this are read without a word view. */
const WORDS_MIN = 256

/** Sets the word view {@link decodePrefix} reads ASCII runs through. Call before decoding `bytes`. */
function useInput(bytes: Uint8Array): void {
  const base = bytes.byteOffset
  const first = (base + 3) & ~3
  const count = ((base + bytes.length) >> 2) - (first >> 2)
  words = LITTLE_ENDIAN && count > 0 ? new Uint32Array(bytes.buffer, first, count) : EMPTY_WORDS
  wordStart = first - base
}

/** The end of the ASCII run at `bytes[i]` (the first index from `i` holding a byte ≥ 0x80, or `end`). */
function asciiEnd(bytes: Uint8Array, i: number, end: number): number {
  while (i < end && ((i - wordStart) & 3) !== 0) {
    if ((bytes[i] as number) >= 0x80) return i
    i++
  }
  let k = (i - wordStart) >> 2
  const kEnd = Math.min(words.length, (end - wordStart) >> 2)
  while (k < kEnd && ((words[k] as number) & 0x80808080) === 0) k++
  i = Math.max(i, wordStart + (k << 2))
  while (i < end && (bytes[i] as number) < 0x80) i++
  return i
}

/** ASCII bytes as a string, where the native decoder declines a run. */
function asciiText(bytes: Uint8Array): string {
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x2000) {
    text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x2000) as unknown as number[])
  }
  return text
}

/** Native decoders refuse views of shared memory in some runtimes. */
function isShared(bytes: Uint8Array): boolean {
  return typeof SharedArrayBuffer === 'function' && bytes.buffer instanceof SharedArrayBuffer
}

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

/** Largest 4-byte stored value a JS string can hold (U+10FFFF − 69792). */
const MAX_STRING_VALUE_4 = 0x10ffff - OFFSET_4

/**
 * Decodes the longest prefix of `bytes[start:end)` made of complete sequences whose values a JS string
 * can hold (up to U+10FFFF) into UTF-16 units at `out[w…]`. It stops before anything else: a stray
 * continuation byte, a truncated sequence, FE/FF, a 5- or 6-byte sequence, or a 4-byte value above
 * U+10FFFF, and before an ASCII run of `longRun` bytes or more (which the caller hands to a native
 * decoder). `out` needs room for `end - start` units.
 *
 * @returns the input index where it stopped (also `decodeState.read`)
 */
function decodePrefix(
  bytes: Uint8Array,
  start: number,
  end: number,
  out: Uint16Array,
  w: number,
  longRun: number,
): number {
  let i = start
  while (i < end) {
    const b = bytes[i] as number
    if (b < 0x80) {
      out[w++] = b
      i++
      // One ASCII byte between other characters (a space between words) is common: nothing more to do.
      if (i >= end || (bytes[i] as number) >= 0x80) continue
      // An ASCII run: four bytes at a time once aligned. A long one is left to the caller.
      const runStart = i - 1
      const w0 = w - 1
      while (i < end && ((i - wordStart) & 3) !== 0 && (bytes[i] as number) < 0x80)
        out[w++] = bytes[i++] as number
      if (i < end && ((i - wordStart) & 3) === 0) {
        let k = (i - wordStart) >> 2
        const kEnd = Math.min(words.length, (end - wordStart) >> 2)
        while (k < kEnd) {
          const x = words[k] as number
          if (x & 0x80808080) break
          out[w] = x & 0xff
          out[w + 1] = (x >>> 8) & 0xff
          out[w + 2] = (x >>> 16) & 0xff
          out[w + 3] = x >>> 24
          w += 4
          k++
        }
        i = wordStart + (k << 2)
        while (i < end && (bytes[i] as number) < 0x80) out[w++] = bytes[i++] as number
      }
      if (i - runStart >= longRun) {
        i = runStart
        w = w0
        break
      }
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
    if (v > MAX_STRING_VALUE_4) break
    const s = v + (OFFSET_4 - 0x10000)
    out[w++] = 0xd800 | (s >> 10)
    out[w++] = 0xdc00 | (s & 0x3ff)
    i += 4
  }
  decodeState.read = i
  decodeState.written = w
  return i
}

/**
 * Decodes bytes to a string. Strict: the first problem is a `DecodeError` (a value above U+10FFFF is
 * `unrepresentable`). Replacement: one U+FFFD per stray byte, per truncated sequence (its maximal
 * subpart), per reserved run and per value above U+10FFFF. `rewrite`: whether inputs of 64 bytes or more
 * go through the WebAssembly rewrite and the native decoder first (the route of this runtime by default;
 * the tests take both on every runtime).
 */
export function decodeToString(input: Uint8Array, fatal: boolean, rewrite: boolean = viaWasm): string {
  // From here on no user code runs: the scratch memory below is filled and read back in one go.
  const bytes = ownBytes(input)
  const end = bytes.length
  if (end >= 64 && end <= NATIVE_PIECE && looksAscii(bytes)) {
    // Likely all ASCII: well-formed UTF-8 gives as many units as bytes only when it is (any other
    // sequence is shorter as UTF-16); core's strict native decoding (the fastest way per runtime)
    // refuses most Corrected UTF-8 quickly.
    const text = nativeDecodeStrict(bytes)
    if (text !== null && text.length === end) return text
  }
  // A short input is read a byte at a time (the word view would cost more than it saves).
  if (end >= WORDS_MIN) useInput(bytes)
  else wordStart = 0
  try {
    return decodeInput(bytes, fatal, rewrite)
  } catch (error) {
    // The native decoders only ever see pieces of at most NATIVE_PIECE bytes, so a RangeError here
    // comes from joining the pieces: the text is longer than the runtime's longest string. (A
    // DecodeError is a TypeError.)
    if (error instanceof RangeError) {
      throw new RangeError(
        `Cannot decode ${SCHEME}: the text of these ${end} bytes is longer than the maximum string length`,
      )
    }
    throw error
  } finally {
    // Do not keep the input alive through the word view.
    words = EMPTY_WORDS
  }
}

function decodeInput(bytes: Uint8Array, fatal: boolean, rewrite: boolean): string {
  const end = bytes.length
  if (rewrite && end >= WASM_MIN_LENGTH) {
    // Rewritten as UTF-8 for the native decoder; null for input it leaves to the loop below.
    const text = wasmDecode(bytes)
    if (text !== null) return text
  }
  // Long ASCII runs go to the runtime's UTF-8 decoder (ASCII decodes the same in both schemes).
  const native = !isShared(bytes) && hasNativeDecoder()
  const longRun = native ? LONG_ASCII_RUN : end + 1
  // Units are built in a buffer of at most OUT_CHUNK and turned into string pieces as it fills.
  const room = Math.min(end, OUT_CHUNK)
  let out = EMPTY
  let text = ''
  let w = 0
  let i = 0
  while (i < end) {
    if ((bytes[i] as number) < 0x80) {
      const k = asciiEnd(bytes, i, end)
      if (k - i >= longRun) {
        // A long ASCII run: ASCII decodes the same in UTF-8, so the native decoder does it.
        if (w > 0) text += unitsToString(out, w, true)
        for (let j = i; j < k; j += NATIVE_PIECE) {
          const piece = bytes.subarray(j, Math.min(k, j + NATIVE_PIECE))
          text += nativeDecodeReplacing(piece) ?? asciiText(piece)
        }
        w = 0
        i = k
        continue
      }
    }
    if (out.length === 0) out = scratchUnits(room)
    if (w + 2 > room) {
      text += unitsToString(out, w, true)
      w = 0
    }
    // At most one unit per byte: stop where the buffer is full (a sequence cut there is read below).
    const stop = Math.min(end, i + room - w)
    i = decodePrefix(bytes, i, stop, out, w, longRun)
    w = decodeState.written
    if (i >= end || (i === stop && stop < end) || (bytes[i] as number) < 0x80) continue
    const kind = readSequence(bytes, i, end)
    const cp = sequenceState.codePoint
    if (kind === OK && cp <= 0x10ffff) {
      // A sequence cut by the buffer's end.
      if (w + 2 > room) {
        text += unitsToString(out, w, true)
        w = 0
      }
      if (cp < 0x10000) out[w++] = cp
      else {
        out[w++] = 0xd800 | ((cp - 0x10000) >> 10)
        out[w++] = 0xdc00 | ((cp - 0x10000) & 0x3ff)
      }
    } else if (fatal) {
      // A problem, or a value above U+10FFFF (unrepresentable).
      throw sequenceError(kind, bytes, i)
    } else {
      out[w++] = 0xfffd
    }
    i += sequenceState.length
  }
  return w > 0 ? text + unitsToString(out, w, true) : text
}

/** Decodes bytes to code points (up to U+8421109F); replacement as {@link decodeToString}, no `unrepresentable`. */
export function decodeToCodePoints(input: Uint8Array, fatal: boolean): number[] {
  const bytes = ownBytes(input)
  const end = bytes.length
  const out: number[] = []
  let i = 0
  while (i < end) {
    const b = bytes[i] as number
    if (b < 0x80) {
      out.push(b)
      i++
      continue
    }
    const kind = readSequence(bytes, i, end)
    if (kind === OK) out.push(sequenceState.codePoint)
    else if (fatal) throw sequenceError(kind, bytes, i)
    else out.push(0xfffd)
    i += sequenceState.length
  }
  return out
}

/**
 * Where the sequence that more input could still change starts (core's `heldTail`): an incomplete lead
 * sequence, or a reserved run reaching the end (it may go on, and its error `end` with it).
 */
export function heldTail(units: Uint8Array): number {
  const n = units.length
  let j = n - 1
  while (j >= 0 && ((units[j] as number) & 0xc0) === 0x80) j--
  if (j < 0) return n
  const b = units[j] as number
  if (b < 0x80) return n
  if (b < 0xfe) {
    const need = b < 0xe0 ? 2 : b < 0xf0 ? 3 : b < 0xf8 ? 4 : b < 0xfc ? 5 : 6
    return n - j < need ? j : n
  }
  // A reserved run goes to the end: it starts at the first FE/FF after the last 00–7F or C0–FD byte.
  let k = j - 1
  while (k >= 0 && ((units[k] as number) >= 0xfe || ((units[k] as number) & 0xc0) === 0x80)) k--
  k++
  while ((units[k] as number) < 0xfe) k++
  return k
}

/** Held reserved runs longer than this are looked at again only when they have doubled (linear time). */
const LONG_RUN = 64

/**
 * How long the held tail must grow before it is worth looking at again (core's `tailNeed`): one more
 * byte, except for a long reserved run, which waits until it has doubled so that a run fed one byte at a
 * time stays linear (its decoding is one U+FFFD or one error either way; only when it shows is delayed).
 */
export function tailNeed(units: Uint8Array, tail: number): number {
  const held = units.length - tail
  if (held > LONG_RUN && (units[tail] as number) >= 0xfe) return tail + 2 * held
  return units.length + 1
}
