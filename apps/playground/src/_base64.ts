/**
 * Base64 (RFC 4648 §4) and base64url (§5), both ways, written out because Node 20 and older browsers have
 * no `Uint8Array.prototype.toBase64`. The page uses them for its copy buttons, for pasted base64, and for
 * the text it keeps in a link's fragment.
 *
 * @module
 */

const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * Writes bytes as base64: RFC 4648 §4 with `=` padding, or §5 (base64url, no padding) when `url`.
 *
 * @example
 * ```ts
 * console.assert(encodeBase64(new Uint8Array([0x68, 0xc3, 0xa9])) === 'aMOp')
 * console.assert(encodeBase64(new Uint8Array([0xfb, 0xff]), true) === '-_8')
 * ```
 */
export function encodeBase64(bytes: ArrayLike<number>, url = false): string {
  const alphabet = url ? URL_SAFE : STANDARD
  let out = ''
  let i = 0
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number)
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]! + alphabet[(n >> 6) & 63]! + alphabet[n & 63]!
  }
  const rest = bytes.length - i
  if (rest > 0) {
    const n = ((bytes[i] as number) << 16) | (rest === 2 ? (bytes[i + 1] as number) << 8 : 0)
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]!
    out += rest === 2 ? alphabet[(n >> 6) & 63]! : ''
    if (!url) out += rest === 2 ? '=' : '=='
  }
  return out
}

/** Where and why some text is not base64. */
export class Base64Error extends SyntaxError {
  /** UTF-16 index of the offending character in the text (its length when the text ends too early). */
  readonly index: number
  constructor(message: string, index: number) {
    super(message)
    this.name = 'Base64Error'
    this.index = index
  }
}

/**
 * Reads base64 or base64url (one alphabet throughout), with or without `=` padding, ignoring ASCII
 * whitespace (line breaks of MIME and PEM). Strict otherwise: a character of neither alphabet, a mix of
 * the two alphabets, padding before the end, a length no base64 has (one character left over), or
 * leftover bits that are not zero (a non-canonical last character) is an error at that character.
 *
 * @throws {Base64Error} with the index of the offending character
 * @example
 * ```ts
 * console.assert(decodeBase64('aMOp').join() === '104,195,169')
 * console.assert(decodeBase64('-_8').join() === '251,255')
 * ```
 */
export function decodeBase64(text: string): Uint8Array {
  const values: number[] = []
  const positions: number[] = []
  let url: boolean | null = null
  let padding = 0
  let paddingAt = -1
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f') continue
    if (char === '=') {
      if (paddingAt < 0) paddingAt = i
      padding++
      continue
    }
    if (paddingAt >= 0) throw new Base64Error(`“${char}” after the “=” padding`, i)
    let value = STANDARD.indexOf(char)
    let urlChar: boolean | null = null
    if (char === '+' || char === '/') urlChar = false
    if (char === '-' || char === '_') {
      urlChar = true
      value = URL_SAFE.indexOf(char)
    }
    if (value < 0) {
      throw new Base64Error(
        `“${String.fromCodePoint(text.codePointAt(i) ?? 0)}” is not a base64 character`,
        i,
      )
    }
    if (urlChar !== null) {
      if (url !== null && url !== urlChar) {
        throw new Base64Error(`“${char}” mixes the base64 and base64url alphabets`, i)
      }
      url = urlChar
    }
    values.push(value)
    positions.push(i)
  }
  const left = values.length % 4
  if (left === 1) {
    throw new Base64Error(
      'One base64 character too many or too few (a group of 4 has 2 to 4)',
      positions.at(-1) ?? 0,
    )
  }
  if (padding > 0 && (padding !== (4 - left) % 4 || left === 0)) {
    throw new Base64Error(`${padding} “=” where ${left === 0 ? 'none' : (4 - left) % 4} belong`, paddingAt)
  }
  const bytes = new Uint8Array(Math.floor((values.length * 3) / 4))
  let at = 0
  let i = 0
  for (; i + 3 < values.length; i += 4) {
    const n = (values[i]! << 18) | (values[i + 1]! << 12) | (values[i + 2]! << 6) | values[i + 3]!
    bytes[at++] = n >> 16
    bytes[at++] = (n >> 8) & 255
    bytes[at++] = n & 255
  }
  if (left > 0) {
    const n = (values[i]! << 18) | (values[i + 1]! << 12) | (left === 3 ? values[i + 2]! << 6 : 0)
    const unused = left === 2 ? n & 0xffff : n & 0xff
    if (unused !== 0) {
      throw new Base64Error(
        'The last base64 character has bits left over that are not zero',
        positions[i + left - 1] as number,
      )
    }
    bytes[at++] = n >> 16
    if (left === 3) bytes[at++] = (n >> 8) & 255
  }
  return bytes
}
