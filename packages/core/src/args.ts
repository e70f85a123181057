/**
 * Argument checks shared by every package: byte and hunk inputs are accepted without copying, and
 * anything else is a `TypeError` that names the argument.
 *
 * @module
 */

import { isPlainBytes, plainUnits16, viewBytes } from './views.ts'

/** What `TextDecoder.decode` accepts: an `ArrayBuffer`, a `SharedArrayBuffer` or any view of one. */
export type BufferSource = ArrayBufferView | ArrayBuffer | SharedArrayBuffer

function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  if (Array.isArray(value)) return 'an Array'
  if (typeof value === 'object') return `an instance of ${(value as object).constructor?.name ?? 'Object'}`
  return `a ${typeof value}`
}

/**
 * The `TypeError` for an argument `name` that is not what `expected` says (built on the throw path only).
 *
 * @example
 * ```ts
 * console.assert(argumentError('keys', 'an array', 5).message === 'The "keys" argument must be an array, received a number')
 * ```
 */
export function argumentError(name: string, expected: string, value: unknown): TypeError {
  return new TypeError(`The "${name}" argument must be ${expected}, received ${describeValue(value)}`)
}

/**
 * Checks that an argument is array-like (an `Array`, a typed array, …); a string is refused.
 *
 * @throws {TypeError} naming the argument otherwise
 */
export function assertArrayLike(value: unknown, name: string): asserts value is ArrayLike<unknown> {
  if (
    value === null ||
    typeof value !== 'object' ||
    typeof (value as { length?: unknown }).length !== 'number' ||
    !Number.isSafeInteger((value as { length: number }).length) ||
    (value as { length: number }).length < 0
  ) {
    throw argumentError(name, 'an array', value)
  }
}

/**
 * Views a `BufferSource` as a `Uint8Array` over the same memory (no copy).
 *
 * @param input - an `ArrayBuffer`, `SharedArrayBuffer`, typed array or `DataView`
 * @param name - the argument's name, for the error message
 * @throws {TypeError} when `input` is none of those
 * @example
 * ```ts
 * const buffer = new Uint16Array([0x4142]).buffer
 * console.assert(toBytes(buffer).length === 2)
 * ```
 */
export function toBytes(input: unknown, name = 'bytes'): Uint8Array {
  // A plain Uint8Array as it is; any other view (a subclass such as Buffer included) as a plain one, made
  // through its internal slots: no code of the caller's object runs while a decoder works on it.
  if (isPlainBytes(input)) return input
  const view = viewBytes(input)
  if (view !== null) return view
  if (input instanceof ArrayBuffer) return new Uint8Array(input)
  if (typeof SharedArrayBuffer !== 'undefined' && input instanceof SharedArrayBuffer)
    return new Uint8Array(input)
  // Cross-realm buffers (another iframe or vm context) fail instanceof but have the tag.
  const tag = Object.prototype.toString.call(input)
  if (tag === '[object ArrayBuffer]' || tag === '[object SharedArrayBuffer]') {
    return new Uint8Array(input as ArrayBuffer)
  }
  throw new TypeError(
    `The "${name}" argument must be an ArrayBuffer or ArrayBufferView, received ${describeValue(input)}`,
  )
}

/**
 * Checks that a hunk input (for `hunkCodec`) is a `Uint16Array`, an `Array` of integers being accepted too
 * and copied once.
 *
 * @throws {TypeError} when `input` is neither
 */
export function toHunks(input: unknown, name = 'hunks'): Uint16Array {
  const hunks = plainUnits16(input)
  if (hunks !== null) return hunks
  if (Array.isArray(input) && input.every((v) => Number.isInteger(v) && v >= 0 && v <= 0xffff)) {
    return Uint16Array.from(input as number[])
  }
  throw new TypeError(`The "${name}" argument must be a Uint16Array, received ${describeValue(input)}`)
}

/**
 * Checks that an argument is a string.
 *
 * @throws {TypeError} naming the argument otherwise
 */
export function assertString(input: unknown, name = 'text'): asserts input is string {
  if (typeof input !== 'string') {
    throw new TypeError(`The "${name}" argument must be a string, received ${describeValue(input)}`)
  }
}

/**
 * Checks that an argument is a `Uint8Array` (for destinations such as `encodeInto`).
 *
 * @throws {TypeError} naming the argument otherwise
 */
export function assertUint8Array(input: unknown, name = 'destination'): asserts input is Uint8Array {
  if (!(input instanceof Uint8Array)) {
    throw new TypeError(`The "${name}" argument must be a Uint8Array, received ${describeValue(input)}`)
  }
}

/**
 * Checks an options argument: `undefined` or an object (a `null` or a primitive is a `TypeError`).
 */
export function checkOptions<T extends object>(options: unknown, name = 'options'): T | undefined {
  if (options === undefined) return undefined
  if (options === null || typeof options !== 'object') {
    throw new TypeError(`The "${name}" argument must be an object, received ${describeValue(options)}`)
  }
  return options as T
}

/** Reads the `fatal` option: strict (`true`) unless `fatal: false` is given. */
export function isFatal(options: { fatal?: boolean } | undefined): boolean {
  return checkOptions<{ fatal?: boolean }>(options)?.fatal !== false
}

/**
 * Checks an iterable of code points (numbers or bigints) argument.
 *
 * @throws {TypeError} naming the argument when it is not iterable (a string is refused too: pass
 * `[...text].map(c => c.codePointAt(0))` or use `encode` instead)
 */
export function assertIterable(input: unknown, name = 'codePoints'): asserts input is Iterable<unknown> {
  if (
    input === null ||
    typeof input !== 'object' ||
    typeof (input as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function'
  ) {
    throw new TypeError(
      `The "${name}" argument must be an iterable of code points, received ${describeValue(input)}`,
    )
  }
}
