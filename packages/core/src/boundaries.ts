/**
 * Sequence boundaries for every utf8x scheme: a boundary is where a sequence starts, or the end. A unit
 * that is not an extension unit (`10xxxxxx` in UTF-8) starts one; an extension unit belongs to the nearest
 * such unit before it when one sequence can hold both, else it is a stray of its own, as decoding takes
 * it. So a search looks back over one sequence at most (UTF-∞-8 excepted). Pass the codec for its
 * scheme's rules (the 65-bit variant's `100xxxxx`, hunks, CESU-8/MUTF-8 pairs kept whole), or
 * {@link BoundaryOptions} for any other scheme.
 *
 * @module
 */

import { type BufferSource, toBytes, toHunks } from './args.ts'
import { engineLinkOf } from './engine/link.ts'
import type { Units } from './engine/read.ts'
import type { Scheme } from './engine/scheme.ts'

/** How a scheme marks its units, for the boundary search (for a utf8x codec, pass the codec instead). */
export interface BoundaryOptions {
  /**
   * `unit & continuationMask === continuationValue` marks an extension unit (default: `0xC0` and `0x80`
   * for bytes, the top two bits of a hunk for `unitBits`).
   */
  readonly continuationMask?: number
  /** See `continuationMask` (default `0x80`). The 65-bit variant uses mask `0xE0`, value `0x80`. */
  readonly continuationValue?: number
  /**
   * CESU-8 and MUTF-8: a 3-byte low surrogate right after a 3-byte high surrogate belongs to the same
   * character, so no boundary stands between them.
   */
  readonly surrogatePairs?: boolean
  /**
   * Hunks of this many bits (1 to 16, Barber §8) in a `Uint16Array` (or an array of numbers) instead of
   * bytes: an extension hunk is `10` and N − 2 data bits, and a hunk wider than N bits starts a sequence
   * (it is an invalid lead). With 1-bit hunks, every hunk is a sequence of its own.
   */
  readonly unitBits?: number
  /**
   * The most units one sequence takes (from 1, or `Infinity`): an extension unit further than this from
   * a non-extension unit is a stray. Default: the codec's scheme's (4 for `utf8`), 8 without rules, N for
   * N-bit hunks, else `Infinity` (searches then look back as far as it takes).
   */
  readonly longestSequence?: number
}

/** A codec, for the boundary functions: its scheme's rows say its rules (`name` only tells it from options). */
export interface BoundaryCodec {
  readonly name: string
}

/** A codec, whose scheme's own rules then apply, or {@link BoundaryOptions}. Default: UTF-8's rules. */
export type BoundaryRules = BoundaryCodec | BoundaryOptions

/** Units for the boundary functions: bytes, or hunks (a `Uint16Array` or array of numbers) for hunk rules. */
export type BoundaryInput = BufferSource | readonly number[]

/** The rules in the form the search uses. */
interface Rules {
  readonly mask: number
  readonly value: number
  readonly pairs: boolean
  readonly hunks: boolean
  /** The most units of a sequence less one: how far back an extension unit's lead may stand. */
  readonly reach: number
}

/** No rules: UTF-8's marks, sequences of up to 8 bytes (right for every UTF-8-like scheme but two). */
const UTF8_LIKE: BoundaryOptions = /* @__PURE__ */ Object.freeze({ longestSequence: 8 })

/** Each scheme's rules, read once from its rows. */
const SCHEME_RULES = /* @__PURE__ */ new WeakMap<Scheme<number | bigint>, BoundaryOptions>()

/**
 * A scheme's rules, from its rows (README, "Semantics"): the rows' extension pattern; the longest row
 * (none with a lead rule: UTF-∞-8); pairs kept whole where the scheme pairs surrogates. Corrected UTF-8's
 * reserved FE and FF each start a sequence of their own.
 */
function schemeRules(scheme: Scheme<number | bigint>): BoundaryOptions {
  let rules = SCHEME_RULES.get(scheme)
  if (rules === undefined) {
    const hunks = scheme.unitWord === 'hunk'
    const marks =
      hunks || scheme.extensionStructure !== 0xc0 || scheme.extensionMarker !== 0x80
        ? { continuationMask: scheme.extensionStructure, continuationValue: scheme.extensionMarker }
        : {}
    rules = Object.freeze({
      ...(hunks ? { unitBits: scheme.unitBits } : {}),
      ...marks,
      ...(scheme.pairs ? { surrogatePairs: true } : {}),
      ...(scheme.leadRule === null ? { longestSequence: scheme.longest } : {}),
    })
    SCHEME_RULES.set(scheme, rules)
  }
  return rules
}

