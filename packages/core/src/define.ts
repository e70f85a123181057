/**
 * Building a {@link Codec} from a scheme's parts: core does the argument checks, option reading,
 * `isWellFormed`, `createDecoder` and the classes, so each scheme writes only its bit layout.
 *
 * @module
 */

import {
  assertIterable,
  assertString,
  type BufferSource,
  checkCount,
  DECODE_OPTION_NAMES,
  ENCODE_OPTION_NAMES,
  NO_OPTIONS,
  readOptions,
  toBytes,
  toByteUnits,
  toDestination,
} from './args.ts'
import { firstLoneSurrogate } from './code-points.ts'
import type {
  Codec,
  CodePointOptions,
  DecodeOptions,
  EncodeOptions,
  StreamDecodeOptions,
  StreamDecoder,
} from './codec.ts'
import { decodeMethod, type QuickRoutes } from './decode-method.ts'
import { encodeMethod } from './encode-method.ts'
import type { SequenceSteps } from './engine/iterate.ts'
import { ENGINE_SCHEME, type EngineLink } from './engine/link.ts'
import { type DecodeError, EncodeError } from './errors.ts'
import { type Explanation, explainUnits, type SequenceReader } from './explain.ts'
import {
  assertCodec,
  ChunkedDecoder,
  DECODER_METHODS,
  type DecoderFactory,
  DecoderStream,
  EncoderStream,
  type IncrementalDecoding,
  STREAM_ENCODER_METHODS,
  type StringEncoder,
} from './stream.ts'
import { byteRange, typedLength, unitPrefix } from './views.ts'

/** `encodeInto`'s answer: UTF-16 units read, units written. */
export interface EncodeIntoResult {
  read: number
  written: number
}

/** What a scheme implements; {@link defineCodec} turns it into a checked, frozen {@link Codec}. */
export interface CodecParts<CodePoint extends number | bigint, Options extends DecodeOptions = DecodeOptions>
  extends IncrementalDecoding<Options> {
  readonly name: string
  readonly maxCodePoint: CodePoint | null
  readonly maxSequenceLength: number | null
  readonly orderPreserving: boolean
  /** `text` is a string; `fatal` read from the options. */
  encode(text: string, fatal: boolean, options: EncodeOptions): Uint8Array
  /**
   * `encodeInto` with `{ fatal: false }`: as much of `text` as fits, never a partial sequence, and U+FFFD
   * (as `TextEncoder` writes it) for what the scheme cannot encode; a scheme that encodes lone
   * surrogates (WTF-8, MUTF-8) writes them.
   */
  encodeInto(text: string, destination: Uint8Array, options: EncodeOptions): EncodeIntoResult
  /**
   * Strict `encodeInto` (the default): what `encode` refuses is an `EncodeError` once everything before it
   * is written. Absent: core's rule for a scheme whose only characters it cannot encode are lone
   * surrogates (the text before the first one goes through {@link CodecParts.encodeInto}; reaching it is
   * an `EncodeError` `surrogate` at its UTF-16 index). `null`: the scheme encodes every string, so
   * `encodeInto` serves both modes.
   */
  readonly encodeIntoStrict?:
    | ((text: string, destination: Uint8Array, options: EncodeOptions) => EncodeIntoResult)
    | null
  /**
   * Option names of the scheme's own beyond those every codec takes (`fatal`, and `ignoreBOM` for
   * decoding): any other key is a `TypeError`.
   */
  readonly optionNames?: { readonly decode?: readonly string[]; readonly encode?: readonly string[] }
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
   * How the scheme reads its sequences, for `explain` (core builds the explanation from the readings;
   * a code point is explained through {@link CodecParts.encodeCodePoints}).
   */
  readonly explainer: SequenceReader<CodePoint>
  /**
   * How the scheme steps through its units and measures text, for `truncate`, `truncateText`,
   * `codePoints` and `codePointsBackward` (core's `sequenceSteps(scheme)` for a scheme of the engine).
   */
  readonly steps: SequenceSteps
}

/**
 * Core's strict `encodeInto` for a scheme whose only characters it cannot encode are lone surrogates:
 * the text before the first one through the replacing `encodeInto` (a well-formed prefix, so no pair is
 * split); an `EncodeError` when that prefix was written whole.
 */
