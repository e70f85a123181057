/**
 * Building a {@link Codec} from a scheme's parts: core does the argument checks, option reading,
 * `isWellFormed`, `createDecoder` and the classes, so each scheme writes only its bit layout.
 *
 * @module
 */

import {
  assertIterable,
  assertString,
  assertUint8Array,
  type BufferSource,
  checkOptions,
  isFatal,
  toBytes,
} from './args.ts'
import type { Codec, DecodeOptions, EncodeOptions, StreamDecodeOptions, StreamDecoder } from './codec.ts'
import type { DecodeError } from './errors.ts'
import { quickNativeDecode, quickNativeEncode } from './native.ts'
import { ChunkedDecoder, DecoderStream, EncoderStream, type IncrementalDecoding } from './stream.ts'

/** What a scheme implements; {@link defineCodec} turns it into a checked, frozen {@link Codec}. */
export interface CodecParts<CodePoint extends number | bigint, Options extends DecodeOptions = DecodeOptions>
  extends IncrementalDecoding<Options> {
  readonly name: string
  readonly maxCodePoint: CodePoint | null
  readonly maxSequenceLength: number | null
  readonly orderPreserving: boolean
  /** `text` is a string; `fatal` read from the options. */
  encode(text: string, fatal: boolean, options: EncodeOptions): Uint8Array
  /** Never writes a partial sequence. */
  encodeInto(text: string, destination: Uint8Array): { read: number; written: number }
  /** `bytes` is a view of the input; `fatal` read from the options. */
  decode(bytes: Uint8Array, fatal: boolean, options: Options): string
  /** `codePoints` is an iterable (its items unchecked). */
  encodeCodePoints(codePoints: Iterable<unknown>): Uint8Array
  decodeCodePoints(bytes: Uint8Array, fatal: boolean, options: Options): CodePoint[]
  validate(bytes: Uint8Array): DecodeError | null
  byteLength(text: string): number
  /** Units for one code point; throws `EncodeError` (`out-of-range`, …) for one it cannot encode. */
  encodedLength(codePoint: unknown): number
  /**
   * Set when this scheme means the same as RFC 3629 UTF-8 on well-formed input: such bytes decode strictly
   * to the string the runtime's `TextDecoder` gives (a BOM kept), and well-formed text encodes to the bytes
   * its `TextEncoder` gives. `decode` and `encode` without options then hand short inputs straight to the
   * runtime (core's `quickNativeDecode` and `quickNativeEncode`), the rest to {@link CodecParts.decode} and
   * {@link CodecParts.encode}. `stripsBom`: by default this scheme strips a leading BOM, so an input
   * starting with `EF` takes the full path.
   */
  readonly nativeUtf8?: { readonly stripsBom: boolean }
}

/** The options a method sees when it is given none (one frozen object, not one per call). */
const NO_OPTIONS: Readonly<Record<string, never>> = Object.freeze({})

/**
 * Makes a {@link Codec} from a scheme's parts: every method checks its arguments (`TypeError` naming the
 * argument), reads `fatal` (strict unless `fatal: false`), and accepts any `BufferSource` without copying.
 * The methods do not use `this`, so they can be passed around and re-exported on their own.
 */
