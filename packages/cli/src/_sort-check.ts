/**
 * `utf8x sort --check` of a regular UTF-8 file in byte order, without the general checker or the codecs:
 * each chunk's whole lines validated at once by the runtime's validator, then compared with the line
 * before them in place, by a small WebAssembly module (`wasm/sortcheck.wat`, 16 bytes a step) reading
 * the chunks in its own memory, or where WebAssembly or its SIMD is missing by a loop in JavaScript. Also
 * what the general `--check` (`_sort-lines.ts`) shares with it: the lines so far, and the exit status and
 * message.
 *
 * @module
 */

import * as buffer from 'node:buffer'
import { Buffer } from 'node:buffer'
import { closeSync, fstatSync, openSync, statSync } from 'node:fs'
import { Bytes } from './_bytes.ts'
import { CHUNK, type Io, syncChunks } from './_io.ts'
import type { LineOrder } from './_lines.ts'
import { Progress } from './_progress.ts'
import { EXIT_DATA, EXIT_OK, printable } from './_usage.ts'
import { type CheckKernel, checkKernel } from './fast/index.ts'

const LF = 0x0a

/** Node's, Bun's and Deno's native UTF-8 validator (strict: exactly the well-formed UTF-8), if any. */
const isUtf8 = (buffer as { isUtf8?: (bytes: Uint8Array) => boolean }).isUtf8

/** The bytes `check` may read past the end of its lines (and the LF put after a last line without one). */
const SLACK = 32
const PAGE = 65536

/**
 * Set (to anything but the empty string) in the environment, `--check` takes its JavaScript route even
 * where WebAssembly with SIMD is available: what the tests do to check that route on every runtime.
 */
export const NO_WASM = 'UTF8X_NO_WASM'

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
    const wasm = io.env[NO_WASM] ? null : checkKernel()
    if (wasm !== null) {
      const found = await checkInWasm(wasm, fd, file, progress, lines, reverse)
      return found === undefined ? null : disorderStatus(name, io, found, unique, reverse)
    }
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
 * The lines of `fd` read into the memory of `wasm` and checked there: the first out of order, null when
 * all are in order, undefined when a line is not well-formed UTF-8 (the general check then says where).
 * The window read into memory starts at the line before the lines not yet checked (or at the first),
 * then holds what has been read of a line not yet whole, then the next read: lines cross reads and may
 * be longer than one.
 */
async function checkInWasm(
  wasm: CheckKernel,
  fd: number,
  file: string,
  progress: Progress,
  lines: CheckedLines,
  reverse: boolean,
): Promise<Disorder | null | undefined> {
  const valid = isUtf8 as (bytes: Uint8Array) => boolean
  const flags = (reverse ? 1 : 0) | (lines.unique ? 2 : 0)
  let memory = new Uint8Array(wasm.memory.buffer)
  /** The window: the line before from `before` (-1 before the first line), the lines not yet checked from `start`. */
  let before = -1
  let start = 0
  let end = 0
  let number = 0
  let bytes = 0
  const into = () => {
    const need = end + CHUNK + SLACK
    if (memory.length < need) {
      wasm.memory.grow(Math.ceil((need - memory.length) / PAGE))
      memory = new Uint8Array(wasm.memory.buffer)
    }
    return memory.subarray(end)
  }
  /** Checks the whole lines of `[start, last]` (`last` an LF); false at a line out of order. */
  const check = (last: number): boolean => {
    let at = start
    if (before < 0) {
      // The first line of all: nothing to compare it with.
      before = at
      at = memory.indexOf(LF, at) + 1
      number = 1
    }
    number += wasm.check(before, at, last + 1, flags)
    if (wasm.found() !== 0) return false
    before = wasm.last()
    start = last + 1
    return true
  }
  for await (const chunk of syncChunks(fd, file, into)) {
    bytes += chunk.length
    progress.update(bytes)
    const read = end
    end += chunk.length
    const lf = chunk.lastIndexOf(LF)
    if (lf < 0) continue
    const last = read + lf
    if (!valid(memory.subarray(start, last + 1))) return undefined
    if (!check(last)) return { line: number, equal: wasm.found() === 2 }
    // The line before and the rest of the read go to the start of the window.
    memory.copyWithin(0, before, end)
    start -= before
    end -= before
    before = 0
  }
  if (end > start) {
    // A last line without LF: checked as if it had one.
    memory[end] = LF
    if (!valid(memory.subarray(start, end))) return undefined
    if (!check(end)) return { line: number, equal: wasm.found() === 2 }
  }
  return null
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
