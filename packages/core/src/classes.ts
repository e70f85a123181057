/**
 * The four classes of a scheme package (`Encoder`, `Decoder`, `EncoderStream`, `DecoderStream`) for its
 * main codec, each taking any codec: {@link codecClasses}.
 *
 * @module
 */

import type { BufferSource } from './args.ts'
import type { Codec, DecodeOptions, EncodeOptions, StreamDecodeOptions, StreamDecoder } from './codec.ts'
import type { IntoResult } from './engine/codec.ts'
import {
  assertCodec,
  DECODER_METHODS,
  type DecoderFactory,
  DecoderStream,
  EncoderStream,
  STREAM_ENCODER_METHODS,
  type StringEncoder,
} from './stream.ts'

/** A `TextDecoder`-like decoder (each scheme package exports the class as `Decoder`). */
interface BoundDecoder extends StreamDecoder {}

/** A `TextEncoder`-like encoder (each scheme package exports the class as `Encoder`). */
export interface BoundEncoder {
  /** The codec's name, as `TextEncoder.encoding`. */
  readonly encoding: string
  /** As the codec's `encode`, with the options the encoder was made with. */
  encode(text?: string): Uint8Array
  /** As the codec's `encodeInto`, with the options the encoder was made with. */
  encodeInto(text: string, destination: Uint8Array): IntoResult
}

/** What `Encoder` calls. */
const ENCODER_METHODS: readonly string[] = /* @__PURE__ */ Object.freeze(['encode', 'encodeInto'])

/** Keys only a codec has: a first argument with one of them is taken as a codec, not as options. */
const CODEC_KEYS: readonly string[] = ['name', 'createDecoder', 'decode', 'encode', 'encodeInto']

/**
 * The codec and options of a class constructor that takes `(codec?, options?)` or `(options?)`: no
 * argument, or `undefined` first, is the package's codec; a lone plain object without any codec key is
 * options; anything else first must be a codec.
 */
function codecAndOptions<C>(args: readonly unknown[], main: C, methods: readonly string[]): [C, unknown] {
  const [first, options] = args
  if (first === undefined) return [main, options]
  if (
    args.length === 1 &&
    typeof first === 'object' &&
    first !== null &&
    !CODEC_KEYS.some((key) => key in (first as object))
  ) {
    return [main, first]
  }
  assertCodec(first, methods)
  return [first as C, options]
}

/** An encoder codec (what `Encoder` and `EncoderStream` take). */
type EncoderCodec<EncOptions extends EncodeOptions> = Pick<Codec<number | bigint>, 'name' | 'encodeInto'> & {
  encode(text: string, options?: EncOptions): Uint8Array
}

/** `Decoder`: `new Decoder(options?)` for the package's codec, `new Decoder(codec, options?)` for any. */
interface DecoderClass<Options extends DecodeOptions = DecodeOptions> {
  /** A decoder for the package's main codec (`codec` undefined: the same). */
  new (options?: Options): BoundDecoder
  new (codec: undefined, options?: Options): BoundDecoder
  /** A decoder for `codec` (any codec, of any package). */
  new <CodecOptions extends DecodeOptions>(
    codec: DecoderFactory<CodecOptions>,
    options?: CodecOptions,
  ): BoundDecoder
  readonly prototype: BoundDecoder
}

/** `Encoder`: `new Encoder(options?)` for the package's codec, `new Encoder(codec, options?)` for any. */
interface EncoderClass<EncOptions extends EncodeOptions = EncodeOptions> {
  /** An encoder for the package's main codec (`codec` undefined: the same). */
  new (options?: EncOptions): BoundEncoder
  new (codec: undefined, options?: EncOptions): BoundEncoder
  /** An encoder for `codec` (any codec that encodes strings, of any package). */
  new <CodecOptions extends EncodeOptions>(
    codec: EncoderCodec<CodecOptions>,
    options?: CodecOptions,
  ): BoundEncoder
  readonly prototype: BoundEncoder
}

/** `DecoderStream` for a package: as core's, with the codec optional. */
interface DecoderStreamClass<Options extends DecodeOptions = DecodeOptions> {
  /** A `TextDecoderStream` for the package's main codec (`codec` undefined: the same). */
  new (options?: Options): DecoderStream<Options>
  new (codec: undefined, options?: Options): DecoderStream<Options>
  /** A `TextDecoderStream` for `codec` (any codec, of any package). */
  new <CodecOptions extends DecodeOptions>(
    codec: DecoderFactory<CodecOptions>,
    options?: CodecOptions,
  ): DecoderStream<CodecOptions>
  readonly prototype: DecoderStream<DecodeOptions>
}