export function defineCodec<CodePoint extends number | bigint, Options extends DecodeOptions = DecodeOptions>(
  parts: CodecParts<CodePoint, Options>,
): Codec<CodePoint> & {
  decode(bytes: BufferSource, options?: Options): string
  decodeCodePoints(bytes: BufferSource, options?: Options): CodePoint[]
  createDecoder(options?: Options): StreamDecoder
} {
  const quick = parts.nativeUtf8 !== undefined
  const stripsBom = parts.nativeUtf8?.stripsBom === true
  const codec = {
    name: parts.name,
    maxCodePoint: parts.maxCodePoint,
    maxSequenceLength: parts.maxSequenceLength,
    orderPreserving: parts.orderPreserving,
    encode(text: string, options?: EncodeOptions): Uint8Array {
      if (quick && options === undefined && typeof text === 'string') {
        const bytes = quickNativeEncode(text)
        if (bytes !== null) return bytes
      }
      assertString(text, 'text')
      return parts.encode(text, isFatal(options), options ?? NO_OPTIONS)
    },
    encodeInto(text: string, destination: Uint8Array): { read: number; written: number } {
      assertString(text, 'text')
      assertUint8Array(destination, 'destination')
      return parts.encodeInto(text, destination)
    },
    decode(bytes: BufferSource, options?: Options): string {
      if (quick && options === undefined && bytes instanceof Uint8Array) {
        const text = quickNativeDecode(bytes, stripsBom)
        if (text !== null) return text
      }
      const view = toBytes(bytes, 'bytes')
      return parts.decode(view, isFatal(options), (options ?? NO_OPTIONS) as Options)
    },
    encodeCodePoints(codePoints: Iterable<number | CodePoint>): Uint8Array {
      assertIterable(codePoints, 'codePoints')
      return parts.encodeCodePoints(codePoints)
    },
    decodeCodePoints(bytes: BufferSource, options?: Options): CodePoint[] {
      const view = toBytes(bytes, 'bytes')
      return parts.decodeCodePoints(view, isFatal(options), (options ?? NO_OPTIONS) as Options)
    },
    validate(bytes: BufferSource): DecodeError | null {
      return parts.validate(toBytes(bytes, 'bytes'))
    },
    isWellFormed(bytes: BufferSource): boolean {
      return parts.validate(toBytes(bytes, 'bytes')) === null
    },
    byteLength(text: string): number {
      assertString(text, 'text')
      return parts.byteLength(text)
    },
    encodedLength(codePoint: number | CodePoint): number {
      return parts.encodedLength(codePoint)
    },
    createDecoder(options?: Options): StreamDecoder {
      checkOptions(options)
      return new ChunkedDecoder<Options>(parts, options)
    },
  }
  return Object.freeze(codec)
}

/** The `TextDecoder`-like class bound to one codec (each scheme package exports it as `Decoder`). */
export interface BoundDecoder extends StreamDecoder {}

/** The `TextEncoder`-like class bound to one codec (each scheme package exports it as `Encoder`). */
export interface BoundEncoder {
  readonly encoding: string
  encode(text?: string): Uint8Array
  encodeInto(text: string, destination: Uint8Array): { read: number; written: number }
}

/**
 * The four classes a scheme package exports for its main codec (API.md): `Encoder` and `Decoder`
 * (shaped like `TextEncoder` and `TextDecoder`), `EncoderStream` and `DecoderStream` (shaped like
 * `TextEncoderStream` and `TextDecoderStream`).
 *
 * @example
 * ```ts
 * import { utf8 } from '@utf8x/utf8-classic'
 * const { Decoder } = codecClasses(utf8)
 * const decoder = new Decoder()
 * console.assert(decoder.decode(new Uint8Array([0xc3]), { stream: true }) === '')
 * console.assert(decoder.decode(new Uint8Array([0xa9])) === 'é')
 * ```
 */
export function codecClasses<Options extends DecodeOptions>(
  codec: Pick<Codec<number | bigint>, 'name' | 'encode' | 'encodeInto'> & {
    createDecoder(options?: Options): StreamDecoder
  },
) {
  class Decoder implements BoundDecoder {
    readonly #decoder: StreamDecoder
    constructor(options?: Options) {
      this.#decoder = codec.createDecoder(options)
    }
    get encoding(): string {
      return codec.name
    }
    get fatal(): boolean {
      return this.#decoder.fatal
    }
    decode(input?: BufferSource, options?: StreamDecodeOptions): string {
      return this.#decoder.decode(input, options)
    }
  }
  class Encoder implements BoundEncoder {
    readonly #options: EncodeOptions | undefined
    constructor(options?: EncodeOptions) {
      this.#options = checkOptions<EncodeOptions>(options)
    }
    get encoding(): string {
      return codec.name
    }
    encode(text = ''): Uint8Array {
      return this.#options === undefined ? codec.encode(text) : codec.encode(text, this.#options)
    }
    encodeInto(text: string, destination: Uint8Array): { read: number; written: number } {
      return codec.encodeInto(text, destination)
    }
  }
  class BoundDecoderStream extends DecoderStream<Options> {
    constructor(options?: Options) {
      super(codec, options)
    }
  }
  class BoundEncoderStream extends EncoderStream {
    constructor(options?: EncodeOptions) {
      super(codec, options)
    }
  }
  return { Encoder, Decoder, EncoderStream: BoundEncoderStream, DecoderStream: BoundDecoderStream }
}
