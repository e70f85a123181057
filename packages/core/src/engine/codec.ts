/**
 * Core's codec builder: {@link defineCodec} makes a whole checked, frozen codec from a scheme's table (the
 * engine's loops), with a scheme package's accelerator and hooks, over bytes or over hunks; its decoding
 * on its own is {@link defineDecode}, for a package's top-level `decode`. Every codec of utf8x is made here.
 *
 * @module
 */

import { argumentError, type BufferSource } from '../args.ts'
import { firstLoneSurrogate } from '../code-points.ts'
import type { Codec, DecodeOptions, EncodeOptions } from '../codec.ts'
import { decodeMethod } from '../decode-method.ts'
import type { DecodeError } from '../errors.ts'
import type { SequenceReader } from '../explain.ts'
import type { Accelerator } from '../fast/index.ts'
import type { IncrementalDecoding } from '../stream.ts'
import { decodeToCodePoints, decodeToString, validateUnits } from './decode.ts'
import { checkCodePoint, encodeText, encodeTextInto, encodeValues, textLength, unitsFor } from './encode.ts'
import { type ExplainSequence, engineReader } from './explain.ts'
import { type SequenceSteps, sequenceSteps } from './iterate.ts'
import { ENGINE_SCHEME } from './link.ts'
import { assemble } from './methods.ts'
import { heldTail, tailNeed, type Units } from './read.ts'
import { defineScheme, type Scheme, type SchemeTable } from './scheme.ts'

/** `encodeInto`'s answer: UTF-16 units read, units written. */
export interface IntoResult {
  read: number
  written: number
}

/**
 * What a codec does, each part given its arguments already checked: the engine's on the scheme's table,
 * unless {@link CodecOptions.hooks} gives a part of the scheme's own.
 */
export interface CodecParts<CodePoint extends number | bigint, Options extends DecodeOptions = DecodeOptions>
  extends IncrementalDecoding<Options, Units> {
  readonly name: string
  readonly maxCodePoint: CodePoint | null
  readonly maxSequenceLength: number | null
  readonly orderPreserving: boolean
  /** `text` is a string; `fatal` read from the options. */
  encode(text: string, fatal: boolean, options: EncodeOptions): Units
  /**
   * `encodeInto` with `{ fatal: false }`: as much of `text` as fits, never a partial sequence, and U+FFFD
   * (as `TextEncoder` writes it) for what the scheme cannot encode; a scheme that encodes lone
   * surrogates (WTF-8, MUTF-8) writes them.
   */
  encodeInto(text: string, destination: Units, options: EncodeOptions): IntoResult
  /**
   * Strict `encodeInto` (the default): what `encode` refuses is an `EncodeError` once everything before it
   * is written. Absent: the text before the first lone surrogate goes through `encodeInto`, and reaching
   * it is an `EncodeError` `surrogate` at its UTF-16 index. `null`: `encodeInto` serves both modes.
   */
  readonly encodeIntoStrict?:
    | ((text: string, destination: Units, options: EncodeOptions) => IntoResult)
    | null
  /** Option names of the scheme's own beyond `fatal` (and `ignoreBOM`): any other key is a `TypeError`. */
  readonly optionNames?: { readonly decode?: readonly string[]; readonly encode?: readonly string[] }
  /**
   * `bytes` is a view of the input; `fatal` read from the options; `quickAsked`: the accelerator's quick
   * route was asked and declined (the runtime is not asked again).
   */
  decode(bytes: Uint8Array, fatal: boolean, options: Options, quickAsked?: boolean): string
  /** `codePoints` is an iterable (its items unchecked). */
  encodeCodePoints(codePoints: Iterable<unknown>): Units
  decodeCodePoints(units: Units, fatal: boolean, options: Options): CodePoint[]
  validate(units: Units): DecodeError | null
  byteLength(text: string): number
  /** Units for one code point; throws `EncodeError` (`out-of-range`, …) for one it cannot encode. */
  encodedLength(codePoint: unknown): number
  /** How the scheme reads its sequences, for `explain` (the engine's, unless a codec of its own functions). */
  readonly explainer: SequenceReader<CodePoint>
  /** What the scheme adds to the engine's reading of each sequence for `explain` (its facts). */
  readonly explainSequence?: ExplainSequence<CodePoint> | undefined
  /** How the scheme steps through its units, for `truncate`, `truncateText` and the iterators. */
  readonly steps: SequenceSteps
}

