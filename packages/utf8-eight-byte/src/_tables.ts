/**
 * Barber's tables ("Extending UTF-8 to eight bytes", seeds/eight-byte-utf8.txt), written as the seed
 * writes them: `w` and `z` for structure bits 1 and 0, `d` for a data bit, an apostrophe mid-unit for
 * reading, `× n` for n extension units, and in table ten Barber's runs (`w2zz d4` is `wwzzdddd`).
 * `_layouts.ts` reads the row letters from these rows, and the schemes' layouts from `_rows.ts`, which
 * `tools/build-tables.mjs` compiles from {@link compiledTables} with core's `readTable` (a test checks
 * `_rows.ts` against these rows, row by row).
 *
 * @module
 */

/** §2, table one: the first byte of each sequence length. */
export interface TableOneRow {
  /** "first byte of sequence". */
  readonly firstByte: string
  /** "total number of bytes in sequence". */
  readonly total: number
  /** "number of extension bytes". */
  readonly extensions: number
}

/** §2, table one, all eight rows (the seven-byte scheme, §6's last line, takes the first seven). */
export const TABLE_ONE: readonly TableOneRow[] = [
  { firstByte: "zddd'dddd", total: 1, extensions: 0 },
  { firstByte: "wwzd'dddd", total: 2, extensions: 1 },
  { firstByte: "wwwz'dddd", total: 3, extensions: 2 },
  { firstByte: "wwww'zddd", total: 4, extensions: 3 },
  { firstByte: "wwww'wzdd", total: 5, extensions: 4 },
  { firstByte: "wwww'wwzd", total: 6, extensions: 5 },
  { firstByte: "wwww'wwwz", total: 7, extensions: 6 },
  { firstByte: "wwww'wwww", total: 8, extensions: 7 },
]

/** §2, under table one: "The format of any extension byte is wzdd'dddd." */
export const EXTENSION_BYTE = "wzdd'dddd"

/** §3, table two: a row's sequences from `from` through `thru`; `netBits` is null for an overlong row. */
export interface TableTwoRow {
  /** "ref.": the row's letter. */
  readonly ref: string
  readonly from: string
  readonly thru: string
  /** "net bits" (the row's values fit in this many bits); null where the seed writes "overlong". */
  readonly netBits: number | null
}

/** §3, table two, rows A to O (the code point and gross-bit columns follow from these). */
export const TABLE_TWO: readonly TableTwoRow[] = [
  {
    ref: 'A',
    from: "z000'0000",
    thru: "z111'1111",
    netBits: 7,
  },
  {
    ref: 'B',
    from: "wwz0'0000 wz00'0000",
    thru: "wwz0'0001 wz11'1111",
    netBits: null,
  },
  {
    ref: 'C',
    from: "wwz0'0010 wz00'0000",
    thru: "wwz1'1111 wz11'1111",
    netBits: 11,
  },
  {
    ref: 'D',
    from: "wwwz'0000 wz00'0000 wz00'0000",
    thru: "wwwz'0000 wz01'1111 wz11'1111",
    netBits: null,
  },
  {
    ref: 'E',
    from: "wwwz'0000 wz10'0000 wz00'0000",
    thru: "wwwz'1111 wz11'1111 wz11'1111",
    netBits: 16,
  },
  {
    ref: 'F',
    from: "wwww'z000 wz00'0000 wz00'0000 wz00'0000",
    thru: "wwww'z000 wz00'1111 wz11'1111 wz11'1111",
    netBits: null,
  },
  {
    ref: 'G',
    from: "wwww'z000 wz01'0000 wz00'0000 wz00'0000",
    thru: "wwww'z111 wz11'1111 wz11'1111 wz11'1111",
    netBits: 21,
  },
  {
    ref: 'H',
    from: "wwww'wz00 wz00'0000 wz00'0000 wz00'0000 wz00'0000",
    thru: "wwww'wz00 wz00'0111 wz11'1111 wz11'1111 wz11'1111",
    netBits: null,
  },
  {
    ref: 'I',
    from: "wwww'wz00 wz00'1000 wz00'0000 wz00'0000 wz00'0000",
    thru: "wwww'wz11 wz11'1111 wz11'1111 wz11'1111 wz11'1111",
    netBits: 26,
  },
  {
    ref: 'J',
    from: "wwww'wwz0 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000",
    thru: "wwww'wwz0 wz00'0011 wz11'1111 wz11'1111 wz11'1111 wz11'1111",
    netBits: null,
  },
  {
    ref: 'K',
    from: "wwww'wwz0 wz00'0100 wz00'0000 wz00'0000 wz00'0000 wz00'0000",
    thru: "wwww'wwz1 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111",
    netBits: 31,
  },
  {
    ref: 'L',
    from: "wwww'wwwz wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000",
    thru: "wwww'wwwz wz00'0001 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111",
    netBits: null,
  },
  {
    ref: 'M',
    from: "wwww'wwwz wz00'0010 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000",
    thru: "wwww'wwwz wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111",
    netBits: 36,
  },
  {
    ref: 'N',
    from: "wwww'wwww wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000",
    thru: "wwww'wwww wz00'0000 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111",
    netBits: null,
  },
  {
    ref: 'O',
    from: "wwww'wwww wz00'0001 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000",
    thru: "wwww'wwww wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111 wz11'1111",
    netBits: 42,
  },
]

