/**
 * The rows of `_tables.ts` against the seed's own text, and the tables the engine reads from them
 * against the values the package's first hand-written branches gave.
 */

import { describe, expect, it } from 'vitest'
import { packBits } from '../../core/src/bits.ts'
import { canComplete } from '../../core/src/engine/prefix.ts'
import { readLayout } from '../../core/src/table.ts'
import { scheme } from '../src/_scheme.ts'
import { SHORT_FORMS } from '../src/_tables.ts'
import { utfInfinity8 } from '../src/index.ts'

// The tables the package's scanner kept (lead lengths, least and greatest second byte of each lead), as
// the engine's scheme derives them from the same rows: a lead's length is its kind; a second byte is
// allowed when some well-formed sequence starts with the two bytes (none: C0..BF, as the old tables had it).
const LEAD_LENGTH = new Uint8Array(256).map(
  (_, b) => Math.max(scheme.kinds[b] as number, 0) * (b >= 0xc0 ? 1 : 0),
)
const secondBytes = (b: number) =>
  Array.from({ length: 64 }, (_, k) => 0x80 + k).filter((s) =>
    canComplete(scheme, new Uint8Array([b, s]), 0, 2),
  )
const SECOND_MIN = new Uint8Array(256).map((_, b) => (LEAD_LENGTH[b] ? (secondBytes(b)[0] ?? 0xc0) : 0))
const SECOND_MAX = new Uint8Array(256).map((_, b) => (LEAD_LENGTH[b] ? (secondBytes(b).at(-1) ?? 0xbf) : 0))

// seeds/utf-infinity-8.txt, §2 "Properties" (verbatim, one paragraph).
const SEED_TRAILING = `The rule for distinguishing leading (initial) and trailing (non-initial) bytes still applies. All trailing bytes have the bit pattern 10xxxxxx (binary). In other words, they are in the range 80..BF, which is the same range used by trailing bytes in one-to-six-byte UTF-8. The only new leading bytes are FE and FF, which conform to the same bit pattern 11xxxxxx (binary) as the leading bytes C2..FD. (Hexadecimal notation is used here and below except where binary or decimal are explicitly specified.)`
// §3.2 and §3.3 (verbatim).
const SEED_3_2 = `3.2 Code points less than U+80000000

For code points less than U+80000000, UTF-∞-8 is identical to the one-to-six-byte encoding defined by the original UTF-8 specification.`
const SEED_3_3 = `3.3 Code points in the range U+80000000..U+FFFFFFFFF

Seven-byte codes are used for code points in this range. The leading byte is FE. The six trailing bytes are in the range 80..BF. In other words, they each have the bit pattern 10xxxxxx (binary), where the six "x" bits are available for storing the USV. Thirty-six = 6*6 = 9*4 USV-storage bits are thus available. The USV is effectively padded on the left with zeros as needed to fill the available bits.`
// §4 "Examples", the fixed-length ones (verbatim).
const SEED_EXAMPLES = `4. Examples

 U+0041 = 41 (the one-byte ASCII code for the letter 'A')

 U+10FFFF = F4 8F BF BF (four bytes; the last code that is compatible with UTF-16)

 U+110000 = F4 90 80 80 (four bytes; the first code that is incompatible with UTF-16)

 U+7FFFFFFF = FD BF BF BF BF BF (six bytes; the last original UTF-8 code)

 U+80000000 = FE 82 80 80 80 80 80
            (the first seven-byte code)

 U+FFFFFFFFF = FE BF BF BF BF BF BF (the last seven-byte code)

 U+1000000000 = FF 80 80 80 80 80 81 80 80 80 80 80 80 (the first thirteen-byte code)

 U+7FFFFFFFFFFFFFFF = FF 80 87 BF BF BF BF BF BF BF BF BF BF
                      (thirteen bytes; the last code point in UCS-E)

 U+8000000000000000 = FF 80 88 80 80 80 80 80 80 80 80 80 80
                      (thirteen bytes; the first code point beyond UCS-E)

 U+7FFFFFFFFFFFFFFFFF = FF 9F BF BF BF BF BF BF BF BF BF BF BF
                      (the last thirteen-byte code)

 U+800000000000000000 = FF A0 A0 80 80 80 80 80 80 80 80 80 80 80
          (fourteen bytes; the first A0 means NME = zero, NUD = eighteen;
                           the second A0 is a USV-storage byte)
`

