import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      // The store tests of @utf8x/collation: LevelDB and SQLite, and IndexedDB in Chromium.
      'packages/collation/vitest.stores.config.ts',
      'packages/collation/vitest.indexeddb.config.ts',
      'apps/*/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
  },
})
