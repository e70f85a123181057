/**
 * The targets of issues 8 and 17, checked on ratios measured in the same run, per runtime (a target that
 * holds on some runtimes only says so and is skipped on the others). `--check` exits non-zero when one is
 * missed.
 *
 * @module
 */

import { type Environment, majorVersion, runtimeLabel } from './_env.ts'
import type { StreamMemoryResult } from './_memory.ts'
import { pairLabel, TRANSCODE_PAIRS } from './_pairs.ts'
import { SCHEMES } from './_reference.ts'
import type { CaseResult } from './_results.ts'
import { formatNumber, geometricMean } from './_stats.ts'

/** The outcome of one target. */
export interface TargetResult {
  readonly target: string
  /** `pass`, `fail`, `not measured` (counts as a miss: the codec or its inputs were absent), or `skipped` (filtered out or not for this runtime). */
  readonly status: 'pass' | 'fail' | 'not measured' | 'skipped'
  readonly detail: string
}

/**
 * Groups whose corpus is real text (the lipsum, Mars and short files, and for collation the words of the
 * same files), where "every corpus" targets apply.
 */
const REAL_TEXT = new Set(['lipsum', 'mars', 'short', 'words'])

interface Selection {
  readonly ran: (scheme: string, op: string) => boolean
  /** Whether `--corpus` narrowed the corpora (then a target without a real-text corpus is skipped). */
  readonly corpusFiltered?: boolean
}

function ratios(
  cases: readonly CaseResult[],
  scheme: string,
  op: string,
  key: 'ratioNative' | 'ratioBestPeer',
) {
  return cases
    .filter((c) => c.scheme === scheme && c.op === op && REAL_TEXT.has(c.group))
    .map((c) => ({ corpus: c.corpus, ratio: c[key], c }))
}

function describeWorst(list: ReadonlyArray<{ corpus: string; ratio: number }>): string {
  const finite = list.filter((x) => Number.isFinite(x.ratio))
  if (finite.length === 0) return 'no ratio'
  const worst = finite.reduce((a, b) => (b.ratio < a.ratio ? b : a))
  return `worst ${formatNumber(worst.ratio)}× on ${worst.corpus}`
}

/**
 * A ratio target: `min` on every real-text corpus and/or `geomean` over them, of our time against
 * native's or the best peer's.
 */
function ratioTarget(
  cases: readonly CaseResult[],
  selection: Selection,
  target: string,
  scheme: string,
  op: string,
  key: 'ratioNative' | 'ratioBestPeer',
  bounds: { min?: number; geomean?: number },
): TargetResult {
  if (!selection.ran(scheme, op)) return { target, status: 'skipped', detail: 'filtered out' }
  let list = ratios(cases, scheme, op, key)
  if (list.length === 0 && selection.corpusFiltered) {
    return { target, status: 'skipped', detail: 'no real-text corpus in this run (--corpus)' }
  }
  // Against peers: only the corpora where some peer did the job (a peer that throws on one corpus does
  // not make our target unmeasurable), unless our own output is wrong.
  if (key === 'ratioBestPeer') {
    list = list.filter(
      (x) =>
        x.c.bestPeer !== undefined || x.c.results.some((r) => r.kind === 'ours' && r.failure !== undefined),
    )
  }
  const values = list.map((x) => x.ratio)
  if (list.length === 0 || values.some((v) => !Number.isFinite(v))) {
    const missing = list.filter((x) => !Number.isFinite(x.ratio)).map((x) => x.corpus)
    const why =
      list.length === 0
        ? 'no real-text corpus measured'
        : `no ratio on ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ' …' : ''}`
    const ours = list[0]?.c.results.find((r) => r.kind === 'ours')
    const reason =
      list.length === 0
        ? why
        : ours === undefined
          ? 'our codec is missing'
          : ours.failure !== undefined
            ? `our output is wrong: ${ours.failure}`
            : why
    return { target, status: 'not measured', detail: reason }
  }
  const parts: string[] = []
  let pass = true
  if (bounds.min !== undefined) {
    const min = Math.min(...values)
    if (min < bounds.min) pass = false
    parts.push(`min ${formatNumber(min)}× (need ≥ ${bounds.min}×; ${describeWorst(list)})`)
  }
  if (bounds.geomean !== undefined) {
    const g = geometricMean(values)
    if (!(g >= bounds.geomean)) pass = false
    parts.push(`geometric mean ${formatNumber(g)}× (need ≥ ${bounds.geomean}×)`)
  }
  return {
    target,
    status: pass ? 'pass' : 'fail',
    detail: `${parts.join('; ')} over ${values.length} corpora`,
  }
}

