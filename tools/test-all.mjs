#!/usr/bin/env node
// `pnpm test`: everything CI needs, in order. Lint, dependency rules, build, typecheck, the vitest suites
// on Node, Bun and Deno, the smoke test of the built packages on all three, and the package gate.
// Ends with the plain line `N passed, N failed` (tests and checks added up).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => join(root, 'node_modules', '.bin', name)
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: '0' }
const only = process.argv.slice(2)
const scratch = mkdtempSync(join(tmpdir(), 'utf8x-test-'))
// The browser tests of the playground run on Node only.
const nodeOnlyProjects = ['playground']

let passed = 0
let failed = 0
const summary = []

function step(name, command, args, count, capture = false, cwd = root) {
  if (only.length > 0 && !only.includes(name)) return
  const started = Date.now()
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, {
    cwd,
    env,
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
}

function vitestCounts(file) {
  return () => {
    try {
      const report = JSON.parse(readFileSync(file, 'utf8'))
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
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(scratch, `${name}.json`)}`,
]
const exclude = nodeOnlyProjects.flatMap((p) => ['--project', `!${p}`])

step('lint', bin('biome'), ['check', '.'])
step('deps', process.execPath, ['tools/check-deps.mjs'])
step('build', bin('turbo'), ['run', 'build', '--output-logs=errors-only', '--continue'])
step('typecheck', bin('turbo'), ['run', 'typecheck', '--output-logs=errors-only', '--continue'])
step('vitest-node', bin('vitest'), vitestArgs('node'), vitestCounts(join(scratch, 'node.json')))
step(
  'vitest-bun',
  bin('bun'),
  ['--bun', 'node_modules/vitest/vitest.mjs', ...vitestArgs('bun'), ...exclude],
  vitestCounts(join(scratch, 'bun.json')),
)
step(
  'vitest-deno',
  bin('deno'),
  ['run', '-A', 'node_modules/vitest/vitest.mjs', ...vitestArgs('deno'), ...exclude],
  vitestCounts(join(scratch, 'deno.json')),
)
// Exhaustive sweeps too slow for every runtime run on Node, each package's `vitest.slow.config.ts`.
for (const dir of readdirSync(join(root, 'packages')).sort()) {
  const cwd = join(root, 'packages', dir)
  if (!existsSync(join(cwd, 'vitest.slow.config.ts'))) continue
  const out = join(scratch, `slow-${dir}.json`)
  step(
    `vitest-slow-${dir}`,
    bin('vitest'),
    [
      'run',
      '--config',
      'vitest.slow.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    vitestCounts(out),
    false,
    cwd,
  )
}
for (const [runtime, command, args] of [
  ['node', process.execPath, []],
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

rmSync(scratch, { recursive: true, force: true })
console.log(`\n━━ summary\n${summary.join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
