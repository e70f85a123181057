import { describe, expect, it } from 'vitest'
import { expectByteLengthsOf } from '../../../tools/testing/lengths.ts'

describe('byteLength where WebAssembly is missing', () => {
  it('counts in JS what the kernel counts, with the same answers', async () => {
    const g = globalThis as { WebAssembly?: unknown }
    const saved = g.WebAssembly
    delete g.WebAssembly
    try {
      // Loaded only now (this file's own module graph), so its kernel finds no WebAssembly.
      const { cesu8, mutf8 } = await import('../src/index.ts')
      expect(typeof g.WebAssembly).toBe('undefined')
      expectByteLengthsOf([cesu8, mutf8])
    } finally {
      g.WebAssembly = saved
    }
  })
})
