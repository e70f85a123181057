import { projectConfig } from '../../vitest.shared.ts'

/**
 * The slow suite: a multi-gigabyte input generated on the fly and piped into the BUILT command, its
 * memory measured (2 GiB on Node, 1 GiB on Bun, 256 MiB on Deno). CI runs it on Node only (tools/test-all.mjs).
 */
export default projectConfig('cli-slow', {
  include: ['test-slow/**/*.test.ts'],
  maxWorkers: 1,
  testTimeout: 600_000,
})
