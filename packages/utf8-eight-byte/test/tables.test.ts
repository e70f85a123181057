/**
 * Barber's tables one to ten, regenerated from the codecs' own definitions and compared with the
 * document's figures (test/vectors/barber-tables.json, transcribed from the seed); and the rows of
 * `_tables.ts` compared, row by row, with a verbatim copy of the seed's tables (the project never reads
 * the seed itself).
 */
import {
  bitDiagram,
  type Explanation,
  formatCodePoint,
  formatDiagram,
  type SequenceLayout,
} from '@utf8x/core'

import { describe, expect, test } from 'vitest'
import { packBits } from '../../core/src/bits.ts'
import { unitPattern } from '../../core/src/engine/format.ts'
import { EIGHT_BYTE, hunkScheme, SEVEN_BYTE, SIXTY_FIVE_BIT } from '../src/_layouts.ts'
import type { Scheme } from '../src/_scheme.ts'
import {
  EXTENSION_BYTE,
  EXTENSION_BYTE_65,
  TABLE_NINE,
  TABLE_ONE,
  TABLE_TEN,
  TABLE_TWO,
} from '../src/_tables.ts'
import { eightByte, explain } from '../src/index.ts'
import tables from './vectors/barber-tables.json' with { type: 'json' }

const layout = (s: Scheme, n: number) => s.layouts[n] as SequenceLayout

/** Packs a value into an n-unit layout without the shortest-form rule (for the overlong rows). */
function raw(value: number, n: number, s: Scheme = EIGHT_BYTE): number[] {
  const out = new Uint16Array(n)
  packBits(value, layout(s, n), out, 0)
  return Array.from(out)
}

function wz(units: number[], s: Scheme = EIGHT_BYTE): string {
  return formatDiagram(
    bitDiagram(
      units,
      (k) => s.unitBits - (k === 0 ? layout(s, units.length).leadDataBits : layout(s, 1).extensionDataBits),
      s.unitBits,
    ),
  )
}

const hex = (units: readonly number[]) =>
  units.map((u) => u.toString(16).toUpperCase().padStart(2, '0')).join(' ')

function leadPattern(s: Scheme, n: number, zeroOne = false): string {
  const l = layout(s, n)
  const text = formatDiagram(bitDiagram([l.leadMarker], [s.unitBits - l.leadDataBits], s.unitBits), 'pattern')
  return zeroOne ? text.replace(/w/g, '1').replace(/z/g, '0') : text
}

function extensionPattern(s: Scheme, zeroOne = false): string {
  const l = layout(s, 1)
  const text = formatDiagram(
    bitDiagram([l.extensionMarker], [s.unitBits - l.extensionDataBits], s.unitBits),
    'pattern',
  )
  return zeroOne ? text.replace(/w/g, '1').replace(/z/g, '0') : text
}

/** Code point column of table three: the value's bytes, as many as the row's net bits need. */
function codePointHex(value: number, bits: number): string {
  const size = Math.ceil(bits / 8)
  return hex(Array.from({ length: size }, (_, k) => Math.floor(value / 256 ** (size - 1 - k)) % 256))
}

/** Each length's shortest-form range, from the scheme. */
function rangeOf(s: Scheme, n: number): [number, number] {
  return [Number(s.least[n]), 2 ** (s.dataBits[n] as number) - 1]
}

describe('table one: the first byte tells the length', () => {
  test('lead patterns, lengths and extension counts', () => {
    const rows = []
    for (let n = 1; n <= 8; n++) {
      rows.push({
        firstByte: leadPattern(EIGHT_BYTE, n),
        totalBytes: n,
        extensionBytes: layout(EIGHT_BYTE, n).extensionCount,
      })
    }
    expect(rows).toEqual(tables.tableOne.rows)
    expect(extensionPattern(EIGHT_BYTE)).toBe(tables.tableOne.extensionByte)
  })
})

/** The row letter of table two of a code point's one sequence. */
const rowOf = (e: Explanation<number | bigint>) => e.sequences[0]?.row

