/**
 * The caller's bytes as a plain `Uint8Array` of this module's own, read through the built-in accessors
 * captured at load: the decoders fill shared scratch memory (WebAssembly memory, core's unit buffer, the
 * word view) and read it back, and no user code may run in between. A `Uint8Array` subclass can override
 * `subarray`, `length` or `buffer`, an instance can carry such properties of its own, and a `Proxy`'s
 * traps run on every read; past this point none of them is called.
 *
 * @module
 */

const TypedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype) as object

/** The built-in accessor `name` of every typed array (it throws for anything else, a `Proxy` included). */
function accessor(name: string): (this: unknown) => unknown {
  const get = Object.getOwnPropertyDescriptor(TypedArrayPrototype, name)?.get
  if (get === undefined) throw new TypeError(`%TypedArray%.prototype has no ${name} accessor`)
  return get as (this: unknown) => unknown
}

// Called with `.call` on the accessor itself, never looked up on the caller's object (not bound: a bound
// function is much slower on Bun).
const byteLengthGet = accessor('byteLength') as (this: Uint8Array) => number
const bufferGet = accessor('buffer') as (this: Uint8Array) => ArrayBufferLike
const byteOffsetGet = accessor('byteOffset') as (this: Uint8Array) => number
const Bytes = Uint8Array

const EMPTY = new Bytes(0)

/**
 * A plain `Uint8Array` over the same bytes as `input` (the same memory: nothing is copied), whatever the
 * class of `input` or the properties it carries. A `Proxy` that passed for a `Uint8Array` is read once,
 * here, into a copy (its traps run now, before anything is decoded). A detached view gives an empty one.
 *
 * @throws {TypeError} for a `Proxy` whose `length` is not a valid length
 */
export function ownBytes(input: Uint8Array): Uint8Array {
  let length: number
  try {
    length = byteLengthGet.call(input)
  } catch {
    return copyOf(input)
  }
  return length === 0 ? EMPTY : new Bytes(bufferGet.call(input), byteOffsetGet.call(input), length)
}

/** A copy of an object that is not a typed array but claims to be a `Uint8Array` (a `Proxy` of one). */
function copyOf(input: Uint8Array): Uint8Array {
  let length: number
  try {
    length = Number(input.length)
  } catch {
    throw new TypeError('The "bytes" argument must be an ArrayBuffer or ArrayBufferView')
  }
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new TypeError(`The "bytes" argument has an invalid length: ${String(length)}`)
  }
  const copy = new Bytes(length)
  for (let i = 0; i < length; i++) copy[i] = input[i] as number
  return copy
}

/**
 * `destination` itself when it is a real `Uint8Array`, as a plain view of the same memory (writes reach
 * the caller); `null` for anything else (a `Proxy`), which only the JS encoder writes to, element by
 * element, with no shared memory involved.
 */
export function ownDestination(destination: Uint8Array): Uint8Array | null {
  let length: number
  try {
    length = byteLengthGet.call(destination)
  } catch {
    return null
  }
  return length === 0
    ? EMPTY
    : new Bytes(bufferGet.call(destination), byteOffsetGet.call(destination), length)
}
