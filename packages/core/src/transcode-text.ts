/**
 * Transcoding through strings, for codecs not built on core's engine: the check that such a value is a
 * codec, the piece transcoder `transcode` and `TranscoderStream` use for them, and the input offset of an
 * `EncodeError` found that way.
 *
 * @module
 */

import { argumentError } from './args.ts'
import type { Codec, DecodeOptions, StreamDecoder } from './codec.ts'
import { joinBytes } from './copy.ts'
import { EncodeError } from './errors.ts'
import { byteRange } from './views.ts'

/** What `transcode` and `TranscoderStream` call on a codec. */
const CODEC_METHODS = ['createDecoder', 'decodeCodePoints', 'encode', 'encodedLength'] as const

/**
 * Checks that `value` is a codec (a string `name` and the methods transcoding calls).
 *
 * @throws {TypeError} naming the argument otherwise
 */
export function assertTranscodeCodec(value: unknown, name: string): asserts value is Codec<number | bigint> {
  const unitBits = (value as { unitBits?: unknown } | null)?.unitBits
  if (typeof unitBits === 'number') {
    // A hunk codec (hunkCodec(n)) reads and writes Uint16Array hunks, not bytes.
    throw new TypeError(
      `The "${name}" argument must be a codec of bytes, received ${String((value as { name?: unknown }).name).slice(0, 40)}, which works on Uint16Array hunks (go through text: ${name === 'from' ? 'its decode, then the encode of the other codec' : 'the decode of the other codec, then its encode'})`,
    )
  }
  if (
    value === null ||
    typeof value !== 'object' ||
    typeof (value as { name?: unknown }).name !== 'string' ||
    CODEC_METHODS.some((method) => typeof (value as Record<string, unknown>)[method] !== 'function')
  ) {
    throw argumentError(name, `a codec (an object with a name and ${CODEC_METHODS.join(', ')})`, value)
  }
}

/** Bytes the route through strings decodes at a time (its strings, and so its memory, stay this size). */
const TEXT_PIECE = 1 << 16

/** `transcode` through strings, for codecs not on core's engine. */
export function transcodeText<A extends number | bigint, B extends number | bigint>(
  input: Uint8Array,
  from: Codec<A>,
  to: Codec<B>,
  options: DecodeOptions | undefined,
  fatal: boolean,
): Uint8Array {
  const transcoder = new TextTranscoder(from, to, options, fatal)
  const pieces: Uint8Array[] = []
  try {
    for (let at = 0; ; at += TEXT_PIECE) {
      const stop = Math.min(at + TEXT_PIECE, input.length)
      const last = stop === input.length
      const piece = transcoder.push(at < stop ? byteRange(input, at, stop) : new Uint8Array(0), last)
      if (piece !== null) pieces.push(piece)
      if (last) break
    }
  } catch (error) {
    // The transcoder's own EncodeError, which cannot know its input offset.
    if (error instanceof EncodeError && error.offset === undefined) {
      const offset = inputOffset(input, from, options, fatal, error.index)
      throw new EncodeError(error.scheme, error.kind, error.index, error.codePoint, { offset })
    }
    throw error
  }
  return joinBytes(pieces)
}

/** Code points in `text[0:end)` (a pair counts one). */
function codePointsIn(text: string, end: number): number {
  let count = end
  for (let i = 0; i + 1 < end; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        count--
        i++
      }
    }
  }
  return count
}

/** A piece-by-piece transcoder: what `TranscoderStream` feeds its chunks to. */
export interface PieceTranscoder {
  /** Transcodes a chunk (holding back what the next may complete): the bytes to pass on, or `null`. */
  push(chunk: Uint8Array, last: boolean): Uint8Array | null
}

/**
 * The route through strings: `from`'s incremental decoder, then `to.encode` of each piece (a high
 * surrogate at the end of a piece waits for the next, so the pieces encode as the whole string would).
 * Strict, an `EncodeError` waits for the end of the input, where a `DecodeError` takes its place.
 */
