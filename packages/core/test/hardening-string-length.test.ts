// Hardening: the one check every decoder makes before it builds a string (see utf8-classic's
// hardening-string-length test for the codecs themselves): the engine's longest string, measured, and the
// count of sequence starts it compares with it, which runs in WebAssembly 16 bytes a step.
import { constants } from 'node:buffer'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countContinuationsWasm } from '../src/fast/wasm-scan.ts'
import { checkStringLength, maxStringLength, stringLengthError } from '../src/string-length.ts'

describe('maxStringLength', () => {
  it("is the engine's limit, as the runtime's node:buffer reports it", () => {
    expect(maxStringLength()).toBe(constants.MAX_STRING_LENGTH)
  })
  it('is where strings stop', () => {
    const max = maxStringLength()
    const half = 'x'.repeat(2 ** 20)
    // Concatenation makes a string of any length without copying.
    let text = ''
    for (let n = max; n >= 2 ** 20; n -= 2 ** 20) text += half
    text += 'x'.repeat(max % 2 ** 20)
    expect(text.length).toBe(max)
    expect(() => `${text}x`).toThrow(RangeError)
    expect(() => checkStringLength(max)).not.toThrow()
    expect(() => checkStringLength(max + 1)).toThrow(stringLengthError(max + 1, false))
  })
})

describe('counting continuation bytes in WebAssembly', () => {
  const naive = (bytes: Uint8Array, start: number, end: number, mask: number) => {
    let count = 0
    for (let i = start; i < end; i++) if (((bytes[i] as number) & mask) === 0x80) count++
    return count
  }
  it('agrees with a byte loop, for UTF-8 (10xxxxxx) and the 65-bit scheme (100xxxxx)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 10_000 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (bytes, a, b, wide) => {
          const start = bytes.length === 0 ? 0 : a % bytes.length
          const end = start + (bytes.length === 0 ? 0 : b % (bytes.length - start + 1))
          const count = countContinuationsWasm(bytes, start, end, wide)
          if (count >= 0) expect(count).toBe(naive(bytes, start, end, wide ? 0xe0 : 0xc0))
        },
      ),
    )
  })
  it('over more than the 255 blocks its byte counters hold, and past its 4 MiB copies', () => {
    const bytes = new Uint8Array(9 * 2 ** 20 + 37)
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 2654435761) >>> 24
    for (const wide of [false, true]) {
      const count = countContinuationsWasm(bytes, 3, bytes.length, wide)
      if (count >= 0) expect(count).toBe(naive(bytes, 3, bytes.length, wide ? 0xe0 : 0xc0))
    }
    expect(countContinuationsWasm(new Uint8Array(5000).fill(0xbf), 0, 5000, false)).toBeOneOf([5000, -1])
  })
})
