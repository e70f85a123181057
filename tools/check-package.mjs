#!/usr/bin/env node
// The package gate, run in a package folder after its build: pack the real tarball with pnpm (so
// `workspace:` ranges become versions), then check that tarball with @arethetypeswrong/cli (node10,
// node16-cjs, node16-esm and bundler all green) and publint --strict, and read its package.json.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const cwd = process.cwd()
const manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'))
const root = resolve(cwd, '../..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const dir = mkdtempSync(join(tmpdir(), 'utf8x-pack-'))
const problems = []

function run(command, args, options = {}) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options })
}

try {
  run('pnpm', ['pack', '--pack-destination', dir])
  const tarball = join(dir, `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`)
  const packed = JSON.parse(run('tar', ['-xOzf', tarball, 'package/package.json']))
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dep, range] of Object.entries(packed[field] ?? {})) {
      if (String(range).startsWith('workspace:'))
        problems.push(`${field}.${dep} still reads ${range} in the tarball`)
    }
  }
  const files = run('tar', ['-tzf', tarball]).split('\n').filter(Boolean)
  for (const needed of [
    'package/dist/index.js',
    'package/dist/index.cjs',
    'package/dist/index.d.ts',
    'package/dist/index.d.cts',
  ]) {
    if (!files.includes(needed)) problems.push(`${needed} is missing from the tarball`)
  }
  try {
    const out = run(bin('attw'), [tarball, '--format', 'table-flipped'])
    console.log(out.trim())
  } catch (error) {
    problems.push(`attw reports problems:\n${error.stdout}${error.stderr}`)
  }
  try {
    const out = run(bin('publint'), ['run', tarball, '--strict'])
    console.log(out.trim())
  } catch (error) {
    problems.push(`publint reports problems:\n${error.stdout}${error.stderr}`)
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}

if (problems.length > 0) {
  console.error(`${manifest.name}: package gate failed\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `${manifest.name}: package gate passed (pnpm pack, attw node10/node16-cjs/node16-esm/bundler, publint --strict)`,
)
