/**
 * The encoding half of the UTF-8 accelerator, in a file of its own for a package's top-level `encode`.
 *
 * @module
 */

import { firstLoneSurrogate } from '../code-points.ts'
import type { Accelerator } from './accelerator.ts'
import { nativeEncoder } from './native.ts'
import { encodeUtf8Into, utf8ByteLength } from './utf8-kernel.ts'
import { NATIVE_FROM } from './utf8-length.ts'

/**
 * `encode(text, fatal)`: UTF-8 (a lone surrogate as U+FFFD unless `fatal`), or `null` when `fatal` and the
 * text holds one. From {@link NATIVE_FROM} units by `TextEncoder`, else by core's kernel; no WebAssembly.
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
