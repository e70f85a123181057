/**
 * One description serves every scheme of this package: the layout of each sequence length, and tables
 * derived from it once (which unit starts what, where a sequence's shortest-form test is decided, which
 * length holds how many bits). The decoders, encoders, diagrams and capacity tables all read it.
 *
 * @module
 */

import { layoutDataBits, type SequenceLayout } from '@utf8x/core'
import { mask } from '@utf8x/core/internal'

/** A scheme, built by {@link buildScheme}. Arrays indexed by sequence length `n` (index 0 unused). */
export interface Scheme {
  /** The id from SEMANTICS.md. */
  readonly name: string
  /** Bits per unit. */
  readonly unitBits: number
  /** Word for a unit in messages. */
  readonly unitWord: 'byte' | 'hunk'
  /** Longest sequence a lead can announce (overlong-only lengths included). */
  readonly longest: number
  /** Longest sequence that holds a valid value. */
  readonly maxSequenceLength: number
  /** `layouts[n]`: the layout of an `n`-unit sequence. */
  readonly layouts: readonly SequenceLayout[]
  /** Per unit value: `n ≥ 1` starts an `n`-unit sequence, `0` is an extension unit, `-1` starts nothing. */
  readonly kinds: Int8Array
  /** `dataBits[n]`: net bits of an `n`-unit sequence. */
  readonly dataBits: readonly number[]
  /** `floorBits[n]`: a value needs more bits than this to take `n` units (-1 for `n` = 1). */
  readonly floorBits: readonly number[]
  /** `valid[n]`: whether any `n`-unit sequence is in shortest form. */
  readonly valid: readonly boolean[]
  /** `leadDataMask[n]`: the data bits of the lead unit. */
  readonly leadDataMask: readonly number[]
  /** `leadTopMask[n]`: lead data bits that decide the shortest-form test when the lead alone decides it. */
  readonly leadTopMask: readonly number[]
  /** `extTopMask[n]`: bits of the first extension unit that decide it otherwise (0 when the lead does). */
  readonly extTopMask: readonly number[]
  /** `lengthForBits[b]`: units needed for a value of bit length `b`. */
  readonly lengthForBits: Int8Array
  /** Bits of the largest value. */
  readonly maxBits: number
  /** Whether code points are bigints (more than 53 bits). */
  readonly bigint: boolean
  /** Whether well-formed RFC 3629 text means the same (the UTF-8 kernels may run). */
  readonly utf8Compatible: boolean
  /** Barber's row letters of table two (eight- and seven-byte UTF-8), `rows[n]` = [valid, overlong]. */
  readonly rows: readonly (readonly [string, string | null])[] | null
}

/** What {@link buildScheme} needs besides the layouts. */
export interface SchemeOptions {
  readonly name: string
  readonly unitWord: 'byte' | 'hunk'
  readonly utf8Compatible: boolean
  /** Unit values that would match a lead pattern but the scheme leaves unused (seven-byte `FF`). */
  readonly unused?: readonly number[]
  readonly rowLetters?: boolean
}

/**
 * Derives a scheme's tables from its layouts (`layouts[n - 1]` is the `n`-unit layout).
 *
 * @throws {Error} when a layout's shortest-form test is not decided by its first two units (no
 *   scheme of Barber's is like that; the check guards the tables)
 */
export function buildScheme(layoutList: readonly SequenceLayout[], options: SchemeOptions): Scheme {
  const first = layoutList[0] as SequenceLayout
  const unitBits = first.unitBits
  const size = 2 ** unitBits
  const longest = layoutList.length
  const layouts: SequenceLayout[] = [first, ...layoutList]
  const kinds = new Int8Array(size).fill(-1)
  const unitMask = size - 1
  for (let u = 0; u < size; u++) {
    if (longest > 1 && (u & ~mask(first.extensionDataBits) & unitMask) === first.extensionMarker) {
      kinds[u] = 0
      continue
    }
    for (let n = 1; n <= longest; n++) {
      const l = layouts[n] as SequenceLayout
      if ((u & ~mask(l.leadDataBits) & unitMask) === l.leadMarker) {
        kinds[u] = n
        break
      }
    }
  }
  for (const u of options.unused ?? []) kinds[u] = -1
  const dataBits = [0]
  const floorBits = [0]
  const valid = [false]
  const leadDataMask = [0]
  const leadTopMask = [0]
  const extTopMask = [0]
  let best = -1
  let maxSequenceLength = 1
  for (let n = 1; n <= longest; n++) {
    const l = layouts[n] as SequenceLayout
    const bits = layoutDataBits(l)
    const usable = (u: number) => kinds[u] === n
    let anyLead = false
    for (let u = 0; u < size; u++) if (usable(u)) anyLead = true
    dataBits.push(bits)
    floorBits.push(best)
    const ok = anyLead && bits > best
    valid.push(ok)
    leadDataMask.push(mask(l.leadDataBits))
    // The top `decide` bits of the value must not all be zero for the shortest form.
    const decide = n === 1 || !ok ? 0 : bits - best
    if (decide <= l.leadDataBits) {
      leadTopMask.push(mask(decide) * 2 ** (l.leadDataBits - decide))
      extTopMask.push(0)
    } else {
      const rest = decide - l.leadDataBits
      if (rest > l.extensionDataBits)
        throw new Error(`${options.name}: ${n}-unit shortest form not decided early`)
      leadTopMask.push(mask(l.leadDataBits))
      extTopMask.push(mask(rest) * 2 ** (l.extensionDataBits - rest))
    }
    if (ok) {
      best = bits
      maxSequenceLength = n
    }
  }
  const maxBits = Math.max(best, 0)
  const lengthForBits = new Int8Array(maxBits + 1)
  for (let b = 0; b <= maxBits; b++) {
    let n = 1
    while (!(valid[n] && (dataBits[n] as number) >= b)) n++
    lengthForBits[b] = n
  }
  const letters = 'ABCDEFGHIJKLMNO'
  const rows = options.rowLetters
    ? layouts.map((_, n): readonly [string, string | null] =>
        n === 0 ? ['', null] : [letters[2 * n - 2] as string, n > 1 ? (letters[2 * n - 3] as string) : null],
      )
    : null
  return Object.freeze({
    name: options.name,
    unitBits,
    unitWord: options.unitWord,
    longest,
    maxSequenceLength,
    layouts,
    kinds,
    dataBits,
    floorBits,
    valid,
    leadDataMask,
    leadTopMask,
    extTopMask,
    lengthForBits,
    maxBits,
    bigint: maxBits > 53,
    utf8Compatible: options.utf8Compatible,
    rows,
  })
}

/** How many high bits of a unit are structure: `n`-unit lead, extension (`0`), or none known (`-1`). */
export function structureBits(scheme: Scheme, kind: number): number {
  if (kind < 0) return scheme.unitBits
  const l = scheme.layouts[kind === 0 ? 1 : kind] as SequenceLayout
  return scheme.unitBits - (kind === 0 ? l.extensionDataBits : l.leadDataBits)
}

/** The kind of a unit ({@link Scheme.kinds}); a value wider than the unit starts nothing. */
export function unitKind(scheme: Scheme, unit: number): number {
  return unit < scheme.kinds.length ? (scheme.kinds[unit] as number) : -1
}
