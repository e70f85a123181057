#!/usr/bin/env node
// JSR manifests and versions, derived from each published package's package.json: `changeset version`
// bumps package.json only, so `pnpm version-packages` runs this after it. For each published package:
// - jsr.json: the same name and version; the same exports, pointing at the TypeScript sources
//   (`./x` → `./src/x.ts`, `.` → `./src/index.ts`; a program's bin → `.` on its `src/` entry), the
//   @utf8x dependencies as `jsr:` imports at the versions the workspace holds (exact where package.json's
//   range is exact, a caret range otherwise), and what to publish;
// - src/_version.ts, where a package has one (the `utf8x --version` of the CLI): its version.
// `node tools/sync-versions.mjs` writes them; `--check` only reports what differs (the package gate runs
// the check, tools/check-package.mjs).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isExactRange } from './check-deps.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The published packages: folder and manifest. */
export function publishedPackages(at = root) {
  return readdirSync(join(at, 'packages'))
    .sort()
    .filter((dir) => existsSync(join(at, 'packages', dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(join(at, 'packages', dir, 'package.json'), 'utf8')),
    }))
    .filter(({ manifest }) => manifest.private !== true)
}

/**
 * The jsr.json a package.json calls for.
 * @param {Record<string, any>} manifest the package.json
 * @param {Map<string, Record<string, any>>} manifests the package.json of each workspace package, by name
 */
export function jsrManifest(manifest, manifests) {
  const exports = {}
  const program = manifest.bin !== undefined && manifest.exports?.['.'] === undefined
  if (program) {
    // `deno run -A jsr:@utf8x/cli` runs the default export: the bin's source (for a CommonJS bin that
    // loads the module beside it, cli.cjs, that module's: cli.ts).
    const [bin] = Object.values(manifest.bin)
    exports['.'] = String(bin)
      .replace(/^\.\/dist\//, './src/')
      .replace(/\.c?js$/, '.ts')
  }
  for (const key of Object.keys(manifest.exports ?? {})) {
    if (key === './package.json') continue
    exports[key] = key === '.' ? './src/index.ts' : `./src/${key.slice(2)}.ts`
  }
  const imports = {}
  for (const dep of Object.keys(manifest.dependencies ?? {}).sort()) {
    if (!dep.startsWith('@utf8x/')) continue
    const version = manifests.get(dep)?.version
    if (version === undefined) throw new Error(`${manifest.name}: ${dep} is not a workspace package`)
    // An exact range in package.json (`workspace:*`: a package that imports core/internal) is exact here.
    const at = isExactRange(manifest.dependencies[dep]) ? version : `^${version}`
    imports[dep] = `jsr:${dep}@${at}`
    // Each subpath by name: a `@utf8x/core/` prefix entry would not win over package.json's resolution.
    const exported = Object.keys(manifests.get(dep)?.exports ?? {})
    for (const key of exported) {
      if (key === '.' || key === './package.json') continue
      imports[`${dep}/${key.slice(2)}`] = `jsr:${dep}@${at}/${key.slice(2)}`
    }
  }
  return {
    name: manifest.name,
    version: manifest.version,
    exports,
    ...(Object.keys(imports).length > 0 ? { imports } : {}),
    publish: { include: ['src', 'README.md', 'LICENSE', 'jsr.json'] },
  }
}

const versionModule = (version) => `/**
 * The package's version, for \`utf8x --version\`. Kept equal to package.json's by
 * \`node tools/sync-versions.mjs\` (run by \`pnpm version-packages\` after \`changeset version\`), and checked
 * by the package gate.
 *
 * @module
 */

export const VERSION = '${version}'
`

/**
 * What differs from what package.json calls for, in one package folder: `{ path, expected, actual }`
 * for each file (jsr.json, and src/_version.ts where there is one). None when in sync.
 */
export function versionDrift(dir, at = root) {
  const packages = publishedPackages(at)
  const manifests = new Map(packages.map(({ manifest }) => [manifest.name, manifest]))
  const { manifest } = packages.find((p) => p.dir === dir) ?? {}
  if (manifest === undefined) return []
  const out = []
  const jsr = join(at, 'packages', dir, 'jsr.json')
  const expected = `${JSON.stringify(jsrManifest(manifest, manifests), null, 2)}\n`
  const actual = existsSync(jsr) ? readFileSync(jsr, 'utf8') : null
  if (actual !== expected) out.push({ path: jsr, expected, actual })
  const versionFile = join(at, 'packages', dir, 'src', '_version.ts')
  if (existsSync(versionFile)) {
    const wanted = versionModule(manifest.version)
    const has = readFileSync(versionFile, 'utf8')
    if (has !== wanted) out.push({ path: versionFile, expected: wanted, actual: has })
  }
  return out
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check')
  let drift = 0
  for (const { dir } of publishedPackages()) {
    for (const { path, expected } of versionDrift(dir)) {
      drift++
      if (check) console.error(`out of date: ${path}`)
      else {
        writeFileSync(path, expected)
        console.log(`wrote ${path}`)
      }
    }
  }
  if (check && drift > 0) {
    console.error('Run node tools/sync-versions.mjs (pnpm version-packages runs it after changeset version).')
    process.exit(1)
  }
  if (drift === 0) console.log('jsr.json and versions match every package.json.')
}
