import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { dependencyProblems, readWorkspace } from '../check-deps.mjs'

const scheme = (deps: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  dir: 'packages/utf8-classic',
  manifest: { name: '@utf8x/utf8-classic', dependencies: deps, ...extra },
})

describe('check-deps', () => {
  it('passes on this workspace', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const packages = readWorkspace(root)
    expect(packages.length).toBeGreaterThanOrEqual(6)
    expect(dependencyProblems(packages)).toEqual([])
  })

  it('passes a scheme that depends on core only', () => {
    expect(dependencyProblems([scheme({ '@utf8x/core': 'workspace:^' })])).toEqual([])
  })

  it('fails a scheme with another runtime dependency', () => {
    expect(dependencyProblems([scheme({ '@utf8x/core': 'workspace:^', 'left-pad': '1.0.0' })])).toEqual([
      '@utf8x/utf8-classic: the only runtime dependency allowed is @utf8x/core (found left-pad)',
    ])
  })

  it('fails a scheme that depends on a sibling scheme', () => {
    expect(
      dependencyProblems([scheme({ '@utf8x/core': 'workspace:^', '@utf8x/utf8-infinity': 'workspace:^' })]),
    ).toHaveLength(1)
  })

  it('fails peer and optional dependencies, and a private package', () => {
    expect(dependencyProblems([scheme({}, { peerDependencies: { x: '1' }, private: true })])).toEqual([
      '@utf8x/utf8-classic: a published package must not be private',
      '@utf8x/utf8-classic: no peerDependencies allowed (found x)',
    ])
  })

  it('fails core with any dependency, and a public app', () => {
    expect(
      dependencyProblems([
        { dir: 'packages/core', manifest: { name: '@utf8x/core', dependencies: { tslib: '2' } } },
        { dir: 'apps/bench', manifest: { name: '@utf8x/bench' } },
      ]),
    ).toEqual([
      '@utf8x/core: core has zero runtime dependencies (found tslib)',
      '@utf8x/bench: apps are private ("private": true)',
    ])
  })
})
