/**
 * Whether a regular file is well-formed UTF-8 (RFC 3629), at the speed of the runtime's own validator
 * (`isUtf8` of `node:buffer`: simdutf on Node ≥ 22 and Bun): the file is read synchronously into one
 * reused buffer, and each read is handed to the validator whole but for a sequence it may cut short at its
 * end, which is kept for the next read. This says yes or no only; `validate` describes a first error with
 * its general checker, reading the file again.
 *
 * Exact across reads: the piece handed over ends before the last lead byte when only continuation bytes
 * (three at most) follow it, else at the read's end. A well-formed stream is well-formed up to any such
 * cut, and from it on; where the piece ends otherwise (in ASCII, or after four continuation bytes), no
 * byte that follows can make its end well-formed, so a "no" for the piece is the stream's "no".
 *
 * @module
 */

import * as buffer from 'node:buffer'
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs'
import { fileError } from './_usage.ts'

/** Node's, Bun's and Deno's native UTF-8 validator (strict: exactly the well-formed UTF-8), if any. */
export const isUtf8 = (buffer as { isUtf8?: (bytes: Uint8Array) => boolean }).isUtf8

/** Bytes read at a time. */
export const READ = 1 << 18

/** The one buffer every check reads into (made on first use), and reads since the event loop's last turn. */
const shared: { buffer: Uint8Array | null; reads: number } = { buffer: null, reads: 0 }

/** Reads between two turns of the event loop, so that a signal (Ctrl-C) is handled on a long run. */
const TURN = 64

/**
 * Where `bytes[0:end]` stops being surely whole: before its last lead byte when only continuation bytes
 * (three at most) follow it, else `end`.
 */
export function wholeEnd(bytes: Uint8Array, end: number): number {
  let at = end
  while (at > 0 && end - at < 3 && ((bytes[at - 1] as number) & 0xc0) === 0x80) at--
  return at > 0 && (bytes[at - 1] as number) >= 0xc0 ? at - 1 : end
}

/**
 * The size of the regular file `path` when it is well-formed UTF-8, -1 when it is not; null when this
 * check does not apply: no native validator, or `path` is not a regular file that opens (the general path
 * then reads it, and says what is wrong). `progress`, given the file's size, makes what is told the bytes
 * read so far, and ended at the end.
 *
 * @throws {FileError} when a read fails
 */
export async function utf8FileCheck(
  path: string,
  progress?: (size: number) => { update(bytes: number): void; end(): void },
): Promise<number | null> {
  if (isUtf8 === undefined) return null
  let fd: number
  let bar: { update(bytes: number): void; end(): void } | null = null
  try {
    // Looked at before it is opened: opening a FIFO waits for a writer, and closing it loses its data.
    if (!statSync(path).isFile()) return null
    fd = openSync(path, 'r')
  } catch {
    return null
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) return null
    bar = progress?.(stat.size) ?? null
    shared.buffer ??= new Uint8Array(READ)
    const bytes = shared.buffer
    let held = 0
    let total = 0
    for (;;) {
      if (++shared.reads >= TURN) {
        shared.reads = 0
        await new Promise((resolve) => setImmediate(resolve))
      }
      let read: number
      try {
        read = readSync(fd, bytes, held, bytes.length - held, null)
      } catch (error) {
        throw fileError(path, error)
      }
      if (read === 0) return held === 0 || isUtf8(bytes.subarray(0, held)) ? total : -1
      total += read
      bar?.update(total)
      const end = held + read
      const cut = wholeEnd(bytes, end)
      if (!isUtf8(bytes.subarray(0, cut))) return -1
      bytes.copyWithin(0, cut, end)
      held = end - cut
    }
  } finally {
    bar?.end()
    closeSync(fd)
  }
}
