/**
 * Java Modified UTF-8: the string format of class files, DEX, JNI and `DataOutput.writeUTF`.
 *
 * @module
 */

import { type BufferSource, type Codec, DecodeError } from '@utf8x/core'
import {
  argumentError,
  assertString,
  bmpAccelerator,
  byteRange,
  schemeCodec,
  toBytes,
} from '@utf8x/core/internal'
import { withMethods } from './_codec.ts'
import { MUTF8 } from './_scheme.ts'

/** What {@link Mutf8Codec.readUTF} read: the string and the offset just past its frame. */
export interface ReadUtfResult {
  /** The decoded string (lone surrogates kept, as Java strings hold them). */
  readonly text: string
  /** The offset of the first byte after the frame: `offset + 2 + length`. */
  readonly next: number
}

/** The Modified UTF-8 codec: core's `Codec` plus Java's `writeUTF`/`readUTF` framing. */
export interface Mutf8Codec extends Codec<number> {
  /**
   * `java.io.DataOutput.writeUTF`: a 2-byte big-endian length, then the string in Modified UTF-8 (that
   * many bytes). Byte for byte what `DataOutputStream.writeUTF` writes, lone surrogates included.
   *
   * @param text - any string (lone surrogates are written as their own 3 bytes)
   * @returns a new array of `2 + mutf8.byteLength(text)` bytes
   * @throws {RangeError} when the encoding is longer than 65,535 bytes (where Java throws
   *   `UTFDataFormatException`)
   * @throws {TypeError} when `text` is not a string
   * @example
   * ```ts
   * console.assert(mutf8.writeUTF('A\0é').join() === [0x00, 0x05, 0x41, 0xc0, 0x80, 0xc3, 0xa9].join())
   * ```
   */
  writeUTF(text: string): Uint8Array
  /**
   * `java.io.DataInput.readUTF`: reads the frame at `offset` (a 2-byte big-endian length, then that many
   * bytes of Modified UTF-8) and decodes it strictly. Stricter than Java's `readUTF`, which also takes a raw
   * `00` byte and overlong forms; `writeUTF` never writes them, and the class-file format forbids them.
   *
   * @param bytes - any `BufferSource` holding the frame (read, never kept)
   * @param offset - where the frame starts (default 0)
   * @returns `{ text, next }`: the string and the offset just past the frame
   * @throws {DecodeError} `truncated` at `offset` when fewer than 2 bytes remain for the length or fewer
   *   bytes than it announces follow; for an ill-formed body, the kind and offset (counted in `bytes`)
   *   of its first ill-formed sequence, as `mutf8.decode` reports them
   * @throws {RangeError} when `offset` is not an integer from 0 to the length of `bytes`
   * @throws {TypeError} when `bytes` is not a `BufferSource` or `offset` not a number
   * @example
   * ```ts
   * const bytes = new Uint8Array([0x00, 0x02, 0xc0, 0x80, 0x00, 0x01, 0x41])
   * const first = mutf8.readUTF(bytes)
   * console.assert(first.text === '\0' && first.next === 4)
   * console.assert(mutf8.readUTF(bytes, first.next).text === 'A')
   * ```
   */
  readUTF(bytes: BufferSource, offset?: number): ReadUtfResult
}

/** The longest body a `writeUTF` frame holds: its length is an unsigned 16-bit number. */
const MAX_FRAME_BODY = 0xffff

const codec: Codec<number> = /* @__PURE__ */ schemeCodec(MUTF8, {
  accelerator: /* @__PURE__ */ bmpAccelerator({ nul: true }),
})

function tooLong(length: string): RangeError {
  return new RangeError(
    `Cannot writeUTF: the text takes ${length} bytes of Modified UTF-8, above the 65535 a frame holds`,
  )
}

function writeUTF(text: string): Uint8Array {
  assertString(text, 'text')
  // Every UTF-16 unit takes at least one byte.
  if (text.length > MAX_FRAME_BODY) throw tooLong(`at least ${text.length}`)
  const length = codec.byteLength(text)
  if (length > MAX_FRAME_BODY) throw tooLong(String(length))
  const out = new Uint8Array(2 + length)
  out[0] = length >> 8
  out[1] = length & 0xff
  codec.encodeInto(text, byteRange(out, 2, out.length))
  return out
}

function readUTF(bytes: BufferSource, offset = 0): ReadUtfResult {
  const input = toBytes(bytes, 'bytes')
  if (typeof offset !== 'number') throw argumentError('offset', 'a number', offset)
  if (!Number.isInteger(offset) || offset < 0 || offset > input.length) {
    throw new RangeError(
      `The "offset" argument must be an integer from 0 to ${input.length}, received ${offset}`,
    )
  }
  const rest = input.length - offset
  const length = rest < 2 ? -1 : ((input[offset] as number) << 8) | (input[offset + 1] as number)
  if (length < 0 || rest - 2 < length) {
    const present = length < 0 ? rest : rest - 2
    throw new DecodeError(codec.name, 'truncated', offset, {
      reason: 'truncated writeUTF frame',
      units: byteRange(input, offset, Math.min(input.length, offset + 2)),
      why:
        length < 0
          ? `its 2-byte length needs ${2 - present} more`
          : `the length announces ${length} bytes, ${present} follow`,
    })
  }
  const start = offset + 2
  let text: string
  try {
    text = codec.decode(byteRange(input, start, start + length))
  } catch (error) {
    throw error instanceof DecodeError ? error.shifted(start) : error
  }
  return { text, next: start + length }
}

/**
 * Java Modified UTF-8 (`mutf-8`, `java.io.DataInput`): each UTF-16 code unit on its own in 1–3 bytes,
 * U+0000 as `C0 80` (a raw `00` byte is `invalid-lead`), a supplementary character as its surrogate pair
 * (6 bytes), lone surrogates as their own 3 bytes. An adjacent 3-byte high+low pair decodes to one
 * supplementary code point, so any JS string survives the round trip exactly. Encoding the code point
 * list [high, low] is `EncodeError` `surrogate` (it would come back as one code point). Not
 * order-preserving. {@link Mutf8Codec.writeUTF} and {@link Mutf8Codec.readUTF} add and read Java's
 * 2-byte length prefix.
 *
 * @example
 * ```ts
 * const bytes = mutf8.encode('\0😀\uDC00')
 * console.assert(bytes.join() === [0xc0, 0x80, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80, 0xed, 0xb0, 0x80].join())
 * console.assert(mutf8.decode(bytes) === '\0😀\uDC00')
 * ```
 */
export const mutf8: Mutf8Codec = /* @__PURE__ */ withMethods(codec, { writeUTF, readUTF })
