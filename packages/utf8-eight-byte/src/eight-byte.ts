/**
 * Barber's eight-byte UTF-8 (`utf-8-eight-byte`) and its seven-byte limit (`utf-8-seven-byte`), and the
 * top-level functions and classes of the main codec.
 *
 * @module
 */

import {
  type Codec,
  codecClasses,
  type DecoderClass,
  type DecoderStreamClass,
  type EncoderClass,
  type EncoderStreamClass,
} from '@utf8x/core'
import { byteCodec } from './_byte-codec.ts'
import { EIGHT_BYTE, SEVEN_BYTE } from './_layouts.ts'

/**
 * Eight-byte UTF-8 (Barber §2–§7): sequences of 1 to 8 bytes, every lead `C0`–`FF` in use (`FE` starts 7
 * bytes, `FF` 8), values 0 to 2^42 − 1. For every Unicode scalar value the bytes are RFC 3629 UTF-8,
 * and below 2^31 they are RFC 2279's. Every overlong row of table two (B, D, F, H, J, L, N) is
 * rejected; surrogate values are ordinary integers. Decoding to a string raises `unrepresentable`
 * for values above U+10FFFF and surrogate values (decode to code points for those); a BOM is kept.
 * Strict by default; `{ fatal: false }` writes one U+FFFD per maximal subpart. Byte order equals code
 * point order (§7).
 *
 * @example
 * ```ts
 * const bytes = eightByte.encodeCodePoints([0x41, 2 ** 42 - 1])
 * console.assert(bytes.length === 9 && bytes[1] === 0xff && bytes[2] === 0xbf)
 * console.assert(eightByte.decodeCodePoints(bytes)[1] === 2 ** 42 - 1)
 * console.assert(eightByte.decode(new Uint8Array([0xe2, 0x82, 0xac])) === '€')
 * ```
 */
export const eightByte: Codec<number> = /* @__PURE__ */ byteCodec<number>(EIGHT_BYTE)

/**
 * Seven-byte UTF-8 (Barber §6, last line): eight-byte UTF-8 for channels that intercept `1111'1111`.
 * `FF` is `invalid-lead`; sequences of 1 to 7 bytes hold values 0 to 2^36 − 1. Otherwise as
 * {@link eightByte}.
 *
 * @example
 * ```ts
 * console.assert(sevenByte.encodeCodePoints([2 ** 36 - 1])[0] === 0xfe)
 * console.assert(sevenByte.validate(new Uint8Array([0xff]))?.kind === 'invalid-lead')
 * ```
 */
export const sevenByte: Codec<number> = /* @__PURE__ */ byteCodec<number>(SEVEN_BYTE)

// Every top-level value here is a pure call: an alias is `(() => codec.name)()` marked pure, not a bare
// property read (which bundlers keep, and the codec and its classes with it), so that an app importing
// none of these drops them.
const classes = /* @__PURE__ */ codecClasses(eightByte)

/**
 * A `TextEncoder`-like encoder for eight-byte UTF-8: `new Encoder().encode(text)`. Strict by default (a
 * lone surrogate is an `EncodeError`); `new Encoder({ fatal: false })` writes U+FFFD for it.
 *
 * @example
 * ```ts
 * console.assert(new Encoder().encode('é').join() === '195,169')
 * ```
 */
export const Encoder: EncoderClass = /* @__PURE__ */ (() => classes.Encoder)()
/** An {@link Encoder} instance. */
export type Encoder = InstanceType<typeof Encoder>

/**
 * A `TextDecoder`-like incremental decoder for eight-byte UTF-8: `decode(chunk, { stream: true })`
 * per chunk, then `decode()`. Strict by default; error offsets count from the start of the stream.
 *
 * @example
 * ```ts
 * const decoder = new Decoder()
 * console.assert(decoder.decode(new Uint8Array([0xe2, 0x82]), { stream: true }) === '')
 * console.assert(decoder.decode(new Uint8Array([0xac])) === '€')
 * ```
 */
export const Decoder: DecoderClass = /* @__PURE__ */ (() => classes.Decoder)()
/** A {@link Decoder} instance. */
export type Decoder = InstanceType<typeof Decoder>

