/**
 * `utf8x completion bash|zsh|fish`: a script that completes the command's commands, options, scheme
 * names and files in that shell.
 *
 * @module
 */

import { codecs } from '@utf8x/codecs'
import { startCommand } from './_args.ts'
import { type Io, streamOutput, writeText } from './_io.ts'
import { EXIT_OK, printable, UsageError } from './_usage.ts'

export const COMPLETION_HELP = `Usage: utf8x completion bash|zsh|fish

Prints a script that completes utf8x's commands, options, scheme names and files in that shell.

  bash:  source <(utf8x completion bash)          (in ~/.bashrc)
  zsh:   source <(utf8x completion zsh)           (in ~/.zshrc, after compinit)
  fish:  utf8x completion fish > ~/.config/fish/completions/utf8x.fish

Options:
  -h, --help       this help

Exit status: 0 the script was printed; 2 a usage error (no shell, or one utf8x has no script for), or
standard output that cannot be written.
`

/** Each command's options: [long, short or '', takes a value, what it is]. */
export const OPTIONS: Record<string, readonly (readonly [string, string, boolean, string])[]> = {
  validate: [
    ['scheme', 's', true, 'the scheme'],
    ['all', 'a', false, 'every ill-formed sequence'],
    ['json', '', false, 'one JSON document'],
    ['quiet', 'q', false, 'print nothing: the exit status says it'],
    ['files-with-errors', 'l', false, 'the names of the files not well-formed'],
  ],
  transcode: [
    ['from', 'f', true, 'the scheme of the input'],
    ['to', 't', true, 'the scheme to write'],
    ['replace', 'r', false, 'U+FFFD for what cannot be converted'],
  ],
  detect: [
    ['max-bytes', '', true, 'read only the first N bytes'],
    ['json', '', false, 'one JSON document'],
    ['quiet', 'q', false, 'print nothing: the exit status says it'],
    ['files-with-errors', 'l', false, 'the names of the files that fail'],
  ],
  explain: [
    ['scheme', 's', true, 'the scheme'],
    ['bytes', 'b', true, 'bytes in hex'],
  ],
  sort: [
    ['check', 'c', false, 'only check the order'],
    ['unique', 'u', false, 'one of each run of equal lines'],
    ['reverse', 'r', false, 'the reverse order'],
    ['output', 'o', true, 'the file to write'],
    ['buffer-size', 'S', true, 'memory for sorted lines before runs go to disk'],
    ['temporary-directory', 'T', true, 'where runs go'],
    ['scheme', 's', true, 'the scheme'],
  ],
  fix: [['dry-run', 'n', false, 'only report what would be repaired']],
  completion: [],
}

const COMMANDS = [...Object.keys(OPTIONS), 'help']
const SHELLS = ['bash', 'zsh', 'fish']
/** Options whose value is a scheme. */
const SCHEME_OPTIONS = ['scheme', 'from', 'to']

const flags = (command: string): string[] =>
  [...(OPTIONS[command] ?? []), ['help', 'h'] as const].flatMap(([long, short]) =>
    short === '' ? [`--${long}`] : [`-${short}`, `--${long}`],
  )

function bash(schemes: string): string {
  const cases = Object.keys(OPTIONS)
    .filter((command) => command !== 'completion')
    .map((command) => `    ${command}) options='${flags(command).join(' ')}' ;;`)
    .join('\n')
  return `# utf8x completion for bash: source <(utf8x completion bash)
_utf8x() {
  local cur=\${COMP_WORDS[COMP_CWORD]} prev=\${COMP_WORDS[COMP_CWORD-1]} options
  COMPREPLY=()
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W '${COMMANDS.join(' ')} --help --version' -- "$cur"))
    return
  fi
  case $prev in
    -s|--scheme|-f|--from|-t|--to) COMPREPLY=($(compgen -W '${schemes}' -- "$cur")); return ;;
    -b|--bytes|--max-bytes|-S|--buffer-size) return ;;
  esac
  case \${COMP_WORDS[1]} in
${cases}
    completion) COMPREPLY=($(compgen -W '${SHELLS.join(' ')}' -- "$cur")); return ;;
    help) COMPREPLY=($(compgen -W '${COMMANDS.join(' ')}' -- "$cur")); return ;;
    *) return ;;
  esac
  if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "$options" -- "$cur")); fi
}
complete -o default -F _utf8x utf8x
`
}

