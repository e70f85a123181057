/**
 * Core's accelerator for RFC 3629 UTF-8 (and so for every scheme that equals it on well-formed input):
 * the runtime's `TextDecoder`/`TextEncoder` by the routes chosen per runtime (`native.ts`), and the
 * kernels that run ranges in WebAssembly where that wins (`utf8-kernel.ts`).
 *
 * @module
 */

import type { Accelerator, PrefixDecoded } from './accelerator.ts'
import { nativeDecodeReplacing, nativeDecodeStrict, nativeEncodeUtf8 } from './native.ts'
import { decodeUtf8Prefix, kernelState, scanUtf8Prefix } from './utf8-kernel.ts'

/**
 * The {@link Accelerator} of UTF-8. `decode` and `encode` decline where the runtime has no native codec
 * (and strict `decode` for ill-formed input, strict `encode` for text with a lone surrogate);
 * `decodePrefix` and `validatePrefix` always answer, through WebAssembly where it wins.
 *
 * @example
 * ```ts
 * const out = new Uint16Array(4)
 * const done = utf8Accelerator.decodePrefix(new Uint8Array([0x68, 0xc3, 0xa9, 0xff]), 0, 4, out, 0)
 * console.assert(done?.read === 3 && done.written === 2 && out[1] === 0xe9)
 * console.assert(utf8Accelerator.validatePrefix(new Uint8Array([0x61, 0xc0]), 0, 2) === 1)
 * ```
 */
export const utf8Accelerator: Accelerator = {
  scheme: 'utf-8',
  decode: (units, fatal) => (fatal ? nativeDecodeStrict(units) : nativeDecodeReplacing(units)),
  decodePrefix(units, start, end, out, at): PrefixDecoded {
    const read = decodeUtf8Prefix(units, start, end, out, at)
    return { read, written: kernelState.written }
  },
  validatePrefix: (units, start, end) => scanUtf8Prefix(units, start, end),
  encode: (text, fatal) => nativeEncodeUtf8(text, fatal),
}
