/**
 * `utf8x sort [-c] [-u] [-r] [-o OUT] [-S SIZE] [-T DIR] [--scheme S] [FILE...]`: lines in code point
 * order (the byte order of UTF-8, not the UTF-16 order of JavaScript's `<` and `Array.prototype.sort`,
 * which puts U+FF5E after U+1F600). Where the scheme's byte order is code point order (its
 * `orderPreserving` flag: UTF-8, WTF-8, the classic and eight-byte schemes...), lines are sorted by their
 * bytes without a comparator per pair (`_lines.ts`); for CESU-8 and MUTF-8, by `@utf8x/collation`'s
 * comparator for the scheme. Lines are sorted 1 MiB at a time and the sorted pieces merged with a heap
 * (`_runs.ts`): in memory up to half of `--buffer-size`, then from temporary files. `--check` streams.
 *
 * @module
 */

import * as buffer from 'node:buffer'
import { Buffer } from 'node:buffer'
import { closeSync, fstatSync, openSync, statSync } from 'node:fs'
import { tmpdir, totalmem } from 'node:os'
import { engineLinkOf, readsAsUtf8 } from '@utf8x/core/internal'
import { utf8 } from '@utf8x/utf8-classic'
import { startCommand } from './_args.ts'
import { Bytes } from './_bytes.ts'
import { Checker } from './_check.ts'
import type { ByteCodec } from './_codec.ts'
import { paintFor } from './_color.ts'
import {
  CHUNK,
  fileOutput,
  type Input,
  type Io,
  type Output,
  openInput,
  streamOutput,
  syncChunks,
} from './_io.ts'
import {
  byteOrder,
  comparatorOrder,
  compareRanges,
  findLines,
  type LineOrder,
  type Lines,
  type OrderWork,
} from './_lines.ts'
import { Progress } from './_progress.ts'
import { problemText } from './_report.ts'
import { Batch, mergeRuns, RunFile } from './_runs.ts'
import { EXIT_DATA, EXIT_OK, EXIT_USAGE, FileError, printable, UsageError } from './_usage.ts'

export const SORT_HELP = `Usage: utf8x sort [-c] [-u] [-r] [-o OUT] [-S SIZE] [-T DIR] [--scheme S] [FILE...]

Writes the lines of the FILEs (standard input when none is given, or for -) in code point order: the
order of the characters' numbers, which is the byte order of UTF-8 (and not the UTF-16 order of
JavaScript's sort, which puts U+FF5E after U+1F600). Lines end at LF; a file's last line without one
gets one. The input must be well-formed in the scheme: the first ill-formed sequence is reported as
validate does, and nothing is written.

Options:
  -c, --check                 write nothing; exit 1 at the first line out of order (one FILE)
  -u, --unique                write equal lines once; with --check, equal lines are out of order
  -r, --reverse               the reverse order
  -o, --output OUT            write to OUT, replaced all or nothing (OUT may be one of the FILEs)
  -S, --buffer-size SIZE      memory for lines before sorted runs go to temporary files: a number of
                              KiB, or with a suffix b (bytes), K, M, G, T or % (of the memory);
                              default an eighth of the files' size, at least 8M (a quarter of
                              the memory, at most 2G, when reading standard input or a pipe)
  -T, --temporary-directory DIR  where the runs go (default the system's temporary directory)
  -s, --scheme S              the scheme of the input (default utf-8); any label utf8x knows
  -h, --help                  this help

Memory: --check streams (it holds two lines); sorting holds up to --buffer-size of lines, then merges
sorted runs from temporary files (deleted at the end, or when the command is interrupted).

Exit status: 0 sorted (or, with --check, already in order); 1 out of order (--check) or ill-formed input;
2 a usage error, a file that cannot be read, or an output or temporary file that cannot be written.
`

const LF = 0x0a
const NEWLINE = new Uint8Array([LF])

/** Runs merged at once; more are merged in passes. */
const FAN_IN = 64