/**
 * §8, table nine: for hunks of 9 down to 1 bits, each length's "total bits" and pattern (the seed
 * writes the lead and the extension hunks in two columns; here a space parts them).
 */
export const TABLE_NINE: Readonly<
  Record<number, readonly (readonly [totalBits: number, pattern: string])[]>
> = {
  9: [
    [8, "z'dddd'dddd"],
    [13, "w'wzdd'dddd w'zddd'dddd"],
    [19, "w'wwzd'dddd w'zddd'dddd × 2"],
    [25, "w'wwwz'dddd w'zddd'dddd × 3"],
    [31, "w'wwww'zddd w'zddd'dddd × 4"],
    [37, "w'wwww'wzdd w'zddd'dddd × 5"],
    [43, "w'wwww'wwzd w'zddd'dddd × 6"],
    [49, "w'wwww'wwwz w'zddd'dddd × 7"],
    [56, "w'wwww'wwww w'zddd'dddd × 8"],
  ],
  8: [
    [7, "zddd'dddd"],
    [11, "wwzd'dddd wzdd'dddd"],
    [16, "wwwz'dddd wzdd'dddd × 2"],
    [21, "wwww'zddd wzdd'dddd × 3"],
    [26, "wwww'wzdd wzdd'dddd × 4"],
    [31, "wwww'wwzd wzdd'dddd × 5"],
    [36, "wwww'wwwz wzdd'dddd × 6"],
    [42, "wwww'wwww wzdd'dddd × 7"],
  ],
  7: [
    [6, "zdd'dddd"],
    [9, "wwz'dddd wzd'dddd"],
    [13, "www'zddd wzd'dddd × 2"],
    [17, "www'wzdd wzd'dddd × 3"],
    [21, "www'wwzd wzd'dddd × 4"],
    [25, "www'wwwz wzd'dddd × 5"],
    [30, "www'wwww wzd'dddd × 6"],
  ],
  6: [
    [5, "zd'dddd"],
    [7, "ww'zddd wz'dddd"],
    [10, "ww'wzdd wz'dddd × 2"],
    [13, "ww'wwzd wz'dddd × 3"],
    [16, "ww'wwwz wz'dddd × 4"],
    [20, "ww'wwww wz'dddd × 5"],
  ],
  5: [
    [4, "z'dddd"],
    [5, "w'wzdd w'zddd"],
    [7, "w'wwzd w'zddd × 2"],
    [9, "w'wwwz w'zddd × 3"],
    [12, "w'wwww w'zddd × 4"],
  ],
  4: [
    [3, 'zddd'],
    [3, 'wwzd wzdd'],
    [4, 'wwwz wzdd × 2'],
    [6, 'wwww wzdd × 3'],
  ],
  3: [
    [2, 'zdd'],
    [1, 'wwz wzd'],
    [2, 'www wzd × 2'],
  ],
  2: [
    [1, 'zd'],
    [0, 'ww wz'],
  ],
  1: [[0, 'z']],
}

