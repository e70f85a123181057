import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scanUtf8Prefix, validateUtf8Prefix } from '../src/fast/utf8-kernel.ts'
import { embed, sequences } from './_utf8-samples.ts'

// scanUtf8Prefix checks whole 16-byte blocks in WebAssembly (wasm/scan.wat, `utf8Blocks`) and the rest
// with validateUtf8Prefix, which is the reference here: the two must give the same index on any input.

const encoder = new TextEncoder()

function same(bytes: Uint8Array): void {
  expect(scanUtf8Prefix(bytes, 0, bytes.length)).toBe(validateUtf8Prefix(bytes, 0, bytes.length))
}

describe('scanUtf8Prefix (16-byte WebAssembly steps)', () => {
  it('agrees with the sequence-at-a-time scan for each sequence at every offset around the blocks', () => {
    for (const filler of ['a', 'é', '中', '😀']) {
      for (const bytes of sequences) {
        for (let offset = 0; offset <= 40; offset++) {
          same(embed(filler, offset, bytes))
          // At the very end too (a sequence the input cuts).
          same(embed(filler, offset, bytes, offset + bytes.length))
          same(embed(filler, 296 - offset, bytes, 300))
        }
      }
    }
  })

  it('agrees on every pair of bytes, inside a block and across a block boundary', () => {
    for (const offset of [5, 15, 16, 31]) {
      const bytes = embed('a', 0, [], 300)
      for (let a = 0x80; a < 0x100; a++) {
        for (let b = 0; b < 0x100; b++) {
          bytes[offset] = a
          bytes[offset + 1] = b
          const expected = validateUtf8Prefix(bytes, 0, bytes.length)
          const actual = scanUtf8Prefix(bytes, 0, bytes.length)
          if (actual !== expected) expect([a, b, offset, actual]).toEqual([a, b, offset, expected])
        }
      }
    }
  })

  it('agrees on every 3- and 4-byte lead with continuation bytes at their range limits', () => {
    const seconds = [0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0]
    for (const offset of [13, 14, 15, 30]) {
      for (let lead = 0xe0; lead < 0x100; lead++) {
        for (const b of seconds) {
          for (const c of seconds) {
            for (const d of [0x41, 0x80, 0xbf, 0xc0]) same(embed('é', offset, [lead, b, c, d]))
          }
        }
      }
    }
  })

  it('agrees on random and mutated long input (fast-check)', () => {
    const text = fc.string({ unit: 'binary', minLength: 100, maxLength: 2000 })
    const edits = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 4 })
    fc.assert(
      fc.property(text, edits, (t, changes) => {
        const bytes = encoder.encode(t)
        for (const [at, value] of changes) bytes[at % bytes.length] = value
        same(bytes)
      }),
      { numRuns: 3000 },
    )
  })

  it('goes through input longer than its 4 MiB buffer, with a sequence across the cut', () => {
    const mega = 4 << 20
    for (const shift of [0, 1, 2, 3]) {
      const bytes = new Uint8Array(mega + 4096).fill(0x61)
      // A 4-byte sequence across the 4 MiB point, then an error near the end.
      bytes.set([0xf0, 0x9f, 0x98, 0x80], mega - shift)
      expect(scanUtf8Prefix(bytes, 0, bytes.length)).toBe(bytes.length)
      bytes[mega + 3000] = 0x80
      expect(scanUtf8Prefix(bytes, 0, bytes.length)).toBe(mega + 3000)
    }
  })

  it('starts where it is asked to, and finds an error in the first block', () => {
    const bytes = embed('中', 0, [], 400)
    expect(scanUtf8Prefix(bytes, 3, 300)).toBe(300)
    bytes[1] = 0x41
    expect(scanUtf8Prefix(bytes, 0, bytes.length)).toBe(0)
    expect(scanUtf8Prefix(bytes, 3, bytes.length)).toBe(bytes.length)
  })
})
