/**
 * `utf8x validate [--scheme S] [--all] [--json] [FILE…]`: the first (or every) ill-formed sequence of
 * each file, with its kind, byte offset, line, column and the bytes around it. Exit status 0 when every
 * file is well-formed, 1 when one is not, 2 when a file cannot be read.
 *
 * @module
 */

import { engineLinkOf, utf8Scheme } from '@utf8x/core/internal'
import { utf8 } from '@utf8x/utf8-classic'
import { startCommand } from './_args.ts'
import { Checker, type Problem } from './_check.ts'
import type { ByteCodec } from './_codec.ts'
import { paintFor } from './_color.ts'
import { type Input, type Io, type Output, openInput, writeText } from './_io.ts'
import { Progress } from './_progress.ts'
import { problemText, REPORT_BATCH, TextReport } from './_report.ts'
import { listed, modeOf } from './_script.ts'
import { EXIT_DATA, EXIT_OK, EXIT_USAGE, FileError, printable } from './_usage.ts'
import { utf8FileCheck } from './_utf8-file.ts'
import { SequenceTooLong } from './_windows.ts'

export const VALIDATE_HELP = `Usage: utf8x validate [--scheme S] [--all | --json | -q | -l] [FILE...]

Checks that each FILE (standard input when there is none, or for -) is well-formed in the scheme, and
reports the first ill-formed sequence of each: its kind, byte offset, line and column, and the bytes
around it (the ill-formed ones in brackets). Streams: memory stays flat on files of any size.

Options:
  -s, --scheme S   the scheme (default utf-8); any label utf8x knows
  -a, --all        report every ill-formed sequence, not only the first: one for each U+FFFD that
                   replacement decoding (TextDecoder's, --replace) would write
      --json       one JSON document on standard output instead of text
  -q, --quiet      print nothing: the exit status says it; stops at the first file not well-formed
  -l, --files-with-errors
                   print only the names of the files not well-formed, one a line
  -h, --help       this help

Exit status: 0 every file is well-formed; 1 one is not; 2 a usage error, a file that cannot be read, or
standard output that cannot be written. (-q and -l change what is printed, not the status; a file that
cannot be read is still named on standard error.)

Example:
  $ utf8x validate notes.txt
  notes.txt:3:12: Cannot decode utf-8: overlong 2-byte sequence at byte 70 (C0 80): U+0000 takes 1 byte
    bytes 62-78: 6C 6F 20 77 6F 72 6C 64 [C0] 80 20 61 6E 64 0A 6D 6F
`

export { problemText }

/** A problem as JSON (its fields as they are). */
const problemJson = (problem: Problem): string => JSON.stringify(problem)

/** Checks one file without a report (`-q`, `-l`): whether it is well-formed. */
async function quietCheck(input: Input, checker: Checker, io: Io, progress: boolean): Promise<boolean> {
  const bar = progress ? new Progress(io.stderr, input.name, input.size) : null
  try {
    for await (const chunk of input.chunks()) {
      checker.push(chunk)
      bar?.update(checker.bytes)
      if (!checker.open) break
    }
    checker.finish()
  } finally {
    bar?.end()
    await input.close()
  }
  if (checker.tooLong !== null) {
    io.stderr.write(`utf8x: ${input.name}: ${checker.tooLong.message}\n`)
    throw checker.tooLong
  }
  return checker.found === 0
}

/** Bytes checked at a time with `--all`: the errors of one piece are written before the next is read. */
const PIECE = 1 << 12
/** Report text gathered before it is written. */
const BATCH = 1 << 15

/**
 * Writes one file's report, problems as they are found (a piece of input at a time, so that memory does
 * not grow with their number); returns whether it was well-formed.
 */
async function check(input: Input, checker: Checker, out: Output, io: Io, json: boolean): Promise<boolean> {
  const paint = paintFor(io)
  const progress = new Progress(io.stderr, input.name, input.size)
  // Without colour, the problems are written as bytes straight into a buffer, handed over in large
  // pieces; else made as text, gathered into batches.
  const report = json || paint.enabled ? null : new TextReport(input.name)
  checker.reportTo(report)
  let first = true
  let text = ''
  const gather = () => {
    for (const problem of checker.take()) {
      text += json
        ? `${first ? '' : ',\n'}      ${problemJson(problem)}`
        : problemText(input.name, problem, paint)
      first = false
    }
  }
  const flush = async () => {
    if (report !== null) {
      if (report.length === 0) return
      await out.write(report.view())
      // The report's buffer is written again once the output is done with it (when it copies it out).
      if (out.copies) {
        await out.settled()
        report.clear()
      } else report.detach()
      return
    }
    gather()
    const batch = text
    text = ''
    await writeText(out, batch)
  }
  /** Whether enough of the report is gathered to be written. */
  const full = () => {
    if (report !== null) return report.length >= REPORT_BATCH
    gather()
    return text.length >= BATCH
  }
  if (json) await writeText(out, jsonStart(input.path))
  try {
    reading: for await (const chunk of input.chunks()) {
      const piece = checker.all ? PIECE : chunk.length
      for (let at = 0; at < chunk.length; at += piece) {
        checker.push(chunk.subarray(at, at + piece))
        if (full()) await flush()
        if (!checker.open || out.broken) break reading
      }
      progress.update(checker.bytes)
      await flush()
    }
    checker.finish()
    await flush()
  } finally {
    progress.end()
    await input.close()
  }
  if (checker.tooLong !== null) {
    io.stderr.write(`utf8x: ${input.name}: ${checker.tooLong.message}\n`)
    if (json)
      await writeText(
        out,
        `${first ? '' : '\n'}      ],\n      "error": ${JSON.stringify(checker.tooLong.message)}\n    }`,
      )
    throw checker.tooLong
  }
  const wellFormed = checker.found === 0
  if (json) await writeText(out, `${first ? '' : '\n'}${jsonEnd(wellFormed, checker.bytes)}`)
  else if (wellFormed) await writeText(out, wellFormedText(input.name, checker.codec.name, checker.bytes))
  return wellFormed
}

