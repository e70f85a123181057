/**
 * Files: the magic number that marks Corrected UTF-8 text (seed, "Putting it all together"), and
 * encoding and decoding whole documents with it.
 *
 * @module
 */

import { type BufferSource, DecodeError, type DecodeOptions } from '@utf8x/core'
import { isFatal, toBytes } from '@utf8x/core/internal'
import { type CorrectedEncodeOptions, encodeString, readPolicy } from './_encode.ts'
import { ownBytes } from './_input.ts'
import { SCHEME } from './_scheme.ts'
import { accelerator, correctedUtf8 } from './codec.ts'

const MAGIC_BYTES: readonly number[] = [0xef, 0xb7, 0x9d, 0xed, 0xb2, 0xae, 0x00, 0x0a]

/**
 * The magic number `EF B7 9D ED B2 AE 00 0A`: the Corrected encoding of U+10E7D U+ED4E U+0000 U+000A.
 * It SHOULD start every Corrected UTF-8 file and is not part of the text (changing this copy changes
 * nothing else).
 *
 * @example
 * ```ts
 * console.assert(decodeCodePoints(MAGIC).join() === [0x10e7d, 0xed4e, 0, 10].join())
 * ```
 */
export const MAGIC: Uint8Array = /* @__PURE__ */ Uint8Array.from(MAGIC_BYTES)

/**
 * The magic number's length in bytes (8).
 *
 * @example
 * ```ts
 * console.assert(MAGIC.length === MAGIC_LENGTH)
 * ```
 */
export const MAGIC_LENGTH = 8

/**
 * Whether the bytes start with the magic number.
 *
 * @throws {TypeError} when `bytes` is not a `BufferSource`
 * @example
 * ```ts
 * console.assert(hasMagic(encodeDocument('hi\n')) && !hasMagic(encode('hi\n')))
 * ```
 */
export function hasMagic(bytes: BufferSource): boolean {
  const view = ownBytes(toBytes(bytes, 'bytes'))
  if (view.length < MAGIC_LENGTH) return false
  for (let i = 0; i < MAGIC_LENGTH; i++) if (view[i] !== MAGIC_BYTES[i]) return false
  return true
}

/**
 * The bytes without a leading magic number (a view, not a copy; the bytes themselves when there is none).
 *
 * @throws {TypeError} when `bytes` is not a `BufferSource`
 * @example
 * ```ts
 * console.assert(stripMagic(encodeDocument('hi\n')).length === 3)
 * ```
 */
export function stripMagic(bytes: BufferSource): Uint8Array {
  const input = toBytes(bytes, 'bytes')
  const view = ownBytes(input)
  return hasMagic(view) ? view.subarray(MAGIC_LENGTH) : input
}

/**
 * Encodes a document: the magic number, then the text. The text is encoded as by `encode` (same
 * options and errors); the document rules (no U+0000, a final U+000A, …) are `checkDocument`'s.
 *
 * @throws {EncodeError} as `encode` does
 * @example
 * ```ts
 * console.assert(encodeDocument('\u00cf\n').join() === [...MAGIC, 0xc0, 0xaf, 0x0a].join())
 * ```
 */
export function encodeDocument(text: string, options?: CorrectedEncodeOptions): Uint8Array {
  if (typeof text !== 'string')
    throw new TypeError(`The "text" argument must be a string, received a ${typeof text}`)
  const body = encodeString(text, readPolicy(options ?? {}, isFatal(options)), accelerator)
  const out = new Uint8Array(MAGIC_LENGTH + body.length)
  out.set(MAGIC_BYTES)
  out.set(body, MAGIC_LENGTH)
  return out
}

/** Options of {@link decodeDocument}. */
export interface DecodeDocumentOptions extends DecodeOptions {
  /** `true`: a document without the magic number is an error. Default `false`. */
  requireMagic?: boolean
}

/**
 * Decodes a document: a leading magic number is removed, the rest decoded as by `decode`. Error offsets
 * count from the start of `bytes` (magic number included).
 *
 * @throws {TypeError} with `requireMagic` when the bytes do not start with the magic number
 * @throws {DecodeError} as `decode` does (strict unless `fatal: false`)
 * @example
 * ```ts
 * console.assert(decodeDocument(encodeDocument('hi\n'), { requireMagic: true }) === 'hi\n')
 * console.assert(decodeDocument(encode('hi\n')) === 'hi\n')
 * ```
 */
export function decodeDocument(bytes: BufferSource, options?: DecodeDocumentOptions): string {
  const view = ownBytes(toBytes(bytes, 'bytes'))
  if (options !== undefined && (options === null || typeof options !== 'object')) {
    throw new TypeError(`The "options" argument must be an object, received ${String(options)}`)
  }
  const magic = hasMagic(view)
  if (!magic && options?.requireMagic === true) {
    throw new TypeError(
      `Cannot decode ${SCHEME} document: it does not start with the magic number EF B7 9D ED B2 AE 00 0A`,
    )
  }
  const body = magic ? view.subarray(MAGIC_LENGTH) : view
  try {
    return correctedUtf8.decode(body, { fatal: isFatal(options) })
  } catch (error) {
    throw magic && error instanceof DecodeError ? error.shifted(MAGIC_LENGTH) : error
  }
}
