/**
 * `utf8x detect [--json] [FILE…]`: which schemes accept the bytes (as the registry's
 * `schemesAccepting` decides: each scheme's strict decoder), where each other scheme first fails, and
 * the byte order mark or magic number at the start (`sniffBOM`). Streams: every scheme checks the same
 * chunks, and reading stops once every scheme has refused.
 *
 * @module
 */

import { codecs, sniffBOM } from '@utf8x/codecs'
import { startCommand } from './_args.ts'
import { Checker } from './_check.ts'
import { paintFor } from './_color.ts'
import { type Io, openInput, streamOutput, writeText } from './_io.ts'
import { Progress } from './_progress.ts'
import { EXIT_DATA, EXIT_OK, EXIT_USAGE, FileError, printable } from './_usage.ts'

export const DETECT_HELP = `Usage: utf8x detect [--json] [FILE...]

Tells which schemes accept each FILE (standard input when there is none, or for -): for every scheme
utf8x knows, whether its strict decoder accepts all of the bytes, and if not, where the first ill-formed
sequence is. Also the byte order mark (or Corrected UTF-8's magic number) the file starts with. The same
bytes can be valid in several schemes: every one that accepts them is listed. Streams, and stops
reading once every scheme has refused.

Options:
      --json       one JSON document on standard output instead of text
  -h, --help       this help

Exit status: 0 some scheme accepts each file; 1 no scheme accepts a file; 2 a usage error, a file that
cannot be read, or standard output that cannot be written.

Example:
  $ utf8x detect classes.bin
  classes.bin: 5 bytes, starts with the byte order mark of utf-8
    accepted by: mutf-8, corrected-utf-8
    utf-8             line 1, column 2: overlong 2-byte sequence at byte 3 (C0 80): U+0000 takes 1 byte
    ...
`

/** Bytes a mark takes at the most (Corrected UTF-8's magic number). */
const MARK_BYTES = 8

interface Detection {
  readonly file: string
  readonly bytes: number
  /** Whether reading stopped early because every scheme had refused. */
  readonly complete: boolean
  readonly bom: { readonly scheme: string; readonly length: number } | null
  readonly accepted: string[]
  /** Schemes that could not tell: a UTF-∞-8 sequence longer than a window holds. */
  readonly undecided: { scheme: string; message: string }[]
  readonly rejected: {
    scheme: string
    kind: string
    offset: number
    line: number
    column: number
    message: string
  }[]
}

async function detectOne(file: string, io: Io): Promise<Detection> {
  const input = await openInput(file, io)
  const checkers = codecs.map((codec) => new Checker(codec))
  const progress = new Progress(io.stderr, input.name, input.size)
  const head = new Uint8Array(MARK_BYTES)
  let headLength = 0
  let bytes = 0
  let complete = true
  try {
    for await (const chunk of input.chunks()) {
      if (headLength < MARK_BYTES) {
        const take = chunk.subarray(0, MARK_BYTES - headLength)
        head.set(take, headLength)
        headLength += take.length
      }
      bytes += chunk.length
      for (const checker of checkers) checker.push(chunk)
      progress.update(bytes)
      if (checkers.every((checker) => !checker.open)) {
        complete = false
        break
      }
    }
    for (const checker of checkers) checker.finish()
  } finally {
    progress.end()
    await input.close()
  }
  const mark = sniffBOM(head.subarray(0, headLength))
  return {
    file: input.path,
    bytes,
    complete,
    bom: mark === null ? null : { scheme: mark.codec.name, length: mark.length },
    accepted: checkers
      .filter((checker) => checker.found === 0 && checker.tooLong === null)
      .map((checker) => checker.codec.name),
    undecided: checkers.flatMap((checker) =>
      checker.tooLong === null ? [] : [{ scheme: checker.codec.name, message: checker.tooLong.message }],
    ),
    rejected: checkers.flatMap((checker) =>
      checker.problems.slice(0, 1).map(({ kind, offset, line, column, message }) => ({
        scheme: checker.codec.name,
        kind,
        offset,
        line,
        column,
        message,
      })),
    ),
  }
}

export async function detect(argv: readonly string[], io: Io): Promise<number> {
  const out = streamOutput(io.stdout)
  const given = await startCommand(argv, { json: { type: 'boolean' } }, 'detect', DETECT_HELP, out)
  if (given === null) return EXIT_OK
  const { options, positionals } = given
  const paint = paintFor(io)
  const files = positionals.length > 0 ? positionals : ['-']
  const results: (Detection | { file: string; error: string })[] = []
  let status = EXIT_OK
  for (const file of files) {
    let found: Detection
    try {
      found = await detectOne(file, io)
    } catch (error) {
      if (!(error instanceof FileError)) throw error
      io.stderr.write(`utf8x: ${error.message}\n`)
      results.push({ file: error.path, error: error.reason })
      status = EXIT_USAGE
      continue
    }
    results.push(found)
    if (found.accepted.length === 0 && status === EXIT_OK) status = EXIT_DATA
    if (options.json) continue
    const size = found.complete ? `${found.bytes} bytes` : `read ${found.bytes} bytes`
    const mark =
      found.bom === null
        ? 'no byte order mark'
        : `starts with the ${found.bom.scheme === 'corrected-utf-8' ? 'magic number' : 'byte order mark'} of ${found.bom.scheme}`
    const lines = [`${paint.bold(printable(found.file))}: ${size}, ${mark}`]
    lines.push(
      `  accepted by: ${found.accepted.length > 0 ? found.accepted.join(', ') : paint.error('no scheme')}`,
    )
    const width = Math.max(0, ...found.rejected.map((r) => r.scheme.length))
    for (const r of found.rejected) {
      const what = r.message.replace(/^Cannot decode [^:]+: /, '')
      lines.push(`  ${paint.dim(`${r.scheme.padEnd(width)}  line ${r.line}, column ${r.column}:`)} ${what}`)
    }
    for (const u of found.undecided)
      lines.push(`  ${paint.dim(`${u.scheme.padEnd(width)}  undecided:`)} ${u.message}`)
    await writeText(out, `${lines.join('\n')}\n`)
    if (out.broken) return status
  }
  if (options.json) await writeText(out, `${JSON.stringify({ files: results }, null, 2)}\n`)
  await out.commit()
  return status
}
