/**
 * `utf8`'s methods and classes as the package's top-level exports (each scheme package exports
 * them for its main codec).
 *
 * @module
 */

import {
  type BufferSource,
  type Codec,
  codecClasses,
  type DecoderClass,
  type DecoderStreamClass,
  type EncoderClass,
  type EncoderStreamClass,
} from '@utf8x/core'
import { utf8Encode } from '@utf8x/core/internal'
import { makeDecode, type Utf8DecodeOptions } from './_codec.ts'
import { UTF8 } from './_scheme.ts'
import { UTF8_BUILD, utf8 } from './utf8.ts'

/**
 * Encodes a string as RFC 3629 UTF-8: the bytes, errors and argument checks of `utf8.encode`, built from
 * encoding alone, so that a bundle importing only this function carries no decoder, codec object or
 * WebAssembly. Long text goes to the runtime's `TextEncoder` (checked for lone surrogates), short text to
 * core's own loop: as fast as `utf8.encode` on Node 26, Bun and in browsers; on Node 22 and 24, whose
 * `TextEncoder` is slower, `utf8.encode` (which writes through WebAssembly memory there) is faster on long
 * text ([measured](https://github.com/utf8x/utf8x/blob/main/packages/core/src/fast/README.md)).
 *
 * @param text - the string
 * @param options - `{ fatal: false }` writes U+FFFD for a lone surrogate, as `TextEncoder` does
 * @throws {EncodeError} `surrogate` (with the UTF-16 index) for a lone surrogate, unless `fatal: false`
 * @throws {TypeError} when `text` is not a string
 * @example
 * ```ts
 * console.assert(encode('€').join() === '226,130,172')
 * ```
 */
export const encode: Codec<number>['encode'] = /* @__PURE__ */ utf8Encode()

/**
 * Encodes as much of a string as fits into `destination`, never part of a character (`utf8.encodeInto`).
 * Strict, as {@link encode}; with `{ fatal: false }` it is `TextEncoder.encodeInto`.
 *
 * @param text - the string
 * @param destination - the `Uint8Array` to write into
 * @param options - `{ fatal: false }` writes U+FFFD for a lone surrogate
 * @returns UTF-16 units read and bytes written
 * @throws {EncodeError} `surrogate` on reaching a lone surrogate (everything before it written), unless
 *   `fatal: false`
 * @example
 * ```ts
 * const out = new Uint8Array(4)
 * console.assert(encodeInto('a€b', out).written === 4 && out.join() === '97,226,130,172')
 * ```
 */
export const encodeInto: Codec<number>['encodeInto'] = /* @__PURE__ */ (() => utf8.encodeInto)()

/**
 * Decodes RFC 3629 UTF-8 to a string, as `utf8.decode` does, strictly by default. A leading BOM is stripped
 * unless `{ ignoreBOM: true }`.
 *
 * @param bytes - any `BufferSource`
 * @param options - `{ fatal: false }`: U+FFFD replacement exactly as `TextDecoder`; `ignoreBOM`
 * @throws {DecodeError} on the first ill-formed sequence (`kind`, `offset`), unless `fatal: false`
 * @throws {TypeError} when `bytes` is not a `BufferSource`
 * @example
 * ```ts
 * console.assert(decode(new Uint8Array([0xef, 0xbb, 0xbf, 0xe2, 0x82, 0xac])) === '€')
 * ```
 */
export const decode: (bytes: BufferSource, options?: Utf8DecodeOptions) => string =
  /* @__PURE__ */ makeDecode(UTF8, UTF8_BUILD)

/**
 * Encodes code points (`utf8.encodeCodePoints`).
 *
 * @throws {EncodeError} `out-of-range` (negative, non-integer, above U+10FFFF) or `surrogate`, with the
 *   position in the list
 * @example
 * ```ts
 * console.assert(encodeCodePoints([0x41, 0x1f600]).length === 5)
 * ```
 */
export const encodeCodePoints: Codec<number>['encodeCodePoints'] = /* @__PURE__ */ (() =>
  utf8.encodeCodePoints)()

/**
 * Decodes RFC 3629 UTF-8 to code points (`utf8.decodeCodePoints`): the faithful view, so a leading BOM
 * is U+FEFF (`ignoreBOM` does not apply). `{ fatal: false }` replaces as {@link decode} does.
 *
 * @throws {DecodeError} on the first ill-formed sequence, unless `fatal: false`
 * @example
 * ```ts
 * console.assert(decodeCodePoints(new Uint8Array([0xf0, 0x9f, 0x98, 0x80]))[0] === 0x1f600)
 * ```
 */
export const decodeCodePoints: Codec<number>['decodeCodePoints'] = /* @__PURE__ */ (() =>
  utf8.decodeCodePoints)()

/**
 * The first error strict decoding would throw, or `null` (`utf8.validate`). Never throws on a byte input.
 *
 * @example
 * ```ts
 * const error = validate(new Uint8Array([0x61, 0xed, 0xa0, 0x80]))
 * console.assert(error?.kind === 'surrogate' && error.offset === 1)
 * ```
 */
export const validate: Codec<number>['validate'] = /* @__PURE__ */ (() => utf8.validate)()

