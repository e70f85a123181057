/**
 * A codec's `encode` from no more than the parts it reads: the argument check and option reading every
 * codec's `encode` does ({@link encodeMethod}, which `defineCodec` puts on every codec), and RFC 3629
 * UTF-8's `encode` on its own ({@link utf8Encode}), for a package's top-level `encode`: a bundle importing
 * only that function carries no decoder, reader, stream class or codec object.
 *
 * @module
 */

import { assertString, ENCODE_OPTION_NAMES, readOptions } from './args.ts'
import type { EncodeOptions } from './codec.ts'
import { UTF8_NAME } from './engine/utf8.ts'
import { EncodeError } from './errors.ts'
import { encodeUtf8Into, NATIVE_FROM, nativeAsciiBytes, utf8ByteLength } from './fast/index.ts'

/** The options `encode` sees when it is given none (one frozen object, not one per call). */
const NO_OPTIONS: Readonly<Record<string, never>> = /* @__PURE__ */ Object.freeze({})

/**
 * A codec's `encode`: `quick` (an accelerator's `quickEncode`) first for a string without options, then
 * the `text` check (`TypeError` naming it), the options (`fatal`, and `optionNames`; any other key is a
 * `TypeError` naming `name encode`), and `write` with `fatal`.
 *
 * @example
 * ```ts
 * const encode = encodeMethod('latin-1', (text) => Uint8Array.from(text, (c) => c.charCodeAt(0)))
 * console.assert(encode('hé').join() === '104,233')
 * ```
 */
export function encodeMethod<Options extends EncodeOptions = EncodeOptions>(
  name: string,
  write: (text: string, fatal: boolean, options: Options) => Uint8Array,
  quick?: (text: string) => Uint8Array | null,
  optionNames: readonly string[] = ENCODE_OPTION_NAMES,
): (text: string, options?: Options) => Uint8Array {
  const at = `${name} encode`
  return function encode(text: string, options?: Options): Uint8Array {
    if (quick !== undefined && options === undefined && typeof text === 'string') {
      const bytes = quick(text)
      if (bytes !== null) return bytes
    }
    assertString(text, 'text')
    if (options === undefined) return write(text, true, NO_OPTIONS as Options)
    return write(text, readOptions(options, optionNames, at), options)
  }
}

/**
 * RFC 3629 UTF-8's `encode` (the `encode` of a codec of core's `utf8Scheme`, such as `utf8`) from core's
 * UTF-8 kernels alone: the same bytes, the same `EncodeError` (`surrogate`, the UTF-16 index of
 * the first lone surrogate) and the same argument and option checks. For a package's top-level `encode`.
 *
 * @example
 * ```ts
 * const encode = utf8Encode()
 * console.assert(encode('a€').join() === '97,226,130,172')
 * console.assert(encode('\uD800', { fatal: false }).join() === '239,191,189')
 * ```
 */
export function utf8Encode(): (text: string, options?: EncodeOptions) => Uint8Array {
  return encodeMethod(UTF8_NAME, (text, fatal) => {
    const n = text.length
    // Long text that starts, goes on and ends in ASCII: most often all ASCII, whose bytes the runtime's
    // encoder writes (`null` where it has none, or where the text is not all ASCII after all).
    if (n >= NATIVE_FROM && (text.charCodeAt(0) | text.charCodeAt(n >> 1) | text.charCodeAt(n - 1)) < 0x80) {
      const ascii = nativeAsciiBytes(text)
      if (ascii !== null) return ascii
    }
    // A lone surrogate counts 3 bytes, as the U+FFFD replacing encoding writes: strict encoding stops
    // there (the error) or writes the whole text into exactly this many bytes.
    const length = utf8ByteLength(text)
    const out = new Uint8Array(length)
    const progress = { read: 0, written: 0 }
    const read = encodeUtf8Into(text, out, progress, fatal ? 'stop' : 'replace')
    if (read < text.length) {
      throw new EncodeError(UTF8_NAME, 'surrogate', read, text.charCodeAt(read), {
        reason: 'lone surrogate in text',
      })
    }
    return out
  })
}
