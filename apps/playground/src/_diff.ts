/**
 * Where a scheme's units differ from another scheme's (UTF-8's, in the Encode cards; any two, in the
 * compare mode): code point by code point, each unit compared with the unit at the same place in the
 * other scheme's sequence for the same code point.
 *
 * @module
 */

import { stringToCodePoints } from '@utf8x/core'
import { chunksOf, type EncodeInput } from './_encode.ts'
import type { AnyCodec, Units } from './_schemes.ts'

/** One code point whose units differ. */
export interface DifferingCodePoint {
  /** Its index among the input's code points. */
  readonly index: number
  readonly codePoint: number | bigint
  /** Its units in the scheme, and in the scheme compared with. */
  readonly units: Units
  readonly other: Units
}

/** How a scheme's encoding of an input differs from another's. */
export interface UnitDiff {
  /** One flag a unit of the scheme's encoding: 1 where it differs. */
  readonly marks: Uint8Array
  /** One flag a code point of the input: 1 where its units differ. */
  readonly codePoints: Uint8Array
  /** How many code points the input has, and how many of them differ. */
  readonly total: number
  readonly differing: number
  /** The first code points that differ ({@link MAX_LISTED} of them at most). */
  readonly listed: readonly DifferingCodePoint[]
}

/** The differing code points a diff lists at most. */
export const MAX_LISTED = 1

/**
 * Per unit: 1 where `units[i]` is not `other[i]` (a unit beyond the end of `other` differs).
 *
 * @example
 * ```ts
 * console.assert(diffUnits([0xc0, 0x80], [0x00]).join() === '1,1')
 * console.assert(diffUnits([0xe2, 0x82, 0xac], [0xe2, 0x82, 0xac]).join() === '0,0,0')
 * ```
 */
export function diffUnits(units: ArrayLike<number>, other: ArrayLike<number>): Uint8Array {
  const marks = new Uint8Array(units.length)
  for (let i = 0; i < units.length; i++) marks[i] = i < other.length && units[i] === other[i] ? 0 : 1
  return marks
}

/** How a piece of an input differs: {@link UnitDiff} with its code points' indexes from the piece's start. */
type PieceDiff = UnitDiff & { readonly length: number }

/**
 * How `units` (`codec`'s encoding of `codePoints`) differ from `otherUnits` (`other`'s), or `null` when
 * the encodings are not one sequence after another, code point by code point. Linear in the input: each
 * code point's sequence is found by its `encodedLength`.
 */
function diffCodePoints(
  codec: AnyCodec,
  units: Units,
  other: AnyCodec,
  otherUnits: Units,
  codePoints: readonly (number | bigint)[],
): PieceDiff | null {
  const marks = new Uint8Array(units.length)
  const flags = new Uint8Array(codePoints.length)
  const listed: DifferingCodePoint[] = []
  let differing = 0
  let a = 0
  let b = 0
  try {
    for (const [index, codePoint] of codePoints.entries()) {
      const la = codec.encodedLength(codePoint)
      const lb = other.encodedLength(codePoint)
      let same = la === lb
      for (let i = 0; i < la; i++) {
        if (i < lb && units[a + i] === otherUnits[b + i]) continue
        marks[a + i] = 1
        same = false
      }
      if (!same) {
        flags[index] = 1
        differing++
        if (listed.length < MAX_LISTED)
          listed.push({
            index,
            codePoint,
            units: units.subarray(a, a + la),
            other: otherUnits.subarray(b, b + lb),
          })
      }
      a += la
      b += lb
    }
  } catch {
    return null
  }
  if (a !== units.length || b !== otherUnits.length) return null
  return { marks, codePoints: flags, total: codePoints.length, differing, listed, length: units.length }
}

/** Each pair of codecs' diffs of the pieces of the text shown last (and of the text before it). */
const pieceDiffs = new WeakMap<
  AnyCodec,
  WeakMap<AnyCodec, { current: Map<string, PieceDiff | null>; previous: Map<string, PieceDiff | null> }>
