/**
 * The command-line peer benchmark's arithmetic, without running anything: its options, the work items
 * with the targets of issue 36, how `/usr/bin/time` output is read, and the table of ratios. The run
 * itself (generating the inputs, starting the processes) is `cli-peers.ts`.
 *
 * @module
 */

/** Input sizes in bytes (lines for `lines`). */
export interface Sizes {
  /** Mixed text (every script of the corpora). */
  mixed: number
  /** Mostly ASCII text. */
  ascii: number
  /** Lines to sort. */
  lines: number
  /** Latin-1 text (dense errors in UTF-8). */
  latin1: number
  /** Random bytes. */
  random: number
  /** Small files validated in one call. */
  smallFiles: number
}

export const FULL_SIZES: Sizes = {
  mixed: 200e6,
  ascii: 1e9,
  lines: 1e6,
  latin1: 1e6,
  random: 3e6,
  smallFiles: 1000,
}

export const QUICK_SIZES: Sizes = {
  mixed: 20e6,
  ascii: 64e6,
  lines: 100e3,
  latin1: 1e6,
  random: 1e6,
  smallFiles: 1000,
}

export interface CliPeerOptions {
  quick: boolean
  sizes: Sizes
  /** The binary that runs the command (`node`, a Node path, `bun`, `deno`). */
  runtime: 'node' | 'bun' | 'deno'
  /** `--node N` (a pinned line) or `--node PATH`; undefined: the Node running the benchmark. */
  node: string | undefined
  /** Times each measurement is repeated (the least CPU time is kept). */
  repeat: number
  /** Items to run (ids or id prefixes); empty: all. */
  only: string[]
  /** Where the generated inputs are kept between runs. */
  dir: string | undefined
  /** The command's entry (default packages/cli/dist/cli.cjs, package.json's bin). */
  cli: string | undefined
  /** Exit 1 when a target is missed. */
  check: boolean
  /** Keep the run in apps/bench/results/cli/ (a whole run only: no `--quick`, no `--only`). */
  save: boolean
  help: boolean
}

export const CLI_PEERS_HELP = `Usage: node apps/bench/dist/cli-peers.mjs [OPTIONS]   (pnpm bench:cli [OPTIONS])

Runs the utf8x command (packages/cli/dist/cli.cjs) against isutf8 (moreutils), uconv (icu-devtools),
iconv, GNU sort and uchardet on inputs it generates, and prints CPU time, peak memory and the ratios
against the targets of issue 36. A peer that is not installed is skipped, and the table says so.

Options:
  --quick            smaller inputs (20 MB mixed, 64 MB ASCII, 100k lines, 1 MB Latin-1, 1 MB random)
  --size NAME=N      one input's size: mixed, ascii, latin1, random (bytes: 200M, 1G...), lines (1M),
                     small-files (a count)
  --node N|PATH      run the command on Node line N (20, 22, 24, 26; pinned, installed if needed) or
                     on the Node binary PATH
  --runtime R        node (default), bun or deno (node_modules/.bin/bun, node_modules/.bin/deno)
  --repeat N         runs of each measurement, the least CPU time kept (default 3; 1 for the 1 GB sort)
  --only a,b         the items whose id starts with one of these (validate, transcode, sort, all, ...)
  --dir DIR          where the inputs are generated and kept (default $TMPDIR/utf8x-cli-bench)
  --cli PATH         the command's entry file (default packages/cli/dist/cli.cjs)
  --check            exit status 1 when a target is missed
  --save             keep the run in apps/bench/results/cli/<runtime>.json, from which
                     \`node tools/update-speed.mjs\` writes the table of packages/cli/README.md
                     (a whole run: not with --quick, --only or --size)
  -h, --help         this help
`

export class CliPeerUsage extends Error {}

const SUFFIX: Record<string, number> = { '': 1, K: 1e3, M: 1e6, G: 1e9, KI: 1024, MI: 2 ** 20, GI: 2 ** 30 }

