/**
 * Plain reference definitions the fast code is checked against. Deliberately simple and slow: one code
 * point, one byte at a time, straight from the definitions (RFC 3629 §3 for UTF-8, the WTF-8 spec for
 * lone surrogates, Unicode TR #26 for CESU-8, Java's `DataInput` for MUTF-8).
 */

/** Joins each high surrogate value followed by a low one into one code point; other values stay. */
function joinSurrogates(values: readonly number[]): number[] {
  const result: number[] = []
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!
    const next = values[i + 1] ?? -1
    if (value >= 0xd800 && value <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      result.push((value - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000)
      i++
    } else {
      result.push(value)
    }
  }
  return result
}

/** The code points of a string: a high surrogate followed by a low one is one code point; any other
 * surrogate is its own value. */
export function codePointsOf(text: string): number[] {
  return joinSurrogates(Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)))
}

/** Lexicographic order of two lists of numbers, -1 / 0 / 1; a proper prefix comes first. */
export function compareLists(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let i = 0; i < a.length && i < b.length; i++) {
    if (a[i]! < b[i]!) return -1
    if (a[i]! > b[i]!) return 1
  }
  if (a.length < b.length) return -1
  if (a.length > b.length) return 1
  return 0
}

/** The reference code point order of two strings. */
export function referenceCompareStrings(a: string, b: string): number {
  return compareLists(codePointsOf(a), codePointsOf(b))
}

/** The UTF-8 bytes of one value up to U+10FFFF (surrogate values included, as WTF-8 writes them). */
function utf8Bytes(cp: number): number[] {
  if (cp < 0x80) return [cp]
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 0x3f)]
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
}

/** WTF-8: UTF-8, with each lone surrogate written as its own 3-byte sequence. */
export function wtf8Encode(text: string): Uint8Array {
  return Uint8Array.from(codePointsOf(text).flatMap(utf8Bytes))
}

/** The two surrogates of a supplementary code point. */
function surrogates(cp: number): [number, number] {
  const v = cp - 0x10000
  return [0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff)]
}

/** CESU-8 (TR #26): a supplementary code point is its two surrogates, each as a 3-byte sequence. */
export function cesu8EncodeCodePoints(codePoints: readonly number[]): Uint8Array {
  const bytes: number[] = []
  for (const cp of codePoints) {
    if (cp >= 0x10000) for (const unit of surrogates(cp)) bytes.push(...utf8Bytes(unit))
    else bytes.push(...utf8Bytes(cp))
  }
  return Uint8Array.from(bytes)
}

/** MUTF-8 (Java `DataInput`): CESU-8, with U+0000 written as `C0 80`. */
export function mutf8EncodeCodePoints(codePoints: readonly number[]): Uint8Array {
  const bytes: number[] = []
  for (const cp of codePoints) {
    if (cp === 0) bytes.push(0xc0, 0x80)
    else bytes.push(...cesu8EncodeCodePoints([cp]))
  }
  return Uint8Array.from(bytes)
}

/**
 * Decodes well-formed CESU-8 or MUTF-8 to code points: 1-, 2- and 3-byte sequences (`C0 80` is U+0000),
 * then a high surrogate value followed by a low one is joined into one code point. Throws on anything
 * that is not a complete sequence (the tests only decode what the reference encoders wrote).
 */
export function javaDecodeCodePoints(bytes: Uint8Array): number[] {
  const values: number[] = []
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i]!
    if (lead < 0x80) {
      values.push(lead)
      i += 1
    } else if (lead >= 0xc0 && lead < 0xe0) {
      values.push(((lead & 0x1f) << 6) | (bytes[i + 1]! & 0x3f))
      i += 2
    } else if (lead >= 0xe0 && lead < 0xf0) {
      values.push(((lead & 0x0f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f))
      i += 3
    } else {
      throw new Error(`reference decoder: unexpected byte ${lead} at ${i}`)
    }
  }
  return joinSurrogates(values)
}

/**
 * Brute force: the least byte string above `prefix` that does not start with it, searched among every
 * byte string over `alphabet` of length at most `prefix.length`, or `null` when there is none. That is
 * the least key above every key with the prefix (the keys with a prefix form the interval from the
 * prefix up), and the search may stop at `prefix.length` bytes: any key above the prefix without it
 * differs from it at some index below `prefix.length`, and cutting it after that index keeps both
 * properties and does not make it larger.
 */
export function bruteForceUpperBound(prefix: Uint8Array, alphabet: readonly number[]): Uint8Array | null {
  let best: number[] | null = null
  const candidate: number[] = []
  const visit = (): void => {
    const startsWithPrefix =
      candidate.length >= prefix.length && prefix.every((byte, index) => candidate[index] === byte)
    if (!startsWithPrefix && compareLists(candidate, prefix) > 0) {
      if (best === null || compareLists(candidate, best) < 0) best = [...candidate]
    }
    if (candidate.length === prefix.length) return
    for (const byte of alphabet) {
      candidate.push(byte)
      visit()
      candidate.pop()
    }
  }
  visit()
  return best === null ? null : Uint8Array.from(best)
}
