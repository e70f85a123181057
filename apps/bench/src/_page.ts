/**
 * The Chromium bench page: what its driver (`chromium.ts`, on Node) serves and how it starts Chromium,
 * and what the page (`browser.ts`) is told. Plain functions, so they are tested without a browser.
 *
 * @module
 */

import { UsageError } from './_args.ts'

export { CHROMIUM_FLAGS, chromiumPath } from '../../../tools/chromium.ts'

import type { Environment, Machine } from './_env.ts'

/**
 * What the bench adds: `gc()` in the page, so the streams' retained memory is measured after forced
 * collections as on Node, and a heap size (`performance.memory`) that is not rounded to hide it.
 */
export const BENCH_FLAGS = ['--js-flags=--expose-gc', '--enable-precise-memory-info'] as const

/**
 * Headers of every response. Cross-origin isolation gives the page `performance.now()` at 5 µs instead
 * of 100 µs, which the short sub-batches of a quick run need; nothing is cached.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
}

/** The page: it only loads the runner. */
export const PAGE_HTML =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>utf8x bench</title></head>' +
  '<body><script type="module" src="browser.js"></script></body></html>\n'

/** One corpus file the page fetches. */
export interface CorpusEntry {
  readonly folder: string
  readonly file: string
}

/** What the server answers for a request path. */
export type Route =
  | { readonly kind: 'page' }
  | { readonly kind: 'script' }
  | { readonly kind: 'index' }
  | { readonly kind: 'corpus'; readonly entry: CorpusEntry }
  | { readonly kind: 'none' }

/**
 * The route of a request: the page, its script, the corpus list, or one corpus file of that list (and
 * nothing else: no path is ever mapped onto the file system).
 */
export function route(method: string, url: string, corpora: readonly CorpusEntry[]): Route {
  if (method !== 'GET') return { kind: 'none' }
  const path = url.split(/[?#]/, 1)[0]!
  if (path === '/' || path === '/index.html') return { kind: 'page' }
  if (path === '/browser.js') return { kind: 'script' }
  if (path === '/corpora/index.json') return { kind: 'index' }
  const entry = corpora.find((c) => path === `/corpora/${c.folder}/${c.file}`)
  return entry === undefined ? { kind: 'none' } : { kind: 'corpus', entry }
}

/** What the driver tells the page before it loads (`globalThis.__benchConfig`). */
export interface PageConfig {
  readonly argv: readonly string[]
  /** The machine, from the driver's `node:os`: the page runs on the same one. */
  readonly machine: Machine
  /** Chromium's version (`browser.version()`). */
  readonly version: string
}

/** The options the driver takes: the runner's, less `--node` (Chromium is not a Node line). */
export function checkPageArgs(options: { readonly node: string | undefined }): void {
  if (options.node !== undefined)
    throw new UsageError(
      `--node ${options.node} does not apply to Chromium (pnpm bench --node N runs on Node)`,
    )
}

/** The environment the page reports: Chromium and its version on the driver's machine. */
export function pageEnvironment(config: PageConfig, date: Date, isolated: boolean): Environment {
  return {
    runtime: 'chromium',
    version: config.version,
    engine: `V8 (headless Chromium${isolated ? ', cross-origin isolated' : ''})`,
    ...config.machine,
    date: date.toISOString(),
  }
}

/** What the page tells about how it measured (noted in the report). */
export function pageNotes(g: object): string[] {
  const host = g as {
    crossOriginIsolated?: boolean
    gc?: unknown
    performance?: { memory?: unknown }
  }
  const notes = [
    host.crossOriginIsolated === true
      ? 'Chromium: the page is cross-origin isolated, so performance.now() is precise to 5 µs'
      : 'Chromium: the page is NOT cross-origin isolated: performance.now() is coarsened to 100 µs, so short batches are noisy',
    'Chromium: memory is the page’s JS heap (performance.memory); a browser page has no RSS',
  ]
  if (typeof host.gc !== 'function')
    notes.push(
      'Chromium: gc() is missing (start Chromium with --js-flags=--expose-gc): retained memory not measured',
    )
  if (host.performance?.memory === undefined)
    notes.push('Chromium: performance.memory is missing: stream memory not measured')
  return notes
}
