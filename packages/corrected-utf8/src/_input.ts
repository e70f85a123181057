/**
 * The caller's bytes as a fresh plain `Uint8Array` over the same memory, made with core's `byteRange` and
 * `typedLength` (the built-in accessors captured when core loads): the decoders fill shared scratch memory
 * (WebAssembly memory, core's unit buffer) and read it back, and no user code may run in
 * between. Core's `toBytes` already refuses a `Proxy` and views subclasses anew; a plain `Uint8Array` can
 * still carry accessors of its own (`length`, `subarray`), which past this point are never called.
 *
 * @module
 */

import { byteRange, typedLength } from '@utf8x/core/internal'

const EMPTY = /* @__PURE__ */ new Uint8Array(0)

/** A plain `Uint8Array` over the same bytes as `input` (nothing copied); a detached view gives an empty one. */
export function ownBytes(input: Uint8Array): Uint8Array {
  const length = typedLength(input)
  return length === 0 ? EMPTY : byteRange(input, 0, length)
}

/**
 * `destination` as a plain view of the same memory (writes reach the caller); `null` for anything that is
 * not a typed array (a `Proxy`), which only the JS encoder writes to, element by element, with no shared
 * memory involved.
 */
export function ownDestination(destination: Uint8Array): Uint8Array | null {
  let length: number
  try {
    length = typedLength(destination)
  } catch {
    return null
  }
  return length === 0 ? EMPTY : byteRange(destination, 0, length)
}
