/**
 * The labels of every codec, by scheme id (the id first), lowercase and trimmed.
 *
 * Sources of the aliases: the Encoding Standard's labels of UTF-8 (https://encoding.spec.whatwg.org/,
 * "Encodings" table); the IANA charset registry's `CESU-8` and its aliases `csCESU8` and `csCESU-8`
 * (https://www.iana.org/assignments/character-sets); the names the seeds and specs use for the others
 * (RFC 2279; Java's `DataInput` "modified UTF-8"; WTF-8; Barber's eight-byte, seven-byte and 65-bit
 * UTF-8; UTF-∞-8; Corrected UTF-8).
 *
 * @module
 */

/** Hunk widths Barber §8 covers (`hunkCodec(1)` … `hunkCodec(9)`), one label each: `utf-8-hunk-N`. */
export const HUNK_WIDTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const

/** The labels of each byte codec, by its scheme id; the id comes first. */
export const BYTE_CODEC_LABELS = {
  'utf-8': ['utf-8', 'utf8', 'unicode-1-1-utf-8', 'unicode11utf8', 'unicode20utf8', 'x-unicode20utf8'],
  'utf-8-rfc2279': ['utf-8-rfc2279', 'utf8-rfc2279', 'rfc2279', 'rfc-2279'],
  'cesu-8': ['cesu-8', 'cesu8', 'cscesu8', 'cscesu-8'],
  'mutf-8': ['mutf-8', 'mutf8', 'java-modified-utf-8', 'modified-utf-8', 'modified-utf8'],
  'wtf-8': ['wtf-8', 'wtf8'],
  'utf-8-eight-byte': ['utf-8-eight-byte', 'eight-byte-utf-8', 'utf-8-8-byte', 'eight-byte'],
  'utf-8-seven-byte': ['utf-8-seven-byte', 'seven-byte-utf-8', 'utf-8-7-byte', 'seven-byte'],
  'utf-8-65': ['utf-8-65', 'utf-8-65-bit', '65-bit-utf-8', 'sixty-five-bit'],
  'utf-infinity-8': ['utf-infinity-8', 'utf-∞-8', 'utf-inf-8'],
  'corrected-utf-8': ['corrected-utf-8', 'corrected-utf8'],
} as const

/** A byte codec's scheme id. */
export type ByteCodecName = keyof typeof BYTE_CODEC_LABELS

/** A label of one byte codec. */
export type ByteCodecLabel<Name extends ByteCodecName = ByteCodecName> =
  (typeof BYTE_CODEC_LABELS)[Name][number]

/** A hunk width. */
export type HunkWidth = (typeof HUNK_WIDTHS)[number]

/** The label (and scheme id) of a hunk codec. */
export type HunkCodecLabel<Width extends HunkWidth = HunkWidth> = `utf-8-hunk-${Width}`

/** Any label `getCodec` knows, as stored (lowercase, trimmed). */
export type CodecLabel = ByteCodecLabel | HunkCodecLabel

/** The longest stored label: a longer one (once trimmed) names no codec. */
export const LONGEST_LABEL = 19

/**
 * A label as `getCodec` compares it: ASCII whitespace trimmed, ASCII letters lowercased (WHATWG "get an
 * encoding"); `null` when longer than every stored label (a huge string costs no copy).
 */
export function normalizeLabel(label: string): string | null {
  let start = 0
  let end = label.length
  while (start < end && isAsciiWhitespace(label.charCodeAt(start))) start++
  while (end > start && isAsciiWhitespace(label.charCodeAt(end - 1))) end--
  if (end - start > LONGEST_LABEL) return null
  return label.slice(start, end).replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
}

function isAsciiWhitespace(unit: number): boolean {
  return unit === 0x20 || unit === 0x09 || unit === 0x0a || unit === 0x0c || unit === 0x0d
}
