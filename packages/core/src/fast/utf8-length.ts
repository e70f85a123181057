/**
 * `byteLength` without the output: the runtime's `TextEncoder.encodeInto` writes the text chunk after chunk
 * into one scratch buffer of 64 KiB, and only the count of bytes written is kept. That is the runtime's
 * own encoder's speed (SIMD over ASCII) without allocating or copying the encoding, so it beats
 * `TextEncoder.encode(text).length` on every runtime, where a JS loop over the string's units loses on
 * ASCII (numbers in fast/README.md, "Lengths"). A scheme whose lengths differ from UTF-8's for some
 * characters counts the difference on the chunks that are not all ASCII.
 *
 * @module
 */

import { nativeEncoder } from './native.ts'

/** Bytes of the scratch buffer: a chunk of the text is as much as encodes into it. */
export const LENGTH_CHUNK_BYTES = 1 << 16

let scratch: Uint8Array | undefined

/**
 * What a scheme's length differs from UTF-8's by on a chunk of the text, `text[0:read)` (whole characters,
 * at least one of them not ASCII), whose UTF-8 is `bytes[0:written)` (a lone surrogate as U+FFFD's
 * `EF BF BD`). It may read either; it must not keep `bytes` (the buffer is reused).
 */
export type LengthAdjust = (text: string, read: number, bytes: Uint8Array, written: number) => number

/**
 * The length of `text` in UTF-8 as `TextEncoder` writes it (a lone surrogate as the 3 bytes of U+FFFD),
 * plus what `adjust` counts on each chunk that is not all ASCII; `-1` where the runtime has no
 * `TextEncoder`. `into` replaces the scratch buffer (a scheme's WebAssembly memory, where its kernel
 * counts in place; {@link LENGTH_CHUNK_BYTES} long is as fast as it gets).
 *
 * @example
 * ```ts
 * const length = nativeUtf8Length('aé€😀\uD800')
 * console.assert(length === -1 || length === 13)
 * // CESU-8: each 4-byte sequence becomes two 3-byte halves.
 * const cesu = nativeUtf8Length('a😀', (_text, _read, bytes, written) => {
 *   let extra = 0
 *   for (let i = 0; i < written; i++) if (bytes[i] >= 0xf0) extra += 2
 *   return extra
 * })
 * console.assert(cesu === -1 || cesu === 7)
 * ```
 */
export function nativeUtf8Length(text: string, adjust?: LengthAdjust, into?: Uint8Array): number {
  const native = nativeEncoder()
  if (native === null) return -1
  const buffer = into ?? (scratch ??= new Uint8Array(LENGTH_CHUNK_BYTES))
  let total = 0
  let rest = text
  for (;;) {
    const { read, written } = native.encodeInto(rest, buffer)
    total += written
    // As many bytes as units: all ASCII, where no scheme differs from UTF-8.
    if (adjust !== undefined && written !== read) total += adjust(rest, read, buffer, written)
    // encodeInto never splits a surrogate pair, so the rest starts at a character.
    if (read >= rest.length) return total
    rest = rest.slice(read)
  }
}