describe('tables two and three: the rows A to O', () => {
  const generated = () => {
    const two = []
    const three = []
    for (let n = 1; n <= 8; n++) {
      if (n > 1) {
        const overlongMax = Number(EIGHT_BYTE.least[n]) - 1
        const [a, b] = [raw(0, n), raw(overlongMax, n)]
        const ref = explain(Uint8Array.from(a)).sequences[0]?.row
        two.push({
          ref,
          utf8: [wz(a), wz(b)],
          overlong: true,
          codePoints: null,
          netBits: null,
          grossBits: null,
        })
        three.push({ ref, utf8: [hex(a), hex(b)], overlong: true, codePoints: null })
      }
      const [min, max] = rangeOf(EIGHT_BYTE, n)
      const low = explain(min)
      const high = explain(max)
      expect(rowOf(high)).toBe(rowOf(low))
      two.push({
        ref: rowOf(low),
        utf8: [low.text, high.text],
        overlong: false,
        codePoints: [low.codePointBits, high.codePointBits],
        netBits: low.dataBits,
        // Barber's gross bits are those of the code point column: whole bytes around the net bits.
        grossBits: (low.codePointBits ?? '').replace(/[' ]/g, '').length,
      })
      three.push({
        ref: rowOf(low),
        utf8: [low.hex, high.hex],
        overlong: false,
        codePoints: [codePointHex(min, low.dataBits), codePointHex(max, low.dataBits)],
      })
    }
    return { two, three }
  }

  test('table two, binary', () => {
    expect(generated().two).toEqual(tables.tableTwo.rows)
  })

  test('table three, hexadecimal', () => {
    expect(generated().three).toEqual(tables.tableThree.rows)
  })

  test('every overlong row (B, D, F, H, J, L, N) is rejected at both ends, and the rows either side decode', () => {
    for (const row of tables.tableThree.rows.filter((r) => r.overlong)) {
      for (const text of row.utf8) {
        const bytes = Uint8Array.from(text.split(' ').map((h) => Number.parseInt(h, 16)))
        const error = eightByte.validate(bytes)
        expect(error?.kind, `${row.ref} ${text}`).toBe('overlong')
        expect(error?.offset).toBe(0)
        // The row is explain's to name; the message says which value it holds and its shortest form.
        expect(explain(bytes).sequences[0]?.row).toBe(row.ref)
        const value = explain(bytes).sequences[0]?.codePoint as number
        const shortest = explain(value).units.length
        expect(error?.message).toBe(
          `Cannot decode utf-8-eight-byte: overlong ${bytes.length}-byte sequence at byte 0 (${text}): ${formatCodePoint(value)} takes ${shortest} byte${shortest === 1 ? '' : 's'}`,
        )
      }
    }
  })

  test('where four- and six-byte UTF-8 stop', () => {
    expect(rowOf(explain(0x1fffff))).toBe('G')
    expect(rowOf(explain(0x200000))).toBe('I')
    expect(rowOf(explain(0x7fffffff))).toBe('K')
    expect(rowOf(explain(0x80000000))).toBe('M')
    expect(tables.tableTwo.notes).toEqual({
      afterG: 'four-byte UTF-8 stops here',
      afterK: 'six-byte UTF-8 stops here',
    })
  })
})

describe('table four: row C subscripted', () => {
  test('the bits of the code point are copied in order', () => {
    const four = tables.tableFour
    expect([explain(0x80).text, explain(0x7ff).text]).toEqual(four.utf8.map((t) => t.replace(' # ', ' ')))
    expect([explain(0x80).codePointBits, explain(0x7ff).codePointBits]).toEqual(
      four.codePoints.map((t) => t.replace(' # ', ' ')),
    )
    expect(explain(0x80).subscript).toBe(four.subscripted.utf8)
    expect(explain(0x80).codePointSubscript).toBe(four.subscripted.codePoint)
    expect(rowOf(explain(0x80))).toBe(four.row)
  })
})

describe('tables five and six: the Unicode split of row G', () => {
  const ranges: [number, number][] = [
    [0x10000, 0x1fffff],
    [0x10000, 0x10ffff],
    [0x110000, 0x1fffff],
  ]
  test('table five, binary', () => {
    const rows = ranges.map(([a, b]) => ({
      utf8: [explain(a).text, explain(b).text],
      codePoints: [explain(a).codePointBits, explain(b).codePointBits],
    }))
    expect(rows).toEqual(tables.tableFive.rows.map(({ utf8, codePoints }) => ({ utf8, codePoints })))
  })
  test('table six, hexadecimal; the upper part is not Unicode (a string cannot hold it)', () => {
    const rows = ranges.map(([a, b]) => ({
      utf8: [explain(a).hex, explain(b).hex],
      codePoints: [codePointHex(a, 21), codePointHex(b, 21)],
    }))
    expect(rows).toEqual(tables.tableSix.rows.map(({ utf8, codePoints }) => ({ utf8, codePoints })))
    expect(eightByte.decode(eightByte.encodeCodePoints([0x10ffff]))).toBe('\u{10FFFF}')
    expect(() => eightByte.decode(eightByte.encodeCodePoints([0x110000]))).toThrow(
      'Cannot decode utf-8-eight-byte: code point not representable in a JavaScript string U+110000 at byte 0 (F4 90 80 80): a JavaScript string holds values up to U+10FFFF; decode to code points to read it',
    )
  })
})

describe('table seven: which pattern may stand where', () => {
  test('single, extension and lead patterns with the rows they first appear in', () => {
    expect(leadPattern(EIGHT_BYTE, 1, true)).toBe(tables.tableSeven.single)
    expect(extensionPattern(EIGHT_BYTE, true)).toBe(tables.tableSeven.extension)
    const rows = []
    for (let n = 2; n <= 8; n++) {
      rows.push({
        pattern: leadPattern(EIGHT_BYTE, n, true),
        under: n,
        ref: rowOf(explain(rangeOf(EIGHT_BYTE, n)[0])),
      })
    }
    expect(rows).toEqual(tables.tableSeven.rows)
  })

  test('a lead of n bytes stands in no well-formed sequence shorter than n (every byte checked)', () => {
    for (let byte = 0; byte < 256; byte++) {
      const kind = EIGHT_BYTE.kinds[byte] as number
      // In position 0 it starts exactly `kind` bytes; in any later position of a sequence it is an error.
      if (kind >= 2) {
        const seq = [byte, ...Array<number>(kind - 1).fill(0xbf)]
        expect(explain(Uint8Array.from(seq)).sequences).toHaveLength(1)
        const inside = Uint8Array.from([0xe2, byte, 0x80])
        expect(eightByte.validate(inside)?.kind).toBe('truncated')
        expect(eightByte.validate(inside)?.message).toContain(
          `; 0 came, then ${byte.toString(16).toUpperCase()}, a ${kind}-byte lead (${unitPattern(EIGHT_BYTE, kind)})`,
        )
      }
    }
  })

  test("the last line: a channel that intercepts 1111'1111 limits the encoding to seven bytes", () => {
    expect(tables.tableSeven.note).toContain('seven bytes')
  })
})

describe('table eight: overlong forms of %', () => {
  test('the forms, their rows and verdicts', () => {
    const rows = [1, 2, 3, 4].map((n) => {
      const units = raw(0x25, n)
      const [item] = explain(Uint8Array.from(units)).sequences
      expect(item?.codePoint).toBe(0x25)
      return { utf8: item?.text, ref: item?.row, comment: item?.error === null ? 'valid' : item?.error.kind }
    })
    expect(rows).toEqual(tables.tableEight.rows)
    expect(explain(0x25).codePointBits).toBe(tables.tableEight.codePoint)
  })
})

describe('table nine: hunks of 9 down to 1 bits', () => {
  test('formats and total bits of every length', () => {
    const hunks = []
    for (let h = 9; h >= 1; h--) {
      const s = hunkScheme(h)
      const rows = []
      for (let n = 1; n <= s.longest; n++) {
        rows.push({
          totalBits: s.dataBits[n],
          lead: leadPattern(s, n),
          extension: n === 1 ? null : extensionPattern(s),
          extensionCount: n - 1,
        })
      }
      hunks.push({ bits: h, rows })
    }
    expect(hunks).toEqual(tables.tableNine.hunks)
  })

  test('8-bit hunks are the eight-byte system', () => {
    expect(hunkScheme(8).layouts).toEqual(EIGHT_BYTE.layouts)
  })
})

/** Table ten's superscript notation: the leading run of ones as `w<count>`, then the other structure bits. */
function superscript(structure: string, dataBits: number, selector: boolean): string {
  const body = selector ? structure.slice(0, -1) : structure
  const ones = /^1*/.exec(body)?.[0].length ?? 0
  let text = ones > 0 ? `w${ones}` : ''
  for (const c of body.slice(ones) + (selector ? structure.slice(-1) : '')) text += c === '1' ? 'w' : 'z'
  return dataBits > 0 ? `${text} d${dataBits}` : text
}

function structureOf(unit: number, structureBits: number): string {
  return unit.toString(2).padStart(8, '0').slice(0, structureBits)
}

describe('table ten: the 65-bit variant beside ordinary UTF-8', () => {
  test('first bytes, extension bytes and total bits', () => {
    const rows = []
    const total = (lead: number, e: number, per: number) =>
      e === 0
        ? `${lead}`
        : lead > 0
          ? `${lead} + ${e} × ${per} = ${lead + e * per}`
          : `${e} × ${per} = ${e * per}`
    for (let e = 0; e <= 13; e++) {
      const l = layout(SIXTY_FIVE_BIT, e + 1)
      const s = 8 - l.leadDataBits
      const o = e <= 7 ? layout(EIGHT_BYTE, e + 1) : null
      rows.push({
        totalBits65: total(l.leadDataBits, e, 5),
        firstByte65: superscript(structureOf(l.leadMarker, s), l.leadDataBits, e > 0),
        extensionBytes: e,
        firstByteOrdinary:
          o === null
            ? null
            : superscript(structureOf(o.leadMarker, 8 - o.leadDataBits), o.leadDataBits, false),
        totalBitsOrdinary: o === null ? null : total(o.leadDataBits, e, 6),
      })
      expect(SIXTY_FIVE_BIT.dataBits[e + 1]).toBe(l.leadDataBits + 5 * e)
      if (e === 0) {
        const x = layout(SIXTY_FIVE_BIT, 1)
        const y = layout(EIGHT_BYTE, 1)
        rows.push({
          totalBits65: null,
          firstByte65: superscript(
            structureOf(x.extensionMarker, 8 - x.extensionDataBits),
            x.extensionDataBits,
            true,
          ),
          extensionBytes: 'extension byte itself',
          firstByteOrdinary: superscript(
            structureOf(y.extensionMarker, 8 - y.extensionDataBits),
            y.extensionDataBits,
            false,
          ),
          totalBitsOrdinary: null,
        })
      }
    }
    expect(rows).toEqual(tables.tableTen.rows)
  })
})

// The seed's own text (seeds/eight-byte-utf8.txt, verbatim) for the rows of `_tables.ts`.
// §2, table one:
const SEED_TABLE_ONE = `table one
first byte
of sequence
total number of
bytes in sequence
number of
extension bytes
zddd'dddd10
wwzd'dddd21
wwwz'dddd32
wwww'zddd43
wwww'wzdd54
wwww'wwzd65
wwww'wwwz76
wwww'wwww87
The format of any extension byte is wzdd'dddd.`
// §3, table two:
const SEED_TABLE_TWO = `table two
eight-byte
UTF-8
ref. code
points
net
bits
gross
bits
z000'0000
thru z111'1111
A 0000'0000
thru 0111'1111
78
wwz0'0000 wz00'0000
thru wwz0'0001 wz11'1111
B overlong  
wwz0'0010 wz00'0000
thru wwz1'1111 wz11'1111
C 0000'0000 1000'0000
thru 0000'0111 1111'1111
1116
wwwz'0000 wz00'0000 wz00'0000
thru wwwz'0000 wz01'1111 wz11'1111
D overlong  
wwwz'0000 wz10'0000 wz00'0000
thru wwwz'1111 wz11'1111 wz11'1111
E 0000'1000 0000'0000
thru 1111'1111 1111'1111
1616
wwww'z000 wz00'0000 wz00'0000 wz00'0000
thru wwww'z000 wz00'1111 wz11'1111 wz11'1111
F overlong  
wwww'z000 wz01'0000 wz00'0000 wz00'0000
thru wwww'z111 wz11'1111 wz11'1111 wz11'1111
G 0000'0001 0000'0000 0000'0000
thru 0001'1111 1111'1111 1111'1111
2124
four-byte UTF-8 stops here
wwww'wz00 wz00'0000 wz00'0000 wz00'0000 wz00'0000
thru wwww'wz00 wz00'0111 wz11'1111 wz11'1111 wz11'1111
H overlong  
wwww'wz00 wz00'1000 wz00'0000 wz00'0000 wz00'0000
thru wwww'wz11 wz11'1111 wz11'1111 wz11'1111 wz11'1111
I 0000'0000 0010'0000 0000'0000 0000'0000
thru 0000'0011 1111'1111 1111'1111 1111'1111
2632
wwww'wwz0 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000
thru wwww'wwz0 wz00'0011 wz11'1111 wz11'1111 wz11'1111 wz11'1111
J overlong  
wwww'wwz0 wz00'0100 wz00'0000 wz00'0000 wz00'0000 wz00'0000
thru wwww'wwz1 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111
K 0000'0100 0000'0000 0000'0000 0000'0000
thru 0111'1111 1111'1111 1111'1111 1111'1111
3132
six-byte UTF-8 stops here
wwww'wwwz wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000
thru wwww'wwwz wz00'0001 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111
L overlong  
wwww'wwwz wz00'0010 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000
thru wwww'wwwz wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111
M 0000'0000 1000'0000 0000'0000 0000'0000 0000'0000
thru 0000'1111 1111'1111 1111'1111 1111'1111 1111'1111
3640
wwww'wwww wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000
thru wwww'wwww wz00'0000 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111
N overlong  
wwww'wwww wz00'0001 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000
thru wwww'wwww wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111
O 0000'0000 0001'0000 0000'0000 0000'0000 0000'0000 0000'0000
thru 0000'0011 1111'1111 1111'1111 1111'1111 1111'1111 1111'1111
4248`
// §8, table nine:
const SEED_TABLE_NINE = `table nine
 
9 bits
per
hunk
total bits
8z'dddd'dddd
13w'wzdd'ddddw'zddd'dddd
19w'wwzd'ddddw'zddd'dddd × 2
25w'wwwz'ddddw'zddd'dddd × 3
31w'wwww'zdddw'zddd'dddd × 4
37w'wwww'wzddw'zddd'dddd × 5
43w'wwww'wwzdw'zddd'dddd × 6
49w'wwww'wwwzw'zddd'dddd × 7
56w'wwww'wwwww'zddd'dddd × 8
8 bits
per
hunk
total bits same as the system above
7zddd'dddd
11wwzd'ddddwzdd'dddd
16wwwz'ddddwzdd'dddd × 2
21wwww'zdddwzdd'dddd × 3
26wwww'wzddwzdd'dddd × 4
31wwww'wwzdwzdd'dddd × 5
36wwww'wwwzwzdd'dddd × 6
42wwww'wwwwwzdd'dddd × 7
7 bits
per
hunk
total bits
6zdd'dddd
9wwz'ddddwzd'dddd
13www'zdddwzd'dddd × 2
17www'wzddwzd'dddd × 3
21www'wwzdwzd'dddd × 4
25www'wwwzwzd'dddd × 5
30www'wwwwwzd'dddd × 6
6 bits
per
hunk
total bits
5zd'dddd
7ww'zdddwz'dddd
10ww'wzddwz'dddd × 2
13ww'wwzdwz'dddd × 3
16ww'wwwzwz'dddd × 4
20ww'wwwwwz'dddd × 5
5 bits
per
hunk
total bits
4z'dddd
5w'wzddw'zddd
7w'wwzdw'zddd × 2
9w'wwwzw'zddd × 3
12w'wwwww'zddd × 4
4 bits
per
hunk
total bits
3zddd
3wwzdwzdd
4wwwzwzdd × 2
6wwwwwzdd × 3
3 bits
per
hunk
total bits
2zdd
1wwzwzd
2wwwwzd × 2
2 bits
per
hunk
total bits
1zd
0wwwz
1 bit
per
hunk
total bits
0z`
// §9, table ten:
const SEED_TABLE_TEN = `65-bit
variant
table ten ordinary
UTF-8
total bits first byte
of sequence
number of
extension bytes
first byte
of sequence
total bits
7 z d7 0 z d7 7
w1zz d5 (extension
byte itself)
w1z d6
5 + 1 × 5 = 10 w1zw d5 1 w2z d5 5 + 1 × 6 = 11
4 + 2 × 5 = 14 w2zz d4 2 w3z d4 4 + 2 × 6 = 16
4 + 3 × 5 = 19 w2zw d4 3 w4z d3 3 + 3 × 6 = 21
3 + 4 × 5 = 23 w3zz d3 4 w5z d2 2 + 4 × 6 = 26
3 + 5 × 5 = 28 w3zw d3 5 w6z d1 1 + 5 × 6 = 31
2 + 6 × 5 = 32 w4zz d2 6 w7z 6 × 6 = 36
2 + 7 × 5 = 37 w4zw d2 7 w8 7 × 6 = 42
1 + 8 × 5 = 41 w5zz d1 8
1 + 9 × 5 = 46 w5zw d1 9
10 × 5 = 50 w6zz 10
11 × 5 = 55 w6zw 11
12 × 5 = 60 w7z 12
13 × 5 = 65 w7w 13`

describe("the rows of _tables.ts are the seed's", () => {
  test('table one: first byte, total bytes, extension bytes; the extension byte', () => {
    const rows = SEED_TABLE_ONE.split('\n')
      .slice(7, 15)
      .map((line) => {
        const [, firstByte, total, extensions] = /^([wzd']+)(\d)(\d)$/.exec(line) ?? []
        return { firstByte, total: Number(total), extensions: Number(extensions) }
      })
    expect(TABLE_ONE).toEqual(rows)
    expect(SEED_TABLE_ONE).toContain(`The format of any extension byte is ${EXTENSION_BYTE}.`)
  })

  test('table two: rows A to O with their letters, ranges and net bits', () => {
    const lines = SEED_TABLE_TWO.split('\n').slice(9)
    const rows = []
    for (let k = 0; k < lines.length; ) {
      if ((lines[k] as string).endsWith('stops here')) {
        k++
        continue
      }
      const from = lines[k] as string
      const thru = (lines[k + 1] as string).replace(/^thru /, '')
      const [, ref, rest] = /^([A-O]) (.*)$/.exec(lines[k + 2] as string) ?? []
      if (rest?.trim() === 'overlong') {
        rows.push({ ref, from, thru, netBits: null })
        k += 3
      } else {
        const bits = lines[k + 4] as string
        rows.push({ ref, from, thru, netBits: Number(bits.slice(0, bits.length / 2)) })
        k += 5
      }
    }
    expect(rows).toHaveLength(15)
    expect(TABLE_TWO).toEqual(rows)
  })

  test('table nine: each hunk size, total bits and patterns', () => {
    const seed = new Map<number, string[]>()
    let bits = 0
    for (const line of SEED_TABLE_NINE.split('\n')) {
      const size = /^(\d) bits?$/.exec(line)
      if (size !== null) {
        bits = Number(size[1])
        seed.set(bits, [])
      } else if (/^\d+[wz]/.test(line)) seed.get(bits)?.push(line)
    }
    expect([...seed.keys()]).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1])
    for (const [size, lines] of seed) {
      // The seed prints the lead and extension columns without a space between them.
      const ours = (TABLE_NINE[size] ?? []).map(
        ([total, pattern]) => `${total}${pattern.replace(/^(\S+) (?!×)/, '$1')}`,
      )
      expect(ours, `${size}-bit hunks`).toEqual(lines)
    }
  })

  test('table ten: the fourteen 65-bit rows and the extension byte', () => {
    const lines = SEED_TABLE_TEN.split('\n')
    const rows = [lines[11], ...lines.slice(15)]
    expect(rows).toHaveLength(14)
    TABLE_TEN.forEach((row, k) => {
      const text = `${row.totalBits} ${row.firstByte} ${row.extensions}`
      expect(`${rows[k]} `.startsWith(`${text} `), `${text} in ${rows[k]}`).toBe(true)
    })
    expect(lines[12]).toBe(`${EXTENSION_BYTE_65} (extension`)
  })

  test('total and net bits of each row are what its layout holds', () => {
    for (const [size, rows] of Object.entries(TABLE_NINE)) {
      rows.forEach(([total], k) => {
        expect(hunkScheme(Number(size)).dataBits[k + 1], `${size}-bit, ${k + 1} hunks`).toBe(total)
      })
    }
    TABLE_TEN.forEach((row, k) => {
      expect(SIXTY_FIVE_BIT.dataBits[k + 1]).toBe(Number(row.totalBits.split(' = ').at(-1)))
    })
    for (const row of TABLE_TWO.filter((r) => r.netBits !== null)) {
      expect(EIGHT_BYTE.dataBits[row.from.split(' ').length]).toBe(row.netBits)
    }
  })
})

/**
 * The schemes as the arithmetic of the old `_layouts.ts` built them: per length, the layout as
 * [leadMarker, leadDataBits, extensionCount, extensionMarker, extensionDataBits], and the row letters.
 */
const EIGHT = {
  name: 'utf-8-eight-byte',
  longest: 8,
  maxSequenceLength: 8,
  maxBits: 42,
  layouts: [
    [0x0, 7, 0, 0x80, 6],
    [0xc0, 5, 1, 0x80, 6],
    [0xe0, 4, 2, 0x80, 6],
    [0xf0, 3, 3, 0x80, 6],
    [0xf8, 2, 4, 0x80, 6],
    [0xfc, 1, 5, 0x80, 6],
    [0xfe, 0, 6, 0x80, 6],
    [0xff, 0, 7, 0x80, 6],
  ],
  rows: [
    ['A', null],
    ['C', 'B'],
    ['E', 'D'],
    ['G', 'F'],
    ['I', 'H'],
    ['K', 'J'],
    ['M', 'L'],
    ['O', 'N'],
  ],
}

const OLD = [
  EIGHT,
  {
    name: 'utf-8-seven-byte',
    longest: 7,
    maxSequenceLength: 7,
    maxBits: 36,
    layouts: EIGHT.layouts.slice(0, 7),
    rows: EIGHT.rows.slice(0, 7),
  },
  {
    name: 'utf-8-65',
    longest: 14,
    maxSequenceLength: 14,
    maxBits: 65,
    layouts: [
      [0x0, 7, 0, 0x80, 5],
      [0xa0, 5, 1, 0x80, 5],
      [0xc0, 4, 2, 0x80, 5],
      [0xd0, 4, 3, 0x80, 5],
      [0xe0, 3, 4, 0x80, 5],
      [0xe8, 3, 5, 0x80, 5],
      [0xf0, 2, 6, 0x80, 5],
      [0xf4, 2, 7, 0x80, 5],
      [0xf8, 1, 8, 0x80, 5],
      [0xfa, 1, 9, 0x80, 5],
      [0xfc, 0, 10, 0x80, 5],
      [0xfd, 0, 11, 0x80, 5],
      [0xfe, 0, 12, 0x80, 5],
      [0xff, 0, 13, 0x80, 5],
    ],
    rows: null,
  },
  {
    name: 'utf-8-hunk-1',
    longest: 1,
    maxSequenceLength: 1,
    maxBits: 0,
    layouts: [[0x0, 0, 0, 0x0, 0]],
    rows: null,
  },
  {
    name: 'utf-8-hunk-2',
    longest: 2,
    maxSequenceLength: 1,
    maxBits: 1,
    layouts: [
      [0x0, 1, 0, 0x2, 0],
      [0x3, 0, 1, 0x2, 0],
    ],
    rows: null,
  },
  {
    name: 'utf-8-hunk-3',
    longest: 3,
    maxSequenceLength: 1,
    maxBits: 2,
    layouts: [
      [0x0, 2, 0, 0x4, 1],
      [0x6, 0, 1, 0x4, 1],
      [0x7, 0, 2, 0x4, 1],
    ],
    rows: null,
  },
  {
    name: 'utf-8-hunk-4',
    longest: 4,
    maxSequenceLength: 4,
    maxBits: 6,
    layouts: [
      [0x0, 3, 0, 0x8, 2],
      [0xc, 1, 1, 0x8, 2],
      [0xe, 0, 2, 0x8, 2],
      [0xf, 0, 3, 0x8, 2],
    ],
    rows: null,
  },
  {
    name: 'utf-8-hunk-5',
    longest: 5,
    maxSequenceLength: 5,
    maxBits: 12,
    layouts: [
      [0x0, 4, 0, 0x10, 3],
      [0x18, 2, 1, 0x10, 3],
      [0x1c, 1, 2, 0x10, 3],
      [0x1e, 0, 3, 0x10, 3],
      [0x1f, 0, 4, 0x10, 3],
    ],
    rows: null,
  },
  {
    name: 'utf-8-hunk-6',
    longest: 6,
    maxSequenceLength: 6,
    maxBits: 20,
    layouts: [
      [0x0, 5, 0, 0x20, 4],
      [0x30, 3, 1, 0x20, 4],
      [0x38, 2, 2, 0x20, 4],
      [0x3c, 1, 3, 0x20, 4],
      [0x3e, 0, 4, 0x20, 4],
      [0x3f, 0, 5, 0x20, 4],
    ],
    rows: null,
  },
  {
    name: 'utf-8-hunk-7',
    longest: 7,
    maxSequenceLength: 7,
    maxBits: 30,
    layouts: [
      [0x0, 6, 0, 0x40, 5],
      [0x60, 4, 1, 0x40, 5],
      [0x70, 3, 2, 0x40, 5],
      [0x78, 2, 3, 0x40, 5],
      [0x7c, 1, 4, 0x40, 5],
      [0x7e, 0, 5, 0x40, 5],
      [0x7f, 0, 6, 0x40, 5],
    ],
    rows: null,
  },
  { ...EIGHT, name: 'utf-8-hunk-8', rows: null },
  {
    name: 'utf-8-hunk-9',
    longest: 9,
    maxSequenceLength: 9,
    maxBits: 56,
    layouts: [
      [0x0, 8, 0, 0x100, 7],
      [0x180, 6, 1, 0x100, 7],
      [0x1c0, 5, 2, 0x100, 7],
      [0x1e0, 4, 3, 0x100, 7],
      [0x1f0, 3, 4, 0x100, 7],
      [0x1f8, 2, 5, 0x100, 7],
      [0x1fc, 1, 6, 0x100, 7],
      [0x1fe, 0, 7, 0x100, 7],
      [0x1ff, 0, 8, 0x100, 7],
    ],
    rows: null,
  },
]

describe('the schemes read from the rows are the ones the arithmetic built', () => {
  const schemes = [EIGHT_BYTE, SEVEN_BYTE, SIXTY_FIVE_BIT, ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(hunkScheme)]
  test.each(schemes.map((s, k) => [s.name, s, OLD[k]] as const))('%s', (name, s, old) => {
    expect(name).toBe(old?.name)
    expect(s.longest).toBe(old?.longest)
    expect(s.maxSequenceLength).toBe(old?.maxSequenceLength)
    expect(s.maxBits).toBe(old?.maxBits)
    expect(
      s.layouts
        .slice(1)
        .map((l) => [l.leadMarker, l.leadDataBits, l.extensionCount, l.extensionMarker, l.extensionDataBits]),
    ).toEqual(old?.layouts)
    expect(s.layouts.slice(1).every((l) => l.unitBits === s.unitBits)).toBe(true)
    expect(s.rows?.slice(1) ?? null).toEqual(old?.rows)
  })
})
