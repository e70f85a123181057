import { defineConfig } from 'vitest/config'
import { browserProjects } from './vitest.shared.ts'

// The browser projects alone (`pnpm test` runs them in a run of their own, one file at a time, so that
// Chromium's timings are not taken beside another test file's work).
export default defineConfig({ test: { projects: browserProjects } })
