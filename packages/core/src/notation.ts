/**
 * The `U+…` notation of code points of any size: written, and read linearly with no RegExp.
 *
 * @module
 */

/**
 * Writes a code point in `U+` notation: upper-case hex, at least four digits, any size.
 *
 * @throws {RangeError} for a negative or non-integer value
 * @example
 * ```ts
 * console.assert(formatCodePoint(0xe9) === 'U+00E9')
 * console.assert(formatCodePoint(0x8421109f) === 'U+8421109F')
 * console.assert(formatCodePoint(2n ** 72n) === 'U+1000000000000000000')
 * ```
 */
export function formatCodePoint(codePoint: number | bigint): string {
  if (typeof codePoint === 'bigint') {
    if (codePoint < 0n) throw new RangeError(`Invalid code point ${codePoint}: negative`)
  } else if (!Number.isSafeInteger(codePoint) || codePoint < 0) {
    throw new RangeError(`Invalid code point ${String(codePoint)}: not a non-negative safe integer`)
  }
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`
}

/**
 * Reads one code point written as `U+…` (or `u+…`, `0x…`, bare hex), of any length: a `number` when it
 * is a safe integer, else a `bigint` (see {@link parseCodePointBigInt}). Linear in the text.
 *
 * @throws {SyntaxError} when the text is not a hex code point
 * @example
 * ```ts
 * console.assert(parseCodePoint('U+00E9') === 0xe9)
 * console.assert(parseCodePoint('U+1000000000000000000') === 2n ** 72n)
 * ```
 */
export function parseCodePoint(text: string): number | bigint {
  const value = parseCodePointBigInt(text)
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value
}

/**
 * As {@link parseCodePoint}, always returning a `bigint`.
 *
 * @throws {SyntaxError} when the text is not a hex code point
 */
export function parseCodePointBigInt(text: string): bigint {
  assertText(text)
  // No RegExp over the caller's text: engines keep the last string searched alive.
  let digits = text.trim()
  const c0 = digits.charCodeAt(0)
  const c1 = digits.charCodeAt(1)
  if (((c0 === 0x55 || c0 === 0x75) && c1 === 0x2b) || (c0 === 0x30 && (c1 === 0x78 || c1 === 0x58))) {
    digits = digits.slice(2)
  }
  digits = digits.replaceAll('_', '')
  if (!isHex(digits)) throw new SyntaxError(`Not a code point: ${JSON.stringify(text.slice(0, 40))}`)
  return BigInt(`0x${digits}`)
}

function assertText(text: unknown): asserts text is string {
  if (typeof text !== 'string') {
    throw new TypeError(
      `The "text" argument must be a string, received a ${text === null ? 'null' : typeof text}`,
    )
  }
}

/** Whether `digits` is one or more hex digits. */
function isHex(digits: string): boolean {
  const n = digits.length
  for (let i = 0; i < n; i++) {
    const c = digits.charCodeAt(i) | 0x20
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false
  }
  return n > 0
}

/** Whether `c` is a comma or white space (what `\s` matches: `trim` removes the same). */
function isSeparator(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d)
  if (c < 0xa0) return c === 0x2c
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  )
}

/**
 * Reads a list of code points separated by white space or commas (`U+0041 U+1F600`).
 *
 * @throws {SyntaxError} for a part that is not a hex code point
 */
export function parseCodePoints(text: string): (number | bigint)[] {
  assertText(text)
  const out: (number | bigint)[] = []
  const n = text.length
  let i = 0
  while (i < n) {
    while (i < n && isSeparator(text.charCodeAt(i))) i++
    const start = i
    while (i < n && !isSeparator(text.charCodeAt(i))) i++
    if (i > start) out.push(parseCodePoint(text.slice(start, i)))
  }
  return out
}
