/**
 * The `utfInfinity8` codec and the top-level functions and classes for it.
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
import { engineCodec, utf8Accelerator } from '@utf8x/core/internal'
import { sequenceReader } from './_explain.ts'
import { scheme } from './_scheme.ts'

/**
 * UTF-∞-8 (Bishop & Cook, draft 2009; scheme id `utf-infinity-8`): UTF-8 extended to code points of
 * any size. Below 2^31 the bytes are RFC 2279's; `FE` + 6 bytes up to 2^36; `FF` + 12 bytes up to 2^71;
 * beyond, `FF`, a length field (`B4`… `Ax`…) and two 6-bit storage bytes per three hex digits. Byte
 * order equals code point order (§2). Code points come out as `bigint` (numbers are accepted on input);
 * U+D800–DFFF are never encodable nor decodable (`surrogate`). Decoding to a JS string throws
 * `unrepresentable` for a code point above U+10FFFF. Strict by default; `{ fatal: false }` writes one
 * U+FFFD per maximal subpart (and per code point a string cannot hold).
 *
 * @example
 * ```ts
 * const bytes = utfInfinity8.encodeCodePoints([2n ** 36n])
 * console.assert(bytes.length === 13 && bytes[0] === 0xff && bytes[6] === 0x81)
 * console.assert(utfInfinity8.decodeCodePoints(bytes)[0] === 2n ** 36n)
 * ```
 */
export const utfInfinity8: Codec<bigint> = /* @__PURE__ */ (() =>
  // Well-formed RFC 3629 UTF-8 means the same here (below 2^31 the bytes are RFC 2279's): core's UTF-8
  // routes run it (core's fast/README.md), the engine everything else.
  engineCodec<bigint>(scheme, utf8Accelerator(), { explainer: sequenceReader }))()

/**
 * Encodes a string (code points up to U+10FFFF: the same bytes as UTF-8).
 *
 * @throws {EncodeError} `surrogate` for a lone surrogate, unless `{ fatal: false }` (then U+FFFD)
 * @example
 * ```ts
 * console.assert(encode('A€').join() === '65,226,130,172')
 * ```
 */
export const encode: Codec<bigint>['encode'] = /* @__PURE__ */ (() => utfInfinity8.encode)()

/**
 * Encodes as much of a string as fits into `destination`, never part of a character. Strict, as `encode`;
 * `{ fatal: false }` writes U+FFFD for a lone surrogate, as `TextEncoder.encodeInto` does.
 *
 * @throws {EncodeError} `surrogate` on reaching a lone surrogate (everything before it written), unless
 *   `{ fatal: false }`
 * @example
 * ```ts
 * const out = new Uint8Array(4)
 * console.assert(encodeInto('a€b', out).written === 4)
 * ```
 */
export const encodeInto: Codec<bigint>['encodeInto'] = /* @__PURE__ */ (() => utfInfinity8.encodeInto)()

/**
 * Decodes to a string. Strict: `DecodeError` on the first ill-formed sequence, and `unrepresentable` for
 * a code point above U+10FFFF. A BOM is kept as U+FEFF.
 *
 * @throws {DecodeError} in strict mode
 * @example
 * ```ts
 * console.assert(decode(new Uint8Array([0xf0, 0x9f, 0x98, 0x80])) === '😀')
 * console.assert(decode(new Uint8Array([0xfe, 0x82, 0x80, 0x80, 0x80, 0x80, 0x80]), { fatal: false }) === '\uFFFD')
 * ```
 */
export const decode: Codec<bigint>['decode'] = /* @__PURE__ */ (() => utfInfinity8.decode)()

/**
 * Encodes code points (numbers or bigints of any size).
 *
 * @throws {EncodeError} `out-of-range` (negative or non-integer), `surrogate`; `TypeError` for an item
 *   that is not a number or bigint
 * @example
 * ```ts
 * console.assert(encodeCodePoints([0x80000000]).join() === '254,130,128,128,128,128,128')
 * ```
 */
export const encodeCodePoints: Codec<bigint>['encodeCodePoints'] = /* @__PURE__ */ (() =>
  utfInfinity8.encodeCodePoints)()

/**
 * Decodes to code points, as bigints.
 *
 * @throws {DecodeError} in strict mode (`truncated`, `unexpected-continuation`, `overlong`,
 *   `surrogate`, `non-canonical-length`)
 * @example
 * ```ts
 * console.assert(decodeCodePoints(new Uint8Array([0x41, 0xf4, 0x90, 0x80, 0x80])).join() === '65,1114112')
 * ```
 */
