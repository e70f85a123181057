/**
 * Deliberately simple reference encoders, one per scheme, written from the seeds and SEMANTICS.md and
 * independent of the codecs under test. The runner checks every codec's output against them (decoding
 * must give back the text these bytes were made from; encoding must give these bytes), so a codec whose
 * encoder and decoder are wrong in the same way is still caught.
 *
 * @module
 */

/** The schemes of the benchmark (the export name of each codec). */
export const SCHEMES = [
  'utf8',
  'utf8Rfc2279',
  'cesu8',
  'mutf8',
  'wtf8',
  'eightByte',
  'sevenByte',
  'sixtyFiveBit',
  'utfInfinity8',
  'correctedUtf8',
] as const

/** One scheme of {@link SCHEMES}. */
export type Scheme = (typeof SCHEMES)[number]

/** Thrown by a reference encoder for a code point its scheme cannot encode. */
export class NotEncodable extends Error {
  constructor(scheme: Scheme, codePoint: number | bigint) {
    super(`${scheme} cannot encode ${codePoint.toString(16)}`)
    this.name = 'NotEncodable'
  }
}

/** The largest code point of each scheme (`null`: unbounded). */
export const MAX_CODE_POINT: Record<Scheme, bigint | null> = {
  utf8: 0x10ffffn,
  utf8Rfc2279: 0x7fffffffn,
  cesu8: 0x10ffffn,
  mutf8: 0x10ffffn,
  wtf8: 0x10ffffn,
  eightByte: 2n ** 42n - 1n,
  sevenByte: 2n ** 36n - 1n,
  sixtyFiveBit: 2n ** 65n - 1n,
  utfInfinity8: null,
  correctedUtf8: 0x8421109fn,
}

/** Data bits of an n-byte sequence in the RFC 2279 layout extended by Barber (FE: 7 bytes, FF: 8). */
const UTF8_LIKE_BITS = [0, 7, 11, 16, 21, 26, 31, 36, 42]

/** Appends the n-byte RFC 2279-style sequence of `value` (n = 1…8; 7 and 8 are Barber's FE and FF). */
function pushUtf8Like(out: number[], value: number, n: number): void {
  if (n === 1) {
    out.push(value)
    return
  }
  out.push(((0xff00 >> n) & 0xff) | Math.floor(value / 64 ** (n - 1)))
  for (let i = n - 2; i >= 0; i--) out.push(0x80 | (Math.floor(value / 64 ** i) % 64))
}

/** Bytes of the shortest RFC 2279-style form of `value`, at most `maxBytes` long. */
function utf8LikeLength(value: number, maxBytes: number): number {
  for (let n = 1; n <= maxBytes; n++) if (value < 2 ** UTF8_LIKE_BITS[n]!) return n
  return 0
}

const isSurrogate = (value: number): boolean => value >= 0xd800 && value <= 0xdfff

function pushPair(out: number[], value: number): void {
  const v = value - 0x10000
  pushUtf8Like(out, 0xd800 + (v >> 10), 3)
  pushUtf8Like(out, 0xdc00 + (v & 0x3ff), 3)
}

/** UTF-∞-8 from 2^36 on: the 13-byte form, then the length-field forms (seed §3.4, §3.5). */
function pushInfinityLong(out: number[], value: bigint): void {
  if (value < 2n ** 71n) {
    out.push(0xff, 0x80 | Number(value >> 66n))
    for (let i = 10; i >= 0; i--) out.push(0x80 | Number((value >> BigInt(6 * i)) & 63n))
    return
  }
  let hex = value.toString(16)
  const nme = (hex.length - 18).toString(16)
  out.push(0xff)
  for (let i = 1; i < nme.length; i++) out.push(0xb4)
  for (const digit of nme) out.push(0xa0 + Number.parseInt(digit, 16))
  while (hex.length % 3 !== 0) hex = `0${hex}`
  for (let i = 0; i < hex.length; i += 3) {
    const twelve = Number.parseInt(hex.slice(i, i + 3), 16)
    out.push(0x80 | (twelve >> 6), 0x80 | (twelve & 63))
  }
}

/** Barber §9 (`utf-8-65`): lead prefix and lead data bits for 1…14-byte sequences; extensions `100ddddd`. */
const SIXTY_FIVE_LEADS: ReadonlyArray<readonly [prefix: number, bits: number]> = [
  [0x00, 7],
  [0xa0, 5],
  [0xc0, 4],
  [0xd0, 4],
  [0xe0, 3],
  [0xe8, 3],
  [0xf0, 2],
  [0xf4, 2],
  [0xf8, 1],
  [0xfa, 1],
  [0xfc, 0],
  [0xfd, 0],
  [0xfe, 0],
  [0xff, 0],
]

function pushSixtyFive(out: number[], value: bigint): void {
  for (let n = 1; n <= 14; n++) {
    const [prefix, leadBits] = SIXTY_FIVE_LEADS[n - 1]!
    const bits = BigInt(leadBits + 5 * (n - 1))
    if (value < 1n << bits) {
      out.push(prefix | Number(value >> BigInt(5 * (n - 1))))
      for (let i = n - 2; i >= 0; i--) out.push(0x80 | Number((value >> BigInt(5 * i)) & 31n))
      return
    }
  }
}

