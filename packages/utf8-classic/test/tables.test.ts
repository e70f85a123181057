/**
 * The rows of `_tables.ts` (and core's RFC 3629 rows) against the seeds' own text, and what the engine
 * derives from them against the values the hand-written code gave before the rows existed.
 */
import type { Scheme } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { RFC3629_ROWS } from '../../core/src/_tables.ts'
import { packBits } from '../../core/src/bits.ts'
import { canComplete } from '../../core/src/engine/prefix.ts'
import { heldTail } from '../../core/src/engine/read.ts'
import { readLayout } from '../../core/src/table.ts'
import { CESU8, MUTF8, RFC2279, UTF8, WTF8 } from '../src/_scheme.ts'
import { RFC2279_ROWS } from '../src/_tables.ts'

// seeds/rfc3629-utf8-definition.txt, section 3 "UTF-8 definition", "Encoding Table" (verbatim).
const RFC3629_SEED_TABLE = `Char. number range | UTF-8 octet sequence
(hexadecimal) | (binary)
--------------------+---------------------------------------------
0000 0000-0000 007F | 0xxxxxxx
0000 0080-0000 07FF | 110xxxxx 10xxxxxx
0000 0800-0000 FFFF | 1110xxxx 10xxxxxx 10xxxxxx
0001 0000-0010 FFFF | 11110xxx 10xxxxxx 10xxxxxx 10xxxxxx`

// The same section, "Multi-Octet Sequences" (verbatim): the rule every row of 2 or more octets follows.
const RFC3629_SEED_RULE = `In a sequence of n octets, n>1:
- The initial octet has the n higher-order bits set to 1, followed by a bit set to 0
- The remaining bit(s) of that octet contain bits from the number of the character to be encoded
- The following octet(s) all have the higher-order bit set to 1 and the following bit set to 0, leaving 6 bits in each to contain bits from the character to be encoded`

// seeds/utf8-reading-writing.txt, "Unicode Code Point Intervals Used in UTF-8" (verbatim patterns).
const JENKOV_SEED_PATTERNS = [
  '0ZZZZZZZ',
  '110YYYYY 10ZZZZZZ',
  '1110XXXX 10YYYYYY 10ZZZZZZ',
  '11110VVV 10WWXXXX 10YYYYYY 10ZZZZZZ',
]

// SEMANTICS.md, "Schemes and their ids" and "Lead units per scheme" (verbatim), for RFC 2279.
const SEMANTICS_RFC2279 = `| \`utf-8-rfc2279\` | utf8-classic | RFC 2279, 1–6 bytes | byte | 0x7FFFFFFF | yes |
- \`utf-8-rfc2279\`: C0–FD leads; FE/FF invalid-lead.`

// seeds/utf-infinity-8.txt, section 4 "Examples" (verbatim): the last six-byte code of RFC 2279.
const INFINITY_SEED_EXAMPLE = 'U+7FFFFFFF = FD BF BF BF BF BF (six bytes; the last original UTF-8 code)'

const seedRows = RFC3629_SEED_TABLE.split('\n')
  .slice(3)
  .map((line) => {
    const [range, pattern] = line.split(' | ')
    return { range, pattern }
  })

const rangeOf = (range: string) => range.split('-').map((end) => Number.parseInt(end.replace(' ', ''), 16))

/** The pattern the rule text gives for n octets. */
function ruleRow(n: number): string {
  if (n === 1) return '0xxxxxxx'
  const lead = `${'1'.repeat(n)}0${'x'.repeat(7 - n)}`
  return [lead, ...Array<string>(n - 1).fill('10xxxxxx')].join(' ')
}

describe('RFC 3629 rows', () => {
  it('are the seed table, row by row (range and pattern)', () => {
    expect(seedRows).toHaveLength(4)
    expect(RFC3629_ROWS).toEqual(seedRows)
  })

  it("match the seed's rule for n octets and Jenkov's patterns", () => {
    expect(RFC3629_SEED_RULE).toContain('n higher-order bits set to 1, followed by a bit set to 0')
    expect(RFC3629_SEED_RULE).toContain('leaving 6 bits in each')
    RFC3629_ROWS.forEach((row, k) => {
      expect(row.pattern).toBe(ruleRow(k + 1))
      expect(row.pattern).toBe(JENKOV_SEED_PATTERNS[k]?.replace(/[V-Z]/g, 'x'))
    })
  })
})

