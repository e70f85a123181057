/**
 * The 65-bit variant's WebAssembly route (`wasm/sixtyfive.wat`): a {@link FastBytesDecoder} for its
 * codec, so that only that codec carries the module.
 *
 * @module
 */

import { byteRange, instantiateWasm, unitsToString, wasmMemoryView } from '@utf8x/core/internal'
import { decodeSequenceAt, type FastBytesDecoder, unitState } from '../_decode.ts'
import type { Scheme } from '../_scheme.ts'
import { SIXTYFIVE_WASM } from './_sixtyfive-wasm.ts'

interface SixtyFiveKernel {
  readonly memory: Parameters<typeof wasmMemoryView>[0]
  written(): number
  decode(start: number, end: number, out: number): number
}

/** Inputs shorter than this take the JS loop (a call into WebAssembly and a copy cost more). */
const WASM_MIN = 128
/** Input bytes per call of the kernel: each window becomes one string of at most as many units. */
const WASM_WINDOW = 1 << 16

let sixtyFive: SixtyFiveKernel | null | undefined
let memoryView: Uint8Array = new Uint8Array(0)

function sixtyFiveKernel(): SixtyFiveKernel | null {
  if (sixtyFive === undefined)
    sixtyFive = instantiateWasm(SIXTYFIVE_WASM) as unknown as SixtyFiveKernel | null
  return sixtyFive
}

/**
 * {@link decodeOtherBytesToString} of the 65-bit variant through `wasm/sixtyfive.wat`, a window of the
 * input at a time: the kernel writes UTF-16 into its memory up to the first sequence it leaves alone,
 * {@link decodeSequenceAt} decodes that one from `bytes` (the whole input: a sequence may run past the
 * window) into the same memory, and the kernel goes on after it.
 */
export function decodeSixtyFiveWasm(bytes: Uint8Array, fatal: boolean, scheme: Scheme): string | null {
  const n = bytes.length
  if (n < WASM_MIN) return null
  const kernel = sixtyFiveKernel()
  if (kernel === null) return null
  let text = ''
  let pos = 0
  while (pos < n) {
    const length = Math.min(n - pos, WASM_WINDOW)
    // Input at 0, the UTF-16 after it: up to one unit per byte read, a sequence past the window included.
    const outAt = (length + 31) & ~15
    memoryView = wasmMemoryView(kernel.memory, memoryView, outAt + 2 * (length + scheme.longest) + 32)
    memoryView.set(byteRange(bytes, pos, pos + length))
    const out = new Uint16Array(memoryView.buffer, outAt, length + scheme.longest)
    let i = 0
    let w = 0
    for (;;) {
      i = kernel.decode(i, length, outAt + 2 * w)
      w = (kernel.written() - outAt) >> 1
      if (i >= length) break
      unitState.written = w
      i = decodeSequenceAt(bytes, pos + i, n, fatal, scheme, out) - pos
      w = unitState.written
      if (i >= length) break
    }
    text += unitsToString(out, w, true)
    pos += i
  }
  return text
}

/** {@link decodeSixtyFiveWasm} as the codec's fast decoder. */
export const sixtyFiveFast: FastBytesDecoder = decodeSixtyFiveWasm
