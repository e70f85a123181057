// `pnpm version-packages` (changeset version, then tools/sync-versions.mjs) on a copy of the workspace's
// manifests and pending changesets: what the next release would publish, and whether the packages stay
// compatible with each other.
// - A package that imports `@utf8x/core/internal` (every scheme package, collation, codecs and the command) depends on
//   core with `workspace:*`, published as core's exact version: internal may change in any release of
//   core, a patch included. Changesets reads `workspace:*` as `<core's version before the release>`, so
//   ANY release of core leaves that range and gives every such dependent a patch release, published with
//   the new exact version: a core release always comes with its dependents.
// - Other internal dependencies are `workspace:^`, published as a caret range of the dependency's version
//   at that time; on 0.x a caret range excludes the next minor (`^0.1.0` does not take 0.2.0), and
//   changesets gives a patch release to every dependent whose range the new version leaves.
// (`updateInternalDependencies` only decides whether a dependent released anyway gets its range rewritten,
// which `workspace:` ranges never need: pnpm writes the version at pack time.) What this test holds the
// workspace to is what those rules need, before and after `changeset version`, no published package left
// out of versioning, and one changelog entry per package (one "Updated dependencies" line included).
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { readSources } from '../check-deps.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const changesetBin = join(root, 'node_modules', '@changesets', 'cli', 'bin.js')

interface Manifest {
  name: string
  version: string
  private?: boolean
  dependencies?: Record<string, string>
}

const copies: string[] = []
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})

/** A copy of the workspace's manifests and `.changeset/`, enough for `changeset version` to run in. */
function workspaceCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'utf8x-version-'))
  copies.push(dir)
  for (const file of ['package.json', 'pnpm-workspace.yaml']) cpSync(join(root, file), join(dir, file))
  cpSync(join(root, '.changeset'), join(dir, '.changeset'), { recursive: true })
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const manifest = join(root, group, name, 'package.json')
      if (!existsSync(manifest)) continue
      mkdirSync(join(dir, group, name), { recursive: true })
      cpSync(manifest, join(dir, group, name, 'package.json'))
    }
  }
  // The changelog generator named in the config resolves from here.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}

function version(dir: string): void {
  execFileSync(process.execPath, [changesetBin, 'version'], { cwd: dir, stdio: 'pipe' })
}

function manifests(dir: string): Map<string, Manifest> {
  const out = new Map<string, Manifest>()
  for (const name of readdirSync(join(dir, 'packages'))) {
    const manifest = JSON.parse(readFileSync(join(dir, 'packages', name, 'package.json'), 'utf8')) as Manifest
    out.set(manifest.name, manifest)
  }
  return out
}

/** The packages (by folder) whose sources import `@utf8x/core/internal`. */
const internalImporters = new Set(
  (readSources(root) as { path: string; text: string }[])
    .filter(({ text }) => /from '@utf8x\/core\/internal'/.test(text))
    .map(({ path }) => path.split('/')[1]),
)

/**
 * Each internal dependency of each package as it would be published: `workspace:*` → `<version>` (on
 * core, from each package that imports core/internal), `workspace:^` → `^<version>` (every other one).
 */
function published(all: Map<string, Manifest>): [string, string, string, string][] {
  const out: [string, string, string, string][] = []
  for (const [dir, manifest] of [...all].map(([name, m]) => [dirOf(name), m] as const)) {
    for (const [dep, range] of Object.entries(manifest.dependencies ?? {})) {
      const target = all.get(dep)
      if (target === undefined) continue
      const exact = dep === '@utf8x/core' && internalImporters.has(dir)
      expect([manifest.name, dep, range]).toEqual([manifest.name, dep, exact ? 'workspace:*' : 'workspace:^'])
      out.push([manifest.name, dep, exact ? target.version : `^${target.version}`, target.version])
    }
  }
  return out
}

/** The folder of a package by its name (`@utf8x/utf8-classic` → `utf8-classic`). */
const dirOf = (name: string): string => name.slice('@utf8x/'.length)

/** The lines of a changelog's section (`### Patch Changes`) in its newest release. */
function section(changelog: string, title: string): string[] {
  const newest = changelog.split('\n## ')[1] ?? ''
  const body = newest.split(`### ${title}`)[1]?.split('\n### ')[0] ?? ''
  return body.split('\n').filter((line) => line.trim() !== '')
}

