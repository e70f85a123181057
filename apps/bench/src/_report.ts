/**
 * The report: markdown tables on stdout, and the SVG charts and JSON written to `results/`.
 *
 * @module
 */

import { mkdirSync, writeFileSync } from 'node:fs'
import { OPERATION_TITLES } from './_cases.ts'
import type { StreamMemoryResult } from './_memory.ts'
import { type CaseResult, isLenient, type RunResults } from './_results.ts'
import { formatBytes, formatNumber, geometricMean } from './_stats.ts'
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

const KIND_MARK: Record<string, string> = {
  ours: '',
  native: ' (native)',
  peer: '',
  'peer-native': ' (→ native)',
}

function contenderNames(cases: readonly CaseResult[]): string[] {
  const names: string[] = []
  for (const c of cases) for (const r of c.results) if (!names.includes(r.name)) names.push(r.name)
  return names
}

function cell(c: CaseResult, name: string): string {
  const r = c.results.find((x) => x.name === name)
  if (r === undefined) return ''
  if (r.failure !== undefined) return r.failure.startsWith('threw') ? '✗ threw' : '✗ wrong'
  return `${formatNumber(r.mbps)}${r.samples.length === 1 ? '¹' : ''}`
}

const ratioCell = (value: number): string => (Number.isFinite(value) ? `${formatNumber(value)}×` : '–')

