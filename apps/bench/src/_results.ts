/**
 * Results of a run and the ratios computed within it.
 *
 * @module
 */

import type { Operation } from './_cases.ts'
import type { EntryResult } from './_measure.ts'
import type { StreamMemoryResult } from './_memory.ts'
import { median, speedRatio } from './_stats.ts'

/** One measured group with its ratios. */
export interface CaseResult {
  readonly op: Operation
  readonly scheme: string
  readonly corpus: string
  readonly group: string
  readonly bytes: number
  readonly results: EntryResult[]
  /** Our primary contender (the first `ours` entry), when it was measured. */
  readonly ours?: string
  /** The reference native contender (the first `native` entry). */
  readonly native?: string
  /** The fastest pure-JS peer doing the same job (lenient peers excluded). */
  readonly bestPeer?: string
  /** Native time / our time (> 1: we are faster). */
  readonly ratioNative: number
  /** Best peer's time / our time. */
  readonly ratioBestPeer: number
}

const timed = (r: EntryResult): boolean => r.failure === undefined && Number.isFinite(r.ms)

/** Whether a contender does less than the job (no validation or no exact replacement). */
export const isLenient = (r: { note?: string }): boolean => r.note?.includes('lenient') === true

/**
 * Native time / our time: the median of the ratios of the back-to-back pairs of sub-batches (so a change
 * of machine state between pairs cancels out, and a stall spoils only the pairs it falls in); without
 * them, of the per-round ratios when both were timed in the same rounds, else the ratio of the medians.
 */
function pairedRatio(ours: EntryResult, native: EntryResult): number {
  if (ours.pairRatios !== undefined && ours.pairRatios.length >= 3) return median(ours.pairRatios)
  const n = ours.samples.length
  if (n < 3 || native.samples.length !== n) return speedRatio(ours.ms, native.ms)
  return median(ours.samples.map((t, k) => speedRatio(t, native.samples[k]!)))
}

/** Adds the ratios to a measured group. */
export function withRatios(
  base: Omit<CaseResult, 'ratioNative' | 'ratioBestPeer' | 'ours' | 'native' | 'bestPeer'>,
): CaseResult {
  const ours = base.results.find((r) => r.kind === 'ours')
  const native = base.results.find((r) => r.kind === 'native')
  const peers = base.results.filter((r) => r.kind === 'peer' && timed(r) && !isLenient(r))
  const bestPeer = peers.reduce<EntryResult | undefined>(
    (best, r) => (best === undefined || r.ms < best.ms ? r : best),
    undefined,
  )
  const oursTimed = ours !== undefined && timed(ours)
  return {
    ...base,
    ...(ours === undefined ? {} : { ours: ours.name }),
    ...(native === undefined ? {} : { native: native.name }),
    ...(bestPeer === undefined ? {} : { bestPeer: bestPeer.name }),
    ratioNative: oursTimed && native !== undefined && timed(native) ? pairedRatio(ours, native) : Number.NaN,
    ratioBestPeer: oursTimed && bestPeer !== undefined ? speedRatio(ours.ms, bestPeer.ms) : Number.NaN,
  }
}

/** Everything a run produced (written as JSON). */
export interface RunResults {
  readonly environment: import('./_env.ts').Environment
  readonly options: Record<string, unknown>
  readonly packages: Record<string, string>
  readonly peers: Record<string, string>
  readonly cases: CaseResult[]
  readonly memory: StreamMemoryResult[]
  readonly targets: import('./_targets.ts').TargetResult[]
  readonly notes: string[]
  /** The speed summary per codec and operation (what `tools/update-speed.mjs` copies into the READMEs). */
  readonly speed: import('./_report.ts').SpeedRow[]
}