/**
 * Whether the runtime's `TextDecoder` is slow off ASCII, so that our decoders must beat it clearly: Node
 * 20 and 22, which decode non-ASCII UTF-8 through ICU (issue 17 measured 2–4 GB/s from Node 24 on).
 */
export function nativeDecoderSlow(env: Pick<Environment, 'runtime' | 'version'>): boolean {
  return env.runtime === 'node' && majorVersion(env.version) <= 22
}

/** Schemes whose bytes for ordinary text are UTF-8's: decoding them must keep up with the native decoder. */
const UTF8_LIKE = ['eightByte', 'utfInfinity8', 'sevenByte', 'utf8Rfc2279', 'wtf8'] as const

/**
 * `scheme` against `base` (utf8) on the real-text corpora both measured: each one's time against the
 * native codec on the same text in its own case, so `ratioNative(scheme) / ratioNative(base)` is base's
 * time over ours for the same text (the native reference cancels any change of machine state between the
 * two cases).
 */
function relativeTarget(
  cases: readonly CaseResult[],
  selection: Selection,
  target: string,
  scheme: string,
  base: string,
  op: string,
  geomean: number,
): TargetResult {
  if (!selection.ran(scheme, op) || !selection.ran(base, op))
    return { target, status: 'skipped', detail: 'filtered out' }
  const ours = ratios(cases, scheme, op, 'ratioNative')
  const theirs = new Map(ratios(cases, base, op, 'ratioNative').map((x) => [x.corpus, x]))
  const shared = ours.filter((x) => theirs.has(x.corpus))
  if (shared.length === 0) {
    if (selection.corpusFiltered)
      return { target, status: 'skipped', detail: 'no real-text corpus in this run (--corpus)' }
    return {
      target,
      status: 'not measured',
      detail: `no real-text corpus measured for both ${scheme} and ${base}`,
    }
  }
  const list = shared.map((x) => ({ corpus: x.corpus, ratio: x.ratio / theirs.get(x.corpus)!.ratio, c: x.c }))
  const bad = list.filter((x) => !Number.isFinite(x.ratio))
  if (bad.length > 0) {
    const wrong = bad
      .flatMap((x) => [x.c, theirs.get(x.corpus)!.c])
      .flatMap((c) => c.results.filter((r) => r.kind === 'ours' && r.failure !== undefined))
    return {
      target,
      status: 'not measured',
      detail:
        wrong.length > 0
          ? `our output is wrong: ${wrong[0]!.failure}`
          : `no ratio on ${bad
              .slice(0, 3)
              .map((x) => x.corpus)
              .join(', ')}`,
    }
  }
  const g = geometricMean(list.map((x) => x.ratio))
  return {
    target,
    status: g >= geomean ? 'pass' : 'fail',
    detail: `geometric mean ${formatNumber(g)}× of ${base}'s speed (need ≥ ${geomean}×; ${describeWorst(list)}) over ${list.length} corpora`,
  }
}

