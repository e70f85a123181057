/**
 * Huge code points ↔ their 6-bit storage bytes through hex (two bytes per three digits, §3.5.6), in linear
 * time: `BigInt('0x' + hex)` and `toString(16)`, never a growing bigint shifted again and again.
 *
 * @module
 */

import { unitsToString } from '@utf8x/core/internal'

const HEX_CHARS = '0123456789abcdef'

/**
 * Reads `count` (even) 6-bit storage bytes at `bytes[start…]` as a bigint. Linear in `count`.
 *
 * @example
 * ```ts
 * console.assert(storageToBigInt(new Uint8Array([0x80, 0x81]), 0, 2) === 1n)
 * ```
 */
export function storageToBigInt(bytes: Uint8Array | Uint16Array, start: number, count: number): bigint {
  const chars = new Uint16Array((count / 2) * 3)
  let w = 0
  for (let p = start; p < start + count; p += 2) {
    const group = (((bytes[p] as number) & 0x3f) << 6) | ((bytes[p + 1] as number) & 0x3f)
    chars[w++] = HEX_CHARS.charCodeAt(group >> 8)
    chars[w++] = HEX_CHARS.charCodeAt((group >> 4) & 0xf)
    chars[w++] = HEX_CHARS.charCodeAt(group & 0xf)
  }
  return BigInt(`0x${unitsToString(chars, w, true)}`)
}

function nybble(code: number): number {
  // '0'–'9' are 0x30–0x39, 'a'–'f' 0x61–0x66 (toString(16) writes lower case).
  return code <= 0x39 ? code - 0x30 : code - 0x57
}

/**
 * Writes the hex digits `hex` as 6-bit storage bytes at `out[pos…]`, padded on the left with zero nybbles
 * to `paddedDigits` (a multiple of 3): 2 bytes per 3 digits. Linear in `paddedDigits`.
 *
 * @returns the index after the last byte written
 */
export function hexToStorage(
  hex: string,
  paddedDigits: number,
  out: Uint8Array | Uint16Array,
  pos: number,
): number {
  const pad = paddedDigits - hex.length
  let w = pos
  for (let d = 0; d < paddedDigits; d += 3) {
    let group = 0
    for (let k = d; k < d + 3; k++) group = (group << 4) | (k < pad ? 0 : nybble(hex.charCodeAt(k - pad)))
    out[w++] = 0x80 | (group >> 6)
    out[w++] = 0x80 | (group & 0x3f)
  }
  return w
}
