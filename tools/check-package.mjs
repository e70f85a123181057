#!/usr/bin/env node
// The package gate, run in a package folder after its build: pack the real tarball with pnpm (so
// `workspace:` ranges become versions), then check that tarball with @arethetypeswrong/cli (node10,
// node16-cjs, node16-esm and bundler all green) and publint --strict, and read its package.json.
// Its types must compile for a consumer without the DOM lib: `lib: ["es2022"]`, `types: ["node"]`,
// `skipLibCheck: false`, imported both as ESM and through `require` (see {@link checkTypesWithoutDom}).
// A program (a package with `bin` and no `.` export: the `utf8x` command) has no types and no library
// entry: its tarball must hold each bin file, starting with `#!/usr/bin/env node`, and pass publint.
// A tarball whose code imports `@utf8x/core/internal` must depend on one exact version of core.
// What it holds must be what users need (tools/tarball-contents.mjs): no internal README, no source map
// without its sources, and `@utf8x/core` within its unpacked budget.
// JSR: the package's jsr.json (and src/_version.ts, where there is one) must be what package.json calls
// for (tools/sync-versions.mjs), and `deno publish --dry-run` must pass on it.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { isExactRange } from './check-deps.mjs'
import { versionDrift } from './sync-versions.mjs'
import { readTarball, sizeReport, tarballProblems } from './tarball-contents.mjs'

const cwd = process.cwd()
const manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'))
const root = resolve(cwd, '../..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const dir = mkdtempSync(join(tmpdir(), 'utf8x-pack-'))
const problems = []

/**
 * Packages JSR may publish with "slow types" (exports whose types are inferred, which JSR's fast check
 * cannot read, such as `export const encode = (() => utf8.encode)()` without a type): `deno publish`
 * would need `--allow-slow-types` for them, and JSR would then type-check them from source for Deno users
 * (no generated .d.ts, a lower JSR score). None does: every export has an explicit type
 * (`export const encode: Codec<number>['encode'] = …`), so the list is empty and should stay so; an entry
 * that passes without the flag is itself a problem.
 */
const SLOW_TYPES_ALLOWED = new Set([])

/** Runs `deno publish --dry-run` in the package folder; returns its report, or null when it passes. */
function denoDryRun(extra = []) {
  try {
    run(bin('deno'), ['publish', '--dry-run', '--allow-dirty', ...extra], {
      env: { ...process.env, NO_COLOR: '1' },
    })
    return null
  } catch (error) {
    return `${error.stdout}${error.stderr}`.trim()
  }
}

function run(command, args, options = {}) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options })
}

/**
 * Compiles a consumer of the packed package with only the ES2022 lib and Node's types, so a public
 * signature that names a DOM-only type (the `WebAssembly` namespace, `BufferSource`, `EventTarget`...)
 * fails here. The package comes from its tarball; its `@utf8x/` dependencies are the workspace's built
 * packages, as they would be published. Returns tsc's report, or null when it compiles.
 */
function checkTypesWithoutDom(tarball, into) {
  const modules = join(into, 'node_modules')
  const own = join(modules, ...manifest.name.split('/'))
  mkdirSync(own, { recursive: true })
  run('tar', ['-xzf', tarball, '-C', own, '--strip-components=1'])
  mkdirSync(join(modules, '@types'), { recursive: true })
  symlinkSync(join(root, 'node_modules', '@types', 'node'), join(modules, '@types', 'node'), 'dir')
  for (const dep of Object.keys(manifest.dependencies ?? {})) {
    if (!dep.startsWith('@utf8x/')) continue
    symlinkSync(join(root, 'packages', dep.slice('@utf8x/'.length)), join(modules, ...dep.split('/')), 'dir')
  }
  writeFileSync(join(into, 'esm.mts'), `export * as api from '${manifest.name}'\n`)
  writeFileSync(join(into, 'cjs.cts'), `import api = require('${manifest.name}')\nexport { api }\n`)
  const compilerOptions = {
    lib: ['es2022'],
    types: ['node'],
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    module: 'nodenext',
    moduleResolution: 'nodenext',
  }
  writeFileSync(
    join(into, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, files: ['esm.mts', 'cjs.cts'] }),
  )
  try {
    run(bin('tsc'), ['-p', into])
    return null
  } catch (error) {
    return `${error.stdout}${error.stderr}`.trim()
  }
}

