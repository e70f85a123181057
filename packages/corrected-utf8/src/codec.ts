/**
 * The `correctedUtf8` codec (`corrected-utf-8`) and the top-level functions and classes of its package.
 *
 * @module
 */

import {
  type BufferSource,
  type Codec,
  codecClasses,
  type DecodeError,
  type DecodeOptions,
  type DecoderClass,
  type DecoderStreamClass,
  type EncoderClass,
  type EncoderStreamClass,
  type StreamDecoder,
} from '@utf8x/core'
import { engineCodec } from '@utf8x/core/internal'
import { type CorrectedEncodeOptions, encodeString, encodeStringInto, readPolicy } from './_encode.ts'
import { sequenceReader } from './_explain.ts'
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
  engineCodec<number>(scheme, accelerator, {
    explainer: sequenceReader,
    optionNames: { encode: ['unencodable'] },
    encode: (text, fatal, options) => encodeString(text, readPolicy(options, fatal), accelerator),
    encodeInto: (text, destination, options) =>
      encodeStringInto(text, destination, readPolicy(options, false), accelerator),
    encodeIntoStrict: (text, destination, options) =>
      encodeStringInto(text, destination, readPolicy(options, true), accelerator),
  }) as CorrectedUtf8Codec)()

/**
 * Encodes a string as Corrected UTF-8 (`correctedUtf8.encode`).
 *
 * @throws {EncodeError} `not-encodable` for a C1 control, `surrogate` for a lone surrogate (strict)
 * @example
 * ```ts
 * console.assert(encode('\u00a0').join() === [0xc0, 0x80].join())
 * ```
 */
export const encode: (text: string, options?: CorrectedEncodeOptions) => Uint8Array = /* @__PURE__ */ (() =>
  correctedUtf8.encode)()

/**
 * Encodes as much of a string as fits into `destination`, never part of a character
 * (`correctedUtf8.encodeInto`). Strict, as {@link encode}; takes the same options.
 *
 * @param text - the string
 * @param destination - the `Uint8Array` to write into
 * @param options - `fatal`, `unencodable`, as for {@link encode}
 * @returns UTF-16 units read and bytes written
 * @throws {EncodeError} on reaching a C1 control (`not-encodable`) or a lone surrogate (`surrogate`),
 *   everything before it written, unless the options say otherwise
 * @example
 * ```ts
 * const out = new Uint8Array(3)
 * console.assert(encodeInto('aÏb', out).written === 3 && out.join() === [0x61, 0xc0, 0xaf].join())
 * ```
 */
export const encodeInto: (
  text: string,
  destination: Uint8Array,
  options?: CorrectedEncodeOptions,
) => { read: number; written: number } = /* @__PURE__ */ (() => correctedUtf8.encodeInto)()

/**
 * Decodes Corrected UTF-8 to a string (`correctedUtf8.decode`).
 *
 * @throws {DecodeError} on the first ill-formed sequence (strict), or a value above U+10FFFF
 * @example
 * ```ts
 * console.assert(decode(new Uint8Array([0xec, 0xbd, 0xa0])) === '\ue000')
 * ```
 */
export const decode: (bytes: BufferSource, options?: DecodeOptions) => string = /* @__PURE__ */ (() =>
  correctedUtf8.decode)()

/**
 * Encodes code points (numbers up to U+8421109F) as Corrected UTF-8.
 *
 * @throws {EncodeError} `out-of-range`, `surrogate` or `not-encodable`, with the item's index
 * @example
 * ```ts
 * console.assert(encodeCodePoints([0x8421109f]).join() === [0xfd, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf].join())
 * ```
 */
export const encodeCodePoints: (codePoints: Iterable<number>) => Uint8Array = /* @__PURE__ */ (() =>
  correctedUtf8.encodeCodePoints)()

/**
 * Decodes Corrected UTF-8 to code points (values above U+10FFFF included).
 *
 * @throws {DecodeError} on the first ill-formed sequence (strict)
 * @example
 * ```ts
 * console.assert(decodeCodePoints(new Uint8Array([0xf8, 0x80, 0x80, 0x80, 0x80]))[0] === 0x2110a0)
 * ```
 */
export const decodeCodePoints: (bytes: BufferSource, options?: DecodeOptions) => number[] =
  /* @__PURE__ */ (() => correctedUtf8.decodeCodePoints)()

/**
 * The first error strict decoding to code points would throw, or `null`. Never throws on a byte input.
 *
 * @example
 * ```ts
 * console.assert(validate(new Uint8Array([0x41, 0xfe, 0x80, 0x42]))?.end === 3)
 * ```
 */