/** Bytes of lines sorted at a time, at most. */
const PIECE = 1 << 20

/** Bytes of sorted lines held before they go to disk, at most. */
const MOST_HELD = 1 << 30
/** Without --buffer-size, bytes of sorted lines held before they go to disk, at least. */
const LEAST_HELD = 4 << 20

const UNITS: Record<string, number> = { b: 1, k: 2 ** 10, m: 2 ** 20, g: 2 ** 30, t: 2 ** 40 }

/**
 * A `--buffer-size` in bytes, read as GNU sort reads `-S`: a number of KiB, or with a suffix.
 *
 * @throws {UsageError} for anything else, or a size under one byte
 */
export function parseSize(text: string): number {
  const match = /^(\d+)([bkmgt%]?)$/i.exec(text)
  const number = match === null ? Number.NaN : Number(match[1])
  const suffix = (match?.[2] ?? '').toLowerCase()
  const size = suffix === '%' ? (totalmem() * number) / 100 : number * (UNITS[suffix || 'k'] as number)
  if (!Number.isFinite(size) || Math.floor(size) < 1 || (suffix === '%' && number > 100)) {
    throw new UsageError(
      `--buffer-size '${printable(text)}' is not a size: a number of KiB, or with a suffix b, K, M, G, T or % (1K, 64M, 2G, 10%)`,
    )
  }
  return Math.floor(size)
}

/** A quarter of the memory, at most 2 GiB. */
const defaultSize = () => Math.min(Math.floor(totalmem() / 4), 2 ** 31)

/** The default scheme. */
const UTF8 = 'utf-8'

/** Thrown to stop a merge when the reader of the output went away. */
const STOP = Symbol('stop')

