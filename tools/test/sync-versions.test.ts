// JSR manifests follow package.json (tools/sync-versions.mjs): name, version, exports on the sources,
// the @utf8x dependencies as jsr: imports; a version bumped in package.json alone is caught.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { jsrManifest, publishedPackages, versionDrift } from '../sync-versions.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('sync-versions', () => {
  it('every published package has a jsr.json in sync with its package.json', () => {
    const packages = publishedPackages(root) as { dir: string; manifest: { name: string } }[]
    expect(packages.map((p) => p.manifest.name)).toContain('@utf8x/cli')
    for (const { dir } of packages) expect(versionDrift(dir, root)).toEqual([])
  })

  it('maps exports to the sources, a bin to `.`, and @utf8x dependencies (with subpaths) to jsr:', () => {
    const manifests = new Map([
      [
        '@utf8x/core',
        {
          name: '@utf8x/core',
          version: '1.2.3',
          exports: { '.': {}, './internal': {}, './package.json': '' },
        },
      ],
    ])
    expect(
      jsrManifest(
        {
          name: '@utf8x/x',
          version: '0.4.0',
          exports: { '.': {}, './package.json': '' },
          dependencies: { '@utf8x/core': 'workspace:^' },
        },
        manifests,
      ),
    ).toEqual({
      name: '@utf8x/x',
      version: '0.4.0',
      exports: { '.': './src/index.ts' },
      imports: {
        '@utf8x/core': 'jsr:@utf8x/core@^1.2.3',
        '@utf8x/core/internal': 'jsr:@utf8x/core@^1.2.3/internal',
      },
      publish: { include: ['src', 'README.md', 'LICENSE', 'jsr.json'] },
    })
    expect(
      jsrManifest(
        {
          name: '@utf8x/cli',
          version: '1.0.0',
          bin: { utf8x: './dist/cli.js' },
          exports: { './package.json': '' },
        },
        manifests,
      ).exports,
    ).toEqual({ '.': './src/cli.ts' })
    // A CommonJS bin (started sooner than a module) that loads cli.js: JSR runs cli.ts.
    expect(
      jsrManifest(
        {
          name: '@utf8x/cli',
          version: '1.0.0',
          bin: { utf8x: './dist/cli.cjs' },
          exports: { './package.json': '' },
        },
        manifests,
      ).exports,
    ).toEqual({ '.': './src/cli.ts' })
  })

  it('pins the exact version on JSR too when package.json does (`workspace:*`, for core/internal)', () => {
    const manifests = new Map([
      ['@utf8x/core', { name: '@utf8x/core', version: '1.2.3', exports: { '.': {}, './internal': {} } }],
    ])
    const imports = (range: string) =>
      jsrManifest(
        { name: '@utf8x/x', version: '0.4.0', exports: { '.': {} }, dependencies: { '@utf8x/core': range } },
        manifests,
      ).imports
    const exact = {
      '@utf8x/core': 'jsr:@utf8x/core@1.2.3',
      '@utf8x/core/internal': 'jsr:@utf8x/core@1.2.3/internal',
    }
    expect(imports('workspace:*')).toEqual(exact)
    expect(imports('1.2.3')).toEqual(exact)
    expect(imports('workspace:^')).toEqual({
      '@utf8x/core': 'jsr:@utf8x/core@^1.2.3',
      '@utf8x/core/internal': 'jsr:@utf8x/core@^1.2.3/internal',
    })
  })

  it('catches a version that changeset version bumped in package.json only', () => {
    const copy = mkdtempSync(join(tmpdir(), 'utf8x-sync-'))
    afterAll(() => rmSync(copy, { recursive: true, force: true }))
    for (const dir of [
      'core',
      'cli',
      'codecs',
      'collation',
      'corrected-utf8',
      'utf8-classic',
      'utf8-eight-byte',
      'utf8-infinity',
    ]) {
      for (const name of ['package.json', 'jsr.json'])
        cpSync(join(root, 'packages', dir, name), join(copy, 'packages', dir, name))
    }
    cpSync(join(root, 'packages/cli/src/_version.ts'), join(copy, 'packages/cli/src/_version.ts'))
    const path = join(copy, 'packages/core/package.json')
    writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, 'utf8')), version: '9.9.9' }))
    expect(versionDrift('core', copy).map((d: { path: string }) => d.path)).toEqual([
      join(copy, 'packages/core/jsr.json'),
    ])
    // Its dependants' imports name the new version too.
    expect(versionDrift('codecs', copy)).toHaveLength(1)
    const cli = join(copy, 'packages/cli/package.json')
    writeFileSync(cli, JSON.stringify({ ...JSON.parse(readFileSync(cli, 'utf8')), version: '2.0.0' }))
    expect(versionDrift('cli', copy).map((d: { path: string }) => d.path.slice(copy.length))).toEqual([
      '/packages/cli/jsr.json',
      '/packages/cli/src/_version.ts',
    ])
  })
})
