/**
 * What the Decode view shows: the code points of some bytes with the bytes each came from, the first
 * error in strict mode, and in replacement mode where each U+FFFD came from.
 *
 * The library gives code points and errors, not byte ranges. The ranges come from the library alone:
 * `validate` finds the next ill-formed sequence, `encodedLength` measures the well-formed code points
 * before it, and the replaced subpart is the shortest cut after which replacement decoding of the rest
 * gives exactly the remaining code points (a U+FFFD replaces a maximal subpart, and decoding restarts
 * right after it).
 *
 * @module
 */

import { type DecodeError, type DecodeErrorKind, formatCodePoint } from '@utf8x/core'
import type { AnyCodec, Units } from './_schemes.ts'

/** One decoded code point and the bytes it came from. */
export interface DecodedItem {
  readonly codePoint: number | bigint
  /** First byte (inclusive). */
  readonly start: number
  /** End (exclusive). */
  readonly end: number
  /** The error a strict decoder reports here, when this is a U+FFFD written for ill-formed bytes. */
  readonly replaced: DecodeError | null
}

/** The Decode view's result. */
export interface DecodeResult {
  /** Code points with their bytes: all of them, or (strict, ill-formed) those before the error. */
  readonly items: readonly DecodedItem[]
  /** Strict mode: the error, or `null` when the bytes are well-formed. */
  readonly error: DecodeError | null
  /** The decoded string, or why there is none (`unrepresentable`, or the strict error). */
  readonly text:
    | { readonly ok: true; readonly value: string }
    | { readonly ok: false; readonly reason: string }
}

/** Decoding works on this many bytes at most (replacement ranges cost a few decodes per error). */
export const MAX_DECODE_BYTES = 1024

const REPLACEMENT = 0xfffd

function same(a: readonly (number | bigint)[], b: readonly (number | bigint)[], from: number): boolean {
  if (a.length !== b.length - from) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i + from]) return false
  return true
}

/** Code points of well-formed bytes, each with its range (measured with `encodedLength`). */
function wellFormedItems(codec: AnyCodec, bytes: Units, base: number, out: DecodedItem[]): void {
  if (bytes.length === 0) return
  const codePoints = codec.decodeCodePoints(bytes)
  let at = 0
  for (const codePoint of codePoints) {
    let length: number
    try {
      length = codec.encodedLength(codePoint)
    } catch {
      length = bytes.length - at
    }
    out.push({ codePoint, start: base + at, end: base + Math.min(at + length, bytes.length), replaced: null })
    at += length
  }
}

/** Replacement decoding, code point by code point, with the bytes of each. */
function replacementItems(codec: AnyCodec, bytes: Units): DecodedItem[] {
  const items: DecodedItem[] = []
  let pos = 0
  while (pos < bytes.length) {
    const rest = bytes.subarray(pos)
    const error = codec.validate(rest)
    if (error === null) {
      wellFormedItems(codec, rest, pos, items)
      break
    }
    wellFormedItems(codec, rest.subarray(0, error.offset), pos, items)
    const at = pos + error.offset
    const tail = bytes.subarray(at)
    const expected = codec.decodeCodePoints(tail, { fatal: false })
    const first = expected[0]
    let length = 1
    if (first !== undefined && Number(first) !== REPLACEMENT) {
      // Not replaced (for example a value a string cannot hold): an ordinary code point.
      try {
        length = codec.encodedLength(first)
      } catch {
        length = 1
      }
      items.push({ codePoint: first, start: at, end: at + length, replaced: null })
    } else {
      const limit = error.end !== undefined ? error.end - error.offset : tail.length
      for (let cut = 1; cut <= limit; cut++) {
        if (same(codec.decodeCodePoints(tail.subarray(cut), { fatal: false }), expected, 1)) {
          length = cut
          break
        }
      }
      items.push({
        codePoint: first ?? REPLACEMENT,
        start: at,
        end: at + length,
        replaced: error.shifted(at),
      })
    }
    pos = at + length
  }
  return items
}

function textOf(codec: AnyCodec, bytes: Units, fatal: boolean): DecodeResult['text'] {
  try {
    return { ok: true, value: codec.decode(bytes, { fatal }) }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

/** Decodes bytes with one codec, strict (`fatal`) or with replacement. */
export function decodeWith(codec: AnyCodec, bytes: Units, fatal: boolean): DecodeResult {
  if (!fatal) return { items: replacementItems(codec, bytes), error: null, text: textOf(codec, bytes, false) }
  const error = codec.validate(bytes)
  const items: DecodedItem[] = []
  wellFormedItems(codec, error === null ? bytes : bytes.subarray(0, error.offset), 0, items)
  return {
    items,
    error,
    text: error === null ? textOf(codec, bytes, true) : { ok: false, reason: error.message },
  }
}

/**
 * The bytes an error points at: the ill-formed run the codec's explanation shows at the error's offset (a
 * sequence as far as its lead announces it and continuation units follow, a whole reserved run).
 */
export function errorSpan(error: DecodeError, codec: AnyCodec, bytes: Units): { start: number; end: number } {
  const start = error.offset
  const [run] = codec.explain(bytes.subarray(start)).sequences
  const end = start + (run?.units.length ?? 1)
  return { start, end: Math.min(Math.max(end, start + 1), bytes.length) }
}

/** A short name of a decode error kind for people. */
export function describeKind(kind: DecodeErrorKind): string {
  return kind.replace(/-/g, ' ')
}

/** `U+XXXX` and the character, when it is one a page can show. */
export function describeCodePoint(codePoint: number | bigint): string {
  const name = formatCodePoint(codePoint)
  const n = typeof codePoint === 'bigint' ? (codePoint <= 0x10ffffn ? Number(codePoint) : -1) : codePoint
  const printable = n >= 0x20 && n <= 0x10ffff && !(n >= 0x7f && n <= 0x9f) && !(n >= 0xd800 && n <= 0xdfff)
  return printable ? `${name} ${String.fromCodePoint(n)}` : name
}
