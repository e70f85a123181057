#!/usr/bin/env node
// A scheme package's only runtime dependency is @utf8x/core; core has none; apps are private.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The problems of a set of workspace manifests (none when the rules hold).
 * @param {{ dir: string, manifest: Record<string, any> }[]} packages
 * @returns {string[]}
 */
export function dependencyProblems(packages) {
  const problems = []
  for (const { dir, manifest } of packages) {
    const name = manifest.name ?? dir
    const isApp = dir.startsWith('apps/')
    if (isApp) {
      if (manifest.private !== true) problems.push(`${name}: apps are private ("private": true)`)
      continue
    }
    if (manifest.private === true) problems.push(`${name}: a published package must not be private`)
    for (const field of [
      'peerDependencies',
      'optionalDependencies',
      'bundleDependencies',
      'bundledDependencies',
    ]) {
      const deps = Object.keys(manifest[field] ?? {})
      if (deps.length > 0) problems.push(`${name}: no ${field} allowed (found ${deps.join(', ')})`)
    }
    const deps = Object.keys(manifest.dependencies ?? {})
    if (name === '@utf8x/core') {
      if (deps.length > 0)
        problems.push(`${name}: core has zero runtime dependencies (found ${deps.join(', ')})`)
    } else {
      const others = deps.filter((dep) => dep !== '@utf8x/core')
      if (others.length > 0)
        problems.push(
          `${name}: the only runtime dependency allowed is @utf8x/core (found ${others.join(', ')})`,
        )
    }
  }
  return problems
}

/** Reads every manifest under packages/ and apps/ of a workspace root. */
export function readWorkspace(root) {
  const out = []
  for (const group of ['packages', 'apps']) {
    let names = []
    try {
      names = readdirSync(join(root, group))
    } catch {
      continue
    }
    for (const name of names) {
      try {
        const manifest = JSON.parse(readFileSync(join(root, group, name, 'package.json'), 'utf8'))
        out.push({ dir: `${group}/${name}`, manifest })
      } catch {}
    }
  }
  return out
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const packages = readWorkspace(root)
  const problems = dependencyProblems(packages)
  if (problems.length > 0) {
    console.error(`Dependency rules broken:\n- ${problems.join('\n- ')}`)
    process.exit(1)
  }
  console.log(`Dependency rules hold for ${packages.length} workspace packages.`)
}
