/**
 * A scheme of this package: core's engine scheme from its layouts, plus Barber's table-two row letters.
 *
 * @module
 */

import { defineScheme, type Scheme as EngineScheme, type SequenceLayout } from '@utf8x/core'

/** A scheme, built by {@link buildScheme}. */
export interface Scheme extends EngineScheme<number | bigint> {
  /** Whether well-formed RFC 3629 text means the same (the UTF-8 accelerator may run). */
  readonly utf8Compatible: boolean
  /** Bits of the largest value. */
  readonly maxBits: number
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
  /** Barber's row letters of table two, `rowLetters[n]` = [valid, overlong] (index 0 unused). */
  readonly rowLetters?: readonly (readonly [string, string | null])[]
}

/** A scheme from its layouts; its largest value is all ones in the longest valid row (Barber). */
export function buildScheme(layouts: readonly SequenceLayout[], options: SchemeOptions): Scheme {
  const table = {
    name: options.name,
    rows: layouts,
    unitWord: options.unitWord,
    ...(options.unused ? { unused: options.unused } : {}),
  }
  const probe = defineScheme({ ...table, maxCodePoint: null })
  const maxBits = probe.dataBits[probe.maxSequenceLength] as number
  const maxCodePoint = maxBits > 53 ? 2n ** BigInt(maxBits) - 1n : 2 ** maxBits - 1
  const engine = defineScheme<number | bigint>({ ...table, maxCodePoint })
  const rows = options.rowLetters?.slice(0, engine.longest + 1) ?? null
  return Object.freeze({ ...engine, utf8Compatible: options.utf8Compatible, maxBits, rows })
}
