import { describe, it } from 'vitest'
import { expectByteLengthsOf } from '../../../tools/testing/lengths.ts'
import { cesu8, mutf8, utf8, utf8Js, utf8Rfc2279, wtf8 } from '../src/index.ts'

describe('byteLength', () => {
  it('is the length of the replacing encoding, on every kind of text and across 64 KiB chunks', () => {
    expectByteLengthsOf([cesu8, mutf8, utf8, utf8Js, utf8Rfc2279, wtf8])
  })
})
