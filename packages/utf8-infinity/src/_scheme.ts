/**
 * UTF-∞-8 as core's engine reads it: the seven fixed-length rows of `_tables.ts` (RFC 2279's one to six
 * bytes and the seed's `FE` form), surrogates refused (SEMANTICS.md: the seed's "USV" excludes them), no
 * largest code point, and the `FF` forms as a lead rule (`_lead-rule.ts`). Decoding, encoding, errors,
 * streams and the engine's part of `explain` are core's.
 *
 * @module
 */

import { defineScheme, formatCodePoint, readTable, type Scheme, type Step } from '@utf8x/core'
import type { DecodeErrorDetails } from '@utf8x/core/internal'
import { leadRule } from './_lead-rule.ts'
import { SHORT_FORMS } from './_tables.ts'

/** The scheme id (`codec.name`, SEMANTICS.md). */
export const NAME = 'utf-infinity-8'

/** Code points with more hex digits than this are not spelled out in error messages. */
const MESSAGE_DIGITS = 40

/**
 * The package's error messages as it has always worded them: what broke, where and which bytes, without
 * the engine's why and without the value of an overlong code; a code point a string cannot hold is named before the words
 * (`code point U+110000 not representable in a JavaScript string`), one of more than 40 hex digits by
 * their count (`code point of 101 hex digits …`).
 */
function wording(details: DecodeErrorDetails, step: Step): DecodeErrorDetails {
  const { why: _why, ...rest } = details
  // An overlong FF code is named by its bytes (its value stays on the error as `codePoint`).
  if (step.kind === 'overlong' && rest.length === undefined) return { ...rest, reason: 'overlong sequence' }
  if (step.kind !== 'unrepresentable') return rest
  const digits = step.value.toString(16).length
  const what = digits > MESSAGE_DIGITS ? `of ${digits} hex digits` : formatCodePoint(step.value)
  return { ...rest, reason: `code point ${what} not representable in a JavaScript string` }
}

/**
 * The engine's scheme of UTF-∞-8.
 *
 * @example
 * ```ts
 * console.assert(scheme.kinds[0xfe] === 7 && scheme.kinds[0xff] === -3 && scheme.least[7] === 2n ** 31n)
 * ```
 */
export const scheme: Scheme<bigint> = /* @__PURE__ */ defineScheme<bigint>({
  name: NAME,
  rows: /* @__PURE__ */ readTable(/* @__PURE__ */ SHORT_FORMS.map((form) => form.pattern)),
  maxCodePoint: null,
  surrogates: 'forbid',
  leadRule,
  wording,
})
