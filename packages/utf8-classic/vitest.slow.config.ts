import { projectConfig } from '../../vitest.shared.ts'

/**
 * The slow suite: every 3-byte input through every scheme, one file per scheme, two at a time (the CPU
 * time is about 100 s). CI runs it on Node only.
 */
export default projectConfig('utf8-classic-slow', { include: ['test-slow/**/*.test.ts'], maxWorkers: 2 })
