// Issue 35, "Pay for what you import": published tarballs leave out what users do not need (internal
// READMEs; source maps unless they point at shipped sources), and `@utf8x/core` unpacks to 700 kB at the
// most. The package gate (tools/check-package.mjs) checks each real tarball with `tarballProblems`; here
// it is checked on made-up tarballs, and on the real ones `pnpm pack` writes from the built packages.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import * as contents from '../tarball-contents.mjs'
import { publishedPackages } from '../testing/workspace.ts'

const { readTarball, sizeReport, TEMPORARY_UNPACKED_CEILINGS, tarballProblems, UNPACKED_BUDGETS } = contents

interface File {
  path: string
  size: number
  text: () => string
}

const root = fileURLToPath(new URL('../..', import.meta.url))

const file = (path: string, text: string, size = text.length): File => ({ path, size, text: () => text })
const map = (sources: string[], sourcesContent?: (string | null)[]) =>
  JSON.stringify({ version: 3, sources, mappings: 'AAAA', ...(sourcesContent ? { sourcesContent } : {}) })

describe('tarballProblems', () => {
  it('holds @utf8x/core to 700 kB unpacked', () => {
    expect(UNPACKED_BUDGETS['@utf8x/core']).toBe(700_000)
    const within = [file('package.json', '{}', 1000), file('dist/index.js', '', 699_000)]
    expect(tarballProblems('@utf8x/core', within, {})).toEqual([])
    const over = [...within, file('dist/index.cjs', '', 1000 + 10)]
    expect(tarballProblems('@utf8x/core', over, {})).toEqual([
      '@utf8x/core unpacks to 701.01 kB, over its budget of 700.00 kB: dist/ 700.01 kB, package.json 1.00 kB',
    ])
    // A package without a budget may be any size.
    expect(tarballProblems('@utf8x/codecs', over, {})).toEqual([])
  })

  it('a temporary ceiling lets a package over its budget shrink, never grow, and goes once it fits', () => {
    const ceilings = { '@utf8x/core': { bytes: 710_000, reason: 'shrinking' } }
    const at = (kb: number) => [file('dist/index.js', '', kb * 1000)]
    expect(tarballProblems('@utf8x/core', at(705), ceilings)).toEqual([])
    expect(sizeReport('@utf8x/core', at(705), ceilings)).toBe(
      '@utf8x/core: 1 files, unpacked 705.00 kB, OVER its budget of 700.00 kB (held below 710.00 kB for now: shrinking)',
    )
    expect(tarballProblems('@utf8x/core', at(711), ceilings)).toEqual([
      '@utf8x/core unpacks to 711.00 kB, over its budget of 700.00 kB and its temporary ceiling of 710.00 kB: dist/ 711.00 kB',
    ])
    expect(tarballProblems('@utf8x/core', at(690), ceilings)).toEqual([
      '@utf8x/core unpacks to 690.00 kB, within its budget of 700.00 kB: remove it from TEMPORARY_UNPACKED_CEILINGS',
    ])
    expect(sizeReport('@utf8x/core', at(690), {})).toBe(
      '@utf8x/core: 1 files, unpacked 690.00 kB, within its budget of 700.00 kB',
    )
    // No package is over its budget today.
    expect(Object.keys(TEMPORARY_UNPACKED_CEILINGS)).toEqual([])
  })

  it('refuses an internal README', () => {
    const files = [file('README.md', '# core'), file('src/fast/README.md', 'x'.repeat(2000))]
    expect(tarballProblems('@utf8x/codecs', files)).toEqual([
      'src/fast/README.md is an internal README (2.00 kB): leave it out of the tarball',
    ])
  })

  it('refuses a source map that points at a file the tarball does not hold, without its text', () => {
    const toSrc = map(['../src/a.ts', '../src/b.ts'])
    expect(tarballProblems('@utf8x/codecs', [file('dist/index.js.map', toSrc)])).toEqual([
      'dist/index.js.map points at 2 files the tarball does not hold, without their text: ../src/a.ts, ../src/b.ts',
    ])
    // The sources shipped beside it, or their text in the map: fine.
    const shipped = [file('dist/index.js.map', toSrc), file('src/a.ts', ''), file('src/b.ts', '')]
    expect(tarballProblems('@utf8x/codecs', shipped)).toEqual([])
    const inline = map(['../src/a.ts', '../src/b.ts'], ['export {}', 'export {}'])
    expect(tarballProblems('@utf8x/codecs', [file('dist/index.js.map', inline)])).toEqual([])
    // A path of the machine that built it (tsup's CommonJS maps name their own output so).
    const absolute = map(['/work/packages/core/dist/chunk.cjs', '../src/a.ts'], [null, 'export {}'])
    expect(tarballProblems('@utf8x/codecs', [file('dist/chunk.cjs.map', absolute)])).toEqual([
      'dist/chunk.cjs.map points at 1 file the tarball does not hold, without their text: /work/packages/core/dist/chunk.cjs',
    ])
  })
})

const published = publishedPackages(root)

describe.skipIf(published.some(({ dir }) => !existsSync(join(root, 'packages', dir, 'dist'))))(
  'the tarballs pnpm pack writes (built packages)',
  () => {
    const out = mkdtempSync(join(tmpdir(), 'utf8x-tarballs-'))
    afterAll(() => rmSync(out, { recursive: true, force: true }))

    it.each(published)(
      '$manifest.name holds only what users need',
      ({ dir, manifest }) => {
        const cwd = join(root, 'packages', dir)
        execFileSync('pnpm', ['pack', '--config.ignore-scripts=true', '--pack-destination', out], {
          cwd,
          stdio: 'ignore',
        })
        const tarball = join(
          out,
          `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`,
        )
        expect(tarballProblems(manifest.name, readTarball(tarball))).toEqual([])
      },
      60_000,
    )
  },
)
