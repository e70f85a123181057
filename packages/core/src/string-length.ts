/**
 * The longest string this engine can make, and the one `RangeError` every decoder throws for a longer
 * text (the engines' own failures name something else).
 *
 * @module
 */

/** Below this many UTF-16 units no engine refuses a string (V8's limit is 2^29 − 24, or 2^28 − 16 on 32 bits). */
export const SURELY_FITS = 1 << 24

/** The engine's longest string once found (0: not yet); a cache of a fact, not a speed route. */
const found = { longest: 0 }

/**
 * The longest string this engine can make, in UTF-16 code units (2^29 − 24 on V8, 2^31 − 1 on
 * JavaScriptCore): found on first use by concatenation, which engines do without copying (ropes).
 *
 * @example
 * ```ts
 * console.assert(maxStringLength() >= 2 ** 28 && maxStringLength() < 2 ** 32)
 * ```
 */
export function maxStringLength(): number {
  if (found.longest === 0) {
    // pieces[k] is 2^k units long (as long as concatenation allows).
    const pieces = ['x']
    try {
      for (let k = 1; k < 40; k++) pieces.push(`${pieces[k - 1]}${pieces[k - 1]}`)
    } catch {
      // The limit: the last piece is the longest power of two under it.
    }
    const made = (length: number): boolean => {
      let text = ''
      try {
        for (let k = 0, n = length; n > 0; k++, n = Math.floor(n / 2)) {
          if (n % 2 === 1) text = `${pieces[k]}${text}`
        }
      } catch {
        return false
      }
      return text.length === length
    }
    let fits = 2 ** (pieces.length - 1)
    let fails = 2 * fits
    while (fails - fits > 1) {
      const middle = Math.floor((fits + fails) / 2)
      if (made(middle)) fits = middle
      else fails = middle
    }
    found.longest = fits
  }
  return found.longest
}

/**
 * The `RangeError` for a decoded text of (`atLeast`: at least) `units` UTF-16 units, too long to hold.
 *
 * @example
 * ```ts
 * console.assert(stringLengthError(2 ** 40, true) instanceof RangeError)
 * ```
 */
export function stringLengthError(units: number, atLeast: boolean): RangeError {
  return new RangeError(
    `The decoded text (${atLeast ? 'at least ' : ''}${units} UTF-16 code units) is longer than the longest string this JavaScript engine can hold (${maxStringLength()} units)`,
  )
}

/**
 * Throws {@link stringLengthError} when `length` UTF-16 units cannot be one string here.
 *
 * @example
 * ```ts
 * checkStringLength(1000)
 * let error
 * try { checkStringLength(2 ** 32) } catch (e) { error = e }
 * console.assert(error instanceof RangeError)
 * ```
 */
export function checkStringLength(length: number): void {
  if (length > SURELY_FITS && length > maxStringLength()) throw stringLengthError(length, false)
}

/**
 * How many of `units[start:end)` are not continuation units (`(unit & mask) !== value`): the characters
 * of well-formed text.
 *
 * @example
 * ```ts
 * console.assert(countSequenceStarts(new Uint8Array([0x61, 0xc3, 0xa9]), 0, 3, 0xc0, 0x80) === 2)
 * ```
 */
export function countSequenceStarts(
  units: Uint8Array | Uint16Array,
  start: number,
  end: number,
  mask: number,
  value: number,
): number {
  let i = start
  let count = 0
  if (units instanceof Uint8Array && end - start >= WORD_COUNT_FROM) {
    // Four bytes a step, through a Uint32Array over the same memory from the first aligned byte: a byte
    // of `(word & masks) ^ ~values` is all ones exactly where `(byte & mask) === value`.
    for (; (units.byteOffset + i) & 3; i++) if (((units[i] as number) & mask) !== value) count++
    const words = new Uint32Array(units.buffer, units.byteOffset + i, (end - i) >>> 2)
    const masks = mask * 0x01010101
    const values = ~(value * 0x01010101)
    let continuations = 0
    for (let k = 0; k < words.length; k++) {
      const same = ((words[k] as number) & masks) ^ values
      const all = (((same & 0x7f7f7f7f) + 0x01010101) & same & 0x80808080) >>> 7
      continuations += Math.imul(all, 0x01010101) >>> 24
    }
    count += 4 * words.length - continuations
    i += 4 * words.length
  }
  for (; i < end; i++) if (((units[i] as number) & mask) !== value) count++
  return count
}

/** From this many bytes {@link countSequenceStarts} reads four at a time. */
const WORD_COUNT_FROM = 64

/**
 * Throws {@link stringLengthError} before any decoding (so before any `DecodeError` further in) when
 * `units[start:]` holds more units that are not continuation units ({@link countSequenceStarts}: each
 * decodes to at least one UTF-16 unit, but in Corrected UTF-8's reserved runs, one U+FFFD each) than the
 * longest string. Counts only inputs longer than that.
 *
 * @param mask - `0xC0` for UTF-8's `10xxxxxx` (`value` `0x80`), `0xE0` for the 65-bit scheme's `100xxxxx`
 * @example
 * ```ts
 * let error
 * try { checkDecodedLength(new Uint8Array(100).fill(0x61), 0, 0xc0, 0x80) } catch (e) { error = e }
 * console.assert(error === undefined)
 * ```
 */
export function checkDecodedLength(
  units: Uint8Array | Uint16Array,
  start: number,
  mask: number,
  value: number,
): void {
  const end = units.length
  if (end - start <= SURELY_FITS || end - start <= maxStringLength()) return
  const starts = countSequenceStarts(units, start, end, mask, value)
  if (starts > maxStringLength()) throw stringLengthError(starts, true)
}
