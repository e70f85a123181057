/**
 * The caller's bytes as a fresh plain `Uint8Array` over the same memory (core's `byteRange` and
 * `typedLength`, the built-in accessors): the decoders fill shared scratch memory and read it back, and
 * no accessor of the caller's own (`length`, `subarray`) may run in between.
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
