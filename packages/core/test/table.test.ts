import { readTable, type SequenceLayout, utf8Layout } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { readLayout } from '../src/table.ts'

const layout = (
  unitBits: number,
  leadMarker: number,
  leadDataBits: number,
  extensionCount: number,
  extensionMarker: number,
  extensionDataBits: number,
): SequenceLayout => ({
  unitBits,
  leadMarker,
  leadDataBits,
  extensionCount,
  extensionMarker,
  extensionDataBits,
})

describe('readLayout: RFC 3629 / RFC 2279 notation', () => {
  it('reads each row of the RFC table exactly', () => {
    expect(readLayout('0xxxxxxx')).toEqual(layout(8, 0x00, 7, 0, 0, 0))
    expect(readLayout('110xxxxx 10xxxxxx')).toEqual(layout(8, 0xc0, 5, 1, 0x80, 6))
    expect(readLayout('1110xxxx 10xxxxxx 10xxxxxx')).toEqual(layout(8, 0xe0, 4, 2, 0x80, 6))
    expect(readLayout('11110xxx 10xxxxxx 10xxxxxx 10xxxxxx')).toEqual(layout(8, 0xf0, 3, 3, 0x80, 6))
    expect(readLayout('111110xx 10xxxxxx 10xxxxxx 10xxxxxx 10xxxxxx')).toEqual(layout(8, 0xf8, 2, 4, 0x80, 6))
    expect(readLayout('1111110x 10xxxxxx × 5')).toEqual(layout(8, 0xfc, 1, 5, 0x80, 6))
  })

  it('agrees with utf8Layout for every multi-byte length', () => {
    for (let n = 2; n <= 7; n++) {
      const lead = `${'1'.repeat(n)}0${'x'.repeat(7 - n)}`
      expect(readLayout(`${lead} 10xxxxxx × ${n - 1}`)).toEqual(utf8Layout(n))
    }
    expect(readLayout('11111111 10xxxxxx × 7')).toEqual(utf8Layout(8))
  })

  it('takes surrounding spaces and tabs', () => {
    expect(readLayout('  110xxxxx\t10xxxxxx  ')).toEqual(layout(8, 0xc0, 5, 1, 0x80, 6))
  })
})

describe("readLayout: Barber's notation", () => {
  it('reads table one with apostrophes', () => {
    expect(readLayout("zddd'dddd")).toEqual(layout(8, 0, 7, 0, 0, 0))
    expect(readLayout("wwww'wwzd wzdd'dddd × 5")).toEqual(layout(8, 0xfc, 1, 5, 0x80, 6))
    expect(readLayout("wwww'wwww wzdd'dddd × 7")).toEqual(utf8Layout(8))
  })

  it('reads hunks of other widths (table nine)', () => {
    expect(readLayout("w'wwzd'dddd w'zddd'dddd × 2")).toEqual(layout(9, 0x1c0, 5, 2, 0x100, 7))
    expect(readLayout("w'wwww'wwww w'zddd'dddd × 8")).toEqual(layout(9, 0x1ff, 0, 8, 0x100, 7))
    expect(readLayout('wwwz wzdd × 2')).toEqual(utf8Layout(3, 4))
    expect(readLayout('ww wz')).toEqual(utf8Layout(2, 2))
    expect(readLayout('z')).toEqual(utf8Layout(1, 1))
  })

  it("reads table ten's runs: a count after a letter, data bits after a space", () => {
    expect(readLayout('z d7')).toEqual(layout(8, 0, 7, 0, 0, 0))
    expect(readLayout('w1zw d5 w1zz d5')).toEqual(layout(8, 0xa0, 5, 1, 0x80, 5))
    expect(readLayout('w2zz d4 w1zz d5 × 2')).toEqual(layout(8, 0xc0, 4, 2, 0x80, 5))
    expect(readLayout('w6zw w1zz d5 × 11')).toEqual(layout(8, 0xfd, 0, 11, 0x80, 5))
    expect(readLayout('w7w w1zz d5 × 13')).toEqual(layout(8, 0xff, 0, 13, 0x80, 5))
    expect(readLayout('w16')).toEqual(layout(16, 0xffff, 0, 0, 0, 0))
  })
})

describe('readLayout: malformed rows name the row and the column', () => {
  const cases: [string, string][] = [
    ['', 'A row needs at least a lead unit, at column 1 of the row ""'],
    ['   ', 'A row needs at least a lead unit, at column 4 of the row "   "'],
    ['110xxxxx 10xxxxxy', 'Unexpected "y" (a bit is 0, 1, x, w, z or d), at column 17'],
    ['110xx1xx 10xxxxxx', 'A structure bit after data bits, at column 6'],
    ['110xxxxx 10xxxxx', 'A unit of 7 bits in a row of 8-bit units, at column 10'],
    ['1110xxxx 10xxxxxx 110xxxxx', 'Extension units that differ, at column 19'],
    ['xxxxxxxx', 'A lead unit with no structure bits, at column 1'],
    ['110xxxxx xxxxxxxx', 'An extension unit with no structure bits, at column 10'],
    ['0xxxxxxx × 2', '× repeats an extension unit, and the row has none, at column 10'],
    ['110xxxxx 10xxxxxx ×', 'Expected a count of 1 or more after ×, at column 20'],
    ['110xxxxx 10xxxxxx × 0', 'Expected a count of 1 or more after ×, at column 21'],
    ['110xxxxx 10xxxxxx × 2 3', 'Unexpected "3" after the count, at column 23'],
    ['w0zd', 'A run needs a count of 1 or more, at column 2'],
    ['w17', 'A unit wider than 16 bits, at column 1'],
    ["wwz'd wzdd w", 'A unit of 1 bits in a row of 4-bit units, at column 12'],
    ['110xxxxx d6', 'An extension unit with no structure bits, at column 10'],
    ['w2zz d4 d4', 'An extension unit with no structure bits, at column 9'],
  ]
  it.each(cases)('%j', (row, message) => {
    let error: unknown
    try {
      readLayout(row)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(SyntaxError)
    expect((error as Error).message).toContain(message)
    expect((error as Error).message).toContain(`of the row ${JSON.stringify(row)}`)
  })
})

describe('readTable', () => {
  it('gives one-unit rows the extension unit of the table', () => {
    const rows = ['0xxxxxxx', '110xxxxx 10xxxxxx', '1110xxxx 10xxxxxx 10xxxxxx']
    expect(readTable(rows)).toEqual([utf8Layout(1), utf8Layout(2), utf8Layout(3)])
    expect(readTable(['z'])).toEqual([utf8Layout(1, 1)])
    expect(readTable(['0xxxxxxx'])).toEqual([layout(8, 0, 7, 0, 0, 0)])
  })

  it('rejects rows that disagree, naming the row', () => {
    expect(() => readTable([])).toThrow(new SyntaxError('A table needs at least one row'))
    expect(() => readTable(['0xxxxxxx', '110xxxxx 10xxxxxx', '101xxxxx 100xxxxx'])).toThrow(
      new SyntaxError('Row 3 ("101xxxxx 100xxxxx") has another extension unit than the rows before it'),
    )
    expect(() => readTable(['0xxxxxxx', 'wzdd wzdd'])).toThrow(
      new SyntaxError('Row 2 ("wzdd wzdd") has 4-bit units, row 1 has 8-bit units'),
    )
    expect(() => readTable(['0xxxxxxx', '110xxxxx 1'])).toThrow(/at column 10 of the row "110xxxxx 1"/)
  })
})
