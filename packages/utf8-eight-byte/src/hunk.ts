/**
 * UTF-8 over hunks of 1 to 9 bits (Barber §8, table nine): `hunkCodec(bits)`, its incremental decoder,
 * and the capacity of each sequence length.
 *
 * @module
 */

import type {
  Codec,
  DecodeError,
  DecodeOptions,
  EncodeOptions,
  Explanation,
  StreamDecoder,
} from '@utf8x/core'
import { schemeCodec } from '@utf8x/core/internal'
import { explainSequence } from './_explain.ts'
import { hunkScheme } from './_layouts.ts'
import { unitPattern } from './_patterns.ts'
import { validLength } from './_scheme.ts'

/** `codePoints`' options: the decoding ones and `offsets`. */
type CodePointOptions = NonNullable<Parameters<Codec['codePoints']>[1]>

/** A stream decoder's `decode` options (`stream`). */
type StreamDecodeOptions = Parameters<StreamDecoder['decode']>[1]

/** Hunk sizes Barber's §8 covers. */
export type HunkBits = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9

/** What hunk inputs may be: a `Uint16Array`, or an array of integers (copied once). */
export type HunkSource = Uint16Array | readonly number[]

/** An incremental hunk decoder (`hunkCodec(n).createDecoder()`), used as `TextDecoder` is. */
export interface HunkStreamDecoder {
  readonly encoding: string
  readonly fatal: boolean
  /** The `ignoreBOM` option as given (coerced to a boolean); hunk schemes never strip a BOM. */
  readonly ignoreBOM: boolean
  /**
   * Decodes one chunk of hunks; with `{ stream: true }` an incomplete final sequence waits for the next.
   *
   * @throws {DecodeError} in strict mode, with the offset counted in hunks from the start of the stream
   */
  decode(input?: HunkSource, options?: StreamDecodeOptions): string
}

/**
 * The codec of `utf-8-hunk-N`: the shared codec shape over `Uint16Array` hunks. `hunkLength(text)`
 * stands for `byteLength`. Code points are numbers, bigints for 9-bit hunks (56 bits).
 */
