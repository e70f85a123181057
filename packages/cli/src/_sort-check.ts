/**
 * `utf8x sort --check` of a regular UTF-8 file in byte order, without the general checker or the codecs:
 * each chunk's whole lines validated at once by the runtime's validator, then compared with the line
 * before them in place. Also what the general `--check` (`_sort-lines.ts`) shares with it: the lines so
 * far, and the exit status and message.
 *
 * @module
 */

import * as buffer from 'node:buffer'
import { Buffer } from 'node:buffer'
import { closeSync, fstatSync, openSync, statSync } from 'node:fs'
import { Bytes } from './_bytes.ts'
import { type Io, syncChunks } from './_io.ts'
import type { LineOrder } from './_lines.ts'
import { Progress } from './_progress.ts'
import { EXIT_DATA, EXIT_OK, printable } from './_usage.ts'

const LF = 0x0a

/** Node's, Bun's and Deno's native UTF-8 validator (strict: exactly the well-formed UTF-8), if any. */
const isUtf8 = (buffer as { isUtf8?: (bytes: Uint8Array) => boolean }).isUtf8

/** What `--check` found: the first line out of order (0: none), and whether it equals the one before. */
export interface Disorder {
  readonly line: number
  readonly equal: boolean
}

/**
 * `--check`'s lines so far: the line before (in the chunk it came in, or a copy), a line begun in an
 * earlier chunk, how many lines were read, and the first line out of order.
 */
export class CheckedLines {
  /** The line before: `previous[previousStart, previousEnd)` (the chunk, or a copy); null before the first. */
  previous: Uint8Array | null = null
  previousStart = 0
  previousEnd = 0
  /** A line begun in an earlier chunk. */
  readonly part = new Bytes()
  /** Lines read. */
  number = 0
  /** The first line out of order, or null. */
  found: Disorder | null = null

  constructor(
    readonly order: LineOrder,
    readonly unique: boolean,
  ) {}

  /** Whether the next line, `line[start, end)`, may follow the line before it (then it is the line before). */
  follows(line: Uint8Array, start: number, end: number): boolean {
    this.number++
    if (this.previous !== null) {
      const c = this.order(this.previous, this.previousStart, this.previousEnd, line, start, end)
      if (c > 0 || (this.unique && c === 0)) {
        this.found = { line: this.number, equal: c === 0 }
        return false
      }
    }
    this.previous = line
    this.previousStart = start
    this.previousEnd = end
    return true
  }

  /** Copies the line before out of `chunk`, whose memory is reused for the next one. */
  release(chunk: Uint8Array): void {
    if (this.previous !== chunk) return
    this.previous = chunk.slice(this.previousStart, this.previousEnd)
    this.previousEnd -= this.previousStart
    this.previousStart = 0
  }
}

/**
 * `--check` of a regular UTF-8 `file` in byte order, without the general checker: each chunk's whole
 * lines validated at once by the runtime's validator, then compared with the line before them byte by
 * byte. Null when this does not apply (no native validator, not a regular file) or when the file holds an
 * ill-formed sequence (the general check then says where, or finds a line out of order before it).
 */
export async function checkBytes(
  file: string,
  io: Io,
  order: LineOrder,
  unique: boolean,
  reverse: boolean,
): Promise<number | null> {
  if (isUtf8 === undefined || file === '-') return null
  let fd: number
  try {
    // Looked at before it is opened: opening a FIFO waits for a writer, and closing it loses its data.
    if (!statSync(file).isFile()) return null
    fd = openSync(file, 'r')
  } catch {
    // The general check opens it again, and says what is wrong.
    return null
  }
  const name = printable(file)
  const lines = new CheckedLines(order, unique)
  const { part } = lines
  let bytes = 0
  let progress: Progress | null = null
  try {
    progress = new Progress(io.stderr, name, fstatSync(fd).size)
    for await (const chunk of syncChunks(fd, file)) {
      bytes += chunk.length
      progress.update(bytes)
      const first = chunk.indexOf(LF)
      if (first < 0) {
        part.append(chunk)
        continue
      }
      let start = 0
      if (part.length > 0) {
        part.append(chunk.subarray(0, first))
        const line = part.take()
        if (!isUtf8(line)) return null
        if (!lines.follows(line, 0, line.length)) break
        start = first + 1
      }
      const last = chunk.lastIndexOf(LF)
      if (!isUtf8(chunk.subarray(start, last + 1))) return null
      // Each line against the one before it: the first in the chunk by `follows`, then in place.
      const lf = start > last ? -1 : chunk.indexOf(LF, start)
      if (lf >= 0 && lines.previous !== null && lines.previous !== chunk) {
        if (!lines.follows(chunk, start, lf)) break
        start = lf + 1
      }
      if (lf >= 0 && lines.previous === null) {
        // The first line of all: nothing to compare it with.
        lines.follows(chunk, start, lf)
        start = lf + 1
      }
      if (start <= last && !inOrder(chunk, start, last, lines, reverse)) break
      part.append(chunk.subarray(last + 1))
      lines.release(chunk)
    }
    if (lines.found === null && part.length > 0) {
      const line = part.take()
      if (!isUtf8(line)) return null
      lines.follows(line, 0, line.length)
    }
  } finally {
    progress?.end()
    closeSync(fd)
  }
  return disorderStatus(name, io, lines.found, unique, reverse)
}

/**
 * Compares each line of `chunk[start:last]` (whole lines, `last` the LF of the last) with the one before
 * it, the line before the first being `lines`' (in `chunk`): their common start in place, byte by byte,
 * up to the end of the line before (whose length is known: where this line's bytes equal its, this line
 * has no LF either), then its first byte that differs; its LF is then found by memchr (`Buffer#indexOf`).
 * Leaves its last line as the line before in `lines`, or the first out of order in `lines.found` (then
 * returns false).
 */
function inOrder(
  chunk: Uint8Array,
  start: number,
  last: number,
  lines: CheckedLines,
  reverse: boolean,
): boolean {
  const view = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)
  const unique = lines.unique
  let before = lines.previousStart
  let length = lines.previousEnd - before
  let number = lines.number
  let at = start
  while (at <= last) {
    number++
    let i = 0
    // The line before has no LF before its end, `length` bytes on: while this line's bytes equal its,
    // there is none in them either.
    while (i < length && chunk[before + i] === chunk[at + i]) i++
    const b = chunk[at + i] as number
    // A line that ends first (at its LF) sorts first.
    let c = i === length ? (b === LF ? 0 : -1) : b === LF ? 1 : (chunk[before + i] as number) - b
    if (reverse) c = -c
    if (c > 0 || (unique && c === 0)) {
      lines.number = number
      lines.found = { line: number, equal: c === 0 }
      return false
    }
    const lf = b === LF ? at + i : view.indexOf(LF, at + i + 1)
    before = at
    length = lf - at
    at = lf + 1
  }
  lines.number = number
  lines.previous = chunk
  lines.previousStart = before
  lines.previousEnd = at - 1
  return true
}

/** The exit status of `--check`, and its message on standard error when a line is out of order. */
export function disorderStatus(
  name: string,
  io: Io,
  found: Disorder | null,
  unique: boolean,
  reverse: boolean,
): number {
  if (found === null) return EXIT_OK
  const { line, equal } = found
  const which = `${unique ? 'strict ' : ''}${reverse ? 'reverse ' : ''}code point order`
  const how = equal ? 'equals' : reverse ? 'sorts after' : 'sorts before'
  io.stderr.write(`utf8x: ${name}:${line}: not in ${which}: line ${line} ${how} line ${line - 1}\n`)
  return EXIT_DATA
}
