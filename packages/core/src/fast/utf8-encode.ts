/**
 * The encoding half of the UTF-8 accelerator on its own, for a package's top-level `encode`: a file of its
 * own, so that a bundle importing only that function carries none of the accelerator's decoding routes.
 *
 * @module
 */

import { firstLoneSurrogate } from '../code-points.ts'
import type { Accelerator } from './accelerator.ts'
import { nativeEncoder } from './native.ts'
import { encodeUtf8Into, utf8ByteLength } from './utf8-kernel.ts'
import { NATIVE_FROM } from './utf8-length.ts'

/**
 * What encoding to bytes reads of `utf8Accelerator`, for a package's top-level `encode` (core's
 * `utf8Encode`), so that its bundle carries no decoder and no WebAssembly: `encode(text, fatal)` gives
 * RFC 3629 UTF-8 (a lone surrogate as U+FFFD when not `fatal`), or `null` when `fatal` and the text holds
 * a lone surrogate (the caller's error). Text of 64 units or more goes to the runtime's `TextEncoder`
 * (its output checked for lone surrogates unless it is all ASCII); shorter text, and any text without a
 * `TextEncoder`, to core's kernel.
 *
 * @example
 * ```ts
 * const fast = utf8EncodeAccelerator()
 * console.assert(fast.encode('é', true)?.join() === '195,169' && fast.encode('\uD800', true) === null)
 * ```
 */
export function utf8EncodeAccelerator(): Required<Pick<Accelerator, 'encode'>> {
  return {
    encode(text, fatal) {
      if (text.length >= NATIVE_FROM) {
        const encoder = nativeEncoder()
        if (encoder !== null) {
          // As many bytes as units: all ASCII, so well-formed. A lone surrogate came out as U+FFFD.
          const bytes = encoder.encode(text)
          return bytes.length === text.length || !fatal || firstLoneSurrogate(text) < 0 ? bytes : null
        }
      }
      const out = new Uint8Array(utf8ByteLength(text))
      const read = encodeUtf8Into(text, out, { read: 0, written: 0 }, fatal ? 'stop' : 'replace')
      return read < text.length ? null : out
    },
  }
}
