/**
 * Whether well-formed RFC 3629 input also means the same in CESU-8 and Java Modified UTF-8: it has no
 * 4-byte sequence (no byte F0–F4) and, for MUTF-8, no raw `00` byte. Checked on the bytes rather than the
 * decoded string (a regular expression over a two-byte string runs at a fraction of the native decoder's
 * speed); the fastest scan differs per runtime and is chosen once at module load.
 *
 * @module
 */

import { runtime } from '@utf8x/core'

/**
 * One 32-bit word at a time, branch-free: bit 7 of a byte of `t & (t << 2)` (with `t = w & (w << 1)`) is
 * set when its top four bits are (a byte ≥ F0); `(w - 0x01010101) & ~w` sets bit 7 somewhere in a word
 * exactly when the word has a zero byte. The fastest on V8 (Node, Deno).
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
  return (acc & 0x80808080) === 0
}

/** `indexOf` per byte value: Bun's is a native `memchr`, several times faster than any JS loop there. */
export function scanIndexOf(bytes: Uint8Array, nul: boolean): boolean {
  for (let lead = 0xf0; lead <= 0xf4; lead++) if (bytes.indexOf(lead) >= 0) return false
  return !nul || bytes.indexOf(0) < 0
}

const scan = runtime === 'bun' ? scanIndexOf : scanWords

/**
 * Whether `bytes`, well-formed RFC 3629 UTF-8 that decoded to `text`, decodes to the same `text` in
 * CESU-8 (`nul` false) or Java Modified UTF-8 (`nul` true): no byte F0–F4, and with `nul` no `00`.
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
  return scan(bytes, nul)
}
