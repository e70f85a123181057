/**
 * Byte offsets ↔ UTF-16 indices, for editors and language servers: where a byte offset of an encoded
 * text falls in the JavaScript string, and the other way round.
 *
 * @module
 */

import { argumentError, assertString, type BufferSource, toBytes } from './args.ts'
import { firstLoneSurrogate } from './code-points.ts'
import type { Codec } from './codec.ts'
import { stepError } from './engine/format.ts'
import { engineLinkOf } from './engine/link.ts'
import { newStep, readSequence } from './engine/read.ts'
import type { Scheme } from './engine/scheme.ts'
import { readsAsUtf8, utf8Scheme } from './engine/utf8.ts'
import { EncodeError, isDecodeError, isEncodeError } from './errors.ts'
import { countUtf8Prefix, wellFormedUtf8Length } from './fast/index.ts'
import { assertCodec } from './stream.ts'
import { byteRange } from './views.ts'

/** What the generic routes call of a codec. */
const OFFSET_METHODS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'createDecoder',
  'validate',
  'decodeCodePoints',
  'encodedLength',
  'encode',
])

/** Bytes (or UTF-16 units) a generic route hands the codec at a time, so memory stays bounded. */
const PIECE = 1 << 16

/** A `TypeError` for a non-number, a `RangeError` for a number that is not an index of `0…length`. */
function checkIndex(value: unknown, name: string, length: number): number {
  if (typeof value !== 'number') throw argumentError(name, 'a number', value)
  if (!Number.isInteger(value) || value < 0 || value > length) {
    throw new RangeError(`The "${name}" argument must be an integer from 0 to ${length}, received ${value}`)
  }
  return value
}

/** Whether the UTF-16 units at `i - 1` and `i` are the two halves of one pair. */
function splitsPair(text: string, i: number): boolean {
  return (
    i > 0 &&
    i < text.length &&
    (text.charCodeAt(i - 1) & 0xfc00) === 0xd800 &&
    (text.charCodeAt(i) & 0xfc00) === 0xdc00
  )
}

function insideSequence(scheme: string, byteOffset: number, start: number, what = 'sequence'): RangeError {
  return new RangeError(
    `The "byteOffset" argument ${byteOffset} is inside the ${scheme} ${what} that starts at byte ${start}: not a character boundary`,
  )
}

/** The scheme of `codec` when it reads as RFC 3629 UTF-8 (or none given), for core's route; else `null`. */
function utf8SchemeOf(codec: Codec<number | bigint> | undefined): Scheme | null {
  if (codec === undefined) return utf8Scheme
  assertCodec(codec, OFFSET_METHODS)
  const scheme = engineLinkOf(codec)?.scheme
  return scheme !== undefined && readsAsUtf8(scheme) ? (scheme as Scheme) : null
}

/**
 * The UTF-16 index a byte offset of encoded text stands for: how many UTF-16 units `bytes[0:byteOffset]`
 * decodes to (LSP's `utf-8` position encoding, a parser's offsets), and back with {@link toByteOffset}.
 *
 * Decoded strictly: a leading BOM counts as U+FEFF, one unit; a supplementary character 2, a lone
 * surrogate (WTF-8, MUTF-8) 1. `byteOffset` must be a character boundary (0, the length, or where a
 * sequence starts; not inside a CESU-8/MUTF-8 pair). Nothing after its sequence is read. UTF-8 takes
 * core's one-pass route; any other codec is streamed through its own methods in bounded memory.
 *
 * @param bytes - the encoded text (any `BufferSource`; read, never kept or changed)
 * @param byteOffset - an integer from 0 to the length of `bytes`
 * @param codec - the scheme of `bytes`; default RFC 3629 UTF-8
 * @returns the UTF-16 index of `byteOffset`
 * @throws {DecodeError} when the bytes before `byteOffset` are ill-formed: as `codec.validate(bytes)`
 *   reports the first (judged as they stand in `bytes`: a cut overlong is `overlong`); `unrepresentable`
 *   for a value a string cannot hold (RFC 2279 above U+10FFFF)
 * @throws {RangeError} when `byteOffset` is not an integer from 0 to the length, or falls inside a
 *   well-formed sequence or pair (the message names where it starts)
 * @throws {TypeError} when `bytes` is not a `BufferSource`, `byteOffset` not a number, or `codec` not a codec
 * @example
 * ```ts
 * const bytes = new TextEncoder().encode('aé😀b') // 61 C3 A9 F0 9F 98 80 62
 * console.assert(toUtf16Index(bytes, 3) === 2) // after é
 * console.assert(toUtf16Index(bytes, 7) === 4) // after 😀, two UTF-16 units
 * let error
 * try { toUtf16Index(bytes, 2) } catch (e) { error = e }
 * console.assert(error instanceof RangeError) // inside é
 * ```
 */
