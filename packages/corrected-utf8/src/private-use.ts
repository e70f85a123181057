/**
 * A ready, reversible mapping of the code points Corrected UTF-8 does not encode (C1 controls and
 * surrogates) to private-use code points, as the seed suggests for documents that must keep them.
 *
 * @module
 */

/** Where the mapping puts them: plane 15 (Supplementary Private Use Area-A), at their own low bits. */
const BASE = 0xf0000

function isUnencodable(codePoint: number): boolean {
  return (codePoint >= 0x80 && codePoint <= 0x9f) || (codePoint >= 0xd800 && codePoint <= 0xdfff)
}

/** The reversible mapping to private use; see {@link privateUseMapping}. */
export interface PrivateUseMapping {
  /** The first private-use code point of the mapping (U+F0000): `map(c) = base + c`. */
  readonly base: number
  /** U+0080–U+009F → U+F0080–U+F009F, U+D800–U+DFFF → U+FD800–U+FDFFF; any other code point unchanged. */
  map(codePoint: number): number
  /** The inverse of `map`: U+F0080–U+F009F and U+FD800–U+FDFFF back; any other code point unchanged. */
  unmap(codePoint: number): number
  /** `unmap` over a decoded string (a mapped surrogate comes back as a lone surrogate). */
  unmapString(text: string): string
}

/**
 * The index of the first mapped character of `text` from `i` (`DB80 DC80`–`DB80 DC9F`, or `DBB6`/`DBB7`
 * and any low surrogate), or -1. Not a RegExp, which keeps the last string it searched alive.
 */
function nextMapped(text: string, i: number): number {
  const end = text.length - 1
  for (; i < end; i++) {
    const c = text.charCodeAt(i)
    if (c !== 0xdb80 && c !== 0xdbb6 && c !== 0xdbb7) continue
    const d = text.charCodeAt(i + 1)
    if (c === 0xdb80 ? d >= 0xdc80 && d <= 0xdc9f : (d & 0xfc00) === 0xdc00) return i
  }
  return -1
}

/**
 * A reversible mapping of the C1 controls (U+0080–U+009F) and the surrogates (U+D800–U+DFFF) to
 * private-use code points: each goes to U+F0000 plus itself (U+0085 → U+F0085, U+D800 → U+FD800).
 * Pass `map` as the `unencodable` encode option, and `unmapString` (or `unmap`) after decoding. Both ends
 * must agree that U+F0080–U+F009F and U+FD800–U+FDFFF mean nothing else, as with any private-use assignment.
 *
 * @example
 * ```ts
 * const text = 'a\u0085b\ud800'
 * const bytes = correctedUtf8.encode(text, { unencodable: privateUseMapping.map })
 * console.assert(privateUseMapping.unmapString(correctedUtf8.decode(bytes)) === text)
 * ```
 */
export const privateUseMapping: PrivateUseMapping = /* @__PURE__ */ Object.freeze({
  base: BASE,
  map(codePoint: number): number {
    return isUnencodable(codePoint) ? BASE + codePoint : codePoint
  },
  unmap(codePoint: number): number {
    return isUnencodable(codePoint - BASE) ? codePoint - BASE : codePoint
  },
  unmapString(text: string): string {
    let out = ''
    let from = 0
    for (let i = nextMapped(text, 0); i >= 0; i = nextMapped(text, from)) {
      out += text.slice(from, i) + String.fromCharCode((text.codePointAt(i) as number) - BASE)
      from = i + 2
    }
    return from === 0 ? text : out + text.slice(from)
  },
})
