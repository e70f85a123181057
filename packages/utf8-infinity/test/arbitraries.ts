/** fast-check arbitraries: code points of every size (across length-field sizes) and damaged byte strings. */
import fc from 'fast-check'
import { refEncode } from './reference.ts'

const isSurrogate = (v: bigint): boolean => v >= 0xd800n && v <= 0xdfffn

/** Values where the layout changes: form limits, and 16^k around the NUD where B4 bytes are added. */
export const BOUNDARIES: readonly bigint[] = [
  0n,
  0x7fn,
  0x80n,
  0x7ffn,
  0x800n,
  0xd7ffn,
  0xe000n,
  0xffffn,
  0x10000n,
  0x10ffffn,
  0x110000n,
  2n ** 21n,
  2n ** 26n,
  2n ** 31n,
  2n ** 36n,
  2n ** 71n,
  16n ** 18n,
  16n ** 19n,
  16n ** 32n,
  16n ** 33n,
  16n ** 34n,
  16n ** 272n,
  16n ** 273n,
  16n ** 274n,
  16n ** 4113n,
  16n ** 4114n,
]

/** Code points of every size as bigints, surrogates excluded. */
export const codePoint: fc.Arbitrary<bigint> = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }).map(BigInt),
    fc.integer({ min: 0, max: 0x10ffff }).map(BigInt),
    fc.bigInt({ min: 0n, max: 2n ** 36n }),
    fc.bigInt({ min: 2n ** 36n, max: 2n ** 80n }),
    fc
      .integer({ min: 1, max: 1200 })
      .chain((bits) => fc.bigInt({ min: 1n << BigInt(bits - 1), max: (1n << BigInt(bits)) - 1n })),
    fc
      .tuple(fc.constantFrom(...BOUNDARIES), fc.integer({ min: -2, max: 2 }))
      .map(([b, d]) => b + BigInt(d))
      .filter((v) => v >= 0n),
  )
  .filter((v) => !isSurrogate(v))

/** Encoded code points with a few edits (bytes replaced, inserted, removed, or cut off). */
const editedBytes: fc.Arbitrary<number[]> = fc
  .tuple(
    fc.array(
      fc
        .oneof(
          { weight: 3, arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map(BigInt) },
          { weight: 2, arbitrary: fc.bigInt({ min: 0x80n, max: 2n ** 80n }) },
          { weight: 1, arbitrary: fc.bigInt({ min: 2n ** 71n, max: 2n ** 200n }) },
        )
        .filter((v) => !isSurrogate(v)),
      { maxLength: 6 },
    ),
    fc.array(
      fc.tuple(
        fc.constantFrom('set', 'insert', 'delete', 'cut'),
        fc.nat(),
        fc.oneof(
          fc.integer({ min: 0, max: 255 }),
          fc.constantFrom(
            0x80,
            0x81,
            0x9f,
            0xa0,
            0xa1,
            0xaf,
            0xb4,
            0xbf,
            0xc0,
            0xed,
            0xf0,
            0xf4,
            0xfe,
            0xff,
            0x41,
          ),
        ),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([values, edits]) => {
    const bytes = values.flatMap(refEncode)
    for (const [edit, at, byte] of edits) {
      const i = bytes.length === 0 ? 0 : at % (bytes.length + (edit === 'insert' ? 1 : 0))
      if (edit === 'set' && bytes.length > 0) bytes[i] = byte
      else if (edit === 'insert') bytes.splice(i, 0, byte)
      else if (edit === 'delete') bytes.splice(i, 1)
      else if (edit === 'cut') bytes.length = i
    }
    return bytes
  })

/** Leads and continuation bytes near the layout's limits, in any order: overlongs, surrogates, bad fields. */
const byteSoup: fc.Arbitrary<number[]> = fc
  .array(
    fc.tuple(
      fc.constantFrom(0x41, 0x80, 0xc0, 0xc2, 0xe0, 0xed, 0xf0, 0xf4, 0xf8, 0xfc, 0xfe, 0xff, 0xff, 0xff),
      fc.array(
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(0x80) },
          {
            weight: 6,
            arbitrary: fc.constantFrom(
              0x81,
              0x82,
              0x84,
              0x88,
              0x8f,
              0x90,
              0x9f,
              0xa0,
              0xa1,
              0xaf,
              0xb4,
              0xbf,
            ),
          },
        ),
        { maxLength: 16 },
      ),
    ),
    { maxLength: 4 },
  )
  .map((pieces) => pieces.flatMap(([lead, trail]) => [lead, ...trail]))

/** Byte strings: damaged encodings and byte soup. */
export const damagedBytes: fc.Arbitrary<number[]> = fc.oneof(editedBytes, byteSoup)
