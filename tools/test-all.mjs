#!/usr/bin/env node
// `pnpm test`: everything CI needs, in order. Lint, dependency rules, build, typecheck, the vitest suites
// on every supported Node line (tools/node-lines.mjs pins and installs them), Bun and Deno, the smoke test
// of the built packages on each of them, and the package gate.
// Ends with the plain line `N passed, N failed` (tests and checks added up).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureNode, MAJORS, NODE_LINES } from './node-lines.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => join(root, 'node_modules', '.bin', name)
const only = process.argv.slice(2)
const scratch = mkdtempSync(join(tmpdir(), 'utf8x-test-'))
// Deno gets a cache of its own for each run. Deno 2.9 keeps compiled CommonJS in DENO_DIR by path, and when a
// file at that path changes but keeps its length (a rebuilt dist whose only change is a chunk's hashed name),
// it can run the old code: a CI machine that reuses the checkout's path and the home directory then fails to
// find chunks of an earlier build. Reported as denoland/deno#36413; Deno 2.9.6, the newest on npm, still does it.
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  FORCE_COLOR: '0',
  DENO_DIR: join(scratch, 'deno'),
}
// The browser tests (the playground's, collation's IndexedDB store test, and the bench's end-to-end runs in
// Chromium and on another Node line, apps/bench/vitest.e2e.config.ts) run on one Node line only: the active LTS,
// each in a run of its own, one file at a time (vitest.browser.config.ts). The root vitest.config.ts leaves
// the browser projects out where UTF8X_NO_BROWSER is set.
const noBrowser = { UTF8X_NO_BROWSER: '1' }
// Test files in parallel: vitest's default is one worker fewer than the cores, a single one on a 2-core
// machine, where two run the suites in about 0.6 of the time.
const WORKERS = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`
const BROWSER_LINE = 24
// The command's tests spawn the built command (packages/cli/test/_spawn.ts): each vitest run spawns it on its
// own runtime only (each Node line, Bun, Deno), not on all three from each of the six runs.
const cliOn = (runtime) => ({ UTF8X_CLI_RUNTIMES: runtime })
// The exhaustive sweeps (each package's test-slow/) run on the oldest and the newest line only: on all four
// they took 26 of the 56 minutes of a run on a loaded machine. Node 20 and 26 stand for the two kinds of
// TextDecoder (ICU off ASCII up to Node 22, simdutf from Node 24 on), so both routes of the codecs are swept.
const SLOW_LINES = [20, 26]

let passed = 0
let failed = 0
const summary = []

/**
 * Runs one step. `command` may be a function giving the command, which throws when the step cannot run
 * (a Node line that is not installed and cannot be): the step then fails with that message. `stepEnv`
 * may be a function too, called only when the step runs.
 */
function step(name, command, args, count, capture = false, cwd = root, stepEnv = env) {
  if (only.length > 0 && !only.includes(name)) return
  const started = Date.now()
  let resolved
  try {
    resolved = typeof command === 'function' ? command() : command
  } catch (error) {
    console.log(`\n━━ ${name}: cannot run`)
    console.error(`✗ ${name}: ${error.message}`)
    failed += 1
    summary.push(
      `✗ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s): 0 passed, 1 failed (could not start)`,
    )
    return
  }
  console.log(`\n━━ ${name}: ${[resolved, ...args].join(' ')}`)
  const result = spawnSync(resolved, args, {
    cwd,
    env: typeof stepEnv === 'function' ? stepEnv() : stepEnv,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
  if (capture) {
    process.stdout.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const ok = result.status === 0
  let counted = count ? count(result.stdout ?? '') : null
  if (counted === null) counted = ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
  if (!ok && counted.failed === 0) counted.failed = 1
  passed += counted.passed
  failed += counted.failed
  summary.push(`${ok ? '✓' : '✗'} ${name} (${seconds} s): ${counted.passed} passed, ${counted.failed} failed`)
  summary.push(...failures.splice(0))
}

/** The binary of a pinned Node line, installed on first use (tools/node-lines.mjs); throws if it cannot be. */
const nodeBins = new Map()
function nodeBin(major) {
  if (!nodeBins.has(major)) {
    try {
      nodeBins.set(major, { bin: ensureNode(major, { log: (text) => console.log(text) }) })
    } catch (error) {
      nodeBins.set(major, { error })
    }
  }
  const entry = nodeBins.get(major)
  if (entry.error) throw entry.error
  return entry.bin
}

/** The environment of a step run by a pinned Node: its folder first on PATH, so `node` in a child is the same line. */
const nodeEnv = (major) => ({ ...env, PATH: `${dirname(nodeBin(major))}${delimiter}${env.PATH ?? ''}` })

/** Failed tests, each a line under the summary: CI shows only the end of the log, so the names go there. */
const failures = []

function vitestCounts(file) {
  return () => {
    try {
      const report = JSON.parse(readFileSync(file, 'utf8'))
      for (const suite of report.testResults ?? []) {
        const path = suite.name.startsWith(root) ? suite.name.slice(root.length) : suite.name
        const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed')
        for (const test of failedTests) {
          const message = String(test.failureMessages?.[0] ?? '').split('\n')[0]
          failures.push(`  ${path} › ${test.fullName}\n      ${message.slice(0, 300)}`)
        }
        if (suite.status === 'failed' && failedTests.length === 0) {
          failures.push(
            `  ${path}: ${String(suite.message ?? 'failed to run')
              .split('\n')[0]
              .slice(0, 300)}`,
          )
        }
      }
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      }
    } catch {
      return { passed: 0, failed: 1 }
    }
  }
}

function smokeCounts(stdout) {
  const match = /(\d+) passed, (\d+) failed/.exec(stdout)
  return match ? { passed: Number(match[1]), failed: Number(match[2]) } : null
}

const vitestArgs = (name) => [
  'run',
  WORKERS,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(scratch, `${name}.json`)}`,
]

