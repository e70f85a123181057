/**
 * The 65-bit variant's accelerator (`wasm/sixtyfive.wat`): decoding of long inputs (the kernel takes the
 * 1- to 4-byte forms; core's engine anything else, errors included) and its length. Only this codec
 * carries the module.
 *
 * @module
 */

import {
  type Accelerator,
  byteRange,
  decodeSequenceInto,
  newStep,
  schemeWasm,
  unitsToString,
} from '@utf8x/core/internal'
import type { Scheme } from '../_scheme.ts'
import { SIXTYFIVE_WASM } from './_sixtyfive-wasm.ts'

/**
 * The module. Its `lengthExtra` counts the sequences that take a byte more here than in UTF-8 (leads
 * `D0`–`DF`, `E4`–`EF`, `F2`–`F4`: U+0400–U+07FF, U+4000–U+FFFF, U+80000–U+10FFFF).
 */
const kit = /* @__PURE__ */ schemeWasm<{
  written(): number
  decode(start: number, end: number, out: number): number
}>(SIXTYFIVE_WASM)

/** Inputs shorter than this are left to the engine (a call into WebAssembly and a copy cost more). */
const WASM_MIN = 128
/** Input bytes per call of the kernel: each window becomes one string of at most as many units. */
const WASM_WINDOW = 1 << 16

/**
 * The whole decoding, a window at a time: the kernel writes UTF-16 up to a sequence it leaves alone, the
 * engine decodes that one (from the whole input) into the same memory, and the kernel goes on.
 */
function decodeWasm(bytes: Uint8Array, fatal: boolean, scheme: Scheme): string | null {
  const n = bytes.length
  if (n < WASM_MIN) return null
  const kernel = kit.module()
  if (kernel === null) return null
  const step = newStep()
  const progress = { read: 0, written: 0 }
  let text = ''
  let pos = 0
  while (pos < n) {
    const length = Math.min(n - pos, WASM_WINDOW)
    // Input at 0, the UTF-16 after it: up to one unit per byte read, a sequence past the window included.
    const outAt = (length + 31) & ~15
    const memoryView = kit.memory(outAt + 2 * (length + scheme.longest) + 32)
    memoryView.set(byteRange(bytes, pos, pos + length))
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

/** The 65-bit variant's accelerator. */
export function sixtyFiveFast(scheme: Scheme): Accelerator {
  return {
    decode: (bytes, fatal) => decodeWasm(bytes, fatal, scheme),
    // The runtime's UTF-8 and the module's count; -1 (the engine counts) without WebAssembly or TextEncoder.
    byteLength: kit.byteLength,
  }
}
