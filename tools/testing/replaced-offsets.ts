// The input offset of an EncodeError after replacement decoding: input built from pieces whose length
// and number of decoded code points are known by hand (a U+FFFD may stand for 1 byte or many), then a
// sequence the target scheme cannot encode. Shared by the tests of convert (utf8-classic) and transcode
// (core), which report that offset.
import { EncodeError, type EncodeErrorKind } from '@utf8x/core'
import fc from 'fast-check'
import { expect } from 'vitest'

/** Bytes, and how many code points replacement decoding makes of them (U+FFFD or not). */
export type Piece = readonly [bytes: readonly number[], codePoints: number]

/** A sequence the target cannot encode, and the error it must give. */
export interface Unencodable {
  readonly bytes: readonly number[]
  readonly kind: EncodeErrorKind
  readonly codePoint: number | bigint
}

/**
 * Checks that converting `before`, then `end`, then `A` throws the `EncodeError` of `end` with the
 * offset of its first byte and the index of its code point.
 */
export function expectOffsetAfter(
  convert: (bytes: Uint8Array) => unknown,
  before: readonly Piece[],
  end: Unencodable,
): void {
  const bytes = Uint8Array.from([...before.flatMap(([piece]) => piece), ...end.bytes, 0x41])
  let error: unknown
  try {
    convert(bytes)
  } catch (thrown) {
    error = thrown
  }
  expect(error).toBeInstanceOf(EncodeError)
  expect(error).toMatchObject({
    kind: end.kind,
    codePoint: end.codePoint,
    index: before.reduce((sum, [, codePoints]) => sum + codePoints, 0),
    offset: before.reduce((sum, [piece]) => sum + piece.length, 0),
  })
}

/** {@link expectOffsetAfter} on random runs of `pieces` before each of `ends`. */
export function offsetsAfterPieces(
  convert: (bytes: Uint8Array) => unknown,
  pieces: readonly Piece[],
  ends: readonly Unencodable[],
): void {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...pieces), { maxLength: 10 }),
      fc.constantFrom(...ends),
      (before, end) => expectOffsetAfter(convert, before, end),
    ),
    { numRuns: 300 },
  )
}
