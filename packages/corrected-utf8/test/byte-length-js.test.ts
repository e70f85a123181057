import { describe, it } from 'vitest'
import { expectByteLengthsWithoutWasm } from '../../../tools/testing/lengths.ts'

describe('byteLength where WebAssembly is missing', () => {
  it('counts in JS what the kernel counts, with the same answers', async () => {
    await expectByteLengthsWithoutWasm(async () => {
      const { correctedUtf8 } = await import('../src/index.ts')
      return [correctedUtf8]
    })
  })
})
