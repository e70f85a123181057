/**
 * The shape every utf8x codec has (README, "The `Codec` interface"), so that switching schemes is a change of
 * import, not of code.
 *
 * @module
 */

import type { BufferSource } from './args.ts'
import type { DecodeError } from './errors.ts'
import type { Explanation } from './explain.ts'

/**
 * Decoding options every codec takes. An unknown key, or a value of the wrong type, is a `TypeError`
 * naming it.
 */
export interface DecodeOptions {
  /**
   * `true` (default): throw `DecodeError` on the first ill-formed sequence. `false`: U+FFFD replacement.
   * Any other value (`0`, `''`, `null`, `'false'`, which `TextDecoder` reads by truthiness) is a `TypeError`.
   */
  fatal?: boolean
  /**
   * As `TextDecoder`'s (truthy: `true`): keep a leading BOM when decoding to a string. Only `utf-8` strips
   * one by default; decoding to code points never does.
   */
  ignoreBOM?: boolean
}

/**
 * Encoding options every codec takes (`encode`, `encodeInto`, the encoder classes). An unknown key, or
 * a value of the wrong type, is a `TypeError` naming it.
 */
export interface EncodeOptions {
  /**
   * `true` (default): throw `EncodeError` for what the scheme cannot encode (in `encodeInto`, once
   * everything before it is written). `false`: write U+FFFD, as `TextEncoder` does. Other values as for
   * {@link DecodeOptions.fatal}.
   */
  fatal?: boolean
}

/** The options of one `StreamDecoder.decode` call, as with `TextDecoder`. */
export interface StreamDecodeOptions {
  /** Truthy (as with `TextDecoder`): more input follows; an incomplete final sequence waits for it. */
  stream?: boolean
}

/** An incremental decoder (`codec.createDecoder()`), used as `TextDecoder` is; `Input`: its chunks. */
export interface StreamDecoder<Input = BufferSource> {
  /** The scheme id. */
  readonly encoding: string
  /** Whether ill-formed input throws (`true`) or becomes U+FFFD. */
  readonly fatal: boolean
  /** The `ignoreBOM` option as given (coerced to a boolean), as `TextDecoder.ignoreBOM`. */
  readonly ignoreBOM: boolean
  /**
   * Decodes one chunk. Without `{ stream: true }` the input ends here: a held sequence is an error
   * (strict) or one U+FFFD, and the decoder is reset for a new stream.
   *
   * @throws {DecodeError} in strict mode, with the offset counted from the start of the stream
   */
  decode(input?: Input, options?: StreamDecodeOptions): string
}

/** Options of `codePoints` and `codePointsBackward`: `fatal`, and `offsets`. */
export interface CodePointOptions extends DecodeOptions {
  /** Truthy: yield `[codePoint, offset]`, offset of the sequence's (or replaced part's) first unit. */
  offsets?: boolean
}

/** `codePoints` and `codePointsBackward`: code points (`[codePoint, offset]` with `{ offsets: true }`). */
export interface CodePointWalk<CodePoint extends number | bigint, Input> {
  (units: Input, options: CodePointOptions & { offsets: true }): IterableIterator<[CodePoint, number]>
  (units: Input, options?: DecodeOptions & { offsets?: false }): IterableIterator<CodePoint>
  (units: Input, options?: CodePointOptions): IterableIterator<CodePoint | [CodePoint, number]>
}

/**
 * A code point codec (README, "The `Codec` interface"). `CodePoint` is `number`, or `bigint` for the
 * unbounded schemes. `Input` and `Units` are what it reads and writes: bytes (any `BufferSource`, a
 * `Uint8Array`) for every codec but `hunkCodec(n)`'s (hunks: a `Uint16Array` or an array of integers in,
 * a `Uint16Array` out; where the methods below say bytes, read hunks).
 */
export interface Codec<
  CodePoint extends number | bigint = number,
  Input = BufferSource,
  Units extends Uint8Array | Uint16Array = Uint8Array,
