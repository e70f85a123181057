/**
 * The engine's transcoding loop: units of one scheme into units of another, byte to byte, one sequence at
 * a time through {@link readSequence} and {@link writeValue}, never through a list of code points. Runs
 * that are the same bytes in both schemes (found in `fast/transcode-runs.ts`) are copied as they are.
 * Used by core's `transcode` and `TranscoderStream` when both codecs are on the engine.
 *
 * @module
 */

import { copyOf, grownCopy } from '../copy.ts'
import { EncodeError, type EncodeErrorKind } from '../errors.ts'
import { type Progress, transcodeAccelerator } from '../fast/index.ts'
import { byteRange } from '../views.ts'
import { checkCodePoint, unitsFor, writeValue } from './encode.ts'
import { stepError } from './format.ts'
import { newStep, readSequence, type Step } from './read.ts'
import type { Scheme } from './scheme.ts'

type AnyScheme = Scheme<number | bigint>

/** What a transcoding from one scheme to another copies as it is, decided once per call. */
export interface TranscodeRoute {
  readonly from: AnyScheme
  readonly to: AnyScheme
  /** Units from `lo` to before `hi` are singles of the same value in both schemes. */
  readonly lo: number
  readonly hi: number
  /** RFC 3629 sequences of up to this many bytes mean the same and are written the same in both (0: none). */
  readonly utf8Rows: number
  /** Whether a `00` byte is U+0000 in both (neither is Java's Modified UTF-8). */
  readonly nul: boolean
  /**
   * Supplementary characters rewritten without reading their values: `TO_PAIRS` from RFC 3629's 4 bytes to
   * a CESU-8 pair (UTF-8 to CESU-8 or Java's), `FROM_PAIRS` back, `0` neither.
   */
  readonly pairs: number
  /** Units any value takes at most in `to` (`0`: a lead rule's values have no bound). */
  readonly widest: number
  /** Whether a value `to` writes needs no check beyond its maximum and the surrogates. */
  readonly plainTarget: boolean
  /** Whether `to` takes surrogate values (RFC 2279, Barber's, WTF-8's and Java's lone ones). */
  readonly surrogatesFit: boolean
}

/** {@link TranscodeRoute.pairs}: 4 bytes to a pair, and a pair to 4 bytes. */
export const TO_PAIRS = 1
const FROM_PAIRS = 2

/** The route from `from` to `to`. */
export function transcodeRoute(from: AnyScheme, to: AnyScheme): TranscodeRoute {
  const singleValues = from.layouts[1]?.leadMarker === 0 && to.layouts[1]?.leadMarker === 0
  const lo = singleValues ? Math.max(from.singleFrom, to.singleFrom) : 0
  const hi = singleValues ? Math.min(from.singleTo, to.singleTo) : 0
  const fromRows = from.utf8Rows
  const toRows = to.utf8Rows
  return {
    from,
    to,
    lo,
    hi: Math.max(lo, hi),
    utf8Rows: Math.min(fromRows, toRows),
    nul: !from.modifiedNul && !to.modifiedNul,
    pairs:
      fromRows === 4 && to.pairs && toRows === 3
        ? TO_PAIRS
        : from.pairs && fromRows === 3 && toRows === 4
          ? FROM_PAIRS
          : 0,
    widest: to.leadRule === null ? 2 * to.longest : 0,
    plainTarget: to.offsets.length === 0,
    surrogatesFit: to.surrogates === 'allow' || to.loneSurrogates,
  }
}

/** Where a transcoding stands between two pieces of its input (a stream's chunks). */
export interface TranscodeState {
  /** Code points read so far: the `index` of the next one (an `EncodeError`'s). */
  index: number
  /**
   * The last code point written, when it is a high surrogate in a target where a high and a low side by
   * side would read back as one character (WTF-8, Java's): its index (else -1), input offset and value.
   */
  highIndex: number
  highOffset: number
  highValue: number | bigint
}

/** A fresh {@link TranscodeState}. */
export function newTranscodeState(): TranscodeState {
  return { index: 0, highIndex: -1, highOffset: 0, highValue: 0 }
}

/** The output of a transcoding: `bytes[0:written)`, grown as needed. */
export interface TranscodeOutput {
  bytes: Uint8Array
  written: number
}

/** A code point the target cannot encode: the `EncodeError` to throw, with its input offset. */
export interface Unencodable {
  readonly kind: EncodeErrorKind
  readonly index: number
  readonly codePoint: number | bigint
  readonly offset: number
}

/** `output.bytes` with room for `needed` bytes from its start. */
function grow(output: TranscodeOutput, needed: number): Uint8Array {
  output.bytes = grownCopy(output.bytes, output.written, Math.max(needed, 64))
  return output.bytes
}

/** The output as a new array of its exact length. */
export function finishOutput(output: TranscodeOutput): Uint8Array {
  const { bytes, written } = output
  return written === bytes.length ? bytes : copyOf(bytes, 0, written)
}

