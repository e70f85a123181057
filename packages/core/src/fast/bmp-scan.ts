/**
 * Whether UTF-8 bytes hold a byte from F0 (a supplementary character) or 00: well-formed UTF-8 without
 * them means the same in CESU-8 (and, without 00, in MUTF-8). One SIMD scan in WebAssembly.
 *
 * @module
 */

import { typedLength } from '../views.ts'
import { LENGTH_CHUNK_BYTES, type LengthAdjust, nativeUtf8Length } from './utf8-length.ts'
import { countSupplementary, findAtLeastF0, wasmScratch } from './wasm-scan.ts'

/**
 * Whether well-formed UTF-8 `bytes` holds a byte F0–F4 (a supplementary character) or, with `nul`, a 00
 * byte (on other input, a byte above F4 may or may not count): a copy into WebAssembly memory and a
 * 16-byte SIMD scan, else a JS loop ({@link countExtra}).
 *
 * @example
 * ```ts
 * console.assert(!hasSupplementaryOrNul(new Uint8Array([0x61, 0xc3, 0xa9]), true))
 * console.assert(hasSupplementaryOrNul(new Uint8Array([0xf0, 0x9f, 0x98, 0x80]), false))
 * console.assert(hasSupplementaryOrNul(new Uint8Array([0x61, 0x00]), true))
 * ```
 */
export function hasSupplementaryOrNul(bytes: Uint8Array, nul: boolean): boolean {
  // Through the internal slot, before filling: no caller code may run between filling and scanning.
  const length = typedLength(bytes)
  const buffer = wasmScratch(length)
  if (buffer === null) return countExtra(bytes, 0, length, nul) > 0
  buffer.set(bytes)
  return findAtLeastF0(length, nul) >= 0
}

/**
 * Whether well-formed UTF-8 `bytes` of `text` mean the same `text` in CESU-8 (`nul` false) or MUTF-8
 * (`nul` true): no byte F0–F4 (with `nul`, no `00`), checked on the bytes (a RegExp on the string is slower).
 *
 * @example
 * ```ts
 * console.assert(fitsBmpScheme(new Uint8Array([0x61, 0xc3, 0xa9]), 'aé', true))
 * console.assert(!fitsBmpScheme(new Uint8Array([0xf0, 0x9f, 0x98, 0x80]), '😀', false))
 * ```
 */
export function fitsBmpScheme(bytes: Uint8Array, text: string, nul: boolean): boolean {
  // As many UTF-16 units as bytes: all ASCII (no byte ≥ 80); only a NUL can be left.
  if (text.length === bytes.length) return !nul || text.indexOf('\0') < 0
  return !hasSupplementaryOrNul(bytes, nul)
}

/** In `bytes[from:end)`: 2 bytes more per F0–F4 (a pair's halves) and, with `nul`, 1 per 00 (`C0 80`). */
function countExtra(bytes: Uint8Array, from: number, end: number, nul: boolean): number {
  let extra = 0
  for (let i = from; i < end; i++) {
    const b = bytes[i] as number
    if (b >= 0xf0) extra += 2
    else if (nul && b === 0) extra++
  }
  return extra
}

/** {@link countExtra} on a piece in the WebAssembly scratch buffer, by the kernel. */
const wasmExtra =
  (nul: boolean): LengthAdjust =>
  (_text, _bytes, written) => {
    const first = findAtLeastF0(written, nul)
    return first < 0 ? 0 : countSupplementary(first, written, nul)
  }

/** {@link countExtra} where there is no WebAssembly. */
const jsExtra =
  (nul: boolean): LengthAdjust =>
  (_text, bytes, written) =>
    countExtra(bytes, 0, written, nul)

const EXTRA: readonly (readonly [LengthAdjust, LengthAdjust])[] = [
  [/* @__PURE__ */ wasmExtra(false), /* @__PURE__ */ jsExtra(false)],
  [/* @__PURE__ */ wasmExtra(true), /* @__PURE__ */ jsExtra(true)],
]

/**
 * The length of `text` in CESU-8 (`nul` false) or MUTF-8 (`nul` true), a lone surrogate as U+FFFD: UTF-8's
 * length plus {@link countExtra}'s; -1 without `TextEncoder`.
 *
 * @example
 * ```ts
 * const length = bmpSchemeLength('a\0😀', true)
 * console.assert(length === -1 || length === 9)
 * ```
 */
export function bmpSchemeLength(text: string, nul: boolean): number {
  const [wasm, js] = EXTRA[nul ? 1 : 0] as readonly [LengthAdjust, LengthAdjust]
  const scratch = wasmScratch(LENGTH_CHUNK_BYTES)
  if (scratch === null) return nativeUtf8Length(text, js, undefined, nul)
  return nativeUtf8Length(text, wasm, scratch.subarray(0, LENGTH_CHUNK_BYTES), nul)
}