describe('RFC 2279 rows', () => {
  it('follow the rule of the seed for 1 to 6 octets; the first three are RFC 3629 rows', () => {
    expect(RFC2279_ROWS).toHaveLength(6)
    RFC2279_ROWS.forEach((row, k) => {
      expect(row.pattern, row.range).toBe(ruleRow(k + 1))
    })
    expect(RFC2279_ROWS.slice(0, 3)).toEqual(RFC3629_ROWS.slice(0, 3))
    expect(RFC2279_ROWS[3]?.pattern).toBe(RFC3629_ROWS[3]?.pattern)
  })

  it('each range runs from the end of the one before to the capacity of its pattern, up to 0x7FFFFFFF', () => {
    let next = 0
    for (const row of RFC2279_ROWS) {
      const [low, high] = rangeOf(row.range)
      const l = readLayout(row.pattern)
      expect(low, row.range).toBe(next)
      expect(high, row.range).toBe(2 ** (l.leadDataBits + l.extensionCount * l.extensionDataBits) - 1)
      next = (high as number) + 1
    }
    expect(SEMANTICS_RFC2279).toContain('| 0x7FFFFFFF |')
    expect(next - 1).toBe(0x7fffffff)
  })

  it("the sixth row writes the seed's last six-byte code", () => {
    const [cp, bytes] = (INFINITY_SEED_EXAMPLE.split(' (')[0] as string).split(' = ') as [string, string]
    const out = new Uint8Array(6)
    packBits(Number.parseInt(cp.slice(2), 16), readLayout(RFC2279_ROWS[5]?.pattern as string), out, 0)
    expect([...out].map((b) => b.toString(16).toUpperCase()).join(' ')).toBe(bytes)
    expect(SEMANTICS_RFC2279).toContain('C0–FD leads; FE/FF invalid-lead')
    expect(RFC2279.kinds[0xfd]).toBe(6)
    expect([RFC2279.kinds[0xfe], RFC2279.kinds[0xff]]).toEqual([-1, -1])
  })
})

/** The hand-written descriptors of UTF-8 and CESU-8 (see OLD). */
const UTF8_OLD = {
  scheme: UTF8,
  name: 'utf-8',
  maxCodePoint: 0x10ffff,
  longestLead: 4,
  maxSequenceLength: 4,
  holdWindow: 3,
  holdSample: '41 F0 90 80',
  lengthsC0: '2222222222222222222222222222222233333333333333334444444400000000',
  secondLowC0: [
    'ffff8080808080808080808080808080',
    '80808080808080808080808080808080',
    'a0808080808080808080808080808080',
    '9080808080ffffff0000000000000000',
  ].join(''),
  secondHighC0: [
    '0000bfbfbfbfbfbfbfbfbfbfbfbfbfbf',
    'bfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbf',
    'bfbfbfbfbfbfbfbfbfbfbfbfbf9fbfbf',
    'bfbfbfbf8f0000000000000000000000',
  ].join(''),
}

const CESU8_OLD = {
  scheme: CESU8,
  name: 'cesu-8',
  maxCodePoint: 0x10ffff,
  longestLead: 3,
  maxSequenceLength: 6,
  holdWindow: 5,
  holdSample: '41 ED A0 80 ED B0',
  lengthsC0: '2222222222222222222222222222222233333333333333330000000000000000',
  secondLowC0: [
    'ffff8080808080808080808080808080',
    '80808080808080808080808080808080',
    'a0808080808080808080808080808080',
    '00000000000000000000000000000000',
  ].join(''),
  secondHighC0: [
    '0000bfbfbfbfbfbfbfbfbfbfbfbfbfbf',
    'bfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbf',
    'bfbfbfbfbfbfbfbfbfbfbfbfbfafbfbf',
    '00000000000000000000000000000000',
  ].join(''),
}

