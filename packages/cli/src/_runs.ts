/**
 * Sorted runs on disk, for a sort bigger than its memory: each run a temporary file of sorted lines
 * (each ending with LF), read back a block at a time and merged with a heap. The temporary files are
 * known to the signal handler (`cli.ts`), which deletes them when the command is interrupted.
 *
 * @module
 */

import { randomBytes } from 'node:crypto'
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { forgetTemporary, keepTemporary } from './_io.ts'
import type { LineOrder } from './_lines.ts'
import { fileError } from './_usage.ts'

const LF = 0x0a

const EMPTY = new Uint8Array(0)

/** Bytes written to an output at a time. */
const BATCH = 1 << 18

/** Lines in order, gathered into blocks for writing; with `unique`, a line equal to the last is left out. */
export class Batch {
  readonly #unique: boolean
  #buffer: Uint8Array
  #length = 0
  #ready: Uint8Array[] = []
  /** Blocks given back once written ({@link Batch.recycle}), to gather the next lines in. */
  readonly #spare: Uint8Array[] = []
  /** The last line added: `#lastBuffer[#lastStart, #lastStart + #lastLength)` (or none, length -1). */
  #lastBuffer: Uint8Array
  #lastStart = 0
  #lastLength = -1

  /**
   * @param capacity - the size of the first block (all of a run's lines, to gather them in one)
   * @param memory - memory for the first block, when it has room for `capacity` bytes
   */
  constructor(unique: boolean, capacity = BATCH, memory?: Uint8Array) {
    this.#unique = unique
    this.#buffer = memory !== undefined && memory.length >= capacity ? memory : new Uint8Array(capacity)
    this.#lastBuffer = this.#buffer
  }

  /** Adds `source[start, end)` and an LF. Returns whether there are blocks to write ({@link Batch.take}). */
  add(source: Uint8Array, start: number, end: number): boolean {
    const length = end - start
    if (this.#unique && this.#lastLength === length) {
      const last = this.#lastBuffer
      const lastStart = this.#lastStart
      let i = 0
      while (i < length && last[lastStart + i] === source[start + i]) i++
      if (i === length) return this.#ready.length > 0
    }
    if (this.#length + length + 1 > this.#buffer.length) {
      // A block is reused only once given back: a stream may hold one until it is written.
      if (this.#length > 0) this.#ready.push(this.#buffer.subarray(0, this.#length))
      this.#buffer = this.#fresh(length + 1)
      this.#length = 0
    }
    const buffer = this.#buffer
    const at = this.#length
    if (length < 64) {
      for (let i = 0; i < length; i++) buffer[at + i] = source[start + i] as number
    } else {
      buffer.set(source.subarray(start, end), at)
    }
    buffer[at + length] = LF
    this.#length = at + length + 1
    this.#lastBuffer = buffer
    this.#lastStart = at
    this.#lastLength = length
    return this.#ready.length > 0
  }

  /** The full blocks, or with `all` every byte gathered. */
  take(all = false): Uint8Array[] {
    if (all && this.#length > 0) {
      this.#ready.push(this.#buffer.subarray(0, this.#length))
      // The next line, if any, takes a block then.
      this.#buffer = EMPTY
      this.#length = 0
    }
    return this.#ready.splice(0)
  }

  /**
   * Gives back blocks from {@link Batch.take} that the output is done with, so that the next lines are
   * gathered in them rather than in new memory (memory stays flat however much is written).
   */
  recycle(blocks: readonly Uint8Array[]): void {
    for (const block of blocks) {
      if (block.buffer.byteLength >= BATCH && this.#spare.length < 8 && block.buffer instanceof ArrayBuffer)
        this.#spare.push(new Uint8Array(block.buffer))
    }
  }

  /** A block for at least `size` bytes: a spare one, or new. */
  #fresh(size: number): Uint8Array {
    const spare = this.#spare.pop()
    if (spare !== undefined && spare.length >= size) return spare
    return new Uint8Array(Math.max(BATCH, size))
  }
}

/** A temporary file in `directory`, known to the signal handler until it is deleted. */
export class RunFile {
  readonly path: string
  #fd: number | null

