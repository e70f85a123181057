// The BUILT command (dist/cli.js, `pnpm build` first) and the runtimes to spawn it on: Node, Bun and Deno
// (a runtime whose binary is missing is null, and its tests are skipped).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../../..', import.meta.url))
export const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
const inNode = !('Bun' in globalThis) && !('Deno' in globalThis)

/**
 * A runtime's own binary, or else its node_modules/.bin wrapper: the wrappers run the binary as a child
 * (a shell script for Bun, a Node script for Deno), so a signal sent to them would not reach the command.
 */
function binary(name: string, own: string): string | null {
  if (existsSync(join(root, own))) return join(root, own)
  return existsSync(join(root, 'node_modules/.bin', name)) ? join(root, 'node_modules/.bin', name) : null
}
const bun = binary('bun', 'node_modules/bun/bin/bun.exe')
const deno = binary('deno', 'node_modules/deno/deno')

/**
 * Each runtime's command line to run a script, or null when its binary is missing. UTF8X_CLI_RUNTIMES (a
 * comma-separated list of `node`, `bun`, `deno`) keeps only those: `pnpm test` runs the command on the
 * runtime of each of its vitest runs (each Node line, Bun, Deno) rather than on all three from every run.
 */
const wanted = process.env.UTF8X_CLI_RUNTIMES?.split(',').map((name) => name.trim())
export const RUNTIMES: [string, string[] | null][] = (
  [
    ['node', inNode ? [process.execPath] : ['node']],
    ['bun', bun === null ? null : [bun]],
    ['deno', deno === null ? null : [deno, 'run', '-A']],
  ] satisfies [string, string[] | null][]
).filter(([name]) => wanted === undefined || wanted.includes(name))

/**
 * Runs the built command on one of {@link RUNTIMES} (its command line, not null), with colours off and
 * `env` added to the environment, and gives its status and output as text.
 */
export function runCli(
  command: string[] | null,
  args: string[],
  input?: string | Uint8Array,
  env: Record<string, string> = {},
) {
  const [bin, ...rest] = command as string[]
  return spawnSync(bin as string, [...rest, cli, ...args], {
    input,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: { ...process.env, NO_COLOR: '1', ...env },
  })
}
