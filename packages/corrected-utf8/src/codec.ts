/**
 * The `correctedUtf8` codec (`corrected-utf-8`); its top-level functions and classes are generated (`_aliases.ts`).
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { schemeCodec } from '@utf8x/core/internal'
import { type CorrectedEncodeOptions, encodeString, encodeStringInto, readPolicy } from './_encode.ts'
import { explainSequence } from './_explain.ts'
import { scheme } from './_scheme.ts'
import { correctedAccelerator } from './fast/index.ts'

/** The speed routes of this package (`fast/README.md`), for the codec and the document helpers. */
export const accelerator = /* @__PURE__ */ correctedAccelerator()

/** The Corrected UTF-8 codec: the `Codec` shape of every utf8x scheme, with its own encode options. */
export interface CorrectedUtf8Codec extends Codec<number> {
  /**
   * Encodes a string. Strict: a C1 control (U+0080–U+009F) is an `EncodeError` `not-encodable`, a lone
   * surrogate `surrogate`; `fatal: false` writes U+FFFD for them; `unencodable` decides otherwise.
   *
   * @param text - the string to encode
   * @param options - `fatal`, and `unencodable` (`'throw'`, `'replace'` or a mapping function)
   * @returns a new array holding the encoding
   * @throws {EncodeError} `not-encodable` or `surrogate` (UTF-16 `index`), unless the options say otherwise
   * @throws {TypeError} when `text` is not a string, or for an unknown option or a value of the wrong type
   */
  encode(text: string, options?: CorrectedEncodeOptions): Uint8Array
  /**
   * Encodes as much of a string as fits, never part of a character. Strict: a C1 control or a lone
   * surrogate is an `EncodeError` once everything before it is written; `fatal: false` writes U+FFFD for
   * it; `unencodable` decides otherwise, as for `encode`.
   *
   * @param text - the string to encode
   * @param destination - where to write
   * @param options - as for `encode`
   * @returns `read`: UTF-16 units of `text` consumed; `written`: bytes written to `destination`
   * @throws {EncodeError} on reaching a C1 control or a lone surrogate, unless the options say otherwise
   * @throws {TypeError} when `text` is not a string or `destination` not a `Uint8Array`, or for a bad option
   */
  encodeInto(
    text: string,
    destination: Uint8Array,
    options?: CorrectedEncodeOptions,
  ): { read: number; written: number }
}

/**
 * Corrected UTF-8 (`corrected-utf-8`): UTF-8 with offsets, so that every complete 1–6-byte sequence is
 * the unique encoding of one code point (no overlongs exist), the C1 controls and the surrogates are not
 * encoded, and code points go up to U+8421109F. FE and FF start reserved runs. Byte order equals code
 * point order.
 *
 * - `decode` throws `DecodeError` on the first problem: `unexpected-continuation`, `truncated`,
 *   `reserved` (with `end`, the run's exclusive end), or `unrepresentable` for a value above U+10FFFF,
 *   which a JS string cannot hold (`decodeCodePoints` returns those). `{ fatal: false }` writes one
 *   U+FFFD for each stray byte, truncated sequence, reserved run and value above U+10FFFF.
 * - `validate`/`isWellFormed` check the bytes at the code point level: values above U+10FFFF are
 *   well-formed.
 * - `byteLength` counts an unencodable character as its U+FFFD (3 bytes); `encodeInto` is strict, as
 *   `encode`, and takes the same options.
 * - The codec neither writes nor strips the magic number: see `encodeDocument`/`decodeDocument`.
 *
 * @example
 * ```ts
 * const bytes = correctedUtf8.encode('Ï')
 * console.assert(bytes.join() === [0xc0, 0xaf].join())
 * console.assert(correctedUtf8.decode(new Uint8Array([0xc0, 0xaf])) === 'Ï')
 * ```
 */
export const correctedUtf8: CorrectedUtf8Codec = /* @__PURE__ */ (() =>
  schemeCodec<number>(scheme, {
    accelerator,
    hooks: {
      explainSequence,
      optionNames: { encode: ['unencodable'] },
      encode: (text, fatal, options) => encodeString(text, readPolicy(options, fatal), accelerator),
      encodeInto: (text, destination, options) =>
        encodeStringInto(text, destination as Uint8Array, readPolicy(options, false), accelerator),
      encodeIntoStrict: (text, destination, options) =>
        encodeStringInto(text, destination as Uint8Array, readPolicy(options, true), accelerator),
    },
  }) as CorrectedUtf8Codec)()
