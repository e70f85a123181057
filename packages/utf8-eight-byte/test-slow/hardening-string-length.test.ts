// Hardening: a hunk codec's text longer than the engine's longest string is the same RangeError as every
// codec's, at once (it used to decode the whole input first, then fail with a TypeError from the UTF-16
// decoder). One hunk more than the longest string: a 1 GiB Uint16Array on V8, too big for the fast suite;
// not run on Bun, whose limit (2^31 − 1 units) would take 4 GiB.

import { describe, expect, it } from 'vitest'
import { maxStringLength } from '../../core/src/string-length.ts'
import { hunkCodec } from '../src/index.ts'

const max = maxStringLength()

describe.skipIf(max >= 2 ** 30)('a hunk text longer than the longest string', () => {
  it('is a RangeError at once', () => {
    const hunks = new Uint16Array(max + 1).fill(0x61)
    for (const fatal of [true, false]) {
      const start = performance.now()
      let error: unknown
      try {
        hunkCodec(8).decode(hunks, { fatal })
      } catch (caught) {
        error = caught
      }
      expect(error).toBeInstanceOf(RangeError)
      expect((error as RangeError).message).toBe(
        `The decoded text (at least ${max + 1} UTF-16 code units) is longer than the longest string this JavaScript engine can hold (${max} units)`,
      )
      expect(performance.now() - start).toBeLessThan(10_000)
    }
  })
})
