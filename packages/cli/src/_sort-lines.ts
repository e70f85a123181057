/**
 * `utf8x sort` (and `--check` where `_sort-check.ts` does not apply): the lines of the FILEs in code point
 * order. Where the scheme's byte order is code point order (its `orderPreserving` flag: UTF-8, WTF-8, the
 * classic and eight-byte schemes...), lines are sorted by their bytes without a comparator per pair
 * (`_lines.ts`); for CESU-8 and MUTF-8, by `@utf8x/collation`'s comparator for the scheme. Lines are
 * sorted 1 MiB at a time and the sorted pieces merged with a heap (`_runs.ts`): in memory up to half of
 * `--buffer-size`, then from temporary files. `--check` streams.
 *
 * @module
 */

import { statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { engineLinkOf, utf8Scheme } from '@utf8x/core/internal'
import { utf8 } from '@utf8x/utf8-classic'
import { Bytes } from './_bytes.ts'
import { Checker } from './_check.ts'
import type { ByteCodec } from './_codec.ts'
import { paintFor } from './_color.ts'
import { CHUNK, fileOutput, type Input, type Io, type Output, openInput } from './_io.ts'
import {
  byteOrder,
  comparatorOrder,
  findLines,
  type LineOrder,
  type Lines,
  type OrderWork,
} from './_lines.ts'
import { Progress } from './_progress.ts'
import { problemText } from './_report.ts'
import { Batch, mergeRuns, RunFile } from './_runs.ts'
import { CheckedLines, checkBytes, disorderStatus } from './_sort-check.ts'
import { EXIT_DATA, EXIT_OK, EXIT_USAGE, FileError } from './_usage.ts'
import { byteLineOrder, type SortRequest } from './sort.ts'

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

/** The default scheme. */
const UTF8 = 'utf-8'

/** Thrown to stop a merge when the reader of the output went away. */
const STOP = Symbol('stop')

/** Sorts (or checks) as `request` says; returns the exit status. */
export async function sortLines(request: SortRequest, io: Io): Promise<number> {
  const { files, options, label, size, unique, reverse, checked, out } = request
  // The registry of labels and the comparators are loaded only for another scheme than UTF-8.
  const codec: ByteCodec = label === UTF8 ? utf8 : (await import('./_codec.ts')).codecFor(label, '--scheme')
  // Byte order where the scheme says it is code point order; its comparator elsewhere.
  const compare = codec.orderPreserving ? null : (await import('@utf8x/collation')).codePointComparator(codec)
  const order: LineOrder =
    compare === null
      ? byteLineOrder(reverse)
      : reverse
        ? (a, s, e, b, t, f) => compare(b.subarray(t, f), a.subarray(s, e))
        : (a, s, e, b, t, f) => compare(a.subarray(s, e), b.subarray(t, f))
  if (options.check) {
    const file = files[0] as string
    // Another label of UTF-8 in byte order: as sort.ts checks the default's (unless it did already),
    // falling back to the general check (which says where the input is ill-formed) when the file is not
    // well-formed.
    if (!checked && engineLinkOf(codec)?.scheme === utf8Scheme && compare === null) {
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
    // A run's memory is a whole piece (more for a longer line), so that the memory of the runs gone to
    // disk holds the next pieces, whatever their lengths.
    let room = spare.pop()
    while (room !== undefined && room.buffer.byteLength < end) room = spare.pop()
    const capacity = Math.max(end, piece)
    const batch = new Batch(unique, capacity, room === undefined ? undefined : new Uint8Array(room.buffer))
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
      // The merges read the runs into buffers of their own: the pieces' memory is let go.
      spare.length = 0
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
