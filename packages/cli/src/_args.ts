/**
 * Command-line arguments: `--name value`, `--name=value`, boolean `--name`, one-letter aliases (`-h`),
 * `--` to end the options, `-` as a positional (standard input).
 *
 * @module
 */

import { type Io, type Output, streamOutput, writeText } from './_io.ts'
import { printable, UsageError } from './_usage.ts'

/** The options a command takes: each a boolean flag or a string value, with an optional one-letter alias. */
export type OptionSpec = Record<string, { readonly type: 'boolean' | 'string'; readonly short?: string }>

/** What was given: option values by name, and the positional arguments in order. */
export interface Parsed {
  readonly options: Readonly<Record<string, string | boolean | undefined>>
  readonly positionals: readonly string[]
}

/**
 * Reads `argv` by `spec`.
 *
 * @throws {UsageError} for an unknown option, a missing value, a value given to a flag, or an option
 *   given twice
 */
export function parseArgs(argv: readonly string[], spec: OptionSpec, command: string): Parsed {
  const options: Record<string, string | boolean> = {}
  const positionals: string[] = []
  const byShort = new Map(Object.entries(spec).flatMap(([name, o]) => (o.short ? [[o.short, name]] : [])))
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1))
      break
    }
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg)
      continue
    }
    const equals = arg.indexOf('=')
    const key = equals < 0 ? arg : arg.slice(0, equals)
    const name = key.startsWith('--') ? key.slice(2) : byShort.get(key.slice(1))
    const option = name === undefined || key === '--' ? undefined : spec[name]
    if (name === undefined || option === undefined || (!key.startsWith('--') && key.length !== 2)) {
      throw new UsageError(`unknown option '${printable(key)}' for ${command}`)
    }
    if (name in options) throw new UsageError(`${printable(key)} is given twice`)
    if (option.type === 'boolean') {
      if (equals >= 0) throw new UsageError(`${printable(key)} takes no value`)
      options[name] = true
    } else if (equals >= 0) {
      options[name] = arg.slice(equals + 1)
    } else {
      const value = argv[i + 1]
      if (value === undefined) throw new UsageError(`${printable(key)} needs a value`)
      options[name] = value
      i++
    }
  }
  return { options, positionals }
}

/**
 * Each command's options, as its help writes them: `-s --scheme=S the scheme` (the one-letter alias first
 * when there is one, `=NAME` when the option takes a value, then what it is). The commands read their
 * arguments by these, and `utf8x completion` completes them.
 */
export const COMMAND_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  validate: [
    '-s --scheme=S the scheme',
    '-a --all every ill-formed sequence',
    '--json one JSON document',
    '-q --quiet print nothing: the exit status says it',
    '-l --files-with-errors the names of the files not well-formed',
  ],
  transcode: [
    '-f --from=S the scheme of the input',
    '-t --to=S the scheme to write',
    '-r --replace U+FFFD for what cannot be converted',
  ],
  detect: [
    '--max-bytes=N read only the first N bytes',
    '--json one JSON document',
    '-q --quiet print nothing: the exit status says it',
    '-l --files-with-errors the names of the files that fail',
  ],
  explain: ['-s --scheme=S the scheme', '-b --bytes=HEX bytes in hex'],
  sort: [
    '-c --check only check the order',
    '-u --unique one of each run of equal lines',
    '-r --reverse the reverse order',
    '-o --output=OUT the file to write',
    '-S --buffer-size=SIZE memory for sorted lines before runs go to disk',
    '-T --temporary-directory=DIR where runs go',
    '-s --scheme=S the scheme',
  ],
  fix: ['-n --dry-run only report what would be repaired'],
  completion: [],
}

/** One option of {@link COMMAND_OPTIONS}: its long name, one-letter alias ('' for none), whether it takes a value, what it is. */
export type CommandOption = readonly [long: string, short: string, value: boolean, what: string]

/** The options `command` takes, `-h --help` last. */
export const optionsOf = (command: string): CommandOption[] =>
  [...(COMMAND_OPTIONS[command] ?? []), '-h --help this help'].map((option) => {
    const [, short = '', long = '', value, what = ''] =
      /^(?:-(\w) )?--([\w-]+)(=\w+)? (.*)$/.exec(option) ?? []
    return [long, short, value !== undefined, what]
  })

/**
 * A command's start: reads `argv` by the command's {@link COMMAND_OPTIONS} (plus `-h`/`--help`), and prints
 * `help` to standard output when asked.
 *
 * @returns what was given and the command's standard output (`out`), or `null` when the help was printed (the command then exits 0)
 * @throws {OutputError} when the help cannot be written
 */
export async function startCommand(
  argv: readonly string[],
  io: Io,
  command: string,
  help: string,
): Promise<(Parsed & { readonly out: Output }) | null> {
  const out = streamOutput(io.stdout)
  const spec: OptionSpec = {}
  for (const [long, short, value] of optionsOf(command)) {
    spec[long] = { type: value ? 'string' : 'boolean', ...(short === '' ? {} : { short }) }
  }
  const parsed = parseArgs(argv, spec, command)
  if (!parsed.options.help) return { ...parsed, out }
  await writeText(out, help)
  await out.commit()
  return null
}

/**
 * The IN and OUT a command such as `transcode` takes (a missing one: standard input, standard output).
 *
 * @throws {UsageError} for more than two
 */
export function inAndOut(
  positionals: readonly string[],
  command: string,
): [string | undefined, string | undefined] {
  if (positionals.length > 2)
    throw new UsageError(`${command} takes IN and OUT at most (found ${positionals.length})`)
  return [positionals[0], positionals[1]]
}
