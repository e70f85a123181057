// Builds the playground with Vite's JS API into a temporary folder, serves it with Vite's preview server
// on a free port, and drives Debian's Chromium with playwright-core. Node only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { build, type PreviewServer, preview } from 'vite'
import { CHROMIUM_FLAGS, chromiumPath } from '../../../tools/chromium.ts'

/** The flags the project runs Chromium with (tools/chromium.ts). */
export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS]

/** Where Debian installs Chromium (`apt-get install -y chromium`), or `CHROMIUM_PATH`. */
export const CHROMIUM = chromiumPath(process.env)

/** Screenshots and other artifacts (gitignored). */
export const RESULTS = fileURLToPath(new URL('../test-results/', import.meta.url))

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url))

/** Options of {@link Playground.open}. */
export interface OpenOptions {
  readonly viewport?: { width: number; height: number }
  readonly colorScheme?: 'light' | 'dark'
}

export interface Playground {
  readonly url: string
  readonly browser: Browser
  /**
   * A new page (its own context, allowed to use the clipboard) of the given size at `url + address`
   * (a query or a `#` fragment), once the page says it is ready. What goes wrong in it (an uncaught error,
   * a console error, a request that fails or answers 400 or more) is collected: {@link problems}.
   */
  open(address?: string, options?: OpenOptions): Promise<Page>
  close(): Promise<void>
}

const collected = new WeakMap<Page, string[]>()

/** Everything that went wrong in a page {@link Playground.open} opened, so far. */
export function problems(page: Page): readonly string[] {
  return collected.get(page) ?? []
}

/**
 * Builds the page, serves it on a free port and launches headless Chromium. `chromium.launch` gives the
 * browser a fresh, temporary `--user-data-dir` (playwright creates and deletes it).
 */
export async function startPlayground(): Promise<Playground> {
  const outDir = mkdtempSync(join(tmpdir(), 'utf8x-playground-'))
  let server: PreviewServer | undefined
  let browser: Browser | undefined
  try {
    await build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } })
    server = await preview({
      configFile,
      logLevel: 'error',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
    })
    const address = server.httpServer.address()
    if (address === null || typeof address === 'string') throw new Error('The preview server has no port')
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
  } catch (error) {
    await browser?.close()
    await server?.close()
    rmSync(outDir, { recursive: true, force: true })
    throw error
  }
  const url = `http://127.0.0.1:${(server.httpServer.address() as { port: number }).port}/`
  const running = { server, browser }
  return {
    url,
    browser,
    async open(address = '', options = {}) {
      const page = await running.browser.newPage({
        viewport: options.viewport ?? { width: 1280, height: 900 },
        colorScheme: options.colorScheme ?? 'light',
        permissions: ['clipboard-read', 'clipboard-write'],
      })
      const errors: string[] = []
      collected.set(page, errors)
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`)
      })
      page.on('requestfailed', (request) => errors.push(`failed: ${request.url()}`))
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()}: ${response.url()}`)
      })
      await page.goto(url + address)
      await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 })
      if (errors.length > 0) throw new Error(`The page went wrong: ${errors.join('; ')}`)
      return page
    },
    async close() {
      await running.browser.close()
      await running.server.close()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
