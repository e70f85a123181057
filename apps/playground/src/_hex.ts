/**
 * Bytes as hex text, both ways.
 *
 * @module
 */

/**
 * Writes bytes as upper-case hex pairs separated by spaces.
 *
 * @example
 * ```ts
 * console.assert(formatHex(new Uint8Array([0xc3, 0xa9])) === 'C3 A9')
 * ```
 */
export function formatHex(bytes: ArrayLike<number>): string {
  let out = ''
  for (let i = 0; i < bytes.length; i++) {
    out += (i === 0 ? '' : ' ') + (bytes[i] as number).toString(16).toUpperCase().padStart(2, '0')
  }
  return out
}

/**
 * Reads hex bytes as people paste them: `C3 A9`, `c3a9`, `0xC3, 0xA9`, `\xc3\xa9`, `%C3%A9`.
 *
 * @throws {SyntaxError} naming the first character that is not hex, or an odd number of digits
 * @example
 * ```ts
 * console.assert(parseHex('0xC3, 0xa9 41').join() === '195,169,65')
 * ```
 */
export function parseHex(text: string): Uint8Array {
  const cleaned = text.replace(/0x|\\x|%/gi, ' ')
  const bad = /[^0-9a-f\s,;:-]/i.exec(cleaned)
  if (bad) throw new SyntaxError(`“${bad[0]}” is not a hex digit`)
  const bytes: number[] = []
  for (const group of cleaned.split(/[\s,;:-]+/)) {
    if (group.length === 0) continue
    const digits = group.length % 2 === 1 ? `0${group}` : group
    if (group.length % 2 === 1 && group.length > 1) {
      throw new SyntaxError(`“${group}” has an odd number of hex digits`)
    }
    for (let i = 0; i < digits.length; i += 2) bytes.push(Number.parseInt(digits.slice(i, i + 2), 16))
  }
  return Uint8Array.from(bytes)
}