/**
 * Whether the bytes are well-formed RFC 3629 UTF-8 (`utf8.isWellFormed`).
 *
 * @example
 * ```ts
 * console.assert(isWellFormed(new Uint8Array([0xc3, 0xa9])) && !isWellFormed(new Uint8Array([0xc3])))
 * ```
 */
export const isWellFormed: Codec<number>['isWellFormed'] = /* @__PURE__ */ (() => utf8.isWellFormed)()

/**
 * The UTF-8 length of a string without encoding it (a lone surrogate counts 3, its U+FFFD).
 *
 * @example
 * ```ts
 * console.assert(byteLength('aé€😀') === 10)
 * ```
 */
export const byteLength: Codec<number>['byteLength'] = /* @__PURE__ */ (() => utf8.byteLength)()

/**
 * The bytes one code point takes in RFC 3629 UTF-8 (1–4; `utf8.encodedLength`).
 *
 * @throws {EncodeError} `out-of-range` or `surrogate` for a value UTF-8 cannot encode
 * @example
 * ```ts
 * console.assert(encodedLength(0x7f) === 1 && encodedLength(0x1f600) === 4)
 * ```
 */
export const encodedLength: Codec<number>['encodedLength'] = /* @__PURE__ */ (() => utf8.encodedLength)()

/**
 * An incremental decoder (`utf8.createDecoder`), used as `TextDecoder` is: `decode(chunk, { stream: true })`
 * for each chunk, then `decode()`. Options: `fatal`, `ignoreBOM`.
 *
 * @example
 * ```ts
 * const decoder = createDecoder()
 * console.assert(decoder.decode(new Uint8Array([0xe2, 0x82]), { stream: true }) === '')
 * console.assert(decoder.decode(new Uint8Array([0xac])) === '€')
 * ```
 */
export const createDecoder: Codec<number>['createDecoder'] = /* @__PURE__ */ (() => utf8.createDecoder)()

// Every top-level value here is a pure call: an alias is `(() => codec.name)()` marked pure, not a bare
// property read (which bundlers keep, and the codec and its classes with it), so that an app importing
// none of these drops them.
const classes = /* @__PURE__ */ codecClasses(utf8)

/**
 * A `TextEncoder` for RFC 3629 UTF-8 that is strict by default: `new Encoder()` throws `EncodeError` on a
 * lone surrogate, `new Encoder({ fatal: false })` writes U+FFFD as `TextEncoder` does.
 *
 * @example
 * ```ts
 * console.assert(new Encoder().encode('é').join() === '195,169')
 * ```
 */
export const Encoder: EncoderClass = /* @__PURE__ */ (() => classes.Encoder)()
export type Encoder = InstanceType<typeof Encoder>

/**
 * A `TextDecoder` for RFC 3629 UTF-8 that is strict by default, with `decode(chunk, { stream: true })`;
 * error offsets count from the start of the stream. Options: `fatal`, `ignoreBOM`.
 *
 * @example
 * ```ts
 * const decoder = new Decoder()
 * console.assert(decoder.decode(new Uint8Array([0xe2, 0x82]), { stream: true }) === '')
 * console.assert(decoder.decode(new Uint8Array([0xac])) === '€')
 * ```
 */
export const Decoder: DecoderClass = /* @__PURE__ */ (() => classes.Decoder)()
export type Decoder = InstanceType<typeof Decoder>

/**
 * A `TextEncoderStream` for RFC 3629 UTF-8 (strict by default; a pair split across chunks is kept whole).
 *
 * @example
 * ```ts
 * const stream = new EncoderStream()
 * console.assert(stream.encoding === 'utf-8')
 * ```
 */
export const EncoderStream: EncoderStreamClass = /* @__PURE__ */ (() => classes.EncoderStream)()
export type EncoderStream = InstanceType<typeof EncoderStream>

/**
 * A `TextDecoderStream` for RFC 3629 UTF-8 (strict by default; options `fatal`, `ignoreBOM`).
 *
 * @example
 * ```ts
 * const stream = new DecoderStream({ fatal: false })
 * console.assert(stream.encoding === 'utf-8' && stream.fatal === false)
 * ```
 */
export const DecoderStream: DecoderStreamClass = /* @__PURE__ */ (() => classes.DecoderStream)()
export type DecoderStream = InstanceType<typeof DecoderStream>

/**
 * What RFC 3629 UTF-8 makes of a code point or of some bytes, sequence by sequence and bit by bit in
 * Barber's notation (`utf8.explain`; core's `Explanation`, the same type in every package): the lead's
 * length marker and each continuation's `10` as structure bits (`w` for one, `z` for zero), the rest as
 * data. Bytes: every sequence, each ill-formed one with the `DecodeError` strict decoding reports there.
 *
 * @param input - a Unicode scalar value, or any `BufferSource`
 * @throws {EncodeError} `out-of-range` or `surrogate` for a value UTF-8 cannot encode
 * @throws {TypeError} when `input` is neither a number nor a `BufferSource`
 * @example
 * ```ts
 * console.assert(explain(0xe9).text === "wwz0'0011 wz10'1001")
 * console.assert(explain(0x1f600).units.length === 4)
 * const [overlong] = explain(new Uint8Array([0xc0, 0xaf])).sequences
 * console.assert(overlong?.error?.kind === 'overlong' && overlong.codePoint === 0x2f)
 * ```
 */
export const explain: Codec<number>['explain'] = /* @__PURE__ */ (() => utf8.explain)()