export const validate: (bytes: BufferSource) => DecodeError | null = /* @__PURE__ */ (() =>
  correctedUtf8.validate)()

/**
 * Whether the bytes are well-formed Corrected UTF-8.
 *
 * @example
 * ```ts
 * console.assert(isWellFormed(new Uint8Array([0xc0, 0x80])) && !isWellFormed(new Uint8Array([0xc0])))
 * ```
 */
export const isWellFormed: (bytes: BufferSource) => boolean = /* @__PURE__ */ (() =>
  correctedUtf8.isWellFormed)()

/**
 * The length of the encoding of a string, without encoding it (an unencodable character counts as its
 * U+FFFD: 3 bytes).
 *
 * @example
 * ```ts
 * console.assert(byteLength('a\u0800😀') === 1 + 2 + 4)
 * ```
 */
export const byteLength: (text: string) => number = /* @__PURE__ */ (() => correctedUtf8.byteLength)()

/**
 * Bytes needed for one code point (1–6).
 *
 * @throws {EncodeError} for a code point Corrected UTF-8 cannot encode
 * @example
 * ```ts
 * console.assert(encodedLength(0x1109f) === 3 && encodedLength(0x110a0) === 4)
 * ```
 */
export const encodedLength: (codePoint: number) => number = /* @__PURE__ */ (() =>
  correctedUtf8.encodedLength)()

/**
 * An incremental Corrected UTF-8 decoder (`correctedUtf8.createDecoder`), used as `TextDecoder` is:
 * `decode(chunk, { stream: true })` for each chunk, then `decode()`.
 *
 * @example
 * ```ts
 * const decoder = createDecoder()
 * console.assert(decoder.decode(new Uint8Array([0xc0]), { stream: true }) === '')
 * console.assert(decoder.decode(new Uint8Array([0xaf])) === 'Ï')
 * ```
 */
export const createDecoder: (options?: DecodeOptions) => StreamDecoder = /* @__PURE__ */ (() =>
  correctedUtf8.createDecoder)()

// Every top-level value here is a pure call: an alias is `(() => codec.name)()` marked pure, not a bare
// property read (which bundlers keep, and the codec and its classes with it), so that an app importing
// none of these drops them.
const classes = /* @__PURE__ */ codecClasses(correctedUtf8)

/**
 * A `TextDecoder`-shaped incremental decoder for Corrected UTF-8. A reserved run at the end of a chunk
 * is held back until the run ends, so its error `end` (or its one U+FFFD) is right across chunks.
 *
 * @example
 * ```ts
 * const decoder = new Decoder()
 * console.assert(decoder.decode(new Uint8Array([0xc0]), { stream: true }) === '')
 * console.assert(decoder.decode(new Uint8Array([0xaf])) === 'Ï')
 * ```
 */
export const Decoder: DecoderClass = /* @__PURE__ */ (() => classes.Decoder)()
export type Decoder = InstanceType<typeof Decoder>

/**
 * A `TextEncoder`-shaped encoder for Corrected UTF-8; its options are those of `encode`.
 *
 * @example
 * ```ts
 * console.assert(new Encoder({ fatal: false }).encode('\u0085').join() === [0xee, 0xbd, 0x9d].join())
 * ```
 */
export const Encoder: EncoderClass<CorrectedEncodeOptions> = /* @__PURE__ */ (() => classes.Encoder)()
export type Encoder = InstanceType<typeof Encoder>

/**
 * A `TransformStream` from byte chunks to strings (shaped like `TextDecoderStream`).
 *
 * @example
 * ```ts
 * const stream = new Blob([new Uint8Array([0xc0, 0xaf])]).stream().pipeThrough(new DecoderStream())
 * const reader = stream.getReader()
 * let text = ''
 * for (let read = await reader.read(); !read.done; read = await reader.read()) text += read.value
 * console.assert(text === 'Ï')
 * ```
 */
export const DecoderStream: DecoderStreamClass = /* @__PURE__ */ (() => classes.DecoderStream)()
export type DecoderStream = InstanceType<typeof DecoderStream>

/**
 * A `TransformStream` from strings to byte chunks (shaped like `TextEncoderStream`); its options are
 * those of `encode`.
 *
 * @example
 * ```ts
 * const stream = new Blob(['Ï']).stream().pipeThrough(new TextDecoderStream()).pipeThrough(new EncoderStream())
 * console.assert(new Uint8Array(await new Response(stream).arrayBuffer()).join() === [0xc0, 0xaf].join())
 * ```
 */
export const EncoderStream: EncoderStreamClass<CorrectedEncodeOptions> = /* @__PURE__ */ (() =>
  classes.EncoderStream)()
export type EncoderStream = InstanceType<typeof EncoderStream>
