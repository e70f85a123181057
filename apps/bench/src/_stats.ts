/**
 * The statistics the runner reports: medians of per-round timings, MB/s, ratios and geometric means.
 *
 * @module
 */

/** The median of `values` (the mean of the two middle values for an even count); `NaN` when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The geometric mean of positive `values`; `NaN` when empty or when one is not a positive number. */
export function geometricMean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  let logSum = 0
  for (const value of values) {
    if (!(value > 0) || !Number.isFinite(value)) return Number.NaN
    logSum += Math.log(value)
  }
  return Math.exp(logSum / values.length)
}

/** The spread of samples around their median, as a fraction: (max − min) / median. */
export function relativeSpread(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const m = median(values)
  return (Math.max(...values) - Math.min(...values)) / m
}

/** Decimal megabytes (10^6 bytes) per second for `bytes` processed in `milliseconds`. */
export function megabytesPerSecond(bytes: number, milliseconds: number): number {
  if (!(milliseconds > 0)) return Number.NaN
  return bytes / 1e6 / (milliseconds / 1e3)
}

/**
 * How many times faster `ours` is than `other` on the same text: `other`'s time over ours. Both times are
 * for the same text (their inputs may differ in bytes, for example Corrected UTF-8 against the UTF-8 of
 * the same text), so this is not always the ratio of their MB/s.
 */
export function speedRatio(oursMilliseconds: number, otherMilliseconds: number): number {
  if (!(oursMilliseconds > 0) || !(otherMilliseconds > 0)) return Number.NaN
  return otherMilliseconds / oursMilliseconds
}

/** Formats a number with `digits` significant digits (at most 1 decimal for values ≥ 100). */
export function formatNumber(value: number, digits = 3): string {
  if (!Number.isFinite(value)) return '–'
  if (Math.abs(value) >= 10 ** digits) return Math.round(value).toLocaleString('en-US')
  return Number(value.toPrecision(digits)).toString()
}

/** Formats a byte count: 64 B, 4 KiB, 64 MiB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1 << 20 && bytes % (1 << 20) === 0) return `${bytes / (1 << 20)} MiB`
  if (bytes >= 1 << 10 && bytes % (1 << 10) === 0) return `${bytes / (1 << 10)} KiB`
  if (bytes >= 1 << 20) return `${formatNumber(bytes / (1 << 20))} MiB`
  if (bytes >= 1 << 10) return `${formatNumber(bytes / (1 << 10))} KiB`
  return `${bytes} B`
}