/**
 * The {@link BoundaryOptions} the boundary functions apply for a codec, read from its scheme's rows (a
 * hunk codec: N-bit hunks).
 *
 * @param codec - a codec built on utf8x's engine (every utf8x codec, and every codec `defineCodec` builds from a table alone)
 * @throws {RangeError} for another codec: its scheme's rules are not known (pass {@link BoundaryOptions})
 * @example
 * ```ts
 * console.assert(boundaryOptions(cesu8).surrogatePairs === true && boundaryOptions(cesu8).longestSequence === 3)
 * console.assert(boundaryOptions(utf8).longestSequence === 4 && boundaryOptions(utf8).continuationMask === undefined)
 * ```
 */
export function boundaryOptions(codec: BoundaryCodec): BoundaryOptions {
  const link = engineLinkOf(codec)
  if (link !== null) return schemeRules(link.scheme)
  const bits = (codec as { readonly unitBits?: unknown }).unitBits
  if (typeof bits === 'number') return { unitBits: bits }
  throw new RangeError(
    `No boundary rules are known for the codec ${JSON.stringify(String(codec.name).slice(0, 60))}: it is not built on utf8x's engine; pass BoundaryOptions instead`,
  )
}

function resolve(rules: BoundaryRules | undefined): Rules {
  const options =
    rules === undefined
      ? UTF8_LIKE
      : typeof (rules as BoundaryCodec).name === 'string'
        ? boundaryOptions(rules as BoundaryCodec)
        : (rules as BoundaryOptions)
  const bits = options.unitBits
  // An N-bit hunk scheme's longest sequence is N hunks (its N-hunk lead is N ones).
  const longest = options.longestSequence ?? bits ?? Number.POSITIVE_INFINITY
  if (!(Number.isInteger(longest) && longest >= 1) && longest !== Number.POSITIVE_INFINITY) {
    throw new RangeError(
      `The "longestSequence" option must be an integer from 1, or Infinity, received ${longest}`,
    )
  }
  if (bits !== undefined && !(Number.isInteger(bits) && bits >= 1 && bits <= 16)) {
    throw new RangeError(`The "unitBits" option must be an integer from 1 to 16, received ${bits}`)
  }
  // Bytes: UTF-8's marks. 1-bit hunks have no extension hunk: a mask of 0 never gives the value 1.
  return {
    mask:
      options.continuationMask ??
      (bits === undefined ? 0xc0 : bits === 1 ? 0 : (0xffff << (bits - 2)) & 0xffff),
    value: options.continuationValue ?? (bits === undefined ? 0x80 : bits === 1 ? 1 : 2 << (bits - 2)),
    pairs: bits === undefined && options.surrogatePairs === true,
    hunks: bits !== undefined,
    reach: longest - 1,
  }
}

function unitsOf(input: unknown, rules: Rules): Units {
  return rules.hunks ? toHunks(input, 'hunks') : toBytes(input, 'bytes')
}

function isPairMiddle(bytes: Units, i: number): boolean {
  return (
    i >= 3 &&
    i + 1 < bytes.length &&
    bytes[i] === 0xed &&
    ((bytes[i + 1] as number) & 0xf0) === 0xb0 &&
    bytes[i - 3] === 0xed &&
    ((bytes[i - 2] as number) & 0xf0) === 0xa0 &&
    ((bytes[i - 1] as number) & 0xc0) === 0x80
  )
}

function boundaryAt(units: Units, index: number, rules: Rules): boolean {
  if (index === 0 || index === units.length) return true
  const { mask, value } = rules
  if (((units[index] as number) & mask) !== value) return !(rules.pairs && isPairMiddle(units, index))
  // A stray unless a non-extension unit stands close enough before it (the input's first unit counts).
  const lowest = index - rules.reach
  if (lowest <= 0) return false
  for (let j = index - 1; j >= lowest; j--) if (((units[j] as number) & mask) !== value) return false
  return true
}

/** The units of `input` under `rules`, resolved, once `index` is checked against their length. */
function located(input: unknown, index: number, rules: BoundaryRules | undefined): [Units, Rules] {
  const resolved = resolve(rules)
  const units = unitsOf(input, resolved)
  if (!Number.isInteger(index) || index < 0 || index > units.length) {
    throw new RangeError(
      `The "index" argument must be an integer from 0 to ${units.length}, received ${index}`,
    )
  }
  return [units, resolved]
}

/** The first boundary from `i` on, stepping `by` (one unit back or forward). */
function walk(units: Units, i: number, rules: Rules, by: 1 | -1): number {
  while (!boundaryAt(units, i, rules)) i += by
  return i
}

