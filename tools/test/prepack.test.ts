// `pnpm -r pack` (or `changeset publish`) right after `pnpm version-packages`, with no build between:
// every published package builds itself before it is packed (its `prepack` script), so a tarball never
// ships the dist/ of an older version. Checked on the command, whose `utf8x --version` is compiled into
// dist/ (a small entry and a chunk per command): in a copy of the workspace whose dist/ is the built 0.0.0 one, the version is bumped as
// `pnpm version-packages` bumps it, the command is packed, and the packed dist/ must say the new one.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
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
import { publishedPackages } from '../testing/workspace.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const published = publishedPackages(root)

const copies: string[] = []
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})

// pnpm and tsup are Node programs: the tarball is the same whichever runtime runs the suite.
const onNode = !('Bun' in globalThis) && !('Deno' in globalThis)

describe('prepack', () => {
  it('every published package builds itself before it is packed', () => {
    expect(published.length).toBeGreaterThanOrEqual(8)
    for (const { manifest } of published)
      expect([manifest.name, manifest.scripts?.prepack]).toEqual([manifest.name, 'pnpm run build'])
  })

  it.runIf(onNode)(
    'the command packed right after a version bump, without a build, says the new version',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'utf8x-prepack-'))
      copies.push(dir)
      for (const file of ['package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json', 'tsup.config.base.ts'])
        cpSync(join(root, file), join(dir, file))
      for (const file of ['sync-versions.mjs', 'check-deps.mjs'])
        cpSync(join(root, 'tools', file), join(dir, 'tools', file))
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
      for (const { dir: name } of published) {
        mkdirSync(join(dir, 'packages', name), { recursive: true })
        for (const file of ['package.json', 'jsr.json'])
          cpSync(join(root, 'packages', name, file), join(dir, 'packages', name, file))
      }
      // The command as it stands after a build: its sources, its config and its dist/ (version 0.0.0).
      const cli = join(dir, 'packages', 'cli')
      for (const entry of readdirSync(join(root, 'packages', 'cli'))) {
        if (entry === 'node_modules') continue
        cpSync(join(root, 'packages', 'cli', entry), join(cli, entry), { recursive: true })
      }
      symlinkSync(join(root, 'packages', 'cli', 'node_modules'), join(cli, 'node_modules'), 'dir')
      // The command is a small entry and chunks (each command loaded when it runs): VERSION is in one of them.
      const built = readdirSync(join(cli, 'dist'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(join(cli, 'dist', file), 'utf8'))
        .join('\n')
      expect(built).toContain('var VERSION = "0.0.0";')

      // What `pnpm version-packages` does to the command: package.json, then jsr.json and src/_version.ts.
      const manifestPath = join(cli, 'package.json')
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
      manifest.version = '7.8.9'
      writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
      execFileSync(process.execPath, [join(dir, 'tools', 'sync-versions.mjs')], { cwd: dir, stdio: 'pipe' })
      expect(readFileSync(join(cli, 'src', '_version.ts'), 'utf8')).toContain("VERSION = '7.8.9'")

      const out = join(dir, 'out')
      mkdirSync(out)
      execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: cli, stdio: 'pipe' })
      const tarball = join(out, 'utf8x-cli-7.8.9.tgz')
      const packed = execFileSync('tar', ['-xOzf', tarball, '--wildcards', 'package/dist/*.js'], {
        encoding: 'utf8',
      })
      expect(packed).toContain('var VERSION = "7.8.9";')
      expect(packed).not.toContain('0.0.0')
    },
    120_000,
  )
})
