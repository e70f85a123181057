/**
 * Incremental decoding and WHATWG streams for any codec: a sequence split across chunks decodes as if
 * whole; a truncated tail at the end is an error (strict) or one U+FFFD (replacement); error offsets
 * count from the start of the stream.
 *
 * @module
 */

import { argumentError, assertString, toBytes, toHunks } from './args.ts'
import type { DecodeOptions, EncodeOptions, StreamDecodeOptions, StreamDecoder } from './codec.ts'
import { DecodeError, EncodeError } from './errors.ts'
import { checkOptionNames, isFatal, STREAM_OPTION_NAMES } from './options.ts'

/** What a codec tells core's incremental decoder (any scheme whose run decodes by itself: "Semantics"). */
export interface IncrementalDecoding<
  Options extends object = object,
  Units extends Uint8Array | Uint16Array = Uint8Array,
> {
  /** The scheme id, for errors. */
  readonly name: string
  /** Decodes `units` whole (`streamStart`: for the BOM); `DecodeError` offsets relative to `units[0]`. */
  decodeRun(units: Units, fatal: boolean, streamStart: boolean, options: Options): string
  /**
   * Where the final sequence that more input could complete or change starts; `units.length` when none.
   * A strict stream may hold a lead until complete (`overlong` vs `truncated`), where a replacing one
   * writes U+FFFD as soon as `TextDecoder` would.
   */
  heldTail(units: Units, fatal: boolean): number
  /** Units `units[tail:]` must grow to before looking again (default one more): UTF-∞-8 stays linear. */
  tailNeed?(units: Units, tail: number): number
}

/**
 * An incremental decoder over an {@link IncrementalDecoding}, used as `TextDecoder` is:
 * `decode(chunk, { stream: true })` for each chunk, then `decode()` to finish.
 *
 * @example
 * ```ts
 * import { utf8 } from '@utf8x/utf8-classic'
 * const decoder = utf8.createDecoder() // an incremental decoder for that codec
 * console.assert(decoder.decode(new Uint8Array([0xe2, 0x82]), { stream: true }) === '')
 * console.assert(decoder.decode(new Uint8Array([0xac])) === '€')
 * ```
 */
export class ChunkedDecoder<
  Options extends object = object,
  Units extends Uint8Array | Uint16Array = Uint8Array,