/** How {@link defineCodec} builds a codec beyond its table. */
export interface CodecOptions<CodePoint extends number | bigint = number | bigint> {
  /**
   * The scheme package's speed (`@utf8x/core/internal`): its `quickDecode` and `quickEncode` answer first
   * for `decode` and `encode` without options, its other routes where they know the answer. Default: the
   * engine alone.
   */
  readonly accelerator?: Accelerator | undefined
  /**
   * Parts done the scheme's own way (its string encoders and their option names, `explainSequence`, or
   * every part, for a codec of functions of your own); the engine does the rest. A codec whose code point
   * parts are all the engine's is linked to its scheme (transcoding and boundaries read the table).
   */
  readonly hooks?: Partial<CodecParts<CodePoint>> | undefined
  /**
   * `byte` (default): units are bytes (any `BufferSource`). `hunk`: units are the table's hunks of 1 to 16
   * bits (`Uint16Array`s, or arrays of integers; Barber §8): `byteLength` is `hunkLength` and the codec
   * tells its `unitBits`.
   */
  readonly unit?: 'byte' | 'hunk' | undefined
  /** Strip a leading BOM from strings as `TextDecoder` does, unless `ignoreBOM` (RFC 3629 UTF-8). */
  readonly stripsBom?: boolean | undefined
}

/** The engine alone. */
const NO_ACCELERATOR: Accelerator = /* @__PURE__ */ Object.freeze({})

const makeBytes = (length: number): Uint8Array => new Uint8Array(length)
const makeHunks = (length: number): Uint16Array => new Uint16Array(length)

/** The parts a hook replacing one of them unlinks a codec from its scheme (its code points are its own). */
const CODE_POINT_PARTS = ['decode', 'decodeCodePoints', 'encodeCodePoints', 'validate', 'decodeRun'] as const

/** TextDecoder's rule: a string from the start of the input or stream loses one leading EF BB BF. */
function bomRule(stripsBom: boolean): (units: Units, options: { ignoreBOM?: unknown }) => number {
  return (units, options) =>
    stripsBom && !options.ignoreBOM && units[0] === 0xef && units[1] === 0xbb && units[2] === 0xbf ? 3 : 0
}

/**
 * The `decode` of `defineCodec(scheme, options)` on its own (a scheme already read: no table is read here),
 * for a package's top-level `decode`: a bundle
 * importing only it carries the engine's decoding and nothing of encoding, streams or `explain` (the
 * accelerator then need hold only what decoding reads: `quickDecode`, `decode` and `decodePrefix`).
 *
 * @example
 * ```ts
 * import { utf8Scheme } from '@utf8x/core/internal'
 * const decode = defineDecode(utf8Scheme)
 * console.assert(decode(new Uint8Array([0x61, 0xc3, 0xa9])) === 'aé')
 * ```
 */
export function defineDecode(
  scheme: Scheme<number | bigint>,
  options: Pick<CodecOptions, 'accelerator' | 'stripsBom'> = {},
): (bytes: BufferSource, options?: DecodeOptions) => string {
  const fast = options.accelerator ?? NO_ACCELERATOR
  const stripsBom = options.stripsBom === true
  const bomEnd = bomRule(stripsBom)
  return decodeMethod(
    {
      name: scheme.name,
      // `quickAsked`: the accelerator's quick route made the call's runtime decision (decode-method.ts).
      decode: (bytes, fatal, given, quickAsked) =>
        decodeToString(scheme, bytes, fatal, fast, bomEnd(bytes, given), quickAsked),
    },
    { fast, stripsBom },
  )
}

/**
 * A whole codec from a scheme's table: strict and replacing decoding, code points, validation, streams,
 * encoding (strict and replacing), lengths, `explain`, truncation and iteration, all from the rows and the
 * rules the table names; every method checks its arguments (`TypeError` naming the argument), reads
 * `fatal` (strict unless `fatal: false`), accepts any `BufferSource` without copying, and does not use
 * `this`. `options` adds a scheme package's accelerator and hooks, or makes a codec of hunks. How a scheme
 * utf8x does not ship is written (see the README, "A scheme is a table").
 *
 * @throws {Error} when the table is not UTF-8-like (see {@link defineScheme}), or its units are not bytes
 *   (unless `unit: 'hunk'`)
 * @throws {TypeError} when `options` is not an object, or `unit` neither `'byte'` nor `'hunk'`
 * @example
 * ```ts
 * import { utf8Layout } from '@utf8x/core'
 * const utf8x21 = defineCodec({ name: 'utf-8-21', rows: [1, 2, 3, 4].map((n) => utf8Layout(n)), maxCodePoint: 0x1fffff, surrogates: 'forbid' })
 * console.assert(utf8x21.decodeCodePoints(new Uint8Array([0xf7, 0xbf, 0xbf, 0xbf]))[0] === 0x1fffff)
 * ```
 */
export function defineCodec<CodePoint extends number | bigint = number>(
  table: SchemeTable<CodePoint> | Scheme<CodePoint>,
  options: CodecOptions<CodePoint> = {},
): Codec<CodePoint> {
  if (typeof options !== 'object' || options === null) throw argumentError('options', 'an object', options)
  const unit = options.unit
  if (unit !== undefined && unit !== 'byte' && unit !== 'hunk') {
    const shown = typeof unit === 'string' ? JSON.stringify((unit as string).slice(0, 40)) : typeof unit
    throw new TypeError(`The "unit" option must be 'byte' or 'hunk', received ${shown}`)
  }
  return schemeCodec('kinds' in table ? table : defineScheme(table), options)
}

