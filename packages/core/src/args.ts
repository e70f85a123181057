/**
 * Argument checks for every package: inputs viewed without copying, else a `TypeError` naming the argument.
 *
 * @module
 */

import { plainUnits16, slotGetter, typedArrayName, viewBytes } from './views.ts'

/** What `TextDecoder.decode` accepts: an `ArrayBuffer`, a `SharedArrayBuffer` or any view of one. */
export type BufferSource = ArrayBufferView | ArrayBuffer | SharedArrayBuffer

/** Names of the built-in binary classes, which a `Proxy` or an object inheriting from one can pose as. */
const BINARY_CLASS =
  /^(?:(?:Big)?(?:Ui|I)nt(?:8|16|32|64)(?:Clamped)?Array|Float(?:16|32|64)Array|DataView|(?:Shared)?ArrayBuffer|Buffer)$/

export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  if (Array.isArray(value)) return 'an Array'
  if (typeof value === 'object') {
    const name = String((value as object).constructor?.name ?? 'Object')
    // A binary class's name (or a Proxy's bound constructor) without its internal slots: say so.
    const binary = name.replace(/^bound /, '')
    if (BINARY_CLASS.test(binary) && !ArrayBuffer.isView(value) && bufferByteLength(value) < 0)
      return `an object that is not a genuine ${binary} (a Proxy, or an object inheriting from it: no internal slots)`
    return `an instance of ${name.slice(0, 60)}`
  }
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

/** Typed arrays whose elements are bytes: what a byte codec reads as units, element for element. */
const BYTE_ELEMENTS: readonly string[] = ['Uint8Array', 'Int8Array', 'Uint8ClampedArray']

/**
 * {@link toBytes} for methods that read units one by one (`truncate`): wider typed arrays are refused.
 *
 * @throws {TypeError} when `input` is not a `BufferSource`, or a typed array of elements wider than a byte
 * @example
 * ```ts
 * console.assert(toByteUnits(new Uint8Array([0x61])).length === 1)
 * let message = ''
 * try { toByteUnits(new Uint16Array(1), 'units') } catch (e) { message = (e as Error).message }
 * console.assert(message.startsWith('The "units" argument must hold bytes'))
 * ```
 */
export function toByteUnits(input: unknown, name = 'units'): Uint8Array {
  const element = typedArrayName.call(input)
  if (element !== undefined && !BYTE_ELEMENTS.includes(element)) {
    throw new TypeError(
      `The "${name}" argument must hold bytes (an ArrayBuffer, a DataView or a Uint8Array), received a ${element}${element === 'Uint16Array' ? ' (hunks are read by hunkCodec(n))' : ''}`,
    )
  }
  return toBytes(input, name)
}

/**
 * Checks a count argument (`truncate`'s `max`): a non-negative integer.
 *
 * @throws {TypeError} when it is not a number
 * @throws {RangeError} when it is not a non-negative integer
 * @example
 * ```ts
 * checkCount(3, 'max')
 * let caught = null
 * try { checkCount(-1, 'max') } catch (e) { caught = e }
 * console.assert(caught instanceof RangeError)
 * ```
 */
export function checkCount(value: unknown, name: string): asserts value is number {
  if (typeof value !== 'number') throw argumentError(name, 'a number', value)
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`The "${name}" argument must be a non-negative integer, received ${value}`)
  }
}

/**
 * Views a `BufferSource` as a new, plain `Uint8Array` over the same memory (no copy), read through its
 * internal slots once, so no code of the caller's object runs. Detached: empty, as in `TextDecoder`.
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
  const view = viewBytes(input)
  if (view !== null) return view
  // An ArrayBuffer or SharedArrayBuffer of any realm.
  const length = bufferByteLength(input)
  if (length >= 0) return length === 0 ? new Uint8Array(0) : new Uint8Array(input as ArrayBuffer, 0, length)
  throw new TypeError(
    `The "${name}" argument must be an ArrayBuffer or ArrayBufferView, received ${describeValue(input)}`,
  )
}

const arrayBufferLength = /* @__PURE__ */ slotGetter<number>(ArrayBuffer.prototype, 'byteLength')
const sharedBufferLength: ((this: unknown) => number) | null =
  typeof SharedArrayBuffer === 'undefined'
    ? null
    : /* @__PURE__ */ slotGetter<number>(SharedArrayBuffer.prototype, 'byteLength')

/** The byte length of an `ArrayBuffer` or `SharedArrayBuffer` through its internal slot, or -1 for anything else. */
function bufferByteLength(input: unknown): number {
  if (typeof input !== 'object' || input === null) return -1
  try {
    return arrayBufferLength.call(input)
  } catch {}
  if (sharedBufferLength !== null) {
    try {
      return sharedBufferLength.call(input)
    } catch {}
  }
  return -1
}

/**
 * A `Uint8Array` destination (`encodeInto`'s) of any realm as a new, plain view ({@link viewBytes}).
 *
 * @throws {TypeError} naming the argument when it is not a `Uint8Array`
 */
export function toDestination(input: unknown, name = 'destination'): Uint8Array {
  if (typedArrayName.call(input) !== 'Uint8Array') {
    throw new TypeError(`The "${name}" argument must be a Uint8Array, received ${describeValue(input)}`)
  }
  return viewBytes(input) as Uint8Array
}

/**
 * A hunk input (`hunkCodec`): a `Uint16Array`, or an `Array` of integers (copied). Detached: empty.
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
 * Checks an iterable of code points argument.
 *
 * @throws {TypeError} naming the argument when it is not iterable (a string is refused: use `encode`)
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
