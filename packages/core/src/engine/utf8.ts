/**
 * RFC 3629 UTF-8 as the engine reads it: the schemes built from the seed's encoding table (in its own
 * notation in `../_tables.ts`, compiled into `../_rows.ts`). Every package that reads UTF-8 (the `utf-8`
 * codec and its relatives, conversions to and from UTF-8 in other schemes) reads these rows.
 *
 * @module
 */

import { RFC3629_LAYOUTS, UTF8_SCHEME, WTF8_SCHEME } from '../_rows.ts'
import { defineScheme, type Scheme } from './scheme.ts'

/** RFC 3629 UTF-8's scheme id: the name of {@link utf8Scheme} and of every codec built on it. */
export const UTF8_NAME = 'utf-8'

/**
 * The schemes of this module as {@link defineScheme} derives them from RFC 3629's rows (`RFC3629_LAYOUTS`,
 * up to U+10FFFF) with surrogate rule `forbid` (UTF-8) or `lone` (WTF-8), for `tools/build-tables.mjs`,
 * which writes each field out into `../_rows.ts`: a bundle of a UTF-8 codec carries no derivation.
 */
export function compiledSchemes() {
  const table = (name: string, surrogates: 'forbid' | 'lone') =>
    defineScheme({ name, rows: RFC3629_LAYOUTS, maxCodePoint: 0x10ffff, surrogates })
  return {
    type: ['Scheme', './engine/scheme.ts'],
    schemes: { UTF8_SCHEME: table(UTF8_NAME, 'forbid'), WTF8_SCHEME: table('wtf-8', 'lone') },
  }
}

/**
 * RFC 3629 UTF-8 (`utf-8`): RFC 3629's rows, up to U+10FFFF, surrogates forbidden (RFC 3629 §3).
 *
 * @example
 * ```ts
 * console.assert(utf8Scheme.kinds[0xf4] === 4 && utf8Scheme.kinds[0x80] === 0 && utf8Scheme.kinds[0xf8] === -1 && utf8Scheme.least[3] === 0x800)
 * ```
 */
export const utf8Scheme: Scheme = UTF8_SCHEME

/**
 * WTF-8 (`wtf-8`): UTF-8's rows, and lone surrogates as text, each its own 3-byte sequence (ED A0–BF xx); a
 * high surrogate sequence right before a low one is an error, since that pair is one 4-byte code (WTF-8
 * spec, "Generalized UTF-8"). The scheme of the `wtf8` codec, and of `@utf8x/collation`'s store keys.
 *
 * @example
 * ```ts
 * import { defineDecode } from '@utf8x/core/internal'
 * console.assert(defineDecode(wtf8Scheme)(new Uint8Array([0x61, 0xed, 0xa0, 0x80])) === 'a\uD800')
 * ```
 */
export const wtf8Scheme: Scheme = WTF8_SCHEME

/**
 * Whether `scheme` reads and writes exactly as RFC 3629 UTF-8 does, whatever its name: the same rows
 * (`utf8Rows` 4 and no longer row), what each unit starts, the same largest value and surrogate rule, and
 * no rule beside the rows. What core's UTF-8 routes may then do for it.
 */
export function readsAsUtf8(scheme: Scheme<number | bigint>): boolean {
  if (scheme === utf8Scheme) return true
  const { kinds } = scheme
  if (
    scheme.utf8Rows !== 4 ||
    scheme.longest !== 4 ||
    scheme.maxCodePoint !== utf8Scheme.maxCodePoint ||
    scheme.surrogates !== utf8Scheme.surrogates ||
    scheme.modifiedNul ||
    scheme.leadRule !== null ||
    scheme.offsets.length > 0 ||
    kinds.length !== utf8Scheme.kinds.length
  )
    return false
  for (let u = 0; u < kinds.length; u++) if (kinds[u] !== utf8Scheme.kinds[u]) return false
  return true
}
