/**
 * The scheme pairs the `transcode` operation is measured on, and the name their cases go under (apart
 * from `_cases.ts`, so that the targets read them without loading the peers).
 *
 * @module
 */

import type { Scheme } from './_reference.ts'

/** The scheme pairs `transcode` is measured on (issue 19): `from`, `to`. */
export const TRANSCODE_PAIRS: readonly (readonly [Scheme, Scheme])[] = [
  ['cesu8', 'utf8'],
  ['utf8', 'cesu8'],
  ['mutf8', 'utf8'],
  ['utf8', 'mutf8'],
  ['eightByte', 'correctedUtf8'],
]

/** The name a pair's cases go under, `cesu8→utf8`. */
export function pairLabel(from: string, to: string): string {
  return `${from}→${to}`
}