/** The markdown table of one operation on one scheme. */
export function markdownTable(cases: readonly CaseResult[]): string {
  const first = cases[0]!
  const names = contenderNames(cases)
  const kinds = new Map(cases.flatMap((c) => c.results.map((r) => [r.name, r.kind] as const)))
  const header = [
    'corpus',
    'size',
    ...names.map((n) => `${n}${KIND_MARK[kinds.get(n) ?? ''] ?? ''}`),
    'ours / native',
    'ours / best peer',
  ]
  const lines = [
    `### ${first.op} · ${first.scheme}`,
    '',
    `${OPERATION_TITLES[first.op]}; median MB/s of input bytes.`,
    '',
  ]
  lines.push(`| ${header.join(' | ')} |`, `| ${header.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`)
  for (const c of cases) {
    lines.push(
      `| ${[c.corpus, formatBytes(c.bytes), ...names.map((n) => cell(c, n)), ratioCell(c.ratioNative), `${ratioCell(c.ratioBestPeer)}${c.bestPeer ? ` (${c.bestPeer})` : ''}`].join(' | ')} |`,
    )
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
  for (const [name, note] of notes)
    lines.push(`- ${name}: ${note}${isLenient({ note }) ? ' (not counted as best peer)' : ''}`)
  for (const failure of failures.slice(0, 8)) lines.push(`- ✗ ${failure} (not timed)`)
  if (failures.length > 8) lines.push(`- ✗ … ${failures.length - 8} more failures in the JSON`)
  if (cases.some((c) => c.results.some((r) => r.failure === undefined && r.samples.length === 1))) {
    lines.push('- ¹ one call only: its first call was too slow to time it again')
  }
  return lines.join('\n')
}

/** The memory table. */
export function memoryTable(results: readonly StreamMemoryResult[]): string {
  const lines = [
    '### streaming memory',
    '',
    'Growth over the start of each stream: peak resident memory (RSS) and peak JS heap + external memory, sampled every 64 output chunks (garbage included); and the memory still in use after a forced garbage collection at 16 checkpoints, over the first quarter and over the whole stream (if it kept growing, the decoder would hold on to what it decoded).',
    '',
    '| stream | bytes | MB/s | peak RSS MiB | peak heap MiB | retained ¼ MiB | retained MiB | bounded |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const m of results) {
    lines.push(
      `| ${m.name} | ${formatBytes(m.streamBytes)} | ${formatNumber(m.mbps)} | ${m.peakRssMiB} | ${m.peakHeapMiB} | ${formatNumber(m.retainedQuarterMiB)} | ${formatNumber(m.retainedMiB)} | ${m.bounded ? 'yes' : `**no**${m.failure ? ` (${m.failure})` : ''}`} |`,
    )
  }
  const notes = [...new Set(results.map((m) => `- ${m.name}: ${m.note}`))]
  return [...lines, '', ...notes].join('\n')
}

/** The targets table. */
export function targetsTable(targets: readonly TargetResult[]): string {
  const mark = {
    pass: '✓ pass',
    fail: '✗ **fail**',
    'not measured': '✗ **not measured**',
    skipped: '· skipped',
  }
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
  writeFileSync(
    json,
    `${JSON.stringify(run, (_, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2)}\n`,
  )
  written.push(json.pathname)
  return written
}

const PACKAGE_OF: Record<string, string> = {
  utf8: 'utf8-classic',
  utf8Rfc2279: 'utf8-classic',
  cesu8: 'utf8-classic',
  mutf8: 'utf8-classic',
  wtf8: 'utf8-classic',
  eightByte: 'utf8-eight-byte',
  sevenByte: 'utf8-eight-byte',
  sixtyFiveBit: 'utf8-eight-byte',
  hunkCodec: 'utf8-eight-byte',
  utfInfinity8: 'utf8-infinity',
  correctedUtf8: 'corrected-utf8',
  collation: 'collation',
}

/**
 * A `## Speed` section per package, from this run: for each codec and operation, the geometric means
 * over the real-text corpora (lipsum, Mars, short) of our MB/s and of the ratios. Meant to be pasted
 * into the package READMEs after a quiet run.
 */
export function speedSections(cases: readonly CaseResult[], environmentLine: string, quick: boolean): string {
  const real = cases.filter(
    (c) =>
      c.group === 'lipsum' ||
      c.group === 'mars' ||
      c.group === 'short' ||
      c.group === 'words' ||
      c.group === 'gen',
  )
  const byPackage = new Map<string, CaseResult[]>()
  for (const c of real) {
    const pkg = PACKAGE_OF[c.scheme] ?? c.scheme
    byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), c])
  }
  const out: string[] = []
  for (const [pkg, list] of byPackage) {
    out.push(`<!-- @utf8x/${pkg} -->`, '## Speed', '')
    out.push(
      `Measured by \`apps/bench\`${quick ? ' (`--quick`)' : ''} on ${environmentLine}. Geometric means over the corpora of each row (real text: the lipsum and Mars corpora; generated code points for the code point operations); ratios are time against time for the same text in the same run (above 1×: utf8x is faster). Full tables: \`pnpm bench\`.`,
      '',
      '| codec | operation | corpora | utf8x MB/s | vs native | vs fastest pure-JS peer |',
      '| --- | --- | ---: | ---: | ---: | --- |',
    )
    // Real text and generated code points in separate rows.
    const groups = new Map<string, CaseResult[]>()
    for (const c of list) {
      const key = `${c.op} · ${c.scheme} · ${c.group === 'gen' ? 'gen' : 'text'}`
      groups.set(key, [...(groups.get(key) ?? []), c])
    }
    for (const [, group] of groups) {
      const first = group[0]!
      const what = first.group === 'gen' ? ' (generated)' : ''
      const ours = group
        .map((c) => c.results.find((r) => r.kind === 'ours'))
        .filter((r) => r !== undefined && r.failure === undefined)
      if (ours.length === 0) continue
      const mbps = geometricMeanOf(ours.map((r) => r!.mbps))
      const native = geometricMeanOf(group.map((c) => c.ratioNative))
      const peer = geometricMeanOf(group.map((c) => c.ratioBestPeer))
      const peers = [...new Set(group.map((c) => c.bestPeer).filter((p) => p !== undefined))]
      out.push(
        `| \`${first.scheme}\` | ${first.op}${what} | ${group.length} | ${formatNumber(mbps)} | ${Number.isFinite(native) ? `${formatNumber(native)}×` : '–'} | ${Number.isFinite(peer) ? `${formatNumber(peer)}× (${peers.join(', ')})` : '–'} |`,
      )
    }
    out.push('')
  }
  return out.join('\n')
}

const geometricMeanOf = (values: readonly number[]): number =>
  geometricMean(values.filter((v) => Number.isFinite(v) && v > 0))
