import { projectConfig } from '../../vitest.shared.ts'

/**
 * The store tests: LevelDB (classic-level) and SQLite (node:sqlite) with the package's keys and bounds, on
 * every runtime `pnpm test` runs. IndexedDB, in Chromium, is vitest.indexeddb.config.ts.
 */
export default projectConfig('collation-stores', {
  include: ['test-stores/**/*.test.ts'],
  exclude: ['test-stores/indexeddb.test.ts'],
})
