/**
 * The report: markdown tables on stdout, and the SVG charts and JSON written to `results/`.
 *
 * @module
 */

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
    'Throughput (MB/s of input; against TextDecoderStream: time for the same text, as the bytes of the schemes differ), and growth over the start of each stream: peak resident memory (RSS) and peak JS heap + external memory, sampled every 64 output chunks (garbage included); and the memory still in use after a forced garbage collection at 16 checkpoints, over the first quarter and over the whole stream (if it kept growing, the decoder would hold on to what it decoded). The ratio to TextDecoderStream is paired where both ran: the median over interleaved rounds, each piping the same text (a few MiB) through a new TextDecoderStream and a new stream of ours, in alternating order, so that a noisy machine slows both alike; the MB/s column is that of the long stream.',
    '',
    '| stream | bytes | MB/s | vs TextDecoderStream | peak RSS MiB | peak heap MiB | retained ¼ MiB | retained MiB | bounded |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  const native = results.find((m) => m.name === 'TextDecoderStream')
  for (const m of results) {
    const ratio =
      m.paired?.ratio ?? (native === undefined ? Number.NaN : m.unitsPerSecond / native.unitsPerSecond)
    lines.push(
      `| ${m.name} | ${formatBytes(m.streamBytes)} | ${formatNumber(m.mbps)} | ${ratioCell(ratio)} | ${Number.isFinite(m.peakRssMiB) ? m.peakRssMiB : '–'} | ${m.peakHeapMiB} | ${formatNumber(m.retainedQuarterMiB)} | ${formatNumber(m.retainedMiB)} | ${m.bounded ? 'yes' : `**no**${m.failure ? ` (${m.failure})` : ''}`} |`,
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
  const lines = ['### targets (issues 8 and 17)', '', '| target | result | detail |', '| --- | --- | --- |']
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

/** A file a run writes into its results folder. */
export interface OutputFile {
  /** The file name, without folder: `results.json`, `decode.utf8.svg`. */
  readonly name: string
  readonly text: string
}

/** The files of `results/<runtime>/…`: one SVG per operation and scheme, and `results.json`. */
export function resultFiles(run: RunResults, environmentLine: string): OutputFile[] {
  const files: OutputFile[] = []
  for (const [, cases] of groupCases(run.cases)) {
    const first = cases[0]!
    files.push({
      name: `${first.op}.${first.scheme}.svg`,
      text: renderChart(chartOf(cases, environmentLine)),
    })
  }
  files.push({
    name: 'results.json',
    text: `${JSON.stringify(run, (_, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2)}\n`,
  })
  return files
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

/** One row of the speed summary of a run: a codec and operation over the real-text (or generated) corpora. */
export interface SpeedRow {
  /** The package: `utf8-classic`, `collation`, … */
  readonly package: string
  readonly scheme: string
  /** The operation, `(generated)` added for the generated code points. */
  readonly op: string
  readonly corpora: number
  /** Geometric means over the corpora: our MB/s, ours / native, ours / best peer (NaN: none). */
  readonly mbps: number
  readonly native: number
  readonly peer: number
  /** The best peers of those corpora. */
  readonly peers: readonly string[]
}

/**
 * The speed summary of a run: for each codec and operation, the geometric means over the real-text
 * corpora (lipsum, Mars, short; the words for collation) and, in rows of their own, over the generated
 * code points, of our MB/s and of the ratios. Kept in `results.json` for `tools/update-speed.mjs`.
 */
export function speedRows(cases: readonly CaseResult[]): SpeedRow[] {
  const groups = new Map<string, CaseResult[]>()
  for (const c of cases) {
    if (!['lipsum', 'mars', 'short', 'words', 'gen'].includes(c.group)) continue
    const key = `${c.op} · ${c.scheme} · ${c.group === 'gen' ? 'gen' : 'text'}`
    groups.set(key, [...(groups.get(key) ?? []), c])
  }
  const rows: SpeedRow[] = []
  for (const [, group] of groups) {
    const first = group[0]!
    const ours = group
      .map((c) => c.results.find((r) => r.kind === 'ours'))
      .filter((r) => r !== undefined && r.failure === undefined)
    if (ours.length === 0) continue
    rows.push({
      package: PACKAGE_OF[first.scheme] ?? first.scheme,
      scheme: first.scheme,
      op: `${first.op}${first.group === 'gen' ? ' (generated)' : ''}`,
      corpora: group.length,
      mbps: geometricMeanOf(ours.map((r) => r!.mbps)),
      native: geometricMeanOf(group.map((c) => c.ratioNative)),
      peer: geometricMeanOf(group.map((c) => c.ratioBestPeer)),
      peers: [...new Set(group.map((c) => c.bestPeer).filter((p) => p !== undefined))],
    })
  }
  return rows
}

/**
 * A `## Speed` section per package, from the speed summary of this run, to paste into the package
 * READMEs after a quiet run.
 */
export function speedSections(rows: readonly SpeedRow[], environmentLine: string, quick: boolean): string {
  const out: string[] = []
  for (const pkg of [...new Set(rows.map((r) => r.package))]) {
    out.push(`<!-- @utf8x/${pkg} -->`, '## Speed', '')
    out.push(
      `Measured by \`apps/bench\`${quick ? ' (`--quick`)' : ''} on ${environmentLine}. Geometric means over the corpora of each row (real text: the lipsum and Mars corpora; generated code points for the code point operations); ratios are time against time for the same text in the same run (above 1×: utf8x is faster). Full tables: \`pnpm bench\`.`,
      '',
      '| codec | operation | corpora | utf8x MB/s | vs native | vs fastest pure-JS peer |',
      '| --- | --- | ---: | ---: | ---: | --- |',
    )
    for (const row of rows.filter((r) => r.package === pkg)) {
      out.push(
        `| \`${row.scheme}\` | ${row.op} | ${row.corpora} | ${formatNumber(row.mbps)} | ${Number.isFinite(row.native) ? `${formatNumber(row.native)}×` : '–'} | ${Number.isFinite(row.peer) ? `${formatNumber(row.peer)}× (${row.peers.join(', ')})` : '–'} |`,
      )
    }
    out.push('')
  }
  return out.join('\n')
}

const geometricMeanOf = (values: readonly number[]): number =>
  geometricMean(values.filter((v) => Number.isFinite(v) && v > 0))
