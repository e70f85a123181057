/**
 * `TranscoderStream`: byte chunks of one scheme into byte chunks of another.
 *
 * @module
 */

import { type BufferSource, toBytes } from './args.ts'
import type { Codec, DecodeOptions } from './codec.ts'
import { DECODE_OPTION_NAMES, readOptions } from './options.ts'
import { pieceTranscoder } from './transcode.ts'
import { assertTranscodeCodec } from './transcode-text.ts'

/** A {@link TranscoderStream}: `transcode` as a `TransformStream` of byte chunks. */
export interface TranscoderStream extends TransformStream<BufferSource, Uint8Array> {
  /** Whether ill-formed input errors the stream (`true`, the default) or becomes U+FFFD. */
  readonly fatal: boolean
}

/** The constructor of {@link TranscoderStream}. */
export interface TranscoderStreamConstructor {
  /**
   * @param from - the codec of the input chunks
   * @param to - the codec of the output chunks
   * @param options - `fatal` (`false`: U+FFFD for ill-formed input), `ignoreBOM` (no effect: a BOM is data)
   * @throws {TypeError} when `from` or `to` is not a codec, or for an unknown option or a bad value
   */
  new (from: Codec<number | bigint>, to: Codec<number | bigint>, options?: DecodeOptions): TranscoderStream
  readonly prototype: TranscoderStream
}

/**
 * A `TransformStream` from byte chunks in the scheme of `from` to byte chunks in the scheme of `to`:
 * `transcode` over a stream. A sequence split across chunks (a CESU-8 pair too) is read as if whole, so
 * the output is the same for every split of the input; error offsets count input bytes from the start of
 * the stream. Between codecs of utf8x's schemes it goes byte to byte; any other codec goes through
 * strings (its `EncodeError` then has no `offset`).
 *
 * Strict by default: ill-formed input errors the stream with a `DecodeError`. A code point `to` cannot
 * hold is an `EncodeError`, reported at the end of the input unless a `DecodeError` comes first (as
 * `transcode` reads the whole input first); with `{ fatal: false }` ill-formed input becomes U+FFFD and an
 * `EncodeError` is reported at once. A BOM is data.
 *
 * @example
 * ```ts
 * // 😀 in CESU-8 (a surrogate pair), split inside the pair, into UTF-8.
 * const body = new Blob([new Uint8Array([0x41, 0xed, 0xa0, 0xbd, 0xed]), new Uint8Array([0xb8, 0x80])]).stream()
 * const bytes = new Uint8Array(await new Response(body.pipeThrough(new TranscoderStream(cesu8, utf8))).arrayBuffer())
 * console.assert(bytes.join() === [0x41, 0xf0, 0x9f, 0x98, 0x80].join())
 * ```
 */
export const TranscoderStream: TranscoderStreamConstructor = /* @__PURE__ */ (() => {
  // Made in a function a bundler can drop when unused: a class that extends a global (`TransformStream`)
  // is otherwise kept, with all of transcoding it reaches, in every bundle of core.
  class TranscoderStream extends TransformStream<BufferSource, Uint8Array> {
    readonly fatal: boolean

    constructor(from: Codec<number | bigint>, to: Codec<number | bigint>, options?: DecodeOptions) {
      assertTranscodeCodec(from, 'from')
      assertTranscodeCodec(to, 'to')
      const fatal = readOptions(options, DECODE_OPTION_NAMES, 'TranscoderStream')
      const transcoder = pieceTranscoder(from, to, options)
      const empty = new Uint8Array(0)
      super({
        transform(chunk, controller) {
          const bytes = transcoder.push(toBytes(chunk, 'chunk'), false)
          if (bytes !== null) controller.enqueue(bytes)
        },
        flush(controller) {
          const bytes = transcoder.push(empty, true)
          if (bytes !== null) controller.enqueue(bytes)
        },
      })
      this.fatal = fatal
    }
  }
  return TranscoderStream
})()