export interface HunkCodec<CodePoint extends number | bigint = number> {
  readonly name: string
  /** Bits per hunk. */
  readonly unitBits: number
  readonly maxCodePoint: CodePoint
  readonly maxSequenceLength: number
  readonly orderPreserving: true
  encode(text: string, options?: EncodeOptions): Uint16Array
  /** Strict by default, as `encode`; `{ fatal: false }` replaces as `encode` does. */
  encodeInto(
    text: string,
    destination: Uint16Array,
    options?: EncodeOptions,
  ): { read: number; written: number }
  decode(hunks: HunkSource, options?: DecodeOptions): string
  encodeCodePoints(codePoints: Iterable<number | CodePoint>): Uint16Array
  decodeCodePoints(hunks: HunkSource, options?: DecodeOptions): CodePoint[]
  validate(hunks: HunkSource): DecodeError | null
  isWellFormed(hunks: HunkSource): boolean
  hunkLength(text: string): number
  encodedLength(codePoint: number | CodePoint): number
  createDecoder(options?: DecodeOptions): HunkStreamDecoder
  /**
   * What the scheme makes of a code point or of some hunks, sequence by sequence and bit by bit (core's
   * `Explanation`, as every codec's `explain`): each ill-formed run with its `DecodeError` (offsets in
   * hunks).
   *
   * @param input - a code point, or hunks (`Uint16Array` or an array of integers)
   * @throws {EncodeError} `out-of-range` for a code point the scheme cannot encode
   * @throws {TypeError} when `input` is neither
   */
  explain(input: number | CodePoint | HunkSource): Explanation<CodePoint>
  /**
   * The longest prefix of `hunks` made of whole sequences with at most `max` hunks, as every codec's
   * `truncate`: a view of the input (of its copy, for an array of numbers); it cuts between the steps
   * decoding takes and never validates.
   *
   * @param hunks - a `Uint16Array` (or an array of integers)
   * @param max - the most hunks to keep, a non-negative integer
   * @returns a `Uint16Array` view of the kept hunks
   * @throws {TypeError} when `hunks` is not hunks (a `Uint8Array` included), or `max` not a number
   * @throws {RangeError} when `max` is not a non-negative integer
   */
  truncate(hunks: HunkSource, max: number): Uint16Array
  /**
   * The longest prefix of `text` whose encoding takes at most `max` hunks, as every codec's
   * `truncateText` (what the scheme cannot hold counts as its replacement; strict, it is an `EncodeError`
   * inside the prefix).
   *
   * @param text - the string
   * @param max - the most hunks, a non-negative integer
   * @param options - `fatal`
   * @returns a prefix of `text`
   * @throws {EncodeError} for a character the scheme cannot encode inside the prefix (strict), or one no
   *   replacement fits (N ≤ 3)
   * @throws {TypeError} when `text` is not a string or `max` not a number, or for a bad option
   * @throws {RangeError} when `max` is not a non-negative integer
   */
  truncateText(text: string, max: number, options?: EncodeOptions): string
  /**
   * The code points of `hunks`, lazily, front to back, as every codec's `codePoints`.
   *
   * @param hunks - a `Uint16Array` (or an array of integers)
   * @param options - `fatal`, `offsets`
   * @returns an iterator of code points (or `[codePoint, offset]` pairs)
   * @throws {DecodeError} while iterating, strict, on reaching an ill-formed sequence
   * @throws {TypeError} at once, when `hunks` is not hunks, or for a bad option
   */
  codePoints(
    hunks: HunkSource,
    options: CodePointOptions & { offsets: true },
  ): IterableIterator<[CodePoint, number]>
  codePoints(hunks: HunkSource, options?: DecodeOptions & { offsets?: false }): IterableIterator<CodePoint>
  codePoints(hunks: HunkSource, options?: CodePointOptions): IterableIterator<CodePoint | [CodePoint, number]>
  /**
   * The code points of `hunks`, lazily, back to front, as every codec's `codePointsBackward` (each step
   * reads back over N hunks at the most).
   *
   * @param hunks - a `Uint16Array` (or an array of integers)
   * @param options - `fatal`, `offsets`
   * @returns an iterator of code points, last first (or `[codePoint, offset]` pairs)
   * @throws {DecodeError} while iterating, strict, on meeting an ill-formed sequence
   * @throws {TypeError} at once, when `hunks` is not hunks, or for a bad option
   */
  codePointsBackward(
    hunks: HunkSource,
    options: CodePointOptions & { offsets: true },
  ): IterableIterator<[CodePoint, number]>
  codePointsBackward(
    hunks: HunkSource,
    options?: DecodeOptions & { offsets?: false },
  ): IterableIterator<CodePoint>
  codePointsBackward(
    hunks: HunkSource,
    options?: CodePointOptions,
  ): IterableIterator<CodePoint | [CodePoint, number]>
}

const codecs: HunkCodec<number | bigint>[] = []

function checkBits(bits: unknown): asserts bits is HunkBits {
  if (typeof bits !== 'number') {
    throw new TypeError(
      `The "bits" argument must be a number, received ${bits === null ? 'null' : typeof bits}`,
    )
  }
  if (!Number.isInteger(bits) || bits < 1 || bits > 9) {
    throw new RangeError(`The "bits" argument must be an integer from 1 to 9, received ${bits}`)
  }
}

