/**
 * Streaming memory: pipes a generated stream of at least 1 GiB (less with `--quick`) through a
 * `DecoderStream` and samples the process's memory while it runs. The stream is a ring over one encoded
 * text, cut into chunks of a prime size so that sequences are split across chunks everywhere; nothing of
 * it is kept, so a decoder with bounded memory runs in bounded memory whatever the length.
 *
 * @module
 */

/** The result of one streaming run. */
export interface StreamMemoryResult {
  readonly name: string
  readonly note: string
  readonly streamBytes: number
  readonly seconds: number
  readonly mbps: number
  /**
   * UTF-16 units of decoded text per second: every stream decodes the same text, so this compares
   * streams of different schemes (whose bytes differ) for the same work.
   */
  readonly unitsPerSecond: number
  /** Peak resident set size growth over the start of the run, in MiB. */
  readonly peakRssMiB: number
  /** Peak JS heap (+ external) growth over the start of the run, in MiB. */
  readonly peakHeapMiB: number
  /**
   * Heap (+ external) still in use after a forced garbage collection, over the start: the largest value at
   * the checkpoints of the first quarter of the stream, and at all checkpoints. `NaN` when the runtime
   * cannot force a collection (Node without `--expose-gc`).
   */
  readonly retainedQuarterMiB: number
  readonly retainedMiB: number
  readonly bounded: boolean
  readonly failure?: string
  /** Against `TextDecoderStream` in interleaved pairs ({@link pairedStreamRatio}), where measured. */
  readonly paired?: PairedStreamRatio
}

/** Bound on the retained memory (MiB; the peak growth where no collection can be forced). */
export const MEMORY_BOUND_MIB = 64

/** Chunk size: a prime, so chunk edges fall everywhere in the text. */
export const CHUNK_SIZE = 65_521

/** Forces a full garbage collection where the runtime allows it; returns whether it could. */
export function collectGarbage(): boolean {
  const g = globalThis as { gc?: () => void; Bun?: { gc(force: boolean): void } }
  if (typeof g.gc === 'function') g.gc()
  else if (g.Bun) g.Bun.gc(true)
  else return false
  return true
}

/** Forced collections per stream, at evenly spaced checkpoints (cheap next to decoding 1 GiB). */
const CHECKPOINTS = 16

/** Bound on how much the retained memory may grow from the first quarter to the end (MiB). */
export const GROWTH_BOUND_MIB = 16

/**
 * The process's resident set (NaN where unknown) and its JS heap + external memory: `process.memoryUsage()`
 * on Node, Bun and Deno; in Chromium the page's JS heap (`performance.memory`, precise when Chromium runs
 * with `--enable-precise-memory-info`), and no RSS.
 */
export function memory(g: object = globalThis): { rss: number; heap: number } {
  const host = g as {
    process?: { memoryUsage?: () => { rss: number; heapUsed: number; external?: number } }
    performance?: { memory?: { usedJSHeapSize: number } }
  }
  if (typeof host.process?.memoryUsage === 'function') {
    const m = host.process.memoryUsage()
    return { rss: m.rss, heap: m.heapUsed + (m.external ?? 0) }
  }
  const heap = host.performance?.memory?.usedJSHeapSize
  return { rss: Number.NaN, heap: typeof heap === 'number' ? heap : Number.NaN }
}

/**
 * A stream of `repeats` copies of `encoded` in {@link CHUNK_SIZE} chunks, cut from a ring of two copies
 * (nothing of it is kept), and how many bytes it has sent so far.
 */
function ringSource(
  encoded: Uint8Array,
  repeats: number,
): { source: ReadableStream<Uint8Array>; sent(): number } {
  const total = repeats * encoded.length
  const ring = new Uint8Array(encoded.length * 2)
  ring.set(encoded)
  ring.set(encoded, encoded.length)
  let sent = 0
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        controller.close()
        return
      }
      const at = sent % encoded.length
      const size = Math.min(CHUNK_SIZE, total - sent)
      controller.enqueue(ring.subarray(at, at + size))
      sent += size
    },
  })
  return { source, sent: () => sent }
}

/**
 * Decodes `encoded` (the encoding of `text`) repeated until at least `totalBytes`, through `transform`,
 * checking the output (total length, and the text of the first repetition).
 */