> implements StreamDecoder
{
  readonly encoding: string
  readonly fatal: boolean
  /** The `ignoreBOM` option as given, coerced to a boolean as `TextDecoder` does. */
  readonly ignoreBOM: boolean
  readonly #scheme: IncrementalDecoding<Options, Units>
  /** Names this decoder's `decode` in an option error. */
  readonly #where: string
  readonly #options: Options
  readonly #hunks: boolean
  /** Held-back units: `#held[0:#heldLength)`. */
  #held: Units
  #heldLength = 0
  #need = 0
  /** Units of this stream already decoded (the offset of `#held[0]`). */
  #consumed = 0
  #started = false

  /**
   * @param scheme - the scheme's hooks
   * @param options - `fatal`, `ignoreBOM`, and the scheme's own options (checked by `createDecoder`)
   * @param unit - `byte` (default), or `hunk`: chunks are `Uint16Array`s of hunks (Barber §8)
   */
  constructor(
    scheme: IncrementalDecoding<Options, Units>,
    options?: DecodeOptions & Options,
    unit: 'byte' | 'hunk' = 'byte',
  ) {
    this.#scheme = scheme
    this.encoding = scheme.name
    this.#where = `${scheme.name} decoder.decode`
    this.fatal = isFatal(options)
    this.ignoreBOM = Boolean((options as { ignoreBOM?: unknown } | undefined)?.ignoreBOM)
    this.#options = (options ?? {}) as Options
    this.#hunks = unit === 'hunk'
    this.#held = this.#allocate(16)
  }

  #allocate(length: number): Units {
    return (this.#hunks ? new Uint16Array(length) : new Uint8Array(length)) as Units
  }

  decode(input?: unknown, options?: StreamDecodeOptions): string {
    const chunk = (
      input === undefined
        ? this.#allocate(0)
        : this.#hunks
          ? toHunks(input, 'input')
          : toBytes(input, 'input')
    ) as Units
    // WebIDL, as TextDecoder: any truthy value streams.
    const stream = Boolean(
      checkOptionNames<{ stream?: unknown }>(options, STREAM_OPTION_NAMES, this.#where)?.stream,
    )
    let units: Units
    if (this.#heldLength === 0) {
      units = chunk
    } else {
      this.#append(chunk)
      if (stream && this.#heldLength < this.#need) return ''
      units = this.#held.subarray(0, this.#heldLength) as Units
    }
    let text = ''
    try {
      if (stream) {
        const tail = this.#scheme.heldTail(units, this.fatal)
        if (tail > 0) text = this.#run(units.subarray(0, tail) as Units)
        const rest = units.subarray(tail) as Units
        if (rest.length > 0) {
          this.#need = this.#scheme.tailNeed ? this.#scheme.tailNeed(units, tail) - tail : rest.length + 1
          if (units === chunk || tail > 0) {
            const copy = rest.slice() as Units
            this.#heldLength = 0
            this.#append(copy)
          }
        } else {
          this.#heldLength = 0
        }
      } else {
        text = units.length > 0 ? this.#run(units) : ''
        this.#reset()
      }
    } catch (error) {
      this.#reset()
      throw error
    }
    return text
  }

  #run(units: Units): string {
    const start = !this.#started
    this.#started = true
    const at = this.#consumed
    this.#consumed += units.length
    try {
      return this.#scheme.decodeRun(units, this.fatal, start, this.#options)
    } catch (error) {
      throw error instanceof DecodeError ? error.shifted(at) : error
    }
  }

  #append(chunk: Units): void {
    const needed = this.#heldLength + chunk.length
    if (needed > this.#held.length) {
      let size = this.#held.length * 2
      while (size < needed) size *= 2
      const bigger = this.#allocate(size)
      bigger.set(this.#held.subarray(0, this.#heldLength))
      this.#held = bigger
    }
    this.#held.set(chunk, this.#heldLength)
    this.#heldLength = needed
  }

  #reset(): void {
    this.#heldLength = 0
    this.#need = 0
    this.#consumed = 0
    this.#started = false
    if (this.#held.length > 1 << 16) this.#held = this.#allocate(16)
  }
}

/**
 * Checks that `value` is a codec with a string `name` and the `methods` a class needs.
 *
 * @throws {TypeError} naming the `codec` argument otherwise
 */
export function assertCodec(value: unknown, methods: readonly string[]): void {
  if (
    value === null ||
    typeof value !== 'object' ||
    typeof (value as { name?: unknown }).name !== 'string' ||
    methods.some((method) => typeof (value as Record<string, unknown>)[method] !== 'function')
  ) {
    throw argumentError('codec', `a codec (an object with a name and ${methods.join(', ')})`, value)
  }
}

/** What `DecoderStream` and `Decoder` call. */
export const DECODER_METHODS: readonly string[] = /* @__PURE__ */ Object.freeze(['createDecoder'])
/** What `EncoderStream` calls. */
export const STREAM_ENCODER_METHODS: readonly string[] = /* @__PURE__ */ Object.freeze(['encode'])

/** Anything with `createDecoder`: every `Codec`. */
export interface DecoderFactory<Options extends DecodeOptions = DecodeOptions> {
  readonly name: string
  createDecoder(options?: Options): StreamDecoder
}

/** Anything that encodes strings: every `Codec`. */
export interface StringEncoder {
  readonly name: string
  encode(text: string, options?: EncodeOptions): Uint8Array
}

/**
 * A `TransformStream` from byte chunks to strings for any codec, shaped like `TextDecoderStream`. A chunk
 * that is not a `BufferSource` (hunks, for a hunk codec), `undefined` included, errors the stream with a
 * `TypeError`, as `TextDecoderStream` does.
 *
 * @example
 * ```ts
 * import { utf8 } from '@utf8x/utf8-classic'
 * const body = new Blob([new Uint8Array([0x68, 0xc3]), new Uint8Array([0xa9])]).stream()
 * let text = ''
 * for await (const part of body.pipeThrough(new DecoderStream(utf8))) text += part
 * console.assert(text === 'hé')
 * ```
 */
export class DecoderStream<Options extends DecodeOptions = DecodeOptions> extends TransformStream<
  ArrayBufferView | ArrayBuffer,
  string
> {
  readonly encoding: string
  readonly fatal: boolean
  /** The `ignoreBOM` option as given, coerced to a boolean (`TextDecoderStream.ignoreBOM`). */
  readonly ignoreBOM: boolean

  /**
   * @param codec - any codec (`utf8`, `cesu8`, `correctedUtf8`, …)
   * @param options - as `codec.createDecoder` takes them (checked there)
   * @throws {TypeError} when `codec` is not a codec, or for an unknown option or a value of the wrong type
   */
  constructor(codec: DecoderFactory<Options>, options?: Options) {
    assertCodec(codec, DECODER_METHODS)
    const decoder = codec.createDecoder(options)
    super({
      transform(chunk, controller) {
        // `decode()` with no input ends a decoder: `undefined` errors the stream, as in TextDecoderStream.
        if (chunk === undefined) {
          throw argumentError('chunk', 'an ArrayBuffer or ArrayBufferView (hunks, for a hunk codec)', chunk)
        }
        const text = decoder.decode(chunk, { stream: true })
        if (text.length > 0) controller.enqueue(text)
      },
      flush(controller) {
        const text = decoder.decode()
        if (text.length > 0) controller.enqueue(text)
      },
    })
    this.encoding = codec.name
    this.fatal = decoder.fatal
    this.ignoreBOM = decoder.ignoreBOM
  }
}

/**
 * A `TransformStream` from strings to byte chunks for any codec, shaped like `TextEncoderStream`. A high
 * surrogate at the end of a chunk waits for the next chunk, so a pair split across chunks is encoded as
 * one character; error indexes count UTF-16 units from the start of the stream. A chunk that is not a string
 * errors the stream with a `TypeError` (`TextEncoderStream` would convert it with `String()`).
 *
 * @example
 * ```ts
 * import { utf8 } from '@utf8x/utf8-classic'
 * const parts = new Blob(['a\uD83D']).stream().pipeThrough(new TextDecoderStream()) // ends on half a pair
 * const bytes = await new Response(parts.pipeThrough(new EncoderStream(utf8, { fatal: false }))).arrayBuffer()
 * console.assert(new Uint8Array(bytes).join() === '97,239,191,189')
 * ```
 */
export class EncoderStream extends TransformStream<string, Uint8Array> {
  readonly encoding: string

  /**
   * @param codec - any codec that encodes strings
   * @param options - as `codec.encode` takes them (checked at once, by encoding the empty string)
   * @throws {TypeError} when `codec` is not a codec, or for an unknown option or a value of the wrong type
   */
  constructor(codec: StringEncoder, options?: EncodeOptions) {
    assertCodec(codec, STREAM_ENCODER_METHODS)
    if (options !== undefined) codec.encode('', options)
    let pending = ''
    let index = 0
    const encode = (text: string): Uint8Array => {
      try {
        return options === undefined ? codec.encode(text) : codec.encode(text, options)
      } catch (error) {
        if (error instanceof EncodeError) {
          const extra = error.offset === undefined ? {} : { offset: error.offset }
          throw new EncodeError(error.scheme, error.kind, error.index + index, error.codePoint, extra)
        }
        throw error
      }
    }
    super({
      transform(chunk, controller) {
        assertString(chunk, 'chunk')
        let text = pending + chunk
        pending = ''
        const last = text.charCodeAt(text.length - 1)
        if (last >= 0xd800 && last <= 0xdbff) {
          pending = text.slice(-1)
          text = text.slice(0, -1)
        }
        if (text.length === 0) return
        const bytes = encode(text)
        index += text.length
        if (bytes.length > 0) controller.enqueue(bytes)
      },
      flush(controller) {
        if (pending.length > 0) {
          const bytes = encode(pending)
          pending = ''
          if (bytes.length > 0) controller.enqueue(bytes)
        }
      },
    })
    this.encoding = codec.name
  }
}
