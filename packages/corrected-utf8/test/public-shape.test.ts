// The package's one public shape (API.md; issue 18): the shared top-level names plus exactly these of
// its own, and the main codec's methods as functions that behave as the codec does.
import { expect } from 'vitest'
import { describePublicShape } from '../../../tools/testing/public-shape.ts'
import * as api from '../src/index.ts'

describePublicShape({
  name: '@utf8x/corrected-utf8',
  module: api,
  main: api.correctedUtf8,
  extras: [
    'CORRECTED_UTF8_TABLE',
    'MAGIC',
    'MAGIC_LENGTH',
    'MAX_CODE_POINT',
    'checkDocument',
    'correctedUtf8',
    'decodeDocument',
    'encodeDocument',
    'fromUtf8',
    'hasMagic',
    'privateUseMapping',
    'stripMagic',
    'toUtf8',
  ],
  codePoint: 0x110a0,
  explain: () => {
    expect(api.explain(0xcf).text).toBe("wwz0'0000 wz10'1111")
    expect(api.explain(0xcf).sequences[0]?.equation).toBe('U+00CF = 0x2F + 160')
  },
})