export class TextTranscoder implements PieceTranscoder {
  readonly #decoder: StreamDecoder
  readonly #to: Codec<number | bigint>
  readonly #fatal: boolean
  #pending = ''
  /** Code points encoded so far. */
  #index = 0
  #failure: EncodeError | null = null

  constructor(
    from: Codec<number | bigint>,
    to: Codec<number | bigint>,
    options: DecodeOptions | undefined,
    fatal: boolean,
  ) {
    // A BOM is data, as everywhere in transcoding.
    this.#decoder = from.createDecoder({ ...options, ignoreBOM: true })
    this.#to = to
    this.#fatal = fatal
  }

  /** @throws {EncodeError} for what `to` cannot encode, its `index` in the stream's code points, no `offset` */
  push(chunk: Uint8Array, last: boolean): Uint8Array | null {
    const text = last ? this.#decoder.decode(chunk) : this.#decoder.decode(chunk, { stream: true })
    if (this.#failure !== null) {
      if (last) throw this.#failure
      return null
    }
    let piece = this.#pending + text
    this.#pending = ''
    const final = piece.charCodeAt(piece.length - 1)
    if (!last && final >= 0xd800 && final <= 0xdbff) {
      this.#pending = piece.slice(-1)
      piece = piece.slice(0, -1)
    }
    if (piece.length === 0) return null
    let bytes: Uint8Array
    try {
      bytes = this.#to.encode(piece)
    } catch (error) {
      if (!(error instanceof EncodeError)) throw error
      const index = this.#index + codePointsIn(piece, error.index)
      this.#failure = new EncodeError(error.scheme, error.kind, index, error.codePoint)
      if (last || !this.#fatal) throw this.#failure
      return null
    }
    this.#index += codePointsIn(piece, piece.length)
    return bytes.length > 0 ? bytes : null
  }
}

/**
 * The input offset of the code point at `index` of `from`'s decoding of `input` (through strings, 64 KiB
 * at a time: no list of them). A decoded code point other than U+FFFD was read from its one (shortest)
 * encoding, so it spans `from.encodedLength` units; a U+FFFD may instead stand for a maximal subpart of 1
 * unit or more (README, "Semantics": replacement decoding), which {@link replacedLength} measures.
 */
function inputOffset(
  input: Uint8Array,
  from: Codec<number | bigint>,
  options: DecodeOptions | undefined,
  fatal: boolean,
  index: number,
): number {
  const decoder = from.createDecoder({ ...options, ignoreBOM: true })
  let offset = 0
  let seen = 0
  for (let at = 0; seen < index; at += TEXT_PIECE) {
    const stop = Math.min(at + TEXT_PIECE, input.length)
    const last = stop === input.length
    const chunk = at < stop ? byteRange(input, at, stop) : new Uint8Array(0)
    const text = last ? decoder.decode(chunk) : decoder.decode(chunk, { stream: true })
    for (let i = 0; i < text.length && seen < index; i++, seen++) {
      const codePoint = text.codePointAt(i) as number
      if (codePoint > 0xffff) i++
      offset +=
        !fatal && codePoint === 0xfffd
          ? replacedLength(input, offset, from, options)
          : from.encodedLength(codePoint)
    }
    if (last) break
  }
  return offset
}

/** How many units of `input` from `start` the first code point of their decoding stands for. */
function replacedLength(
  input: Uint8Array,
  start: number,
  from: Codec<number | bigint>,
  options: DecodeOptions | undefined,
): number {
  const rest = input.length - start
  const decodesToOne = (length: number) =>
    from.decodeCodePoints(byteRange(input, start, start + length), options).length === 1
  // One unit always decodes to one code point. `known` is a length that decodes to one, `beyond` one
  // that decodes to more (0 until found).
  let known = 1
  let beyond = 0
  for (let length = 2; beyond === 0; length *= 2) {
    const probe = Math.min(length, rest)
    if (probe === known) return known
    if (decodesToOne(probe)) known = probe
    else beyond = probe
  }
  while (beyond - known > 1) {
    const middle = (known + beyond) >>> 1
    if (decodesToOne(middle)) known = middle
    else beyond = middle
  }
  return known
}
