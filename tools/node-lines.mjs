#!/usr/bin/env node
// The Node lines the project tests and benchmarks on, pinned to exact versions in this one place, and
// their installer. Each binary comes from the npm registry's `node` package (which installs the
// official binary of that version), into a cache outside the clone:
// `${XDG_CACHE_HOME:-$HOME/.cache}/utf8x/node/<version>/`, or `$UTF8X_NODE_CACHE/<version>/`.
// A cached binary is reused once `<bin> --version` answers the pinned version, so after the first run
// `pnpm test` and `pnpm bench --node N` need no network.
//
//   node tools/node-lines.mjs                 install every line (if not cached) and list the binaries
//   node tools/node-lines.mjs install 24 26   the same for some lines
//   node tools/node-lines.mjs path 24         print the binary of one line (installing it if needed)
//
// Node 20 is pinned too rather than taken from the machine: CI's machine brings whatever Node it has
// (any version ≥ 20.19 runs the tools), and a tested line must be the same version everywhere.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The supported Node lines, oldest first: major version → exact version. */
export const NODE_LINES = Object.freeze({
  20: '20.20.2',
  22: '22.23.3',
  24: '24.21.0',
  26: '26.10.0',
})

/** The majors of {@link NODE_LINES}, as numbers, oldest first. */
export const MAJORS = Object.keys(NODE_LINES)
  .map(Number)
  .sort((a, b) => a - b)

/** Where the binaries are kept: `$UTF8X_NODE_CACHE`, else `${XDG_CACHE_HOME:-$HOME/.cache}/utf8x/node`. */
export function cacheDir(env = process.env) {
  if (env.UTF8X_NODE_CACHE) return env.UTF8X_NODE_CACHE
  const base = env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache')
  return join(base, 'utf8x', 'node')
}

/**
 * The pinned line that `spec` names: `24`, `node24`, `v24`, or an exact pinned version such as
 * `24.21.0`. Throws, naming the supported lines, for anything else.
 */
export function resolveLine(spec) {
  const text = String(spec).trim().replace(/^node/i, '').replace(/^v/i, '')
  const major = Number(/^(\d+)(?:\.\d+\.\d+)?$/.exec(text)?.[1])
  const version = NODE_LINES[major]
  if (version === undefined || (text.includes('.') && text !== version)) {
    const known = MAJORS.map((m) => `${m} (${NODE_LINES[m]})`).join(', ')
    throw new Error(`unknown Node line "${spec}": the pinned lines are ${known}`)
  }
  return { major, version, name: `node${major}` }
}

/** The binary of `version` in the cache (present or not). */
export function binaryPath(version, dir = cacheDir()) {
  return join(dir, version, 'node_modules', 'node', 'bin', 'node')
}

/** What `bin --version` answers (`v24.21.0`), or null when it does not run. */
export function reportedVersion(bin) {
  if (!existsSync(bin)) return null
  const result = spawnSync(bin, ['--version'], { encoding: 'utf8', timeout: 30_000 })
  return result.status === 0 ? result.stdout.trim() : null
}

/**
 * The binary of a pinned line, installed into the cache when it is not there (or does not answer its
 * version). Throws an Error that says what failed and what to do when it cannot be installed.
 */
export function ensureNode(
  spec,
  { dir = cacheDir(), log = (text) => console.error(text), npm = 'npm' } = {},
) {
  const { version, name } = resolveLine(spec)
  const bin = binaryPath(version, dir)
  if (reportedVersion(bin) === `v${version}`) return bin
  log(`── installing Node ${version} (${name}) from the npm registry into ${join(dir, version)}`)
  mkdirSync(dir, { recursive: true })
  // Installed into a temporary folder, checked, then moved into place, so an interrupted install or
  // two installs at once never leave a broken binary under the final name.
  const staging = mkdtempSync(join(dir, `.${version}-`))
  chmodSync(staging, 0o755)
  try {
    const install = spawnSync(
      npm,
      [
        'install',
        '--prefix',
        staging,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        '--fetch-retries=1',
        `node@${version}`,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 10 * 60_000 },
    )
    const got =
      install.status === 0 ? reportedVersion(join(staging, 'node_modules', 'node', 'bin', 'node')) : null
    if (got !== `v${version}`) {
      const why =
        install.error !== undefined
          ? `could not run ${npm} (${install.error.message})`
          : install.status !== 0
            ? `npm install node@${version} failed (exit ${install.status}): ${npmError(install.stderr || install.stdout || '')}`
            : `the installed binary answers ${got ?? 'nothing'} to --version, not v${version}`
      throw new Error(
        `Node ${version} (${name}) is not in the cache (${bin}) and could not be installed: ${why}. ` +
          'It is fetched once from the npm registry (the `node` package); run `node tools/node-lines.mjs` with network access, then tests and benches run offline.',
      )
    }
    // Another run may have installed it meanwhile: keep a working copy, replace a broken one.
    if (reportedVersion(bin) !== `v${version}`) {
      rmSync(join(dir, version), { recursive: true, force: true })
      renameSync(staging, join(dir, version))
    }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
  if (reportedVersion(bin) !== `v${version}`)
    throw new Error(`Node ${version}: ${bin} does not run after install`)
  return bin
}

/** The gist of npm's error output: its first lines, without the stack trace. */
function npmError(output) {
  const lines = output
    .split('\n')
    .map((line) => line.replace(/^npm (?:error|ERR!)\s*/, '').trim())
    .filter((line) => line.length > 0 && !line.startsWith('at ') && !/^(?:code|syscall|errno) /.test(line))
  return lines[0] ?? 'no output'
}

function main(argv) {
  const [command = 'install', ...rest] = argv
  if (command === 'path') {
    if (rest.length !== 1) throw new Error('usage: node tools/node-lines.mjs path <line>')
    console.log(ensureNode(rest[0]))
    return 0
  }
  if (command !== 'install') throw new Error(`unknown command ${command} (install, path)`)
  let failed = 0
  for (const spec of rest.length > 0 ? rest : MAJORS) {
    try {
      const bin = ensureNode(spec)
      console.log(`${resolveLine(spec).name} ${NODE_LINES[resolveLine(spec).major]} ${bin}`)
    } catch (error) {
      failed++
      console.error(`✗ ${error.message}`)
    }
  }
  return failed > 0 ? 1 : 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    process.exitCode = main(process.argv.slice(2))
  } catch (error) {
    console.error(error.message)
    process.exitCode = 2
  }
}
