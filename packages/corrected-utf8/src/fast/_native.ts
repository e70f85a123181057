/**
 * The native routes of the encoder: the runtime's `TextEncoder` writes UTF-8, rewritten as Corrected
 * UTF-8 in WebAssembly memory (`_wasm.ts`) or, without WebAssembly, in JS. Each declines (`null`, -1)
 * where it cannot give the JS encoder's answer (a C1 control, a U+FFFD that may stand for a lone
 * surrogate, no native encoder): the caller's loop then decides.
 *
 * @module
 */

import { nativeEncoder, writeValue } from '@utf8x/core/internal'
import { scheme } from '../_scheme.ts'
import { OFFSET_2, OFFSET_3_HIGH, OFFSET_3_LOW, OFFSET_4 } from './_offsets.ts'
import { wasmEncode, wasmEncodeInto } from './_wasm.ts'

const LITTLE_ENDIAN = /* @__PURE__ */ new Uint8Array(new Uint32Array([1]).buffer)[0] === 1
const EMPTY_WORDS = /* @__PURE__ */ new Uint32Array(0)

/** Below this many UTF-16 units the JS encoder beats a native call. */
const NATIVE_MIN = 24
/** The same for `encodeInto`, which adds a copy into the destination (the JS loop wins below it). */
const INTO_WASM_MIN = 64

/**
 * Rewrites well-formed UTF-8 (from `TextEncoder`, so no surrogates) as Corrected UTF-8 in place: no
 * sequence grows (U+0800–U+089F and U+10000–U+1109F shrink by one byte) except the C1 controls', so
 * the write index never passes the read index.
 *
 * @returns the Corrected length, or -1 at a C1 control or U+FFFD (the caller encodes the string itself)
 */
function utf8ToCorrectedInPlace(buf: Uint8Array): number {
  const n = buf.length
  const base = buf.byteOffset
  const wordStart = ((base + 3) & ~3) - base
  const count = ((base + n) >> 2) - ((base + 3) >> 2)
  const words =
    LITTLE_ENDIAN && count > 0 ? new Uint32Array(buf.buffer, base + wordStart, count) : EMPTY_WORDS
  let r = 0
  // While nothing has shrunk, sequences are rewritten where they stand and ASCII is only read (four
  // bytes at a time once aligned).
  while (r < n) {
    const b = buf[r] as number
    if (b < 0x80) {
      r++
      if (((r - wordStart) & 3) === 0) {
        let k = (r - wordStart) >> 2
        while (k < words.length && ((words[k] as number) & 0x80808080) === 0) k++
        r = Math.max(r, wordStart + (k << 2))
      }
      continue
    }
    if (b < 0xe0) {
      const cp = ((b & 0x1f) << 6) | ((buf[r + 1] as number) & 0x3f)
      if (cp < OFFSET_2) return -1
      const v = cp - OFFSET_2
      buf[r] = 0xc0 | (v >> 6)
      buf[r + 1] = 0x80 | (v & 0x3f)
      r += 2
      continue
    }
    if (b < 0xf0) {
      const cp = ((b & 0x0f) << 12) | (((buf[r + 1] as number) & 0x3f) << 6) | ((buf[r + 2] as number) & 0x3f)
      if (cp < OFFSET_3_LOW) break
      if (cp === 0xfffd) return -1
      const v = cp - (cp < 0xd800 ? OFFSET_3_LOW : OFFSET_3_HIGH)
      buf[r] = 0xe0 | (v >> 12)
      buf[r + 1] = 0x80 | ((v >> 6) & 0x3f)
      buf[r + 2] = 0x80 | (v & 0x3f)
      r += 3
      continue
    }
    const cp =
      ((b & 0x07) << 18) |
      (((buf[r + 1] as number) & 0x3f) << 12) |
      (((buf[r + 2] as number) & 0x3f) << 6) |
      ((buf[r + 3] as number) & 0x3f)
    if (cp < OFFSET_4) break
    const v = cp - OFFSET_4
    buf[r] = 0xf0 | (v >> 18)
    buf[r + 1] = 0x80 | ((v >> 12) & 0x3f)
    buf[r + 2] = 0x80 | ((v >> 6) & 0x3f)
    buf[r + 3] = 0x80 | (v & 0x3f)
    r += 4
  }
  // From the first shrinking sequence on: read at r, write at w ≤ r.
  let w = r
  while (r < n) {
    const b = buf[r] as number
    if (b < 0x80) {
      buf[w++] = b
      r++
      continue
    }
    let cp: number
    if (b < 0xe0) {
      cp = ((b & 0x1f) << 6) | ((buf[r + 1] as number) & 0x3f)
      if (cp < OFFSET_2) return -1
      r += 2
    } else if (b < 0xf0) {
      cp = ((b & 0x0f) << 12) | (((buf[r + 1] as number) & 0x3f) << 6) | ((buf[r + 2] as number) & 0x3f)
      if (cp === 0xfffd) return -1
      r += 3
    } else {
      cp =
        ((b & 0x07) << 18) |
        (((buf[r + 1] as number) & 0x3f) << 12) |
        (((buf[r + 2] as number) & 0x3f) << 6) |
        ((buf[r + 3] as number) & 0x3f)
      r += 4
    }
    w = writeValue(cp, scheme, buf, w)
  }
  return w
}

/** Whether at least a quarter of 32 characters sampled across the text are ASCII (then native encoding helps). */
function mostlyAscii(text: string): boolean {
  const n = text.length
  const step = Math.max(1, Math.floor(n / 32))
  let ascii = 0
  for (let i = 0; i < n; i += step) if (text.charCodeAt(i) < 0x80) ascii++
  return ascii * 4 >= Math.ceil(n / step)
}

/**
 * `text` in Corrected UTF-8 by the native routes: TextEncoder's UTF-8 rewritten in WebAssembly memory,
 * or, without WebAssembly (or above its 4 MiB), for mostly-ASCII text, rewritten in place in JS. `null`
 * when it declines: short text, no native encoder, a C1 control or a U+FFFD (which may stand for a lone
 * surrogate).
 */
export function nativeEncodeCorrected(text: string): Uint8Array | null {
  const n = text.length
  const encoder = n >= NATIVE_MIN ? nativeEncoder() : null
  if (encoder === null) return null
  const rewritten = wasmEncode(text, encoder)
  if (rewritten !== undefined) return rewritten
  if (!mostlyAscii(text)) return null
  // The native encoder writes UTF-8, the same as Corrected UTF-8 for ASCII (then it is as long as the
  // text); otherwise the bytes are rewritten in place. It writes a lone surrogate as U+FFFD, so at a
  // U+FFFD (a lone surrogate, or a real one) the rewrite gives up.
  const utf8 = encoder.encode(text)
  if (utf8.length === n) return utf8
  const length = utf8ToCorrectedInPlace(utf8)
  if (length === utf8.length) return utf8
  return length >= 0 ? utf8.slice(0, length) : null
}

/**
 * `text` in Corrected UTF-8 written at the start of `destination` (a plain view, see `_input.ts`) by the
 * WebAssembly rewrite, when all of it fits and the text is long enough to pay: the bytes written; -1
 * when it declines (`destination` is then untouched).
 */
export function nativeEncodeCorrectedInto(text: string, destination: Uint8Array): number {
  const n = text.length
  // At least a byte per unit: a smaller destination, as when a long text is written a piece at a time,
  // never pays for encoding all of it.
  if (n < INTO_WASM_MIN || destination.length < n) return -1
  const encoder = nativeEncoder()
  return encoder === null ? -1 : wasmEncodeInto(text, encoder, destination)
}
