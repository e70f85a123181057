/**
 * The 65-bit variant's accelerator: its WebAssembly route (`wasm/sixtyfive.wat`) for long inputs, and a JS
 * loop over the singles and 2- to 4-byte sequences a string holds, read from the scheme's rows. Both
 * stop at anything else, which core's engine decodes (errors and replacements included) before they go
 * on. Only this codec carries the module.
 *
 * @module
 */

import type { SequenceLayout } from '@utf8x/core'
import {
  type Accelerator,
  asciiShare,
  byteRange,
  decodeSequenceInto,
  fastNativeDecode,
  instantiateWasm,
  LENGTH_CHUNK_BYTES,
  type LengthTiers,
  MOSTLY_ASCII,
  mask,
  NATIVE_FROM,
  nativeDecodeReplacing,
  nativeUtf8Length,
  newStep,
  type Progress,
  slowUtf16Decode,
  tieredLength,
  unitsToString,
  wasmMemoryView,
} from '@utf8x/core/internal'
import type { Scheme } from '../_scheme.ts'
import { SIXTYFIVE_WASM } from './_sixtyfive-wasm.ts'

interface SixtyFiveKernel {
  readonly memory: Parameters<typeof wasmMemoryView>[0]
  written(): number
  decode(start: number, end: number, out: number): number
  decodeUtf8(start: number, end: number, out: number): number
  lengthExtra(start: number, length: number): number
}

/** Inputs shorter than this take the JS loop (a call into WebAssembly and a copy cost more). */
const WASM_MIN = 128
/** Input bytes per call of the kernel: each window becomes one string of at most as many units. */
const WASM_WINDOW = 1 << 16
/**
 * The share of ASCII in a window from which the kernel writes UTF-8 for the runtime's decoder (where it
 * is fast) instead of UTF-16: mostly-ASCII text, or a quarter where the UTF-16 decoder is the slow one.
 */
const UTF8_WINDOW_SHARE = slowUtf16Decode ? 1 / 4 : MOSTLY_ASCII

let sixtyFive: SixtyFiveKernel | null | undefined
let memoryView: Uint8Array = new Uint8Array(0)

function sixtyFiveKernel(): SixtyFiveKernel | null {
  if (sixtyFive === undefined)
    sixtyFive = instantiateWasm(SIXTYFIVE_WASM) as unknown as SixtyFiveKernel | null
  return sixtyFive
}

/**
 * The whole decoding through the kernel, a window of the input at a time: the kernel writes UTF-16 into
 * its memory up to the first sequence it leaves alone, the engine decodes that one from `bytes` (the
 * whole input: a sequence may run past the window) into the same memory, and the kernel goes on after it.
 * Where the runtime's UTF-8 decoder is fast ({@link fastNativeDecode}), a mostly-ASCII window is written
 * as UTF-8 for it instead ({@link decodeUtf8Window}).
 */
function decodeWasm(bytes: Uint8Array, fatal: boolean, scheme: Scheme): string | null {
  const n = bytes.length
  if (n < WASM_MIN) return null
  const kernel = sixtyFiveKernel()
  if (kernel === null) return null
  const step = newStep()
  const progress: Progress = { read: 0, written: 0 }
  let text = ''
  let pos = 0
  while (pos < n) {
    const length = Math.min(n - pos, WASM_WINDOW)
    // Input at 0, the UTF-16 after it: up to one unit per byte read, a sequence past the window included.
    const outAt = (length + 31) & ~15
    memoryView = wasmMemoryView(kernel.memory, memoryView, outAt + 2 * (length + scheme.longest) + 32)
    const window = byteRange(bytes, pos, pos + length)
    memoryView.set(window)
    if (fastNativeDecode && asciiShare(window, 0) >= UTF8_WINDOW_SHARE) {
      const piece = decodeUtf8Window(kernel, bytes, pos, length, outAt, fatal, scheme, step, progress)
      if (piece === null) return null
      text += piece
      pos = progress.read
      continue
    }
    const out = new Uint16Array(memoryView.buffer, outAt, length + scheme.longest)
    let i = 0
    let w = 0
    for (;;) {
      i = kernel.decode(i, length, outAt + 2 * w)
      w = (kernel.written() - outAt) >> 1
      if (i >= length) break
      progress.read = pos + i
      progress.written = w
      decodeSequenceInto(scheme, bytes, n, fatal, out, progress, step)
      i = progress.read - pos
      w = progress.written
      if (i >= length) break
    }
    text += unitsToString(out, w, true)
    pos += i
  }
  return text
}

