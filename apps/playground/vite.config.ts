import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

/** The workspace root (`/work/main` or wherever the checkout lives). */
const workspace = fileURLToPath(new URL('../../', import.meta.url))
const packagesDir = `${workspace}packages/`
const PENDING = '\0utf8x-pending:'

/**
 * A workspace package whose `src/index.ts` does not exist yet resolves to an empty module, so the page
 * can say "not available yet" for its codecs instead of failing to build. When the file appears (or
 * goes), the dev server drops its module graph and reloads the page.
 */
function pendingPackages(): Plugin {
  return {
    name: 'utf8x-pending-packages',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(packagesDir) && id.endsWith('/src/index.ts') && !existsSync(id)) {
        return PENDING + id.slice(packagesDir.length, -'/src/index.ts'.length)
      }
      return null
    },
    load(id) {
      return id.startsWith(PENDING) ? 'export const pending = true\n' : null
    },
    configureServer(server) {
      server.watcher.add(packagesDir)
      const reload = (file: string) => {
        if (/[\\/]packages[\\/][^\\/]+[\\/]src[\\/]index\.ts$/.test(file)) {
          server.moduleGraph.invalidateAll()
          server.ws.send({ type: 'full-reload' })
        }
      }
      server.watcher.on('add', reload)
      server.watcher.on('unlink', reload)
    },
  }
}

/** The page imports the workspace packages from their sources: it always shows the current code. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [
      { find: /^@utf8x\/core\/internal$/, replacement: `${packagesDir}core/src/internal.ts` },
      { find: /^@utf8x\/([a-z0-9-]+)$/, replacement: `${packagesDir}$1/src/index.ts` },
    ],
  },
  plugins: [pendingPackages()],
  server: { fs: { allow: [workspace] } },
  build: { target: 'es2022' },
})
