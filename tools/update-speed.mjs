#!/usr/bin/env node
// Copies the Speed sections that `apps/bench` wrote (results/<runtime>/speed.md) into each package
// README, one subsection per runtime, so the READMEs quote a real run and nothing else.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const runtimes = [
  ['node', 'Node'],
  ['bun', 'Bun'],
  ['deno', 'Deno'],
]

function sections(file) {
  const out = new Map()
  if (!existsSync(file)) return out
  const text = readFileSync(file, 'utf8')
  for (const part of text
    .split(/^<!-- (@utf8x\/[\w-]+) -->\n/m)
    .slice(1)
    .reduce((acc, v, i, a) => {
      if (i % 2 === 0) acc.push([v, a[i + 1] ?? ''])
      return acc
    }, [])) {
    out.set(part[0], part[1].replace(/^## Speed\s*\n/, '').trim())
  }
  return out
}

const perRuntime = runtimes.map(([dir, label]) => [
  label,
  sections(join(root, 'apps/bench/results', dir, 'speed.md')),
])
for (const name of ['utf8-classic', 'utf8-eight-byte', 'utf8-infinity', 'corrected-utf8', 'collation']) {
  const readme = join(root, 'packages', name, 'README.md')
  const text = readFileSync(readme, 'utf8')
  const parts = perRuntime
    .filter(([, map]) => map.has(`@utf8x/${name}`))
    .map(([label, map]) => `### ${label}\n\n${map.get(`@utf8x/${name}`)}`)
  if (parts.length === 0) continue
  const section = `## Speed\n\nFrom the benchmark runner (\`apps/bench\`, \`pnpm bench --quick\`, \`pnpm bench:bun --quick\`, \`pnpm bench:deno --quick\`), copied by \`tools/update-speed.mjs\`. Read the ratios, not the absolute MB/s: the machine is a shared 2-core VM and short runs are noisy (the runner's README explains how to read them).\n\n${parts.join('\n\n')}\n`
  const start = text.search(/^## Speed\s*$/m)
  if (start < 0) throw new Error(`${readme} has no ## Speed section`)
  const rest = text.slice(start + 1)
  const next = rest.search(/^## /m)
  const end = next < 0 ? text.length : start + 1 + next
  writeFileSync(readme, text.slice(0, start) + section + (next < 0 ? '' : `\n${text.slice(end)}`))
  console.log(`updated ${readme}`)
}
