/**
 * The length of a UTF-∞-8 code from its first few bytes (§2: "specifying the length in the first few
 * bytes of a code, so that it is not necessary to scan all the way to the end").
 *
 * @module
 */

import { DecodeError } from '@utf8x/core'
import { toBytes } from '@utf8x/core/internal'
import { NAME } from './_encode.ts'
import {
  KINDS,
  LEAD_LENGTH,
  OK,
  readLengthField,
  scan,
  TRUNCATED,
  UNEXPECTED_CONTINUATION,
} from './_layout.ts'

/**
 * The length in bytes of the code that starts at `bytes[offset]`, read from its lead byte and, after
 * `FF`, its length field only: the storage bytes are not read, so the result may pass the end of `bytes`
 * (compare it with what is there), and a code whose value is ill-formed (overlong, …) still has a length.
 *
 * @param bytes - the input
 * @param offset - where the code starts (default 0)
 * @returns 1–7 for the leads `00`–`FE`, 13 for `FF 80`–`FF 9F`, and `FF` + field + storage bytes beyond
 * @throws {DecodeError} `unexpected-continuation` at a continuation byte; `truncated` when the length
 *   field itself is cut off (or declares more than 2^53 bytes, which no input holds);
 *   `non-canonical-length` for a malformed field
 * @throws {RangeError} when `offset` is not an index of `bytes`
 * @example
 * ```ts
 * console.assert(sequenceLength(new Uint8Array([0x41, 0xe2, 0x82, 0xac]), 1) === 3)
 * console.assert(sequenceLength(new Uint8Array([0xff, 0xb4, 0xa1, 0xa0])) === 28) // §4, U+1 followed by 33 zeros
 * ```
 */
export function sequenceLength(bytes: ArrayBufferView | ArrayBuffer, offset = 0): number {
  const view = toBytes(bytes, 'bytes')
  if (!Number.isInteger(offset) || offset < 0 || offset >= view.length) {
    throw new RangeError(
      `The "offset" argument must be an integer from 0 to ${view.length - 1}, received ${offset}`,
    )
  }
  const lead = view[offset] as number
  if (lead < 0x80) return 1
  if (lead < 0xc0) return fail(UNEXPECTED_CONTINUATION, view, offset, 1)
  if (lead !== 0xff) return LEAD_LENGTH[lead] as number
  const second = view[offset + 1]
  if (second !== undefined && second >= 0x80 && second <= 0x9f) return 13
  const status = readLengthField(view, offset, view.length)
  if (status !== OK) return fail(status, view, offset, scan.header + 1)
  if (!Number.isSafeInteger(scan.length)) return fail(TRUNCATED, view, offset, scan.header)
  return scan.length
}

function fail(status: number, bytes: Uint8Array, offset: number, shown: number): never {
  const kind = KINDS[status] as Exclude<(typeof KINDS)[number], 'ok'>
  throw new DecodeError(NAME, kind, offset, { units: bytes.subarray(offset, offset + Math.min(shown, 17)) })
}
