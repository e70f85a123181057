import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { binaryPath, cacheDir, ensureNode, MAJORS, NODE_LINES, resolveLine } from '../node-lines.mjs'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'utf8x-node-lines-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A stand-in binary in the cache layout that answers `answer` to --version. */
function fakeNode(dir: string, version: string, answer: string): string {
  const bin = binaryPath(version, dir)
  mkdirSync(join(bin, '..'), { recursive: true })
  writeFileSync(bin, `#!/bin/sh\necho ${answer}\n`)
  chmodSync(bin, 0o755)
  return bin
}

describe('node-lines', () => {
  it('pins the four supported lines to exact versions', () => {
    expect(MAJORS).toEqual([20, 22, 24, 26])
    for (const major of MAJORS) expect(NODE_LINES[major]).toMatch(new RegExp(`^${major}\\.\\d+\\.\\d+$`))
  })

  it('reads a line as 24, node24, v24 or its exact pinned version', () => {
    const v24 = NODE_LINES[24]
    for (const spec of ['24', 24, 'node24', 'v24', v24, `v${v24}`])
      expect(resolveLine(spec)).toEqual({ major: 24, version: v24, name: 'node24' })
  })

  it('refuses an unpinned line or another version of a pinned one, naming the pinned lines', () => {
    expect(() => resolveLine('23')).toThrow(/unknown Node line "23": the pinned lines are 20 \(20\./)
    expect(() => resolveLine('24.0.0')).toThrow(/unknown Node line "24.0.0"/)
    expect(() => resolveLine('latest')).toThrow(/unknown Node line/)
  })

  it('keeps the cache outside the clone: UTF8X_NODE_CACHE, else XDG_CACHE_HOME, else ~/.cache', () => {
    expect(cacheDir({ UTF8X_NODE_CACHE: '/c', XDG_CACHE_HOME: '/x', HOME: '/h' })).toBe('/c')
    expect(cacheDir({ XDG_CACHE_HOME: '/x', HOME: '/h' })).toBe(join('/x', 'utf8x', 'node'))
    expect(cacheDir({ HOME: '/h' })).toBe(join('/h', '.cache', 'utf8x', 'node'))
    expect(binaryPath('24.21.0', '/c')).toBe(join('/c', '24.21.0', 'node_modules', 'node', 'bin', 'node'))
  })

  it('reuses a cached binary that answers its version, without installing', () => {
    const dir = tempDir()
    const bin = fakeNode(dir, NODE_LINES[22], `v${NODE_LINES[22]}`)
    const logged: string[] = []
    const got = ensureNode('22', { dir, npm: join(dir, 'no-npm-here'), log: (t: string) => logged.push(t) })
    expect(got).toBe(bin)
    expect(logged).toEqual([])
  })

  it('fails with a clear message when a line is missing and cannot be installed, leaving no debris', () => {
    const dir = tempDir()
    const npm = join(dir, 'no-npm-here')
    expect(() => ensureNode('26', { dir, npm, log: () => {} })).toThrow(
      new RegExp(
        `^Node ${NODE_LINES[26].replaceAll('.', '\\.')} \\(node26\\) is not in the cache .* and could not be installed: could not run .*no-npm-here .*ENOENT`,
      ),
    )
    expect(readdirSync(dir)).toEqual([])
  })

  it('does not trust a cached binary that answers another version', () => {
    const dir = tempDir()
    fakeNode(dir, NODE_LINES[20], 'v20.0.0')
    expect(() => ensureNode('node20', { dir, npm: join(dir, 'no-npm-here'), log: () => {} })).toThrow(
      /could not be installed/,
    )
  })
})
