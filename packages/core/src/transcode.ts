/**
 * Conversion between any two codecs, byte to byte: `transcode` for a whole input, and the pieces
 * `TranscoderStream` shares with it.
 *
 * @module
 */

import { type BufferSource, toBytes } from './args.ts'
import type { Codec, DecodeOptions } from './codec.ts'
import { copyOf } from './copy.ts'
import { type EngineLink, engineLinkOf } from './engine/link.ts'
import { heldTail, tailNeed } from './engine/read.ts'
import type { Scheme } from './engine/scheme.ts'
import {
  countCodePoints,
  finishOutput,
  newTranscodeState,
  TO_PAIRS,
  type TranscodeOutput,
  type TranscodeRoute,
  transcodeRoute,
  transcodeUnits,
  type Unencodable,
  unencodableError,
} from './engine/transcode.ts'
import { DecodeError } from './errors.ts'
import { transcodeAccelerator } from './fast/index.ts'
import { DECODE_OPTION_NAMES, isFatal, readOptions } from './options.ts'
import { countSequenceStarts } from './string-length.ts'
import {
  assertTranscodeCodec,
  type PieceTranscoder,
  TextTranscoder,
  transcodeText,
} from './transcode-text.ts'
import { byteRange } from './views.ts'

/**
 * Converts bytes of one scheme into another, byte to byte, as `to.encodeCodePoints(from.decodeCodePoints(bytes,
 * options))` would, without ever making that list of code points: memory goes to the output alone.
 *
 * Between two codecs of utf8x's schemes (any codec built on core's engine) it reads one sequence at a
 * time and writes its value in the target scheme, and copies as they are the runs that are the same bytes
 * in both: ASCII always; between UTF-8, WTF-8, RFC 2279, eight- and seven-byte UTF-8 and UTF-∞-8 every
 * RFC 3629 sequence but a surrogate's; between those and CESU-8 or Java's Modified UTF-8 the 1–3-byte
 * ones (not U+0000 with Java's `C0 80`, not a pair). A scheme package's own rewriting from or to UTF-8
 * (Corrected UTF-8's) takes a whole well-formed input where it applies. Any other codec goes through
 * strings, 64 KiB of input at a time: `to.encode(from.decode(bytes, { ...options, ignoreBOM: true }))`,
 * so a value a string cannot hold is an `unrepresentable` `DecodeError` there (a U+FFFD when replacing).
 *
 * A BOM is data: it is kept (`ignoreBOM` changes nothing), as `decodeCodePoints` keeps it.
 *
 * @param bytes - the input, in the scheme of `from`
 * @param from - the input's codec, with number or bigint code points (any byte codec: `codecs` of
 *   `@utf8x/codecs` in a loop, or one a label names at run time)
 * @param to - the output's codec, likewise
 * @param options - `{ fatal: false }` replaces each ill-formed maximal subpart with U+FFFD (then written
 *   in `to`) instead of throwing
 * @returns a new array, never a view of `bytes`
 * @throws {DecodeError} strict, for ill-formed input: the kind and offset `from.decode` reports (before any
 *   `EncodeError`: the whole input is read first)
 * @throws {EncodeError} when `to` cannot hold a code point (a lone surrogate into UTF-8, a value above its
 *   maximum): `index` is the code point's position in the decoded list, `offset` its first input byte (a
 *   U+FFFD counting the bytes it replaced)
 * @throws {TypeError} when `bytes` is not a `BufferSource`, `from` or `to` not a codec, or for a bad option
 * @example
 * ```ts
 * const java = new Uint8Array([0x41, 0xc0, 0x80]) // "A\0" in Java's Modified UTF-8
 * console.assert(transcode(java, mutf8, utf8).join() === '65,0')
 * const oracle = new Uint8Array([0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]) // 😀 in CESU-8
 * console.assert(transcode(oracle, cesu8, utf8).join() === [0xf0, 0x9f, 0x98, 0x80].join())
 * let offset = -1
 * try { transcode(new Uint8Array([0x61, 0xed, 0xa0, 0x80]), mutf8, utf8) } catch (error) { offset = (error as EncodeError).offset ?? -1 }
 * console.assert(offset === 1) // the lone surrogate UTF-8 cannot hold
 * ```
 */