/** Every `DecoderStream` against `TextDecoderStream` on the same long stream of text. */
function streamSpeedTarget(
  memory: readonly StreamMemoryResult[],
  selection: { readonly memoryRan: boolean; readonly expectedStreams: readonly string[] },
  min: number,
): TargetResult {
  const target = `every DecoderStream ≥ ${min}× TextDecoderStream throughput (64 KiB chunks)`
  if (!selection.memoryRan) return { target, status: 'skipped', detail: 'filtered out' }
  const native = memory.find((m) => m.name === 'TextDecoderStream')
  if (native === undefined || native.failure !== undefined)
    return {
      target,
      status: 'not measured',
      detail: native === undefined ? 'no TextDecoderStream here' : `TextDecoderStream ${native.failure}`,
    }
  const ours = memory.filter((m) => m !== native)
  const missing = selection.expectedStreams.filter((name) => !ours.some((m) => m.name === name))
  const wrong = ours.filter((m) => m.failure !== undefined)
  const list = ours
    .filter((m) => m.failure === undefined)
    .map((m) => ({ corpus: m.name, ratio: m.paired?.ratio ?? m.unitsPerSecond / native.unitsPerSecond }))
  if (list.length === 0)
    return {
      target,
      status: 'not measured',
      detail: missing.length > 0 ? `missing: ${missing.join(', ')}` : 'no stream',
    }
  const worst = Math.min(...list.map((x) => x.ratio))
  const status = worst < min ? 'fail' : wrong.length > 0 || missing.length > 0 ? 'not measured' : 'pass'
  const detail = [
    `min ${formatNumber(worst)}× (need ≥ ${min}×; ${describeWorst(list)}) over ${list.length} streams of ${formatNumber(native.streamBytes / 2 ** 20)} MiB`,
    wrong.length > 0 ? `wrong: ${wrong.map((m) => `${m.name} (${m.failure})`).join(', ')}` : '',
    missing.length > 0 ? `missing: ${missing.join(', ')}` : '',
  ]
    .filter((part) => part.length > 0)
    .join('; ')
  return { target, status, detail }
}

