/**
 * `utf8x completion bash|zsh|fish`: a script that completes the command's commands, options, scheme
 * names and files in that shell.
 *
 * @module
 */

import { codecs } from '@utf8x/codecs'
import { COMMAND_OPTIONS, type CommandOption, optionsOf, startCommand } from './_args.ts'
import { type Io, writeText } from './_io.ts'
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

const COMMANDS = [...Object.keys(COMMAND_OPTIONS), 'help']
const SHELLS = ['bash', 'zsh', 'fish']
/** Options whose value is a scheme. */
const SCHEME_OPTIONS = ['scheme', 'from', 'to']

const flags = (command: string): string[] =>
  optionsOf(command).flatMap(([long, short]) => (short === '' ? [`--${long}`] : [`-${short}`, `--${long}`]))

function bash(schemes: string): string {
  const cases = Object.keys(COMMAND_OPTIONS)
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
function zshOption([long, short, value, what]: CommandOption, schemes: string): string {
  const argument = !value ? '' : SCHEME_OPTIONS.includes(long) ? `:scheme:(${schemes})` : `:${long}:`
  const names = short === '' ? `--${long}` : `(-${short} --${long})'{-${short},--${long}}'`
  return `'${names}[${what}]${argument}'`
}

function zsh(schemes: string): string {
  const cases = Object.keys(COMMAND_OPTIONS)
    .filter((command) => command !== 'completion')
    .map(
      (command) =>
        `        ${command}) _arguments ${optionsOf(command)
          .map((option) => zshOption(option, schemes))
          .join(' ')} '*:file:_files' ;;`,
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
  for (const command of Object.keys(COMMAND_OPTIONS)) {
    const when = `-n '__fish_seen_subcommand_from ${command}'`
    if (command === 'completion') {
      lines.push(`complete -c utf8x ${when} -a '${SHELLS.join(' ')}'`)
      continue
    }
    lines.push(`complete -c utf8x ${when} -F`)
    for (const [long, short, value, what] of optionsOf(command)) {
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
  const given = await startCommand(argv, io, 'completion', COMPLETION_HELP)
  if (given === null) return EXIT_OK
  const { out, positionals } = given
  const [shell, ...more] = positionals
  if (shell === undefined) throw new UsageError('completion needs a shell: bash, zsh or fish')
  if (more.length > 0) throw new UsageError(`completion takes one shell (found ${positionals.length})`)
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