/** Corrected UTF-8 (seed table): [first code point, offset, bytes]. */
const CORRECTED_RANGES: ReadonlyArray<readonly [first: number, offset: number, bytes: number]> = [
  [0x8421109f + 1, 0, 0],
  [0x42110a0, 69275808, 6],
  [0x2110a0, 2166944, 5],
  [0x110a0, 69792, 4],
  [0xe000, 4256, 3],
  [0x8a0, 2208, 3],
  [0xa0, 160, 2],
  [0x80, 0, 0],
  [0, 0, 1],
]

function pushCorrected(out: number[], value: number, scheme: Scheme): void {
  if (isSurrogate(value)) throw new NotEncodable(scheme, value)
  for (const [first, offset, bytes] of CORRECTED_RANGES) {
    if (value >= first) {
      if (bytes === 0) throw new NotEncodable(scheme, value)
      pushUtf8Like(out, value - offset, bytes)
      return
    }
  }
}

/**
 * Encodes code points in `scheme`. Numbers and bigints are accepted; surrogate code points are encoded
 * where the scheme allows them alone (`wtf8`, `mutf8`, `utf8Rfc2279` and Barber's schemes).
 *
 * @throws {NotEncodable} for a code point the scheme cannot encode
 */
export function referenceEncode(scheme: Scheme, codePoints: Iterable<number | bigint>): Uint8Array {
  const out: number[] = []
  const max = MAX_CODE_POINT[scheme]
  for (const item of codePoints) {
    const big = BigInt(item)
    if (big < 0n || (max !== null && big > max)) throw new NotEncodable(scheme, item)
    const value = Number(big)
    switch (scheme) {
      case 'utf8':
        if (isSurrogate(value)) throw new NotEncodable(scheme, value)
        pushUtf8Like(out, value, utf8LikeLength(value, 4))
        break
      case 'wtf8':
        pushUtf8Like(out, value, utf8LikeLength(value, 4))
        break
      case 'utf8Rfc2279':
        pushUtf8Like(out, value, utf8LikeLength(value, 6))
        break
      case 'eightByte':
        pushUtf8Like(out, value, utf8LikeLength(value, 8))
        break
      case 'sevenByte':
        pushUtf8Like(out, value, utf8LikeLength(value, 7))
        break
      case 'cesu8':
        if (isSurrogate(value)) throw new NotEncodable(scheme, value)
        if (value > 0xffff) pushPair(out, value)
        else pushUtf8Like(out, value, utf8LikeLength(value, 3))
        break
      case 'mutf8':
        if (value === 0) out.push(0xc0, 0x80)
        else if (value > 0xffff) pushPair(out, value)
        else pushUtf8Like(out, value, utf8LikeLength(value, 3))
        break
      case 'utfInfinity8':
        if (big < 2n ** 36n) pushUtf8Like(out, value, utf8LikeLength(value, 7))
        else pushInfinityLong(out, big)
        break
      case 'sixtyFiveBit':
        pushSixtyFive(out, big)
        break
      case 'correctedUtf8':
        pushCorrected(out, value, scheme)
        break
    }
  }
  return Uint8Array.from(out)
}

/**
 * The code points of a JS string: a surrogate pair is one code point, a lone surrogate stays itself
 * (so `referenceEncode('wtf8', …)` gives WTF-8).
 */
export function stringCodePoints(text: string): number[] {
  const result: number[] = []
  for (const character of text) result.push(character.codePointAt(0)!)
  return result
}

/** Code point order of two strings (lone surrogates count as their own value), by the definition. */
export function referenceCompare(a: string, b: string): number {
  const x = stringCodePoints(a)
  const y = stringCodePoints(b)
  const n = Math.min(x.length, y.length)
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1
}

/** Largest value of `hunkCodec(bits)` (SEMANTICS.md, Barber §8). */
export function hunkMaxCodePoint(bits: number): number {
  let max = 0
  for (let n = 1; n <= bits; n++) max = Math.max(max, 2 ** hunkDataBits(bits, n) - 1)
  return max
}

/** Data bits of an n-hunk sequence of h-bit hunks: lead bits plus (n − 1) extensions of h − 2 bits. */
function hunkDataBits(h: number, n: number): number {
  if (n === 1) return h - 1
  const lead = n < h ? h - n - 1 : 0
  return lead + (n - 1) * (h - 2)
}

/**
 * Encodes code points as `hunkCodec(bits)` hunks (Barber §8): a one-hunk form `0` + (h−1) bits, else the
 * shortest n-hunk form whose lead is n ones, a zero and h−n−1 bits (h ones for n = h), followed by
 * extension hunks `10` + (h−2) bits.
 */
export function referenceHunks(bits: number, codePoints: Iterable<number>): Uint16Array {
  const out: number[] = []
  for (const value of codePoints) {
    let n = 1
    while (n <= bits && value >= 2 ** hunkDataBits(bits, n)) n++
    if (n > bits) throw new Error(`hunk-${bits} cannot encode ${value}`)
    if (n === 1) {
      out.push(value)
      continue
    }
    const extensionBits = bits - 2
    const lead = ((2 ** n - 1) * 2 ** (bits - n)) % 2 ** bits
    out.push(lead + Math.floor(value / 2 ** (extensionBits * (n - 1))))
    for (let i = n - 2; i >= 0; i--)
      out.push(2 ** (bits - 1) + (Math.floor(value / 2 ** (extensionBits * i)) % 2 ** extensionBits))
  }
  return Uint16Array.from(out)
}