export function toUtf16Index(
  bytes: BufferSource,
  byteOffset: number,
  codec?: Codec<number | bigint>,
): number {
  const input = toBytes(bytes, 'bytes')
  const end = checkIndex(byteOffset, 'byteOffset', input.length)
  const scheme = utf8SchemeOf(codec)
  if (scheme === null) return utf16IndexThrough(codec as Codec<number | bigint>, input, end)
  const counted = { read: 0, written: 0 }
  const stop = countUtf8Prefix(input, end, counted)
  if (stop === end) return counted.written
  // The sequence at `stop` is not whole before `end`: read it as it stands in the input.
  const step = newStep()
  if (readSequence(scheme, input, stop, input.length, step)) throw insideSequence(scheme.name, end, stop)
  throw stepError(scheme, input, stop, step)
}

/** {@link toUtf16Index} through any codec's own methods. */
function utf16IndexThrough(codec: Codec<number | bigint>, input: Uint8Array, end: number): number {
  const decoder = codec.createDecoder({ ignoreBOM: true })
  let units = 0
  let last = -1
  const add = (text: string): void => {
    units += text.length
    if (text.length > 0) last = text.charCodeAt(text.length - 1)
  }
  try {
    for (let at = 0; at < end; at += PIECE) {
      add(decoder.decode(byteRange(input, at, Math.min(end, at + PIECE)), { stream: true }))
    }
    add(decoder.decode())
  } catch (error) {
    if (!isDecodeError(error) || error.kind === 'unrepresentable') throw error
    // Read the failing sequence as it stands in the whole input: ill-formed there too, or cut by `end`.
    const there = codec.validate(byteRange(input, error.offset, input.length))
    if (there !== null && there.offset === 0) throw there.shifted(error.offset)
    throw insideSequence(codec.name, end, error.offset)
  }
  // A lone high surrogate at `end` that the codec pairs with a low one right after it (Modified UTF-8).
  if (last >= 0xd800 && last <= 0xdbff && end < input.length) {
    const start = end - codec.encodedLength(last)
    const reach = Math.min(input.length, end + (codec.maxSequenceLength ?? 3))
    const first = codec.decodeCodePoints(byteRange(input, start, reach), { fatal: false })[0] as number
    if (first > 0xffff) throw insideSequence(codec.name, end, start, 'surrogate pair')
  }
  return units
}

/**
 * The byte offset a UTF-16 index of a string stands for: the length of the encoding of
 * `text[0:utf16Index]`, and back with {@link toUtf16Index}.
 *
 * Encoded strictly, as `codec.encode` does (a lone surrogate in UTF-8 is an `EncodeError` at its index).
 * `utf16Index` must not split a surrogate pair. Nothing after it is read. UTF-8 counts without encoding;
 * any other codec encodes the prefix in pieces, in bounded memory.
 *
 * @param text - the string
 * @param utf16Index - an integer from 0 to `text.length`
 * @param codec - the scheme; default RFC 3629 UTF-8
 * @returns the byte offset of `utf16Index`
 * @throws {EncodeError} for what the codec cannot encode in `text[0:utf16Index]` (`kind`, UTF-16 `index`)
 * @throws {RangeError} when `utf16Index` is not an integer from 0 to the length, or splits a surrogate pair
 * @throws {TypeError} when `text` is not a string, `utf16Index` not a number, or `codec` not a codec
 * @example
 * ```ts
 * console.assert(toByteOffset('aé😀b', 2) === 3)
 * console.assert(toByteOffset('aé😀b', 4) === 7)
 * let error
 * try { toByteOffset('a\uD800b', 2) } catch (e) { error = e }
 * console.assert(error instanceof EncodeError && error.kind === 'surrogate' && error.index === 1)
 * ```
 */
export function toByteOffset(text: string, utf16Index: number, codec?: Codec<number | bigint>): number {
  assertString(text, 'text')
  const end = checkIndex(utf16Index, 'utf16Index', text.length)
  if (splitsPair(text, end)) {
    throw new RangeError(
      `The "utf16Index" argument ${end} is between the two halves of a surrogate pair: not a character boundary`,
    )
  }
  const prefix = end === text.length ? text : text.slice(0, end)
  const scheme = utf8SchemeOf(codec)
  if (scheme === null) return byteOffsetThrough(codec as Codec<number | bigint>, prefix)
  const length = wellFormedUtf8Length(prefix)
  if (length >= 0) return length
  const lone = firstLoneSurrogate(prefix)
  throw new EncodeError(scheme.name, 'surrogate', lone, prefix.charCodeAt(lone))
}

/** {@link toByteOffset} through any codec's own `encode`, a piece at a time (pairs kept whole). */
function byteOffsetThrough(codec: Codec<number | bigint>, prefix: string): number {
  const n = prefix.length
  let total = 0
  for (let at = 0; at < n; ) {
    let end = Math.min(n, at + PIECE)
    if (splitsPair(prefix, end)) end--
    try {
      total += codec.encode(at === 0 && end === n ? prefix : prefix.slice(at, end)).length
    } catch (error) {
      if (!isEncodeError(error) || at === 0) throw error
      throw new EncodeError(error.scheme, error.kind, error.index + at, error.codePoint)
    }
    at = end
  }
  return total
}
