import { projectConfig } from '../../vitest.shared.ts'

/** The IndexedDB store test, in headless Chromium driven by playwright-core: on the browser line only. */
export default projectConfig('collation-indexeddb', {
  include: ['test-stores/indexeddb.test.ts'],
  hookTimeout: 60_000,
})
