/**
 * Copies of the caller's bytes that never share memory with them, made without calling any method of the
 * input (a `Buffer`'s `slice` returns a view; a subclass's `slice` or `Symbol.species` anything at all).
 *
 * @module
 */

import { byteRange, typedArrayName, typedLength } from './views.ts'

/**
 * A new, plain `Uint8Array` holding `bytes[start…end)`, never a view of `bytes`, no method of it called.
 * `start` and `end` are clamped to `0…length` (`end` to at least `start`). A look-alike (a `Proxy`) is
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
  const real = typedArrayName.call(bytes) === 'Uint8Array'
  // The internal slot, not `bytes.length`, for a real typed array (0 once its buffer is detached).
  const length = real ? typedLength(bytes) : bytes.length
  const from = start > 0 ? Math.min(Math.trunc(start), length) : 0
  const to = end === undefined ? length : end > from ? Math.min(Math.trunc(end), length) : from
  const out = new Uint8Array(to - from)
  if (to === from) return out
  if (real) {
    out.set(to - from === length ? bytes : byteRange(bytes, from, to))
  } else {
    for (let i = from; i < to; i++) out[i - from] = bytes[i] as number
  }
  return out
}

/**
 * `bytes[0:written)` in a new array of at least `least` and twice `bytes`' length (doubling: linear).
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
 * The bytes of `pieces` in one array; the piece itself when there is one (pass only arrays of your own).
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
