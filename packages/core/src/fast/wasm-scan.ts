/**
 * Loading the packages' small WebAssembly modules, and core's own (`wasm/scan.wat`): a scratch buffer in
 * its memory and its SIMD kernels (the search for `EF BF BD` that proves `TextEncoder`'s output came from a
 * well-formed string, CESU-8's F0/00 scan and count, UTF-8 validation and decoding). Where WebAssembly is
 * missing, lacks SIMD or is refused (a content security policy without `wasm-unsafe-eval`),
 * {@link wasmScratch} returns `null` and callers take their other route.
 *
 * @module
 */

import { byteRange, typedLength } from '../views.ts'
import { SCAN_WASM } from './_scan-wasm.ts'
import type { Progress } from './accelerator.ts'
import { onBun } from './runtime.ts'

interface ScanExports {
  readonly memory: WebAssembly.Memory
  findReplacement(start: number, length: number): number
  findAtLeastF0(start: number, length: number, nul: number): number
  utf8Blocks(start: number, length: number, flags: number): number
  blockContinuations(): number
  decodeUtf8(start: number, length: number, output: number, flags: number): number
  decodeRead(): number
  countSupplementary(start: number, length: number, nul: number): number
}

/** The largest buffer kept in WebAssembly memory (memory never shrinks). */
const WASM_SCRATCH_LIMIT = 1 << 22
const PAGE = 65536
/** Up to how many bytes {@link copyBytes} copies in a loop, on Bun (`onBun`). */
const LOOP_COPY_MAX = 96

/**
 * What {@link wasmMemoryView} uses of a `WebAssembly.Memory`. Public signatures name only such
 * structural types, so that the published types compile without the DOM lib (no `WebAssembly` namespace).
 */
export interface WasmMemory {
  readonly buffer: ArrayBuffer
  grow(delta: number): number
}

// Not named `exports`: in the CommonJS chunk core is built into, a top-level `exports` is the module's own.
let scanKernel: ScanExports | null | undefined
let view: Uint8Array = /* @__PURE__ */ new Uint8Array(0)

/**
 * Instantiates a WebAssembly module given as base64 (synchronously: the modules here are a few hundred
 * bytes), or `null` where WebAssembly is missing, lacks what the module uses (SIMD), or is refused.
 *
 * @example
 * ```ts
 * // The smallest module: no imports, no exports.
 * console.assert(instantiateWasm('AGFzbQEAAAA=') !== null)
 * console.assert(instantiateWasm('bm90IHdhc20=') === null)
 * ```
 */
export function instantiateWasm(base64: string): { readonly [name: string]: unknown } | null {
  try {
    if (typeof WebAssembly !== 'object' || typeof atob !== 'function') return null
    const binary = atob(base64)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports
  } catch {
    return null
  }
}

/**
 * A view of `memory` of at least `size` bytes, growing it as needed: `view` itself when it still covers
 * the memory's whole buffer, else a new one (growing detaches the old buffer).
 *
 * @example
 * ```ts
 * const memory = new WebAssembly.Memory({ initial: 1 })
 * const view = wasmMemoryView(memory, new Uint8Array(0), 100_000)
 * console.assert(view.length >= 100_000 && view.buffer === memory.buffer)
 * ```
 */
export function wasmMemoryView(memory: WasmMemory, view: Uint8Array, size: number): Uint8Array {
  // Growing detaches the old buffer (its views then have length 0), so a view this long is current.
  if (view.length >= size) return view
  const have = memory.buffer.byteLength
  if (have < size) memory.grow(Math.ceil((size - have) / PAGE))
  return view.buffer === memory.buffer ? view : new Uint8Array(memory.buffer)
}

/**
 * A new array holding `source[start…end)`: `slice`, except for short runs on Bun, where a new array
 * filled in a loop costs half as much as `slice` (fast/README, "WebAssembly").
 *
 * @example
 * ```ts
 * const bytes = copyBytes(new Uint8Array([1, 2, 3, 4]), 1, 3)
 * console.assert(bytes.length === 2 && bytes[0] === 2 && bytes[1] === 3)
 * ```
 */
export function copyBytes(source: Uint8Array, start: number, end: number): Uint8Array {
  if (!onBun || end - start > LOOP_COPY_MAX) return source.slice(start, end)
  const out = new Uint8Array(end - start)
  for (let i = start; i < end; i++) out[i - start] = source[i] as number
  return out
}

/**
 * A view of WebAssembly memory of at least `size` bytes (plus the 2 that {@link findReplacement} may
 * read past its range), or `null` when WebAssembly is unavailable or `size` is above 4 MiB. The view is
 * reused: valid until the next call; copy out what is kept.
 */
export function wasmScratch(size: number): Uint8Array | null {
  if (scanKernel === undefined) scanKernel = instantiateWasm(SCAN_WASM) as ScanExports | null
  if (scanKernel === null || size > WASM_SCRATCH_LIMIT) return null
  view = wasmMemoryView(scanKernel.memory, view, size + 2)
  return view
}

/**
 * The offset of the first `EF BF BD` wholly inside the first `length` bytes of the {@link wasmScratch}
 * buffer, or -1.
 */
export function findReplacement(length: number): number {
  return (scanKernel as ScanExports).findReplacement(0, length)
}

/**
 * The offset of the first byte ≥ F0 (or, with `nul`, 00) in the first `length` bytes of the
 * {@link wasmScratch} buffer, or -1.
 */
export function findAtLeastF0(length: number, nul: boolean): number {
  return (scanKernel as ScanExports).findAtLeastF0(0, length, nul ? 1 : 0)
}

