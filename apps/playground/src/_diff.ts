/**
 * Where a scheme's units differ from another scheme's (UTF-8's, in the Encode cards; any two, in the
 * compare mode): code point by code point, each unit compared with the unit at the same place in the
 * other scheme's sequence for the same code point.
 *
 * @module
 */

import { stringToCodePoints } from '@utf8x/core'
import type { EncodeInput } from './_encode.ts'
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

/** The last encoding {@link encodingOf} made: every card of a render compares with the same one. */
let last: { codec: AnyCodec; input: EncodeInput; units: Units | null } | null = null

/** `codec`'s encoding of the input, or `null` when it cannot encode it. */
function encodingOf(codec: AnyCodec, input: EncodeInput): Units | null {
  if (last?.codec === codec && last.input === input) return last.units
  let units: Units | null
  try {
    units = input.kind === 'text' ? codec.encode(input.text) : codec.encodeCodePoints(input.codePoints)
  } catch {
    units = null
  }
  last = { codec, input, units }
  return units
}

/**
 * How `codec`'s encoding of the input (`units`, the whole of it) differs from `other`'s, or `null` when
 * `other` cannot encode the input (or the encodings are not one sequence after another, code point by
 * code point). Linear in the input: each code point's sequence is found by its `encodedLength`.
 */
export function diffEncodings(
  codec: AnyCodec,
  units: Units,
  other: AnyCodec,
  input: EncodeInput,
): UnitDiff | null {
  const otherUnits = encodingOf(other, input)
  if (otherUnits === null) return null
  const codePoints = input.kind === 'text' ? stringToCodePoints(input.text) : input.codePoints
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
      const mine = units.subarray(a, a + la)
      const theirs = otherUnits.subarray(b, b + lb)
      let same = la === lb
      for (let i = 0; i < la; i++) {
        if (i < lb && mine[i] === theirs[i]) continue
        marks[a + i] = 1
        same = false
      }
      if (!same) {
        flags[index] = 1
        differing++
        if (listed.length < MAX_LISTED) listed.push({ index, codePoint, units: mine, other: theirs })
      }
      a += la
      b += lb
    }
  } catch {
    return null
  }
  if (a !== units.length || b !== otherUnits.length) return null
  return { marks, codePoints: flags, total: codePoints.length, differing, listed }
}
