/**
 * Java Modified UTF-8: the string format of class files, DEX, JNI and `DataOutput.writeUTF`.
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { engineCodec } from '@utf8x/core/internal'
import { MUTF8 } from './_scheme.ts'
import { bmpAccelerator } from './fast/bmp.ts'

/**
 * Java Modified UTF-8 (`mutf-8`, `java.io.DataInput`): each UTF-16 code unit on its own in 1–3 bytes,
 * U+0000 as `C0 80` (a raw `00` byte is `invalid-lead`), a supplementary character as its surrogate pair
 * (6 bytes), lone surrogates as their own 3 bytes. An adjacent 3-byte high+low pair decodes to one
 * supplementary code point, so any JS string survives the round trip exactly. Encoding the code point
 * list [high, low] is `EncodeError` `surrogate` (it would come back as one code point). Not
 * order-preserving. The `writeUTF` 2-byte length prefix is not part of the codec.
 *
 * @example
 * ```ts
 * const bytes = mutf8.encode('\0😀\uDC00')
 * console.assert(bytes.join() === [0xc0, 0x80, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80, 0xed, 0xb0, 0x80].join())
 * console.assert(mutf8.decode(bytes) === '\0😀\uDC00')
 * ```
 */
export const mutf8: Codec<number> = /* @__PURE__ */ engineCodec(MUTF8, /* @__PURE__ */ bmpAccelerator(true))