/** A file's JSON entry up to its errors. */
const jsonStart = (path: string): string =>
  `    {\n      "file": ${JSON.stringify(path)},\n      "errors": [\n`
/** A file's JSON entry after its errors. */
const jsonEnd = (wellFormed: boolean, bytes: number): string =>
  `      ],\n      "wellFormed": ${wellFormed},\n      "bytes": ${bytes}\n    }`
/** The report of a well-formed file. */
const wellFormedText = (name: string, scheme: string, bytes: number): string =>
  `${name}: well-formed ${scheme} (${bytes} bytes)\n`

/**
 * Whether the file is well-formed UTF-8 by the runtime's validator ({@link utf8FileCheck}): its size when
 * it is, -1 when it is not, null when that check does not apply (another scheme, standard input, not a
 * regular file). With `bar`, a progress bar on standard error.
 */
function quickCheck(file: string, codec: ByteCodec, io: Io, bar: boolean): Promise<number | null> {
  if (engineLinkOf(codec)?.scheme !== utf8Scheme || file === '-') return Promise.resolve(null)
  return utf8FileCheck(file, bar ? (size) => new Progress(io.stderr, printable(file), size) : undefined)
}

/** The label of the scheme without `--scheme`. */
const UTF8 = 'utf-8'

/**
 * A file that could not be checked (exit status 2): one that cannot be read, named on standard error here,
 * or a sequence too long, named where it was found.
 *
 * @throws anything else
 */
function unchecked(error: unknown, io: Io): void {
  if (error instanceof SequenceTooLong) return
  if (!(error instanceof FileError)) throw error
  io.stderr.write(`utf8x: ${error.message}\n`)
}

export async function validate(argv: readonly string[], io: Io): Promise<number> {
  const given = await startCommand(argv, io, 'validate', VALIDATE_HELP)
  if (given === null) return EXIT_OK
  const { out, options, positionals } = given
  const label = String(options.scheme ?? UTF8)
  // The registry of every scheme's labels is loaded only for another label than the default's.
  const codec = label === UTF8 ? utf8 : (await import('./_codec.ts')).codecFor(label, '--scheme')
  const mode = modeOf(given, ['json', 'all'])
  const json = options.json === true
  const files = positionals.length > 0 ? positionals : ['-']
  let status = EXIT_OK
  if (mode !== 'report') {
    for (const file of files) {
      let wellFormed: boolean
      try {
        const quick = await quickCheck(file, codec, io, mode === 'list')
        wellFormed =
          quick === null
            ? await quietCheck(await openInput(file, io), new Checker(codec), io, mode === 'list')
            : quick >= 0
      } catch (error) {
        unchecked(error, io)
        status = EXIT_USAGE
        continue
      }
      if (wellFormed) continue
      if (status === EXIT_OK) status = EXIT_DATA
      if (mode === 'quiet') return status
      await writeText(out, listed(file === '-' ? '<stdin>' : file, io))
      if (out.broken) return status
    }
    await out.commit()
    return status
  }
  if (json) await writeText(out, `{\n  "scheme": ${JSON.stringify(codec.name)},\n  "files": [\n`)
  for (const [index, file] of files.entries()) {
    if (json && index > 0) await writeText(out, ',\n')
    try {
      const quick = await quickCheck(file, codec, io, true)
      if (quick !== null && quick >= 0) {
        await writeText(
          out,
          json
            ? `${jsonStart(file)}${jsonEnd(true, quick)}`
            : wellFormedText(printable(file), codec.name, quick),
        )
        if (out.broken) return status
        continue
      }
      // Not well-formed (or not checked): the general checker reads it again, and says where.
      const input = await openInput(file, io)
      const wellFormed = await check(input, new Checker(codec, options.all === true), out, io, json)
      if (!wellFormed && status === EXIT_OK) status = EXIT_DATA
    } catch (error) {
      unchecked(error, io)
      status = EXIT_USAGE
      if (json && error instanceof FileError) {
        const entry = { file: error.path, error: error.reason }
        await writeText(out, `    ${JSON.stringify(entry)}`)
      }
    }
    if (out.broken) return status
  }
  if (json) await writeText(out, '\n  ]\n}\n')
  await out.commit()
  return status
}