/**
 * One window of {@link decodeWasm} (already in the kernel's memory) with the kernel writing UTF-8, which
 * the runtime's decoder makes a string of: the string is then one byte a character where the text is
 * ASCII. The UTF-8 is never longer than the input and is well-formed (the replacing decoder gives the
 * strict answer). A sequence the kernel leaves alone ends a piece; the engine decodes it into units of
 * its own. Leaves `progress.read` after the window (or after a sequence past its end).
 */
function decodeUtf8Window(
  kernel: SixtyFiveKernel,
  bytes: Uint8Array,
  pos: number,
  length: number,
  outAt: number,
  fatal: boolean,
  scheme: Scheme,
  step: ReturnType<typeof newStep>,
  progress: Progress,
): string | null {
  const units = new Uint16Array(2 * scheme.longest)
  let text = ''
  let i = 0
  for (;;) {
    i = kernel.decodeUtf8(i, length, outAt)
    const piece = nativeDecodeReplacing(memoryView.subarray(outAt, kernel.written()))
    if (piece === null) return null
    text += piece
    if (i >= length) break
    progress.read = pos + i
    progress.written = 0
    decodeSequenceInto(scheme, bytes, bytes.length, fatal, units, progress, step)
    text += unitsToString(units, progress.written)
    i = progress.read - pos
    if (i >= length) break
  }
  progress.read = pos + i
  return text
}

/**
 * Decodes singles and well-formed 2- to 4-byte sequences whose value a string holds, straight from the
 * rows, until anything else.
 */
