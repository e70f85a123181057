/**
 * Whether UTF-8 bytes hold a byte F0 or above (a sequence of 4 bytes or more: in well-formed UTF-8, a
 * supplementary character) or a 00 byte: well-formed UTF-8 without them means the same in CESU-8 and, without
 * 00 too, in Java Modified UTF-8: one SIMD scan in WebAssembly on every runtime.
 *
 * @module
 */

import { typedLength } from '../views.ts'
import { LENGTH_CHUNK_BYTES, type LengthAdjust, nativeUtf8Length } from './utf8-length.ts'
import { countSupplementary, findAtLeastF0, wasmScratch } from './wasm-scan.ts'

/** A copy into WebAssembly memory and a 16-byte SIMD scan, else a JS loop ({@link countExtra}). */
export function scanWasm(bytes: Uint8Array, nul: boolean): boolean {
  // Read before WebAssembly memory is filled, and through the internal slot: nothing of the caller's
  // object may run between filling and scanning it.
  const length = typedLength(bytes)
  const buffer = wasmScratch(length)
  if (buffer === null) return countExtra(bytes, 0, length, nul) > 0
  buffer.set(bytes)
  return findAtLeastF0(length, nul) >= 0
}

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
  return scanWasm(bytes, nul)
}

/**
 * Whether `bytes`, well-formed RFC 3629 UTF-8 that decoded to (or was encoded from) `text`, means the same
 * `text` in CESU-8 (`nul` false) or Java Modified UTF-8 (`nul` true): no byte F0–F4, and with `nul` no `00`.
 * Checked on the bytes rather than the string (a regular expression over a two-byte string runs at a
 * fraction of the native decoder's speed), by the scan above.
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
  return !scanWasm(bytes, nul)
}

/**
 * Two bytes more for each byte F0–F4 (a 4-byte sequence: two 3-byte halves in CESU-8 and MUTF-8) and, with
 * `nul`, one for each 00 (MUTF-8's `C0 80`), in `bytes[from:end)`.
 */
function countExtra(bytes: Uint8Array, from: number, end: number, nul: boolean): number {
  let extra = 0
  for (let i = from; i < end; i++) {
    const b = bytes[i] as number
    if (b >= 0xf0) extra += 2
    else if (nul && b === 0) extra++
  }
  return extra
}

/**
 * {@link countExtra} on a piece the runtime's encoder wrote into the WebAssembly scratch buffer, by the
 * kernel: from the first byte that counts, found 64 bytes a step.
 */
const wasmExtra =
  (nul: boolean): LengthAdjust =>
  (_text, _read, _bytes, written) => {
    const first = findAtLeastF0(written, nul)
    return first < 0 ? 0 : countSupplementary(first, written, nul)
  }

/** {@link countExtra} where there is no WebAssembly. */
const jsExtra =
  (nul: boolean): LengthAdjust =>
  (_text, _read, bytes, written) =>
    countExtra(bytes, 0, written, nul)

const EXTRA: readonly (readonly [LengthAdjust, LengthAdjust])[] = [
  [/* @__PURE__ */ wasmExtra(false), /* @__PURE__ */ jsExtra(false)],
  [/* @__PURE__ */ wasmExtra(true), /* @__PURE__ */ jsExtra(true)],
]

/**
 * The length of `text` in CESU-8 (`nul` false) or Java Modified UTF-8 (`nul` true), a lone surrogate as
 * U+FFFD: UTF-8's length (core's `nativeUtf8Length`, the runtime's encoder writing straight into the
 * WebAssembly scratch memory) plus two bytes per supplementary character and, for MUTF-8, one per U+0000,
 * counted where the SIMD scan finds one; -1 where the runtime has no `TextEncoder`.
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
