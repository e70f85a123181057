/**
 * Which scheme description stands behind each codec object of this package (for `explain`).
 *
 * @module
 */

import type { Scheme } from './_scheme.ts'

const schemes = /* @__PURE__ */ new WeakMap<object, Scheme>()

/** Records the scheme of a codec object; returns the codec. */
export function register<T extends object>(codec: T, scheme: Scheme): T {
  schemes.set(codec, scheme)
  return codec
}

/**
 * The scheme of a codec object of this package.
 *
 * @throws {TypeError} for anything else
 */
export function schemeOf(codec: unknown, name = 'codec'): Scheme {
  const scheme = typeof codec === 'object' && codec !== null ? schemes.get(codec) : undefined
  if (scheme === undefined) {
    throw new TypeError(
      `The "${name}" argument must be a codec of @utf8x/utf8-eight-byte (eightByte, sevenByte, sixtyFiveBit or hunkCodec(n))`,
    )
  }
  return scheme
}
