/**
 * The decoding kernel of CESU-8 and Java Modified UTF-8: both share only UTF-8's 1–3-byte forms, so the
 * RFC 3629 kernel (which accepts 4-byte forms and, for MUTF-8, a raw `00`) cannot serve them.
 *
 * @module
 */

import { kernelState } from '@utf8x/core'

/**
 * As core's `decodeUtf8Prefix`, for the schemes whose well-formed text shares only UTF-8's 1–3-byte forms
 * (CESU-8, Java Modified UTF-8): it also stops before any byte F0–FF and, with `stopAtNul`, before a `00`
 * byte (MUTF-8 writes U+0000 as `C0 80`). Surrogate sequences stop it too; the caller pairs them.
 *
 * @returns the input index where it stopped (also `kernelState.read`); `kernelState.written` is the
 *   output index
 * @example
 * ```ts
 * const out = new Uint16Array(8)
 * const stop = decodeUtf8BmpPrefix(new Uint8Array([0x61, 0x00, 0x62]), 0, 3, out, 0, true)
 * console.assert(stop === 1 && kernelState.written === 1)
 * ```
 */
export function decodeUtf8BmpPrefix(
  bytes: Uint8Array,
  start: number,
  end: number,
  out: Uint16Array,
  outPos: number,
  stopAtNul: boolean,
): number {
  let i = start
  let w = outPos
  const low = stopAtNul ? 1 : 0
  while (i < end) {
    const b = bytes[i] as number
    if (b < 0x80) {
      if (b < low) break
      out[w++] = b
      i++
      continue
    }
    if (b < 0xe0) {
      if (b < 0xc2 || i + 1 >= end) break
      const c = bytes[i + 1] as number
      if ((c & 0xc0) !== 0x80) break
      out[w++] = ((b & 0x1f) << 6) | (c & 0x3f)
      i += 2
      continue
    }
    if (b >= 0xf0 || i + 2 >= end) break
    const c = bytes[i + 1] as number
    const d = bytes[i + 2] as number
    if (((c & 0xc0) ^ 0x80) | ((d & 0xc0) ^ 0x80)) break
    const cp = ((b & 0x0f) << 12) | ((c & 0x3f) << 6) | (d & 0x3f)
    if (cp < 0x800 || (cp & 0xf800) === 0xd800) break
    out[w++] = cp
    i += 3
  }
  kernelState.read = i
  kernelState.written = w
  return i
}
