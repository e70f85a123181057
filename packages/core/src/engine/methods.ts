/**
 * The methods of a codec over its parts ({@link assemble}): the argument checks, option reading and
 * unit handling (bytes or hunks) every codec `defineCodec` makes shares.
 *
 * @module
 */

import {
  assertIterable,
  assertString,
  type BufferSource,
  checkCount,
  toBytes,
  toByteUnits,
  toDestination,
  toHunks,
} from '../args.ts'
import { firstLoneSurrogate } from '../code-points.ts'
import type { Codec, CodePointOptions, DecodeOptions, EncodeOptions, StreamDecoder } from '../codec.ts'
import { decodeMethod, type QuickRoutes } from '../decode-method.ts'
import { encodeMethod } from '../encode-method.ts'
import { type DecodeError, EncodeError } from '../errors.ts'
import { type Explanation, explainUnits, type SequenceReader } from '../explain.ts'
import { DECODE_OPTION_NAMES, ENCODE_OPTION_NAMES, NO_OPTIONS, readOptions } from '../options.ts'
import { ChunkedDecoder } from '../stream.ts'
import { byteRange, typedLength, unitPrefix } from '../views.ts'
import type { CodecParts, IntoResult } from './codec.ts'
import type { Units } from './read.ts'

/**
 * Core's strict `encodeInto` for a scheme whose only characters it cannot encode are lone surrogates:
 * the text before the first one through the replacing `encodeInto` (a well-formed prefix, so no pair is
 * split); an `EncodeError` when that prefix was written whole.
 */
function encodeIntoBeforeLoneSurrogate(
  parts: CodecParts<number | bigint>,
  text: string,
  destination: Units,
  options: EncodeOptions,
): IntoResult {
  const lone = firstLoneSurrogate(text)
  if (lone < 0) return parts.encodeInto(text, destination, options)
  const done = parts.encodeInto(text.slice(0, lone), destination, options)
  if (done.read < lone) return done
  throw new EncodeError(parts.name, 'surrogate', lone, text.charCodeAt(lone))
}

/** The codec's methods over its parts, with the argument checks (not yet frozen). */
export function assemble<CodePoint extends number | bigint>(
  parts: CodecParts<CodePoint>,
  hunks: boolean,
  routes: QuickRoutes | undefined,
): Codec<CodePoint> {
  const decodeNames = [...DECODE_OPTION_NAMES, ...(parts.optionNames?.decode ?? [])]
  const encodeNames = [...ENCODE_OPTION_NAMES, ...(parts.optionNames?.encode ?? [])]
  const strictInto = parts.encodeIntoStrict
  const name = parts.name
  const input = hunks ? toHunks : toBytes
  const inputName = hunks ? 'hunks' : 'bytes'
  const destinationOf = hunks
    ? (value: unknown): Units => {
        if (!(value instanceof Uint16Array))
          throw new TypeError('The "destination" argument must be a Uint16Array')
        return value
      }
    : (value: unknown): Units => toDestination(value, 'destination')
  const decodeFatal = (options: DecodeOptions | undefined, method: string): boolean =>
    options === undefined || readOptions(options, decodeNames, `${name} ${method}`)
  const methods = {
    name,
    maxCodePoint: parts.maxCodePoint,
    maxSequenceLength: parts.maxSequenceLength,
    orderPreserving: parts.orderPreserving,
    encode: encodeMethod(
      name,
      (text: string, fatal: boolean, options: EncodeOptions) =>
        parts.encode(text, fatal, options) as Uint8Array,
      hunks ? undefined : routes?.fast.quickEncode,
      encodeNames,
    ),
    encodeInto(text: string, destination: Uint8Array, options?: EncodeOptions): IntoResult {
      assertString(text, 'text')
      const into = destinationOf(destination)
      const fatal = options === undefined || readOptions(options, encodeNames, `${name} encodeInto`)
      const given = options ?? NO_OPTIONS
      if (!fatal || strictInto === null) return parts.encodeInto(text, into, given)
      if (strictInto !== undefined) return strictInto(text, into, given)
      return encodeIntoBeforeLoneSurrogate(parts as unknown as CodecParts<number | bigint>, text, into, given)
    },
    decode: hunks
      ? (units: BufferSource, options?: DecodeOptions): string =>
          parts.decodeRun(toHunks(units), decodeFatal(options, 'decode'), true, options ?? NO_OPTIONS)
      : decodeMethod(parts, routes),
    encodeCodePoints(codePoints: Iterable<number | CodePoint>): Uint8Array {
      assertIterable(codePoints, 'codePoints')
      return parts.encodeCodePoints(codePoints) as Uint8Array
    },
    decodeCodePoints(units: BufferSource, options?: DecodeOptions): CodePoint[] {
      const view = input(units, inputName)
      if (options === undefined) return parts.decodeCodePoints(view, true, NO_OPTIONS)
      return parts.decodeCodePoints(view, decodeFatal(options, 'decodeCodePoints'), options)
    },
    validate(units: BufferSource): DecodeError | null {
      return parts.validate(input(units, inputName))
    },
    isWellFormed(units: BufferSource): boolean {
      return parts.validate(input(units, inputName)) === null
    },
    // A hunk codec's is `hunkLength`.
    [hunks ? 'hunkLength' : 'byteLength'](text: string): number {
      assertString(text, 'text')
      return parts.byteLength(text)
    },
    encodedLength(codePoint: number | CodePoint): number {
      return parts.encodedLength(codePoint)
    },
    createDecoder(options?: DecodeOptions): StreamDecoder {
      if (options !== undefined) readOptions(options, decodeNames, `${name} createDecoder`)
      return new ChunkedDecoder<DecodeOptions, Units>(parts, options, hunks ? 'hunk' : 'byte')
    },
    explain(value: number | CodePoint | BufferSource): Explanation<CodePoint> {
      if (typeof value === 'number' || typeof value === 'bigint') {
        return explainUnits(name, parts.explainer, parts.encodeCodePoints([value]), true)
      }
      if (hunks)
        return explainUnits<CodePoint, Units>(
          name,
          parts.explainer as SequenceReader<CodePoint, Units>,
          toHunks(value, 'input'),
        )
      // A plain view made through the internal slots: no code of the caller's object runs while reading.
      const view = toBytes(value, 'input')
      const length = typedLength(view)
      return explainUnits(
        name,
        parts.explainer,
        length === 0 ? new Uint8Array(0) : byteRange(view, 0, length),
      )
    },
  }
  return Object.assign(
    methods,
    iterationMethods<CodePoint>(parts, decodeNames, hunks ? toHunks : toByteUnits),
  ) as unknown as Codec<CodePoint>
}

/** The option names of `codePoints` and `codePointsBackward`: the decoding ones and `offsets`. */
const CODE_POINT_OPTION_NAMES = 'offsets'

/** `truncate`, `truncateText`, `codePoints` and `codePointsBackward` of a codec from its parts' `steps`. */
function iterationMethods<CodePoint extends number | bigint>(
  parts: Pick<CodecParts<CodePoint>, 'name' | 'steps'>,
  decodeNames: readonly string[],
  units: (input: unknown, name: string) => Units,
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
