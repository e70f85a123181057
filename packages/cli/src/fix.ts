/**
 * `utf8x fix [--dry-run] [IN] [OUT]`: mojibake repaired line by line with `@utf8x/codecs`'
 * `repairMojibake`, the rest of the text written as it is, and what was undone reported on standard error.
 *
 * @module
 */

import { getCodec, repairMojibake } from '@utf8x/codecs'
import { isDecodeError } from '@utf8x/core'
import { inAndOut, startCommand } from './_args.ts'
import { type Io, openInOut, writeText } from './_io.ts'
import { EXIT_DATA, EXIT_OK, EXIT_USAGE, FileError } from './_usage.ts'

export const FIX_HELP = `Usage: utf8x fix [--dry-run] [IN] [OUT]

Repairs mojibake in IN (standard input when absent or -), UTF-8 text, and writes the text to OUT
(standard output when absent or -): each line that UTF-8 bytes became when read as Windows-1252 or
ISO-8859-1 (Latin-1), once or more (Ã© for é, Ã¢â‚¬â„¢ for ’), or that CESU-8 or Java's Modified UTF-8
became so (í ½í¸€ for 😀), is turned back into what it was; every other line is written as it is. Real
Latin-1 text (SÃO PAULO) is left alone: a line is repaired only when all of it reads back into
well-formed bytes. U+FFFD where bytes were lost cannot be undone: such lines are reported.

Standard error says what was undone: how many lines changed, and for each chain of mistakes how many
lines and the first of them. Lines end at LF (CR LF is kept); memory holds one line at a time.

Options:
  -n, --dry-run    write nothing: only report, and exit 1 if there is something to repair or report
  -h, --help       this help

OUT is written under a temporary name beside it and renamed into place when done, as transcode does.
IN must be well-formed UTF-8: the first ill-formed sequence stops the command (utf8x validate shows
where; utf8x transcode --replace writes U+FFFD for it).

Exit status: 0 written (whether or not anything was repaired); 1 --dry-run found lines to repair or with
U+FFFD, or IN is not well-formed UTF-8; 2 a usage error, or a file or standard output that cannot be read
or written.

Example:
  $ utf8x fix page.txt fixed.txt
  utf8x: page.txt: 2 of 40 lines repaired
    2 lines (first: line 3): utf-8 read as windows-1252
`

const UTF8 = /* @__PURE__ */ getCodec('utf-8')
/** Bytes of repaired text gathered before a write. */
const BATCH = 1 << 16

/** The lines of each chain of mistakes: how many, and the first. */
class Report {
  readonly #chains = new Map<string, { lines: number; first: number }>()
  #changed = 0

  add(line: number, steps: readonly string[], changed: boolean): void {
    const chain = steps.join(', then ')
    const seen = this.#chains.get(chain)
    if (seen === undefined) this.#chains.set(chain, { lines: 1, first: line })
    else seen.lines++
    if (changed) this.#changed++
  }

  get empty(): boolean {
    return this.#chains.size === 0
  }

  /** The report, one line for the input and one for each chain. */
  text(name: string, lines: number, dryRun: boolean): string {
    const count = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`
    if (this.empty) return `utf8x: ${name}: nothing to repair (${count(lines)})\n`
    const verb = dryRun ? 'to repair' : 'repaired'
    let out = `utf8x: ${name}: ${this.#changed} of ${count(lines)} ${verb}\n`
    for (const [chain, { lines: n, first }] of this.#chains)
      out += `  ${count(n)} (first: line ${first}): ${chain}\n`
    return out
  }
}

export async function fix(argv: readonly string[], io: Io): Promise<number> {
  const given = await startCommand(argv, io, 'fix', FIX_HELP)
  if (given === null) return EXIT_OK
  const { out, options, positionals } = given
  const [inPath, outPath] = inAndOut(positionals, 'fix')
  const dryRun = options['dry-run'] === true
  const opened = await openInOut(inPath, outPath, io, dryRun ? null : out)
  if (opened === null) return EXIT_USAGE
  const { input, output } = opened
  const decoder = UTF8.createDecoder({ ignoreBOM: true })
  const report = new Report()
  let line = 0
  let rest = ''
  let batch = ''
  /** Repairs the complete lines of `text` (after `rest`), keeping the unfinished last one. */
  const lines = async (text: string, final: boolean) => {
    if (!final && !text.includes('\n')) {
      rest += text
      return
    }
    const all = rest + text
    let start = 0
    for (
      let lf = all.indexOf('\n');
      lf >= 0 || (final && start < all.length);
      lf = all.indexOf('\n', start)
    ) {
      const end = lf < 0 ? all.length : lf + 1
      const content = all.slice(start, lf < 0 ? end : lf)
      line++
      const repaired = repairMojibake(content)
      if (repaired !== null) report.add(line, repaired.steps, repaired.text !== content)
      if (output !== null) {
        batch +=
          repaired === null ? all.slice(start, end) : repaired.text + all.slice(start + content.length, end)
        if (batch.length >= BATCH) {
          await writeText(output, batch)
          batch = ''
        }
      }
      start = end
      if (lf < 0) break
    }
    rest = all.slice(start)
  }
  try {
    for await (const chunk of input.chunks()) {
      await lines(decoder.decode(chunk, { stream: true }), false)
      if (output?.broken) break
    }
    if (!output?.broken) await lines(decoder.decode(), true)
    if (output !== null) {
      await writeText(output, batch)
      await output.commit()
    }
  } catch (error) {
    await output?.abort()
    if (isDecodeError(error)) {
      io.stderr.write(`utf8x: ${input.name}: ${error.message}\n`)
      return EXIT_DATA
    }
    if (error instanceof FileError) {
      io.stderr.write(`utf8x: ${error.message}\n`)
      return EXIT_USAGE
    }
    throw error
  } finally {
    await input.close()
  }
  if (output?.broken) return EXIT_OK
  io.stderr.write(report.text(input.name, line, dryRun))
  return dryRun && !report.empty ? EXIT_DATA : EXIT_OK
}
