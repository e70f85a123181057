#!/usr/bin/env node
// `pnpm start`: serves the playground on http://localhost:<port> and prints the URL; Ctrl-C stops it.
// Vite compiles the page and the workspace packages from their TypeScript sources on request (see
// vite.config.ts), so nothing has to be built first and an edit to any package shows on reload.
// Options: --port <n> (or PORT; default 5173, the next free one if taken), --host (listen on the network).
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createServer } from 'vite'

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'boolean', default: false } },
})
const port = Number(values.port ?? process.env.PORT ?? 5173)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${values.port ?? process.env.PORT}`)
  process.exit(2)
}

const server = await createServer({
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  server: { port, strictPort: false, host: values.host ? true : 'localhost' },
  clearScreen: false,
  logLevel: 'warn',
})
await server.listen()
const urls = [...(server.resolvedUrls?.local ?? []), ...(server.resolvedUrls?.network ?? [])]
console.log(`utf8x playground: ${urls[0] ?? `http://localhost:${port}/`}`)
for (const url of urls.slice(1)) console.log(`                   ${url}`)
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
