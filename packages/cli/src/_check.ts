/**
 * Strict validation of a byte stream in one scheme, window by window (`_windows.ts`): the first
 * ill-formed sequence, or every one, each with its whole-stream offset, line and column, and the bytes
 * around it. After an ill-formed run, checking resumes right after it: the units `codec.explain` shows for
 * it (a lead and the continuation units it announced that follow it, one stray unit, a whole reserved
 * run), so every error is the first error of what follows the previous one.
 *
 * @module
 */

import type { DecodeError, DecodeErrorKind } from '@utf8x/core'
import type { ByteCodec } from './_codec.ts'
import { type LineColumn, Position } from './_position.ts'
import { SequenceTooLong, type Window, Windows } from './_windows.ts'

/** How many of its units a `DecodeError` keeps (core's errors.ts): a run this long may be longer. */
const UNITS_KEPT = 32

/** Bytes shown on each side of an ill-formed run. */
export const CONTEXT = 8

/** One ill-formed sequence, as the command reports it. */
export interface Problem extends LineColumn {
  readonly kind: DecodeErrorKind
  /** Its first byte, from the start of the stream. */
  readonly offset: number
  /** The byte after it. */
  readonly end: number
  /** The codec's message, with whole-stream offsets. */
  readonly message: string
  /** Its bytes in hex: `C0 80`. */
  readonly hex: string
  /** The bytes around it: where they start, and their hex with the run in brackets. */
  readonly context: { readonly offset: number; readonly hex: string }
}

const hex = (bytes: ArrayLike<number>): string =>
  Array.from(bytes, (byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(' ')

/** Validates one stream: `push` each chunk, then `finish`. */
export class Checker {
  readonly codec: ByteCodec
  /** The problems found and not yet taken ({@link Checker.take}). */
  readonly problems: Problem[] = []
  /** How many problems were found in all. */
  found = 0
  /** Bytes seen so far. */
  bytes = 0
  readonly #all: boolean
  readonly #windows: Windows
  readonly #position: Position
  /** The last bytes consumed, for the context of a run at the start of a window. */
  #recent = new Uint8Array(0)

  /** @param all - report every ill-formed run (default: stop at the first) */
  constructor(codec: ByteCodec, all = false) {
    this.codec = codec
    this.#all = all
    this.#windows = new Windows(codec)
    this.#position = new Position(codec)
  }

  /** Whether more input can change the answer (false once the first error is found, without `all`). */
  get open(): boolean {
    return this.tooLong === null && (this.#all || this.found === 0)
  }

  /** Set when a UTF-∞-8 sequence outgrew what a window holds: the check stopped there, undecided. */
  tooLong: SequenceTooLong | null = null

  /** The problems found since the last call (so that `--all` on a huge file holds none for long). */
  take(): Problem[] {
    return this.problems.splice(0, this.problems.length)
  }

  push(chunk: Uint8Array): void {
    if (!this.open) return
    this.bytes += chunk.length
    this.#guard(() => this.#check(this.#windows.push(chunk)))
  }

  finish(): void {
    if (this.open) this.#guard(() => this.#check(this.#windows.finish()))
  }

  #guard(step: () => void): void {
    try {
      step()
    } catch (error) {
      if (!(error instanceof SequenceTooLong)) throw error
      this.tooLong = error
    }
  }

  #check(held: Window): void {
    const { bytes, cut, end } = held
    let at = 0
    while (at < end) {
      const error = this.codec.validate(bytes.subarray(at, end))
      if (error === null) break
      const offset = at + error.offset
      if (offset >= cut) break
      const runEnd = Math.min(end, this.#runEnd(bytes, offset, end, error))
      this.problems.push(this.#problem(held, error.shifted(held.offset + at), offset, runEnd))
      this.found++
      at = runEnd
      if (!this.#all) return
    }
    const done = Math.max(cut, at)
    this.#position.advance(bytes, done)
    this.#remember(bytes, done)
    this.#windows.consume(done)
  }

  /**
   * Where the ill-formed run at `offset` ends: a reserved run's `end`; else the units the error holds
   * (the units `explain` shows for the run, which the error keeps up to {@link UNITS_KEPT} of); else what
   * `explain` shows of the bytes there, which need not reach past the scheme's longest sequence.
   */
  #runEnd(bytes: Uint8Array, offset: number, end: number, error: DecodeError): number {
    if (error.end !== undefined) return offset + (error.end - error.offset)
    const units = error.details.units?.length ?? 0
    if (units > 0 && units < UNITS_KEPT) return offset + units
    const longest = Math.min(64, this.codec.maxSequenceLength ?? 64)
    const [run] = this.codec.explain(bytes.subarray(offset, Math.min(end, offset + longest))).sequences
    return offset + Math.max(1, run?.units.length ?? 1)
  }

  #problem(held: Window, error: DecodeError, offset: number, runEnd: number): Problem {
    const { bytes } = held
    const before = Math.max(0, offset - CONTEXT)
    const ownBefore = bytes.subarray(before, offset)
    const recent =
      offset < CONTEXT ? this.#recent.subarray(Math.max(0, this.#recent.length - (CONTEXT - offset))) : []
    const after = bytes.subarray(runEnd, Math.min(bytes.length, runEnd + CONTEXT))
    const run = bytes.subarray(offset, runEnd)
    const shown = [hex(recent), hex(ownBefore), `[${hex(run)}]`, hex(after)].filter((part) => part !== '')
    return {
      kind: error.kind,
      offset: held.offset + offset,
      end: held.offset + runEnd,
      message: error.message,
      hex: hex(run),
      context: { offset: held.offset + before - recent.length, hex: shown.join(' ') },
      ...this.#position.at(bytes, offset),
    }
  }

  #remember(bytes: Uint8Array, count: number): void {
    const kept = bytes.subarray(Math.max(0, count - CONTEXT), count)
    const joined = new Uint8Array(Math.min(CONTEXT, this.#recent.length + kept.length))
    const fromOld = joined.length - kept.length
    joined.set(this.#recent.subarray(this.#recent.length - fromOld), 0)
    joined.set(kept, fromOld)
    this.#recent = joined
  }
}
