// Test helpers shared by the packages' suites (not published): cutting an input into chunks for the
// "chunked equals whole" properties, and comparing growth of work for the linearity tests.

/**
 * Cuts `items` (an array or typed array) at the given points, each taken modulo `length + 1`; duplicate
 * points give no empty chunk between them. The chunks joined give `items` back.
 */
export function splitAt<T extends { readonly length: number; slice(start: number, end?: number): T }>(
  items: T,
  cuts: readonly number[],
): T[] {
  const points = [...new Set(cuts.map((c) => c % (items.length + 1)))].sort((a, b) => a - b)
  const out: T[] = []
  let last = 0
  for (const p of points) {
    out.push(items.slice(last, p))
    last = p
  }
  out.push(items.slice(last))
  return out
}

/**
 * How much longer `large` takes than `small`: the least time of 7 interleaved runs of each (to compare
 * growth on a shared machine, not to judge speed).
 */
export function growth(small: () => void, large: () => void): number {
  let bestSmall = Number.POSITIVE_INFINITY
  let bestLarge = Number.POSITIVE_INFINITY
  for (let run = 0; run < 7; run++) {
    let start = performance.now()
    small()
    bestSmall = Math.min(bestSmall, performance.now() - start)
    start = performance.now()
    large()
    bestLarge = Math.min(bestLarge, performance.now() - start)
  }
  return bestLarge / Math.max(bestSmall, 0.01)
}
