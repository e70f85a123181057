/**
 * RFC 3629 UTF-8 as the engine reads it: the seed's encoding table in its own notation and the scheme
 * built from it. Every package that reads UTF-8 (the `utf-8` codec and its relatives, conversions to and
 * from UTF-8 in other schemes) reads these rows.
 *
 * @module
 */

import { readTable } from '../table.ts'
import { defineScheme, type Scheme } from './scheme.ts'

/**
 * RFC 3629 §3, "Encoding Table" (seeds/rfc3629-utf8-definition.txt): the code points of each row
 * (hexadecimal, as the RFC writes them) and the bit pattern of their sequences (`x`: a data bit).
 */
export const RFC3629_ROWS: readonly { readonly range: string; readonly pattern: string }[] = [
  { range: '0000 0000-0000 007F', pattern: '0xxxxxxx' },
  { range: '0000 0080-0000 07FF', pattern: '110xxxxx 10xxxxxx' },
  { range: '0000 0800-0000 FFFF', pattern: '1110xxxx 10xxxxxx 10xxxxxx' },
  { range: '0001 0000-0010 FFFF', pattern: '11110xxx 10xxxxxx 10xxxxxx 10xxxxxx' },
]

/** The patterns of a table's rows, for {@link readTable}. */
function patterns(rows: readonly { readonly pattern: string }[]): string[] {
  return rows.map((row) => row.pattern)
}

/**
 * RFC 3629 UTF-8 (`utf-8`): the rows above, up to U+10FFFF, surrogates forbidden (RFC 3629 §3).
 *
 * @example
 * ```ts
 * console.assert(utf8Scheme.kinds[0xf4] === 4 && utf8Scheme.kinds[0x80] === 0 && utf8Scheme.kinds[0xf8] === -1 && utf8Scheme.least[3] === 0x800)
 * ```
 */
export const utf8Scheme: Scheme = /* @__PURE__ */ defineScheme({
  name: 'utf-8',
  rows: /* @__PURE__ */ readTable(/* @__PURE__ */ patterns(RFC3629_ROWS)),
  maxCodePoint: 0x10ffff,
  surrogates: 'forbid',
})

/**
 * WTF-8 (`wtf-8`): UTF-8's rows, and lone surrogates as text, each its own 3-byte sequence (ED A0–BF xx); a
 * high surrogate sequence right before a low one is an error, since that pair is one 4-byte code (WTF-8
 * spec, "Generalized UTF-8"). The scheme of the `wtf8` codec, and of `@utf8x/collation`'s store keys.
 *
 * @example
 * ```ts
 * import { engineDecode } from '@utf8x/core/internal'
 * console.assert(engineDecode(wtf8Scheme)(new Uint8Array([0x61, 0xed, 0xa0, 0x80])) === 'a\uD800')
 * ```
 */
export const wtf8Scheme: Scheme = /* @__PURE__ */ defineScheme({
  name: 'wtf-8',
  rows: /* @__PURE__ */ readTable(/* @__PURE__ */ patterns(RFC3629_ROWS)),
  maxCodePoint: 0x10ffff,
  surrogates: 'lone',
})

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
