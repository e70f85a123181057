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
  return input.kind === 'text' ? encodeText(codec, input.text) : codec.encodeCodePoints(input.codePoints)
}

/** Text is encoded in pieces of about this many UTF-16 units, each kept until the text no longer has it. */
const CHUNK = 2048

/**
 * Cuts text into pieces that every scheme encodes independently: after a space or line break once a
 * piece has {@link CHUNK} units (so an edit changes the piece it is in, and the pieces after it line up
 * again at the next space), or at 4 × {@link CHUNK} units, never between the halves of a surrogate pair.
 */
export function chunksOf(text: string): string[] {
  const chunks: string[] = []
  let start = 0
  let i = start + CHUNK
  while (i < text.length) {
    const code = text.charCodeAt(i - 1)
    const pair = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i) & 0xfc00) === 0xdc00
    if (!pair && (code === 0x20 || code === 0x0a || i - start >= 4 * CHUNK)) {
      chunks.push(text.slice(start, i))
      start = i
      i = start + CHUNK
    } else i++
  }
  chunks.push(text.slice(start))
  return chunks
}

/** Each codec's encoded pieces of the text shown last (and of the text before it). */
const pieces = new WeakMap<AnyCodec, { current: Map<string, Units>; previous: Map<string, Units> }>()

/**
 * `codec.encode(text)`, piece by piece ({@link chunksOf}), each piece's units kept for the next call: an
 * edit of a long text encodes only the pieces it changed. Every scheme encodes a code point by itself,
 * so the pieces' units joined are the whole text's. When a piece cannot be encoded, the whole text is
 * encoded, so the error (its index and message) is the library's for the whole text.
 */
export function encodeText(codec: AnyCodec, text: string): Units {
  if (text.length <= CHUNK) return codec.encode(text)
  let cache = pieces.get(codec)
  if (cache === undefined) {
    cache = { current: new Map(), previous: new Map() }
    pieces.set(codec, cache)
  }
  const next = new Map<string, Units>()
  const parts: Units[] = []
  let total = 0
  for (const chunk of chunksOf(text)) {
    let units = next.get(chunk) ?? cache.current.get(chunk) ?? cache.previous.get(chunk)
    if (units === undefined) {
      try {
        units = codec.encode(chunk)
      } catch {
        return codec.encode(text)
      }
    }
    next.set(chunk, units)
    parts.push(units)
    total += units.length
  }
  cache.previous = cache.current
  cache.current = next
  const first = parts[0] as Units
  const all = first instanceof Uint16Array ? new Uint16Array(total) : new Uint8Array(total)
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}

/** The code point index of a UTF-16 index in some text. */
function codePointIndex(text: string, utf16Index: number): number {
  return stringToCodePoints(text.slice(0, utf16Index)).length
}

/** The code points of an input. */
export function codePointsOf(input: EncodeInput): readonly (number | bigint)[] {
  return input.kind === 'text' ? stringToCodePoints(input.text) : input.codePoints
}

/** The first {@link MAX_DIAGRAMS} code points of an input, and how many it has in all (without a list of them all). */
export function headOf(input: EncodeInput): { head: readonly (number | bigint)[]; total: number } {
  if (input.kind === 'code-points')
    return { head: input.codePoints.slice(0, MAX_DIAGRAMS), total: input.codePoints.length }
  const { text } = input
  let total = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++
    total++
  }
  return { head: stringToCodePoints(text.slice(0, 2 * MAX_DIAGRAMS)).slice(0, MAX_DIAGRAMS), total }
}

/** One codec's output for the whole input, or why it refused it (and at which code point). */
export interface WholeEncoding {
  readonly bytes: Units | null
  readonly problem: EncodeProblem | null
  /** The index of the code point the problem is at, or -1. */
  readonly problemAt: number
}

/** Encodes the whole input with one codec. */
export function encodeWhole(codec: AnyCodec, input: EncodeInput): WholeEncoding {
  let bytes: Units | null = null
  let problem: EncodeProblem | null = null
  try {
    bytes = encodeAll(codec, input)
  } catch (error) {
    problem = (!(error instanceof EncodeError) && outOfRange(codec, codePointsOf(input))) || problemOf(error)
  }
  const problemAt =
    problem?.index === null || problem === null
      ? -1
      : input.kind === 'text'
        ? codePointIndex(input.text, problem.index)
        : problem.index
  return { bytes, problem, problemAt }
}

/**
 * The first {@link MAX_DIAGRAMS} code points' rows. Each code point is encoded the way the whole input
 * is (as text, or as a code point), so a row never shows bytes for what the whole encoding refuses: a
 * lone surrogate in text is refused by the schemes that encode text as Unicode strings even where the
 * value U+D800 has a form (RFC 2279, Barber's schemes). The row the whole encoding's error points at
 * shows that error (WTF-8 refuses the list [U+D83D, U+DE00] at the first).
 */
export function encodeRows(
  codec: AnyCodec,
  input: EncodeInput,
  all: readonly (number | bigint)[],
  whole: WholeEncoding,
): EncodedCodePoint[] {
  const { problem, problemAt } = whole
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
  return codePoints
}

/** Encodes the input with one codec, whole ({@link encodeWhole}) and code point by code point ({@link encodeRows}). */
export function encodeWith(codec: AnyCodec, input: EncodeInput): EncodeResult {
  const all = codePointsOf(input)
  const whole = encodeWhole(codec, input)
  return {
    bytes: whole.bytes,
    problem: whole.problem,
    codePoints: encodeRows(codec, input, all, whole),
    total: all.length,
  }
}
