import { describe, it } from 'vitest'
import { expectByteLengthsOf } from '../../../tools/testing/lengths.ts'
import { correctedUtf8 } from '../src/index.ts'

describe('byteLength', () => {
  it('is the length of the replacing encoding, on every kind of text and across 64 KiB chunks', () => {
    expectByteLengthsOf([correctedUtf8])
  })
})