export async function sort(argv: readonly string[], io: Io): Promise<number> {
  const out = streamOutput(io.stdout)
  const given = await startCommand(
    argv,
    {
      check: { type: 'boolean', short: 'c' },
      unique: { type: 'boolean', short: 'u' },
      reverse: { type: 'boolean', short: 'r' },
      output: { type: 'string', short: 'o' },
      'buffer-size': { type: 'string', short: 'S' },
      'temporary-directory': { type: 'string', short: 'T' },
      scheme: { type: 'string', short: 's' },
    },
    'sort',
    SORT_HELP,
    out,
  )
  if (given === null) return EXIT_OK
  const { options, positionals } = given
  const files = positionals.length === 0 ? ['-'] : positionals
  const unique = options.unique === true
  const reverse = options.reverse === true
  if (options.check) {
    if (files.length > 1) throw new UsageError(`sort --check takes one FILE at most (found ${files.length})`)
    if (options.output !== undefined) throw new UsageError('--check and --output do not go together')
  }
  const size =
    options['buffer-size'] === undefined ? defaultSize() : parseSize(String(options['buffer-size']))
  // The registry of labels and the comparators are loaded only for another scheme than UTF-8.
  const label = String(options.scheme ?? UTF8)
  const codec: ByteCodec = label === UTF8 ? utf8 : (await import('./_codec.ts')).codecFor(label, '--scheme')
  // Byte order where the scheme says it is code point order; its comparator elsewhere.
  const compare = codec.orderPreserving ? null : (await import('@utf8x/collation')).codePointComparator(codec)
  const forward: LineOrder =
    compare === null
      ? compareRanges
      : (a, aStart, aEnd, b, bStart, bEnd) => compare(a.subarray(aStart, aEnd), b.subarray(bStart, bEnd))
  const order: LineOrder = reverse ? (a, s, e, b, t, f) => forward(b, t, f, a, s, e) : forward
  if (options.check) {
    const file = files[0] as string
    // UTF-8 in byte order: checked by the runtime's own validator and a byte loop, falling back to the
    // general check (which says where the input is ill-formed) when the file is not well-formed.
    const scheme = engineLinkOf(codec)?.scheme
    if (scheme !== undefined && readsAsUtf8(scheme) && compare === null) {
      const fast = await checkBytes(file, io, order, unique, reverse)
      if (fast !== null) return fast
    }
    return checkOrder(file, io, codec, order, unique, reverse)
  }

  const directory =
    options['temporary-directory'] === undefined ? tmpdir() : String(options['temporary-directory'])
  let known = files.length
  /** Whether every input is a regular file, whose size is known before it is read. */
  let sized = true
  for (const file of files) {
    try {
      const stat = file === '-' ? null : statSync(file)
      if (stat?.isFile() !== true) sized = false
      known += stat?.size ?? 0
    } catch {
      // Reported when it is opened.
    }
  }
  let held = Math.max(1, Math.min(Math.floor(size / 2), MOST_HELD))
  // Without --buffer-size, files of known size: a sixteenth of them held at a time (half the default
  // buffer size, an eighth of them), at least LEAST_HELD.
  if (options['buffer-size'] === undefined && sized)
    held = Math.min(held, Math.max(LEAST_HELD, Math.ceil(known / 16)))
  // Lines are sorted a piece at a time (small enough to sort in the processor's caches), and the sorted
  // pieces merged: up to `held` bytes of them in memory, then on disk.
  const piece = Math.min(PIECE, held)
  const whole = new Bytes(Math.min(known, piece + CHUNK))
  let starts: Int32Array | undefined
  const orderOf = (lines: Lines) =>
    compare === null ? byteOrder(lines, work) : comparatorOrder(lines, compare)
  const runs: RunFile[] = []
  const made: RunFile[] = []
  const newRun = () => {
    const run = new RunFile(directory)
    made.push(run)
    runs.push(run)
    return run
  }
  /** Sorted runs held in memory, and their bytes. */
  let inMemory: Uint8Array[] = []
  /** Memory of runs gone to disk, for the next pieces. */
  const spare: Uint8Array[] = []
  /** Arrays the ordering of each piece reuses. */
  const work: OrderWork = {}
  let inMemoryBytes = 0
  /** Merges the runs held in memory into one run on disk. */
  const toDisk = async () => {
    const run = newRun()
    const into = new Batch(unique)
    await mergeRuns(inMemory, order, 0, (source, start, end) => {
      if (into.add(source, start, end)) written(run, into)
      return undefined
    })
    run.write(into.take(true))
    run.close()
    // The runs' memory holds the next pieces.
    spare.push(...inMemory)
    inMemory = []
    inMemoryBytes = 0
  }
  /**
   * Sorts the whole lines held (a piece) into a run in memory, keeping a part line; past `held` bytes of
   * runs in memory, merges them into a run on disk.
   */
  const sortPiece = async () => {
    const view = whole.view()
    const end = view.lastIndexOf(LF) + 1
    if (end === 0) return
    const lines = findLines(view, end, starts)
    starts = lines.starts
    let room = spare.pop()
    while (room !== undefined && room.buffer.byteLength < end) room = spare.pop()
    const batch = new Batch(unique, end, room === undefined ? undefined : new Uint8Array(room.buffer))
    const sorted = orderOf(lines)
    for (let k = 0; k < lines.count; k++) {
      const line = sorted[reverse ? lines.count - 1 - k : k] as number
      batch.add(view, lines.starts[line] as number, (lines.starts[line + 1] as number) - 1)
    }
    const [run = new Uint8Array(0)] = batch.take(true)
    inMemory.push(run)
    inMemoryBytes += run.length
    whole.drop(end)
    if (inMemoryBytes >= held) await toDisk()
  }
  try {
    for (const file of files) {
      const input = await opened(file, io)
      if (input === null) return EXIT_USAGE
      const checker = new Checker(codec)
      const progress = new Progress(io.stderr, input.name, input.size)
      let last = LF
      try {
        for await (const chunk of input.chunks()) {
          checker.push(chunk)
          progress.update(checker.bytes)
          if (!checker.open) break
          last = chunk[chunk.length - 1] as number
          // Up to `piece` bytes at a time (a line longer than that whole), each sorted into a run.
          for (let rest = chunk; rest.length > 0; ) {
            let take = piece - whole.length
            if (take <= 0) take = rest.indexOf(LF) + 1 || rest.length
            whole.append(rest.subarray(0, take))
            rest = rest.subarray(take)
            if (whole.length >= piece) await sortPiece()
          }
        }
        if (checker.open) checker.finish()
      } finally {
        progress.end()
        await input.close()
      }
      const failed = reported(checker, input, io)
      if (failed !== null) return failed
      if (last !== LF) whole.append(NEWLINE)
    }
    // All the input is read: OUT may be one of the FILEs.
    let output: Output
    try {
      output =
        options.output === undefined || options.output === '-'
          ? out
          : await fileOutput(String(options.output))
    } catch (error) {
      if (!(error instanceof FileError)) throw error
      io.stderr.write(`utf8x: ${error.message}\n`)
      return EXIT_USAGE
    }
    const batch = new Batch(unique)
    const flush = async (all: boolean) => {
      const blocks = batch.take(all)
      for (const block of blocks) {
        await output.write(block)
        if (output.broken) throw STOP
      }
      if (output.copies) {
        await output.settled()
        batch.recycle(blocks)
      }
    }
    try {
      // Every line ends with LF now: the last piece leaves nothing.
      await sortPiece()
      if (runs.length > 0 && inMemory.length > 0) await toDisk()
      const block = (count: number) => Math.min(1 << 20, Math.max(1 << 16, Math.floor(held / (count + 1))))
      while (runs.length > FAN_IN) {
        const group = runs.splice(0, FAN_IN)
        const merged = newRun()
        const into = new Batch(unique)
        await mergeRuns(group, order, block(group.length), (source, start, end) => {
          if (into.add(source, start, end)) written(merged, into)
          return undefined
        })
        merged.write(into.take(true))
        merged.close()
        for (const run of group) run.remove()
      }
      const sources = runs.length > 0 ? runs : inMemory
      await mergeRuns(sources, order, block(sources.length), (source, start, end) =>
        batch.add(source, start, end) ? flush(false) : undefined,
      )
      await flush(true)
      await output.commit()
    } catch (error) {
      await output.abort()
      if (error === STOP) return EXIT_OK
      if (!(error instanceof FileError)) throw error
      io.stderr.write(`utf8x: ${error.message}\n`)
      return EXIT_USAGE
    }
    return EXIT_OK
  } catch (error) {
    // A temporary file that cannot be made or written.
    if (!(error instanceof FileError)) throw error
    io.stderr.write(`utf8x: ${error.message}\n`)
    return EXIT_USAGE
  } finally {
    for (const run of made) run.remove()
  }
}

