/**
 * The executable: runs {@link main} on the process's arguments and streams, and sets the exit status.
 * An interrupted conversion (Ctrl-C, `kill`, a hang-up when the terminal closes) deletes its temporary
 * output file first, and ends by that signal (a shell reports 128 + its number).
 *
 * @module
 */

import { Buffer } from 'node:buffer'
import { rmSync, writeSync } from 'node:fs'
import module from 'node:module'
import process from 'node:process'
import { VERSION } from './_version.ts'

const argv = process.argv.slice(2)

/**
 * `utf8x --version` at once: written straight to file descriptor 1, before anything else is loaded or
 * set up. False when that write fails (then the command runs as usual, and says why the output cannot be
 * written).
 */
function quickVersion(): boolean {
  if (argv.length !== 1 || (argv[0] !== '--version' && argv[0] !== '-V')) return false
  const bytes = Buffer.from(`${VERSION}\n`)
  try {
    return writeSync(1, bytes) === bytes.length
  } catch {
    return false
  }
}

if (!quickVersion()) await run()

async function run(): Promise<void> {
  // Node ≥ 22.1 keeps the compiled code of this file on disk between runs (the runtime's own cache
  // directory; NODE_DISABLE_COMPILE_CACHE=1 turns it off). Where it is missing (Node 20, Bun, Deno) or
  // cannot be used (a read-only cache directory), the command runs as before.
  try {
    ;(module as { enableCompileCache?: () => unknown }).enableCompileCache?.()
  } catch {}

  const { pendingTemporaries } = await import('./_io.ts')
  const { main } = await import('./main.ts')
  type Io = import('./_io.ts').Io

  // Standard input and error are set up when first used (not at all for `--version`).
  const io: Io = {
    get stdin() {
      return process.stdin
    },
    stdout: process.stdout,
    get stderr() {
      return process.stderr
    },
    env: process.env,
  }

  for (const [signal, status] of [
    ['SIGHUP', 129],
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      for (const path of pendingTemporaries()) rmSync(path, { force: true })
      // Then end by the signal itself, as a shell expects of a process it interrupted (status 128 + its
      // number). Not process.exit, which in Node waits for a read that is blocked (IN a FIFO nobody writes
      // to). Where the signal is still caught, exit with its status.
      process.removeAllListeners(signal)
      process.kill(process.pid, signal)
      setTimeout(() => process.exit(status), 200)
    })
  }
  // A reader that goes away (`utf8x ... | head`) is handled where output is written; this keeps a late
  // EPIPE on a stream nobody writes to any more from ending the process with a stack trace.
  process.stdout.on('error', () => {})

  main(argv, io).then(
    (status) => {
      process.exitCode = status
    },
    (error: unknown) => {
      process.stderr.write(
        `utf8x: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      )
      process.exitCode = 70
    },
  )
}