/** `200M` → 200,000,000; `1G`, `64Mi`, `1e6`, `1000`. */
export function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?(?:e\d+)?)([kmg]i?)?b?$/i.exec(text.trim())
  const factor = match ? SUFFIX[(match[2] ?? '').toUpperCase()] : undefined
  if (!match || factor === undefined) throw new CliPeerUsage(`not a size: ${JSON.stringify(text)}`)
  const value = Math.round(Number(match[1]) * factor)
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new CliPeerUsage(`not a size: ${JSON.stringify(text)}`)
  return value
}

const SIZE_NAMES: Record<string, keyof Sizes> = {
  mixed: 'mixed',
  ascii: 'ascii',
  lines: 'lines',
  latin1: 'latin1',
  random: 'random',
  'small-files': 'smallFiles',
}

export function parseCliPeerArgs(argv: readonly string[]): CliPeerOptions {
  const options: CliPeerOptions = {
    quick: false,
    sizes: { ...FULL_SIZES },
    runtime: 'node',
    node: undefined,
    repeat: 3,
    only: [],
    dir: undefined,
    cli: undefined,
    check: false,
    save: false,
    help: false,
  }
  const overrides: Partial<Sizes> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined]
    const value = (): string => {
      if (inline !== undefined) return inline
      const next = argv[++i]
      if (next === undefined) throw new CliPeerUsage(`${name} needs a value`)
      return next
    }
    switch (name) {
      case '--quick':
        options.quick = true
        break
      case '--check':
        options.check = true
        break
      case '--save':
        options.save = true
        break
      case '-h':
      case '--help':
        options.help = true
        break
      case '--node':
        options.node = value()
        break
      case '--runtime': {
        const runtime = value()
        if (runtime !== 'node' && runtime !== 'bun' && runtime !== 'deno')
          throw new CliPeerUsage(`--runtime: node, bun or deno, not ${JSON.stringify(runtime)}`)
        options.runtime = runtime
        break
      }
      case '--repeat': {
        const n = Number(value())
        if (!Number.isInteger(n) || n < 1) throw new CliPeerUsage('--repeat: a whole number ≥ 1')
        options.repeat = n
        break
      }
      case '--only':
        options.only = value()
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
        break
      case '--dir':
        options.dir = value()
        break
      case '--cli':
        options.cli = value()
        break
      case '--size': {
        const spec = value()
        const eq = spec.indexOf('=')
        const key = SIZE_NAMES[spec.slice(0, eq)]
        if (eq < 0 || key === undefined)
          throw new CliPeerUsage(`--size NAME=N, NAME one of ${Object.keys(SIZE_NAMES).join(', ')}`)
        overrides[key] = parseSize(spec.slice(eq + 1))
        break
      }
      default:
        throw new CliPeerUsage(`unknown option ${JSON.stringify(arg)}`)
    }
  }
  if (options.node !== undefined && options.runtime !== 'node')
    throw new CliPeerUsage('--node and --runtime bun/deno do not go together')
  if (options.save && (options.quick || options.only.length > 0 || Object.keys(overrides).length > 0))
    throw new CliPeerUsage('--save keeps a whole run: not with --quick, --only or --size')
  options.sizes = { ...(options.quick ? QUICK_SIZES : FULL_SIZES), ...overrides }
  return options
}

/** One process's cost, from `/usr/bin/time -f '%e %U %S %M'`. */
export interface Cost {
  /** Wall-clock seconds. */
  wall: number
  /** User + system CPU seconds. */
  cpu: number
  /** Peak resident memory in bytes. */
  rss: number
}

/**
 * Reads what `/usr/bin/time -f '%e %U %S %M'` wrote: its last line (a child that exits non-zero adds
 * a line "Command exited with non-zero status N" before it).
 */
export function parseTime(text: string): Cost {
  const lines = text.trim().split('\n')
  const fields = (lines[lines.length - 1] ?? '').trim().split(/\s+/).map(Number)
  if (fields.length !== 4 || fields.some((f) => !Number.isFinite(f)))
    throw new Error(`cannot read /usr/bin/time's output: ${JSON.stringify(text)}`)
  const [wall, user, sys, kib] = fields as [number, number, number, number]
  return { wall, cpu: Math.round((user + sys) * 1000) / 1000, rss: kib * 1024 }
}

