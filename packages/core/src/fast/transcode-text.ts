/**
 * Transcoding through strings where that is faster than the engine's byte-to-byte loop: between two
 * schemes that share no bytes beyond ASCII (Corrected UTF-8 or the 65-bit variant with any other), the
 * codecs' own decoders and encoders (the runtime's `TextDecoder` and `TextEncoder` behind them) beat
 * reading and writing one sequence at a time. Only ever a piece whose answer is exactly the engine's: any
 * refusal of either codec hands the piece back to the engine, which gives the error or the replacement.
 *
 * @module
 */

import type { Codec } from '../codec.ts'

/** A BOM is data in transcoding: the decoder keeps it. */
const KEEP_BOM = /* @__PURE__ */ Object.freeze({ ignoreBOM: true })

/**
 * Whether a transcoding copies nothing but ASCII (`utf8Rows`, the pairs rewritten): then whole pieces go
 * through strings first (the repository's fast/README, "Transcoding", has the measurements).
 */
export function preferText(utf8Rows: number, pairs: number): boolean {
  return utf8Rows === 0 && pairs === 0
}

/**
 * `to.encode(from.decode(piece))`, both strict, the BOM kept; `null` when either refuses (an ill-formed
 * sequence, a value a string cannot hold, a code point `to` cannot encode). Where both accept, the bytes
 * are what the engine writes: every sequence was valid and its value a string holds as it is (lone
 * surrogates only from WTF-8 and Java's, which never leave a high before a low), and `to` encoded each.
 *
 * @example
 * ```ts
 * console.assert(transcodeTextPiece(utf8, mutf8, new Uint8Array([0x41, 0x00]))?.join() === '65,192,128')
 * console.assert(transcodeTextPiece(utf8, mutf8, new Uint8Array([0xff])) === null)
 * ```
 */
export function transcodeTextPiece(
  from: Codec<number | bigint>,
  to: Codec<number | bigint>,
  piece: Uint8Array,
): Uint8Array | null {
  const text = pieceText(from, piece)
  return text === null ? null : textBytes(to, text)
}

/** `from.decode(piece)`, strict, the BOM kept; `null` when it refuses. */
export function pieceText(from: Codec<number | bigint>, piece: Uint8Array): string | null {
  try {
    return from.decode(piece, KEEP_BOM)
  } catch {
    return null
  }
}

/** `to.encode(text)`, strict; `null` when it refuses. */
export function textBytes(to: Codec<number | bigint>, text: string): Uint8Array | null {
  try {
    return to.encode(text)
  } catch {
    return null
  }
}