/** `EncoderStream` for a package: as core's, with the codec optional. */
interface EncoderStreamClass<EncOptions extends EncodeOptions = EncodeOptions> {
  /** A `TextEncoderStream` for the package's main codec (`codec` undefined: the same). */
  new (options?: EncOptions): EncoderStream
  new (codec: undefined, options?: EncOptions): EncoderStream
  /** A `TextEncoderStream` for `codec` (any codec that encodes strings, of any package). */
  new <CodecOptions extends EncodeOptions>(
    codec: StringEncoder & { encode(text: string, options?: CodecOptions): Uint8Array },
    options?: CodecOptions,
  ): EncoderStream
  readonly prototype: EncoderStream
}

/** What {@link codecClasses} returns: the four classes, each with its constructor's signatures. */
export interface CodecClasses<
  Options extends DecodeOptions = DecodeOptions,
  EncOptions extends EncodeOptions = EncodeOptions,
> {
  Decoder: DecoderClass<Options>
  Encoder: EncoderClass<EncOptions>
  DecoderStream: DecoderStreamClass<Options>
  EncoderStream: EncoderStreamClass<EncOptions>
}

/**
 * The four classes a scheme package exports: `Encoder` and `Decoder` (shaped like
 * `TextEncoder` and `TextDecoder`), `EncoderStream` and `DecoderStream` (shaped like `TextEncoderStream`
 * and `TextDecoderStream`). Each takes any codec as its first argument and defaults to `codec`, the
 * package's main one: `new DecoderStream()`, `new DecoderStream({ fatal: false })`,
 * `new DecoderStream(cesu8, { fatal: false })`. A first argument that is neither options nor a codec
 * (`null`, a number, an object missing a method) is a `TypeError` naming `codec`.
 *
 * @example
 * ```ts
 * import { mutf8, utf8 } from '@utf8x/utf8-classic'
 * const { Decoder } = codecClasses(utf8)
 * const decoder = new Decoder()
 * console.assert(decoder.decode(new Uint8Array([0xc3]), { stream: true }) === '')
 * console.assert(decoder.decode(new Uint8Array([0xa9])) === 'é')
 * console.assert(new Decoder(mutf8).encoding === 'mutf-8')
 * ```
 */
export function codecClasses<Options extends DecodeOptions, EncOptions extends EncodeOptions = EncodeOptions>(
  codec: EncoderCodec<EncOptions> & {
    createDecoder(options?: Options): StreamDecoder
  },
): CodecClasses<Options, EncOptions> {
  type AnyDecoderCodec = DecoderFactory<Options>
  class Decoder implements BoundDecoder {
    readonly #decoder: StreamDecoder
    readonly #encoding: string
    constructor(...args: unknown[]) {
      const [chosen, options] = codecAndOptions<AnyDecoderCodec>(args, codec, DECODER_METHODS)
      this.#decoder = chosen.createDecoder(options as Options | undefined)
      this.#encoding = chosen.name
    }
    get encoding(): string {
      return this.#encoding
    }
    get fatal(): boolean {
      return this.#decoder.fatal
    }
    get ignoreBOM(): boolean {
      return this.#decoder.ignoreBOM
    }
    decode(input?: BufferSource, options?: StreamDecodeOptions): string {
      return this.#decoder.decode(input, options)
    }
  }
  class Encoder implements BoundEncoder {
    readonly #codec: EncoderCodec<EncOptions>
    readonly #options: EncOptions | undefined
    constructor(...args: unknown[]) {
      const [chosen, options] = codecAndOptions<EncoderCodec<EncOptions>>(args, codec, ENCODER_METHODS)
      // Checked at once, as the codec's encode checks them.
      if (options !== undefined) chosen.encode('', options as EncOptions)
      this.#codec = chosen
      this.#options = options as EncOptions | undefined
    }
    get encoding(): string {
      return this.#codec.name
    }
    encode(text = ''): Uint8Array {
      return this.#options === undefined ? this.#codec.encode(text) : this.#codec.encode(text, this.#options)
    }
    encodeInto(text: string, destination: Uint8Array): IntoResult {
      return this.#options === undefined
        ? this.#codec.encodeInto(text, destination)
        : this.#codec.encodeInto(text, destination, this.#options)
    }
  }
  class BoundDecoderStream extends DecoderStream<Options> {
    constructor(...args: unknown[]) {
      const [chosen, options] = codecAndOptions<AnyDecoderCodec>(args, codec, DECODER_METHODS)
      super(chosen, options as Options | undefined)
    }
  }
  class BoundEncoderStream extends EncoderStream {
    constructor(...args: unknown[]) {
      const [chosen, options] = codecAndOptions<StringEncoder>(args, codec, STREAM_ENCODER_METHODS)
      super(chosen, options as EncodeOptions | undefined)
    }
  }
  return {
    Encoder: Encoder as EncoderClass<EncOptions>,
    Decoder: Decoder as DecoderClass<Options>,
    EncoderStream: BoundEncoderStream as EncoderStreamClass<EncOptions>,
    DecoderStream: BoundDecoderStream as DecoderStreamClass<Options>,
  }
}