step('lint', bin('biome'), ['check', '.'])
step('deps', process.execPath, ['tools/check-deps.mjs'])
// The generated top-level functions and classes of each scheme package are what their template makes.
step('aliases', process.execPath, ['tools/build-aliases.mjs', '--check'])
step('build', bin('turbo'), ['run', 'build', '--output-logs=errors-only', '--continue'])
step('typecheck', bin('turbo'), ['run', 'typecheck', '--output-logs=errors-only', '--continue'])
// Installs every pinned Node line not yet in the cache (one check per line), so the time a fresh machine
// spends downloading shows here and not in the test steps. A line that cannot be installed fails here
// and again in each of its steps: no line is ever left out silently.
if (only.length === 0 || only.includes('node-lines')) {
  const started = Date.now()
  console.log(`\n━━ node-lines: ${MAJORS.map((m) => `node${m} ${NODE_LINES[m]}`).join(', ')}`)
  let ok = 0
  const problems = []
  for (const major of MAJORS) {
    try {
      console.log(`node${major}: ${nodeBin(major)}`)
      ok++
    } catch (error) {
      console.error(`✗ ${error.message}`)
      problems.push(`node${major}`)
    }
  }
  passed += ok
  failed += problems.length
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  summary.push(
    `${problems.length === 0 ? '✓' : '✗'} node-lines (${seconds} s): ${ok} passed, ${problems.length} failed${problems.length > 0 ? ` (not installed: ${problems.join(', ')})` : ''}`,
  )
}
for (const major of MAJORS) {
  const name = `node${major}`
  step(
    `vitest-${name}`,
    () => nodeBin(major),
    ['node_modules/vitest/vitest.mjs', ...vitestArgs(name)],
    vitestCounts(join(scratch, `${name}.json`)),
    false,
    root,
    () => ({ ...nodeEnv(major), ...cliOn('node'), ...noBrowser }),
  )
}
// The browser projects, one file at a time, and the bench's end-to-end runs: each a config of its own.
for (const [name, config, workers] of [
  ['browser', 'vitest.browser.config.ts', ['--maxWorkers=1']],
  ['bench-e2e', 'apps/bench/vitest.e2e.config.ts', []],
]) {
  const out = join(scratch, `${name}.json`)
  step(
    `vitest-${name}-node${BROWSER_LINE}`,
    () => nodeBin(BROWSER_LINE),
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      config,
      ...workers,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    vitestCounts(out),
    false,
    root,
    () => nodeEnv(BROWSER_LINE),
  )
}
step(
  'vitest-bun',
  bin('bun'),
  ['--bun', 'node_modules/vitest/vitest.mjs', ...vitestArgs('bun')],
  vitestCounts(join(scratch, 'bun.json')),
  false,
  root,
  { ...env, ...cliOn('bun'), ...noBrowser },
)
step(
  'vitest-deno',
  bin('deno'),
  ['run', '-A', 'node_modules/vitest/vitest.mjs', ...vitestArgs('deno')],
  vitestCounts(join(scratch, 'deno.json')),
  false,
  root,
  { ...env, ...cliOn('deno'), ...noBrowser },
)
// Exhaustive sweeps too slow for every runtime run on SLOW_LINES, each package's `vitest.slow.config.ts`.
for (const dir of readdirSync(join(root, 'packages')).sort()) {
  const cwd = join(root, 'packages', dir)
  if (!existsSync(join(cwd, 'vitest.slow.config.ts'))) continue
  // A suite that sets its own maxWorkers (the command's memory measurements: one at a time) keeps it.
  const workers = readFileSync(join(cwd, 'vitest.slow.config.ts'), 'utf8').includes('maxWorkers')
    ? []
    : [WORKERS]
  for (const major of SLOW_LINES) {
    const out = join(scratch, `slow-${dir}-node${major}.json`)
    step(
      `vitest-slow-${dir}-node${major}`,
      () => nodeBin(major),
      [
        join(root, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--config',
        'vitest.slow.config.ts',
        ...workers,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ],
      vitestCounts(out),
      false,
      cwd,
      () => nodeEnv(major),
    )
  }
}
for (const major of MAJORS) {
  step(
    `smoke-node${major}`,
    () => nodeBin(major),
    ['tools/smoke.mjs'],
    smokeCounts,
    true,
    root,
    () => nodeEnv(major),
  )
}
for (const [runtime, command, args] of [
  ['bun', bin('bun'), []],
  ['deno', bin('deno'), ['run', '-A']],
]) {
  step(`smoke-${runtime}`, command, [...args, 'tools/smoke.mjs'], smokeCounts, true)
}
step('check-pkg', bin('turbo'), [
  'run',
  'check:pkg',
  '--output-logs=errors-only',
  '--concurrency=1',
  '--continue',
])
// The package gate's release rehearsal: `pnpm version-packages` on a copy of the workspace (what the next
// release publishes, and that the packages' ranges of each other stay compatible).
step('check-release', process.execPath, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--project',
  'tools',
  'tools/test/changeset-version.test.ts',
])

rmSync(scratch, { recursive: true, force: true })
console.log(`\n━━ summary\n${summary.join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
