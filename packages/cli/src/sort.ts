/**
 * `utf8x sort [--check] [--scheme S] [FILE]`: lines in code point order (the byte order of UTF-8, not
 * the UTF-16 order of JavaScript's `<` and `Array.prototype.sort`, which puts U+FF5E after U+1F600), by
 * `@utf8x/collation`'s comparator for the scheme (CESU-8 and MUTF-8 included, whose byte order is not
 * code point order). `--check` streams; sorting holds the input in memory, as any sort must.
 *
 * @module
 */

import { codePointComparator } from '@utf8x/collation'
import { startCommand } from './_args.ts'
import { Bytes } from './_bytes.ts'
import { Checker } from './_check.ts'
import { codecFor } from './_codec.ts'
import { paintFor } from './_color.ts'
import { type Input, type Io, openInput, streamOutput } from './_io.ts'
import { Progress } from './_progress.ts'
import { EXIT_DATA, EXIT_OK, EXIT_USAGE, FileError, UsageError } from './_usage.ts'
import { problemText } from './validate.ts'

export const SORT_HELP = `Usage: utf8x sort [--check] [--scheme S] [FILE]

Writes the lines of FILE (standard input when absent or -) in code point order: the order of the
characters' numbers, which is the byte order of UTF-8 (and not the UTF-16 order of JavaScript's sort,
which puts U+FF5E after U+1F600). Lines end at LF; a last line without one gets one. Equal lines keep
their order. The input must be well-formed in the scheme: the first ill-formed sequence is reported as
validate does.

Options:
  -c, --check      write nothing; exit 1 at the first line out of order
  -s, --scheme S   the scheme of the input (default utf-8); any label utf8x knows
  -h, --help       this help

Memory: --check streams (it holds two lines); sorting holds the whole input.

Exit status: 0 sorted (or, with --check, already in order); 1 out of order (--check) or ill-formed input;
2 a usage error, a file that cannot be read, or standard output that cannot be written.
`

const LF = 0x0a

/** The lines of `bytes` (views, without their LF); a last line without LF counts, an empty tail does not. */
function lines(bytes: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = []
  let start = 0
  for (let lf = bytes.indexOf(LF); lf >= 0; lf = bytes.indexOf(LF, start)) {
    out.push(bytes.subarray(start, lf))
    start = lf + 1
  }
  if (start < bytes.length) out.push(bytes.subarray(start))
  return out
}

export async function sort(argv: readonly string[], io: Io): Promise<number> {
  const out = streamOutput(io.stdout)
  const given = await startCommand(
    argv,
    {
      check: { type: 'boolean', short: 'c' },
      scheme: { type: 'string', short: 's' },
    },
    'sort',
    SORT_HELP,
    out,
  )
  if (given === null) return EXIT_OK
  const { options, positionals } = given
  if (positionals.length > 1)
    throw new UsageError(`sort takes one FILE at most (found ${positionals.length})`)
  const codec = codecFor(String(options.scheme ?? 'utf-8'), '--scheme')
  const compare = codePointComparator(codec)
  let input: Input
  try {
    input = await openInput(positionals[0], io)
  } catch (error) {
    if (!(error instanceof FileError)) throw error
    io.stderr.write(`utf8x: ${error.message}\n`)
    return EXIT_USAGE
  }
  const checker = new Checker(codec)
  const progress = new Progress(io.stderr, input.name, input.size)
  const whole = new Bytes()
  const line = new Bytes()
  let previous: Uint8Array | null = null
  let number = 0
  let disorder = 0
  /** `--check`: compares each complete line with the one before it. */
  const checkLine = (current: Uint8Array): boolean => {
    number++
    if (previous !== null && compare(previous, current) > 0) {
      disorder = number
      return false
    }
    previous = current
    return true
  }
  try {
    reading: for await (const chunk of input.chunks()) {
      checker.push(chunk)
      progress.update(checker.bytes)
      if (!checker.open) break
      if (!options.check) {
        whole.append(chunk)
        continue
      }
      let start = 0
      for (let lf = chunk.indexOf(LF); lf >= 0; lf = chunk.indexOf(LF, start)) {
        line.append(chunk.subarray(start, lf))
        start = lf + 1
        if (!checkLine(line.take())) break reading
      }
      line.append(chunk.subarray(start))
    }
    if (checker.open) checker.finish()
  } finally {
    progress.end()
    await input.close()
  }
  if (checker.tooLong !== null) {
    io.stderr.write(`utf8x: ${input.name}: ${checker.tooLong.message}\n`)
    return EXIT_USAGE
  }
  const [problem] = checker.take()
  if (problem !== undefined && (disorder === 0 || problem.line <= disorder)) {
    io.stderr.write(problemText(input.name, problem, paintFor({ ...io, stdout: io.stderr })))
    return EXIT_DATA
  }
  if (options.check) {
    if (disorder === 0 && line.length > 0) checkLine(line.take())
    if (disorder === 0) return EXIT_OK
    io.stderr.write(
      `utf8x: ${input.name}:${disorder}: not in code point order: line ${disorder} sorts before line ${disorder - 1}\n`,
    )
    return EXIT_DATA
  }
  const sorted = lines(whole.view()).sort(compare)
  const batch = new Bytes()
  const newline = new Uint8Array([LF])
  for (const each of sorted) {
    batch.append(each)
    batch.append(newline)
    if (batch.length >= 1 << 16) {
      await out.write(batch.take())
      if (out.broken) return EXIT_OK
    }
  }
  await out.write(batch.take())
  await out.commit()
  return EXIT_OK
}