/** Writes a batch's full blocks to a run, and gives them back to it. */
function written(run: RunFile, batch: Batch): void {
  const blocks = batch.take()
  run.write(blocks)
  batch.recycle(blocks)
}

/** A FILE opened, or null when it cannot be (said on standard error). */
async function opened(file: string, io: Io): Promise<Input | null> {
  try {
    return await openInput(file, io)
  } catch (error) {
    if (!(error instanceof FileError)) throw error
    io.stderr.write(`utf8x: ${error.message}\n`)
    return null
  }
}

/**
 * Says on standard error what the check of an input found, if anything: a UTF-∞-8 sequence too long to
 * follow, or an ill-formed sequence (on a line up to `before`).
 *
 * @returns the exit status, or null when there is nothing to say
 */
function reported(checker: Checker, input: Input, io: Io, before = Number.POSITIVE_INFINITY): number | null {
  if (checker.tooLong !== null) {
    io.stderr.write(`utf8x: ${input.name}: ${checker.tooLong.message}\n`)
    return EXIT_USAGE
  }
  const [problem] = checker.take()
  if (problem === undefined || problem.line > before) return null
  io.stderr.write(problemText(input.name, problem, paintFor({ ...io, stdout: io.stderr })))
  return EXIT_DATA
}

/** Node's, Bun's and Deno's native UTF-8 validator (strict: exactly the well-formed UTF-8), if any. */
const isUtf8 = (buffer as { isUtf8?: (bytes: Uint8Array) => boolean }).isUtf8

