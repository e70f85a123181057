/**
 * The timing loop: check each implementation's output, calibrate a batch size, warm up, then time the
 * contenders interleaved for several rounds (ours and the native reference as back-to-back pairs of
 * sub-batches, the others rotating) and keep the median time per call, and each pair's ours/native ratio.
 *
 * @module
 */

import type { CheckResult } from './_check.ts'
import { collectGarbage } from './_memory.ts'
import { median, megabytesPerSecond } from './_stats.ts'

/** Who a contender is. `peer-native`: an npm peer that hands the work to the runtime's native codec. */
export type ContenderKind = 'ours' | 'native' | 'peer' | 'peer-native'

/** One implementation on one input. */
export interface Entry {
  readonly name: string
  readonly kind: ContenderKind
  /** A short remark shown in the table's notes (what the contender really does). */
  readonly note?: string
  /** Input bytes one call processes (the MB/s numerator). */
  readonly bytes: number
  /** One call of the measured operation; its result is checked, then only timed. */
  run(): unknown
  /** Checks the result of one call. */
  check(output: unknown): CheckResult
}

/** The measurement of one {@link Entry}. */
export interface EntryResult {
  readonly name: string
  readonly kind: ContenderKind
  readonly note?: string
  readonly bytes: number
  /** Median milliseconds per call (`NaN` when not timed). */
  readonly ms: number
  /** Median MB/s (10^6 input bytes per second). */
  readonly mbps: number
  /** Milliseconds per call in each round. */
  readonly samples: number[]
  /** Calls per timed batch. */
  readonly batch: number
  /**
   * Ours only: native time / our time of each back-to-back pair of sub-batches (ours and the native
   * reference alternating within every round), whose median is the `ours / native` ratio.
   */
  readonly pairRatios?: number[]
  /** Why it was not timed: wrong output or a thrown error. */
  readonly failure?: string
}

/** How long to measure. */
export interface MeasureSettings {
  /** A timed batch lasts at least this long. */
  readonly minBatchMs: number
  /** Rounds over all contenders. */
  readonly rounds: number
  /** Warm-up time per contender before the rounds (the check and calibration calls warm up too). */
  readonly warmupMs: number
  /** A contender whose single call takes longer than this is timed in 3 rounds only (default: never). */
  readonly slowCallMs?: number
  /** A contender whose first (checked) call takes longer than this is not timed again: that call is its only sample. */
  readonly maxCallMs?: number
  /** Force a full garbage collection before each timed batch of the rounds. */
  readonly collectBeforeBatch?: boolean
}

/** Something the optimiser cannot drop: every result is folded into it. */
export let sink = 0

function consume(output: unknown): void {
  if (typeof output === 'string') sink = (sink + output.length) | 0
  else if (typeof output === 'number') sink = (sink + output) | 0
  else if (typeof output === 'boolean') sink = (sink + (output ? 1 : 0)) | 0
  else if (output !== null && typeof output === 'object' && 'length' in output) {
    sink = (sink + (output as { length: number }).length) | 0
  } else sink = (sink + 1) | 0
}

function timeBatch(entry: Entry, batch: number): number {
  const start = performance.now()
  for (let i = 0; i < batch; i++) consume(entry.run())
  return performance.now() - start
}

/** Pairs of sub-batches per round for ours and the native reference. */
const PAIR_SPLIT = 8

/**
 * Times `a` and `b` (batches of `batchA` and `batchB` calls) as up to {@link PAIR_SPLIT} back-to-back
 * pairs of sub-batches, the first of each pair alternating; returns each one's total time (ms) and, for
 * `a`, the ratio b/a of every pair (per call).
 */
function timePairs(
  a: Entry,
  b: Entry,
  batchA: number,
  batchB: number,
  round: number,
): [{ total: number; ratios: number[] }, { total: number }] {
  const split = Math.max(1, Math.min(PAIR_SPLIT, batchA, batchB))
  let totalA = 0
  let totalB = 0
  const ratios: number[] = []
  for (let s = 0; s < split; s++) {
    // The calls of a batch spread over the sub-batches (their sum is the whole batch).
    const callsA = Math.floor((batchA * (s + 1)) / split) - Math.floor((batchA * s) / split)
    const callsB = Math.floor((batchB * (s + 1)) / split) - Math.floor((batchB * s) / split)
    let ta: number
    let tb: number
    if ((s + round) % 2 === 0) {
      ta = timeBatch(a, callsA)
      tb = timeBatch(b, callsB)
    } else {
      tb = timeBatch(b, callsB)
      ta = timeBatch(a, callsA)
    }
    totalA += ta
    totalB += tb
    ratios.push(tb / callsB / (ta / callsA))
  }
  return [{ total: totalA, ratios }, { total: totalB }]
}