function encodeIntoBeforeLoneSurrogate<Options extends DecodeOptions>(
  parts: CodecParts<number | bigint, Options>,
  text: string,
  destination: Uint8Array,
  options: EncodeOptions,
): EncodeIntoResult {
  const lone = firstLoneSurrogate(text)
  if (lone < 0) return parts.encodeInto(text, destination, options)
  const done = parts.encodeInto(text.slice(0, lone), destination, options)
  if (done.read < lone) return done
  throw new EncodeError(parts.name, 'surrogate', lone, text.charCodeAt(lone))
}

/**
 * Makes a {@link Codec} from a scheme's parts: every method checks its arguments (`TypeError` naming the
 * argument), reads `fatal` (strict unless `fatal: false`), and accepts any `BufferSource` without copying.
 * The methods do not use `this`, so they can be passed around and re-exported on their own.
 */
export function defineCodec<CodePoint extends number | bigint, Options extends DecodeOptions = DecodeOptions>(
  parts: CodecParts<CodePoint, Options>,
): DefinedCodec<CodePoint, Options> {
  return buildCodec(parts)
}

/** What {@link defineCodec} returns: a {@link Codec} whose decoding methods take the scheme's options. */
type DefinedCodec<CodePoint extends number | bigint, Options extends DecodeOptions> = Codec<CodePoint> & {
  decode(bytes: BufferSource, options?: Options): string
  decodeCodePoints(bytes: BufferSource, options?: Options): CodePoint[]
  createDecoder(options?: Options): StreamDecoder
}

/**
 * {@link defineCodec}, with `link`: the engine scheme the parts read and its accelerator, linked to the
 * codec before it is frozen (the engine's link from a codec to its scheme, engine/link.ts), whose quick
 * routes `decode` and `encode` without options ask first ({@link QuickRoutes}). Not public.
 */
export function buildCodec<CodePoint extends number | bigint, Options extends DecodeOptions = DecodeOptions>(
  parts: CodecParts<CodePoint, Options>,
  link?: EngineLink,
  stripsBom = false,
): DefinedCodec<CodePoint, Options> {
  const routes: QuickRoutes | undefined = link === undefined ? undefined : { fast: link.fast, stripsBom }
  const quickEncode = link?.fast.quickEncode
  const decodeNames = [...DECODE_OPTION_NAMES, ...(parts.optionNames?.decode ?? [])]
  const encodeNames = [...ENCODE_OPTION_NAMES, ...(parts.optionNames?.encode ?? [])]
  const strictInto = parts.encodeIntoStrict
  // Built once: the hot paths only read them.
  const where = (method: string): string => `${parts.name} ${method}`
  const at = {
    encodeInto: where('encodeInto'),
    decodeCodePoints: where('decodeCodePoints'),
    createDecoder: where('createDecoder'),
  }
  const codec = {
    name: parts.name,
    maxCodePoint: parts.maxCodePoint,
    maxSequenceLength: parts.maxSequenceLength,
    orderPreserving: parts.orderPreserving,
    encode: encodeMethod(
      parts.name,
      (text: string, fatal: boolean, options: EncodeOptions) => parts.encode(text, fatal, options),
      quickEncode,
      encodeNames,
    ),
    encodeInto(text: string, destination: Uint8Array, options?: EncodeOptions): EncodeIntoResult {
      assertString(text, 'text')
      const into = toDestination(destination, 'destination')
      const fatal = options === undefined || readOptions(options, encodeNames, at.encodeInto)
      const given = options ?? NO_OPTIONS
      if (!fatal || strictInto === null) return parts.encodeInto(text, into, given)
      if (strictInto !== undefined) return strictInto(text, into, given)
      return encodeIntoBeforeLoneSurrogate(parts, text, into, given)
    },
    decode: decodeMethod(parts, routes),
    encodeCodePoints(codePoints: Iterable<number | CodePoint>): Uint8Array {
      assertIterable(codePoints, 'codePoints')
      return parts.encodeCodePoints(codePoints)
    },
    decodeCodePoints(bytes: BufferSource, options?: Options): CodePoint[] {
      const view = toBytes(bytes, 'bytes')
      if (options === undefined) return parts.decodeCodePoints(view, true, NO_OPTIONS as Options)
      const fatal = readOptions(options, decodeNames, at.decodeCodePoints)
      return parts.decodeCodePoints(view, fatal, options)
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
      if (options !== undefined) readOptions(options, decodeNames, at.createDecoder)
      return new ChunkedDecoder<Options>(parts, options)
    },
    explain(input: number | CodePoint | BufferSource): Explanation<CodePoint> {
      if (typeof input === 'number' || typeof input === 'bigint') {
        return explainUnits(parts.name, parts.explainer, parts.encodeCodePoints([input]), true)
      }
      // A plain view made through the internal slots: no code of the caller's object runs while reading.
      const view = toBytes(input, 'input')
      const length = typedLength(view)
      return explainUnits(
        parts.name,
        parts.explainer,
        length === 0 ? new Uint8Array(0) : byteRange(view, 0, length),
      )
    },
  }
  const whole = Object.assign(codec, iterationMethods<CodePoint>(parts, decodeNames))
  if (link !== undefined) Object.defineProperty(whole, ENGINE_SCHEME, { value: link })
  return Object.freeze(whole)
}

