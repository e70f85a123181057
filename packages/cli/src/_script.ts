/**
 * `-q`/`--quiet` and `-l`/`--files-with-errors`, for scripts and hooks, as `grep -q` and `grep -l`: the
 * exit status alone, or the names of the files that fail, one a line.
 *
 * @module
 */

import type { Parsed } from './_args.ts'
import type { Io } from './_io.ts'
import { printable, UsageError } from './_usage.ts'

/** What the command prints: its report, nothing (`-q`), or the names of the files that fail (`-l`). */
export type Mode = 'report' | 'quiet' | 'list'

/**
 * The mode the options ask for.
 *
 * @param others - the report's own options (`--json`, `--all`) that neither `-q` nor `-l` goes with
 * @throws {UsageError} for `-q` with `-l`, or either with one of `others`
 */
export function modeOf({ options }: Parsed, others: readonly string[]): Mode {
  const quiet = options.quiet === true
  const list = options['files-with-errors'] === true
  if (quiet && list) throw new UsageError('-q (--quiet) and -l (--files-with-errors) do not go together')
  if (!quiet && !list) return 'report'
  const clash = others.find((name) => options[name] === true)
  if (clash !== undefined)
    throw new UsageError(
      `${quiet ? '-q (--quiet)' : '-l (--files-with-errors)'} and --${clash} do not go together`,
    )
  return quiet ? 'quiet' : 'list'
}

/**
 * A file's name as `-l` lists it: as given, so that scripts get it back exactly (`<stdin>` for standard
 * input); on a terminal, with control characters escaped.
 */
export function listed(path: string, io: Io): string {
  return `${io.stdout.isTTY === true ? printable(path) : path}\n`
}