/** The measurement kept of several: the least CPU time (its own memory and wall time). */
export function best(costs: readonly Cost[]): Cost {
  if (costs.length === 0) throw new Error('no measurement')
  return costs.reduce((a, b) => (b.cpu < a.cpu ? b : a))
}

/** The median of several measurements, field by field (for short runs such as `--version`). */
export function medianCost(costs: readonly Cost[]): Cost {
  const mid = (values: number[]): number => {
    const sorted = [...values].sort((a, b) => a - b)
    const half = sorted.length >> 1
    return sorted.length % 2 === 1
      ? (sorted[half] as number)
      : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2
  }
  return {
    wall: mid(costs.map((c) => c.wall)),
    cpu: mid(costs.map((c) => c.cpu)),
    rss: mid(costs.map((c) => c.rss)),
  }
}

/** A target of issue 36. */
export type Target =
  /** utf8x's CPU time ≤ `max` × the peer's. */
  | { kind: 'cpu'; max: number }
  /** utf8x's CPU time ≤ `max` × the peer's, and its peak memory ≤ `rss` × the peer's. */
  | { kind: 'cpu+rss'; max: number; rss: number }
  /** At least `min` units (errors, bytes) per CPU second. */
  | { kind: 'rate'; min: number; unit: string }
  /** At most `max` CPU seconds. */
  | { kind: 'cpu-seconds'; max: number }
  /** At most `max` wall-clock seconds. */
  | { kind: 'wall-seconds'; max: number }
  /** Peak memory at most `extra` bytes above the reference measurement's. */
  | { kind: 'rss-flat'; extra: number }
  /** Measured and shown, no target. */
  | { kind: 'none' }

/** One row: what utf8x did, against what, and whether the target holds. */
export interface Row {
  id: string
  work: string
  utf8x: Cost | null
  /** The peer (or reference) name and its cost; null cost: not installed or not run. */
  peer: { name: string; cost: Cost | null; note?: string } | null
  target: Target
  /** Units of work for a rate target (errors, bytes). */
  units?: number
  /** Why utf8x was not measured. */
  note?: string
}

export type Verdict = 'met' | 'MISSED' | 'n/a'

/** The ratio shown for a row (utf8x ÷ peer CPU, a rate, seconds) and its verdict. */
export function judge(row: Row): { shown: string; verdict: Verdict } {
  const u = row.utf8x
  const p = row.peer?.cost ?? null
  const t = row.target
  if (u === null) return { shown: '–', verdict: 'n/a' }
  switch (t.kind) {
    case 'cpu':
    case 'cpu+rss': {
      if (p === null) return { shown: '–', verdict: 'n/a' }
      const ratio = u.cpu / Math.max(p.cpu, 0.001)
      const memory = u.rss / p.rss
      const ok = ratio <= t.max && (t.kind === 'cpu' || memory <= t.rss)
      const shown =
        t.kind === 'cpu' ? `${ratio.toFixed(2)}×` : `${ratio.toFixed(2)}× CPU, ${memory.toFixed(2)}× mem`
      return { shown, verdict: ok ? 'met' : 'MISSED' }
    }
    case 'rate': {
      const rate = (row.units ?? 0) / Math.max(u.cpu, 0.001)
      return { shown: `${formatCount(rate)} ${t.unit}/s`, verdict: rate >= t.min ? 'met' : 'MISSED' }
    }
    case 'cpu-seconds':
      return { shown: `${u.cpu.toFixed(3)} s`, verdict: u.cpu <= t.max ? 'met' : 'MISSED' }
    case 'wall-seconds':
      return { shown: `${u.wall.toFixed(3)} s wall`, verdict: u.wall <= t.max ? 'met' : 'MISSED' }
    case 'rss-flat': {
      if (p === null) return { shown: '–', verdict: 'n/a' }
      const extra = u.rss - p.rss
      return { shown: `+${formatBytes(Math.max(0, extra))}`, verdict: extra <= t.extra ? 'met' : 'MISSED' }
    }
    case 'none':
      return { shown: p === null ? '' : `${(u.cpu / Math.max(p.cpu, 0.001)).toFixed(2)}×`, verdict: 'n/a' }
  }
}

