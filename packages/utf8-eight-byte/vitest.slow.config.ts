import { projectConfig } from '../../vitest.shared.ts'

// The slow suite (Node only in CI): `cd packages/utf8-eight-byte && npx vitest run --config vitest.slow.config.ts`.
// Its two files run side by side.
export default projectConfig('utf8-eight-byte-slow', {
  include: ['test-slow/**/*.test.ts'],
  maxWorkers: 2,
  testTimeout: 600_000,
})
