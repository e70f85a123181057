// Issue #34, "Hover docs point at files users do not have": what a user reads of a published package (its
// README, and the doc comments of its BUILT declarations, shown on hover) names no file that the package
// does not ship: no `SEMANTICS.md` or `API.md` of the repository, no relative link out of the package.
// The files a package ships are those `pnpm pack` puts in its tarball (without the prepack build).
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const published = readdirSync(join(root, 'packages'))
  .filter((dir) => existsSync(join(root, 'packages', dir, 'package.json')))
  .filter(
    (dir) => JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')).private !== true,
  )

/**
 * The files `text` (the shipped file `file`, a path in the package) refers to that are not in `shipped`:
 * each `*.md` it names, and each relative Markdown link. A bare name (`SEMANTICS.md`) or a path without
 * `./` (`src/fast/README.md`) is read from the package's root, `./x` and `../x` from the file's folder; a
 * link may name a folder the package ships files in.
 */
function unshippedReferences(text: string, file: string, shipped: ReadonlySet<string>): string[] {
  const out = new Set<string>()
  const check = (reference: string) => {
    const path = /^\.\.?\//.test(reference)
      ? posix.normalize(posix.join(posix.dirname(file), reference))
      : posix.normalize(reference)
    const inside = !path.startsWith('../') && path !== '..'
    if (!inside || !(shipped.has(path) || [...shipped].some((p) => p.startsWith(`${path}/`))))
      out.add(`${file}: ${reference}`)
  }
  for (const match of text.matchAll(/(?<![\w./-])((?:\.{1,2}\/)*[\w-]+(?:[./][\w-]+)*\.md)\b/g))
    check(match[1] as string)
  if (file.endsWith('.md'))
    for (const match of text.matchAll(/\]\((?!https?:|#|mailto:)([^)\s#]+)(?:#[^)]*)?\)/g))
      check(match[1] as string)
  return [...out]
}

const run = promisify(execFile)

/** The paths in a package's tarball, as `pnpm pack --dry-run` lists them, and CHANGELOG.md (a release writes it). */
async function shippedFiles(dir: string): Promise<Set<string>> {
  const { stdout } = await run('pnpm', ['pack', '--dry-run', '--json', '--config.ignore-scripts=true'], {
    cwd: join(root, 'packages', dir),
  })
  const { files } = JSON.parse(stdout) as { files: { path: string }[] }
  return new Set([...files.map((f) => f.path), 'CHANGELOG.md'])
}

// pnpm is a Node program; the tarballs are the same whichever runtime runs the suite.
const onNode = !('Bun' in globalThis) && !('Deno' in globalThis)

describe('the published docs refer only to shipped files', () => {
  it('finds a name of a file that is not shipped, and a link out of the package', () => {
    const shipped = new Set(['README.md', 'dist/index.d.ts', 'src/fast/README.md', 'src/a.ts'])
    const readme = [
      'As [SEMANTICS.md](../../SEMANTICS.md) says; see API.md and `src/fast/README.md`.',
      'The [sources](src), [a file](./src/a.ts), [the site](https://example.com/x.md), [below](#x).',
      'In the [repository](../../README.md).',
    ].join('\n')
    expect(unshippedReferences(readme, 'README.md', shipped)).toEqual([
      'README.md: SEMANTICS.md',
      'README.md: ../../SEMANTICS.md',
      'README.md: API.md',
      'README.md: ../../README.md',
    ])
    const declarations = '/** The id from SEMANTICS.md (see the README.md, and ./README.md) */'
    expect(unshippedReferences(declarations, 'dist/index.d.ts', shipped)).toEqual([
      'dist/index.d.ts: SEMANTICS.md',
      'dist/index.d.ts: ./README.md',
    ])
  })

  it.runIf(onNode)(
    `in the README and the declarations of each package (${published.length})`,
    async () => {
      expect(published.length).toBeGreaterThanOrEqual(8)
      const problems: string[] = []
      const shipped = await Promise.all(published.map(shippedFiles))
      published.forEach((dir, k) => {
        const files = shipped[k] as Set<string>
        const read = [...files].filter((f) => f === 'README.md' || /^dist\/.*\.d\.c?ts$/.test(f))
        expect(read).toContain('README.md')
        for (const file of read) {
          const text = readFileSync(join(root, 'packages', dir, file), 'utf8')
          problems.push(...unshippedReferences(text, file, files).map((p) => `packages/${dir}/${p}`))
        }
      })
      expect(problems).toEqual([])
    },
    120_000,
  )
})
