// Runs the command in-process with fake streams: standard input from chunks, standard output and error
// collected; `tty` makes them terminals (for colour and the progress bar).
import { PassThrough } from 'node:stream'
import type { Io } from '../src/_io.ts'
import { main } from '../src/main.ts'

export interface Ran {
  status: number
  stdout: Uint8Array
  out: string
  err: string
}

export interface RunOptions {
  stdin?: Iterable<Uint8Array> | AsyncIterable<Uint8Array>
  tty?: boolean
  env?: Record<string, string | undefined>
  columns?: number
}

function sink(
  tty: boolean,
  columns: number,
): PassThrough & { isTTY: boolean; columns: number; bytes(): Uint8Array } {
  const stream = new PassThrough() as PassThrough & { isTTY: boolean; columns: number; bytes(): Uint8Array }
  const parts: Buffer[] = []
  stream.on('data', (chunk: Buffer) => parts.push(chunk))
  stream.isTTY = tty
  stream.columns = columns
  stream.bytes = () => new Uint8Array(Buffer.concat(parts))
  return stream
}

export async function run(argv: string[], options: RunOptions = {}): Promise<Ran> {
  const stdout = sink(options.tty ?? false, options.columns ?? 80)
  const stderr = sink(options.tty ?? false, options.columns ?? 80)
  const io: Io = {
    stdin: (options.stdin ?? []) as AsyncIterable<Uint8Array>,
    stdout,
    stderr,
    env: options.env ?? {},
  }
  const status = await main(argv, io)
  await new Promise((resolve) => setImmediate(resolve))
  const bytes = stdout.bytes()
  return {
    status,
    stdout: bytes,
    out: Buffer.from(bytes).toString('utf8'),
    err: Buffer.from(stderr.bytes()).toString('utf8'),
  }
}

/** Yields `bytes` cut at `cuts` (offsets, sorted or not). */
export function* chunked(bytes: Uint8Array, cuts: readonly number[]): Generator<Uint8Array> {
  let last = 0
  for (const cut of [...new Set(cuts)].filter((c) => c > 0 && c < bytes.length).sort((a, b) => a - b)) {
    yield bytes.slice(last, cut)
    last = cut
  }
  yield bytes.slice(last)
}

export const bytesOf = (...values: number[]) => new Uint8Array(values)
export const text = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'))