/** §9, table ten, the 65-bit columns: "total bits", "first byte of sequence", "number of extension bytes". */
export interface TableTenRow {
  readonly totalBits: string
  readonly firstByte: string
  readonly extensions: number
}

/** §9, table ten: the fourteen sequence forms of the 65-bit variant. */
export const TABLE_TEN: readonly TableTenRow[] = [
  { totalBits: '7', firstByte: 'z d7', extensions: 0 },
  { totalBits: '5 + 1 × 5 = 10', firstByte: 'w1zw d5', extensions: 1 },
  { totalBits: '4 + 2 × 5 = 14', firstByte: 'w2zz d4', extensions: 2 },
  { totalBits: '4 + 3 × 5 = 19', firstByte: 'w2zw d4', extensions: 3 },
  { totalBits: '3 + 4 × 5 = 23', firstByte: 'w3zz d3', extensions: 4 },
  { totalBits: '3 + 5 × 5 = 28', firstByte: 'w3zw d3', extensions: 5 },
  { totalBits: '2 + 6 × 5 = 32', firstByte: 'w4zz d2', extensions: 6 },
  { totalBits: '2 + 7 × 5 = 37', firstByte: 'w4zw d2', extensions: 7 },
  { totalBits: '1 + 8 × 5 = 41', firstByte: 'w5zz d1', extensions: 8 },
  { totalBits: '1 + 9 × 5 = 46', firstByte: 'w5zw d1', extensions: 9 },
  { totalBits: '10 × 5 = 50', firstByte: 'w6zz', extensions: 10 },
  { totalBits: '11 × 5 = 55', firstByte: 'w6zw', extensions: 11 },
  { totalBits: '12 × 5 = 60', firstByte: 'w7z', extensions: 12 },
  { totalBits: '13 × 5 = 65', firstByte: 'w7w', extensions: 13 },
]

/** §9, table ten's second row: the 65-bit variant's extension byte ("extension byte itself"). */
export const EXTENSION_BYTE_65 = 'w1zz d5'

/** A row of tables one and ten: the first byte, then the extension byte as many times as it says. */
function sequenceRow(firstByte: string, extension: string, extensions: number): string {
  return extensions === 0 ? firstByte : `${firstByte} ${extension} × ${extensions}`
}

/**
 * The tables `_rows.ts` holds, by the name each has there: table one's eight rows (eight-byte UTF-8; the
 * seven-byte scheme takes the first seven), table ten's fourteen (the 65-bit variant) and table nine's
 * rows for each hunk size (`HUNK_1_LAYOUTS` to `HUNK_9_LAYOUTS`).
 */
export function compiledTables(): Record<string, readonly string[]> {
  const tables: Record<string, readonly string[]> = {
    EIGHT_BYTE_LAYOUTS: TABLE_ONE.map((row) => sequenceRow(row.firstByte, EXTENSION_BYTE, row.extensions)),
    SIXTY_FIVE_BIT_LAYOUTS: TABLE_TEN.map((row) =>
      sequenceRow(row.firstByte, EXTENSION_BYTE_65, row.extensions),
    ),
  }
  for (let bits = 1; bits <= 9; bits++)
    tables[`HUNK_${bits}_LAYOUTS`] = (TABLE_NINE[bits] ?? []).map(([, pattern]) => pattern)
  return tables
}