try {
  // Without the `prepack` build: the gate runs after `turbo run build`, and packages are checked side by
  // side, so a rebuild here would clean a dist/ another package's check is reading.
  run('pnpm', ['pack', '--config.ignore-scripts=true', '--pack-destination', dir])
  const tarball = join(dir, `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`)
  const packed = JSON.parse(run('tar', ['-xOzf', tarball, 'package/package.json']))
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dep, range] of Object.entries(packed[field] ?? {})) {
      if (String(range).startsWith('workspace:'))
        problems.push(`${field}.${dep} still reads ${range} in the tarball`)
    }
  }
  const files = run('tar', ['-tzf', tarball]).split('\n').filter(Boolean)
  const contents = readTarball(tarball)
  console.log(sizeReport(manifest.name, contents))
  problems.push(...tarballProblems(manifest.name, contents))
  // `@utf8x/core/internal` may change in any release of core: whoever imports it pins core's version.
  const internalUsers = files.filter(
    (file) =>
      /^package\/dist\/.*\.c?js$/.test(file) &&
      /(["'])@utf8x\/core\/internal\1/.test(run('tar', ['-xOzf', tarball, file])),
  )
  const coreRange = packed.dependencies?.['@utf8x/core']
  if (internalUsers.length > 0 && !isExactRange(coreRange))
    problems.push(
      `${internalUsers[0].slice('package/'.length)} imports @utf8x/core/internal, but the tarball depends on @utf8x/core as '${coreRange}', not its exact version (use "workspace:*")`,
    )
  const program = manifest.bin !== undefined && manifest.exports?.['.'] === undefined
  if (program) {
    for (const [name, path] of Object.entries(manifest.bin)) {
      const inside = `package/${path.replace(/^\.\//, '')}`
      if (!files.includes(inside)) problems.push(`${inside} (bin ${name}) is missing from the tarball`)
      else if (!run('tar', ['-xOzf', tarball, inside]).startsWith('#!/usr/bin/env node\n'))
        problems.push(`${inside} (bin ${name}) does not start with #!/usr/bin/env node`)
    }
  } else {
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
  }
  try {
    const out = run(bin('publint'), ['run', tarball, '--strict'])
    console.log(out.trim())
  } catch (error) {
    problems.push(`publint reports problems:\n${error.stdout}${error.stderr}`)
  }
  const typesReport = program ? null : checkTypesWithoutDom(tarball, join(dir, 'consumer'))
  if (program) console.log('a program (bin only): no types to check')
  else if (typesReport === null) console.log('types compile without the DOM lib (lib es2022, types node)')
  else
    problems.push(`its types need the DOM lib (lib es2022, types node, skipLibCheck false):\n${typesReport}`)
  const drift = versionDrift(cwd.split(/[\\/]/).pop())
  for (const { path } of drift)
    problems.push(`${path} differs from what package.json calls for: run node tools/sync-versions.mjs`)
  if (drift.length === 0) {
    const slow = SLOW_TYPES_ALLOWED.has(manifest.name)
    const report = denoDryRun(slow ? ['--allow-slow-types'] : [])
    if (report !== null) problems.push(`deno publish --dry-run fails:\n${report}`)
    else if (slow && denoDryRun() === null)
      problems.push(`${manifest.name} no longer has slow types: remove it from SLOW_TYPES_ALLOWED`)
    else console.log(`deno publish --dry-run passes${slow ? ' (with --allow-slow-types)' : ''}`)
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}

if (problems.length > 0) {
  console.error(`${manifest.name}: package gate failed\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `${manifest.name}: package gate passed (pnpm pack, ${manifest.exports?.['.'] === undefined ? 'bin files' : 'attw node10/node16-cjs/node16-esm/bundler'}, publint --strict, ${manifest.exports?.['.'] === undefined ? '' : 'types without DOM, '}jsr.json in sync, deno publish --dry-run)`,
)
