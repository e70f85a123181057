/**
 * Reading a caller's typed array as `TextDecoder` does: through its internal slots, with built-in getters
 * captured at load, so no code of the caller's object runs (a decoder re-entered while its output sits in
 * shared scratch memory could return another call's text).
 *
 * @module
 */

const TypedArrayPrototype = /* @__PURE__ */ Object.getPrototypeOf(Uint8Array.prototype) as object

/** The built-in getter of `key` on `prototype` (an internal slot's reader), captured once. */
export function slotGetter<T>(prototype: object, key: string | symbol): (this: unknown) => T {
  return (Object.getOwnPropertyDescriptor(prototype, key) as PropertyDescriptor).get as (this: unknown) => T
}

/** Called on a value: the element type of a genuine typed array (any class or realm), else `undefined`. */
export const typedArrayName = /* @__PURE__ */ slotGetter<string | undefined>(
  TypedArrayPrototype,
  Symbol.toStringTag,
)

const bufferOf = /* @__PURE__ */ slotGetter<ArrayBufferLike>(TypedArrayPrototype, 'buffer')
const byteOffsetOf = /* @__PURE__ */ slotGetter<number>(TypedArrayPrototype, 'byteOffset')
const byteLengthOf = /* @__PURE__ */ slotGetter<number>(TypedArrayPrototype, 'byteLength')
const lengthOf = /* @__PURE__ */ slotGetter<number>(TypedArrayPrototype, 'length')
const dataViewBuffer = /* @__PURE__ */ slotGetter<ArrayBufferLike>(DataView.prototype, 'buffer')
const dataViewOffset = /* @__PURE__ */ slotGetter<number>(DataView.prototype, 'byteOffset')
const dataViewLength = /* @__PURE__ */ slotGetter<number>(DataView.prototype, 'byteLength')

/**
 * The bytes of any genuine `ArrayBufferView` (any type, class or realm, or a `DataView`) as a new, plain
 * `Uint8Array` over the same memory, of fixed length, read through its internal slots once (a plain
 * `Uint8Array` too: an own accessor can shadow any member). Detached: empty. `null` for anything else,
 * a `Proxy` included (no internal slots: `TextDecoder` refuses it too).
 *
 * @example
 * ```ts
 * class Bytes extends Uint8Array {}
 * console.assert(viewBytes(new Bytes([1, 2]))?.constructor === Uint8Array)
 * console.assert(viewBytes(new Uint16Array([0x4142]))?.length === 2)
 * console.assert(viewBytes(new DataView(new ArrayBuffer(3), 1))?.length === 2)
 * console.assert(viewBytes(new Proxy(new Uint8Array(2), {})) === null)
 * console.assert(viewBytes(new ArrayBuffer(3)) === null)
 * ```
 */
export function viewBytes(value: unknown): Uint8Array | null {
  let length: number
  let buffer: ArrayBufferLike
  let offset: number
  if (typedArrayName.call(value) !== undefined) {
    length = byteLengthOf.call(value)
    if (length === 0) return emptyView(value, Uint8Array)
    buffer = bufferOf.call(value)
    offset = byteOffsetOf.call(value)
  } else {
    if (!ArrayBuffer.isView(value)) return null
    // A view that is not a typed array: a DataView, whose getters throw when its buffer is detached.
    try {
      length = dataViewLength.call(value)
    } catch {
      return new Uint8Array(0)
    }
    if (length === 0) return new Uint8Array(0)
    buffer = dataViewBuffer.call(value)
    offset = dataViewOffset.call(value)
  }
  return new Uint8Array(buffer, offset, length)
}

/** As {@link viewBytes}, for hunks: a genuine `Uint16Array` as a new, plain one; else `null`. */
export function plainUnits16(value: unknown): Uint16Array | null {
  if (typedArrayName.call(value) !== 'Uint16Array') return null
  const length = lengthOf.call(value)
  return length === 0
    ? emptyView(value, Uint16Array)
    : new Uint16Array(bufferOf.call(value), byteOffsetOf.call(value), length)
}

/** An empty view of the same memory as `value`, or a new empty array when its buffer is detached. */
function emptyView<T extends Uint8Array | Uint16Array>(
  value: unknown,
  View: new (buffer: ArrayBufferLike, offset: number, length: number) => T,
): T {
  try {
    return new View(bufferOf.call(value), byteOffsetOf.call(value), 0)
  } catch {
    return new View(new ArrayBuffer(0), 0, 0)
  }
}

/**
 * A new `Uint8Array` over `bytes[start:end)`: `subarray` without reading `constructor`/`Symbol.species`.
 *
 * @example
 * ```ts
 * const part = byteRange(new Uint8Array([1, 2, 3, 4]), 1, 3)
 * console.assert(part.length === 2 && part[0] === 2)
 * ```
 */
export function byteRange(bytes: Uint8Array, start: number, end: number): Uint8Array {
  return new Uint8Array(bufferOf.call(bytes), byteOffsetOf.call(bytes) + start, end - start)
}

/**
 * The first `end` units as a new view of the same memory ({@link byteRange}, for bytes or hunks).
 *
 * @example
 * ```ts
 * const hunks = new Uint16Array([1, 2, 3])
 * const part = unitPrefix(hunks, 2)
 * console.assert(part instanceof Uint16Array && part.length === 2 && part.buffer === hunks.buffer)
 * ```
 */
export function unitPrefix<T extends Uint8Array | Uint16Array>(units: T, end: number): T {
  if (units instanceof Uint8Array) return byteRange(units, 0, end) as T
  return new Uint16Array(bufferOf.call(units), byteOffsetOf.call(units), end) as T
}

/**
 * The length of a genuine typed array through its internal slot (an own `length` property is not read).
 *
 * @example
 * ```ts
 * const bytes = new Uint8Array(4)
 * Object.defineProperty(bytes, 'length', { value: 99 })
 * console.assert(bytes.length === 99 && typedLength(bytes) === 4)
 * ```
 */
export function typedLength(view: ArrayBufferView): number {
  return lengthOf.call(view)
}