/** The option names of `codePoints` and `codePointsBackward`: the decoding ones and `offsets`. */
const CODE_POINT_OPTION_NAMES = 'offsets'

/**
 * `truncate`, `truncateText`, `codePoints` and `codePointsBackward` of a codec from its parts' `steps`,
 * with the argument checks (what `hunkCodec(n)` does over hunks too, with its own unit check).
 */
export function iterationMethods<CodePoint extends number | bigint>(
  parts: Pick<CodecParts<CodePoint>, 'name' | 'steps'>,
  decodeNames: readonly string[] = DECODE_OPTION_NAMES,
  units: (input: unknown, name: string) => Uint8Array | Uint16Array = toByteUnits,
): Pick<Codec<CodePoint>, 'truncate' | 'truncateText' | 'codePoints' | 'codePointsBackward'> {
  const steps = parts.steps
  const names = [...decodeNames, CODE_POINT_OPTION_NAMES]
  const read = (options: CodePointOptions | undefined, method: string): [boolean, boolean] =>
    options === undefined
      ? [true, false]
      : [readOptions(options, names, `${parts.name} ${method}`), Boolean(options.offsets)]
  const methods = {
    truncate(input: BufferSource, max: number): Uint8Array {
      const view = units(input, 'units')
      checkCount(max, 'max')
      return unitPrefix(view, steps.truncate(view, max)) as Uint8Array
    },
    truncateText(text: string, max: number, options?: EncodeOptions): string {
      assertString(text, 'text')
      checkCount(max, 'max')
      const fatal =
        options === undefined || readOptions(options, ENCODE_OPTION_NAMES, `${parts.name} truncateText`)
      const kept = steps.truncateText(text, max, fatal)
      return kept === text.length ? text : text.slice(0, kept)
    },
    codePoints(input: BufferSource, options?: CodePointOptions) {
      const view = units(input, 'units')
      const [fatal, offsets] = read(options, 'codePoints')
      return steps.forward(view, fatal, offsets)
    },
    codePointsBackward(input: BufferSource, options?: CodePointOptions) {
      const view = units(input, 'units')
      const [fatal, offsets] = read(options, 'codePointsBackward')
      return steps.backward(view, fatal, offsets)
    },
  }
  return methods as Pick<Codec<CodePoint>, 'truncate' | 'truncateText' | 'codePoints' | 'codePointsBackward'>
}

/** A `TextDecoder`-like decoder (each scheme package exports the class as `Decoder`). */
export interface BoundDecoder extends StreamDecoder {}

/** A `TextEncoder`-like encoder (each scheme package exports the class as `Encoder`). */
export interface BoundEncoder {
  /** The codec's name, as `TextEncoder.encoding`. */
  readonly encoding: string
  /** As the codec's `encode`, with the options the encoder was made with. */
  encode(text?: string): Uint8Array
  /** As the codec's `encodeInto`, with the options the encoder was made with. */
  encodeInto(text: string, destination: Uint8Array): EncodeIntoResult
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
export interface DecoderClass<Options extends DecodeOptions = DecodeOptions> {
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
export interface EncoderClass<EncOptions extends EncodeOptions = EncodeOptions> {
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
export interface DecoderStreamClass<Options extends DecodeOptions = DecodeOptions> {
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
export interface EncoderStreamClass<EncOptions extends EncodeOptions = EncodeOptions> {
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
): {
  Decoder: DecoderClass<Options>
  Encoder: EncoderClass<EncOptions>
  DecoderStream: DecoderStreamClass<Options>
  EncoderStream: EncoderStreamClass<EncOptions>
} {
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
    encodeInto(text: string, destination: Uint8Array): EncodeIntoResult {
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
