/**
 * The UTF-8 length of a string by the runtime's `TextEncoder.encodeInto`, in pieces into one reused
 * buffer: the count without the JS loop's cost per unit (fast/README.md, "UTF-8 lengths").
 *
 * @module
 */

import { nativeEncoder } from './native.ts'
import { utf8ByteLength } from './utf8-kernel.ts'

/** Below this many UTF-16 units the JS loop answers sooner than a call into the runtime. */
const NATIVE_FROM = 64
/** UTF-16 units encoded per call: the buffer holds their 3 bytes each. */
const PIECE = 1 << 14

let pieceBuffer: Uint8Array | undefined

/**
 * The UTF-8 length of `text`, a lone surrogate counting 3 bytes (its U+FFFD, or its own WTF-8 form): the
 * same number as core's `utf8ByteLength`, through the runtime's `encodeInto` from {@link NATIVE_FROM}
 * units on (the JS loop below that, or where there is no `TextEncoder`). The text goes in pieces of
 * {@link PIECE} units, never cut between the halves of a pair (each alone would count as a U+FFFD).
 *
 * @example
 * ```ts
 * console.assert(fastUtf8ByteLength('aé€😀'.repeat(40)) === 400)
 * console.assert(fastUtf8ByteLength('\uD800'.repeat(70)) === 210)
 * ```
 */
export function fastUtf8ByteLength(text: string): number {
  const n = text.length
  const native = n < NATIVE_FROM ? null : nativeEncoder()
  if (native === null) return utf8ByteLength(text)
  pieceBuffer ??= new Uint8Array(3 * PIECE)
  if (n <= PIECE) return native.encodeInto(text, pieceBuffer).written
  let total = 0
  for (let at = 0; at < n; ) {
    let end = Math.min(n, at + PIECE)
    if (end < n && (text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end--
    total += native.encodeInto(text.slice(at, end), pieceBuffer).written
    at = end
  }
  return total
}
