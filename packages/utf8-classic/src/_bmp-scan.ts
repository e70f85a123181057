/**
 * Whether well-formed RFC 3629 input also means the same in CESU-8 and Java Modified UTF-8: it has no
 * 4-byte sequence (no byte F0–F4) and, for MUTF-8, no raw `00` byte. Checked on the bytes rather than the
 * decoded string (a regular expression over a two-byte string runs at a fraction of the native decoder's
 * speed), by core's per-runtime scan.
 *
 * @module
 */

import { hasSupplementaryOrNul } from '@utf8x/core/internal'

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
  return !hasSupplementaryOrNul(bytes, nul)
}
