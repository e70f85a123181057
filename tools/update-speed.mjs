#!/usr/bin/env node
// Copies the speed figures that `apps/bench` wrote (results/<runtime>/results.json) into the READMEs, one
// column per runtime (each Node line, Bun, Deno, Chromium), headed by its exact version, so the READMEs
// quote real runs and nothing else: each package README's `## Speed` section, the root README's table
// of targets, and core's README's table of `DecoderStream` against `TextDecoderStream` (between
// {@link STREAMS_MARKS}).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The results folders, in column order. */
export const RUNTIMES = ['node20', 'node22', 'node24', 'node26', 'bun', 'deno', 'chromium']

const NAMES = { node: 'Node', bun: 'Bun', deno: 'Deno', chromium: 'Chromium' }

/** `Node 24.21.0`: the column header of a run. */
export const label = (result) =>
  `${NAMES[result.environment.runtime] ?? result.environment.runtime} ${result.environment.version}`

/**
 * The rows of one package over the runs, from each run's speed summary (`speed` in results.json: per
 * codec, operation and kind of input, the geometric means of our MB/s, ours / native and ours / best
 * peer): one row per codec and operation, one value per run (NaN where a run did not measure it).
 */
export function packageRows(pkg, results) {
  const rows = new Map()
  results.forEach((result, column) => {
    for (const r of result.speed ?? []) {
      if (r.package !== pkg) continue
      const key = `${r.scheme} ${r.op}`
      if (!rows.has(key))
        rows.set(key, {
          scheme: r.scheme,
          op: r.op,
          mbps: results.map(() => Number.NaN),
          native: results.map(() => Number.NaN),
          peer: results.map(() => Number.NaN),
        })
      const row = rows.get(key)
      // results.json writes NaN as null.
      row.mbps[column] = r.mbps ?? Number.NaN
      row.native[column] = r.native ?? Number.NaN
      row.peer[column] = r.peer ?? Number.NaN
    }
  })
  return [...rows.values()]
}

/** As the runner formats numbers: three significant digits, thousands separated. */
export function formatNumber(value) {
  if (!Number.isFinite(value)) return '–'
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString('en-US')
  return Number(value.toPrecision(3)).toString()
}

const ratio = (v) => (Number.isFinite(v) ? `${formatNumber(v)}×` : '–')

function commands(results) {
  const runs = results.map(([name]) => name)
  const parts = []
  const nodes = runs.filter((n) => n.startsWith('node')).map((n) => n.slice(4))
  if (nodes.length > 0) parts.push(`\`pnpm bench --quick --node N\` for N = ${nodes.join(', ')}`)
  if (runs.includes('bun')) parts.push('`pnpm bench:bun --quick`')
  if (runs.includes('deno')) parts.push('`pnpm bench:deno --quick`')
  if (runs.includes('chromium')) parts.push('`pnpm bench:chromium --quick`')
  return parts.join(', ')
}

function machineLine(results) {
  const env = results[0][1].environment
  const loads = results.map(([, r]) => r.environment.loadAverage).filter((v) => Number.isFinite(v))
  return `${env.cpu ?? 'this machine'} (${env.cores ?? 2} cores), load average ${formatNumber(Math.min(...loads))} to ${formatNumber(Math.max(...loads))} at the starts of the runs`
}

/** Where the repository's files are read on the web: what a README links to that the package does not ship. */
const REPOSITORY = 'https://github.com/utf8x/utf8x/blob/main'

/**
 * The `## Speed` section of one package README, or null when no run measured it: one table, one row per
 * codec and operation, one column per runtime. A cell is utf8x against the runtime's own codec where the
 * runtime has one for the job, else against the fastest npm peer (marked), else utf8x's MB/s (marked).
 */