> {
  /** The scheme id, for example `corrected-utf-8` (the table in `@utf8x/core`'s README, "Semantics"). */
  readonly name: string
  /** The largest encodable code point; `null` when unbounded. */
  readonly maxCodePoint: CodePoint | null
  /** Units per code point at the most; `null` when unbounded. */
  readonly maxSequenceLength: number | null
  /** Whether byte order of encodings equals code point order. */
  readonly orderPreserving: boolean

  /**
   * Encodes a string. Strict by default: what the scheme cannot encode (a lone surrogate in most schemes,
   * a C1 control in Corrected UTF-8) is an `EncodeError`; `{ fatal: false }` writes U+FFFD for it, as
   * `TextEncoder` does.
   *
   * @param text - the string to encode
   * @param options - `fatal` (and a scheme's own encoding options)
   * @returns a new array holding the encoding
   * @throws {EncodeError} for what the scheme cannot encode (`kind`, UTF-16 `index`), unless `fatal: false`
   * @throws {TypeError} when `text` is not a string, or for an unknown option or a value of the wrong type
   */
  encode(text: string, options?: EncodeOptions): Units
  /**
   * Encodes as much of `text` as fits, never part of a sequence. Strict by default, as `encode`: reaching
   * what the scheme cannot encode (everything before it written) is an `EncodeError`; `{ fatal: false }`
   * writes U+FFFD for it, as `TextEncoder.encodeInto` does.
   *
   * @param text - the string to encode
   * @param destination - where to write; only `written` units from its start are touched
   * @param options - as for `encode`
   * @returns `read`: UTF-16 units of `text` consumed; `written`: units written to `destination`
   * @throws {EncodeError} on reaching what the scheme cannot encode, unless `fatal: false`
   * @throws {TypeError} when `text` is not a string or `destination` not a `Uint8Array`, or for a bad option
   */
  encodeInto(text: string, destination: Units, options?: EncodeOptions): { read: number; written: number }
  /**
   * Decodes to a string. Strict by default: the first ill-formed sequence is a `DecodeError`;
   * `{ fatal: false }` writes U+FFFD as the scheme's replacement rule says (`@utf8x/core`'s README, "Semantics"). A leading BOM is
   * stripped only by a scheme that strips one (`utf-8`), unless `ignoreBOM`.
   *
   * @param bytes - any `BufferSource` (read in place, never copied or kept)
   * @param options - `fatal`, `ignoreBOM`
   * @returns the decoded text
   * @throws {DecodeError} at the first ill-formed sequence (`kind`, `offset`), unless `fatal: false`; also
   *   `unrepresentable` for a code point a JavaScript string cannot hold
   * @throws {TypeError} when `bytes` is not a `BufferSource`, or for an unknown option or a wrong value
   * @throws {RangeError} when the text would be longer than the runtime's maximum string length
   */
  decode(bytes: Input, options?: DecodeOptions): string
  /**
   * Encodes code points.
   *
   * @param codePoints - any iterable of code points (numbers, or bigints for the unbounded schemes)
   * @returns a new array holding the encoding
   * @throws {EncodeError} `out-of-range`, `surrogate` or `not-encodable`, with the item's `index`
   * @throws {TypeError} when `codePoints` is not iterable, or an item is not a number (or bigint)
   */
  encodeCodePoints(codePoints: Iterable<number | CodePoint>): Units
  /**
   * Decodes to code points, faithfully: a leading BOM is U+FEFF (`ignoreBOM` does not apply), and values a
   * string cannot hold are returned as they are.
   *
   * @param bytes - any `BufferSource`
   * @param options - `fatal`
   * @returns the code points, in order (`fatal: false`: U+FFFD for each replaced part)
   * @throws {DecodeError} at the first ill-formed sequence, unless `fatal: false`
   * @throws {TypeError} when `bytes` is not a `BufferSource`, or for a bad option
   */
  decodeCodePoints(bytes: Input, options?: DecodeOptions): CodePoint[]
  /**
   * The first error strict decoding to code points would throw, or `null`.
   *
   * @param bytes - any `BufferSource`
   * @returns the `DecodeError` of the first ill-formed sequence, or `null` when the input is well-formed
   * @throws {TypeError} when `bytes` is not a `BufferSource` (never on a byte input)
   */
  validate(bytes: Input): DecodeError | null
  /**
   * Whether `bytes` is well-formed in this scheme (`validate(bytes) === null`).
   *
   * @param bytes - any `BufferSource`
   * @returns `true` when strict decoding to code points would succeed
   * @throws {TypeError} when `bytes` is not a `BufferSource`
   */
  isWellFormed(bytes: Input): boolean
  /**
   * The length of `encode(text, { fatal: false })`, without encoding.
   *
   * @param text - the string
   * @returns the number of units its encoding takes
   * @throws {TypeError} when `text` is not a string
   */
  byteLength(text: string): number
  /**
   * Units needed for one code point.
   *
   * @param codePoint - a number, or a bigint for the unbounded schemes
   * @returns the length of its sequence (1 to `maxSequenceLength`)
   * @throws {EncodeError} for a code point the scheme cannot encode (`out-of-range`, `surrogate`, …)
   * @throws {TypeError} when `codePoint` is not a number (or bigint)
   */
  encodedLength(codePoint: number | CodePoint): number
  /**
   * An incremental decoder, used as `TextDecoder` is (`decode(chunk, { stream: true })`, then `decode()`):
   * a sequence split across chunks decodes as if whole; error offsets count from the start of the stream.
   *
   * @param options - `fatal`, `ignoreBOM`
   * @returns a new {@link StreamDecoder}
   * @throws {TypeError} for an unknown option or a value of the wrong type
   */
  createDecoder(options?: DecodeOptions): StreamDecoder<Input>
  /**
   * What the scheme makes of a code point (the sequences of its encoding; two for a CESU-8 surrogate pair)
   * or of units (every sequence, each ill-formed run with the `DecodeError` strict decoding reports there;
   * it never throws for them), bit by bit in Barber's notation.
   *
   * @param input - a code point (a number, or a bigint for the unbounded schemes), or any `BufferSource`
   * @returns the explanation; its `sequences` tile the units
   * @throws {EncodeError} for a code point the scheme cannot encode
   * @throws {TypeError} when `input` is neither a code point nor a `BufferSource`
   * @example
   * ```ts
   * const e = utf8.explain(0xe9)
   * console.assert(e.hex === 'C3 A9' && e.text === "wwz0'0011 wz10'1001")
   * const [c0] = utf8.explain(new Uint8Array([0xc0, 0xa5])).sequences
   * console.assert(c0?.error?.kind === 'overlong' && c0.codePoint === 0x25)
   * ```
   */
  explain(input: number | CodePoint | Input): Explanation<CodePoint>
  /**
   * The longest prefix of `units` made of whole sequences with at most `max` units: a view, not a copy.
   * It never cuts a sequence nor a CESU-8 or Java surrogate pair. It does not validate: it cuts between
   * the steps decoding takes (each well-formed sequence, each part `{ fatal: false }` replaces with one
   * U+FFFD), so well-formed input stays well-formed (WTF-8 included) and ill-formed input as it was. It
   * reads back from `max` over one sequence at the most, except where a step can span continuation bytes
   * without end (a UTF-∞-8 length-field code, a Corrected UTF-8 reserved run): there it reads back
   * through them to the byte before.
   *
   * @param units - bytes (any `BufferSource` but a typed array of wider elements; hunks go to `hunkCodec(n)`)
   * @param max - the most units to keep, a non-negative integer (the whole input when it has no more)
   * @returns a view of `units[0:cut)`, `cut` the greatest sequence boundary at most `max`
   * @throws {TypeError} when `units` is not a `BufferSource` or is a typed array of non-byte elements
   *   (a `Uint16Array` of hunks), or `max` is not a number
   * @throws {RangeError} when `max` is not a non-negative integer
   * @example
   * ```ts
   * const bytes = utf8.encode('aé€')
   * console.assert([0, 1, 2, 3, 4, 5, 6].map((max) => utf8.truncate(bytes, max).length).join() === '0,1,1,3,3,3,6')
   * console.assert(utf8.truncate(bytes, 3).buffer === bytes.buffer)
   * ```
   */
  truncate(units: Input, max: number): Units
  /**
   * The longest prefix of `text` whose encoding takes at most `max` units, never half of a surrogate
   * pair: `encode(truncateText(text, max)).length <= max`, and the next character would not fit. It
   * measures only until `max` is spent and encodes nothing. What the scheme cannot encode counts as its
   * U+FFFD; strict (the default), such a character in the prefix is the `EncodeError` `encode` throws.
   *
   * @param text - the string
   * @param max - the most units its encoding may take, a non-negative integer
   * @param options - `fatal` (default `true`)
   * @returns a prefix of `text` (the whole of it when it fits)
   * @throws {EncodeError} strict, when the prefix holds a character the scheme cannot encode
   * @throws {TypeError} when `text` is not a string, `max` not a number, or for a bad option
   * @throws {RangeError} when `max` is not a non-negative integer
   * @example
   * ```ts
   * console.assert(utf8.truncateText('aé€😀', 5) === 'aé' && utf8.truncateText('aé€😀', 10) === 'aé€😀')
   * console.assert(mutf8.truncateText('a😀', 6) === 'a' && mutf8.truncateText('\0\0', 3) === '\0')
   * console.assert(utf8.truncateText('a\ud800', 4, { fatal: false }) === 'a\ud800')
   * ```
   */
  truncateText(text: string, max: number, options?: EncodeOptions): string
  /**
   * The code points of `units`, lazily, front to back (one sequence per step): the values of
   * `decodeCodePoints`, strict or not, the `DecodeError` thrown when the iteration reaches it.
   * `{ offsets: true }` yields `[codePoint, offset]`. The input is read as the iteration goes, not copied:
   * a change shows in later steps; a buffer detached or resized meanwhile is a `TypeError` at the next step.
   *
   * @param units - bytes (as for `truncate`)
   * @param options - `fatal`, `offsets`
   * @returns an iterator of code points, or of `[codePoint, offset]` pairs
   * @throws {DecodeError} while iterating, strict, on reaching an ill-formed sequence
   * @throws {TypeError} at once, for `units` as `truncate` refuses them or a bad option
   * @example
   * ```ts
   * const bytes = new Uint8Array([0x61, 0xe2, 0x82, 0xac, 0xff])
   * console.assert([...utf8.codePoints(bytes, { fatal: false })].join() === '97,8364,65533')
   * console.assert(JSON.stringify([...utf8.codePoints(bytes.subarray(0, 4), { offsets: true })]) === '[[97,0],[8364,1]]')
   * const first = utf8.codePoints(bytes).next()
   * console.assert(first.value === 0x61)
   * ```
   */
  codePoints: CodePointWalk<CodePoint, Input>
  /**
   * The code points of `units`, lazily, back to front, never decoding from the start (each step reads back
   * over one sequence; see `truncate` for UTF-∞-8 and Corrected UTF-8), and reading each unit a few times
   * at the most. With `{ fatal: false }` it yields exactly `decodeCodePoints(units, { fatal: false })`
   * reversed; strict, the same until the last ill-formed sequence, whose `DecodeError` (forward decoding's
   * kind and offset) it throws. `{ offsets: true }` yields `[codePoint, offset]`. Read as `codePoints` is.
   *
   * @param units - bytes (as for `truncate`)
   * @param options - `fatal`, `offsets`
   * @returns an iterator of code points, last first (or of `[codePoint, offset]` pairs)
   * @throws {DecodeError} while iterating, strict, on meeting an ill-formed sequence
   * @throws {TypeError} at once, for `units` as `truncate` refuses them or a bad option
   * @example
   * ```ts
   * const bytes = utf8.encode('aé😀')
   * console.assert([...utf8.codePointsBackward(bytes)].join() === [0x1f600, 0xe9, 0x61].join())
   * console.assert(JSON.stringify([...utf8.codePointsBackward(bytes, { offsets: true })][0]) === '[128512,3]')
   * ```
   */
  codePointsBackward: CodePointWalk<CodePoint, Input>
}
