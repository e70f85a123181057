/**
 * RFC 3629 UTF-8 as the engine reads it: the schemes built from the seed's encoding table (in its own
 * notation in `../_tables.ts`, compiled into `../_rows.ts`). Every package that reads UTF-8 (the `utf-8`
 * codec and its relatives, conversions to and from UTF-8 in other schemes) reads these rows.
 *
 * @module
 */

import { RFC3629_LAYOUTS } from '../_rows.ts'
import type { SequenceLayout } from '../bits.ts'
import type { Scheme } from './scheme.ts'

export { RFC3629_ROWS } from '../_tables.ts'

/** RFC 3629 UTF-8's scheme id: the name of {@link utf8Scheme} and of every codec built on it. */
export const UTF8_NAME = 'utf-8'

/**
 * The scheme {@link defineScheme} derives from RFC 3629's rows (`RFC3629_LAYOUTS`, up to U+10FFFF) with
 * surrogate rule `surrogates` (`forbid`: UTF-8; `lone`: WTF-8), written out, so that a bundle of a UTF-8
 * `decode` carries no derivation: test/engine.test.ts checks each field against `defineScheme`'s.
 */
function rfc3629Scheme(name: string, surrogates: 'forbid' | 'lone'): Scheme {
  const forbid = surrogates === 'forbid'
  const least = [0, 0, 0x80, 0x800, 0x10000]
  return Object.freeze({
    name,
    leadRule: null,
    unitBits: 8,
    unitWord: 'byte',
    maxCodePoint: 0x10ffff,
    surrogates,
    barredLow: forbid ? 0xd800 : 1,
    barredHigh: forbid ? 0xdfff : 0,
    pairs: false,
    pairAware: !forbid,
    loneSurrogates: !forbid,
    modifiedNul: false,
    surrogateLength: 3,
    offsets: [],
    reservedRuns: false,
    orderPreserving: true,
    layouts: [RFC3629_LAYOUTS[0] as SequenceLayout, ...RFC3629_LAYOUTS],
    // 00–7F: 1; 80–BF: extension; C0–DF: 2; E0–EF: 3; F0–F7: 4; F8–FF: none.
    kinds: Int8Array.from({ length: 256 }, (_, u) =>
      u < 0x80 ? 1 : u < 0xc0 ? 0 : u < 0xe0 ? 2 : u < 0xf0 ? 3 : u < 0xf8 ? 4 : -1,
    ),
    longest: 4,
    maxSequenceLength: 4,
    dataBits: [0, 7, 11, 16, 21],
    least,
    // Bit lengths 0–7: 1 byte; 8–11: 2; 12–16: 3; 17–21: 4.
    lengthForBits: Int8Array.from({ length: 22 }, (_, b) => (b < 8 ? 1 : b < 12 ? 2 : b < 17 ? 3 : 4)),
    beyondRows: 2 ** 21,
    extensionDataBits: 6,
    extensionMarker: 0x80,
    extensionStructure: 0xc0,
    bigint: false,
    leadMasks: [0x7f, 0x7f, 0x1f, 0x0f, 0x07],
    extensionRadix: 64,
    leastNumbers: least,
    maxNumber: 0x10ffff,
    singleFrom: 0,
    singleTo: 0x80,
    utf8Rows: 4,
  })
}

/**
 * RFC 3629 UTF-8 (`utf-8`): RFC 3629's rows, up to U+10FFFF, surrogates forbidden (RFC 3629 §3).
 *
 * @example
 * ```ts
 * console.assert(utf8Scheme.kinds[0xf4] === 4 && utf8Scheme.kinds[0x80] === 0 && utf8Scheme.kinds[0xf8] === -1 && utf8Scheme.least[3] === 0x800)
 * ```
 */
export const utf8Scheme: Scheme = /* @__PURE__ */ rfc3629Scheme(UTF8_NAME, 'forbid')

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
export const wtf8Scheme: Scheme = /* @__PURE__ */ rfc3629Scheme('wtf-8', 'lone')

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