/** A zsh `_arguments` spec of one option. */
function zshOption(
  [long, short, value, what]: readonly [string, string, boolean, string],
  schemes: string,
): string {
  const argument = !value ? '' : SCHEME_OPTIONS.includes(long) ? `:scheme:(${schemes})` : `:${long}:`
  const names = short === '' ? `--${long}` : `(-${short} --${long})'{-${short},--${long}}'`
  return `'${names}[${what}]${argument}'`
}

function zsh(schemes: string): string {
  const cases = Object.keys(OPTIONS)
    .filter((command) => command !== 'completion')
    .map(
      (command) =>
        `        ${command}) _arguments ${[...(OPTIONS[command] ?? []), ['help', 'h', false, 'this help'] as const].map((option) => zshOption(option, schemes)).join(' ')} '*:file:_files' ;;`,
    )
    .join('\n')
  return `#compdef utf8x
# utf8x completion for zsh: source <(utf8x completion zsh), after compinit
_utf8x() {
  if (( CURRENT == 2 )); then
    compadd -- ${COMMANDS.join(' ')} --help --version
    return
  fi
  shift words
  (( CURRENT-- ))
  case $words[1] in
${cases}
        completion) compadd -- ${SHELLS.join(' ')} ;;
        help) compadd -- ${COMMANDS.join(' ')} ;;
  esac
}
compdef _utf8x utf8x
`
}

function fish(schemes: string): string {
  const lines = [
    '# utf8x completion for fish: utf8x completion fish > ~/.config/fish/completions/utf8x.fish',
    'complete -c utf8x -f',
    `complete -c utf8x -n __fish_use_subcommand -a '${COMMANDS.join(' ')}'`,
    `complete -c utf8x -n __fish_use_subcommand -s V -l version -d 'the version'`,
  ]
  for (const [command, options] of Object.entries(OPTIONS)) {
    const when = `-n '__fish_seen_subcommand_from ${command}'`
    if (command === 'completion') {
      lines.push(`complete -c utf8x ${when} -a '${SHELLS.join(' ')}'`)
      continue
    }
    lines.push(`complete -c utf8x ${when} -F`)
    for (const [long, short, value, what] of [...options, ['help', 'h', false, 'this help'] as const]) {
      const argument = !value ? '' : SCHEME_OPTIONS.includes(long) ? ` -x -a '${schemes}'` : ' -x'
      lines.push(
        `complete -c utf8x ${when}${short === '' ? '' : ` -s ${short}`} -l ${long}${argument} -d '${what}'`,
      )
    }
  }
  lines.push(`complete -c utf8x -n '__fish_seen_subcommand_from help' -a '${COMMANDS.join(' ')}'`)
  return `${lines.join('\n')}\n`
}

export async function completion(argv: readonly string[], io: Io): Promise<number> {
  const out = streamOutput(io.stdout)
  const given = await startCommand(argv, {}, 'completion', COMPLETION_HELP, out)
  if (given === null) return EXIT_OK
  const [shell, ...more] = given.positionals
  if (shell === undefined) throw new UsageError('completion needs a shell: bash, zsh or fish')
  if (more.length > 0) throw new UsageError(`completion takes one shell (found ${given.positionals.length})`)
  const schemes = codecs.map((codec) => codec.name).join(' ')
  const script =
    shell === 'bash'
      ? bash(schemes)
      : shell === 'zsh'
        ? zsh(schemes)
        : shell === 'fish'
          ? fish(schemes)
          : null
  if (script === null) throw new UsageError(`no completion for '${printable(shell)}': bash, zsh or fish`)
  await writeText(out, script)
  await out.commit()
  return EXIT_OK
}