export const decodeCodePoints: Codec<bigint>['decodeCodePoints'] = /* @__PURE__ */ (() =>
  utfInfinity8.decodeCodePoints)()

/**
 * The first error strict decoding to code points would throw, or `null`. Never throws on a byte input.
 *
 * @example
 * ```ts
 * console.assert(validate(new Uint8Array([0xff, 0xb0]))?.kind === 'non-canonical-length')
 * ```
 */
export const validate: Codec<bigint>['validate'] = /* @__PURE__ */ (() => utfInfinity8.validate)()

/**
 * Whether `bytes` is well-formed UTF-∞-8 (code points of any size).
 *
 * @example
 * ```ts
 * console.assert(isWellFormed(new Uint8Array([0xfe, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf])))
 * ```
 */
export const isWellFormed: Codec<bigint>['isWellFormed'] = /* @__PURE__ */ (() => utfInfinity8.isWellFormed)()

/**
 * The length of `encode(text)` without encoding.
 *
 * @example
 * ```ts
 * console.assert(byteLength('a😀') === 5)
 * ```
 */
export const byteLength: Codec<bigint>['byteLength'] = /* @__PURE__ */ (() => utfInfinity8.byteLength)()

/**
 * The bytes one code point (number or bigint) takes.
 *
 * @throws {EncodeError} as `encodeCodePoints`
 * @example
 * ```ts
 * console.assert(encodedLength(2n ** 71n) === 14 && encodedLength(0x7fffffff) === 6)
 * ```
 */
export const encodedLength: Codec<bigint>['encodedLength'] = /* @__PURE__ */ (() =>
  utfInfinity8.encodedLength)()

/**
 * An incremental decoder (`decode(chunk, { stream: true })`, then `decode()`).
 *
 * @example
 * ```ts
 * const d = createDecoder()
 * console.assert(d.decode(new Uint8Array([0xe2, 0x82]), { stream: true }) === '' && d.decode(new Uint8Array([0xac])) === '€')
 * ```
 */
export const createDecoder: Codec<bigint>['createDecoder'] = /* @__PURE__ */ (() =>
  utfInfinity8.createDecoder)()

// Every top-level value here is a pure call: an alias is `(() => codec.name)()` marked pure, not a bare
// property read (which bundlers keep, and the codec and its classes with it), so that an app importing
// none of these drops them.
const classes = /* @__PURE__ */ codecClasses(utfInfinity8)

/**
 * `TextDecoder` for UTF-∞-8: `new Decoder({ fatal: false })`, `decode(chunk, { stream: true })`.
 *
 * @example
 * ```ts
 * console.assert(new Decoder().decode(new Uint8Array([0x68, 0x69])) === 'hi')
 * ```
 */
export const Decoder: DecoderClass = /* @__PURE__ */ (() => classes.Decoder)()
export type Decoder = InstanceType<typeof Decoder>

/**
 * `TextEncoder` for UTF-∞-8 (strict: a lone surrogate throws unless `{ fatal: false }`).
 *
 * @example
 * ```ts
 * console.assert(new Encoder().encode('é').join() === '195,169')
 * ```
 */
export const Encoder: EncoderClass = /* @__PURE__ */ (() => classes.Encoder)()
export type Encoder = InstanceType<typeof Encoder>

/**
 * `TextDecoderStream` for UTF-∞-8.
 *
 * @example
 * ```ts
 * const parts = []
 * const sink = new WritableStream({ write: (part) => void parts.push(part) })
 * await new Blob([new Uint8Array([0x6f, 0x6b])]).stream().pipeThrough(new DecoderStream()).pipeTo(sink)
 * console.assert(parts.join('') === 'ok')
 * ```
 */
export const DecoderStream: DecoderStreamClass = /* @__PURE__ */ (() => classes.DecoderStream)()
export type DecoderStream = InstanceType<typeof DecoderStream>

/**
 * `TextEncoderStream` for UTF-∞-8.
 *
 * @example
 * ```ts
 * const bytes = await new Response(new Blob(['ok']).stream().pipeThrough(new TextDecoderStream()).pipeThrough(new EncoderStream())).arrayBuffer()
 * console.assert(bytes.byteLength === 2)
 * ```
 */
export const EncoderStream: EncoderStreamClass = /* @__PURE__ */ (() => classes.EncoderStream)()
export type EncoderStream = InstanceType<typeof EncoderStream>
