import { projectConfig } from '../../vitest.shared.ts'

/**
 * End-to-end runs of the built runner: `--node N` on a pinned Node line, and the Chromium page in headless
 * Chromium. Node only, on one Node line (tools/test-all.mjs), as the playground's browser tests.
 */
export default projectConfig('bench-e2e', {
  include: ['test-e2e/**/*.test.ts'],
  testTimeout: 180_000,
  hookTimeout: 120_000,
})