/** What `--check` found: the first line out of order (0: none), and whether it equals the one before. */
interface Disorder {
  readonly line: number
  readonly equal: boolean
}

/**
 * `--check`'s lines so far: the line before (in the chunk it came in, or a copy), a line begun in an
 * earlier chunk, how many lines were read, and the first line out of order.
 */
class CheckedLines {
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
async function checkBytes(
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
 * it, the line before the first being `lines`' (in `chunk`): their common start in place, four bytes at
 * a time then byte by byte (each line ends at its LF, which ends the loop), then its first byte that
 * differs; its LF is then found by memchr.
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
  const words = new DataView(chunk.buffer, chunk.byteOffset, chunk.length)
  const fits = chunk.length - 4
  const unique = lines.unique
  let before = lines.previousStart
  let number = lines.number
  let at = start
  while (at <= last) {
    number++
    let i = 0
    // Four bytes at a time (big-endian: their order is the bytes'), while equal and without an LF.
    while (at + i <= fits) {
      const word = words.getUint32(at + i)
      if (word !== words.getUint32(before + i)) break
      const x = word ^ 0x0a0a0a0a
      if (((x - 0x01010101) & ~x & 0x80808080) !== 0) break
      i += 4
    }
    let a = chunk[before + i] as number
    let b = chunk[at + i] as number
    while (a === b && b !== LF) {
      i++
      a = chunk[before + i] as number
      b = chunk[at + i] as number
    }
    // A line that ends first (at its LF) sorts first.
    let c = a === LF ? (b === LF ? 0 : -1) : b === LF ? 1 : a - b
    if (reverse) c = -c
    if (c > 0 || (unique && c === 0)) {
      lines.number = number
      lines.found = { line: number, equal: c === 0 }
      return false
    }
    const lf = b === LF ? at + i : view.indexOf(LF, at + i + 1)
    before = at
    at = lf + 1
  }
  lines.number = number
  lines.previous = chunk
  lines.previousStart = before
  lines.previousEnd = at - 1
  return true
}

/** The exit status of `--check`, and its message on standard error when a line is out of order. */
function disorderStatus(
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

/** `--check`: streams `file`, comparing each line with the one before it, in place where it can. */
async function checkOrder(
  file: string,
  io: Io,
  codec: ByteCodec,
  order: LineOrder,
  unique: boolean,
  reverse: boolean,
): Promise<number> {
  const input = await opened(file, io)
  if (input === null) return EXIT_USAGE
  const checker = new Checker(codec)
  const progress = new Progress(io.stderr, input.name, input.size)
  const lines = new CheckedLines(order, unique)
  const { part } = lines
  try {
    reading: for await (const chunk of input.chunks()) {
      checker.push(chunk)
      progress.update(checker.bytes)
      if (!checker.open) break
      let start = 0
      for (let lf = chunk.indexOf(LF); lf >= 0; lf = chunk.indexOf(LF, start)) {
        let ok: boolean
        if (part.length > 0) {
          part.append(chunk.subarray(start, lf))
          const line = part.take()
          ok = lines.follows(line, 0, line.length)
        } else {
          ok = lines.follows(chunk, start, lf)
        }
        start = lf + 1
        if (!ok) break reading
      }
      part.append(chunk.subarray(start))
      lines.release(chunk)
    }
    if (checker.open) checker.finish()
  } finally {
    progress.end()
    await input.close()
  }
  // An ill-formed sequence before the first line out of order is what is reported.
  const failed = reported(checker, input, io, lines.found?.line ?? Number.POSITIVE_INFINITY)
  if (failed !== null) return failed
  if (lines.found === null && part.length > 0) {
    const line = part.take()
    lines.follows(line, 0, line.length)
  }
  return disorderStatus(input.name, io, lines.found, unique, reverse)
}
