/**
 * `detect` at the speed of the runtime's UTF-8 validator: most schemes read well-formed UTF-8 as UTF-8
 * does (the same sequences, each accepted), but for a few lead bytes or the 00 byte, which each scheme's
 * own tables decide ({@link utf8Refusals}). While the stream is well-formed UTF-8 and holds none of a
 * scheme's bytes, that scheme needs no checker: each read is validated once by `buffer.isUtf8` for all of
 * them, and searched for those bytes. At the first read that is not, or holds one, the scheme gets its
 * checker from there on, started at the last whole sequence before the read (its line and column counted
 * then: again from a file, as they are read from a pipe), so that its verdict, offset and message are those
 * of a checker that read it all.
 *
 * @module
 */

import { Buffer, isAscii } from 'node:buffer'
import { closeSync, openSync, readSync } from 'node:fs'
import { Checker, type CheckStart } from './_check.ts'
import type { ByteCodec } from './_codec.ts'
import { CHUNK } from './_io.ts'
import type { LineColumn } from './_position.ts'
import { isUtf8, wholeEnd } from './_utf8-file.ts'

/** The bytes of well-formed UTF-8 that a scheme refuses: lead bytes (C2–F4) and whether 00. */
export interface Utf8Refusals {
  /** Lead bytes whose sequences (any of them) the scheme refuses, or reads otherwise. */
  readonly leads: readonly number[]
  /** Whether it refuses the 00 byte (Modified UTF-8). */
  readonly nul: boolean
}

/** The second byte's range after each lead byte in RFC 3629 UTF-8 (§4), the others 80–BF. */
const SECOND: ReadonlyMap<number, readonly [number, number]> = new Map([
  [0xe0, [0xa0, 0xbf]],
  [0xed, [0x80, 0x9f]],
  [0xf0, [0x90, 0xbf]],
  [0xf4, [0x80, 0x8f]],
])

/** The least and the greatest well-formed UTF-8 sequence with `lead`, after an ASCII byte and before one. */
function edges(lead: number): Uint8Array[] {
  const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2
  const [low, high] = SECOND.get(lead) ?? [0x80, 0xbf]
  return [low, high].map((second, i) => {
    const rest = new Array<number>(length - 2).fill(i === 0 ? 0x80 : 0xbf)
    return Uint8Array.of(0x61, lead, second, ...rest, 0x61)
  })
}

const known = new Map<ByteCodec, Utf8Refusals>()

/**
 * The bytes where `codec` parts from RFC 3629 UTF-8 on well-formed UTF-8, as its own decoder says: each
 * lead byte whose least or greatest sequence it refuses, and 00 when it refuses that. Well-formed UTF-8
 * without them is well-formed in `codec`, sequence for sequence (the schemes' rows are ranges of values:
 * a lead's sequences are accepted alike from the least to the greatest).
 */
export function utf8Refusals(codec: ByteCodec): Utf8Refusals {
  let found = known.get(codec)
  if (found === undefined) {
    const leads: number[] = []
    for (let lead = 0xc2; lead <= 0xf4; lead++)
      if (edges(lead).some((bytes) => codec.validate(bytes) !== null)) leads.push(lead)
    found = { leads, nul: codec.validate(Uint8Array.of(0x61, 0, 0x61)) !== null }
    known.set(codec, found)
  }
  return found
}

/** Whether `bytes` (well-formed UTF-8) hold a byte where `codec` parts from UTF-8; `seen` caches searches. */
function refuses(codec: ByteCodec, view: Buffer, seen: Map<number, boolean>): boolean {
  const { leads, nul } = utf8Refusals(codec)
  const has = (byte: number): boolean => {
    let found = seen.get(byte)
    if (found === undefined) seen.set(byte, (found = view.indexOf(byte) >= 0))
    return found
  }
  if (nul && has(0)) return true
  // Every lead byte: any byte above 7F (well-formed UTF-8 has a lead byte then).
  if (leads.length === 0xf4 - 0xc2 + 1) return !isAscii(view)
  return leads.some(has)
}

/** LF bytes. */
const LF = 0x0a

/**
 * The schemes that read the stream as UTF-8 so far (none has refused it, none has a checker), and where
 * the bytes they have all read end.
 */
export class AsUtf8 {
  /** The schemes still reading it as UTF-8. */
  codecs: ByteCodec[]
  /** Where the bytes not yet read start (a whole sequence's end): `held` starts here. */
  #offset: number
  /** The bytes after it, read and held: a sequence a read may have cut short. */
  #held = new Uint8Array(0)
  /** The last bytes before {@link AsUtf8.#offset}, for an error's context. */
  #recent: Uint8Array
  /** A position counted up to: its offset, line and column (null: not yet asked for). */
  #base: (LineColumn & { offset: number }) | null = null
  /** Where the stream was handed over, and its line and column (asked for once needed). */
  readonly #startOffset: number
  readonly #first: () => LineColumn
  readonly #file: string | null