>()

/** The diff of one piece of text (`null` when either codec cannot encode it, or they do not line up). */
function pieceDiff(codec: AnyCodec, other: AnyCodec, piece: string): PieceDiff | null {
  let units: Units
  let otherUnits: Units
  try {
    units = codec.encode(piece)
    otherUnits = other.encode(piece)
  } catch {
    return null
  }
  return diffCodePoints(codec, units, other, otherUnits, stringToCodePoints(piece))
}

/**
 * Text's diff, piece by piece ({@link chunksOf}), each piece's diff kept for the next call (an edit of a
 * long text compares only the pieces it changed): every scheme encodes a code point by itself, so the
 * pieces' diffs joined are the whole text's.
 */
function diffText(codec: AnyCodec, units: Units, other: AnyCodec, text: string): UnitDiff | null {
  let byOther = pieceDiffs.get(codec)
  if (byOther === undefined) {
    byOther = new WeakMap()
    pieceDiffs.set(codec, byOther)
  }
  let cache = byOther.get(other)
  if (cache === undefined) {
    cache = { current: new Map(), previous: new Map() }
    byOther.set(other, cache)
  }
  const next = new Map<string, PieceDiff | null>()
  const parts: PieceDiff[] = []
  let length = 0
  let total = 0
  let failed = false
  for (const piece of chunksOf(text)) {
    let diff = next.get(piece) ?? cache.current.get(piece) ?? cache.previous.get(piece)
    if (diff === undefined) diff = pieceDiff(codec, other, piece)
    next.set(piece, diff)
    if (diff === null) failed = true
    else {
      parts.push(diff)
      length += diff.length
      total += diff.total
    }
  }
  cache.previous = cache.current
  cache.current = next
  if (failed || length !== units.length) return null
  const marks = new Uint8Array(length)
  const flags = new Uint8Array(total)
  const listed: DifferingCodePoint[] = []
  let differing = 0
  let at = 0
  let index = 0
  for (const part of parts) {
    marks.set(part.marks, at)
    flags.set(part.codePoints, index)
    differing += part.differing
    for (const d of part.listed) {
      if (listed.length < MAX_LISTED) listed.push({ ...d, index: d.index + index })
    }
    at += part.length
    index += part.total
  }
  return { marks, codePoints: flags, total, differing, listed }
}

/** The last encoding {@link encodingOf} made: every card of a render compares with the same one. */
let last: { codec: AnyCodec; codePoints: readonly (number | bigint)[]; units: Units | null } | null = null

/** `codec`'s encoding of the code points, or `null` when it cannot encode them. */
function encodingOf(codec: AnyCodec, codePoints: readonly (number | bigint)[]): Units | null {
  if (last?.codec === codec && last.codePoints === codePoints) return last.units
  let units: Units | null
  try {
    units = codec.encodeCodePoints(codePoints)
  } catch {
    units = null
  }
  last = { codec, codePoints, units }
  return units
}

/**
 * How `codec`'s encoding of the input (`units`, the whole of it) differs from `other`'s, or `null` when
 * `other` cannot encode the input (or the encodings are not one sequence after another, code point by
 * code point). Linear in the input: each code point's sequence is found by its `encodedLength`; text is
 * compared piece by piece, each piece's result kept for the next call.
 */
export function diffEncodings(
  codec: AnyCodec,
  units: Units,
  other: AnyCodec,
  input: EncodeInput,
): UnitDiff | null {
  if (input.kind === 'text') return diffText(codec, units, other, input.text)
  const otherUnits = encodingOf(other, input.codePoints)
  if (otherUnits === null) return null
  const diff = diffCodePoints(codec, units, other, otherUnits, input.codePoints)
  if (diff === null) return null
  const { length: _, ...whole } = diff
  return whole
}
