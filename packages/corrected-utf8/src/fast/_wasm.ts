/**
 * The WebAssembly rewriting of `wasm/corrected.wat`: UTF-8 from `TextEncoder` rewritten as Corrected
 * UTF-8, and Corrected UTF-8 rewritten as UTF-8 for `TextDecoder`, so the native codecs do the
 * UTF-16 side. Each function returns `null` where it cannot give the answer (no WebAssembly, or input it
 * leaves to the JS code: C1 controls, U+FFFD, errors, values above U+10FFFF), and the caller then runs
 * the JS codec, which decides.
 *
 * @module
 */

import {
  copyBytes,
  decodeUtf8Wasm,
  instantiateWasm,
  LENGTH_CHUNK_BYTES,
  type NativeEncoder,
  nativeDecodeReplacing,
  nativeUtf8Length,
  scratchUnits,
  unitsToString,
  wasmMemoryView,
} from '@utf8x/core/internal'
import { CORRECTED_WASM } from './_corrected-wasm.ts'

interface CorrectedExports {
  readonly memory: WebAssembly.Memory
  written(): number
  utf8ToCorrected(start: number, length: number, out: number): number
  correctedToUtf8(start: number, length: number, out: number): number
  lengthExtra(start: number, length: number): number
}

/**
 * Input bytes per step of the decoder (each step one call of the native decoder: Node 24 and 26 decode
 * longer UTF-8 input several times slower, measured in the README), and the most a string may encode to
 * in one go (4 MiB).
 */
const DECODE_CHUNK = 1 << 16
const ENCODE_LIMIT = 1 << 22

let correctedKernel: CorrectedExports | null | undefined
let view: Uint8Array = /* @__PURE__ */ new Uint8Array(0)
/** `view` from ENCODE_AT on, and the view it was made from. */
let encodeView: Uint8Array = view
let encodeBase: Uint8Array = view

function wasm(): CorrectedExports | null {
  if (correctedKernel === undefined)
    correctedKernel = instantiateWasm(CORRECTED_WASM) as CorrectedExports | null
  return correctedKernel
}

/** Where the UTF-8 goes in memory (the rewrite reads the byte before it). */
const ENCODE_AT = 16

/** Where the last {@link rewrite} wrote its output in memory. */
let rewritten = 0

/**
 * `TextEncoder`'s UTF-8 of `text` rewritten as Corrected UTF-8 in memory (at `rewritten`; ASCII is left
 * as it is): its length; -1 at a C1 control or a U+FFFD (which may stand for a lone surrogate), which
 * only the engine's encoder handles; -2 where this route does not apply (no WebAssembly, output above
 * 4 MiB).
 */
function rewrite(text: string, encoder: NativeEncoder): number {
  const module = wasm()
  const bound = text.length * 3
  if (module === null || bound > ENCODE_LIMIT) return -2
  // UTF-8 at ENCODE_AT, then 19 bytes the rewrite may read past it, then the output.
  const out = (ENCODE_AT + bound + 32) & ~15
  view = wasmMemoryView(module.memory, view, out + bound + 16)
  if (encodeBase !== view) {
    encodeBase = view
    encodeView = view.subarray(ENCODE_AT)
  }
  const { written } = encoder.encodeInto(text, encodeView)
  if (written === text.length) {
    // ASCII: the same in both schemes, nothing to rewrite.
    rewritten = ENCODE_AT
    return written
  }
  rewritten = out
  const length = module.utf8ToCorrected(ENCODE_AT, written, out)
  return length < 0 ? -1 : length
}

/**
 * `text` in Corrected UTF-8 through `TextEncoder` and the rewrite: a new array; `null` when the text has
 * a C1 control or a U+FFFD (which may stand for a lone surrogate), which only the engine's encoder
 * handles; `undefined` when this route does not apply (no WebAssembly, output above 4 MiB).
 */
export function wasmEncode(text: string, encoder: NativeEncoder): Uint8Array | null | undefined {
  const length = rewrite(text, encoder)
  if (length < 0) return length === -1 ? null : undefined
  return copyBytes(view, rewritten, rewritten + length)
}

/**
 * `text` in Corrected UTF-8 written at the start of `destination` through `TextEncoder` and the rewrite,
 * when all of it fits: the bytes written; -1 otherwise (it does not fit, or the text is left to the
 * engine as for {@link wasmEncode}), and `destination` is then untouched.
 */
export function wasmEncodeInto(text: string, encoder: NativeEncoder, destination: Uint8Array): number {
  const length = rewrite(text, encoder)
  if (length < 0 || length > destination.length) return -1
  destination.set(view.subarray(rewritten, rewritten + length))
  return length
}

/**
 * Well-formed Corrected UTF-8 `bytes` (every value up to U+10FFFF) rewritten as UTF-8 in memory, 64 KiB
 * of input at a time, each piece handed to `take` (a view of memory, valid until it returns); `false`
 * for anything else (or no WebAssembly), where `take` may have seen the first pieces.
 */
