/**
 * The link from a codec built on the engine to its scheme, so that core's transcoding can read and write
 * sequences of both schemes directly: a non-enumerable property under a symbol of this copy of core (a
 * codec of another copy is not linked, and goes the way of any codec).
 *
 * @module
 */

import type { Accelerator } from '../fast/index.ts'
import type { Scheme } from './scheme.ts'

/** What a codec built on the engine is linked to: its scheme, and the scheme package's accelerator. */
export interface EngineLink {
  readonly scheme: Scheme<number | bigint>
  readonly fast: Accelerator
}

/** The key of the link: not a public name, and not `Symbol.for`, so nothing outside this copy sets it. */
export const ENGINE_SCHEME: unique symbol = /* @__PURE__ */ Symbol('utf8x.engineScheme')

/**
 * The engine link of a codec built on the engine (`defineCodec`, unless its hooks replace the code point parts), or `null` for any other
 * codec: its `decodeCodePoints` and `encodeCodePoints` are then exactly the engine's on `link.scheme`.
 *
 * @example
 * ```ts
 * console.assert(engineLinkOf(utf8)?.scheme.name === 'utf-8' && engineLinkOf({ name: 'x' }) === null)
 * ```
 */
export function engineLinkOf(codec: unknown): EngineLink | null {
  if (typeof codec !== 'object' || codec === null || !Object.hasOwn(codec, ENGINE_SCHEME)) return null
  // A data property that is neither writable nor configurable (a Proxy's traps must report its value).
  return (codec as { readonly [ENGINE_SCHEME]: EngineLink })[ENGINE_SCHEME]
}
