/**
 * The length of a UTF-∞-8 code from its first few bytes (§2: "specifying the length in the first few
 * bytes of a code, so that it is not necessary to scan all the way to the end").
 *
 * @module
 */

import { DecodeError, type DecodeErrorKind } from '@utf8x/core'
import { toBytes } from '@utf8x/core/internal'
import { readHeader } from './_lead-rule.ts'
import { NAME, scheme } from './_scheme.ts'

/**
 * The length in bytes of the code at `bytes[offset]`, from its lead and (after `FF`) its length field
 * only: it may pass the end of `bytes`, and an ill-formed value (overlong, …) still has a length.
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
  // 1–7 from the rows' leads, 0 for a continuation byte, FF (the lead rule's) from its header.
  const rowLength = scheme.kinds[view[offset] as number] as number
  if (rowLength > 0) return rowLength
  if (rowLength === 0) return fail('unexpected-continuation', view, offset, 1)
  const head = readHeader(view, offset, view.length)
  if (head.kind !== null) return fail(head.kind, view, offset, head.header + 1)
  if (!Number.isSafeInteger(head.length)) return fail('truncated', view, offset, head.header)
  return head.length
}

function fail(kind: DecodeErrorKind, bytes: Uint8Array, offset: number, shown: number): never {
  throw new DecodeError(NAME, kind, offset, { units: bytes.subarray(offset, offset + Math.min(shown, 17)) })
}
