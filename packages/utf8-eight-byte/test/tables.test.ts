/**
 * Barber's tables one to ten, regenerated from the codecs' own definitions and compared with the
 * document's figures (test/vectors/barber-tables.json, transcribed from the seed).
 */
import {
  bitDiagram,
  formatCodePoint,
  formatDiagram,
  packBits,
  type SequenceLayout,
  unitPattern,
} from '@utf8x/core'
import { describe, expect, test } from 'vitest'
import { EIGHT_BYTE, hunkScheme, SIXTY_FIVE_BIT } from '../src/_layouts.ts'
import type { Scheme } from '../src/_scheme.ts'
import { eightByte, explain, explainBytes } from '../src/index.ts'
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

describe('tables two and three: the rows A to O', () => {
  const generated = () => {
    const two = []
    const three = []
    for (let n = 1; n <= 8; n++) {
      if (n > 1) {
        const overlongMax = Number(EIGHT_BYTE.least[n]) - 1
        const [a, b] = [raw(0, n), raw(overlongMax, n)]
        const ref = explainBytes(Uint8Array.from(a))[0]?.row
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
      expect(high.row).toBe(low.row)
      two.push({
        ref: low.row,
        utf8: [low.text, high.text],
        overlong: false,
        codePoints: [low.codePointBits, high.codePointBits],
        netBits: low.dataBits,
        // Barber's gross bits are those of the code point column: whole bytes around the net bits.
        grossBits: low.codePointBits.replace(/[' ]/g, '').length,
      })
      three.push({
        ref: low.row,
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
        // The row is explainBytes's to name; the message says which value it holds and its shortest form.
        expect(explainBytes(bytes)[0]?.row).toBe(row.ref)
        const value = explainBytes(bytes)[0]?.codePoint as number
        const shortest = explain(value).length
        expect(error?.message).toBe(
          `Cannot decode utf-8-eight-byte: overlong ${bytes.length}-byte sequence at byte 0 (${text}): ${formatCodePoint(value)} takes ${shortest} byte${shortest === 1 ? '' : 's'}`,
        )
      }
    }
  })

  test('where four- and six-byte UTF-8 stop', () => {
    expect(explain(0x1fffff).row).toBe('G')
    expect(explain(0x200000).row).toBe('I')
    expect(explain(0x7fffffff).row).toBe('K')
    expect(explain(0x80000000).row).toBe('M')
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
    expect(explain(0x80).row).toBe(four.row)
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
        ref: explain(rangeOf(EIGHT_BYTE, n)[0]).row,
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
        expect(explainBytes(Uint8Array.from(seq))).toHaveLength(1)
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
      const [item] = explainBytes(Uint8Array.from(units))
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