/**
 * Two for each byte ≥ F0 and, with `nul`, one for each 00 in bytes `[start, end)` of the
 * {@link wasmScratch} buffer: what CESU-8 and Java Modified UTF-8 add to UTF-8's length there.
 */
export function countSupplementary(start: number, end: number, nul: boolean): number {
  return (scanKernel as ScanExports).countSupplementary(start, end - start, nul ? 1 : 0)
}

/** {@link utf8BlocksEnd} flag: count the characters passed (into its `run`). */
export const COUNT_PASSED = 4

/**
 * A point in `bytes[start:end)` before which all is well-formed RFC 3629 UTF-8 and where a sequence
 * starts, found 16 bytes a step in WebAssembly (`start` itself where WebAssembly is unavailable): past
 * it the caller checks the rest one sequence at a time, at most a few dozen bytes before the first
 * problem or the end. `flags` ({@link BMP_ONLY}, {@link STOP_AT_NUL}) stop it earlier; with
 * {@link COUNT_PASSED} and `run`, it starts at `run.read` (not `start`), moves it to where it stopped and
 * adds the characters (sequences) passed to `run.written`. The input goes through WebAssembly memory in
 * chunks of `firstChunk` bytes, then 8 times as many each time up to 4 MiB: a run that ends soon costs a
 * copy of a few times its length, not of the rest of the input.
 */
export function utf8BlocksEnd(
  bytes: Uint8Array,
  start: number,
  end: number,
  flags = 0,
  firstChunk = WASM_SCRATCH_LIMIT,
  run?: Progress,
): number {
  let pos = run === undefined ? start : run.read
  let count = 0
  let chunk = firstChunk
  const whole = typedLength(bytes)
  while (end - pos >= 64) {
    const length = Math.min(end - pos, chunk)
    const buffer = wasmScratch(length)
    if (buffer === null) break
    // Nothing of the caller's object runs between filling WebAssembly memory and reading it (no
    // `subarray`: see core's views.ts).
    buffer.set(length === whole ? bytes : byteRange(bytes, pos, pos + length))
    const wasm = scanKernel as ScanExports
    const blocks = wasm.utf8Blocks(0, length, flags)
    let continuations = wasm.blockContinuations()
    // A problem's sequence starts at most 3 bytes before its block: back to a sequence start before that.
    let safe = pos + Math.max(0, blocks - 4)
    while (safe > pos && ((bytes[safe] as number) & 0xc0) === 0x80) safe--
    for (let k = safe; k < pos + blocks; k++) if (((bytes[k] as number) & 0xc0) === 0x80) continuations--
    count += safe - pos - continuations
    if (blocks < (length & ~15) || pos + length >= end) {
      pos = safe
      break
    }
    pos = safe
    chunk = Math.min(chunk * 8, WASM_SCRATCH_LIMIT)
  }
  if (run !== undefined) {
    run.read = pos
    run.written += count
  }
  return pos
}

/** Input bytes of the first {@link decodeUtf8Wasm} chunk; each next one is 8 times as long, up to {@link DECODE_CHUNK}. */
export const FIRST_DECODE_CHUNK = 512
/** Input bytes of the longest {@link decodeUtf8Wasm} chunk: with its output (two bytes a byte), within the scratch limit. */
export const DECODE_CHUNK = 1 << 20

/** {@link decodeUtf8Wasm} and {@link utf8BlocksEnd} flag: stop before a 4-byte form too (CESU-8, Java Modified UTF-8). */
export const BMP_ONLY = 1
/** {@link decodeUtf8Wasm} and {@link utf8BlocksEnd} flag: stop before a `00` byte too (Java Modified UTF-8 writes U+0000 as `C0 80`). */
export const STOP_AT_NUL = 2

/**
 * Core's `decodeUtf8Prefix` in WebAssembly (same answers, `flags` as there), through WebAssembly memory in
 * chunks of 512 bytes, then 8 times as many each time up to 1 MiB (a sequence cut by a chunk's end is
 * decoded with the next chunk): it copies at most 8 times the bytes it decodes, and 512 at least, so a
 * caller that may stop at once (an error every few bytes) runs the JS kernel over the first bytes itself.
 *
 * @returns the input index where it stopped, `progress` moved there; or -1 when WebAssembly is
 *   unavailable (nothing written, `progress` as it was)
 */
export function decodeUtf8Wasm(
  bytes: Uint8Array,
  end: number,
  out: Uint16Array,
  progress: Progress,
  flags = 0,
): number {
  let pos = progress.read
  let w = progress.written
  let chunk = FIRST_DECODE_CHUNK
  const whole = typedLength(bytes)
  while (pos < end) {
    const length = Math.min(end - pos, chunk)
    const outAt = (length + 15) & ~15
    const buffer = wasmScratch(outAt + 2 * length + 32)
    if (buffer === null) return -1
    // `out` may be the shared scratch, holding this call's text so far: no code of the caller's object
    // may run before it is read back, so no `subarray` on `bytes` (see core's views.ts).
    buffer.set(length === whole ? bytes : byteRange(bytes, pos, pos + length))
    const wasm = scanKernel as ScanExports
    const units = wasm.decodeUtf8(0, length, outAt, flags)
    const read = wasm.decodeRead()
    out.set(new Uint16Array(buffer.buffer, outAt, units), w)
    w += units
    const chunkEnd = pos + length
    pos += read
    // Stopped inside the chunk: at a problem, unless in the last 3 bytes of a chunk that is not the last
    // (a sequence its end may cut: the next chunk starts there, and stops at once if it is a problem).
    if (read < length && (chunkEnd === end || length - read >= 4)) break
    chunk = Math.min(chunk * 8, DECODE_CHUNK)
  }
  progress.read = pos
  progress.written = w
  return pos
}