/**
 * A `TransformStream` from strings to eight-byte UTF-8 chunks, shaped like `TextEncoderStream`.
 *
 * @example
 * ```ts
 * const stream = new EncoderStream()
 * console.assert(stream.encoding === 'utf-8-eight-byte')
 * ```
 */
export const EncoderStream: EncoderStreamClass = /* @__PURE__ */ (() => classes.EncoderStream)()
/** An {@link EncoderStream} instance. */
export type EncoderStream = InstanceType<typeof EncoderStream>

/**
 * A `TransformStream` from eight-byte UTF-8 chunks to strings, shaped like `TextDecoderStream`.
 *
 * @example
 * ```ts
 * const stream = new DecoderStream({ fatal: false })
 * console.assert(stream.encoding === 'utf-8-eight-byte' && !stream.fatal)
 * ```
 */
export const DecoderStream: DecoderStreamClass = /* @__PURE__ */ (() => classes.DecoderStream)()
/** A {@link DecoderStream} instance. */
export type DecoderStream = InstanceType<typeof DecoderStream>

/**
 * Encodes text as eight-byte UTF-8 (the same bytes as RFC 3629 UTF-8).
 *
 * @throws {EncodeError} `surrogate` for a lone surrogate, unless `{ fatal: false }` (then U+FFFD)
 * @example
 * ```ts
 * console.assert(encode('€').join() === '226,130,172')
 * ```
 */
export const encode: Codec<number>['encode'] = /* @__PURE__ */ (() => eightByte.encode)()

/**
 * Decodes eight-byte UTF-8 to a string.
 *
 * @throws {DecodeError} at the first ill-formed sequence, or `unrepresentable` for a value a string
 *   cannot hold (above U+10FFFF, surrogate values), unless `{ fatal: false }`
 * @example
 * ```ts
 * console.assert(decode(new Uint8Array([0x61, 0xc3, 0xa9])) === 'aé')
 * ```
 */
export const decode: Codec<number>['decode'] = /* @__PURE__ */ (() => eightByte.decode)()

/**
 * Encodes code points (0 to 2^42 − 1) as eight-byte UTF-8.
 *
 * @throws {EncodeError} `out-of-range` for a negative, non-integer or too large value
 * @example
 * ```ts
 * console.assert(encodeCodePoints([0x80000000]).join() === '254,130,128,128,128,128,128')
 * ```
 */
export const encodeCodePoints: Codec<number>['encodeCodePoints'] = /* @__PURE__ */ (() =>
  eightByte.encodeCodePoints)()

/**
 * Decodes eight-byte UTF-8 to code points (never `unrepresentable`).
 *
 * @throws {DecodeError} at the first ill-formed sequence, unless `{ fatal: false }`
 * @example
 * ```ts
 * console.assert(decodeCodePoints(new Uint8Array([0xed, 0xa0, 0x80]))[0] === 0xd800)
 * ```
 */
export const decodeCodePoints: Codec<number>['decodeCodePoints'] = /* @__PURE__ */ (() =>
  eightByte.decodeCodePoints)()

/**
 * The first error strict decoding to code points would report, or `null`. Never throws on bytes.
 *
 * @example
 * ```ts
 * const error = validate(new Uint8Array([0x41, 0xe0, 0x80, 0x80]))
 * console.assert(error?.kind === 'overlong' && error.offset === 1)
 * ```
 */
export const validate: Codec<number>['validate'] = /* @__PURE__ */ (() => eightByte.validate)()

/**
 * Whether the bytes are well-formed eight-byte UTF-8.
 *
 * @example
 * ```ts
 * console.assert(isWellFormed(new Uint8Array([0xf8, 0x88, 0x80, 0x80, 0x80])))
 * ```
 */
export const isWellFormed: Codec<number>['isWellFormed'] = /* @__PURE__ */ (() => eightByte.isWellFormed)()

/**
 * The length of `encode(text)` in bytes, without encoding (a lone surrogate counts as its U+FFFD).
 *
 * @example
 * ```ts
 * console.assert(byteLength('aé€😀') === 10)
 * ```
 */
export const byteLength: Codec<number>['byteLength'] = /* @__PURE__ */ (() => eightByte.byteLength)()