/** Evaluates every target of the issues on this run. */
export function evaluateTargets(
  cases: readonly CaseResult[],
  memory: readonly StreamMemoryResult[],
  env: Environment,
  selection: Selection & {
    readonly memoryRan: boolean
    readonly expectedStreams: readonly string[]
    /** Corpora whose text is at least 90 % ASCII characters (issue 19's 2× transcoding target). */
    readonly mostlyAscii?: ReadonlySet<string>
  },
): TargetResult[] {
  const out: TargetResult[] = []
  const slowNative = nativeDecoderSlow(env)
  /** A target that holds only where the native decoder is slow off ASCII (Node 20, 22). */
  const whereNativeSlow = (target: string, evaluate: () => TargetResult): TargetResult =>
    slowNative
      ? evaluate()
      : {
          target,
          status: 'skipped',
          detail: `Node 20 and 22 only, whose TextDecoder is slow off ASCII (this is ${runtimeLabel(env)})`,
        }
  for (const op of ['decode', 'decode-replace']) {
    out.push(
      ratioTarget(cases, selection, `utf8 ${op} ≥ 0.95× native on every corpus`, 'utf8', op, 'ratioNative', {
        min: 0.95,
      }),
    )
  }
  for (const op of ['decode', 'decode-replace']) {
    const target = `utf8 ${op} ≥ 1.3× native, geometric mean (Node 20, 22)`
    out.push(
      whereNativeSlow(target, () =>
        ratioTarget(cases, selection, target, 'utf8', op, 'ratioNative', { geomean: 1.3 }),
      ),
    )
  }
  out.push(
    ratioTarget(
      cases,
      selection,
      'utf8 encode ≥ 0.95× TextEncoder (geometric mean), ≥ 0.9× on every corpus',
      'utf8',
      'encode',
      'ratioNative',
      {
        min: 0.9,
        geomean: 0.95,
      },
    ),
  )
  for (const scheme of UTF8_LIKE) {
    out.push(
      ratioTarget(
        cases,
        selection,
        `${scheme} decode of ordinary text ≥ 0.9× native on every corpus`,
        scheme,
        'decode',
        'ratioNative',
        { min: 0.9 },
      ),
    )
  }
  out.push(
    ratioTarget(
      cases,
      selection,
      'correctedUtf8 decode ≥ 0.5× native UTF-8 decode of the same text (geometric mean), ≥ 0.3× on every corpus',
      'correctedUtf8',
      'decode',
      'ratioNative',
      { min: 0.3, geomean: 0.5 },
    ),
  )
  {
    const target =
      'correctedUtf8 decode ≥ 1.0× native UTF-8 decode of the same text (geometric mean, Node 20, 22)'
    out.push(
      whereNativeSlow(target, () =>
        ratioTarget(cases, selection, target, 'correctedUtf8', 'decode', 'ratioNative', { geomean: 1.0 }),
      ),
    )
  }
  out.push(
    ratioTarget(
      cases,
      selection,
      'correctedUtf8 encode ≥ 0.7× TextEncoder (geometric mean)',
      'correctedUtf8',
      'encode',
      'ratioNative',
      { geomean: 0.7 },
    ),
  )
  // Issue 19: a length without the encoding, at least as fast as encoding to learn it.
  // Every scheme of strings.
  for (const scheme of SCHEMES)
    out.push(
      ratioTarget(
        cases,
        selection,
        `${scheme} byteLength ≥ 1.0× TextEncoder.encode(text).length on every corpus`,
        scheme,
        'byteLength',
        'ratioNative',
        { min: 1.0 },
      ),
    )
  for (const scheme of ['cesu8', 'mutf8'])
    for (const op of ['decode', 'encode'])
      out.push(
        relativeTarget(
          cases,
          selection,
          `${scheme} ${op} within 0.8× of utf8 on the same text (geometric mean)`,
          scheme,
          'utf8',
          op,
          0.8,
        ),
      )
  const peerOps = new Set(
    cases
      .filter(
        (c) =>
          c.bestPeer !== undefined && (c.op === 'decode' || c.op === 'decode-replace' || c.op === 'encode'),
      )
      .map((c) => `${c.scheme} ${c.op}`),
  )
  for (const key of [...peerOps].sort()) {
    const [scheme, op] = key.split(' ') as [string, string]
    out.push(
      ratioTarget(
        cases,
        selection,
        `${scheme} ${op} ≥ the fastest pure-JS peer (geometric mean)`,
        scheme,
        op,
        'ratioBestPeer',
        { geomean: 1.0 },
      ),
    )
  }
  out.push(
    ratioTarget(
      cases,
      selection,
      'compareByCodePoint ≥ compare-utf8 on every corpus',
      'collation',
      'compare',
      'ratioBestPeer',
      { min: 1.0 },
    ),
  )
  {
    // Issue 19 sets it for Node 24; Node 20 and 22 count in JS (their TextDecoder is slow off ASCII).
    const target =
      'toUtf16Index ≥ 0.8× TextDecoder().decode(prefix).length on ASCII (lipsum/Latin; not Node 20, 22)'
    out.push(
      slowNative
        ? {
            target,
            status: 'skipped',
            detail: `not on Node 20 and 22, which count in JS (this is ${runtimeLabel(env)})`,
          }
        : asciiOffsetTarget(cases, selection, target, 0.8),
    )
  }
  out.push(
    ratioTarget(
      cases,
      selection,
      'toByteOffset ≥ 0.9× TextEncoder().encode(prefix).length on every corpus',
      'utf8',
      'toByteOffset',
      'ratioNative',
      { min: 0.9 },
    ),
  )
  for (const [from, to] of TRANSCODE_PAIRS) {
    const label = pairLabel(from, to)
    out.push(
      ratioTarget(
        cases,
        selection,
        `transcode ${label} faster than decode-then-encode on every corpus`,
        label,
        'transcode',
        'ratioNative',
        { min: 1.0 },
      ),
    )
    if (to === 'correctedUtf8' || from === 'correctedUtf8') continue
    const ascii = selection.mostlyAscii ?? new Set<string>()
    out.push(
      ratioTarget(
        cases.filter((c) => c.op !== 'transcode' || ascii.has(c.corpus)),
        selection,
        `transcode ${label} ≥ 2× decode-then-encode on mostly-ASCII text (every such corpus)`,
        label,
        'transcode',
        'ratioNative',
        { min: 2.0 },
      ),
    )
  }
  out.push(streamSpeedTarget(memory, selection, 0.9))
  if (!selection.memoryRan) {
    out.push({
      target: 'every DecoderStream: peak memory bounded on the long stream',
      status: 'skipped',
      detail: 'filtered out',
    })
  } else {
    const ours = memory.filter((m) => m.name !== 'TextDecoderStream')
    const missing = selection.expectedStreams.filter((name) => !ours.some((m) => m.name === name))
    const bad = ours.filter((m) => !m.bounded)
    const status = bad.length > 0 ? 'fail' : missing.length > 0 ? 'not measured' : 'pass'
    const worstPeak = ours.reduce(
      (a, m) => Math.max(a, ...[m.peakRssMiB, m.peakHeapMiB].filter((v) => Number.isFinite(v))),
      0,
    )
    const worstRetained = ours.reduce(
      (a, m) => Math.max(a, Number.isFinite(m.retainedMiB) ? m.retainedMiB : 0),
      0,
    )
    const detail = [
      `${ours.length} streams; largest retained growth ${formatNumber(worstRetained)} MiB, largest peak growth (garbage included) ${formatNumber(worstPeak)} MiB`,
      bad.length > 0
        ? `unbounded or wrong: ${bad.map((m) => `${m.name}${m.failure ? ` (${m.failure})` : ''}`).join(', ')}`
        : '',
      missing.length > 0 ? `missing: ${missing.join(', ')}` : '',
    ]
      .filter((s) => s.length > 0)
      .join('; ')
    out.push({ target: 'every DecoderStream: peak memory bounded on the long stream', status, detail })
  }
  return out
}

