// The package's one public shape (API.md; issue 18): the shared top-level names plus exactly these of
// its own, and the main codec's methods as functions that behave as the codec does.
import { expect } from 'vitest'
import { describePublicShape } from '../../../tools/testing/public-shape.ts'
import * as api from '../src/index.ts'

describePublicShape({
  name: '@utf8x/utf8-eight-byte',
  module: api,
  main: api.eightByte,
  extras: ['eightByte', 'hunkCapacity', 'hunkCodec', 'sevenByte', 'sixtyFiveBit'],
  codePoint: 2 ** 40,
  explain: () => {
    expect(api.explain(0xe9).text).toBe("wwz0'0011 wz10'1001")
    expect(api.explain(2 ** 41).units.length).toBe(8)
  },
})
