/**
 * Seeded generated corpora for what real text lacks: code points beyond U+10FFFF, 5- to 8-byte
 * sequences, huge UTF-∞-8 code points, and text with corrupted bytes (with the exact replacement output
 * the decoder must give).
 *
 * @module
 */

import {
  hunkMaxCodePoint,
  MAX_CODE_POINT,
  referenceEncode,
  referenceHunks,
  type Scheme,
  stringCodePoints,
} from './_reference.ts'
import { createRandom, type Random } from './_rng.ts'

/** Schemes whose code points are bigints (`decodeCodePoints` returns bigints). */
export const BIGINT_SCHEMES: ReadonlySet<Scheme> = new Set(['sixtyFiveBit', 'utfInfinity8'])

/** A generated list of code points and its encoding. */
export interface CodePointCorpus {
  readonly name: string
  readonly codePoints: ReadonlyArray<number | bigint>
  readonly bytes: Uint8Array
}

/** A code point the scheme can encode, drawn from ordinary text's ranges (ASCII, Latin, CJK, emoji). */
function ordinary(random: Random, scheme: Scheme): number {
  const roll = random.next()
  if (roll < 0.5) return random.int(0x20, 0x7e)
  if (roll < 0.7) return random.int(0xa0, 0x7ff)
  if (roll < 0.9) return random.int(0x4e00, 0x9fff)
  return scheme === 'cesu8' || scheme === 'mutf8' ? random.int(0x3040, 0x30ff) : random.int(0x1f300, 0x1faff)
}

/** A code point of `bits` significant bits, capped at `max`. */
function ofBits(random: Random, bits: number, max: bigint): bigint {
  const low = bits <= 1 ? 0n : 1n << BigInt(bits - 1)
  let high = (1n << BigInt(bits)) - 1n
  if (high > max) high = max
  return random.bigint(low < high ? low : high, high)
}

const toCodePoint = (scheme: Scheme, value: bigint): number | bigint =>
  BIGINT_SCHEMES.has(scheme) ? value : Number(value)

/**
 * Code points beyond U+10FFFF mixed with ordinary ones (half and half), for every scheme whose maximum
 * lies beyond U+10FFFF. `count` code points.
 */
export function beyondUnicode(scheme: Scheme, count: number, seed = 1): CodePointCorpus | null {
  const max = MAX_CODE_POINT[scheme]
  if (max !== null && max <= 0x10ffffn) return null
  const top = max ?? 2n ** 200n
  const maxBits = top.toString(2).length
  const random = createRandom(seed)
  const codePoints: Array<number | bigint> = []
  for (let i = 0; i < count; i++) {
    if (random.next() < 0.5) codePoints.push(toCodePoint(scheme, BigInt(ordinary(random, scheme))))
    else codePoints.push(toCodePoint(scheme, ofBits(random, random.int(22, maxBits), top)))
  }
  return { name: 'gen/beyond-U+10FFFF', codePoints, bytes: referenceEncode(scheme, codePoints) }
}

/** Code points whose encodings take 5 to 8 bytes (as many as the scheme has), `count` of them. */
export function longSequences(scheme: Scheme, count: number, seed = 2): CodePointCorpus | null {
  const max = MAX_CODE_POINT[scheme]
  if (max !== null && max <= 0x10ffffn) return null
  const top = max === null || max > 2n ** 42n - 1n ? 2n ** 42n - 1n : max
  const random = createRandom(seed)
  const codePoints: Array<number | bigint> = []
  const low = scheme === 'correctedUtf8' ? 0x2110a0n : 1n << 21n
  for (let i = 0; i < count; i++) codePoints.push(toCodePoint(scheme, random.bigint(low, top)))
  return { name: 'gen/5-8-byte', codePoints, bytes: referenceEncode(scheme, codePoints) }
}

/** UTF-∞-8 code points of 18 to 300 hex digits (length-field forms), `count` of them. */
export function hugeCodePoints(count: number, seed = 3): CodePointCorpus {
  const random = createRandom(seed)
  const codePoints: bigint[] = []
  for (let i = 0; i < count; i++) {
    const bits = random.int(72, 1200)
    codePoints.push(ofBits(random, bits, 2n ** 1200n))
  }
  return { name: 'gen/huge', codePoints, bytes: referenceEncode('utfInfinity8', codePoints) }
}

/** A text corpus with corrupted bytes and the exact output a replacement decoder must give. */
export interface CorruptCorpus {
  readonly name: string
  readonly bytes: Uint8Array
  /** The replacement decoding (one U+FFFD per maximal subpart, SEMANTICS.md). */
  readonly expected: string
  /** Corrupted bytes / all bytes. */
  readonly corruptedShare: number
}

/**
 * Encodes `text` in `scheme` and corrupts about `share` of its bytes, so that the replacement output is
 * known without any decoder: a code point is either left alone, or (a) its 1-byte form becomes a stray
 * continuation byte (one U+FFFD), (b) the lead of its n-byte form becomes a continuation byte (n × U+FFFD),
 * or (c) its n-byte form is cut after 1 to n−1 bytes (the cut prefix is a maximal subpart: one U+FFFD).
 * The code point after a corrupted one is never corrupted, so a cut sequence is always followed by a lead
 * or ASCII byte. Pairs (CESU-8, MUTF-8) and U+0000 are never corrupted.
 */
export function corrupt(scheme: Scheme, text: string, share: number, seed = 4): CorruptCorpus {
  const random = createRandom(seed)
  const out: number[] = []
  let expected = ''
  let corrupted = 0
  let skip = false
  for (const codePoint of stringCodePoints(text)) {
    const sequence = referenceEncode(scheme, [codePoint])
    const character = String.fromCodePoint(codePoint)
    const pair = (scheme === 'cesu8' || scheme === 'mutf8') && codePoint > 0xffff
    if (skip || pair || codePoint === 0 || random.next() >= share * sequence.length) {
      for (const byte of sequence) out.push(byte)
      expected += character
      skip = false
      continue
    }
    skip = true
    const n = sequence.length
    if (n === 1) {
      out.push(0x80)
      expected += '\ufffd'
      corrupted += 1
    } else if (random.next() < 0.5) {
      out.push(0x80)
      for (let i = 1; i < n; i++) out.push(sequence[i]!)
      expected += '\ufffd'.repeat(n)
      corrupted += 1
    } else {
      const keep = random.int(1, n - 1)
      for (let i = 0; i < keep; i++) out.push(sequence[i]!)
      expected += '\ufffd'
      corrupted += n - keep
    }
  }
  const label = share >= 0.1 ? '10%' : share >= 0.01 ? '1%' : `${share * 100}%`
  return {
    name: `corrupt/${label}`,
    bytes: Uint8Array.from(out),
    expected,
    corruptedShare: corrupted / out.length,
  }
}

/** Code points of every length of `hunkCodec(bits)` and their hunks, `count` of them. */
export function hunkCorpus(
  bits: number,
  count: number,
  seed = 6,
): { name: string; codePoints: number[]; units: Uint16Array } {
  const max = hunkMaxCodePoint(bits)
  const maxBits = max.toString(2).length
  const random = createRandom(seed)
  const codePoints: number[] = []
  for (let i = 0; i < count; i++) codePoints.push(Number(ofBits(random, random.int(1, maxBits), BigInt(max))))
  return { name: `gen/hunk-${bits}`, codePoints, units: referenceHunks(bits, codePoints) }
}
