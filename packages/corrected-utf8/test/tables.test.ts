/**
 * The rows of `_tables.ts` against the seed's own table, and the engine scheme `_scheme.ts` builds from
 * them against the values the hand-written constants had and the table core's engine test writes.
 */
import { defineScheme, utf8Layout } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { unpackBits } from '../../core/src/bits.ts'
import { MAX_CODE_POINT, scheme } from '../src/_scheme.ts'
import { CORRECTED_ROWS } from '../src/_tables.ts'
import { CORRECTED_UTF8_TABLE, correctedUtf8 } from '../src/index.ts'

// seeds/corrected-utf8.md, "Putting it all together" (verbatim; the seed's thin spaces as \u2009).
const SEED_TABLE = `Here is a complete table of byte sequences up to 6 bytes long, with
their offsets and the codepoint ranges they encode.  Byte and
codepoint values are shown in hexadecimal, offsets in decimal.

| Byte Sequence Range                   |   Offset | Codepoint Range         |
|:--------------------------------------|---------:|:------------------------|
| 00 … 7F                               |          0 | 0000\u20090000 … 0000\u2009007F|
| C0 80 … DF BF                         |        160 | 0000\u200900A0 … 0000\u2009089F|
| E0 80 80 … EC BD 9F                   |      2\u2009208 | 0000\u200908A0 … 0000\u2009D7FF|
| EC BD A0 … EF BF BF                   |      4\u2009256 | 0000\u2009E000 … 0001\u2009109F|
| F0 80 80 80 … F7 BF BF BF             |     69\u2009792 | 0001\u200910A0 … 0021\u2009109F|
| F8 80 80 80 80 … FB BF BF BF BF       |  2\u2009166\u2009944 | 0021\u200910A0 … 0421\u2009109F|
| FC 80 80 80 80 80 … FD BF BF BF BF BF | 69\u2009275\u2009808 | 0421\u200910A0 … 8421\u2009109F|`

describe('the seven rows', () => {
  it('are the seed table, row by row (bytes, offset, code points)', () => {
    const rows = SEED_TABLE.split('\n')
      .filter((line) => /^\| [0-9A-F]{2} /.test(line))
      .map((line) => {
        const [bytes, offset, codePoints] = line
          .split('|')
          .slice(1, 4)
          .map((cell) => cell.trim().replace(/\u2009/g, ' '))
        return { bytes, offset, codePoints }
      })
    expect(rows).toHaveLength(7)
    expect(CORRECTED_ROWS).toEqual(rows)
  })

  it('agree with the codec: first and last sequences encode the first and last code points', () => {
    for (const row of CORRECTED_UTF8_TABLE) {
      const first = correctedUtf8.encodeCodePoints([row.firstCodePoint])
      const last = correctedUtf8.encodeCodePoints([row.lastCodePoint])
      expect([...first], row.firstCodePoint.toString(16)).toEqual(row.firstBytes)
      expect([...last], row.lastCodePoint.toString(16)).toEqual(row.lastBytes)
      expect(correctedUtf8.decodeCodePoints(Uint8Array.from(row.lastBytes))).toEqual([row.lastCodePoint])
      // The offset is the first code point less the first sequence's stored value.
      expect(row.firstCodePoint - unpackBits(row.firstBytes, 0, utf8Layout(row.length))).toBe(row.offset)
    }
  })
})

describe('the scheme read from the rows', () => {
  it('has the values the hand-written constants had', () => {
    // Offsets by first code point of their range: OFFSET_2, OFFSET_3_LOW, OFFSET_3_HIGH (from the stored
    // value 0xCF60, SPLIT_3), OFFSET_4, OFFSET_5, OFFSET_6.
    expect(scheme.offsets.map((range) => [range.length, range.first - range.offset, range.offset])).toEqual([
      [1, 0, 0],
      [2, 0, 160],
      [3, 0, 2208],
      [3, 0xcf60, 4256],
      [4, 0, 69792],
      [5, 0, 2166944],
      [6, 0, 69275808],
    ])
    expect(MAX_CODE_POINT).toBe(0x8421109f)
    expect(scheme.maxCodePoint).toBe(0x8421109f)
    // The first code point of each length (FIRST_OF_LENGTH).
    const firstOf = [1, 2, 3, 4, 5, 6].map((n) =>
      Math.min(...scheme.offsets.filter((r) => r.length === n).map((r) => r.first)),
    )
    expect([0, ...firstOf]).toEqual([0, 0, 160, 2208, 69792, 2166944, 69275808])
    // The sequence length each lead byte announces (LEAD_LENGTH): 0 continuation, -2 reserved.
    expect(Array.from(scheme.kinds, (k) => (k < 0 ? 'r' : k)).join('')).toBe(
      [
        '1'.repeat(0x80), // 00–7F
        '0'.repeat(0x40), // 80–BF
        '2'.repeat(0x20), // C0–DF
        '3'.repeat(0x10), // E0–EF
        '4'.repeat(0x08), // F0–F7
        '5555', // F8–FB
        '66', // FC–FD
        'rr', // FE, FF: reserved
      ].join(''),
    )
    expect(scheme.kinds[0xfe]).toBe(-2)
    expect(scheme.kinds[0xff]).toBe(-2)
  })

  it("equals the table core's engine test writes by hand (RFC 2044 layouts, the offsets, FE/FF)", () => {
    const byHand = defineScheme({
      name: 'corrected-utf-8',
      rows: [1, 2, 3, 4, 5, 6].map((n) => utf8Layout(n)),
      maxCodePoint: 0x8421109f,
      offsets: [
        [2, 0, 160],
        [3, 0, 2208],
        [3, 0xe000 - 4256, 4256],
        [4, 0, 69792],
        [5, 0, 2166944],
        [6, 0, 69275808],
      ],
      reserved: [0xfe, 0xff],
    })
    expect(scheme).toEqual(byHand)
  })

  it('the public table keeps its shape and values', () => {
    expect(Object.isFrozen(CORRECTED_UTF8_TABLE)).toBe(true)
    expect(CORRECTED_UTF8_TABLE.every((row) => Object.isFrozen(row) && Object.isFrozen(row.firstBytes))).toBe(
      true,
    )
    expect(
      CORRECTED_UTF8_TABLE.map((row) => [row.length, row.offset, row.firstCodePoint, row.lastCodePoint]),
    ).toEqual([
      [1, 0, 0, 0x7f],
      [2, 160, 0xa0, 0x89f],
      [3, 2208, 0x8a0, 0xd7ff],
      [3, 4256, 0xe000, 0x1109f],
      [4, 69792, 0x110a0, 0x21109f],
      [5, 2166944, 0x2110a0, 0x421109f],
      [6, 69275808, 0x42110a0, 0x8421109f],
    ])
  })
})
