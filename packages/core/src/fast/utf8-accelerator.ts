/**
 * The accelerator of every scheme in which well-formed UTF-8 means the same (UTF-8, WTF-8, RFC 2279,
 * eight- and seven-byte UTF-8): the runtime's codecs where faster, core's kernels between the engine's steps.
 *
 * @module
 */

import { firstLoneSurrogate } from '../code-points.ts'
import type { Accelerator } from './accelerator.ts'
import {
  nativeDecodeReplacing,
  nativeDecodeStrict,
  nativeEncodeUtf8,
  nativeEncodeUtf8Into,
  nativeUtf8Prefix,
  preferNative,
  quickNativeDecoder,
  quickNativeEncode,
} from './native.ts'
import {
  decodeUtf8Prefix,
  encodeUtf8Into,
  scanUtf8Prefix,
  utf8ByteLength,
  validateUtf8Prefix,
} from './utf8-kernel.ts'
import { fastUtf8ByteLength } from './utf8-length.ts'

/** What a UTF-8-compatible scheme adds to RFC 3629 on the paths the accelerator takes. */
export interface Utf8AcceleratorOptions {
  /** Lone surrogates of a string are text, written as their own 3 bytes (WTF-8). */
  readonly loneSurrogates?: boolean
  /** Replacing decoding is WHATWG's on every input (RFC 3629 UTF-8 itself). */
  readonly whatwgReplacement?: boolean
  /** `false`: never the runtime's `TextDecoder`/`TextEncoder`, only core's kernels (`utf8Js`). */
  readonly native?: boolean
}

/**
 * The decoding half of {@link utf8Accelerator} (`quickDecode` unless `native` is `false`, `decodePrefix`),
 * for a package's top-level `decode`: its bundle carries no encoder.
 *
 * @example
 * ```ts
 * const fast = utf8DecodeAccelerator()
 * console.assert(fast.quickDecode === undefined || fast.quickDecode(new Uint8Array(40).fill(0x61), true, false) === 'a'.repeat(40))
 * ```
 */
export function utf8DecodeAccelerator(
  options: Utf8AcceleratorOptions = {},
): Required<Pick<Accelerator, 'decodePrefix'>> & Pick<Accelerator, 'quickDecode'> {
  return {
    ...(options.native !== false
      ? { quickDecode: quickNativeDecoder(options.whatwgReplacement === true) }
      : {}),
    decodePrefix: decodeUtf8Prefix,
  }
}

/**
 * The UTF-8 accelerator for a scheme (see the module comment).
 *
 * @example
 * ```ts
 * const fast = utf8Accelerator()
 * console.assert(fast.decode?.(new Uint8Array(40).fill(0x61), true) === 'a'.repeat(40))
 * ```
 */
export function utf8Accelerator(options: Utf8AcceleratorOptions = {}): Accelerator {
  const lone = options.loneSurrogates === true
  const native = options.native !== false
  const whatwg = options.whatwgReplacement === true
  return {
    ...utf8DecodeAccelerator(options),
    // A stream's runs, which no quick route fronts.
    decode(units, fatal) {
      if (!native || !preferNative(units, 0)) return null
      // Well-formed input decodes the same strict or replacing.
      const text = nativeDecodeStrict(units)
      return text !== null || fatal ? text : whatwg ? nativeDecodeReplacing(units) : null
    },
    ...(native ? { quickEncode: quickNativeEncode } : {}),
    // The first run (most often the whole input) by the runtime's validator where it has one.
    validatePrefix(units, start, end) {
      if (start !== 0) return validateUtf8Prefix(units, start, end)
      const done = native ? nativeUtf8Prefix(units, end) : 0
      return done === end ? end : scanUtf8Prefix(units, done, end)
    },
    encode(text, fatal) {
      if (!native || (lone && firstLoneSurrogate(text) >= 0)) return null
      return nativeEncodeUtf8(text, fatal)
    },
    encodeInto(text, destination) {
      const progress = { read: 0, written: 0 }
      // The runtime's encodeInto writes a lone surrogate as U+FFFD, as replacing encoding does. Where it
      // stops short, the JS encoder goes on (some runtimes stop early near a full destination: Node 26).
      if (native && !lone) {
        const done = nativeEncodeUtf8Into(text, destination)
        if (done !== null) {
          if (done.read === text.length) return done
          progress.read = done.read
          progress.written = done.written
        }
      }
      encodeUtf8Into(text, destination, progress, lone ? 'wtf8' : 'replace')
      return progress
    },
    byteLength: (text) => (native ? fastUtf8ByteLength(text) : utf8ByteLength(text)),
  }
}
