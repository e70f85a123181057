/**
 * Sequence boundaries for every scheme whose extension units are marked `10xxxxxx` ("searching
 * backwards" in UTF-8: a byte that is not a continuation byte starts a sequence). A boundary is an index
 * where a sequence starts, or the end of the input.
 *
 * @module
 */

import { toBytes } from './args.ts'

/** How a scheme marks its units, for the boundary search. */
export interface BoundaryOptions {
  /** `unit & continuationMask === continuationValue` marks an extension unit (default `0xC0`, `0x80`). */
  readonly continuationMask?: number
  /** See `continuationMask` (default `0x80`). The 65-bit variant uses mask `0xE0`, value `0x80`. */
  readonly continuationValue?: number
  /**
   * CESU-8 and MUTF-8: a 3-byte low surrogate right after a 3-byte high surrogate belongs to the same
   * character, so no boundary stands between them.
   */
  readonly surrogatePairs?: boolean
}

function continuationTest(options: BoundaryOptions | undefined): [number, number] {
  return [options?.continuationMask ?? 0xc0, options?.continuationValue ?? 0x80]
}

function isPairMiddle(bytes: Uint8Array, i: number): boolean {
  return (
    i >= 3 &&
    i + 1 < bytes.length &&
    bytes[i] === 0xed &&
    ((bytes[i + 1] as number) & 0xf0) === 0xb0 &&
    bytes[i - 3] === 0xed &&
    ((bytes[i - 2] as number) & 0xf0) === 0xa0 &&
    ((bytes[i - 1] as number) & 0xc0) === 0x80
  )
}

function checkIndex(index: number, length: number, name = 'index'): void {
  if (!Number.isInteger(index) || index < 0 || index > length) {
    throw new RangeError(`The "${name}" argument must be an integer from 0 to ${length}, received ${index}`)
  }
}

/**
 * Whether a sequence starts at `index` (or `index` is the end of the input).
 *
 * @throws {RangeError} when `index` is outside 0…length
 * @example
 * ```ts
 * const bytes = new Uint8Array([0x61, 0xc3, 0xa9])
 * console.assert(isBoundary(bytes, 1) && !isBoundary(bytes, 2) && isBoundary(bytes, 3))
 * ```
 */
export function isBoundary(
  input: ArrayBufferView | ArrayBuffer,
  index: number,
  options?: BoundaryOptions,
): boolean {
  const bytes = toBytes(input, 'bytes')
  checkIndex(index, bytes.length)
  return boundaryAt(bytes, index, options)
}

function boundaryAt(bytes: Uint8Array, index: number, options: BoundaryOptions | undefined): boolean {
  if (index === 0 || index === bytes.length) return true
  const [m, v] = continuationTest(options)
  if (((bytes[index] as number) & m) === v) return false
  return !(options?.surrogatePairs === true && isPairMiddle(bytes, index))
}

/**
 * The start of the sequence that contains `index`: the greatest boundary at or before it.
 *
 * @throws {RangeError} when `index` is outside 0…length
 * @example
 * ```ts
 * console.assert(boundaryAtOrBefore(new Uint8Array([0x61, 0xe2, 0x82, 0xac]), 3) === 1)
 * ```
 */
export function boundaryAtOrBefore(
  input: ArrayBufferView | ArrayBuffer,
  index: number,
  options?: BoundaryOptions,
): number {
  const bytes = toBytes(input, 'bytes')
  checkIndex(index, bytes.length)
  let i = index
  while (!boundaryAt(bytes, i, options)) i--
  return i
}

/**
 * The greatest boundary before `index` (the start of the previous sequence), or -1 when `index` is 0.
 *
 * @throws {RangeError} when `index` is outside 0…length
 */
export function previousBoundary(
  input: ArrayBufferView | ArrayBuffer,
  index: number,
  options?: BoundaryOptions,
): number {
  const bytes = toBytes(input, 'bytes')
  checkIndex(index, bytes.length)
  if (index === 0) return -1
  let i = index - 1
  while (!boundaryAt(bytes, i, options)) i--
  return i
}

/**
 * The least boundary after `index` (the start of the next sequence, or the end), or -1 when `index` is the
 * end of the input.
 *
 * @throws {RangeError} when `index` is outside 0…length
 * @example
 * ```ts
 * console.assert(nextBoundary(new Uint8Array([0xe2, 0x82, 0xac, 0x61]), 0) === 3)
 * ```
 */
export function nextBoundary(
  input: ArrayBufferView | ArrayBuffer,
  index: number,
  options?: BoundaryOptions,
): number {
  const bytes = toBytes(input, 'bytes')
  checkIndex(index, bytes.length)
  if (index === bytes.length) return -1
  let i = index + 1
  while (!boundaryAt(bytes, i, options)) i++
  return i
}

/**
 * The sequence starts of `bytes`, front to back.
 *
 * @example
 * ```ts
 * console.assert([...sequenceStarts(new Uint8Array([0x61, 0xc3, 0xa9, 0x62]))].join() === '0,1,3')
 * ```
 */
export function* sequenceStarts(
  input: ArrayBufferView | ArrayBuffer,
  options?: BoundaryOptions,
): Generator<number> {
  const bytes = toBytes(input, 'bytes')
  for (let i = 0; i < bytes.length; i++) if (boundaryAt(bytes, i, options)) yield i
}

/** The sequence starts of `bytes`, back to front. */
export function* sequenceStartsReverse(
  input: ArrayBufferView | ArrayBuffer,
  options?: BoundaryOptions,
): Generator<number> {
  const bytes = toBytes(input, 'bytes')
  for (let i = bytes.length - 1; i >= 0; i--) if (boundaryAt(bytes, i, options)) yield i
}

/**
 * The longest prefix of `bytes` of at most `maxLength` units that ends on a boundary: truncation that
 * never splits a sequence (nor, with `surrogatePairs`, a CESU-8/MUTF-8 pair). A view, not a copy.
 *
 * @throws {RangeError} when `maxLength` is not a non-negative integer
 * @example
 * ```ts
 * const euro = new Uint8Array([0x61, 0xe2, 0x82, 0xac])
 * console.assert(truncate(euro, 3).length === 1 && truncate(euro, 4).length === 4)
 * ```
 */
export function truncate(
  input: ArrayBufferView | ArrayBuffer,
  maxLength: number,
  options?: BoundaryOptions,
): Uint8Array {
  const bytes = toBytes(input, 'bytes')
  if (!Number.isInteger(maxLength) || maxLength < 0) {
    throw new RangeError(`The "maxLength" argument must be a non-negative integer, received ${maxLength}`)
  }
  if (maxLength >= bytes.length) return bytes
  let i = maxLength
  while (!boundaryAt(bytes, i, options)) i--
  return bytes.subarray(0, i)
}
