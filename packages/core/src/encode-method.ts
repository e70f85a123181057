/**
 * A codec's `encode` from no more than the parts it reads ({@link encodeMethod}), and RFC 3629 UTF-8's on
 * its own ({@link utf8Encode}): a bundle importing a top-level `encode` carries no decoder or codec object.
 *
 * @module
 */

import { assertString } from './args.ts'
import { firstLoneSurrogate } from './code-points.ts'
import type { EncodeOptions } from './codec.ts'
import { UTF8_NAME } from './engine/utf8.ts'
import { EncodeError } from './errors.ts'
import { utf8EncodeAccelerator } from './fast/index.ts'
import { ENCODE_OPTION_NAMES, NO_OPTIONS, readOptions } from './options.ts'

/**
 * A codec's `encode`: `quick` first for a string without options, then the checks of `text` and the
 * options (`fatal` and `optionNames`), and `write`.
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
 * `utf8.encode` from the encoding half of core's UTF-8 accelerator alone (no WebAssembly): the same
 * bytes, errors (`surrogate` at the first lone surrogate) and checks. For a package's top-level `encode`.
 *
 * @example
 * ```ts
 * const encode = utf8Encode()
 * console.assert(encode('a€').join() === '97,226,130,172')
 * console.assert(encode('\uD800', { fatal: false }).join() === '239,191,189')
 * ```
 */
export function utf8Encode(): (text: string, options?: EncodeOptions) => Uint8Array {
  const fast = utf8EncodeAccelerator()
  return encodeMethod(UTF8_NAME, (text, fatal) => {
    const bytes = fast.encode(text, fatal)
    if (bytes !== null) return bytes
    // Strict, and the text holds a lone surrogate: the first one is the error.
    const at = firstLoneSurrogate(text)
    throw new EncodeError(UTF8_NAME, 'surrogate', at, text.charCodeAt(at), {
      reason: 'lone surrogate in text',
    })
  })
}
