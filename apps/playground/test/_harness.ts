// Serves the playground with Vite's dev server on a free port and drives Debian's Chromium with
// playwright-core. Node only.
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'

/** The flags the project runs Chromium with (DEVELOPERS.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** Where Debian installs Chromium (`apt-get install -y chromium`). */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'

/** Screenshots and other artifacts (gitignored). */
export const RESULTS = fileURLToPath(new URL('../test-results/', import.meta.url))

export interface Playground {
  readonly url: string
  readonly browser: Browser
  /** A new page of the given size, opened at `url + query`, once the page says it is ready. */
  open(query?: string, viewport?: { width: number; height: number }): Promise<Page>
  close(): Promise<void>
}

/** Starts the dev server on a free port and launches Chromium (playwright gives it a fresh profile dir). */
export async function startPlayground(): Promise<Playground> {
  const server: ViteDevServer = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    server: { port: 0, host: '127.0.0.1', strictPort: false, watch: null },
    logLevel: 'error',
    clearScreen: false,
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (address === null || address === undefined || typeof address === 'string') throw new Error('no server address')
  const url = `http://127.0.0.1:${address.port}/`
  let browser: Browser
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
  } catch (error) {
    await server.close()
    throw error
  }
  return {
    url,
    browser,
    async open(query = '', viewport = { width: 1280, height: 900 }) {
      const page = await browser.newPage({ viewport })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(url + query)
      await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 })
      if (errors.length > 0) throw new Error(`The page threw: ${errors.join('; ')}`)
      return page
    },
    async close() {
      await browser.close()
      await server.close()
    },
  }
}
