/**
 * What `explain` adds to core's engine reading of this package's sequences: Barber's row letter of table
 * two for each complete eight- and seven-byte sequence (its valid row, or the overlong one).
 *
 * @module
 */

import type { defineCodec } from '@utf8x/core'
import type { Scheme } from './_scheme.ts'

/** `defineCodec`'s hook for what a scheme adds to the engine's reading of a sequence. */
type ExplainSequence = NonNullable<
  NonNullable<NonNullable<Parameters<typeof defineCodec>[1]>['hooks']>['explainSequence']
>

/** The row letters of one scheme (bytes or hunks), for `explain`. */
export function explainSequence(scheme: Scheme): ExplainSequence {
  return (reading, units, at, step, ok) => {
    const unit = units[at] as number
    const lead = unit < scheme.kinds.length ? (scheme.kinds[unit] as number) : -1
    const rows = lead > 0 && (ok || step.kind === 'overlong') ? scheme.rows?.[lead] : undefined
    const row = rows === undefined ? null : ok ? rows[0] : rows[1]
    return row === null ? reading : { ...reading, facts: { row } }
  }
}
