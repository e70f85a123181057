// `pnpm version-packages` (changeset version, then tools/sync-versions.mjs) on a copy of the workspace's
// manifests and pending changesets: what the next release would publish, and whether the packages stay
// compatible with each other. The scheme packages depend on core with `workspace:^`, published as a caret
// range of core's version at that time; on 0.x a caret range excludes the next minor (`^0.1.0` does not
// take 0.2.0), so a minor release of core must release every package that depends on it too, with the
// new range. Changesets does that by its own rule, whatever the config says: it reads `workspace:^` as
// `^<the dependency's version before the release>` and gives a patch release to every dependent whose
// range the new version leaves (`updateInternalDependencies` only decides whether a dependent released
// anyway gets its range rewritten, which `workspace:^` never needs: pnpm writes the version at pack time;
// "minor" there gives the same releases). What this test holds the workspace to is what that rule needs:
// every internal dependency `workspace:^`, before and after `changeset version`, and no published package
// left out of versioning.
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

/** Each internal dependency of each package as it would be published: `workspace:^` → `^<version>`. */
function published(all: Map<string, Manifest>): [string, string, string, string][] {
  const out: [string, string, string, string][] = []
  for (const manifest of all.values()) {
    for (const [dep, range] of Object.entries(manifest.dependencies ?? {})) {
      const target = all.get(dep)
      if (target === undefined) continue
      expect([manifest.name, dep, range]).toEqual([manifest.name, dep, 'workspace:^'])
      out.push([manifest.name, dep, `^${target.version}`, target.version])
    }
  }
  return out
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
      const minor = changelog.split('### Minor Changes')[1]?.split('\n### ')[0] ?? ''
      const entries = minor.split('\n').filter((line) => line.startsWith('- '))
      expect([name, entries.length]).toEqual([name, 1])
    }
    for (const [from, dep, range, target] of published(all))
      expect([from, dep, range]).toEqual([from, dep, `^${target}`])
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
    // Each dependent is released again (0.1.1), published with `^0.2.0`: no package is left needing 0.1.
    for (const m of dependents) expect([m.name, m.version]).toEqual([m.name, '0.1.1'])
    const onCore = published(all)
      .filter(([, dep]) => dep === '@utf8x/core')
      .map(([from, , range]) => [from, range])
    expect(onCore).toEqual(dependents.map((m) => [m.name, '^0.2.0']))
  })
})
