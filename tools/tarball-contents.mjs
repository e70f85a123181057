// What a published tarball holds, checked for what users do not need (part of the package gate,
// tools/check-package.mjs): its unpacked size within the package's budget, no internal README (a
// `README.md` anywhere but the package's root: notes for the repository's contributors), and no source
// map that points at a file the tarball does not hold (a map is only worth shipping with its sources:
// the files it names, or their text in `sourcesContent`).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, posix, relative } from 'node:path'

/** A kB of 1,000 bytes, as issue 35 counts (its "700 KB" for core, its bundle budgets) and the root README's "Bundle size" does. */
export const KB = 1000

/** Unpacked bytes a package's tarball may hold at the most (issue 35: `@utf8x/core` ≤ 700 KB). */
export const UNPACKED_BUDGETS = Object.freeze({ '@utf8x/core': 700 * KB })

/**
 * Packages over their budget, each held to a ceiling it may not pass (so it can only shrink) until the work
 * that brings it within its budget lands. Empty: core came within its 700 kB when `@utf8x/core/internal`
 * was cut to what other packages import (2026-11-28). An entry whose package fits its budget is itself a
 * problem, so the list can only shrink.
 * @type {Record<string, { bytes: number, reason: string }>}
 */
export const TEMPORARY_UNPACKED_CEILINGS = {}

/**
 * The files of a tarball, unpacked: each file's path inside the package (without `package/`), its size,
 * and its text (read when asked).
 *
 * @param {string} tarball - a `.tgz` that `pnpm pack` or `npm pack` wrote
 * @returns {{ path: string, size: number, text: () => string }[]}
 */
export function readTarball(tarball) {
  const dir = mkdtempSync(join(tmpdir(), 'utf8x-tarball-'))
  try {
    execFileSync('tar', ['-xzf', tarball, '-C', dir])
    const top = join(dir, 'package')
    const files = []
    const walk = (at) => {
      for (const entry of readdirSync(at, { withFileTypes: true })) {
        const path = join(at, entry.name)
        if (entry.isDirectory()) walk(path)
        else {
          const text = readFileSync(path, 'utf8')
          files.push({
            path: relative(top, path).split('\\').join('/'),
            size: statSync(path).size,
            text: () => text,
          })
        }
      }
    }
    walk(top)
    return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** One line for the gate's log: the tarball's unpacked size, against its budget when it has one. */
export function sizeReport(name, files, ceilings = TEMPORARY_UNPACKED_CEILINGS) {
  const size = unpackedSize(files)
  const budget = UNPACKED_BUDGETS[name]
  const ceiling = ceilings[name]
  const against =
    budget === undefined
      ? ''
      : size <= budget
        ? `, within its budget of ${kb(budget)}`
        : `, OVER its budget of ${kb(budget)} (held below ${kb(ceiling?.bytes ?? budget)} for now: ${ceiling?.reason ?? 'none'})`
  return `${name}: ${files.length} files, unpacked ${kb(size)}${against}`
}

/** Bytes of every file together: the package's size on disk, unpacked (folders not counted). */
export function unpackedSize(files) {
  return files.reduce((total, file) => total + file.size, 0)
}

/** `bytes` in KB, two decimals. */
export const kb = (bytes) => `${(bytes / KB).toFixed(2)} kB`

/**
 * What the tarball of the package `name` holds that users do not need, one line each; empty when nothing.
 *
 * @param {string} name - the package's name (its budget, if it has one, is {@link UNPACKED_BUDGETS}'s)
 * @param {{ path: string, size: number, text: () => string }[]} files - as {@link readTarball} gives them
 * @param {Record<string, { bytes: number, reason: string }>} [ceilings] - packages held to a ceiling above
 *   their budget for now (default {@link TEMPORARY_UNPACKED_CEILINGS})
 * @returns {string[]}
 */
export function tarballProblems(name, files, ceilings = TEMPORARY_UNPACKED_CEILINGS) {
  const problems = []
  const budget = UNPACKED_BUDGETS[name]
  const ceiling = ceilings[name]
  const size = unpackedSize(files)
  if (budget !== undefined && size > budget && (ceiling === undefined || size > ceiling.bytes))
    problems.push(
      `${name} unpacks to ${kb(size)}, over its budget of ${kb(budget)}${ceiling === undefined ? '' : ` and its temporary ceiling of ${kb(ceiling.bytes)}`}: ${largest(files)}`,
    )
  if (ceiling !== undefined && (budget === undefined || size <= budget))
    problems.push(
      `${name} unpacks to ${kb(size)}, within its budget${budget === undefined ? ' (none)' : ` of ${kb(budget)}`}: remove it from TEMPORARY_UNPACKED_CEILINGS`,
    )
  for (const file of files) {
    if (file.path !== 'README.md' && posix.basename(file.path).toLowerCase() === 'readme.md')
      problems.push(`${file.path} is an internal README (${kb(file.size)}): leave it out of the tarball`)
  }
  const shipped = new Set(files.map((file) => file.path))
  for (const file of files) {
    if (!file.path.endsWith('.map')) continue
    let map
    try {
      map = JSON.parse(file.text())
    } catch {
      problems.push(`${file.path} is not a source map (not JSON)`)
      continue
    }
    const missing = (map.sources ?? []).filter((source, i) => {
      if (typeof map.sourcesContent?.[i] === 'string') return false
      const path = posix.normalize(posix.join(posix.dirname(file.path), map.sourceRoot ?? '', source))
      return source.startsWith('/') || /^[a-z]+:/i.test(source) || !shipped.has(path)
    })
    if (missing.length > 0)
      problems.push(
        `${file.path} points at ${missing.length} file${missing.length === 1 ? '' : 's'} the tarball does not hold, without their text: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''}`,
      )
  }
  return problems
}

/** The largest parts of the tarball, for a message: its top folders (maps apart) and their sizes. */
function largest(files) {
  const parts = new Map()
  for (const file of files) {
    const top = file.path.includes('/') ? `${file.path.split('/')[0]}/` : file.path
    const key = file.path.endsWith('.map') ? `${top} source maps` : top
    parts.set(key, (parts.get(key) ?? 0) + file.size)
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([part, bytes]) => `${part} ${kb(bytes)}`)
    .join(', ')
}