function shortForms(scheme: Scheme): NonNullable<Accelerator['decodePrefix']> {
  const single = scheme.layouts[1] as SequenceLayout
  const extBits = single.extensionDataBits
  const singleEnd = single.leadMarker === 0 ? 2 ** single.leadDataBits : 0
  const extTop = ~mask(extBits) & mask(scheme.unitBits)
  const extMarker = single.extensionMarker
  const extData = mask(extBits)
  const least = (n: number) => Number(scheme.least[n] as number | bigint)
  const leadData = (n: number) => mask((scheme.layouts[n] as SequenceLayout).leadDataBits)
  const [leadData2, leadData3, leadData4] = [leadData(2), leadData(3), leadData(4)]
  const [least2, least3, least4] = [least(2), least(3), least(4)]
  const kinds = scheme.kinds
  return (bytes, end, out, progress) => {
    let i = progress.read
    let w = progress.written
    while (i < end) {
      const b = bytes[i] as number
      if (b < singleEnd) {
        out[w++] = b
        i++
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
      break
    }
    progress.read = i
    progress.written = w
  }
}

/**
 * Encodes characters of the string (a pair as its code point) in their shortest form, read from the rows
 * (a value of `b` bits takes `lengthForBits[b]` units: a lead, then extension units from the most
 * significant bits down), until a lone surrogate, which the engine encodes or refuses.
 */
function encodeForms(scheme: Scheme): NonNullable<Accelerator['encodePrefix']> {
  const single = scheme.layouts[1] as SequenceLayout
  const extBits = single.extensionDataBits
  const extMarker = single.extensionMarker
  const extData = mask(extBits)
  const singleEnd = single.leadMarker === 0 ? 2 ** single.leadDataBits : 0
  const { lengthForBits } = scheme
  const leads = scheme.layouts.map((layout) => layout?.leadMarker ?? 0)
  return (text, out, progress) => {
    const n = text.length
    const cap = out.length
    let i = progress.read
    let w = progress.written
    while (i < n) {
      let v = text.charCodeAt(i)
      if (v < singleEnd) {
        if (w >= cap) break
        out[w++] = v
        i++
        continue
      }
      let width = 1
      if ((v & 0xf800) === 0xd800) {
        const low = v <= 0xdbff && i + 1 < n ? text.charCodeAt(i + 1) : 0
        if ((low & 0xfc00) !== 0xdc00) break
        v = 0x10000 + ((v - 0xd800) << 10) + (low - 0xdc00)
        width = 2
      }
      const length = lengthForBits[32 - Math.clz32(v)] as number
      if (w + length > cap) break
      for (let k = length - 1; k > 0; k--) {
        out[w + k] = extMarker | (v & extData)
        v >>>= extBits
      }
      out[w] = (leads[length] as number) | v
      w += length
      i += width
    }
    progress.read = i
    progress.written = w
  }
}

/** The 65-bit variant's accelerator. */
export function sixtyFiveFast(scheme: Scheme): Accelerator {
  return {
    decode: (bytes, fatal) => decodeWasm(bytes, fatal, scheme),
    decodePrefix: shortForms(scheme),
    encodePrefix: encodeForms(scheme),
    byteLength: (text) => wasmByteLength(text),
  }
}

/**
 * What the 65-bit variant's lengths differ from UTF-8's by on `text[0:read)` (whole characters): one byte
 * more for each of U+0400–U+07FF, U+4000–U+FFFF (U+FFFD for a lone surrogate too) and U+80000–U+10FFFF
 * (high surrogates D9C0–DBFF), where its sequences carry fewer value bits. Read off the UTF-16 units, a
 * third as many as the bytes in most scripts.
 */
function sixtyFiveExtra(text: string, read: number): number {
  let extra = 0
  for (let i = 0; i < read; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x400 || (c > 0x7ff && c < 0x4000)) continue
    if (c < 0xd800 || c > 0xdfff) {
      extra++
      continue
    }
    const low = text.charCodeAt(i + 1)
    if (c <= 0xdbff && (low & 0xfc00) === 0xdc00) {
      // A pair: U+80000 and up is high surrogate D9C0 and up.
      if (c >= 0xd9c0) extra++
      i++
    } else extra++ // a lone surrogate: U+FFFD
  }
  return extra
}

/**
 * The 65-bit variant's lengths by UTF-16 unit: UTF-8's, one byte more for U+0400–U+07FF, U+4000–U+FFFF
 * and U+80000–U+10FFFF.
 */
const TIERS: LengthTiers = {
  bmp1: 0x400,
  len1: 2,
  bmp2: 0x4000,
  len2: 3,
  len3: 4,
  pairSplit: 0x80000,
  pairLow: 4,
  pairHigh: 5,
}

/** `lengthExtra` of the kernel over the chunk the runtime's encoder just wrote at the start of memory. */
function kernelExtra(_text: string, _read: number, _bytes: Uint8Array, written: number): number {
  return (sixtyFive as SixtyFiveKernel).lengthExtra(0, written)
}

/**
 * The 65-bit variant's length of `text` (a lone surrogate as U+FFFD): the runtime's encoder writes UTF-8 a
 * chunk at a time, and the kernel counts the sequences that take a byte more here (64 bytes a step) in
 * its memory, or {@link sixtyFiveExtra} in JS where there is no WebAssembly; -1 without `TextEncoder`.
 */
function wasmByteLength(text: string): number {
  // Very short text: one loop over its units costs less than a call into the runtime's encoder.
  if (text.length < NATIVE_FROM) return tieredLength(text, TIERS)
  // Short text: a call into WebAssembly costs more than counting its few units in JS.
  const kernel = text.length < WASM_MIN ? null : sixtyFiveKernel()
  if (kernel === null) return nativeUtf8Length(text, sixtyFiveExtra)
  // The chunk at 0, and the 16 bytes the kernel zeroes after it.
  memoryView = wasmMemoryView(kernel.memory, memoryView, LENGTH_CHUNK_BYTES + 16)
  return nativeUtf8Length(text, kernelExtra, memoryView.subarray(0, LENGTH_CHUNK_BYTES))
}
