/**
 * Line and column of a byte in a stream, counted as people read a file: lines end at LF (0x0A, which is
 * U+000A in every byte scheme here), and the column is 1 + the number of sequences (characters) between
 * the line's start and the byte, by the scheme's own boundaries (a CESU-8 or MUTF-8 surrogate pair is one
 * character; an ill-formed run counts one per unit that could start a sequence).
 *
 * @module
 */

import { boundaryOptions, isBoundary } from '@utf8x/core'
import type { ByteCodec } from './_codec.ts'

/** A line and a column, both from 1. */
export interface LineColumn {
  readonly line: number
  readonly column: number
}

const LF = 0x0a

/** The line and column of the next byte of a stream, moved on as the stream is consumed. */
export class Position {
  #line = 1
  #column = 1
  readonly #codec: ByteCodec
  readonly #mask: number
  readonly #value: number
  readonly #pairs: boolean

  /** @param start - the position of the first byte given (default: line 1, column 1) */
  constructor(codec: ByteCodec, start?: LineColumn) {
    if (start !== undefined) {
      this.#line = start.line
      this.#column = start.column
    }
    const rules = boundaryOptions(codec)
    this.#codec = codec
    this.#mask = rules.continuationMask ?? 0xc0
    this.#value = rules.continuationValue ?? 0x80
    this.#pairs = rules.surrogatePairs === true
  }

  /**
   * The last position asked for in the current window: a later one is counted on from there, so the
   * positions of every error in a window (`validate --all` on a binary file) cost one pass over it, not
   * one pass each.
   */
  #last: { bytes: Uint8Array; at: number; line: number; column: number } | null = null

  /** The position of `bytes[at]`, when `bytes[0]` is the next byte of the stream. */
  at(bytes: Uint8Array, at: number): LineColumn {
    const last = this.#last
    const resume = last !== null && last.bytes === bytes && last.at <= at
    const from = resume ? last.at : 0
    const found = at === from ? -1 : bytes.lastIndexOf(LF, at - 1)
    const lf = found < from ? -1 : found - from
    const position =
      lf < 0
        ? {
            line: resume ? last.line : this.#line,
            column: (resume ? last.column : this.#column) + this.#count(bytes, from, at),
          }
        : {
            line: (resume ? last.line : this.#line) + this.#lines(bytes, from, from + lf + 1),
            column: 1 + this.#count(bytes, from + lf + 1, at),
          }
    this.#last = { bytes, at, ...position }
    return position
  }

  /** Consumes `bytes[0:count]`. */
  advance(bytes: Uint8Array, count: number): void {
    const { line, column } = this.at(bytes, count)
    this.#line = line
    this.#column = column
    this.#last = null
  }

  #lines(bytes: Uint8Array, from: number, to: number): number {
    let lines = 0
    for (let i = bytes.indexOf(LF, from); i >= 0 && i < to; i = bytes.indexOf(LF, i + 1)) lines++
    return lines
  }

  /** Sequence starts in `bytes[from:to]` (the window's bytes around them decide a surrogate pair). */
  #count(bytes: Uint8Array, from: number, to: number): number {
    const mask = this.#mask
    const value = this.#value
    let starts = 0
    for (let i = from; i < to; i++) {
      const byte = bytes[i] as number
      if ((byte & mask) !== value) {
        // A pair's low half (ED Bx xx after ED Ax xx) continues its character: core's rule decides.
        if (this.#pairs && byte === 0xed && i > 0 && !isBoundary(bytes, i, this.#codec)) continue
        starts++
      }
    }
    return starts
  }
}
