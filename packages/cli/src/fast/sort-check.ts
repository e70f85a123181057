/**
 * The command's one speed path: `sort --check`'s WebAssembly module (`wasm/sortcheck.wat`), instantiated on
 * first use (README, "sort --check").
 *
 * @module
 */

import { Buffer } from 'node:buffer'
import { SORTCHECK_WASM } from './_sortcheck-wasm.ts'

/** What `wasm/sortcheck.wat` exports. */
export interface CheckKernel {
  readonly memory: { readonly buffer: ArrayBuffer; grow(pages: number): number }
  check(before: number, at: number, end: number, flags: number): number
  last(): number
  found(): number
}

let kernel: CheckKernel | null | undefined

/** The module of `wasm/sortcheck.wat`, instantiated on first use, or null without WebAssembly or SIMD. */
export function checkKernel(): CheckKernel | null {
  if (kernel === undefined) {
    try {
      const bytes = Buffer.from(SORTCHECK_WASM, 'base64')
      kernel = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports as unknown as CheckKernel
    } catch {
      kernel = null
    }
  }
  return kernel
}
