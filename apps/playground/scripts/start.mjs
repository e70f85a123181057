#!/usr/bin/env node
// `pnpm start`: builds the playground and serves it on http://localhost:<port>, printing the URL; Ctrl-C
// stops it. The page imports the workspace packages from their TypeScript sources (vite.config.ts), so no
// package has to be built first: the page always shows the current code.
//   --port <n>  (or PORT) default 5173; the next free port when taken
//   --host      listen on the network too (to open the page on a phone)
//   --dev       Vite's dev server instead: no build, and the page reloads when a source changes
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build, createServer, preview } from 'vite'

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
  },
})
const port = Number(values.port ?? process.env.PORT ?? 5173)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${values.port ?? process.env.PORT}`)
  process.exit(2)
}

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url))
const host = values.host ? true : 'localhost'
const common = { configFile, clearScreen: false, logLevel: 'warn' }
let server
if (values.dev) {
  server = await createServer({ ...common, server: { port, strictPort: false, host } })
  await server.listen()
} else {
  console.log('Building the playground into apps/playground/dist …')
  await build(common)
  server = await preview({ ...common, preview: { port, strictPort: false, host } })
}

const urls = [...(server.resolvedUrls?.local ?? []), ...(server.resolvedUrls?.network ?? [])]
console.log(`utf8x playground: ${urls[0] ?? `http://localhost:${port}/`}`)
for (const url of urls.slice(1)) console.log(`                  ${url}`)
console.log('Press Ctrl-C to stop.')

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