export function transcode(
  bytes: BufferSource,
  from: Codec<number | bigint>,
  to: Codec<number | bigint>,
  options?: DecodeOptions,
): Uint8Array {
  const input = toBytes(bytes, 'bytes')
  // A codec linked to the engine has every method transcoding calls.
  const source = engineLinkOf(from)
  if (source === null) assertTranscodeCodec(from, 'from')
  const target = engineLinkOf(to)
  if (target === null) assertTranscodeCodec(to, 'to')
  const fatal = readOptions(options, DECODE_OPTION_NAMES, 'transcode')
  if (source === null || target === null) return transcodeText(input, from, to, options, fatal)
  const direct = throughUtf8(input, source, target)
  if (direct !== null) return direct
  return transcodeSchemes(input, transcodeRoute(source.scheme, target.scheme), fatal)
}

/**
 * The answer of a scheme package's own rewriting from or to RFC 3629 UTF-8 (`fromUtf8` and `toUtf8` of
 * its accelerator), where one applies to the whole input and takes it: `null` otherwise. Bytes that are
 * well-formed UTF-8 mean the same in a source whose UTF-8 rows are all UTF-8's (`utf8Rows` 4), and values
 * up to U+10FFFF are written as UTF-8 writes them by such a target.
 */
function throughUtf8(
  input: Uint8Array,
  source: EngineLink,
  target: EngineLink,
  route?: TranscodeRoute,
): Uint8Array | null {
  const { fromUtf8 } = target.fast
  if (fromUtf8 !== undefined && source.scheme.utf8Rows === 4) {
    const kind = transcodeAccelerator.wholeUtf8(input)
    if (kind === transcodeAccelerator.ASCII) {
      // ASCII means the same in both when both read its bytes as singles of the same values.
      const { lo, hi } = route ?? transcodeRoute(source.scheme, target.scheme)
      if (lo === 0 && hi >= 0x80) return copyOf(input)
    }
    return kind === transcodeAccelerator.NOT_UTF8 ? null : fromUtf8(input)
  }
  const { toUtf8 } = source.fast
  return toUtf8 !== undefined && target.scheme.utf8Rows === 4 ? toUtf8(input) : null
}

/** {@link transcode} between two engine schemes. */
function transcodeSchemes(input: Uint8Array, route: TranscodeRoute, fatal: boolean): Uint8Array {
  const end = input.length
  if (
    route.utf8Rows > 0 &&
    transcodeAccelerator.copyableRunEnd(input, end, route.utf8Rows === 4, route.nul, {
      read: 0,
      written: 0,
    }) === end
  ) {
    // The same bytes in both schemes (ASCII text, for one): a copy.
    return copyOf(input)
  }
  // Most pairs write about as many bytes as they read; more grows the output, less is cut to size. Into
  // CESU-8 or Java's, each 4-byte form becomes 6 bytes: room for that, so that emoji need no growing.
  const room = route.pairs === TO_PAIRS ? end + (end >>> 1) : end
  const output: TranscodeOutput = { bytes: new Uint8Array(room), written: 0 }
  const failure = transcodeUnits(route, input, 0, end, fatal, output, newTranscodeState(), 0)
  if (failure === null) return finishOutput(output)
  throw (
    (fatal ? decodeErrorAfter(route.from, input, 0, end, failure) : null) ??
    unencodableError(route.to, failure)
  )
}

/**
 * Strict, after a code point the target cannot encode: the first ill-formed sequence of `units[:end)` from
 * there on (its offset `base` on), which takes the `EncodeError`'s place, as decoding is read whole first.
 */
function decodeErrorAfter(
  from: Scheme<number | bigint>,
  units: Uint8Array,
  base: number,
  end: number,
  failure: Unencodable,
): DecodeError | null {
  // The code point refused was read from a valid sequence (its own, or a high one): a sequence start.
  try {
    countCodePoints(from, units, Math.max(0, failure.offset - base), end, true)
  } catch (error) {
    if (error instanceof DecodeError) return error.shifted(base)
    throw error
  }
  return null
}

/**
 * The engine route piece by piece: a final sequence that more input may complete (or pair, or lengthen)
 * is held back, as the engine's streaming decoder holds it; offsets count from the start of the stream.
 * Strict, an `EncodeError` waits for the end of the input, where a `DecodeError` takes its place.
 */
