// The package's one public shape (API.md; issue 18): the shared top-level names plus exactly these of
// its own, and the main codec's methods as functions that behave as the codec does.
import { type BitDiagram, formatDiagram } from '@utf8x/core'
import { expect } from 'vitest'
import { describePublicShape } from '../../../tools/testing/public-shape.ts'
import * as api from '../src/index.ts'

describePublicShape({
  name: '@utf8x/utf8-infinity',
  module: api,
  main: api.utfInfinity8,
  extras: [
    'formatCodePoint',
    'formatDiagram',
    'parseCodePoint',
    'parseCodePointBigInt',
    'parseCodePoints',
    'sequenceLength',
    'utfInfinity8',
  ],
  codePoint: 0x80000000,
  explain: () => {
    expect(formatDiagram(api.explain(0xe9).sequences[0]?.diagram as BitDiagram)).toBe("wwz0'0011 wz10'1001")
    expect(api.explain(0xe9).text).toBe("wwz0'0011 wz10'1001")
    expect(api.explain(2n ** 71n).units.length).toBe(14)
  },
})
