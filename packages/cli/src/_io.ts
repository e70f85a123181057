/**
 * The command's input and output: files or standard input read in chunks into one reused buffer, standard
 * output written with back-pressure and a reader that goes away (`| head`) ending the work quietly, and
 * output files written to a temporary file beside them, renamed into place only on success (or, for an
 * existing output that is not a regular file or is a symbolic link, written through).
 * Node's APIs (`node:fs`, streams), which Node, Bun and Deno all provide.
 *
 * @module
 */

import { Buffer } from 'node:buffer'
import { closeSync, openSync, readSync, type Stats, statSync } from 'node:fs'
import { chmod, chown, type FileHandle, lstat, open, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { FileError, fileError, OutputError, printable } from './_usage.ts'

/** Bytes read at a time from a file. */
export const CHUNK = 1 << 18

/** A writable stream as the command uses it (process.stdout, or a test's stream). */
export interface Sink {
  write(chunk: Uint8Array | string, callback?: (error?: Error | null) => void): boolean
  once(event: 'drain' | 'error' | 'close', listener: (...args: unknown[]) => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown
  readonly isTTY?: boolean
  readonly columns?: number
}

/** What the command talks to: the process's streams and environment, or a test's. */
export interface Io {
  readonly stdin: AsyncIterable<Uint8Array | string>
  readonly stdout: Sink
  readonly stderr: Sink
  readonly env: Readonly<Record<string, string | undefined>>
}

/**
 * An input: its path (`<stdin>` for standard input), its name for messages (the path with control
 * characters escaped), its size when known, and its chunks (each valid until the next).
 */
export interface Input {
  readonly path: string
  readonly name: string
  readonly size: number | null
  chunks(): AsyncGenerator<Uint8Array>
  close(): Promise<void>
}

/**
 * Opens a file, or standard input for `-` (or no path). Fails now, with the file's name and the reason,
 * when the file cannot be opened.
 *
 * @throws {FileError} for a missing or unreadable file, or a directory
 */
export async function openInput(path: string | undefined, io: Io): Promise<Input> {
  if (path === undefined || path === '-') {
    return {
      path: '<stdin>',
      name: '<stdin>',
      size: null,
      async *chunks() {
        for await (const chunk of io.stdin) {
          yield typeof chunk === 'string' ? utf8Bytes(chunk) : chunk
        }
      },
      close: async () => {},
    }
  }
  const small = smallFile(path)
  if (small !== null) return small
  let handle: FileHandle | undefined
  let size: number
  try {
    handle = await open(path, 'r')
    const stat = await handle.stat()
    if (stat.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' })
    size = stat.isFile() ? stat.size : -1
  } catch (error) {
    // Never left to the garbage collector (an error from Node 26 on).
    await handle?.close().catch(() => {})
    throw fileError(path, error)
  }
  const file = handle
  return {
    path,
    name: printable(path),
    size: size < 0 ? null : size,
    async *chunks() {
      // A regular file of a chunk or more: synchronous reads into one reused buffer (no thread pool round
      // trip for each read).
      if (size >= CHUNK) {
        yield* syncChunks(file.fd, path)
        return
      }
      // A small file in one read into a buffer its size (many small files in one call: no 256 KiB
      // buffer to allocate and collect for each); a file that turns out bigger, in CHUNK reads.
      let buffer = new Uint8Array(size >= 0 && size < CHUNK ? size + 1 : CHUNK)
      for (;;) {
        let read: number
        try {
          ;({ bytesRead: read } = await file.read(buffer, 0, buffer.length, null))
        } catch (error) {
          throw fileError(path, error)
        }
        if (read === 0) return
        yield buffer.subarray(0, read)
        if (read === buffer.length && buffer.length < CHUNK) buffer = new Uint8Array(CHUNK)
      }
    },
    close: () => file.close(),
  }
}

/** Small regular files read at once since the event loop last had a turn (one count for the process). */
const smallReads = { sinceTurn: 0 }

/**
 * A regular file smaller than a chunk, read whole at once (synchronously: a thousand files in one call
 * cost little more than one), or null for anything else (a missing file, a FIFO, a device, a bigger
 * file), which {@link openInput} opens as a stream.
 */
function smallFile(path: string): Input | null {
  let bytes: Uint8Array | null
  try {
    const stat = statSync(path)
    if (!stat.isFile() || stat.size >= CHUNK) return null
    bytes = readSmall(path, stat.size)
  } catch {
    // Opened again as a stream, which says what is wrong.
    return null
  }
  if (bytes === null) return null
  const whole = bytes
  return {
    path,
    name: printable(path),
    size: whole.length,
    async *chunks() {
      // Now and then a turn of the event loop, so that a signal (Ctrl-C) is handled on a long list.
      if (++smallReads.sinceTurn >= 64) {
        smallReads.sinceTurn = 0
        await new Promise((resolve) => setImmediate(resolve))
      }
      if (whole.length > 0) yield whole
    },
    close: async () => {},
  }
}

/** The whole of a small file, or null when it grew past `size` since its size was taken. */
function readSmall(path: string, size: number): Uint8Array | null {
  const fd = openSync(path, 'r')
  try {
    const buffer = new Uint8Array(size + 1)
    // A regular file reads in full up to its end: a shorter read is its end.
    const read = readSync(fd, buffer, 0, buffer.length, null)
    return read > size ? null : buffer.subarray(0, read)
  } finally {
    closeSync(fd)
  }
}

/** Reads of a regular file between two turns of the event loop (so that a signal is handled on a long run). */
const TURN = 64

/**
 * The chunks of the open regular file `fd`, read synchronously into one reused buffer of {@link CHUNK}
 * bytes (no thread pool round trip and no promise for each read), with a turn of the event loop every 64
 * reads. Each chunk is a view of that buffer, good until the next is asked for. With `into`, each read
 * goes to the start of the view it returns (at least {@link CHUNK} bytes long), and the chunk is a view of
 * that.
 *
 * @throws {FileError} naming `path` when a read fails
 */
export async function* syncChunks(
  fd: number,
  path: string,
  into?: () => Uint8Array,
): AsyncGenerator<Uint8Array> {
  const own = into === undefined ? new Uint8Array(CHUNK) : null
  for (let reads = 1; ; reads++) {
    if (reads % TURN === 0) await new Promise((resolve) => setImmediate(resolve))
    const buffer = own ?? (into as () => Uint8Array)()
    let read: number
    try {
      read = readSync(fd, buffer, 0, CHUNK, null)
    } catch (error) {
      throw fileError(path, error)
    }
    if (read === 0) return
    yield buffer.subarray(0, read)
  }
}

/** Whether an error says the reader of a pipe went away. */
export function isBrokenPipe(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED' || (error as Error)?.name === 'BrokenPipe'
}

/** Where output goes: a stream (standard output) or a file being written. */
export interface Output {
  /** Writes bytes, waiting while the reader is behind. Does nothing once the reader has gone. */
  write(bytes: Uint8Array): Promise<void>
  /** The reader went away (a broken pipe): the work can stop, quietly. */
  readonly broken: boolean
  /**
   * Whether the bytes written are copied out (to a file descriptor) by the time {@link Output.settled}
   * resolves, so that the caller may then change them; false for a stream that may pass them on as they
   * are (a PassThrough).
   */
  readonly copies: boolean
  /** Until the output is done with every byte written so far. */
  settled(): Promise<void>
  /** Finishes: flushes a stream; closes and renames a file into place. */
  commit(): Promise<void>
  /** Gives up: deletes the temporary file. Safe to call more than once, and after `commit`. */
  abort(): Promise<void>
}

/**
 * Output to a stream; a broken pipe stops it quietly. Any other write error (a full disk, a standard output
 * that cannot be written) is an {@link OutputError} naming `name`, thrown by the next `write` or by
 * `commit`, which waits until the stream has taken (or refused) everything written.
 */
export function streamOutput(sink: Sink, name = '<stdout>'): Output {
  let broken = false
  let failure: unknown = null
  /** Settles when the last write is done with, well or not. */
  let last: Promise<void> = Promise.resolve()
  const fail = (error: unknown) => {
    if (isBrokenPipe(error)) broken = true
    else failure ??= error
  }
  sink.on('error', fail)
  const check = () => {
    if (failure !== null) throw new OutputError(fileError(name, failure).message)
  }
  /** Until the sink emits one of `events`, or fails or closes. */
  const until = (events: readonly ('drain' | 'error' | 'close')[], also?: Promise<void>) =>
    new Promise<void>((resolve) => {
      const done = () => {
        for (const event of ['drain', 'error', 'close']) sink.removeListener(event, done)
        resolve()
      }
      for (const event of new Set([...events, 'error', 'close'] as const)) sink.once(event, done)
      also?.then(done)
    })
  // A stream over a file descriptor (standard output on Node, Bun and Deno) has written a chunk when it
  // calls back.
  const copies = typeof (sink as { fd?: unknown }).fd === 'number'
  return {
    get broken() {
      return broken
    },
    copies,
    async write(bytes) {
      check()
      if (broken || bytes.length === 0) return
      let ok = true
      last = new Promise<void>((resolve) => {
        try {
          ok = sink.write(bytes, (error) => {
            if (error) fail(error)
            resolve()
          })
        } catch (error) {
          fail(error)
          resolve()
        }
      })
      if (!ok && !broken && failure === null) await until(['drain'])
      check()
    },
    async settled() {
      await last
    },
    async commit() {
      if (!broken && failure === null) await until([], last)
      check()
    },
    async abort() {},
  }
}

/**
 * Output to a file. A new file, or an existing regular file, is written to a temporary file in the same
 * directory (so the rename cannot cross file systems), given the old file's mode and, where the process
 * may set them, its owner and group, and renamed over `path` by `commit`; `abort` deletes it, so an error
 * never leaves a partial output file behind. (A rename makes a new file: other hard links to the old one
 * keep the old contents.) An existing `path` that is not a regular file (a FIFO, a device such as
 * `/dev/null`) or is a symbolic link (`/dev/stdout`, a link to a file) is written through, as a shell's
 * `>` writes, and so is not all or nothing.
 *
 * @throws {FileError} for a directory, or when the temporary file (or `path`, written through) cannot be
 *   opened
 */
export async function fileOutput(path: string): Promise<Output> {
  let old: Stats | null = null
  try {
    old = await lstat(path)
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 'ENOENT') throw fileError(path, error)
  }
  if (old?.isDirectory()) throw fileError(path, { code: 'EISDIR' })
  if (old !== null && !old.isFile()) return throughOutput(path)
  // Loaded here, not at start: a command that writes no file (and `--version`) does without it.
  const { randomBytes } = await import('node:crypto')
  const temporary = join(dirname(path), `.${basename(path)}.utf8x-${randomBytes(6).toString('hex')}.tmp`)
  let handle: FileHandle | null
  try {
    handle = await open(temporary, 'wx')
  } catch (error) {
    throw fileError(path, error)
  }
  temporaries.add(temporary)
  let done = false
  const close = async () => {
    const h = handle
    handle = null
    await h?.close()
  }
  const output: Output = {
    broken: false,
    async write(bytes) {
      if (handle === null) return
      try {
        await writeAll(handle, bytes)
      } catch (error) {
        throw fileError(path, error)
      }
    },
    // Each write is done with when it returns.
    copies: true,
    settled: async () => {},
    async commit() {
      try {
        await close()
        await rename(temporary, path)
        temporaries.delete(temporary)
        done = true
      } catch (error) {
        throw fileError(path, error)
      }
    },
    async abort() {
      if (done) return
      done = true
      await close().catch(() => {})
      await rm(temporary, { force: true })
      temporaries.delete(temporary)
    },
  }
  if (old !== null) {
    try {
      await keepOwnerAndMode(temporary, old)
    } catch (error) {
      await output.abort()
      throw fileError(path, error)
    }
  }
  return output
}

/** Gives a new file the owner, group and mode of the file it replaces (the owner as far as allowed). */
async function keepOwnerAndMode(path: string, old: Stats): Promise<void> {
  const now = await lstat(path)
  if (now.uid !== old.uid || now.gid !== old.gid) {
    // Only root may give a file away; a user may still set a group of theirs. First, as a change of
    // owner clears the set-user-ID and set-group-ID bits.
    await chown(path, old.uid, old.gid).catch(() => chown(path, now.uid, old.gid).catch(() => {}))
  }
  await chmod(path, old.mode & 0o7777)
}

/** Writes all of `bytes` (a write may take fewer). */
async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let at = 0
  while (at < bytes.length) at += (await handle.write(bytes, at, bytes.length - at)).bytesWritten
}

/** Output written through an existing path that is not a regular file, or is a symbolic link. */
async function throughOutput(path: string): Promise<Output> {
  let handle: FileHandle | null
  try {
    handle = await open(path, 'w')
  } catch (error) {
    throw fileError(path, error)
  }
  let broken = false
  const close = async () => {
    const h = handle
    handle = null
    await h?.close()
  }
  return {
    get broken() {
      return broken
    },
    async write(bytes) {
      if (handle === null || broken) return
      try {
        await writeAll(handle, bytes)
      } catch (error) {
        // A FIFO whose reader went away, as a pipe on standard output: stop quietly.
        if (isBrokenPipe(error)) broken = true
        else throw fileError(path, error)
      }
    },
    copies: true,
    settled: async () => {},
    async commit() {
      try {
        await close()
      } catch (error) {
        throw fileError(path, error)
      }
    },
    async abort() {
      await close().catch(() => {})
    },
  }
}

/** Temporary files being written, deleted by the signal handler (`cli.ts`) if the process is interrupted. */
const temporaries = new Set<string>()

/** Makes a temporary file known to the signal handler, which deletes it if the process is interrupted. */
export function keepTemporary(path: string): void {
  temporaries.add(path)
}

/** Forgets a temporary file that is deleted. */
export function forgetTemporary(path: string): void {
  temporaries.delete(path)
}

/** The temporary files not yet committed or deleted (for a signal handler, which must be quick). */
export function pendingTemporaries(): readonly string[] {
  return [...temporaries]
}

/**
 * Opens IN and OUT (standard input, `out` for a missing OUT or `-`); with `out` null, IN alone.
 *
 * @returns both, or `null` when one cannot be opened: named on standard error (exit status 2), and the
 *   input closed (a file handle left to the garbage collector is an error from Node 26 on)
 */
export async function openInOut<O extends Output | null>(
  inPath: string | undefined,
  outPath: string | undefined,
  io: Io,
  out: O,
): Promise<{ input: Input; output: Output | O } | null> {
  let input: Input | undefined
  try {
    input = await openInput(inPath, io)
    if (out === null || outPath === undefined || outPath === '-') return { input, output: out }
    return { input, output: await fileOutput(outPath) }
  } catch (error) {
    await input?.close()
    if (!(error instanceof FileError)) throw error
    io.stderr.write(`utf8x: ${error.message}\n`)
    return null
  }
}

/** Text as UTF-8 (a lone surrogate, as in a file name, as U+FFFD). */
export function utf8Bytes(text: string): Uint8Array {
  return Buffer.from(text, 'utf8')
}

/** Writes text (UTF-8) to an output. */
export function writeText(output: Output, text: string): Promise<void> {
  return output.write(utf8Bytes(text))
}
