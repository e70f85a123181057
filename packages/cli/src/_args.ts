/**
 * Command-line arguments: `--name value`, `--name=value`, boolean `--name`, one-letter aliases (`-h`),
 * `--` to end the options, `-` as a positional (standard input).
 *
 * @module
 */

import { type Output, writeText } from './_io.ts'
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
 * A command's start: reads `argv` by `spec` (plus `-h`/`--help`), and prints `help` to `out` when asked.
 *
 * @returns what was given, or `null` when the help was printed (the command then exits 0)
 * @throws {OutputError} when the help cannot be written
 */
export async function startCommand(
  argv: readonly string[],
  spec: OptionSpec,
  command: string,
  help: string,
  out: Output,
): Promise<Parsed | null> {
  const parsed = parseArgs(argv, { ...spec, help: { type: 'boolean', short: 'h' } }, command)
  if (!parsed.options.help) return parsed
  await writeText(out, help)
  await out.commit()
  return null
}
