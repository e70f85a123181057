/**
 * A byte stream cut into windows of whole sequences, so that validating or decoding each window gives
 * what the whole stream would give, whatever the chunks: the command streams in constant memory with
 * whole-stream offsets, on every scheme (code point values of any size included, which a string decoder
 * cannot hold).
 *
 * Each window holds the bytes not yet done with. Its `end` is the start of its last sequence, which more
 * input may still complete; everything before `end` is read with what follows it, and what lies before
 * `cut` is final: a strict error found there is the whole stream's, and those bytes decode alone as they
 * would in the whole stream. The sequence between `cut` and `end` is kept for the next window, because the
 * scheme may read it together with the sequence after it (a WTF-8 high surrogate before a low one). The
 * cuts are the scheme's own sequence boundaries (core's `previousBoundary`, which keeps a CESU-8 or
 * MUTF-8 surrogate pair whole), and never inside a reserved run of the scheme (Corrected UTF-8's), which
 * decodes as one U+FFFD however long it is.
 *
 * Memory: the bytes held are one chunk and the last two sequences. A run without a boundary longer than
 * {@link WINDOW_LIMIT} (stray continuation bytes, a reserved run) is cut anyway, keeping its last
 * {@link FORCED_KEEP} bytes: exact for every scheme with a longest sequence, since such a run is then
 * ill-formed far before the cut; a Corrected UTF-8 reserved run that long is followed past the cut by
 * the caller (`_check.ts`, `transcode --replace`), as one run. UTF-∞-8 has no longest sequence, so a
 * sequence longer than the limit there is refused ({@link SequenceTooLong}) rather than read wrong.
 *
 * @module
 */

import { previousBoundary } from '@utf8x/core'
import { engineLinkOf } from '@utf8x/core/internal'
import { Bytes } from './_bytes.ts'
import type { ByteCodec } from './_codec.ts'

/** Bytes of one run without a boundary that a window holds before it is cut anyway. */
export const WINDOW_LIMIT = 1 << 20
/** Bytes kept after a forced cut: far more than any bounded scheme's longest sequence. */
export const FORCED_KEEP = 1 << 16

/** What a window holds: see the module doc. Offsets in it are relative to `bytes[0]`. */
export interface Window {
  /** The bytes held, a view valid until the next call. */
  readonly bytes: Uint8Array
  /** The whole-stream offset of `bytes[0]`. */
  readonly offset: number
  /** Bytes before it are final. */
  readonly cut: number
  /** Bytes before it are whole sequences, read with what follows them (at the end of the stream: all). */
  readonly end: number
}

/** A sequence of an unbounded scheme longer than the window limit. */
export class SequenceTooLong extends Error {
  constructor(
    readonly scheme: string,
    readonly offset: number,
  ) {
    super(
      `a sequence of ${scheme} at byte ${offset} goes on for more than ${WINDOW_LIMIT} bytes; utf8x holds at most that much of one sequence`,
    )
  }
}

/** What a scheme's `kinds` say of a unit that starts a reserved run. */
const RESERVED = -2

/**
 * A scheme's reserved runs, read from its scheme (Corrected UTF-8's FE and FF): a run starts at a unit
 * that starts one and goes on through such units and extension units, and decodes as one U+FFFD however
 * long it is, so a cut must not fall inside one (the scheme's boundaries do not see them: a run's
 * extension bytes look like a sequence's).
 */
export class ReservedRuns {
  readonly #kinds: Int8Array

  private constructor(kinds: Int8Array) {
    this.#kinds = kinds
  }

  /** The reserved runs of `codec`'s scheme, or `null` when it has none. */
  static of(codec: ByteCodec): ReservedRuns | null {
    const scheme = engineLinkOf(codec)?.scheme
    return scheme?.reservedRuns === true ? new ReservedRuns(scheme.kinds) : null
  }

  /** Whether `byte` starts a run. */
  starts(byte: number): boolean {
    return this.#kinds[byte] === RESERVED
  }

  /** Whether `byte` goes on a run: one that starts a run, or an extension unit. */
  continues(byte: number): boolean {
    const kind = this.#kinds[byte]
    return kind === RESERVED || kind === 0
  }

  /** Where the run that `bytes[at]` belongs to starts, or `at` when it belongs to none. */
  startOf(bytes: Uint8Array, at: number): number {
    if (at >= bytes.length || !this.continues(bytes[at] as number)) return at
    let start = at
    while (start > 0 && this.continues(bytes[start - 1] as number)) start--
    for (let i = start; i <= at; i++) if (this.starts(bytes[i] as number)) return i
    return at
  }
}

/** Cuts a byte stream into {@link Window}s for one codec: `push` each chunk, `finish` at the end. */
export class Windows {
  readonly #codec: ByteCodec
  /** The scheme's reserved runs, when it has them. */
  readonly runs: ReservedRuns | null
  readonly #held = new Bytes()
  #offset = 0

  /** @param offset - the whole-stream offset of the first byte pushed (when the stream is met part-way) */
  constructor(codec: ByteCodec, offset = 0) {
    this.#codec = codec
    this.runs = ReservedRuns.of(codec)
    this.#offset = offset
  }

  /** The whole-stream offset of the first byte held. */
  get offset(): number {
    return this.#offset
  }

  /** Adds a chunk (copied) and returns the window over everything held. */
  push(chunk: Uint8Array): Window {
    this.#held.append(chunk)
    const bytes = this.#held.view()
    const end = this.#before(bytes, bytes.length)
    let cut = end > 0 ? this.#before(bytes, end) : 0
    if (this.runs !== null) cut = this.runs.startOf(bytes, cut)
    if (bytes.length - cut > WINDOW_LIMIT) {
      if (this.#codec.maxSequenceLength === null) {
        const longest = end - cut > bytes.length - end ? cut : end
        throw new SequenceTooLong(this.#codec.name, this.#offset + longest)
      }
      return { bytes, offset: this.#offset, cut: bytes.length - FORCED_KEEP, end: bytes.length }
    }
    return { bytes, offset: this.#offset, cut, end }
  }

  /** The window at the end of the stream: everything held is final. */
  finish(): Window {
    const bytes = this.#held.view()
    return { bytes, offset: this.#offset, cut: bytes.length, end: bytes.length }
  }

  /**
   * Drops every byte held and moves on to the whole-stream offset `offset`: the bytes before it were
   * checked otherwise (single units only, each a sequence of its own).
   */
  skipTo(offset: number): void {
    this.#held.drop(this.#held.length)
    this.#offset = offset
  }

  /** Drops the first `count` bytes of the last window: the caller is done with them. */
  consume(count: number): void {
    this.#held.drop(count)
    this.#offset += count
  }

  /** The start of the sequence before index `at` (0 when there is none). */
  #before(bytes: Uint8Array, at: number): number {
    return at === 0 ? 0 : previousBoundary(bytes, at, this.#codec)
  }
}