/**
 * {@link defineCodec} over a scheme already read (a scheme package's, compiled at build time into its
 * `_rows.ts`), its options as utf8x's packages write them (not checked): a bundle of the codec carries no
 * table reader.
 *
 * @throws {Error} when the scheme's units are not bytes (unless `unit: 'hunk'`)
 * @example
 * ```ts
 * import { utf8Scheme } from '@utf8x/core/internal'
 * console.assert(schemeCodec(utf8Scheme).decode(new Uint8Array([0x61, 0xc3, 0xa9])) === 'aé')
 * ```
 */
export function schemeCodec<CodePoint extends number | bigint = number>(
  scheme: Scheme<CodePoint>,
  options: CodecOptions<CodePoint> = {},
): Codec<CodePoint> {
  const hunks = options.unit === 'hunk'
  if (!hunks && scheme.unitBits !== 8) throw new Error(`${scheme.name}: a codec of bytes needs 8-bit rows`)
  const fast = options.accelerator ?? NO_ACCELERATOR
  const hooks = options.hooks ?? {}
  const stripsBom = options.stripsBom === true
  const bomEnd = bomRule(stripsBom)
  const make = (hunks ? makeHunks : makeBytes) as typeof makeBytes
  const encodesEveryScalar = scheme.offsets.length === 0 && scheme.maxCodePoint >= 0x10ffff
  const parts: CodecParts<CodePoint> = {
    name: scheme.name,
    maxCodePoint: (scheme.maxCodePoint === Number.POSITIVE_INFINITY
      ? null
      : scheme.maxCodePoint) as CodePoint | null,
    // A lead rule (UTF-∞-8's length field) has no longest sequence.
    maxSequenceLength: scheme.leadRule === null ? scheme.maxSequenceLength : null,
    orderPreserving: scheme.orderPreserving,
    encode: (text, fatal) =>
      fast.encode?.(text, fatal) ??
      encodeText(text, fatal, scheme, make, undefined, fast.encodePrefix, fast.byteLength),
    encodeInto: (text, destination) =>
      fast.encodeInto?.(text, destination as Uint8Array) ??
      encodeTextInto(text, destination, scheme, false, undefined, fast.encodePrefix),
    encodeIntoStrict(text, destination) {
      // Strict and replacing write the same until the first character the scheme cannot encode, which in
      // a scheme without offsets and with a maximum past U+10FFFF can only be a lone surrogate.
      if (
        fast.encodeInto !== undefined &&
        encodesEveryScalar &&
        (scheme.loneSurrogates || firstLoneSurrogate(text) < 0)
      ) {
        const done = fast.encodeInto(text, destination as Uint8Array)
        if (done !== null) return done
      }
      return encodeTextInto(text, destination, scheme, true, undefined, fast.encodePrefix)
    },
    // `quickAsked`: the accelerator's quick route made the call's runtime decision (decode-method.ts).
    decode: (bytes, fatal, given, quickAsked) =>
      decodeToString(scheme, bytes, fatal, fast, bomEnd(bytes, given), quickAsked),
    encodeCodePoints(codePoints) {
      if (fast.encodeCodePoints === undefined) return encodeValues(codePoints, scheme, make)
      const list = Array.isArray(codePoints) ? codePoints : Array.from(codePoints)
      return fast.encodeCodePoints(list) ?? encodeValues(list, scheme, make)
    },
    decodeCodePoints: (units, fatal) => decodeToCodePoints(scheme, units, fatal) as CodePoint[],
    validate: (units) => validateUnits(scheme, units, fast),
    byteLength: (text) => {
      const length = fast.byteLength?.(text) ?? -1
      return length >= 0 ? length : textLength(text, false, scheme)
    },
    encodedLength: (codePoint) => unitsFor(checkCodePoint(codePoint, 0, scheme), scheme),
    decodeRun: (units, fatal, streamStart, given) =>
      decodeToString(scheme, units, fatal, fast, streamStart ? bomEnd(units, given) : 0),
    heldTail: (units, fatal) => heldTail(scheme, units, fatal),
    tailNeed: (units, tail) => tailNeed(scheme, units, tail),
    explainer: engineReader<CodePoint>(scheme, hooks.explainSequence),
    steps: sequenceSteps(scheme),
    ...hooks,
  }
  // Its code point methods are the engine's on `scheme`: transcoding may read and write it directly.
  const linked = !hunks && CODE_POINT_PARTS.every((part) => hooks[part] === undefined)
  const codec = assemble(parts, hunks, linked ? { fast, stripsBom } : undefined)
  if (linked) Object.defineProperty(codec, ENGINE_SCHEME, { value: { scheme, fast } })
  if (hunks) Object.defineProperty(codec, 'unitBits', { value: scheme.unitBits, enumerable: true })
  return Object.freeze(codec)
}