export async function streamMemory(
  name: string,
  note: string,
  transform: TransformStream<Uint8Array, string>,
  encoded: Uint8Array,
  text: string,
  totalBytes: number,
): Promise<StreamMemoryResult> {
  const repeats = Math.ceil(totalBytes / encoded.length)
  const streamBytes = repeats * encoded.length
  const ring = ringSource(encoded, repeats)
  const source = ring.source
  const canCollect = collectGarbage()
  const base = memory()
  let peakRss = Number.isFinite(base.rss) ? 0 : Number.NaN
  let peakHeap = 0
  let retained = canCollect ? 0 : Number.NaN
  let retainedQuarter = retained
  let checkpoint = 1
  /** Time spent in the forced collections, left out of the throughput. */
  let gcTime = 0
  let chunks = 0
  let chars = 0
  let head = ''
  const sample = () => {
    const m = memory()
    if (Number.isFinite(m.rss)) peakRss = Math.max(peakRss, m.rss - base.rss)
    peakHeap = Math.max(peakHeap, m.heap - base.heap)
  }
  const sink = new WritableStream<string>({
    write(piece) {
      chars += piece.length
      if (head.length < text.length) head += piece.slice(0, text.length - head.length)
      if (++chunks % 64 === 0) sample()
      if (canCollect && ring.sent() >= (checkpoint * streamBytes) / CHECKPOINTS) {
        checkpoint++
        const gcStart = performance.now()
        sample()
        collectGarbage()
        retained = Math.max(retained, memory().heap - base.heap)
        gcTime += performance.now() - gcStart
        if (ring.sent() <= streamBytes / 4) retainedQuarter = retained
      }
    },
  })
  const start = performance.now()
  let failure: string | undefined
  try {
    await source.pipeThrough(transform).pipeTo(sink)
  } catch (error) {
    failure = `threw ${error instanceof Error ? error.message : String(error)}`
  }
  const seconds = (performance.now() - start - gcTime) / 1000
  sample()
  if (failure === undefined && head !== text.slice(0, head.length))
    failure = 'decoded text differs from the expected text'
  if (failure === undefined && chars !== repeats * text.length) {
    failure = `decoded ${chars} UTF-16 units, expected ${repeats * text.length}`
  }
  const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10
  const result: StreamMemoryResult = {
    name,
    note,
    streamBytes,
    seconds,
    mbps: streamBytes / 1e6 / seconds,
    unitsPerSecond: (repeats * text.length) / seconds,
    peakRssMiB: mib(peakRss),
    peakHeapMiB: mib(peakHeap),
    retainedQuarterMiB: mib(retainedQuarter),
    retainedMiB: mib(retained),
    bounded:
      failure === undefined &&
      (canCollect
        ? retained <= MEMORY_BOUND_MIB * 2 ** 20 && retained - retainedQuarter <= GROWTH_BOUND_MIB * 2 ** 20
        : Math.max(Number.isFinite(peakRss) ? peakRss : 0, peakHeap) <= MEMORY_BOUND_MIB * 2 ** 20),
    ...(failure === undefined ? {} : { failure }),
  }
  return result
}

/** Pipes `repeats` copies of `encoded` through `transform` in {@link CHUNK_SIZE} chunks; the time in ms and the UTF-16 units out. */
async function streamPass(
  transform: TransformStream<Uint8Array, string>,
  encoded: Uint8Array,
  repeats: number,
): Promise<{ ms: number; units: number }> {
  const { source } = ringSource(encoded, repeats)
  let units = 0
  const sink = new WritableStream<string>({
    write(piece) {
      units += piece.length
    },
  })
  const start = performance.now()
  await source.pipeThrough(transform).pipeTo(sink)
  return { ms: performance.now() - start, units }
}

/** The paired comparison of a `DecoderStream` with `TextDecoderStream` on the same text. */
export interface PairedStreamRatio {
  /** Median over the rounds of TextDecoderStream's time over ours (above 1: ours is faster). */
  readonly ratio: number
  readonly rounds: number
  /** Bytes of our stream in each pass. */
  readonly passBytes: number
}

/**
 * Throughput of a `DecoderStream` against `TextDecoderStream` measured in interleaved pairs, so that a
 * shared, noisy machine slows both alike: each round pipes `repeats` copies of the text through a new
 * native stream and a new one of ours, in alternating order, and the result is the median of the
 * rounds' time ratios. Throws when a pass decodes to the wrong number of units.
 */
export async function pairedStreamRatio(
  makeOurs: () => TransformStream<Uint8Array, string>,
  oursEncoded: Uint8Array,
  nativeEncoded: Uint8Array,
  textUnits: number,
  repeats: number,
  rounds: number,
): Promise<PairedStreamRatio> {
  const native = () => new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>
  // One unmeasured pass each, so both are compiled before the first timed round.
  await streamPass(native(), nativeEncoded, 1)
  await streamPass(makeOurs(), oursEncoded, 1)
  const ratios: number[] = []
  for (let round = 0; round < rounds; round++) {
    const oursFirst = round % 2 === 1
    const a = oursFirst ? await streamPass(makeOurs(), oursEncoded, repeats) : undefined
    const n = await streamPass(native(), nativeEncoded, repeats)
    const o = a ?? (await streamPass(makeOurs(), oursEncoded, repeats))
    if (o.units !== repeats * textUnits || n.units !== repeats * textUnits)
      throw new Error(`decoded ${o.units} UTF-16 units (native ${n.units}), expected ${repeats * textUnits}`)
    ratios.push(n.ms / o.ms)
  }
  ratios.sort((x, y) => x - y)
  const middle = ratios.length >> 1
  const ratio = ratios.length % 2 === 1 ? ratios[middle]! : (ratios[middle - 1]! + ratios[middle]!) / 2
  return { ratio, rounds, passBytes: repeats * oursEncoded.length }
}
