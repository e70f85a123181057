/**
 * The timing loop: check each implementation's output, calibrate a batch size, warm up, then time the
 * contenders interleaved (the starting contender rotates every round) for several rounds and keep the
 * median time per call.
 *
 * @module
 */

import type { CheckResult } from './_check.ts'
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
  /** Why it was not timed: wrong output or a thrown error. */
  readonly failure?: string
}

/** How long to measure. */
export interface MeasureSettings {
  /** A timed batch lasts at least this long. */
  readonly minBatchMs: number
  /** Rounds over all contenders. */
  readonly rounds: number
  /** Warm-up time per contender before the rounds. */
  readonly warmupMs: number
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

/** Checks, calibrates, warms up and times `entries` interleaved; returns one result per entry, in order. */
export function measure(entries: readonly Entry[], settings: MeasureSettings): EntryResult[] {
  const failures = entries.map((entry): string | undefined => {
    try {
      return entry.check(entry.run()) ?? undefined
    } catch (error) {
      return `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`
    }
  })
  const live = entries.map((_, i) => i).filter((i) => failures[i] === undefined)
  const batches = entries.map(() => 1)
  for (const i of live) {
    const entry = entries[i]!
    let batch = 1
    let elapsed = timeBatch(entry, batch)
    while (elapsed < settings.minBatchMs && batch < 1 << 24) {
      batch = Math.min(batch * 16, Math.max(batch * 2, Math.ceil((batch * settings.minBatchMs * 1.2) / Math.max(elapsed, 0.001))))
      elapsed = timeBatch(entry, batch)
    }
    batches[i] = batch
    const warmupEnd = performance.now() + settings.warmupMs
    while (performance.now() < warmupEnd) timeBatch(entry, batch)
  }
  const samples: number[][] = entries.map(() => [])
  for (let round = 0; round < settings.rounds; round++) {
    for (let k = 0; k < live.length; k++) {
      const i = live[(k + round) % live.length]!
      samples[i]!.push(timeBatch(entries[i]!, batches[i]!) / batches[i]!)
    }
  }
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
      ...(entry.note === undefined ? {} : { note: entry.note }),
      ...(failures[i] === undefined ? {} : { failure: failures[i] }),
    }
    return result
  })
}