/**
 * Whether a sequence starts at `index` (or `index` is the end of the input).
 *
 * @param input - the units (bytes; hunks for a hunk codec)
 * @param index - from 0 to the length
 * @param rules - the codec of `input` (its scheme's rules apply), or {@link BoundaryOptions}; default UTF-8's
 * @throws {RangeError} when `index` is outside 0…length, or the codec's scheme is unknown
 * @example
 * ```ts
 * const bytes = new Uint8Array([0x61, 0xc3, 0xa9])
 * console.assert(isBoundary(bytes, 1) && !isBoundary(bytes, 2) && isBoundary(bytes, 3))
 * ```
 */
export function isBoundary(input: BoundaryInput, index: number, rules?: BoundaryRules): boolean {
  const [units, resolved] = located(input, index, rules)
  return boundaryAt(units, index, resolved)
}

/**
 * The start of the sequence that contains `index`: the greatest boundary at or before it.
 *
 * @param rules - as for {@link isBoundary}
 * @throws {RangeError} when `index` is outside 0…length, or the codec's scheme is unknown
 * @example
 * ```ts
 * console.assert(boundaryAtOrBefore(new Uint8Array([0x61, 0xe2, 0x82, 0xac]), 3) === 1)
 * ```
 */
export function boundaryAtOrBefore(input: BoundaryInput, index: number, rules?: BoundaryRules): number {
  const [units, resolved] = located(input, index, rules)
  return walk(units, index, resolved, -1)
}

/**
 * The greatest boundary before `index` (the start of the previous sequence), or -1 when `index` is 0.
 *
 * @param rules - as for {@link isBoundary}
 * @throws {RangeError} when `index` is outside 0…length, or the codec's scheme is unknown
 */
export function previousBoundary(input: BoundaryInput, index: number, rules?: BoundaryRules): number {
  const [units, resolved] = located(input, index, rules)
  return index === 0 ? -1 : walk(units, index - 1, resolved, -1)
}

/**
 * The least boundary after `index` (the start of the next sequence, or the end), or -1 when `index` is the
 * end of the input.
 *
 * @param rules - as for {@link isBoundary}
 * @throws {RangeError} when `index` is outside 0…length, or the codec's scheme is unknown
 * @example
 * ```ts
 * console.assert(nextBoundary(new Uint8Array([0xe2, 0x82, 0xac, 0x61]), 0) === 3)
 * ```
 */
export function nextBoundary(input: BoundaryInput, index: number, rules?: BoundaryRules): number {
  const [units, resolved] = located(input, index, rules)
  return index === units.length ? -1 : walk(units, index + 1, resolved, 1)
}

/**
 * The sequence starts of `input`, front to back.
 *
 * @param rules - as for {@link isBoundary}
 * @example
 * ```ts
 * console.assert([...sequenceStarts(new Uint8Array([0x61, 0xc3, 0xa9, 0x62]))].join() === '0,1,3')
 * ```
 */
export function* sequenceStarts(input: BoundaryInput, rules?: BoundaryRules): Generator<number> {
  const resolved = resolve(rules)
  const units = unitsOf(input, resolved)
  for (let i = 0; i < units.length; i++) if (boundaryAt(units, i, resolved)) yield i
}

/**
 * The longest prefix of `input` of at most `maxLength` units ending on a boundary: it never splits a
 * sequence (nor a CESU-8/MUTF-8 pair). A view, not a copy.
 *
 * @param input - the units (bytes; hunks for a hunk codec)
 * @param maxLength - the most units to keep
 * @param rules - the codec of `input` (its scheme's rules apply), or {@link BoundaryOptions}; default UTF-8's
 * @throws {RangeError} when `maxLength` is not a non-negative integer, or the codec's scheme is unknown
 * @throws {TypeError} when `input` is not a `BufferSource` (hunk rules: a `Uint16Array` or number array)
 * @example
 * ```ts
 * const euro = new Uint8Array([0x61, 0xe2, 0x82, 0xac])
 * console.assert(truncate(euro, 3).length === 1 && truncate(euro, 4).length === 4)
 * // A CESU-8 surrogate pair is one character: ED A0 BD ED B8 80 is U+1F600.
 * console.assert(truncate(new Uint8Array([0x41, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]), 6, cesu8).length === 1)
 * ```
 */
export function truncate(
  input: Uint16Array | readonly number[],
  maxLength: number,
  rules: { readonly unitBits: number },
): Uint16Array
export function truncate(input: BufferSource, maxLength: number, rules?: BoundaryRules): Uint8Array
export function truncate(input: BoundaryInput, maxLength: number, rules?: BoundaryRules): Units
export function truncate(input: BoundaryInput, maxLength: number, rules?: BoundaryRules): Units {
  const resolved = resolve(rules)
  const units = unitsOf(input, resolved)
  if (!Number.isInteger(maxLength) || maxLength < 0) {
    throw new RangeError(`The "maxLength" argument must be a non-negative integer, received ${maxLength}`)
  }
  return maxLength >= units.length ? units : units.subarray(0, walk(units, maxLength, resolved, -1))
}