/**
 * The codec of UTF-8 over hunks of `bits` bits (Barber §8, table nine; `utf-8-hunk-N`). One hunk is
 * `0` + (N − 1) data bits, an extension hunk `10` + (N − 2) data bits, an n-hunk lead n ones, a zero
 * and data, the N-hunk lead N ones. Where an n-hunk sequence carries no more bits than a shorter one
 * (N = 2, 3, 4), every n-hunk sequence is `overlong`. Largest values for N = 1…9: 0, 1, 3, 63, 4095,
 * 2^20 − 1, 2^30 − 1, 2^42 − 1, 2^56 − 1 (see {@link hunkCapacity}). Takes and returns `Uint16Array`
 * hunks; a hunk wider than N bits is `invalid-lead`. `hunkCodec(8)` agrees with `eightByte` on every
 * input. Code points are numbers, bigints for N = 9. The same object is returned for the same N.
 *
 * In replacement mode, text a scheme cannot hold becomes U+FFFD where it fits, else U+001A
 * (N = 4, 5); for N ≤ 3 nothing fits, and such text throws `EncodeError` in either mode.
 *
 * @param bits - bits per hunk, 1 to 9
 * @throws {TypeError} when `bits` is not a number
 * @throws {RangeError} when it is not an integer from 1 to 9
 * @example
 * ```ts
 * const five = hunkCodec(5)
 * const hunks = five.encodeCodePoints([0x41])
 * console.assert(hunks.length === 3 && hunks[0] === 0b11101 && hunks[1] === 0b10000)
 * console.assert(five.decode(hunks) === 'A')
 * console.assert(five.maxCodePoint === 4095 && hunkCodec(9).maxCodePoint === 2n ** 56n - 1n)
 * ```
 */
export function hunkCodec(bits: 9): HunkCodec<bigint>
export function hunkCodec(bits: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8): HunkCodec<number>
export function hunkCodec(bits: HunkBits): HunkCodec<number> | HunkCodec<bigint>
export function hunkCodec(bits: HunkBits): HunkCodec<number | bigint> {
  checkBits(bits)
  const cached = codecs[bits]
  if (cached !== undefined) return cached
  const scheme = hunkScheme(bits)
  // Core's codec over hunks: `Uint16Array`s (or arrays of integers) in and out, offsets in hunks.
  const codec = schemeCodec<number | bigint>(scheme, {
    unit: 'hunk',
    hooks: { explainSequence: explainSequence(scheme) },
  }) as unknown as HunkCodec<number | bigint>
  codecs[bits] = codec
  return codec
}

/** One sequence length of a hunk scheme (a row of {@link hunkCapacity}). */
export interface HunkCapacityRow {
  /** Hunks in the sequence. */
  readonly length: number
  /** The lead hunk's pattern (`110d'dddd`; for length 1 the single hunk). */
  readonly lead: string
  /** The extension hunk's pattern (`10dd'dddd`), `null` for length 1. */
  readonly extension: string | null
  /** Net data bits (Barber's "total bits"). */
  readonly dataBits: number
  /** Whether every sequence of this length is overlong (a shorter one carries as many bits). */
  readonly overlongOnly: boolean
  /** Smallest and largest value this length holds in shortest form (`null` when overlong only). */
  readonly min: bigint | null
  readonly max: bigint | null
}

/**
 * The capacity of each sequence length of `utf-8-hunk-N`, derived from the codec's own layouts: the
 * table the README shows (Barber §8, table nine, with the shortest-form ranges).
 *
 * @param bits - bits per hunk, 1 to 9
 * @throws {RangeError} when `bits` is not an integer from 1 to 9
 * @example
 * ```ts
 * const rows = hunkCapacity(4)
 * console.assert(rows.map((r) => r.dataBits).join() === '3,3,4,6')
 * console.assert(rows[1]?.overlongOnly === true && rows[3]?.max === 63n)
 * ```
 */
export function hunkCapacity(bits: HunkBits): HunkCapacityRow[] {
  checkBits(bits)
  const scheme = hunkScheme(bits)
  const rows: HunkCapacityRow[] = []
  for (let n = 1; n <= scheme.longest; n++) {
    const ok = validLength(scheme, n)
    rows.push({
      length: n,
      lead: unitPattern(scheme, n),
      extension: n === 1 ? null : unitPattern(scheme, 0),
      dataBits: scheme.dataBits[n] as number,
      overlongOnly: !ok,
      min: ok ? BigInt(scheme.least[n] as number | bigint) : null,
      max: ok ? 2n ** BigInt(scheme.dataBits[n] as number) - 1n : null,
    })
  }
  return rows
}
