/**
 * Corrected UTF-8's accelerator: its speed routes into core's engine (routes, targets and measurements in
 * the README beside this file). Each member gives the engine's answer or declines (`null`):
 * - `decode`: mostly-ASCII input through the runtime's strict decoder; well-formed input rewritten as
 *   UTF-8 in WebAssembly (`wasm/corrected.wat`), then decoded natively or by core's UTF-8 kernel.
 * - `encode`, `fromUtf8`: UTF-8 rewritten as Corrected UTF-8; they decline at a C1 control
 *   or a U+FFFD (which may stand for a lone surrogate), where strict and replacing differ.
 * - `byteLength`: counted in WebAssembly where the seed's offsets change the UTF-8 length.
 *
 * @module
 */

import { type Accelerator, schemeWasm } from '@utf8x/core/internal'
import { CORRECTED_WASM } from './_corrected-wasm.ts'

/**
 * The module, and Corrected UTF-8's lengths by UTF-16 unit: U+0080–U+009F take 3 bytes, U+00A0–U+089F 2,
 * the rest of the BMP and U+10000–U+1109F 3, the other supplementary characters 4.
 */
const kit = /* @__PURE__ */ schemeWasm<{
  written(): number
  utf8ToCorrected(start: number, length: number, out: number): number
  correctedToUtf8(start: number, length: number, out: number): number
}>(CORRECTED_WASM, {
  bmp1: 0xa0,
  len1: 3,
  bmp2: 0x8a0,
  len2: 2,
  len3: 3,
  pairSplit: 0x110a0,
  pairLow: 3,
  pairHigh: 4,
})

/** Input bytes per native decoder call (README: why 64 KiB); the most one string encodes to (4 MiB). */
const DECODE_CHUNK = 1 << 16
const ENCODE_LIMIT = 1 << 22
/** Where the UTF-8 goes in memory (the rewrite reads the byte before it). */
const ENCODE_AT = 16

/** The memory from ENCODE_AT on, and the view it was made from. */
let encodeView: Uint8Array = /* @__PURE__ */ new Uint8Array(0)
let encodeBase: Uint8Array = encodeView

/**
 * `TextEncoder`'s UTF-8 of `text` rewritten as Corrected UTF-8 (ASCII left as it is): a new array; `null`
 * at a C1 control or a U+FFFD; `undefined` where the route does not apply (no WebAssembly or `TextEncoder`,
 * output above 4 MiB).
 */
export function wasmEncode(text: string): Uint8Array | null | undefined {
  const module = kit.module()
  const encoder = kit.encoder()
  const bound = text.length * 3
  if (module === null || encoder === null || bound > ENCODE_LIMIT) return undefined
  // UTF-8 at ENCODE_AT, then 19 bytes the rewrite may read past it, then the output.
  const out = (ENCODE_AT + bound + 32) & ~15
  const view = kit.memory(out + bound + 16)
  if (encodeBase !== view) {
    encodeBase = view
    encodeView = view.subarray(ENCODE_AT)
  }
  const { written } = encoder.encodeInto(text, encodeView)
  // ASCII: the same in both schemes, nothing to rewrite.
  if (written === text.length) return kit.copy(ENCODE_AT, ENCODE_AT + written)
  const length = module.utf8ToCorrected(ENCODE_AT, written, out)
  return length < 0 ? null : kit.copy(out, out + length)
}

/**
 * Well-formed Corrected UTF-8 `bytes` (values up to U+10FFFF) rewritten as UTF-8, 64 KiB at a time, each
 * piece decoded by `TextDecoder` or core's UTF-8 kernel (`native`); `null` for anything else.
 */
