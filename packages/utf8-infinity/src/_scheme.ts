/**
 * UTF-∞-8 as core's engine reads it: the seven fixed-length rows of `_tables.ts`, compiled into `_rows.ts` (RFC 2279's one to six
 * bytes and the seed's `FE` form), surrogates refused (the seed's "USV" excludes them, as UCS-∞ defines it), no
 * largest code point, and the `FF` forms as a lead rule (`_lead-rule.ts`). Decoding, encoding, errors,
 * streams and the engine's part of `explain` are core's.
 *
 * @module
 */

import { defineScheme, type Scheme } from '@utf8x/core'
import { leadRule } from './_lead-rule.ts'
import { SCHEME, SHORT_FORM_LAYOUTS } from './_rows.ts'

/** The scheme id (`codec.name`). */
export const NAME = 'utf-infinity-8'

/**
 * The engine's scheme of UTF-∞-8 as `defineScheme` reads it, for `tools/build-tables.mjs`, which writes it
 * out into `_rows.ts` (the lead rule imported), so that the codec's bundle carries no `defineScheme`.
 */
export function compiledSchemes() {
  return {
    type: ['Scheme<bigint>', '@utf8x/core'],
    schemes: {
      SCHEME: defineScheme<bigint>({
        name: NAME,
        rows: SHORT_FORM_LAYOUTS,
        maxCodePoint: null,
        surrogates: 'forbid',
        leadRule,
      }),
    },
  }
}

/**
 * The engine's scheme of UTF-∞-8.
 *
 * @example
 * ```ts
 * console.assert(scheme.kinds[0xfe] === 7 && scheme.kinds[0xff] === -3 && scheme.least[7] === 2n ** 31n)
 * ```
 */
export const scheme: Scheme<bigint> = SCHEME
