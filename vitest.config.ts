import { defineConfig } from 'vitest/config'
import { browserProjects } from './vitest.shared.ts'

// The browser projects, which drive Chromium (the playground's tests and collation's IndexedDB tests), are
// left out when UTF8X_NO_BROWSER is set: `pnpm test` runs them on one Node line only, in a run of their own
// (vitest.browser.config.ts), and `test:bun` and `test:deno` never. (`--project !a --project !b` cannot
// leave out two: vitest keeps a project that any one of its filters matches, and `!a` matches b.)

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      // The store tests of @utf8x/collation: LevelDB and SQLite (and, among the browser ones, IndexedDB).
      'packages/collation/vitest.stores.config.ts',
      ...(process.env.UTF8X_NO_BROWSER ? [] : browserProjects),
      'apps/bench/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
  },
})
