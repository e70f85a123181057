// The package's one public shape (API.md; issue 18): the shared top-level names plus exactly these of
// its own, and the main codec's methods as functions that behave as the codec does.
import { type BitDiagram, formatDiagram } from '@utf8x/core'
import { expect } from 'vitest'
import { describePublicShape } from '../../../tools/testing/public-shape.ts'
import * as api from '../src/index.ts'

describePublicShape({
  name: '@utf8x/utf8-classic',
  module: api,
  main: api.utf8,
  extras: [
    'boundaryOptions',
    'cesu8',
    'convert',
    'mutf8',
    'truncate',
    'utf8',
    'utf8Js',
    'utf8Rfc2279',
    'wtf8',
  ],
  codePoint: 0x1f600,
  explain: () => {
    expect(formatDiagram(api.explain(0xe9).sequences[0]?.diagram as BitDiagram)).toBe("wwz0'0011 wz10'1001")
    expect(api.explain(0xe9).text).toBe("wwz0'0011 wz10'1001")
    expect(api.explain(0x1f600).units).toEqual([0xf0, 0x9f, 0x98, 0x80])
  },
})