  /** @throws {FileError} naming `directory` when the file cannot be made there */
  constructor(directory: string) {
    this.path = join(directory, `utf8x-sort-${randomBytes(6).toString('hex')}.tmp`)
    try {
      this.#fd = openSync(this.path, 'wx+', 0o600)
    } catch (error) {
      throw fileError(directory, error)
    }
    keepTemporary(this.path)
  }

  /** @throws {FileError} when it cannot be written (a full disk) */
  write(blocks: readonly Uint8Array[]): void {
    for (const block of blocks) {
      let at = 0
      try {
        while (at < block.length) at += writeSync(this.#fd as number, block, at, block.length - at)
      } catch (error) {
        throw fileError(this.path, error)
      }
    }
  }

  /** Closes it when all is written (so that thousands of runs do not hold thousands of descriptors). */
  close(): void {
    if (this.#fd !== null) closeSync(this.#fd)
    this.#fd = null
  }

  /** Reads into `buffer[at, end)` from `position`: how many bytes were read. */
  read(buffer: Uint8Array, at: number, end: number, position: number): number {
    try {
      this.#fd ??= openSync(this.path, 'r')
      return readSync(this.#fd, buffer, at, end - at, position)
    } catch (error) {
      throw fileError(this.path, error)
    }
  }

  /** Closes and deletes it. Safe to call more than once. */
  remove(): void {
    this.close()
    rmSync(this.path, { force: true })
    forgetTemporary(this.path)
  }
}

/** A run read a line at a time, from its file or from memory: the current line is `buffer[start, end)`. */
class RunReader {
  readonly #file: RunFile | null
  #position = 0
  buffer: Uint8Array
  #filled = 0
  start = 0
  end = -1

  constructor(run: RunFile | Uint8Array, block: number) {
    if (run instanceof Uint8Array) {
      this.#file = null
      this.buffer = run
      this.#filled = run.length
    } else {
      this.#file = run
      this.buffer = new Uint8Array(block)
    }
  }

  /** Moves to the next line: false at the end of the run. */
  next(): boolean {
    let from = this.end + 1
    for (;;) {
      const lf = from < this.#filled ? this.buffer.indexOf(LF, from) : -1
      if (lf >= 0 && lf < this.#filled) {
        this.start = from
        this.end = lf
        return true
      }
      if (this.#file === null) return false
      // Keep the part line, and read more (into a bigger buffer for a line longer than the block).
      this.buffer.copyWithin(0, from, this.#filled)
      this.#filled -= from
      from = 0
      this.end = -1
      if (this.#filled === this.buffer.length) {
        const bigger = new Uint8Array(this.buffer.length * 2)
        bigger.set(this.buffer)
        this.buffer = bigger
      }
      const read = this.#file.read(this.buffer, this.#filled, this.buffer.length, this.#position)
      if (read === 0) return false
      this.#position += read
      this.#filled += read
    }
  }
}

/**
 * Merges sorted runs, in files or in memory: calls `emit` with each line in order (a run's line, valid until the next call),
 * and awaits what it returns, if anything.
 *
 * @param block - bytes to read from each run at a time
 */
export async function mergeRuns(
  runs: readonly (RunFile | Uint8Array)[],
  order: LineOrder,
  block: number,
  emit: (source: Uint8Array, start: number, end: number) => Promise<void> | undefined,
): Promise<void> {
  const heap: RunReader[] = []
  for (const run of runs) {
    const reader = new RunReader(run, block)
    if (reader.next()) heap.push(reader)
  }
  const before = (a: RunReader, b: RunReader) => order(a.buffer, a.start, a.end, b.buffer, b.start, b.end) < 0
  const down = (from: number) => {
    const item = heap[from] as RunReader
    let at = from
    for (;;) {
      const left = 2 * at + 1
      if (left >= heap.length) break
      const right = left + 1
      const child =
        right < heap.length && before(heap[right] as RunReader, heap[left] as RunReader) ? right : left
      if (!before(heap[child] as RunReader, item)) break
      heap[at] = heap[child] as RunReader
      at = child
    }
    heap[at] = item
  }
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i)
  while (heap.length > 0) {
    const top = heap[0] as RunReader
    const waiting = emit(top.buffer, top.start, top.end)
    if (waiting !== undefined) await waiting
    if (!top.next()) {
      const last = heap.pop() as RunReader
      if (heap.length === 0) break
      heap[0] = last
    }
    down(0)
  }
}