describe('changeset version', () => {
  it('the pending changesets release every published package at 0.1.0, one changelog entry each', () => {
    const dir = workspaceCopy()
    version(dir)
    const all = manifests(dir)
    const versions = [...all.values()].filter((m) => !m.private).map((m) => [m.name, m.version])
    expect(versions.length).toBeGreaterThanOrEqual(8)
    for (const [name, v] of versions) expect([name, v]).toEqual([name, '0.1.0'])
    // A first release reads as one entry per package, not as the history of the code.
    for (const name of readdirSync(join(dir, 'packages'))) {
      const changelog = readFileSync(join(dir, 'packages', name, 'CHANGELOG.md'), 'utf8')
      const entries = section(changelog, 'Minor Changes').filter((line) => line.startsWith('- '))
      expect([name, entries.length]).toEqual([name, 1])
      // The dependencies released with it: one entry, listing each once (not one line per changeset).
      const patch = section(changelog, 'Patch Changes')
      const deps = Object.keys(all.get(`@utf8x/${name}`)?.dependencies ?? {})
      expect([name, patch]).toEqual([
        name,
        deps.length === 0 ? [] : ['- Updated dependencies', ...deps.map((dep) => `  - ${dep}@0.1.0`)],
      ])
    }
    expect([...internalImporters].sort()).toEqual([
      'cli',
      'codecs',
      'collation',
      'core',
      'corrected-utf8',
      'utf8-classic',
      'utf8-eight-byte',
      'utf8-infinity',
    ])
    for (const [from, dep, range, target] of published(all))
      expect([from, dep, range]).toEqual([
        from,
        dep,
        dep === '@utf8x/core' && internalImporters.has(dirOf(from)) ? target : `^${target}`,
      ])
  })

  it('a patch release of core releases every package that imports core/internal, pinned to the new core', () => {
    const dir = workspaceCopy()
    version(dir)
    writeFileSync(
      join(dir, '.changeset', 'core-patch.md'),
      '---\n"@utf8x/core": patch\n---\n\nA fix in core.\n',
    )
    version(dir)
    const all = manifests(dir)
    expect(all.get('@utf8x/core')?.version).toBe('0.1.1')
    const pinned = [...all.values()].filter((m) => m.dependencies?.['@utf8x/core'] === 'workspace:*')
    expect(pinned.map((m) => dirOf(m.name)).sort()).toEqual(
      [...internalImporters].filter((d) => d !== 'core').sort(),
    )
    // Each is released again and published with core's new exact version, never with the old one.
    for (const m of pinned) expect([m.name, m.version]).toEqual([m.name, '0.1.1'])
    const onCore = published(all)
      .filter(([from, dep]) => dep === '@utf8x/core' && pinned.some((m) => m.name === from))
      .map(([from, , range]) => [from, range])
    expect(onCore).toEqual(pinned.map((m) => [m.name, '0.1.1']))
    for (const m of pinned) {
      const changelog = readFileSync(join(dir, 'packages', dirOf(m.name), 'CHANGELOG.md'), 'utf8')
      expect(section(changelog, 'Patch Changes')).toContain('  - @utf8x/core@0.1.1')
    }
  })

  it('a later minor release of core releases every package that depends on it, so their ranges take it', () => {
    const dir = workspaceCopy()
    version(dir)
    writeFileSync(
      join(dir, '.changeset', 'core-minor.md'),
      '---\n"@utf8x/core": minor\n---\n\nA change of core that breaks 0.1 users.\n',
    )
    version(dir)
    const all = manifests(dir)
    expect(all.get('@utf8x/core')?.version).toBe('0.2.0')
    const dependents = [...all.values()].filter((m) => m.dependencies?.['@utf8x/core'] !== undefined)
    expect(dependents.length).toBeGreaterThanOrEqual(6)
    // Each dependent is released again (0.1.1), published with `0.2.0` (or `^0.2.0` for the command,
    // which does not import core/internal): no package is left needing 0.1.
    for (const m of dependents) expect([m.name, m.version]).toEqual([m.name, '0.1.1'])
    const onCore = published(all)
      .filter(([, dep]) => dep === '@utf8x/core')
      .map(([from, , range]) => [from, range])
    expect(onCore).toEqual(
      dependents.map((m) => [m.name, internalImporters.has(dirOf(m.name)) ? '0.2.0' : '^0.2.0']),
    )
  })
})
