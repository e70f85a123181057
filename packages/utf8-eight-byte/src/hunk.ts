/**
 * UTF-8 over hunks of 1 to 9 bits (Barber §8, table nine): `hunkCodec(bits)`, its incremental decoder,
 * and the capacity of each sequence length.
 *
 * @module
 */

import { bitDiagram, type Codec, formatDiagram, type SequenceLayout, type StreamDecoder } from '@utf8x/core'
import { schemeCodec } from '@utf8x/core/internal'
import { explainSequence } from './_explain.ts'
import { hunkScheme } from './_layouts.ts'
import type { Scheme } from './_scheme.ts'

/** Hunk sizes Barber's §8 covers. */
export type HunkBits = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9

/** What hunk inputs may be: a `Uint16Array`, or an array of integers (copied once). */
export type HunkSource = Uint16Array | readonly number[]

/** An incremental hunk decoder (`hunkCodec(n).createDecoder()`): no BOM stripped, offsets in hunks. */
export type HunkStreamDecoder = StreamDecoder<HunkSource>

/**
 * The codec of `utf-8-hunk-N`: the shared codec shape over hunks (a `Uint16Array`, or an array of
 * integers, in; a `Uint16Array` out; offsets in hunks). `hunkLength(text)` stands for `byteLength`. Code
 * points are numbers, bigints for 9-bit hunks (56 bits).
 */
export interface HunkCodec<CodePoint extends number | bigint = number>
  extends Omit<
    Codec<CodePoint, HunkSource, Uint16Array>,
    'maxCodePoint' | 'maxSequenceLength' | 'orderPreserving' | 'byteLength'
  > {
  /** Bits per hunk. */
  readonly unitBits: number
  readonly maxCodePoint: CodePoint
  readonly maxSequenceLength: number
  readonly orderPreserving: true
  /**
   * The length of `encode(text, { fatal: false })` in hunks, without encoding.
   *
   * @throws {TypeError} when `text` is not a string
   */
  hunkLength(text: string): number
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
    // Some n-unit sequence is in shortest form.
    const least = scheme.least[n] as number | bigint
    const ok = (typeof least === 'bigint' || Number.isFinite(least)) && least <= scheme.maxCodePoint
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

/** A unit's pattern in Barber's table-seven notation: an `n`-unit lead (`1110'dddd`), `0` an extension. */
function unitPattern(scheme: Scheme, kind: number): string {
  const layout = scheme.layouts[kind === 0 ? 1 : kind] as SequenceLayout
  const data = kind === 0 ? layout.extensionDataBits : layout.leadDataBits
  const marker = kind === 0 ? layout.extensionMarker : layout.leadMarker
  const diagram = bitDiagram([marker], [scheme.unitBits - data], scheme.unitBits)
  return formatDiagram(diagram, 'pattern').replace(/w/g, '1').replace(/z/g, '0')
}