/** Checks, calibrates, warms up and times `entries` interleaved; returns one result per entry, in order. */
export function measure(entries: readonly Entry[], settings: MeasureSettings): EntryResult[] {
  const firstCall = entries.map(() => Number.NaN)
  const failures = entries.map((entry, i): string | undefined => {
    try {
      const start = performance.now()
      const output = entry.run()
      firstCall[i] = performance.now() - start
      return entry.check(output) ?? undefined
    } catch (error) {
      return `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`
    }
  })
  // A contender whose first call already takes longer than `maxCallMs` is reported from that call alone.
  const once = entries.map(
    (_, i) => failures[i] === undefined && firstCall[i]! > (settings.maxCallMs ?? Number.POSITIVE_INFINITY),
  )
  const live = entries.map((_, i) => i).filter((i) => failures[i] === undefined && !once[i])
  const batches = entries.map(() => 1)
  const perCall = entries.map(() => 0)
  for (const i of live) {
    const entry = entries[i]!
    let batch = 1
    let elapsed = timeBatch(entry, batch)
    while (elapsed < settings.minBatchMs && batch < 1 << 24) {
      batch = Math.min(
        batch * 16,
        Math.max(batch * 2, Math.ceil((batch * settings.minBatchMs * 1.2) / Math.max(elapsed, 0.001))),
      )
      elapsed = timeBatch(entry, batch)
    }
    batches[i] = batch
    perCall[i] = elapsed / batch
    const warmupEnd = performance.now() + settings.warmupMs
    while (performance.now() < warmupEnd) timeBatch(entry, batch)
  }
  const samples: number[][] = entries.map(() => [])
  const pairRatios: number[] = []
  // Ours and the native reference are timed in every round as PAIR_SPLIT back-to-back pairs of
  // sub-batches, alternating which goes first, so each pair sees the same machine state and a stall of
  // the machine spoils a few pairs, not a round; the others rotate around them, one batch each.
  const ours = live.find((i) => entries[i]!.kind === 'ours')
  const native = live.find((i) => entries[i]!.kind === 'native')
  const paired = ours !== undefined && native !== undefined ? [ours, native] : []
  const others = live.filter((i) => !paired.includes(i))
  const slow = (i: number) => perCall[i]! > (settings.slowCallMs ?? Number.POSITIVE_INFINITY)
  // Enough calls in the pair's batches for PAIR_SPLIT pairs, where that costs at most eight batches' time.
  for (const i of paired) {
    if (batches[i]! < PAIR_SPLIT && perCall[i]! * PAIR_SPLIT <= 8 * settings.minBatchMs)
      batches[i] = PAIR_SPLIT
  }
  // Each timed batch (or block of pairs) starts on a collected heap where asked: otherwise it pays, at
  // random, for the garbage of the contender before it (on Bun the per-round ratios of utf8.encode on
  // 400 KiB texts spread from 0.5× to 2.4× without this, 0.9× to 1.05× with it).
  const settle = () => {
    if (settings.collectBeforeBatch === true) collectGarbage()
  }
  for (let round = 0; round < settings.rounds; round++) {
    if (ours !== undefined && native !== undefined && !(round >= 3 && (slow(ours) || slow(native)))) {
      settle()
      const [o, n] = timePairs(entries[ours]!, entries[native]!, batches[ours]!, batches[native]!, round)
      samples[ours]!.push(o.total / batches[ours]!)
      samples[native]!.push(n.total / batches[native]!)
      pairRatios.push(...o.ratios)
    }
    for (const k of others.keys()) {
      const i = others[(k + round) % others.length]!
      if (round >= 3 && slow(i)) continue
      settle()
      samples[i]!.push(timeBatch(entries[i]!, batches[i]!) / batches[i]!)
    }
  }
  for (let i = 0; i < entries.length; i++) if (once[i]) samples[i]!.push(firstCall[i]!)
  return entries.map((entry, i) => {
    const ms = failures[i] === undefined ? median(samples[i]!) : Number.NaN
    const result: EntryResult = {
      name: entry.name,
      kind: entry.kind,
      bytes: entry.bytes,
      ms,
      mbps: megabytesPerSecond(entry.bytes, ms),
      samples: samples[i]!,
      batch: batches[i]!,
      ...(i === ours && pairRatios.length > 0 ? { pairRatios } : {}),
      ...(entry.note === undefined ? {} : { note: entry.note }),
      ...(failures[i] === undefined ? {} : { failure: failures[i] }),
    }
    return result
  })
}
