/**
 * Whether UTF-8 bytes hold a byte F0 or above (a sequence of 4 bytes or more: in well-formed UTF-8, a
 * supplementary character) or a 00 byte: well-formed UTF-8 without them means the same in CESU-8 and, without
 * 00 too, in Java Modified UTF-8. The fastest scan differs per runtime and is chosen once at module load.
 *
 * @module
 */

import { typedLength } from '../views.ts'
import { runtime } from './runtime.ts'
import { findAtLeastF0, wasmScratch } from './wasm-scan.ts'

/**
 * One 32-bit word at a time, branch-free: bit 7 of a byte of `t & (t << 2)` (with `t = w & (w << 1)`) is
 * set when its top four bits are (a byte ≥ F0); `(w - 0x01010101) & ~w` sets bit 7 somewhere in a word
 * exactly when the word has a zero byte. Where there is no WebAssembly.
 */
export function scanWords(bytes: Uint8Array, nul: boolean): boolean {
  const end = bytes.length
  const offset = bytes.byteOffset
  let acc = 0
  let i = 0
  const byte = (b: number): number => (b & (b << 1) & (b << 2) & (b << 3)) | (nul ? (b - 1) & ~b : 0)
  for (; i < end && ((offset + i) & 3) !== 0; i++) acc |= byte(bytes[i] as number)
  const words = i < end ? (end - i) >> 2 : 0
  const view = new Uint32Array(bytes.buffer, words > 0 ? offset + i : 0, words)
  if (nul) {
    for (let k = 0; k < words; k++) {
      const w = view[k] as number
      const t = w & (w << 1)
      acc |= (t & (t << 2)) | ((w - 0x01010101) & ~w)
    }
  } else {
    for (let k = 0; k < words; k++) {
      const w = view[k] as number
      const t = w & (w << 1)
      acc |= t & (t << 2)
    }
  }
  for (i += words << 2; i < end; i++) acc |= byte(bytes[i] as number)
  return (acc & 0x80808080) !== 0
}

/**
 * `indexOf` per byte value: Bun's is a native `memchr`, several times faster than any JS loop there.
 * Looks for F0–F4 only, the bytes above never being in well-formed UTF-8.
 */
export function scanIndexOf(bytes: Uint8Array, nul: boolean): boolean {
  for (let lead = 0xf0; lead <= 0xf4; lead++) if (bytes.indexOf(lead) >= 0) return true
  return nul && bytes.indexOf(0) >= 0
}

/** A copy into WebAssembly memory and a 16-byte SIMD scan (Node, Deno), else the word scan. */
export function scanWasm(bytes: Uint8Array, nul: boolean): boolean {
  // Read before WebAssembly memory is filled, and through the internal slot: nothing of the caller's
  // object may run between filling and scanning it.
  const length = typedLength(bytes)
  const buffer = wasmScratch(length)
  if (buffer === null) return scanWords(bytes, nul)
  buffer.set(bytes)
  return findAtLeastF0(length, nul) >= 0
}

const scan = runtime === 'bun' ? scanIndexOf : scanWasm

/**
 * Whether well-formed UTF-8 `bytes` holds a byte F0–F4 (a supplementary character) or, with `nul`, a 00
 * byte (on other input, a byte above F4 may or may not count).
 *
 * @example
 * ```ts
 * console.assert(!hasSupplementaryOrNul(new Uint8Array([0x61, 0xc3, 0xa9]), true))
 * console.assert(hasSupplementaryOrNul(new Uint8Array([0xf0, 0x9f, 0x98, 0x80]), false))
 * console.assert(hasSupplementaryOrNul(new Uint8Array([0x61, 0x00]), true))
 * ```
 */
export function hasSupplementaryOrNul(bytes: Uint8Array, nul: boolean): boolean {
  return scan(bytes, nul)
}