/** The target in words. */
export function targetText(t: Target): string {
  switch (t.kind) {
    case 'cpu':
      return `≤ ${t.max}× CPU`
    case 'cpu+rss':
      return `≤ ${t.max}× CPU, ≤ ${t.rss}× mem`
    case 'rate':
      return `≥ ${formatCount(t.min)} ${t.unit}/s`
    case 'cpu-seconds':
      return `≤ ${t.max} s CPU`
    case 'wall-seconds':
      return `≤ ${t.max} s wall`
    case 'rss-flat':
      return `mem ≤ ref + ${formatBytes(t.extra)}`
    case 'none':
      return ''
  }
}

/** 1234567 → `1.23 M`, 12345 → `12.3 k`. */
export function formatCount(n: number): string {
  if (n >= 1e9) return `${(n / 1e9).toFixed(2)} G`
  if (n >= 1e6) return `${(n / 1e6).toFixed(2)} M`
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)} k`
  return n.toFixed(0)
}

/** Bytes in MB (10^6), one decimal. */
export function formatBytes(n: number): string {
  return `${(n / 1e6).toFixed(1)} MB`
}

const costText = (c: Cost | null): [string, string] =>
  c === null ? ['–', '–'] : [`${c.cpu.toFixed(3)} s`, formatBytes(c.rss)]

/** The Markdown table of the rows. */
export function formatTable(rows: readonly Row[]): string {
  const header = [
    'work',
    'utf8x CPU',
    'utf8x mem',
    'peer',
    'peer CPU',
    'peer mem',
    'utf8x is',
    'target',
    'verdict',
  ]
  const body = rows.map((row) => {
    const [uc, um] = costText(row.utf8x)
    const [pc, pm] = costText(row.peer?.cost ?? null)
    const { shown, verdict } = judge(row)
    const peer =
      row.peer === null
        ? ''
        : row.peer.cost === null
          ? `${row.peer.name} (${row.peer.note ?? 'not installed'})`
          : row.peer.name
    return [
      row.utf8x === null ? `${row.work} (${row.note ?? 'not run'})` : row.work,
      uc,
      um,
      peer,
      row.peer === null ? '' : pc,
      row.peer === null ? '' : pm,
      shown,
      targetText(row.target),
      verdict,
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] as string).length)))
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...body.map(line)].join('\n')
}

/** Whether every row with a target met it (a row not measured counts as missed). */
export function allMet(rows: readonly Row[]): boolean {
  return rows.every((row) => row.target.kind === 'none' || judge(row).verdict === 'met')
}

/** Whether item `id` runs with `--only` (empty: every item). */
export function selected(id: string, only: readonly string[]): boolean {
  return only.length === 0 || only.some((prefix) => id.startsWith(prefix))
}

/** What `--save` keeps of a run: where it ran, and per row what the table shows. */
export interface SavedRun {
  environment: { runtime: string; version: string; date: string; loadAverage: [number, number] }
  rows: {
    id: string
    work: string
    peer: string | null
    target: string
    shown: string
    verdict: Verdict
    utf8x: Cost | null
    peerCost: Cost | null
  }[]
}

/** The run `--save` keeps, from its rows. */
export function savedRun(rows: readonly Row[], environment: SavedRun['environment']): SavedRun {
  return {
    environment,
    rows: rows.map((row) => ({
      id: row.id,
      work: row.work,
      peer: row.peer?.name ?? null,
      target: targetText(row.target),
      ...judge(row),
      utf8x: row.utf8x,
      peerCost: row.peer?.cost ?? null,
    })),
  }
}
