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

import { totalmem } from 'node:os'
import { startCommand } from './_args.ts'
import type { Io, Output } from './_io.ts'
import { compareRanges, type LineOrder } from './_lines.ts'
import { EXIT_OK, printable, UsageError } from './_usage.ts'

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

/** What `sort` was asked to do, for the module that does it (`_sort-lines.ts`). */
export interface SortRequest {
  readonly files: readonly string[]
  readonly options: Readonly<Record<string, string | boolean | undefined>>
  readonly label: string
  readonly size: number
  readonly unique: boolean
  readonly reverse: boolean
  /** Whether `--check` of the file in UTF-8 byte order was tried already (`_sort-check.ts`), and said nothing. */
  readonly checked: boolean
  readonly out: Output
}

/** Byte order, or its reverse. */
export const byteLineOrder = (reverse: boolean): LineOrder =>
  reverse ? (a, s, e, b, t, f) => compareRanges(b, t, f, a, s, e) : compareRanges

export async function sort(argv: readonly string[], io: Io): Promise<number> {
  const given = await startCommand(argv, io, 'sort', SORT_HELP)
  if (given === null) return EXIT_OK
  const { out, options, positionals } = given
  const files = positionals.length === 0 ? ['-'] : positionals
  const unique = options.unique === true
  const reverse = options.reverse === true
  if (options.check) {
    if (files.length > 1) throw new UsageError(`sort --check takes one FILE at most (found ${files.length})`)
    if (options.output !== undefined) throw new UsageError('--check and --output do not go together')
  }
  const size =
    options['buffer-size'] === undefined ? defaultSize() : parseSize(String(options['buffer-size']))
  const label = String(options.scheme ?? UTF8)
  // `--check` of a UTF-8 file, in byte order: checked by the runtime's own validator and a byte loop, in a
  // module of its own, without the codecs (loaded only when the file is not well-formed, to say where).
  const checked = options.check === true && label === UTF8
  if (checked) {
    const { checkBytes } = await import('./_sort-check.ts')
    const fast = await checkBytes(files[0] as string, io, byteLineOrder(reverse), unique, reverse)
    if (fast !== null) return fast
  }
  const { sortLines } = await import('./_sort-lines.ts')
  return sortLines({ files, options, label, size, unique, reverse, checked, out }, io)
}