export class SchemeTranscoder implements PieceTranscoder {
  readonly #route: TranscodeRoute
  readonly #fatal: boolean
  readonly #source: EngineLink
  readonly #target: EngineLink
  readonly #state = newTranscodeState()
  #held = new Uint8Array(16)
  #heldLength = 0
  #need = 0
  /** Bytes of the stream already transcoded (the offset of `#held[0]`). */
  #consumed = 0
  #failure: Unencodable | null = null

  constructor(source: EngineLink, target: EngineLink, fatal: boolean) {
    this.#route = transcodeRoute(source.scheme, target.scheme)
    this.#fatal = fatal
    this.#source = source
    this.#target = target
  }

  push(chunk: Uint8Array, last: boolean): Uint8Array | null {
    const from = this.#route.from
    let units: Uint8Array
    if (this.#heldLength === 0) {
      units = chunk
    } else {
      this.#append(chunk)
      if (!last && this.#heldLength < this.#need) return null
      units = this.#held.subarray(0, this.#heldLength)
    }
    if (last) {
      this.#heldLength = 0
      const out = units.length > 0 ? this.#run(units, units.length) : null
      if (this.#failure !== null) throw unencodableError(this.#route.to, this.#failure)
      return out
    }
    const tail = heldTail(from, units, this.#fatal)
    const out = tail > 0 ? this.#run(units, tail) : null
    if (tail < units.length) {
      this.#need = tailNeed(from, units, tail) - tail
      if (units === chunk || tail > 0) {
        // A copy: the caller's chunk is never kept (nor a view of it).
        const rest = units.slice(tail)
        this.#heldLength = 0
        this.#append(rest)
      }
    } else {
      this.#heldLength = 0
    }
    return out
  }

  #run(units: Uint8Array, end: number): Uint8Array | null {
    const base = this.#consumed
    this.#consumed += end
    if (this.#failure !== null) {
      // Strict, after a code point the target refused: only a decoding error can still come first.
      const error = decodeErrorAfter(this.#route.from, units, base, end, { ...this.#failure, offset: base })
      if (error !== null) throw error
      return null
    }
    // A whole piece through a scheme package's rewriting from or to UTF-8, when it takes it (then it is
    // well-formed UTF-8 on the UTF-8 side: its characters are its bytes but the continuation bytes).
    const piece = byteRange(units, 0, end)
    const direct = throughUtf8(piece, this.#source, this.#target, this.#route)
    if (direct !== null) {
      const utf8 = this.#target.fast.fromUtf8 !== undefined ? piece : direct
      this.#state.index += countSequenceStarts(utf8, 0, utf8.length, 0xc0, 0x80)
      this.#state.highIndex = -1
      return direct.length > 0 ? direct : null
    }
    const output: TranscodeOutput = { bytes: new Uint8Array(end), written: 0 }
    let failure: Unencodable | null
    try {
      failure = transcodeUnits(this.#route, units, 0, end, this.#fatal, output, this.#state, base)
    } catch (error) {
      throw error instanceof DecodeError ? error.shifted(base) : error
    }
    if (failure !== null) {
      if (!this.#fatal) throw unencodableError(this.#route.to, failure)
      this.#failure = failure
      const error = decodeErrorAfter(this.#route.from, units, base, end, failure)
      if (error !== null) throw error
      return null
    }
    return output.written > 0 ? finishOutput(output) : null
  }

  #append(chunk: Uint8Array): void {
    const needed = this.#heldLength + chunk.length
    if (needed > this.#held.length) {
      let size = this.#held.length * 2
      while (size < needed) size *= 2
      const bigger = new Uint8Array(size)
      bigger.set(this.#held.subarray(0, this.#heldLength))
      this.#held = bigger
    }
    this.#held.set(chunk, this.#heldLength)
    this.#heldLength = needed
  }
}

/** The piece transcoder for `from` to `to`: the engine's when both are on it, else through strings. */
export function pieceTranscoder(
  from: Codec<number | bigint>,
  to: Codec<number | bigint>,
  options: DecodeOptions | undefined,
): PieceTranscoder {
  const fatal = isFatal(options)
  const source = engineLinkOf(from)
  const target = engineLinkOf(to)
  if (source !== null && target !== null) return new SchemeTranscoder(source, target, fatal)
  return new TextTranscoder(from, to, options, fatal)
}
