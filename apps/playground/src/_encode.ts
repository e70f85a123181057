/**
 * What the Encode view shows for one scheme: the library's bytes for the whole input, or why it cannot
 * encode it, and each code point's sequences as the codec explains them (`codec.explain`).
 *
 * @module
 */

import {
  EncodeError,
  type EncodeErrorKind,
  type ExplainedSequence,
  parseCodePoints,
  stringToCodePoints,
} from '@utf8x/core'
import type { AnyCodec, Units } from './_schemes.ts'

/** The Encode view's input: text, or a list of `U+…` code points (any size). */
export type EncodeInput =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'code-points'; readonly codePoints: readonly (number | bigint)[] }

/** Why a scheme cannot encode the input. */
export interface EncodeProblem {
  readonly kind: EncodeErrorKind | 'error'
  readonly index: number | null
  readonly message: string
}

/** One code point and its sequences (or why it cannot be encoded). */
export interface EncodedCodePoint {
  readonly codePoint: number | bigint
  /** The codec's explanation of its encoding: one sequence, or two halves (CESU-8, Modified UTF-8). */
  readonly sequences: readonly ExplainedSequence[]
  readonly problem: EncodeProblem | null
}

/** The Encode view's result for one scheme. */
export interface EncodeResult {
  /** The library's output for the whole input (bytes, or hunks), or `null` when it refused. */
  readonly bytes: Units | null
  readonly problem: EncodeProblem | null
  /** The first {@link MAX_DIAGRAMS} code points, each with its own sequences. */
  readonly codePoints: readonly EncodedCodePoint[]
  /** How many code points the input has in all. */
  readonly total: number
}

/** Bit diagrams are drawn for this many code points at the most. */
export const MAX_DIAGRAMS = 48

/**
 * Reads the Encode view's text box: text, or code points when `asCodePoints`.
 *
 * @throws {SyntaxError} for a part that is not a hex code point
 */
export function readEncodeInput(text: string, asCodePoints: boolean): EncodeInput {
  return asCodePoints ? { kind: 'code-points', codePoints: parseCodePoints(text) } : { kind: 'text', text }
}

function problemOf(error: unknown): EncodeProblem {
  if (error instanceof EncodeError) return { kind: error.kind, index: error.index, message: error.message }
  return { kind: 'error', index: null, message: error instanceof Error ? error.message : String(error) }
}

/**
 * A bigint above 2^53 given to a codec whose code points are numbers: such a codec may reject the bigint
 * as a wrong argument type, but the true reason is the scheme's range.
 */
function outOfRange(codec: AnyCodec, codePoints: readonly (number | bigint)[]): EncodeProblem | null {
  if (codec.maxCodePoint === null || typeof codec.maxCodePoint === 'bigint') return null
  const index = codePoints.findIndex((cp) => typeof cp === 'bigint')
  if (index < 0) return null
  return problemOf(new EncodeError(codec.name, 'out-of-range', index, codePoints[index] as bigint))
}

function encodeAll(codec: AnyCodec, input: EncodeInput): Units {
  return input.kind === 'text' ? codec.encode(input.text) : codec.encodeCodePoints(input.codePoints)
}

/** The code point index of a UTF-16 index in some text. */
function codePointIndex(text: string, utf16Index: number): number {
  return stringToCodePoints(text.slice(0, utf16Index)).length
}

/**
 * Encodes the input with one codec, whole and code point by code point. Each code point is encoded the
 * way the whole input is (as text, or as a code point), so a row never shows bytes for what the whole
 * encoding refuses: a lone surrogate in text is refused by the schemes that encode text as Unicode
 * strings even where the value U+D800 has a form (RFC 2279, Barber's schemes). The row the whole
 * encoding's error points at shows that error (WTF-8 refuses the list [U+D83D, U+DE00] at the first).
 */
export function encodeWith(codec: AnyCodec, input: EncodeInput): EncodeResult {
  const all = input.kind === 'text' ? stringToCodePoints(input.text) : input.codePoints
  let bytes: Units | null = null
  let problem: EncodeProblem | null = null
  try {
    bytes = encodeAll(codec, input)
  } catch (error) {
    problem = (!(error instanceof EncodeError) && outOfRange(codec, all)) || problemOf(error)
  }
  const problemAt =
    problem?.index === null || problem === null
      ? -1
      : input.kind === 'text'
        ? codePointIndex(input.text, problem.index)
        : problem.index
  const codePoints: EncodedCodePoint[] = []
  all.slice(0, MAX_DIAGRAMS).forEach((codePoint, i) => {
    try {
      // The code point alone, as the whole input gives it: a string piece, or a one-item list.
      if (input.kind === 'text') codec.encode(String.fromCodePoint(Number(codePoint)))
      else codec.encodeCodePoints([codePoint])
      codePoints.push({
        codePoint,
        sequences: i === problemAt ? [] : codec.explain(codePoint).sequences,
        problem: i === problemAt ? problem : null,
      })
    } catch (error) {
      const own = (!(error instanceof EncodeError) && outOfRange(codec, [codePoint])) || problemOf(error)
      codePoints.push({ codePoint, sequences: [], problem: own })
    }
  })
  return { bytes, problem, codePoints, total: all.length }
}
