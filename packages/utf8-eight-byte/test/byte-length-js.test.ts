import { describe, it } from 'vitest'
import { expectByteLengthsWithoutWasm } from '../../../tools/testing/lengths.ts'

describe('byteLength where WebAssembly is missing', () => {
  it('gives the same answers as with the kernel (the engine counts)', async () => {
    await expectByteLengthsWithoutWasm(async () => {
      const { sixtyFiveBit } = await import('../src/index.ts')
      return [sixtyFiveBit]
    })
  })
})
