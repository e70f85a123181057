// The heap in use after a forced garbage collection, on Node, Bun and Deno: for tests that check that a
// library call keeps nothing of its input alive. Shared by the packages' test suites (not published).

interface Heap {
  collect(): void
  used(): number
  /** As `used`, with the memory of array buffers (outside V8's heap; inside Bun's). */
  usedWithBuffers(): number
}

/** A forced full collection and the heap in use: Bun's own, or V8's through `node:v8` (Node, Deno). */
async function heapTools(): Promise<Heap> {
  const bun = (globalThis as { Bun?: { gc(full: boolean): void } }).Bun
  if (bun !== undefined) {
    const jsc = (await import('bun:jsc' as string)) as { heapStats(): { heapSize: number } }
    const used = (): number => jsc.heapStats().heapSize
    return { collect: () => bun.gc(true), used, usedWithBuffers: used }
  }
  let gc = (globalThis as { gc?: () => void }).gc
  if (typeof gc !== 'function') {
    const v8 = await import('node:v8')
    const vm = await import('node:vm')
    v8.setFlagsFromString('--expose-gc')
    gc = vm.runInNewContext('gc') as () => void
  }
  const full = gc
  const collect = (): void => {
    // A second pass frees what the first one's finalisers let go.
    full()
    full()
  }
  return {
    collect,
    used: () => process.memoryUsage().heapUsed,
    usedWithBuffers: () => {
      const { heapUsed, external } = process.memoryUsage()
      return heapUsed + external
    },
  }
}

/**
 * The heap (in MiB) still in use after `run` was given a string made by `make` and both let it go. A
 * RegExp search keeps the last string it searched (for `RegExp.input`) until the next search, so one
 * made by the library on `text` shows here as the whole of `text`.
 */
export async function retainedMiB(make: () => string, run: (text: string) => void): Promise<number> {
  const heap = await heapTools()
  // Any search made before (by the test runner, or an earlier attempt) is replaced by one on a short string.
  const short = /x/
  // The least of up to three attempts: Bun's collector scans the stack conservatively, so a stale slot
  // can keep one attempt's string alive now and then; a library that keeps it keeps it every time.
  let least = Number.POSITIVE_INFINITY
  for (let attempt = 0; attempt < 3 && least >= 1; attempt++) {
    // A string a search kept in an attempt before is let go before this one's baseline.
    short.exec('x')
    heap.collect()
    const before = heap.used()
    let text: string | null = make()
    run(text)
    text = null
    heap.collect()
    least = Math.min(least, (heap.used() - before) / 2 ** 20)
  }
  return least
}

/**
 * The memory (in MiB, the heap and array buffers) that what `run` returns holds while it is kept, after a
 * forced collection: for tests that bound a result's size (its input is made before the baseline, so it
 * does not count).
 */
export async function heldMiB(run: () => unknown): Promise<number> {
  const heap = await heapTools()
  const kept: unknown[] = []
  // Called in a frame of its own, so that no interpreter register of this one holds a result of an
  // attempt before (it would count in the next attempt's baseline).
  const keep = (): void => {
    kept.push(run())
  }
  // The median of five attempts: Bun's conservative stack scan can keep garbage alive through one
  // collection, which makes an attempt too high (garbage counted with the result) or too low (an earlier
  // attempt's result in the baseline, freed by the second collection): the least of three once gave
  // 0 MiB for a result holding 4 MiB, under load on Bun.
  const held: number[] = []
  for (let attempt = 0; attempt < 5; attempt++) {
    heap.collect()
    const before = heap.usedWithBuffers()
    keep()
    heap.collect()
    held.push((heap.usedWithBuffers() - before) / 2 ** 20)
    kept.length = 0
  }
  return held.sort((a, b) => a - b)[2] as number
}
