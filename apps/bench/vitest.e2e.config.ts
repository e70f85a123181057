import { fileURLToPath } from 'node:url'
import { projectConfig } from '../../vitest.shared.ts'

/**
 * End-to-end runs of the built runner: `--node N` on a pinned Node line, and the Chromium page in headless
 * Chromium. Not a project of the root config: `vitest run --config apps/bench/vitest.e2e.config.ts`, which
 * `pnpm test` runs on one Node line (tools/test-all.mjs), as the playground's browser tests.
 */
export default projectConfig('bench-e2e', {
  root: fileURLToPath(new URL('.', import.meta.url)),
  include: ['test-e2e/**/*.test.ts'],
  testTimeout: 180_000,
  hookTimeout: 120_000,
})
