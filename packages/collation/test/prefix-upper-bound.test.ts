import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareBytes, prefixUpperBound } from '../src/index.ts'
import { bruteForceUpperBound } from './_reference.ts'

const ALL_BYTES = Array.from({ length: 256 }, (_, i) => i)

/** Bytes weighted towards the ones that carry: FF, FE, and 00. */
const edgyByte = fc.oneof(
  fc.constantFrom(0x00, 0x01, 0x7f, 0x80, 0xfe, 0xff, 0xff),
  fc.integer({ min: 0, max: 255 }),
)

function asList(bytes: Uint8Array | null): number[] | null {
  return bytes === null ? null : [...bytes]
}

describe('prefixUpperBound', () => {
  it('rows', () => {
    const rows: [number[], number[] | null][] = [
      [[], null],
      [[0xff], null],
      [[0xff, 0xff, 0xff], null],
      [[0x00], [0x01]],
      [[0xfe], [0xff]],
      [
        [0x61, 0x62],
        [0x61, 0x63],
      ],
      [[0x61, 0xff], [0x62]],
      [[0x61, 0xff, 0xff], [0x62]],
      [
        [0x61, 0xfe, 0xff],
        [0x61, 0xff],
      ],
      [
        [0xff, 0x00],
        [0xff, 0x01],
      ],
      [
        [0xf0, 0x9f, 0x98, 0x80],
        [0xf0, 0x9f, 0x98, 0x81],
      ],
    ]
    for (const [prefix, expected] of rows) {
      expect(asList(prefixUpperBound(Uint8Array.from(prefix)))).toEqual(expected)
    }
  })

  it('equals brute force over all bytes for every 1-byte prefix and the empty one', () => {
    expect(bruteForceUpperBound(new Uint8Array(0), ALL_BYTES)).toBeNull()
    expect(prefixUpperBound(new Uint8Array(0))).toBeNull()
    for (const byte of ALL_BYTES) {
      const prefix = Uint8Array.of(byte)
      expect(asList(prefixUpperBound(prefix))).toEqual(asList(bruteForceUpperBound(prefix, ALL_BYTES)))
    }
  })

  it('equals brute force over all bytes for 2-byte prefixes', () => {
    fc.assert(
      fc.property(edgyByte, edgyByte, (x, y) => {
        const prefix = Uint8Array.of(x, y)
        expect(asList(prefixUpperBound(prefix))).toEqual(asList(bruteForceUpperBound(prefix, ALL_BYTES)))
      }),
      { numRuns: 25 },
    )
  })

  it('equals brute force for longer prefixes, over an alphabet holding every byte the answer can use', () => {
    // The least upper bound only uses bytes of the prefix and those bytes plus one; 00 and FF are added
    // so that smaller and larger candidates are there too.
    fc.assert(
      fc.property(fc.array(edgyByte, { minLength: 3, maxLength: 4 }), (bytes) => {
        const prefix = Uint8Array.from(bytes)
        const alphabet = [...new Set([0x00, 0xff, ...bytes, ...bytes.map((b) => Math.min(b + 1, 0xff))])]
        expect(asList(prefixUpperBound(prefix))).toEqual(asList(bruteForceUpperBound(prefix, alphabet)))
      }),
      { numRuns: 100 },
    )
  })

  it('is above every key with the prefix and does not itself start with the prefix', () => {
    fc.assert(
      fc.property(fc.array(edgyByte, { maxLength: 12 }), fc.uint8Array({ maxLength: 4 }), (bytes, tail) => {
        const prefix = Uint8Array.from(bytes)
        const bound = prefixUpperBound(prefix)
        const withPrefix = Uint8Array.from([...bytes, ...tail])
        const maxWithPrefix = Uint8Array.from([...bytes, 0xff, 0xff, 0xff, 0xff, 0xff])
        if (bound === null) {
          expect(bytes.every((b) => b === 0xff)).toBe(true)
          return
        }
        expect(compareBytes(withPrefix, bound)).toBe(-1)
        expect(compareBytes(maxWithPrefix, bound)).toBe(-1)
        expect(compareBytes(prefix, bound)).toBe(-1)
        // The bound itself does not start with the prefix.
        expect(bound.length <= prefix.length && bound.every((b, i) => b === prefix[i])).toBe(false)
      }),
      { numRuns: 1000 },
    )
  })

  it('returns a new array and leaves the prefix alone', () => {
    const prefix = Uint8Array.of(1, 2, 0xff)
    const bound = prefixUpperBound(prefix)!
    expect([...prefix]).toEqual([1, 2, 0xff])
    expect(bound.buffer).not.toBe(prefix.buffer)
    expect([...bound]).toEqual([1, 3])
  })
})
