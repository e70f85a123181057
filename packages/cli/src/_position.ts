/**
 * Line and column of a byte in a stream, counted as people read a file: lines end at LF (0x0A, which is
 * U+000A in every byte scheme here), and the column is 1 + the number of sequences (characters) between
 * the line's start and the byte, by the scheme's own boundaries (a CESU-8 or MUTF-8 surrogate pair is one
 * character; an ill-formed run counts one per unit that could start a sequence).
 *
 * @module
 */

import { Buffer } from 'node:buffer'
import { boundaryOptions, isBoundary } from '@utf8x/core'
import type { ByteCodec } from './_codec.ts'

/** A line and a column, both from 1. */
export interface LineColumn {
  readonly line: number
  readonly column: number
}

const LF = 0x0a
/** Bytes counted one by one from the last position; a longer step looks for the line's start first. */
const SHORT = 64

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
   * The last position asked for in the current window (`#lastBytes` null: none): a later one is counted
   * on from there, so the positions of every error in a window (`validate --all` on a binary file) cost
   * one pass over it, not one pass each.
   */
  #lastBytes: Uint8Array | null = null
  #lastAt = 0
  #lastLine = 0
  #lastColumn = 0

  /** The line found by the last {@link Position.locate}. */
  line = 1
  /** The column found by the last {@link Position.locate}. */
  column = 1

  /** The position of `bytes[at]`, when `bytes[0]` is the next byte of the stream. */
  at(bytes: Uint8Array, at: number): LineColumn {
    this.locate(bytes, at)
    return { line: this.line, column: this.column }
  }

  /** Finds the position of `bytes[at]` (as {@link Position.at}) into `line` and `column`. */
  locate(bytes: Uint8Array, at: number): void {
    const resume = this.#lastBytes === bytes && this.#lastAt <= at
    const from = resume ? this.#lastAt : 0
    const line = resume ? this.#lastLine : this.#line
    const column = resume ? this.#lastColumn : this.#column
    if (at - from <= SHORT) {
      this.#forward(bytes, from, at, line, column)
      return
    }
    const found = at === from ? -1 : bytes.lastIndexOf(LF, at - 1)
    if (found < from) {
      this.line = line
      this.column = column + this.#count(bytes, from, at)
    } else {
      this.line = line + this.#lines(bytes, from, found + 1)
      this.column = 1 + this.#count(bytes, found + 1, at)
    }
    this.#lastBytes = bytes
    this.#lastAt = at
    this.#lastLine = this.line
    this.#lastColumn = this.column
  }

  /** Consumes `bytes[0:count]`. */
  advance(bytes: Uint8Array, count: number): void {
    this.locate(bytes, count)
    this.#line = this.line
    this.#column = this.column
    this.#lastBytes = null
  }

  /**
   * Moves on past `count` bytes read otherwise, one character each (single units): `lines` LF bytes among
   * them, and `after` bytes after the last of them (when there is one).
   */
  skip(count: number, lines: number, after: number): void {
    if (lines > 0) {
      this.#line += lines
      this.#column = 1 + after
    } else this.#column += count
    this.#lastBytes = null
  }

  /**
   * The position of `bytes[to]`, counted on from `bytes[from]` at `line` and `column` in one pass (for the
   * short steps between dense errors: no search back for the line's start).
   */
  #forward(bytes: Uint8Array, from: number, to: number, line: number, column: number): void {
    const mask = this.#mask
    const value = this.#value
    for (let i = from; i < to; i++) {
      const byte = bytes[i] as number
      if (byte === LF) {
        line++
        column = 1
      } else if ((byte & mask) !== value) {
        if (this.#pairs && byte === 0xed && i > 0 && !isBoundary(bytes, i, this.#codec)) continue
        column++
      }
    }
    this.line = line
    this.column = column
    this.#lastBytes = bytes
    this.#lastAt = to
    this.#lastLine = line
    this.#lastColumn = column
  }

  #lines(bytes: Uint8Array, from: number, to: number): number {
    // Buffer's indexOf (memchr) rather than the typed array's, which reads byte by byte.
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, to)
    let lines = 0
    for (let i = view.indexOf(LF, from); i >= 0; i = view.indexOf(LF, i + 1)) lines++
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
