// The heap in use after a forced garbage collection, on Node, Bun and Deno: for tests that check that a
// library call keeps nothing of its input alive. Shared by the packages' test suites (not published).

interface Heap {
  collect(): void
  used(): number
}

/** A forced full collection and the heap in use: Bun's own, or V8's through `node:v8` (Node, Deno). */
async function heapTools(): Promise<Heap> {
  const bun = (globalThis as { Bun?: { gc(full: boolean): void } }).Bun
  if (bun !== undefined) {
    const jsc = (await import('bun:jsc' as string)) as { heapStats(): { heapSize: number } }
    return { collect: () => bun.gc(true), used: () => jsc.heapStats().heapSize }
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
  return { collect, used: () => process.memoryUsage().heapUsed }
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