/** The descriptors as the hand-written `makeScheme` gave them (lead bytes 00–BF: 1 below 80, else 0). */
const OLD: {
  scheme: Scheme
  name: string
  maxCodePoint: number
  longestLead: number
  maxSequenceLength: number
  holdWindow: number
  /** The longest end of a stream the scheme holds back (its first byte stays): `holdWindow` bytes. */
  holdSample: string
  lengthsC0: string
  secondLowC0: string
  secondHighC0: string
}[] = [
  UTF8_OLD,
  {
    scheme: RFC2279,
    name: 'utf-8-rfc2279',
    maxCodePoint: 0x7fffffff,
    longestLead: 6,
    maxSequenceLength: 6,
    holdWindow: 5,
    holdSample: '41 FC 84 80 80 80',
    lengthsC0: '2222222222222222222222222222222233333333333333334444444455556600',
    secondLowC0: [
      'ffff8080808080808080808080808080',
      '80808080808080808080808080808080',
      'a0808080808080808080808080808080',
      '90808080808080808880808084800000',
    ].join(''),
    secondHighC0: [
      '0000bfbfbfbfbfbfbfbfbfbfbfbfbfbf',
      'bfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbf',
      'bfbfbfbfbfbfbfbfbfbfbfbfbfbfbfbf',
      'bfbfbfbfbfbfbfbfbfbfbfbfbfbf0000',
    ].join(''),
  },
  {
    // WTF-8: UTF-8's rows; only ED may go on to A0–BF (lone surrogates), and a stream holds a possible pair.
    ...UTF8_OLD,
    scheme: WTF8,
    name: 'wtf-8',
    holdWindow: 5,
    holdSample: '41 ED A0 80 ED B0',
    secondHighC0: `${UTF8_OLD.secondHighC0.slice(0, 0x2d * 2)}bf${UTF8_OLD.secondHighC0.slice(0x2e * 2)}`,
  },
  CESU8_OLD,
  {
    // MUTF-8: CESU-8's rows; C0 80 is U+0000, and ED stops at BF (lone surrogates and pairs alike).
    ...CESU8_OLD,
    scheme: MUTF8,
    name: 'mutf-8',
    secondLowC0: `80${CESU8_OLD.secondLowC0.slice(2)}`,
    secondHighC0: `80${CESU8_OLD.secondHighC0.slice(2, 0x2d * 2)}bf${CESU8_OLD.secondHighC0.slice(0x2e * 2)}`,
  },
]

const hex = (bytes: ArrayLike<number>) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const fromHex = (text: string) => Uint8Array.from(text.split(' '), (h) => Number.parseInt(h, 16))

/** The old descriptor's length of each byte's sequence: the engine's kind, 0 for none. */
const lengthOf = (s: Scheme, b: number) => Math.max(s.kinds[b] as number, 0)

/** The old descriptor's second-byte range of a lead: the second bytes the engine lets complete. */
function secondRange(s: Scheme, lead: number): [number, number] {
  if (lengthOf(s, lead) < 2) return [0, 0]
  let [lo, hi] = [0xff, 0]
  for (let second = 0x80; second <= 0xbf; second++) {
    if (!canComplete(s, new Uint8Array([lead, second]), 0, 2)) continue
    lo = Math.min(lo, second)
    hi = second
  }
  return [lo, hi]
}

describe('what the engine derives from the rows', () => {
  it.each(OLD)('$name: lengths, second-byte ranges and largest code point as before', (old) => {
    const s = old.scheme
    expect(s.name).toBe(old.name)
    expect(s.maxCodePoint).toBe(old.maxCodePoint)
    expect(s.longest).toBe(old.longestLead)
    expect(s.maxSequenceLength).toBe(old.maxSequenceLength)
    const sample = fromHex(old.holdSample)
    expect(sample.length - heldTail(s, sample, true)).toBe(old.holdWindow)
    expect(heldTail(s, sample.subarray(0, 1), true)).toBe(1)
    // Below C0: ASCII leads itself (Modified UTF-8's raw 00 leads nothing), 80–BF only extend.
    expect(Array.from({ length: 0xc0 }, (_, b) => s.kinds[b])).toEqual(
      Array.from({ length: 0xc0 }, (_, b) => (b === 0 && s.modifiedNul ? -1 : b < 0x80 ? 1 : 0)),
    )
    const leads = Array.from({ length: 0x40 }, (_, k) => 0xc0 + k)
    expect(leads.map((b) => lengthOf(s, b)).join('')).toBe(old.lengthsC0)
    expect(hex(leads.map((b) => secondRange(s, b)[0]))).toBe(old.secondLowC0)
    expect(hex(leads.map((b) => secondRange(s, b)[1]))).toBe(old.secondHighC0)
  })

  it('the smallest value of each length as before', () => {
    expect(RFC2279.least).toEqual([0, 0, 0x80, 0x800, 0x10000, 0x200000, 0x4000000])
  })

  it('every scheme of the package is covered', () => {
    expect(OLD.map((o) => o.scheme)).toEqual([UTF8, RFC2279, WTF8, CESU8, MUTF8])
  })
})
