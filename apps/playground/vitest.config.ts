import { projectConfig } from '../../vitest.shared.ts'

/** Unit tests of the page's helpers, and end-to-end tests in Chromium (Node only). */
export default projectConfig('playground', { testTimeout: 60_000, hookTimeout: 60_000 })