/**
 * Issue 19: `toUtf16Index` at ≥ 1 GB/s on ASCII. The runner has no absolute targets (MB/s move with the
 * machine and its load), so this is a ratio on the ASCII corpus (lipsum/Latin) against what a user would
 * otherwise write, `new TextDecoder().decode(prefix).length`; the detail gives our MB/s beside it.
 */
function asciiOffsetTarget(
  cases: readonly CaseResult[],
  selection: Selection,
  target: string,
  min: number,
): TargetResult {
  if (!selection.ran('utf8', 'toUtf16Index')) return { target, status: 'skipped', detail: 'filtered out' }
  const c = cases.find((x) => x.scheme === 'utf8' && x.op === 'toUtf16Index' && x.corpus === 'lipsum/Latin')
  const ours = c?.results.find((r) => r.kind === 'ours')
  if (c === undefined || ours === undefined || !Number.isFinite(c.ratioNative)) {
    if (c === undefined && selection.corpusFiltered)
      return { target, status: 'skipped', detail: 'lipsum/Latin not in this run (--corpus)' }
    return { target, status: 'not measured', detail: ours?.failure ?? 'toUtf16Index or lipsum/Latin missing' }
  }
  return {
    target,
    status: c.ratioNative >= min ? 'pass' : 'fail',
    detail: `${formatNumber(c.ratioNative)}× (need ≥ ${min}×); ours ${formatNumber(ours.mbps)} MB/s`,
  }
}

/** Every one of our contenders gave the expected output (a wrong codec is never timed). */
export function correctnessTarget(cases: readonly CaseResult[]): TargetResult {
  const wrong = cases.flatMap((c) =>
    c.results
      .filter((r) => r.kind === 'ours' && r.failure !== undefined)
      .map((r) => `${c.scheme} ${c.op} on ${c.corpus}: ${r.failure}`),
  )
  return {
    target: 'every utf8x codec gives the expected output',
    status: wrong.length === 0 ? 'pass' : 'fail',
    detail:
      wrong.length === 0 ? `${cases.length} groups checked` : `${wrong.length} wrong, first: ${wrong[0]}`,
  }
}