export function wasmDecode(bytes: Uint8Array, native?: boolean): string | null {
  const module = kit.module()
  if (module === null) return null
  const n = bytes.length
  const chunk = Math.min(n, DECODE_CHUNK)
  // Input at 0, UTF-8 after it (at most 3 bytes for 2 read, and 16 for the last SIMD store); the rewrite
  // reads 2 bytes past the input.
  const out = chunk + 16
  const view = kit.memory(out + Math.ceil(chunk * 1.5) + 16)
  let text = ''
  for (let i = 0; i < n; ) {
    const length = Math.min(chunk, n - i)
    view.set(i === 0 && length === n ? bytes : bytes.subarray(i, i + length), 0)
    const read = module.correctedToUtf8(0, length, out)
    // Short of the chunk's end only for a sequence the chunk cuts (at most 3 bytes) before more input.
    if (read < length && (read === 0 || i + length === n || length - read > 3)) return null
    // Well-formed UTF-8: the runtime's replacing decoder gives the strict answer (null: no decoder).
    const piece = kit.utf8Text(view.subarray(out, out + module.written()), native)
    if (piece === null) return null
    text += piece
    i += read
  }
  return text
}

/**
 * Well-formed RFC 3629 UTF-8 `bytes` rewritten as Corrected UTF-8, 64 KiB at a time (cut before a lead
 * byte): a new array; `null` at a C1 control or U+FFFD, or without WebAssembly.
 */
export function wasmFromUtf8(bytes: Uint8Array): Uint8Array | null {
  const module = kit.module()
  if (module === null) return null
  const n = bytes.length
  const chunk = Math.min(n, DECODE_CHUNK)
  // The input at ENCODE_AT, the 19 bytes the rewrite reads (and zeroes) past it, then the output (no
  // sequence grows, and 16 bytes of room).
  const out = (ENCODE_AT + chunk + 32) & ~15
  const view = kit.memory(out + chunk + 16)
  if (chunk === n) {
    // One piece: its output copied out as it is.
    view.set(bytes, ENCODE_AT)
    const length = module.utf8ToCorrected(ENCODE_AT, n, out)
    return length < 0 ? null : kit.copy(out, out + length)
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

/**
 * Shorter inputs stay in the engine's loop: bytes for WebAssembly, UTF-16 units for `encode`. NATIVE_PIECE:
 * the most bytes for one native call (longer output may pass the longest string).
 */
const WASM_MIN_LENGTH = 64
const NATIVE_MIN = 24
const NATIVE_PIECE = 1 << 24

/** Whether the first 64 bytes and every 256th byte after them are ASCII (a cheap look before the native try). */
function looksAscii(bytes: Uint8Array): boolean {
  const n = bytes.length
  for (let i = 0; i < 64; i++) if ((bytes[i] as number) >= 0x80) return false
  let any = 0
  for (let i = 64; i < n; i += 256) any |= bytes[i] as number
  return (any & 0x80) === 0
}

/** What {@link correctedAccelerator} takes. */
export interface CorrectedAcceleratorOptions {
  /**
   * Which decoder makes the string of the rewritten UTF-8: `true` the runtime's, `false` core's UTF-8
   * kernel. Default: the runtime's where it is fast on every script (Node 24 on, Bun, Deno, browsers).
   */
  readonly native?: boolean
}

/**
 * The accelerator (see the module comment).
 *
 * @example
 * ```ts
 * const fast = correctedAccelerator({ native: false })
 * console.assert(fast.decode?.(new Uint8Array([0xc0, 0xaf]), true) === null)
 * ```
 */
export function correctedAccelerator(options: CorrectedAcceleratorOptions = {}): Accelerator {
  const { native } = options
  return {
    decode(units) {
      const length = units.length
      if (length < WASM_MIN_LENGTH) return null
      if (length <= NATIVE_PIECE && looksAscii(units)) {
        // As many units as bytes only for ASCII, the same in both schemes.
        const text = kit.decodeStrict(units)
        if (text !== null && text.length === length) return text
      }
      return wasmDecode(units, native)
    },
    encode: (text) => (text.length < NATIVE_MIN ? null : (wasmEncode(text) ?? null)),
    fromUtf8: (units) => (units.length < WASM_MIN_LENGTH ? null : wasmFromUtf8(units)),
    byteLength: kit.byteLength,
  }
}
