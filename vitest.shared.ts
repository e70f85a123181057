import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

/** The projects that drive Chromium: the playground's tests and collation's IndexedDB store tests. */
export const browserProjects = [
  'apps/playground/vitest.config.ts',
  'packages/collation/vitest.indexeddb.config.ts',
]

/** Tests import workspace packages from their sources, so no build is needed to test. */
export const workspaceAliases: Record<string, string> = {
  // A subpath first: an alias also matches what starts with its key and a slash.
  '@utf8x/core/internal': `${root}packages/core/src/internal.ts`,
  ...Object.fromEntries(
    readdirSync(`${root}packages`).map((dir) => [`@utf8x/${dir}`, `${root}packages/${dir}/src/index.ts`]),
  ),
}

/** The vitest project of one package or app (each project has its own config file). */
export function projectConfig(name: string, test: TestProjectInlineConfiguration['test'] = {}) {
  return defineProject({
    resolve: { alias: workspaceAliases },
    test: {
      name,
      include: ['test/**/*.test.ts'],
      testTimeout: 60_000,
      ...test,
    },
  })
}
