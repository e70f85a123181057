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

// The root README: the issue's targets, checked by the runner in the same runs, one column a runtime.
const results = runtimes
  .map(([dir, label]) => {
    const file = join(root, 'apps/bench/results', dir, 'results.json')
    return existsSync(file) ? [label, JSON.parse(readFileSync(file, 'utf8'))] : null
  })
  .filter((entry) => entry !== null)
if (results.length > 0) {
  const targets = []
  for (const [, result] of results)
    for (const t of result.targets) if (!targets.includes(t.target)) targets.push(t.target)
  const cell = (result, target) => {
    const found = result.targets.find((t) => t.target === target)
    if (!found || found.status === 'skipped') return '–'
    const figure = /(?:geometric mean|min) ([\d.]+×)/.exec(found.detail)?.[1] ?? ''
    return `${found.status === 'pass' ? 'pass' : '**miss**'}${figure ? ` (${figure})` : ''}`
  }
  const machines = results.map(([label, r]) => `${label} ${r.environment.version ?? ''}`.trim()).join(', ')
  const env = results[0][1].environment
  const rows = targets.map(
    (target) => `| ${target} | ${results.map(([, r]) => cell(r, target)).join(' | ')} |`,
  )
  const section = `## Speed

Every figure comes from the benchmark runner, \`apps/bench\` (\`pnpm bench --quick\`, \`pnpm bench:bun --quick\`,
\`pnpm bench:deno --quick\`), on ${env.cpu ?? 'this machine'} (${env.cores ?? 2} cores), ${machines}. Each output is
checked before it is timed; the ratios compare our codec with the runtime's own codec (or the best npm
peer) on the same input in the same run (the figure in brackets is the geometric mean, or the worst
corpus for "every corpus" targets). The machine is a shared 2-core VM and quick runs are short, so
ratios near a threshold move between runs. Per-package tables are in each package README; full tables,
JSON and SVG charts in \`apps/bench/results/\`.

| target | ${results.map(([label]) => label).join(' | ')} |
| --- | ${results.map(() => '---').join(' | ')} |
${rows.join('\n')}
`
  const readme = join(root, 'README.md')
  const text = readFileSync(readme, 'utf8')
  const start = text.search(/^## Speed\s*$/m)
  const anchor = text.search(/^## Contributing\s*$/m)
  let out
  if (start >= 0) {
    const rest = text.slice(start + 1)
    const next = rest.search(/^## /m)
    out = text.slice(0, start) + section + (next < 0 ? '' : `\n${text.slice(start + 1 + next)}`)
  } else {
    out = `${text.slice(0, anchor)}${section}\n${text.slice(anchor)}`
  }
  writeFileSync(readme, out)
  console.log(`updated ${readme}`)
}