function rewriteToUtf8(bytes: Uint8Array, take: (utf8: Uint8Array) => boolean): boolean {
  const module = wasm()
  if (module === null) return false
  const n = bytes.length
  const chunk = Math.min(n, DECODE_CHUNK)
  // Input at 0, UTF-8 after it (at most 3 bytes for 2 read, and 16 for the last SIMD store); the rewrite
  // reads 2 bytes past the input.
  const out = chunk + 16
  view = wasmMemoryView(module.memory, view, out + Math.ceil(chunk * 1.5) + 16)
  let i = 0
  while (i < n) {
    const length = Math.min(chunk, n - i)
    view.set(i === 0 && length === n ? bytes : bytes.subarray(i, i + length), 0)
    const read = module.correctedToUtf8(0, length, out)
    // Short of the chunk's end only for a sequence the chunk cuts (at most 3 bytes) before more input.
    if (read < length && (read === 0 || i + length === n || length - read > 3)) return false
    if (!take(view.subarray(out, out + module.written()))) return false
    i += read
  }
  return true
}

/**
 * Well-formed Corrected UTF-8 `bytes` (every value up to U+10FFFF) decoded through the rewrite to UTF-8
 * and `TextDecoder`, 64 KiB at a time; `null` for anything else.
 */
export function wasmDecode(bytes: Uint8Array, native: boolean): string | null {
  let text = ''
  const done = rewriteToUtf8(bytes, (utf8) => {
    // Well-formed UTF-8: the runtime's replacing decoder gives the strict answer (null: no decoder).
    const piece = native ? nativeDecodeReplacing(utf8) : kernelDecode(utf8)
    if (piece !== null) text += piece
    return piece !== null
  })
  return done ? text : null
}

/** Well-formed UTF-8 `utf8` decoded by core's UTF-8 kernel in WebAssembly; `null` without it. */
function kernelDecode(utf8: Uint8Array): string | null {
  const out = scratchUnits(utf8.length)
  const progress = { read: 0, written: 0 }
  if (decodeUtf8Wasm(utf8, utf8.length, out, progress) !== utf8.length) return null
  return unitsToString(out, progress.written, true)
}

/**
 * Well-formed RFC 3629 UTF-8 `bytes` rewritten as Corrected UTF-8, 64 KiB at a time (cut before a lead
 * byte): a new array; `null` at a C1 control or U+FFFD (which the kernel leaves to the JS encoder), or
 * without WebAssembly.
 */
export function wasmFromUtf8(bytes: Uint8Array): Uint8Array | null {
  const module = wasm()
  if (module === null) return null
  const n = bytes.length
  const chunk = Math.min(n, DECODE_CHUNK)
  // The input at ENCODE_AT, the 19 bytes the rewrite reads (and zeroes) past it, then the output (no
  // sequence grows, and 16 bytes of room).
  const out = (ENCODE_AT + chunk + 32) & ~15
  view = wasmMemoryView(module.memory, view, out + chunk + 16)
  if (chunk === n) {
    // One piece: its output copied out as it is.
    view.set(bytes, ENCODE_AT)
    const length = module.utf8ToCorrected(ENCODE_AT, n, out)
    return length < 0 ? null : copyBytes(view, out, out + length)
  }
  const result = new Uint8Array(n)
  let w = 0
  for (let i = 0; i < n; ) {
    let stop = Math.min(i + chunk, n)
    while (stop < n && ((bytes[stop] as number) & 0xc0) === 0x80) stop--
    view.set(bytes.subarray(i, stop), ENCODE_AT)
    const length = module.utf8ToCorrected(ENCODE_AT, stop - i, out)
    if (length < 0) return null
    result.set(view.subarray(out, out + length), w)
    w += length
    i = stop
  }
  return w === n ? result : result.slice(0, w)
}

/** `lengthExtra` of the kernel over the chunk the runtime's encoder just wrote at the start of memory. */
function kernelExtra(_text: string, _read: number, _bytes: Uint8Array, written: number): number {
  return (correctedKernel as CorrectedExports).lengthExtra(0, written)
}

/**
 * Corrected UTF-8's length of `text` (a lone surrogate as U+FFFD): the runtime's encoder writes UTF-8 a
 * chunk at a time into memory and the kernel counts what the seed's offsets change there (64 bytes a
 * step); -1 where there is no WebAssembly or no `TextEncoder`.
 */
export function wasmByteLength(text: string): number {
  const module = wasm()
  if (module === null) return -1
  // The chunk at 0, and the 32 bytes the kernel zeroes after it.
  view = wasmMemoryView(module.memory, view, LENGTH_CHUNK_BYTES + 32)
  return nativeUtf8Length(text, kernelExtra, view.subarray(0, LENGTH_CHUNK_BYTES))
}
