/**
 * `pnpm bench:chromium`: the runner in headless Chromium (Debian's `/usr/bin/chromium`, or
 * `CHROMIUM_PATH`), driven by playwright-core. Serves the page (`dist/browser.js`) and the corpora from a
 * server on 127.0.0.1 only, passes the command line to the page, prints what it reports and writes the
 * files it hands back into `results/chromium/` (or `--out`). Bundled into `dist/chromium.mjs`; Node only.
 *
 * @module
 */

import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import process from 'node:process'
import { type Browser, chromium } from 'playwright-core'
import { parseArgs, USAGE, UsageError } from './_args.ts'
import { CORPORA_DIR, machine, readCorpusFiles, runMain, saveFiles } from './_node.ts'
import {
  BENCH_FLAGS,
  CHROMIUM_FLAGS,
  type CorpusEntry,
  checkPageArgs,
  chromiumPath,
  PAGE_HEADERS,
  PAGE_HTML,
  type PageConfig,
  route,
} from './_page.ts'
import type { PageOutcome } from './browser.ts'

const log = (text: string) => process.stderr.write(`${text}\n`)

/** Serves the page, its script and the corpora on 127.0.0.1 (a free port); resolves to its URL. */
async function serve(script: string, corpusDir: URL): Promise<{ server: Server; url: string }> {
  const files = readCorpusFiles(corpusDir)
  const index: CorpusEntry[] = files.map(({ folder, file }) => ({ folder, file }))
  const server = createServer((request, response) => {
    const target = route(request.method ?? 'GET', request.url ?? '/', index)
    const send = (status: number, type: string, body: string | Uint8Array) => {
      response.writeHead(status, { ...PAGE_HEADERS, 'Content-Type': type })
      response.end(body)
    }
    if (target.kind === 'page') send(200, 'text/html; charset=utf-8', PAGE_HTML)
    else if (target.kind === 'script') send(200, 'text/javascript; charset=utf-8', script)
    else if (target.kind === 'index') send(200, 'application/json', JSON.stringify(index))
    else if (target.kind === 'corpus') {
      const file = files.find((f) => f.folder === target.entry.folder && f.file === target.entry.file)!
      send(200, 'text/plain; charset=utf-8', file.bytes)
    } else send(404, 'text/plain; charset=utf-8', 'not found')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the bench server has no port')
  return { server, url: `http://127.0.0.1:${address.port}/` }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2)
  const options = parseArgs(argv)
  if (options.help) {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  checkPageArgs(options)
  const script = readFileSync(new URL('browser.js', import.meta.url), 'utf8')
  const { server, url } = await serve(script, CORPORA_DIR)
  let browser: Browser | undefined
  try {
    const executablePath = chromiumPath(process.env)
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [...CHROMIUM_FLAGS, ...BENCH_FLAGS],
    })
    const config: PageConfig = { argv, machine: machine(), version: browser.version() }
    log(`bench: Chromium ${config.version} (${executablePath}) on ${url}`)
    const page = await browser.newPage()
    let finish: (outcome: PageOutcome) => void = () => {}
    let fail: (error: Error) => void = () => {}
    const done = new Promise<PageOutcome>((resolve, reject) => {
      finish = resolve
      fail = reject
    })
    page.on('pageerror', (error) => fail(new Error(`the bench page threw: ${error.message}`)))
    page.on('crash', () => fail(new Error('the bench page crashed')))
    page.on('console', (message) => {
      if (message.type() === 'error') log(`page console: ${message.text()}`)
    })
    await page.exposeFunction('__benchOut', (stream: 'stdout' | 'stderr', text: string) => {
      ;(stream === 'stdout' ? process.stdout : process.stderr).write(`${text}\n`)
    })
    await page.exposeFunction('__benchDone', (outcome: PageOutcome) => finish(outcome))
    await page.addInitScript(`globalThis.__benchConfig = ${JSON.stringify(config)}`)
    await page.goto(url)
    const outcome = await done
    if (outcome.error !== undefined) {
      if (outcome.error.usage) throw new UsageError(outcome.error.message)
      throw new Error(`the bench page failed: ${outcome.error.message}`)
    }
    if (outcome.files.length > 0) saveFiles(options.out, outcome.name, outcome.files)
    return outcome.code
  } finally {
    await browser?.close()
    await new Promise((resolve) => server.close(resolve))
  }
}

runMain(main)
