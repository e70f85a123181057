/**
 * The report: markdown tables on stdout, and the SVG charts and JSON written to `results/`.
 *
 * @module
 */

import { mkdirSync, writeFileSync } from 'node:fs'
import { OPERATION_TITLES, type Operation } from './_cases.ts'
import type { StreamMemoryResult } from './_memory.ts'
import { type CaseResult, isLenient, type RunResults } from './_results.ts'
import { formatBytes, formatNumber } from './_stats.ts'
import { type Chart, renderChart } from './_svg.ts'
import type { TargetResult } from './_targets.ts'

/** Groups results by operation and scheme, in run order. */
export function groupCases(cases: readonly CaseResult[]): Map<string, CaseResult[]> {
  const groups = new Map<string, CaseResult[]>()
  for (const c of cases) {
    const key = `${c.op} · ${c.scheme}`
    const list = groups.get(key) ?? []
    list.push(c)
    groups.set(key, list)
  }
  return groups
}

const KIND_MARK: Record<string, string> = { ours: '', native: ' (native)', peer: '', 'peer-native': ' (→ native)' }

function contenderNames(cases: readonly CaseResult[]): string[] {
  const names: string[] = []
  for (const c of cases) for (const r of c.results) if (!names.includes(r.name)) names.push(r.name)
  return names
}

function cell(c: CaseResult, name: string): string {
  const r = c.results.find((x) => x.name === name)
  if (r === undefined) return ''
  if (r.failure !== undefined) return r.failure.startsWith('threw') ? '✗ threw' : '✗ wrong'
  return formatNumber(r.mbps)
}

const ratioCell = (value: number): string => (Number.isFinite(value) ? `${formatNumber(value)}×` : '–')

/** The markdown table of one operation on one scheme. */
export function markdownTable(cases: readonly CaseResult[]): string {
  const first = cases[0]!
  const names = contenderNames(cases)
  const kinds = new Map(cases.flatMap((c) => c.results.map((r) => [r.name, r.kind] as const)))
  const header = ['corpus', 'size', ...names.map((n) => `${n}${KIND_MARK[kinds.get(n) ?? ''] ?? ''}`), 'ours / native', 'ours / best peer']
  const lines = [`### ${first.op} · ${first.scheme}`, '', `${OPERATION_TITLES[first.op]}; median MB/s of input bytes.`, '']
  lines.push(`| ${header.join(' | ')} |`, `| ${header.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`)
  for (const c of cases) {
    lines.push(`| ${[c.corpus, formatBytes(c.bytes), ...names.map((n) => cell(c, n)), ratioCell(c.ratioNative), `${ratioCell(c.ratioBestPeer)}${c.bestPeer ? ` (${c.bestPeer})` : ''}`].join(' | ')} |`)
  }
  const notes = new Map<string, string>()
  const failures: string[] = []
  for (const c of cases) {
    for (const r of c.results) {
      if (r.note !== undefined) notes.set(r.name, r.note)
      if (r.failure !== undefined) failures.push(`${r.name} on ${c.corpus}: ${r.failure}`)
    }
  }
  if (notes.size > 0 || failures.length > 0) lines.push('')
  for (const [name, note] of notes) lines.push(`- ${name}: ${note}${isLenient({ note }) ? ' (not counted as best peer)' : ''}`)
  for (const failure of failures.slice(0, 8)) lines.push(`- ✗ ${failure} (not timed)`)
  if (failures.length > 8) lines.push(`- ✗ … ${failures.length - 8} more failures in the JSON`)
  return lines.join('\n')
}

/** The memory table. */
export function memoryTable(results: readonly StreamMemoryResult[]): string {
  const lines = [
    '### streaming memory',
    '',
    'Peak growth of resident memory (RSS) and of the JS heap + external memory over the start of each stream, sampled every 64 output chunks; "¼" is the peak over the first quarter (if the whole-run peak is much larger, memory grows with the stream).',
    '',
    '| stream | bytes | MB/s | peak RSS MiB | peak heap MiB | ¼ RSS MiB | ¼ heap MiB | bounded |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const m of results) {
    lines.push(
      `| ${m.name} | ${formatBytes(m.streamBytes)} | ${formatNumber(m.mbps)} | ${m.peakRssMiB} | ${m.peakHeapMiB} | ${m.quarterRssMiB} | ${m.quarterHeapMiB} | ${m.bounded ? 'yes' : `**no**${m.failure ? ` (${m.failure})` : ''}`} |`,
    )
  }
  const notes = [...new Set(results.map((m) => `- ${m.name}: ${m.note}`))]
  return [...lines, '', ...notes].join('\n')
}

/** The targets table. */
export function targetsTable(targets: readonly TargetResult[]): string {
  const mark = { pass: '✓ pass', fail: '✗ **fail**', 'not measured': '✗ **not measured**', skipped: '· skipped' }
  const lines = ['### targets (issue 8)', '', '| target | result | detail |', '| --- | --- | --- |']
  for (const t of targets) lines.push(`| ${t.target} | ${mark[t.status]} | ${t.detail} |`)
  return lines.join('\n')
}

/** One chart per operation and scheme: ours vs native vs peers, per corpus. */
export function chartOf(cases: readonly CaseResult[], environmentLine: string): Chart {
  const first = cases[0]!
  const names = contenderNames(cases)
  return {
    title: `${first.op} · ${first.scheme}: median MB/s (higher is better)`,
    subtitle: environmentLine,
    series: names,
    highlightFirst: cases[0]!.results[0]?.kind === 'ours',
    unit: 'MB/s',
    rows: cases.map((c) => ({
      label: c.corpus,
      values: names.map((n) => {
        const r = c.results.find((x) => x.name === n)
        return r === undefined || r.failure !== undefined ? Number.NaN : r.mbps
      }),
    })),
  }
}

/** Writes `results/<runtime>/…`: one SVG per operation and scheme, and `results.json`. */
export function writeResults(dir: URL, run: RunResults, environmentLine: string): string[] {
  mkdirSync(dir, { recursive: true })
  const written: string[] = []
  for (const [, cases] of groupCases(run.cases)) {
    const first = cases[0]!
    const file = new URL(`${first.op}.${first.scheme}.svg`, dir)
    writeFileSync(file, renderChart(chartOf(cases, environmentLine)))
    written.push(file.pathname)
  }
  const json = new URL('results.json', dir)
  writeFileSync(json, `${JSON.stringify(run, (_, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2)}\n`)
  written.push(json.pathname)
  return written
}

/** The operations in report order, for sorting. */
export function operationIndex(op: Operation, order: readonly Operation[]): number {
  return order.indexOf(op)
}
