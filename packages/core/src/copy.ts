/**
 * Copies of the caller's bytes that never share memory with them.
 *
 * A caller's `Uint8Array` may be a Node `Buffer`, whose `slice` returns a view, or any subclass whose
 * `slice`, `subarray` or `Symbol.species` returns something else again. Whatever a library returns or
 * changes must not alias the caller's input, so copies are made here without calling any method of the
 * input: its memory is read through the built-in `%TypedArray%.prototype` getters.
 *
 * @module
 */

const typedArrayPrototype: object = /* @__PURE__ */ Object.getPrototypeOf(Uint8Array.prototype)

function builtInGetter<T>(key: PropertyKey): (this: unknown) => T {
  return (Object.getOwnPropertyDescriptor(typedArrayPrototype, key) as PropertyDescriptor).get as (
    this: unknown,
  ) => T
}

/** `Symbol.toStringTag` of `%TypedArray%.prototype`: the kind of a real typed array, else `undefined`. */
const kindOf = /* @__PURE__ */ builtInGetter<string | undefined>(Symbol.toStringTag)
const bufferOf = /* @__PURE__ */ builtInGetter<ArrayBufferLike>('buffer')
const byteOffsetOf = /* @__PURE__ */ builtInGetter<number>('byteOffset')
const lengthOf = /* @__PURE__ */ builtInGetter<number>('length')

/**
 * A new, plain `Uint8Array` holding `bytes[start…end)`: never a view of `bytes`, whatever `bytes` is (a
 * `Buffer`, or a subclass whose `slice` returns a view), and no method of `bytes` is called. `start` and
 * `end` are clamped to `0…length` (and `end` to at least `start`). An object that only looks like a `Uint8Array` (a `Proxy` of one) is
 * copied element by element.
 *
 * @param bytes - the bytes to copy (not modified)
 * @param start - the first index copied (default 0)
 * @param end - the index after the last one copied (default: the length)
 * @returns a new array of `end - start` bytes, with a buffer of its own
 * @example
 * ```ts
 * const input = new Uint8Array([1, 2, 3, 4])
 * const copy = copyOf(input, 1, 3)
 * copy[0] = 9
 * console.assert(copy.join() === '9,3' && input.join() === '1,2,3,4' && copy.buffer !== input.buffer)
 * ```
 */
export function copyOf(bytes: Uint8Array, start = 0, end?: number): Uint8Array {
  const real = kindOf.call(bytes) === 'Uint8Array'
  // The built-in getter, not `bytes.length`, for a real typed array (0 once its buffer is detached).
  const length = real ? lengthOf.call(bytes) : bytes.length
  const from = start > 0 ? Math.min(Math.trunc(start), length) : 0
  const to = end === undefined ? length : end > from ? Math.min(Math.trunc(end), length) : from
  const out = new Uint8Array(to - from)
  if (to === from) return out
  if (real) {
    // A whole typed array is read through its internal slots; a part through a plain view of it.
    if (to - from === length) out.set(bytes)
    else out.set(new Uint8Array(bufferOf.call(bytes), byteOffsetOf.call(bytes) + from, to - from))
  } else {
    for (let i = from; i < to; i++) out[i - from] = bytes[i] as number
  }
  return out
}

/**
 * `bytes[0:written)` at the start of a new array at least `least` long and at least twice as long as
 * `bytes`: an output written in place, grown (doubling keeps the copies linear in the output).
 *
 * @example
 * ```ts
 * const out = grownCopy(new Uint8Array([1, 2, 3]), 2, 4)
 * console.assert(out.length === 6 && out.join() === '1,2,0,0,0,0')
 * ```
 */
export function grownCopy(bytes: Uint8Array, written: number, least: number): Uint8Array {
  const bigger = new Uint8Array(Math.max(least, 2 * bytes.length))
  bigger.set(bytes.subarray(0, written))
  return bigger
}

/**
 * The bytes of `pieces` one after another in one array: the piece itself when there is only one (so a
 * caller passes only arrays of its own).
 *
 * @example
 * ```ts
 * console.assert(joinBytes([new Uint8Array([1]), new Uint8Array([2, 3])]).join() === '1,2,3')
 * ```
 */
export function joinBytes(pieces: readonly Uint8Array[]): Uint8Array {
  if (pieces.length === 1) return pieces[0] as Uint8Array
  let total = 0
  for (const piece of pieces) total += piece.length
  const out = new Uint8Array(total)
  let w = 0
  for (const piece of pieces) {
    out.set(piece, w)
    w += piece.length
  }
  return out
}
