/**
 * The `utf8x` command: reads the command line, runs one command, and returns the exit status. Everything
 * it touches comes through an {@link Io}, so the tests run it in-process as well as spawned.
 *
 * @module
 */

import { type Io, streamOutput, writeText } from './_io.ts'
import { EXIT_OK, EXIT_USAGE, OutputError, printable, UsageError } from './_usage.ts'
import { VERSION } from './_version.ts'

/** The command's help: the schemes' list comes from the codecs, loaded only when the help is shown. */
async function help(): Promise<string> {
  const { knownSchemes } = await import('./_codec.ts')
  return `Usage: utf8x COMMAND [OPTIONS] [ARGS]

Validate, convert, identify and explain bytes in UTF-8 and its relatives. Files or standard input,
streamed in constant memory.

Commands:
  validate [--scheme S] [--all] [--json] [-q|-l] [FILE...]  the first (or every) ill-formed sequence
  transcode --from S --to S [--replace] [IN] [OUT]   convert between schemes
  detect [--json] [-q|-l] [--max-bytes N] [FILE...]  the most likely encoding, and which schemes accept it
  explain TEXT | U+XXXX... | --bytes HEX [--scheme S]  bit diagrams of an encoding
  sort [-c] [-u] [-r] [-o OUT] [-S SIZE] [--scheme S] [FILE...]  lines in code point order
  fix [--dry-run] [IN] [OUT]                         repair mojibake (Ã© for é), line by line
  completion bash|zsh|fish                           a shell completion script

Options:
  -h, --help       this help; utf8x COMMAND --help for a command's
  -V, --version    the version

Schemes (any of these labels, in any letter case):
${knownSchemes()}

Exit status: 0 success; 1 the data is ill-formed, unsorted or cannot be converted, or fix --dry-run
found something to repair; 2 a usage error, a file that cannot be read or written, or standard output
that cannot be written.
`
}

interface Command {
  run: (argv: readonly string[], io: Io) => Promise<number>
  help: string
}

/** Each command's module, loaded only when the command runs (so `--version` loads none of them). */
const COMMANDS: Record<string, () => Promise<Command>> = {
  validate: () => import('./validate.ts').then((m) => ({ run: m.validate, help: m.VALIDATE_HELP })),
  transcode: () => import('./transcode.ts').then((m) => ({ run: m.transcode, help: m.TRANSCODE_HELP })),
  detect: () => import('./detect.ts').then((m) => ({ run: m.detect, help: m.DETECT_HELP })),
  explain: () => import('./explain.ts').then((m) => ({ run: m.explain, help: m.EXPLAIN_HELP })),
  sort: () => import('./sort.ts').then((m) => ({ run: m.sort, help: m.SORT_HELP })),
  fix: () => import('./fix.ts').then((m) => ({ run: m.fix, help: m.FIX_HELP })),
  completion: () => import('./completion.ts').then((m) => ({ run: m.completion, help: m.COMPLETION_HELP })),
}

/** The command `name` names, loaded, or undefined for none. */
const commandNamed = (name: string | undefined): Promise<Command> | undefined =>
  name !== undefined && Object.hasOwn(COMMANDS, name)
    ? (COMMANDS[name] as () => Promise<Command>)()
    : undefined

/**
 * Writes to a sink and waits until it has taken the text.
 *
 * @throws {OutputError} when it cannot be written
 */
async function say(sink: Io['stdout'], text: string, name: string): Promise<void> {
  const out = streamOutput(sink, name)
  await writeText(out, text)
  await out.commit()
}

/**
 * Runs `utf8x` with `argv` (the arguments after the command name).
 *
 * @returns the exit status: 0, 1 (the data), 2 (usage, files)
 */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  try {
    return await run(argv, io)
  } catch (error) {
    if (!(error instanceof OutputError)) throw error
    // Standard error may fail too: the status says it then.
    await say(io.stderr, `utf8x: ${error.message}\n`, '<stderr>').catch(() => {})
    return EXIT_USAGE
  }
}

async function run(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = argv
  if (name === undefined) {
    await say(io.stderr, await help(), '<stderr>')
    return EXIT_USAGE
  }
  if (name === '--help' || name === '-h') {
    await say(io.stdout, await help(), '<stdout>')
    return EXIT_OK
  }
  if (name === '--version' || name === '-V') {
    await say(io.stdout, `${VERSION}\n`, '<stdout>')
    return EXIT_OK
  }
  if (name === 'help') {
    const command = await commandNamed(rest[0])
    await say(io.stdout, command?.help ?? (await help()), '<stdout>')
    return EXIT_OK
  }
  const command = await commandNamed(name)
  try {
    if (command === undefined) {
      const shown = printable(name)
      throw new UsageError(name.startsWith('-') ? `unknown option '${shown}'` : `unknown command '${shown}'`)
    }
    return await command.run(rest, io)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    const more = command === undefined ? 'utf8x --help' : `utf8x ${name} --help`
    await say(io.stderr, `utf8x: ${error.message}\n(${more} says how to use it)\n`, '<stderr>').catch(
      () => {},
    )
    return EXIT_USAGE
  }
}
