/** fast-check generators for strings rich in what code point order gets wrong: surrogates (paired and
 * lone), supplementary characters and U+E000–U+FFFF, with shared prefixes of every length. */
import fc from 'fast-check'

/** UTF-16 units near every boundary that matters to the order. */
export const BOUNDARY_UNITS = [
  0x0000, 0x0001, 0x0061, 0x007f, 0x0080, 0x07ff, 0x0800, 0x4e00, 0xd7ff, 0xd800, 0xd801, 0xdbfe, 0xdbff,
  0xdc00, 0xdc01, 0xdffe, 0xdfff, 0xe000, 0xe001, 0xfeff, 0xff5e, 0xfffd, 0xfffe, 0xffff,
] as const

/** One UTF-16 unit, weighted towards surrogates and U+E000–U+FFFF. */
const unit = fc.oneof(
  { arbitrary: fc.constantFrom(...BOUNDARY_UNITS), weight: 3 },
  { arbitrary: fc.integer({ min: 0x00, max: 0x7f }), weight: 2 },
  { arbitrary: fc.integer({ min: 0x80, max: 0xd7ff }), weight: 1 },
  { arbitrary: fc.integer({ min: 0xd800, max: 0xdbff }), weight: 2 },
  { arbitrary: fc.integer({ min: 0xdc00, max: 0xdfff }), weight: 2 },
  { arbitrary: fc.integer({ min: 0xe000, max: 0xffff }), weight: 3 },
)

/** A supplementary character (a surrogate pair). */
const supplementary = fc.integer({ min: 0x10000, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp))

/** A short piece: one unit (lone surrogates included) or a whole supplementary character. */
const piece = fc.oneof(
  unit.map((u) => String.fromCharCode(u)),
  supplementary,
)

/** A string of up to `maxPieces` pieces. */
export function richString(maxPieces = 8): fc.Arbitrary<string> {
  return fc.array(piece, { maxLength: maxPieces }).map((pieces) => pieces.join(''))
}

/** A string that is well-formed UTF-16 (no lone surrogate), still rich in U+E000–U+FFFF and pairs. */
export const wellFormedString = fc
  .array(
    fc.oneof(
      supplementary,
      fc.integer({ min: 0xe000, max: 0xffff }).map((u) => String.fromCharCode(u)),
      fc.integer({ min: 0, max: 0xd7ff }).map((u) => String.fromCharCode(u)),
      fc.constantFrom('a', '\u07ff', '\ud7ff', '\ue000', '\uffff', '\u{10000}', '\u{10ffff}'),
    ),
    { maxLength: 8 },
  )
  .map((pieces) => pieces.join(''))

/** A long common prefix (past the unit-by-unit probe and into the block search), short most of the time. */
const sharedPrefix = fc.oneof(
  { arbitrary: richString(4), weight: 3 },
  {
    arbitrary: fc
      .tuple(
        fc.integer({ min: 1, max: 300 }),
        fc.constantFrom('a', '\u00e9', '\uff5e', '\u{1f600}', '\ud800'),
      )
      .map(([count, text]) => text.repeat(count)),
    weight: 2,
  },
)

/** Two strings that often share a prefix, so that the first difference falls anywhere. */
export const stringPair: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(richString(), richString()),
  fc
    .tuple(sharedPrefix, richString(4), richString(4), richString(3))
    .map(([prefix, x, y, tail]): [string, string] => [prefix + x + tail, prefix + y + tail]),
)

/** Three strings sharing a prefix (for transitivity). */
export const stringTriple: fc.Arbitrary<[string, string, string]> = fc
  .tuple(sharedPrefix, richString(4), richString(4), richString(4))
  .map(([prefix, x, y, z]): [string, string, string] => [prefix + x, prefix + y, prefix + z])