const rangeOf = (codePoints: string) => codePoints.split('..').map((cp) => Number.parseInt(cp.slice(2), 16))

/** The one-to-six-byte pattern of RFC 2279 for n bytes (n ones, a zero, data; then n − 1 trailing bytes). */
function rfc2279Row(n: number): string {
  if (n === 1) return '0xxxxxxx'
  return `${'1'.repeat(n)}0${'x'.repeat(7 - n)} 10xxxxxx${n > 2 ? ` × ${n - 1}` : ''}`
}

describe('the fixed-length forms', () => {
  it('below U+80000000: the one-to-six-byte forms, ranges end to end', () => {
    expect(SEED_3_2).toContain(
      'For code points less than U+80000000, UTF-∞-8 is identical to the one-to-six-byte',
    )
    expect(SEED_TRAILING).toContain('All trailing bytes have the bit pattern 10xxxxxx (binary)')
    let next = 0
    SHORT_FORMS.slice(0, 6).forEach((form, k) => {
      expect(form.pattern).toBe(rfc2279Row(k + 1))
      const [low, high] = rangeOf(form.codePoints)
      const l = readLayout(form.pattern)
      expect(low, form.codePoints).toBe(next)
      expect(high, form.codePoints).toBe(2 ** (l.leadDataBits + l.extensionCount * l.extensionDataBits) - 1)
      next = (high as number) + 1
    })
    expect(next).toBe(0x80000000)
  })

  it('§3.3: FE and six trailing bytes, U+80000000..U+FFFFFFFFF, 36 bits', () => {
    const fe = SHORT_FORMS[6]
    expect(SHORT_FORMS).toHaveLength(7)
    expect(SEED_3_3).toContain(`Code points in the range ${fe?.codePoints}`)
    expect(SEED_3_3).toContain('The leading byte is FE. The six trailing bytes are in the range 80..BF')
    expect(SEED_3_3).toContain('Thirty-six = 6*6 = 9*4 USV-storage bits are thus available')
    const l = readLayout(fe?.pattern as string)
    expect([l.leadMarker, l.leadDataBits, l.extensionCount, l.extensionMarker, l.extensionDataBits]).toEqual([
      0xfe, 0, 6, 0x80, 6,
    ])
  })

  it("write every fixed-length example of the seed's §4", () => {
    const examples = [...SEED_EXAMPLES.matchAll(/^ U\+([0-9A-F]+) = ([0-9A-F ]+?)(?: \(|$)/gm)]
    let checked = 0
    for (const [, hex, bytes] of examples) {
      const cp = Number.parseInt(hex as string, 16)
      const form = SHORT_FORMS.findIndex((f) => cp <= (rangeOf(f.codePoints)[1] as number))
      if (form < 0) continue
      const out = new Uint8Array(form + 1)
      packBits(cp, readLayout((SHORT_FORMS[form] as { pattern: string }).pattern), out, 0)
      const text = [...out].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ')
      expect(text, `U+${hex}`).toBe(bytes?.trim())
      expect([...utfInfinity8.encodeCodePoints([cp])], `U+${hex}`).toEqual([...out])
      checked++
    }
    expect(checked).toBe(6)
  })
})

/** The tables as the hand-written branches gave them, bytes C0–FF (every byte below C0 is 0). */
const OLD = {
  LEAD_LENGTH:
    '02020202020202020202020202020202020202020202020202020202020202020303030303030303030303030303030304040404040404040505050506060700',
  SECOND_MIN:
    'c0c0808080808080808080808080808080808080808080808080808080808080a080808080808080808080808080808090808080808080808880808084808200',
  SECOND_MAX:
    'bfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbf9fbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbf00',
}

describe('the tables read from the rows', () => {
  const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  it.each(Object.entries({ LEAD_LENGTH, SECOND_MIN, SECOND_MAX }))('%s as before', (name, table) => {
    expect(hex(table.subarray(0, 0xc0))).toBe('00'.repeat(0xc0))
    expect(hex(table.subarray(0xc0))).toBe(OLD[name as keyof typeof OLD])
  })
})
