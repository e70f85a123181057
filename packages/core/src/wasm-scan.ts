/**
 * A byte buffer in WebAssembly memory and a SIMD search in it for `EF BF BD` (U+FFFD in UTF-8), from
 * `wasm/scan.wat`. `TextEncoder` writes each lone surrogate as U+FFFD, so output without `EF BF BD`
 * proves the string well-formed: on V8 before 12 (Node 20) that costs a tenth of
 * `String.prototype.isWellFormed`, which looks at one unit at a time.
 *
 * Where WebAssembly is missing, lacks SIMD or is refused (a content security policy without
 * `wasm-unsafe-eval`), {@link wasmScratch} returns `null` and callers take their other route.
 *
 * @module
 */

import { SCAN_WASM } from './_scan-wasm.ts'

interface ScanExports {
  readonly memory: WebAssembly.Memory
  findReplacement(start: number, length: number): number
}

/** The largest buffer kept in WebAssembly memory (memory never shrinks). */
const WASM_SCRATCH_LIMIT = 1 << 22
const PAGE = 65536

let exports: ScanExports | null | undefined
let view = new Uint8Array(0)

function instantiate(): ScanExports | null {
  try {
    if (typeof WebAssembly !== 'object' || typeof atob !== 'function') return null
    const binary = atob(SCAN_WASM)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes))
    return instance.exports as unknown as ScanExports
  } catch {
    return null
  }
}

/**
 * A view of WebAssembly memory of at least `size` bytes (plus the 2 that {@link findReplacement} may
 * read past its range), or `null` when WebAssembly is unavailable or `size` is above 4 MiB. The view is
 * reused: valid until the next call; copy out what is kept.
 */
export function wasmScratch(size: number): Uint8Array | null {
  if (exports === undefined) exports = instantiate()
  if (exports === null || size > WASM_SCRATCH_LIMIT) return null
  const need = size + 2
  const memory = exports.memory
  if (memory.buffer.byteLength < need) memory.grow(Math.ceil((need - memory.buffer.byteLength) / PAGE))
  if (view.buffer !== memory.buffer) view = new Uint8Array(memory.buffer)
  return view
}

/**
 * The offset of the first `EF BF BD` wholly inside the first `length` bytes of the {@link wasmScratch}
 * buffer, or -1.
 */
export function findReplacement(length: number): number {
  return (exports as ScanExports).findReplacement(0, length)
}
