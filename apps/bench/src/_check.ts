/**
 * Output checks run before anything is timed: an implementation whose output differs from the expected
 * result is reported as wrong and not timed.
 *
 * @module
 */

/** What a check says: `null` when the output is right, otherwise what is wrong. */
export type CheckResult = string | null

const hex = (value: number): string => value.toString(16).toUpperCase().padStart(2, '0')

/** Checks a decoded string against the expected text. */
export function checkString(expected: string, actual: unknown): CheckResult {
  if (typeof actual !== 'string') return `expected a string, got ${describe(actual)}`
  if (actual === expected) return null
  const n = Math.min(expected.length, actual.length)
  let i = 0
  while (i < n && expected.charCodeAt(i) === actual.charCodeAt(i)) i++
  const show = (text: string): string =>
    Array.from(
      text.slice(i, i + 4),
      (c) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
    ).join(' ') || 'end'
  return `string differs at UTF-16 index ${i} (length ${actual.length}, expected ${expected.length}): got ${show(actual)}, expected ${show(expected)}`
}

/** Turns a byte result (Uint8Array, Buffer, ArrayBuffer, or a byte string as utf8.js returns) into bytes. */
function asBytes(actual: unknown): Uint8Array | null {
  if (actual instanceof Uint8Array) return actual
  if (actual instanceof ArrayBuffer) return new Uint8Array(actual)
  if (ArrayBuffer.isView(actual)) return new Uint8Array(actual.buffer, actual.byteOffset, actual.byteLength)
  return null
}

/** Checks encoded bytes against the expected bytes. */
export function checkBytes(expected: Uint8Array, actual: unknown): CheckResult {
  const bytes = asBytes(actual)
  if (bytes === null) return `expected bytes, got ${describe(actual)}`
  const n = Math.min(expected.length, bytes.length)
  let i = 0
  while (i < n && expected[i] === bytes[i]) i++
  if (i === n && expected.length === bytes.length) return null
  const show = (b: Uint8Array): string => Array.from(b.subarray(i, i + 6), hex).join(' ') || 'end'
  return `bytes differ at offset ${i} (length ${bytes.length}, expected ${expected.length}): got ${show(bytes)}, expected ${show(expected)}`
}

/** Checks decoded code points (numbers or bigints, of the expected type) against the expected list. */
export function checkCodePoints(expected: ReadonlyArray<number | bigint>, actual: unknown): CheckResult {
  if (!Array.isArray(actual)) return `expected an array of code points, got ${describe(actual)}`
  const n = Math.min(expected.length, actual.length)
  for (let i = 0; i < n; i++) {
    if (actual[i] !== expected[i]) {
      return `code point ${i} is ${describe(actual[i])}, expected ${describe(expected[i])}`
    }
  }
  if (actual.length !== expected.length) return `${actual.length} code points, expected ${expected.length}`
  return null
}

/** Checks a validity answer: `true`/`false`, or `null` / an error object as `codec.validate` returns. */
export function checkValidity(expectedValid: boolean, actual: unknown): CheckResult {
  const valid =
    typeof actual === 'boolean'
      ? actual
      : actual === null
        ? true
        : actual instanceof Error
          ? false
          : undefined
  if (valid === undefined) return `expected a boolean, null or an error, got ${describe(actual)}`
  return valid === expectedValid
    ? null
    : `said ${valid ? 'valid' : 'invalid'}, expected ${expectedValid ? 'valid' : 'invalid'}`
}

/** Checks the result of `encodeInto`: `{ read, written }` and the bytes written into `destination`. */
export function checkEncodeInto(
  expected: Uint8Array,
  textLength: number,
  destination: Uint8Array,
  actual: unknown,
): CheckResult {
  const result = actual as { read?: unknown; written?: unknown } | null
  const written = typeof actual === 'number' ? actual : result?.written
  if (typeof written !== 'number') return `expected { read, written } or a count, got ${describe(actual)}`
  if (typeof actual !== 'number' && result?.read !== textLength) {
    return `read ${String(result?.read)}, expected ${textLength}`
  }
  return checkBytes(expected, destination.subarray(0, written))
}

/** Checks comparison results: same sign for every pair. */
export function checkSigns(expected: Int8Array, actual: unknown): CheckResult {
  if (!(actual instanceof Int8Array)) return `expected signs, got ${describe(actual)}`
  if (actual.length !== expected.length) return `${actual.length} results, expected ${expected.length}`
  for (let i = 0; i < expected.length; i++) {
    if (actual[i] !== expected[i]) return `pair ${i}: sign ${actual[i]}, expected ${expected[i]}`
  }
  return null
}

/** Checks a sorted list of strings. */
export function checkSorted(expected: readonly string[], actual: unknown): CheckResult {
  if (!Array.isArray(actual)) return `expected an array, got ${describe(actual)}`
  if (actual.length !== expected.length) return `${actual.length} strings, expected ${expected.length}`
  for (let i = 0; i < expected.length; i++) {
    if (actual[i] !== expected[i])
      return `position ${i} holds ${JSON.stringify(actual[i])}, expected ${JSON.stringify(expected[i])}`
  }
  return null
}

function describe(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'string')
    return value.length > 20 ? `a string of length ${value.length}` : JSON.stringify(value)
  if (value === null) return 'null'
  if (Array.isArray(value)) return `an array of length ${value.length}`
  if (typeof value === 'object') return value.constructor?.name ?? 'an object'
  return String(value)
}

/** Checks encoded hunks (`hunkCodec`) against the expected `Uint16Array`. */
export function checkUnits(expected: Uint16Array, actual: unknown): CheckResult {
  if (!(actual instanceof Uint16Array)) return `expected a Uint16Array, got ${describe(actual)}`
  const n = Math.min(expected.length, actual.length)
  let i = 0
  while (i < n && expected[i] === actual[i]) i++
  if (i === n && expected.length === actual.length) return null
  return `hunks differ at index ${i} (length ${actual.length}, expected ${expected.length})`
}
