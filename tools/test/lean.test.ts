import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { decodeCallPath, exportedNames, lineCounts } from '../lean.mjs'

/**
 * Ceilings for issue 35's counts (`node tools/lean.mjs` prints them): a ratchet against growth, not the
 * issue's targets. When a count falls, set its ceiling to the new count so it cannot grow back. Set
 * 2026-11-28 (internal, index, library lines and long files again the same day, after one codec builder).
 */
const CEILINGS = {
  door: 12,
  internal: 30,
  index: 45,
  speedLines: 4_042,
  libraryLines: 14_645,
  longFiles: 7,
  /** On Node 20 and 22 (the JS and WebAssembly kernels); later Node lines take the runtime's decoder. */
  decodeCalls: 21,
  decodeFiles: 9,
}

interface Call {
  name: string
  file: string
  count: number
}

describe("issue 35's counts stay within their ceilings", () => {
  it('names of the door, of @utf8x/core/internal and of core index', () => {
    const names = exportedNames([
      'packages/core/src/fast/index.ts',
      'packages/core/src/internal.ts',
      'packages/core/src/index.ts',
    ]) as Record<string, string[]>
    expect(names['packages/core/src/fast/index.ts']).toContain('utf8Accelerator')
    expect(names['packages/core/src/index.ts']).toContain('DecodeError')
    expect(names['packages/core/src/fast/index.ts']?.length).toBeLessThanOrEqual(CEILINGS.door)
    expect(names['packages/core/src/internal.ts']?.length).toBeLessThanOrEqual(CEILINGS.internal)
    expect(names['packages/core/src/index.ts']?.length).toBeLessThanOrEqual(CEILINGS.index)
  })

  it('lines of speed machinery and of library sources, and files over 300 lines', () => {
    const counts = lineCounts() as { speed: number; library: number; long: { file: string; lines: number }[] }
    // A floor too: a count that reads nothing would pass every ceiling.
    expect(counts.speed).toBeGreaterThan(1_000)
    expect(counts.library).toBeGreaterThan(5_000)
    expect(counts.speed).toBeLessThanOrEqual(CEILINGS.speedLines)
    expect(counts.library).toBeLessThanOrEqual(CEILINGS.libraryLines)
    expect(counts.long.length).toBeLessThanOrEqual(CEILINGS.longFiles)
    expect(counts.long.every((f) => f.lines > 300)).toBe(true)
  })

  it.runIf(typeof process.versions.bun === 'undefined' && typeof process.versions.deno === 'undefined')(
    "one strict utf8.decode of 1 KiB: the functions it runs, in core's and utf8-classic's files",
    async () => {
      const calls = (await decodeCallPath()) as Call[]
      const total = calls.reduce((sum, c) => sum + c.count, 0)
      const files = new Set(calls.map((c) => c.file))
      // The codec's own decode (decodeMethod's) is on the path, whatever the route: on Node 24 on the
      // quick route answers there, without the engine.
      expect(calls.some((c) => c.name === 'decode' && c.file === 'packages/core/src/decode-method.ts')).toBe(
        true,
      )
      expect(total).toBeLessThanOrEqual(CEILINGS.decodeCalls)
      expect(files.size).toBeLessThanOrEqual(CEILINGS.decodeFiles)
    },
    60_000,
  )
})
