/**
 * Lengths across UTF-8 and UTF-16 by the runtime's codecs where they are faster than a JS loop: the UTF-8
 * length of a string (`TextEncoder.encodeInto` in pieces into one reused buffer) and the UTF-16 length of
 * well-formed UTF-8 (`TextDecoder` in pieces, where it is fast off ASCII). fast/README.md, "Offsets and
 * lengths", has the measurements.
 *
 * @module
 */

import { byteRange } from '../views.ts'
import { nativeDecodeStrict, nativeEncoder } from './native.ts'
import { fastNativeDecode } from './runtime.ts'
import { kernelState, utf8ByteLength, validateUtf8Prefix } from './utf8-kernel.ts'

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

/** From this many bytes {@link countUtf8Prefix} decodes pieces with the runtime's `TextDecoder`. */
const NATIVE_COUNT_FROM = 256
/** Bytes per `TextDecoder` call: Node 24's slows down on single calls of more than about 100 KiB. */
const COUNT_PIECE = 1 << 16

/**
 * {@link validateUtf8Prefix} from 0 to `end`: the index of the first byte that does not start a complete
 * well-formed sequence before `end` (`end` when all is well-formed), and in `kernelState.written` the UTF-16
 * length of the bytes before it. Where the runtime's `TextDecoder` is fast off ASCII (`fastNativeDecode`:
 * Node 24 on, Bun, Deno, browsers), pieces of the input are decoded by it and only their lengths kept,
 * cut where a sequence starts; from the first piece that is not well-formed on, the JS loop goes on
 * and finds the exact place (each byte is read at most twice).
 *
 * @example
 * ```ts
 * const bytes = new TextEncoder().encode('é😀'.repeat(100))
 * console.assert(countUtf8Prefix(bytes, bytes.length) === 600 && kernelState.written === 300)
 * console.assert(countUtf8Prefix(bytes, 599) === 596 && kernelState.written === 298)
 * ```
 */
export function countUtf8Prefix(bytes: Uint8Array, end: number): number {
  let at = 0
  let units = 0
  if (fastNativeDecode) {
    while (end - at >= NATIVE_COUNT_FROM) {
      let stop = Math.min(end, at + COUNT_PIECE)
      // Back to the start of the sequence the piece's end would cut (a well-formed one has at most 3
      // continuation bytes; past that the piece is ill-formed anyway, and the JS loop says where).
      for (let back = 0; back < 3 && stop < end && ((bytes[stop] as number) & 0xc0) === 0x80; back++) stop--
      const text = nativeDecodeStrict(byteRange(bytes, at, stop))
      if (text === null) break
      units += text.length
      at = stop
    }
  }
  const stop = validateUtf8Prefix(bytes, at, end)
  kernelState.written += units
  return stop
}