export function packageSection(pkg, results, routesReadme = false) {
  const runs = results.map(([, r]) => r)
  const headers = runs.map(label)
  const rows = packageRows(pkg, runs)
  if (rows.length === 0) return null
  const cell = (row, k) => {
    if (Number.isFinite(row.native[k])) return ratio(row.native[k])
    if (Number.isFinite(row.peer[k])) return `${ratio(row.peer[k])} peer`
    return Number.isFinite(row.mbps[k]) ? `${formatNumber(row.mbps[k])} MB/s` : '–'
  }
  const kept = rows.filter((row) => headers.some((_, k) => cell(row, k) !== '–'))
  const lines = [
    `| codec | operation | ${headers.join(' | ')} |`,
    `| --- | --- | ${headers.map(() => '---:').join(' | ')} |`,
    ...kept.map(
      (row) => `| \`${row.scheme}\` | ${row.op} | ${headers.map((_, k) => cell(row, k)).join(' | ')} |`,
    ),
  ]
  return `## Speed

Measured by the benchmark runner (\`apps/bench\`: ${commands(results)}; copied here by \`tools/update-speed.mjs\`) on ${machineLine(results)}. Each figure is a geometric mean over the real-text corpora (for the code point operations, generated code points): the runtime's own codec's time over utf8x's on the same input in the same run (above 1×: utf8x is faster); "peer": the same against the fastest pure-JS npm package doing the job, where the runtime has no codec for it; "MB/s": utf8x's own throughput, where neither exists. The machine is a shared 2-core VM and quick runs are noisy; full tables, MB/s, JSON and charts are in \`apps/bench/results/<runtime>/\`${routesReadme ? `, and how the fast routes work in [the repository's fast/README](${REPOSITORY}/packages/${pkg}/src/fast/README.md)` : ''}.

${lines.join('\n')}
`
}

/** The root README's `## Speed` section: the targets, one column per run. */
export function rootSection(results) {
  const targets = []
  for (const [, result] of results)
    for (const t of result.targets) if (!targets.includes(t.target)) targets.push(t.target)
  const cell = (result, target) => {
    const found = result.targets.find((t) => t.target === target)
    if (!found || found.status === 'skipped') return '–'
    // Both figures where a target has both (worst corpus and geometric mean), else the one it has.
    const figures = [...found.detail.matchAll(/(min|geometric mean) ([\d.,]+×)/g)]
    const figure =
      figures.length > 1
        ? figures.map(([, what, value]) => `${what === 'min' ? 'min' : 'mean'} ${value}`).join(', ')
        : (figures[0]?.[2] ?? '')
    const status =
      found.status === 'pass' ? 'pass' : found.status === 'fail' ? '**miss**' : '**not measured**'
    return `${status}${figure ? ` (${figure})` : ''}`
  }
  const rows = targets.map(
    (target) => `| ${target} | ${results.map(([, r]) => cell(r, target)).join(' | ')} |`,
  )
  return `## Speed

Every figure comes from the benchmark runner, \`apps/bench\` (${commands(results)}), on ${machineLine(results)}, one
column per runtime. Each output is checked before it is timed; the ratios compare our codec with the
runtime's own codec (or the best npm peer) on the same input in the same run (the figure in brackets is
the geometric mean, or the worst corpus for "every corpus" targets, or both; – : the target does not apply
to that runtime, or was not run). The machine is a shared 2-core VM and quick runs are short, so ratios near a
threshold move between runs. Per-package tables are in each package README; full tables, JSON and SVG
charts in \`apps/bench/results/<runtime>/\`.

| target | ${results.map(([, r]) => label(r)).join(' | ')} |
| --- | ${results.map(() => '---').join(' | ')} |
${rows.join('\n')}
`
}

/** The marks around the stream table in core's README: the text between them is written here. */
export const STREAMS_MARKS = [
  '<!-- streams: written by tools/update-speed.mjs from apps/bench/results -->',
  '<!-- /streams -->',
]

const MIB = 1 << 20

/**
 * Core's table of streams: each codec's `DecoderStream` against `TextDecoderStream`, one column per run,
 * each the ratio the runner paired in that run (op `memory`: its `paired.ratio`).
 */
export function streamsTable(results) {
  const names = []
  for (const [, result] of results)
    for (const m of result.memory ?? []) if (m.paired && !names.includes(m.name)) names.push(m.name)
  const cell = (result, name) => {
    const found = (result.memory ?? []).find((m) => m.name === name)
    return found?.paired ? ratio(found.paired.ratio) : '–'
  }
  const first = results.flatMap(([, r]) => r.memory ?? []).find((m) => m.paired)?.paired
  const total = results.map(([, r]) => r.options?.streamBytes).find((v) => Number.isFinite(v))
  const rows = names.map(
    (name) => `| \`${name.split(' ')[0]}\` | ${results.map(([, r]) => cell(r, name)).join(' | ')} |`,
  )
  const size = total === undefined ? '' : `${Math.round(total / MIB)} MiB `
  const pass = first === undefined ? '–' : formatNumber(first.passBytes / MIB)
  return `Against \`TextDecoderStream\`, strict, on the same multilingual text in 64 KiB chunks: the lines of the
run's text corpora shuffled together (in a quick run Arabic, Chinese, English, Latin, Russian and Thai
text, emoji and other four-byte characters), a ${size}stream per codec. Each figure is the median of
${first?.rounds ?? '–'} interleaved pairs of ${pass} MiB passes (above 1×: ours is faster), from the benchmark runner
(\`apps/bench\`, op \`memory\`: ${commands(results)}), copied from \`apps/bench/results/<runtime>/results.json\` by
\`tools/update-speed.mjs\`. The machine is a shared 2-core VM, so ratios move between runs.

| stream | ${results.map(([, r]) => label(r)).join(' | ')} |
| --- | ${results.map(() => '---:').join(' | ')} |
${rows.join('\n')}
`
}

/** Where packages/cli/README.md holds the table of `pnpm bench:cli --save` runs. */
export const CLI_MARKS = ['<!-- cli-bench: start (tools/update-speed.mjs) -->', '<!-- cli-bench: end -->']

/** The command's runs kept by `pnpm bench:cli --save` (`apps/bench/results/cli/<runtime>.json`), in column order. */
export function readCliRuns(dir = join(root, 'apps/bench/results/cli')) {
  return RUNTIMES.map((name) => {
    const file = join(dir, `${name}.json`)
    return existsSync(file) ? [name, JSON.parse(readFileSync(file, 'utf8'))] : null
  }).filter((entry) => entry !== null)
}

/**
 * The table of the command against the C tools: one row per item of the bench, one column per runtime
 * (utf8x's ratio to the peer's CPU time, or its rate or time, as `pnpm bench:cli` judges it), and when and
 * under what load each run was made.
 */
export function cliTable(runs) {
  const items = new Map()
  for (const [, run] of runs)
    for (const row of run.rows)
      if (!items.has(row.id))
        items.set(row.id, { work: row.peer ? `${row.work} (${row.peer})` : row.work, target: row.target })
  const cell = (run, id) => {
    const row = run.rows.find((r) => r.id === id)
    if (row === undefined) return ''
    return row.verdict === 'MISSED' ? `${row.shown} **missed**` : row.shown
  }
  // A `|` in a cell (a shell pipe) would end it.
  const pipes = (text) => text.replaceAll('|', '\\|')
  const lines = [...items].map(
    ([id, { work, target }]) =>
      `| ${pipes(work)} | ${runs.map(([, run]) => pipes(cell(run, id))).join(' | ')} | ${target} |`,
  )
  const when = runs.map(([, run]) => {
    const { date, loadAverage } = run.environment
    return `${label(run)} ${date.slice(0, 16).replace('T', ' ')} UTC (load ${loadAverage.map((l) => l.toFixed(1)).join(' → ')})`
  })
  return `Written by \`node tools/update-speed.mjs\` from the runs \`pnpm bench:cli --save\` kept in
\`apps/bench/results/cli/\`: ${when.join('; ')}. Each figure is utf8x's CPU time over the peer's (the least
of three runs, one for the 1 GB sort), or its rate or time; memory is peak resident memory.

| work (peer) | ${runs.map(([, run]) => label(run)).join(' | ')} | target |
| --- | ${runs.map(() => '---').join(' | ')} | --- |
${lines.join('\n')}
`
}

/** Replaces what stands between two marks of a text (each on its own line). */
export function replaceBetween(text, content, [open, close]) {
  const start = text.indexOf(open)
  const end = text.indexOf(close)
  if (start < 0 || end < start) throw new Error(`no ${open} … ${close} in the text`)
  return `${text.slice(0, start + open.length)}\n${content}${text.slice(end)}`
}

/** Replaces the `## Speed` section of a README (up to the next `## ` heading), or adds it before `before`. */
export function replaceSection(text, section, before = /^## Contributing\s*$/m) {
  const start = text.search(/^## Speed\s*$/m)
  if (start < 0) {
    const anchor = text.search(before)
    if (anchor < 0) throw new Error('no ## Speed section and nowhere to put one')
    return `${text.slice(0, anchor)}${section}\n${text.slice(anchor)}`
  }
  const rest = text.slice(start + 1)
  const next = rest.search(/^## /m)
  return text.slice(0, start) + section + (next < 0 ? '' : `\n${text.slice(start + 1 + next)}`)
}

/** The runs found under `apps/bench/results/`, in column order: `[name, results.json]` pairs. */
export function readRuns(dir = join(root, 'apps/bench/results')) {
  return RUNTIMES.map((name) => {
    const file = join(dir, name, 'results.json')
    return existsSync(file) ? [name, JSON.parse(readFileSync(file, 'utf8'))] : null
  }).filter((entry) => entry !== null)
}

function main() {
  const results = readRuns()
  if (results.length === 0) {
    console.error('no results under apps/bench/results/: run the bench first')
    return 1
  }
  for (const name of ['utf8-classic', 'utf8-eight-byte', 'utf8-infinity', 'corrected-utf8', 'collation']) {
    const section = packageSection(
      name,
      results,
      existsSync(join(root, 'packages', name, 'src/fast/README.md')),
    )
    if (section === null) continue
    const readme = join(root, 'packages', name, 'README.md')
    writeFileSync(readme, replaceSection(readFileSync(readme, 'utf8'), section, /^## Licen[cs]e\s*$/m))
    console.log(`updated ${readme}`)
  }
  const core = join(root, 'packages', 'core', 'README.md')
  writeFileSync(core, replaceBetween(readFileSync(core, 'utf8'), streamsTable(results), STREAMS_MARKS))
  console.log(`updated ${core}`)
  const readme = join(root, 'README.md')
  writeFileSync(readme, replaceSection(readFileSync(readme, 'utf8'), rootSection(results)))
  console.log(`updated ${readme}`)
  const cliRuns = readCliRuns()
  if (cliRuns.length > 0) {
    const cli = join(root, 'packages', 'cli', 'README.md')
    writeFileSync(cli, replaceBetween(readFileSync(cli, 'utf8'), cliTable(cliRuns), CLI_MARKS))
    console.log(`updated ${cli}`)
  }
  return 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main()