/**
 * Transcodes `units[start:end)` (whole sequences: a stream holds back a tail that may go on) from
 * `route.from` to `route.to`, appending to `output` and moving `state` on. Input offsets in errors are
 * `base` plus the index in `units`. What `from.decodeCodePoints` reads with `fatal`, `to.encodeCodePoints`
 * writes: U+FFFD for each maximal subpart when replacing, a BOM kept.
 *
 * @returns `null`, or the first code point `to` cannot encode (nothing from it on is written)
 * @throws {DecodeError} strict, at the first ill-formed sequence (its offset indexes `units`)
 */
export function transcodeUnits(
  route: TranscodeRoute,
  units: Uint8Array,
  start: number,
  end: number,
  fatal: boolean,
  output: TranscodeOutput,
  state: TranscodeState,
  base: number,
): Unencodable | null {
  const { from, to, lo, hi, utf8Rows, nul, pairs, widest, plainTarget, surrogatesFit } = route
  const supplementary = utf8Rows === 4
  const pairCheck = to.loneSurrogates
  const bigFrom = from.bigint
  const step: Step = newStep()
  // The runs' and the rewrites' positions (their `written`: code points passed, or output bytes).
  const run: Progress = { read: 0, written: 0 }
  let bytes = output.bytes
  let w = output.written
  let index = state.index
  let i = start
  try {
    while (i < end) {
      run.read = i
      run.written = index
      const j =
        utf8Rows > 0
          ? transcodeAccelerator.copyableRunEnd(units, end, supplementary, nul, run)
          : transcodeAccelerator.singleRunEnd(units, end, lo, hi, run)
      if (j > i) {
        const n = j - i
        if (w + n > bytes.length) {
          output.written = w
          bytes = grow(output, w + n)
        }
        if (n < 32) for (let k = i; k < j; k++) bytes[w++] = units[k] as number
        else {
          bytes.set(byteRange(units, i, j), w)
          w += n
        }
        index = run.written
        state.highIndex = -1
        i = j
        if (i >= end) break
      }
      if (pairs !== 0 && (pairs === TO_PAIRS ? (units[i] as number) >= 0xf0 : units[i] === 0xed)) {
        run.read = i
        run.written = w
        const j = transcodeAccelerator.rewriteSupplementary(units, end, bytes, pairs === TO_PAIRS, run)
        if (j > i) {
          w = run.written
          index += (j - i) / (pairs === TO_PAIRS ? 4 : 6)
          state.highIndex = -1
          i = j
          continue
        }
      }
      const at = i
      let value: number | bigint
      if (readSequence(from, units, i, end, step)) {
        value = step.value
        i += step.length
      } else {
        if (fatal) throw stepError(from, units, i, step)
        value = 0xfffd
        i += step.subpart
      }
      let high = false
      if (
        !(
          typeof value === 'number' &&
          value <= to.maxNumber &&
          plainTarget &&
          (value < 0xd800 || value > 0xdfff || surrogatesFit)
        )
      ) {
        try {
          value = checkCodePoint(value, index, to)
        } catch (error) {
          if (!(error instanceof EncodeError)) throw error
          return unencodable(error.kind, index, value, bigFrom, base + at)
        }
      }
      if (pairCheck && typeof value === 'number' && value >= 0xd800 && value <= 0xdfff) {
        // WTF-8 and Java: a high and a low side by side would read back as one character.
        if (value >= 0xdc00 && state.highIndex >= 0) {
          return unencodable('surrogate', state.highIndex, state.highValue, bigFrom, state.highOffset)
        }
        high = value < 0xdc00
      }
      const room = widest > 0 ? widest : unitsFor(value, to)
      if (w + room > bytes.length) {
        output.written = w
        bytes = grow(output, w + room)
      }
      w = writeValue(value, to, bytes, w)
      if (high) {
        state.highIndex = index
        state.highOffset = base + at
        state.highValue = value
      } else {
        state.highIndex = -1
      }
      index++
    }
  } finally {
    output.written = w
    state.index = index
  }
  return null
}

/** An {@link Unencodable}, its code point as `from.decodeCodePoints` gives it (a bigint in a bigint scheme). */
function unencodable(
  kind: EncodeErrorKind,
  index: number,
  value: number | bigint,
  bigFrom: boolean,
  offset: number,
): Unencodable {
  const codePoint = bigFrom && typeof value === 'number' ? BigInt(value) : value
  return { kind, index, codePoint, offset }
}

/** The `EncodeError` of an {@link Unencodable} in the scheme `to`. */
export function unencodableError(to: AnyScheme, failure: Unencodable): EncodeError {
  return new EncodeError(to.name, failure.kind, failure.index, failure.codePoint, { offset: failure.offset })
}

/**
 * Code points `from.decodeCodePoints` reads in `units[start:end)` (`start` and `end` sequence starts): a
 * valid sequence (a pair's two) is one, and so is each replaced maximal subpart.
 */
export function countCodePoints(
  from: AnyScheme,
  units: Uint8Array,
  start: number,
  end: number,
  fatal: boolean,
): number {
  const step = newStep()
  const { singleFrom, singleTo } = from
  let count = 0
  let i = start
  while (i < end) {
    const u = units[i] as number
    if (u < singleTo && u >= singleFrom) i++
    else if (readSequence(from, units, i, end, step)) i += step.length
    else if (fatal) throw stepError(from, units, i, step)
    else i += step.subpart
    count++
  }
  return count
}