  /**
   * @param codecs - the schemes, from `start` on
   * @param start - where the stream is handed over: the offset of a whole sequence's end, the bytes
   *   before it
   * @param at - the line and column at `start` (asked for once needed)
   * @param file - a regular file to count lines in once needed; null to count them as they are read
   */
  constructor(
    codecs: ByteCodec[],
    start: { offset: number; recent: Uint8Array },
    at: () => LineColumn,
    file: string | null,
  ) {
    this.codecs = codecs
    this.#offset = start.offset
    this.#startOffset = start.offset
    this.#recent = start.recent.slice(-8)
    this.#first = at
    this.#file = file
  }

  /** Whether a scheme still reads the stream as UTF-8. */
  get open(): boolean {
    return this.codecs.length > 0
  }

  /**
   * Reads `chunk`, the next bytes of the stream: returns the checkers of the schemes it makes leave (not
   * well-formed UTF-8, or holding a byte of theirs), each given the bytes from where it left.
   */
  take(chunk: Uint8Array): Checker[] {
    const held = this.#held
    let piece = chunk
    if (held.length > 0) {
      piece = new Uint8Array(held.length + chunk.length)
      piece.set(held, 0)
      piece.set(chunk, held.length)
    }
    const cut = wholeEnd(piece, piece.length)
    const whole = piece.subarray(0, cut)
    let leaving = this.codecs
    // Without the runtime's validator, every scheme has its checker from the first read.
    if (isUtf8?.(whole) === true) {
      const view = Buffer.from(whole.buffer, whole.byteOffset, whole.length)
      const seen = new Map<number, boolean>()
      leaving = this.codecs.filter((codec) => refuses(codec, view, seen))
    }
    const checkers = this.#leave(leaving, piece)
    if (this.codecs.length === 0) return checkers
    if (this.#file === null) this.#count(whole)
    this.#offset += cut
    const recent = new Uint8Array(Math.min(8, this.#recent.length + cut))
    const fromOld = recent.length - Math.min(cut, recent.length)
    recent.set(this.#recent.subarray(this.#recent.length - fromOld), 0)
    recent.set(whole.subarray(cut - (recent.length - fromOld)), fromOld)
    this.#recent = recent
    this.#held = piece.slice(cut)
    return checkers
  }

  /**
   * The stream ends (or is read no further): the bytes held, a sequence cut short, make every scheme
   * leave, with its checker given them (for the caller to finish, or not for a prefix).
   */
  end(): Checker[] {
    return this.#held.length > 0 ? this.#leave(this.codecs, this.#held) : []
  }

  /** The checkers of `leaving`, from the offset of the bytes held on, each given `piece`. */
  #leave(leaving: readonly ByteCodec[], piece: Uint8Array): Checker[] {
    if (leaving.length === 0) return []
    const from: CheckStart = { offset: this.#offset, recent: this.#recent, ...this.#at() }
    this.codecs = this.codecs.filter((codec) => !leaving.includes(codec))
    return leaving.map((codec) => {
      const checker = new Checker(codec, false, from)
      checker.push(piece)
      return checker
    })
  }

  /** The line and column at {@link AsUtf8.#offset}. */
  #at(): LineColumn {
    this.#base ??= { offset: this.#startOffset, ...this.#first() }
    if (this.#file !== null && this.#base.offset < this.#offset) this.#countFile()
    return { line: this.#base.line, column: this.#base.column }
  }

  /**
   * Moves the position counted on past `bytes` (well-formed UTF-8 read as UTF-8: a column for each byte
   * that is not a continuation byte, 80–BF).
   */
  #count(bytes: Uint8Array): void {
    this.#base ??= { offset: this.#startOffset, ...this.#first() }
    let { line, column } = this.#base
    // Buffer's indexOf (memchr) rather than the typed array's, which reads byte by byte.
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
    let from = 0
    for (let i = view.indexOf(LF); i >= 0; i = view.indexOf(LF, i + 1)) {
      line++
      from = i + 1
    }
    if (from > 0) column = 1
    for (let i = from; i < bytes.length; i++) if (((bytes[i] as number) & 0xc0) !== 0x80) column++
    this.#base = { offset: this.#base.offset + bytes.length, line, column }
  }

  /** Counts the file's bytes from the position counted to {@link AsUtf8.#offset}, reading them again. */
  #countFile(): void {
    const fd = openSync(this.#file as string, 'r')
    try {
      const buffer = new Uint8Array(CHUNK)
      for (let at = (this.#base as { offset: number }).offset; at < this.#offset; ) {
        const read = readSync(fd, buffer, 0, Math.min(buffer.length, this.#offset - at), at)
        if (read === 0) break
        this.#count(buffer.subarray(0, read))
        at += read
      }
    } finally {
      closeSync(fd)
    }
  }
}
