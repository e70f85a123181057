/**
 * The runner in the Chromium page (bundled by `build.mjs` into `dist/browser.js`): the same cases, checks,
 * timing and targets as on Node, Bun and Deno. It fetches the corpora from the driver's server, reports
 * each line to the driver, and hands it the files of the results folder at the end. See `chromium.ts`.
 *
 * @module
 */

import { type CorpusFile, corporaFromFiles } from './_corpora.ts'
import { type CorpusEntry, type PageConfig, pageEnvironment, pageNotes } from './_page.ts'
import type { OutputFile } from './_report.ts'
import { runBench } from './_run.ts'

/** What the page hands the driver at the end. */
export interface PageOutcome {
  readonly code: number
  readonly name: string
  readonly files: readonly OutputFile[]
  /** Set when the run threw; `usage` when the command line was wrong. */
  readonly error?: { readonly message: string; readonly usage: boolean }
}

/** What the driver provides: the configuration, and functions exposed with `page.exposeFunction`. */
interface PageGlobals {
  __benchConfig: PageConfig
  __benchOut(stream: 'stdout' | 'stderr', text: string): Promise<void>
  __benchDone(outcome: PageOutcome): Promise<void>
}

async function fetchBytes(path: string): Promise<Uint8Array> {
  const response = await fetch(path)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

async function start(g: PageGlobals): Promise<PageOutcome> {
  const config = g.__benchConfig
  const index = JSON.parse(new TextDecoder().decode(await fetchBytes('corpora/index.json'))) as CorpusEntry[]
  const files: CorpusFile[] = []
  for (const entry of index)
    files.push({ ...entry, bytes: await fetchBytes(`corpora/${entry.folder}/${entry.file}`) })
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true
  const outcome = await runBench(config.argv, {
    environment: pageEnvironment(config, new Date(), isolated),
    corpora: () => corporaFromFiles(files),
    print: (text) => void g.__benchOut('stdout', text),
    log: (text) => void g.__benchOut('stderr', text),
    notes: pageNotes(globalThis),
  })
  return { code: outcome.code, name: outcome.name, files: outcome.files }
}

const g = globalThis as unknown as PageGlobals
// After the load event, so the driver's navigation is over before the long synchronous runs begin.
addEventListener('load', () => {
  setTimeout(() => {
    start(g).then(
      (outcome) => g.__benchDone(outcome),
      (error: unknown) =>
        g.__benchDone({
          code: 2,
          name: 'chromium',
          files: [],
          error:
            error instanceof Error && error.name === 'UsageError'
              ? { message: error.message, usage: true }
              : {
                  message: error instanceof Error ? (error.stack ?? error.message) : String(error),
                  usage: false,
                },
        }),
    )
  }, 0)
})
