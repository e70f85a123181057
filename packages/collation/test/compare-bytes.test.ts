import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareBytes, compareUnits } from '../src/index.ts'
import { compareLists } from './_reference.ts'

/** Byte arrays that often share a long prefix, at any offset into a larger buffer (unaligned too). */
const bytePair = fc
  .tuple(
    fc.oneof(fc.uint8Array({ maxLength: 70 }), fc.uint8Array({ minLength: 250, maxLength: 600 })),
    fc.uint8Array({ maxLength: 6 }),
    fc.uint8Array({ maxLength: 6 }),
    fc.integer({ min: 0, max: 7 }),
    fc.integer({ min: 0, max: 7 }),
  )
  .map(([prefix, x, y, offsetA, offsetB]) => [place(prefix, x, offsetA), place(prefix, y, offsetB)] as const)

/** `prefix + tail`, as a view starting `offset` bytes into a larger buffer filled with noise. */
function place(prefix: Uint8Array, tail: Uint8Array, offset: number): Uint8Array {
  const buffer = new Uint8Array(offset + prefix.length + tail.length + 5).fill(0xa5)
  buffer.set(prefix, offset)
  buffer.set(tail, offset + prefix.length)
  return buffer.subarray(offset, offset + prefix.length + tail.length)
}

describe('compareBytes', () => {
  it('rows', () => {
    const rows: [number[], number[], number][] = [
      [[], [], 0],
      [[], [0], -1],
      [[0], [], 1],
      [[0x7f], [0x80], -1],
      [[0x80], [0x7f], 1],
      [[0xff], [0x00, 0xff], 1],
      [[1, 2, 3], [1, 2, 3], 0],
      [[1, 2, 3], [1, 2, 3, 0], -1],
      [[0xef, 0xbd, 0x9e], [0xf0, 0x9f, 0x98, 0x80], -1],
    ]
    for (const [a, b, expected] of rows) {
      expect(compareBytes(Uint8Array.from(a), Uint8Array.from(b))).toBe(expected)
    }
  })

  it('equals the reference on random arrays at any offset', () => {
    fc.assert(
      fc.property(bytePair, ([a, b]) => {
        expect(compareBytes(a, b)).toBe(compareLists(a, b))
        expect(compareBytes(b, a)).toBe(compareLists(b, a))
        expect(compareBytes(a, a.slice())).toBe(0)
      }),
      { numRuns: 3000 },
    )
  })

  it('finds a difference at every position, in the byte-wise head and the word-wise rest, at every alignment', () => {
    for (const offset of [0, 1, 2, 3, 4]) {
      for (const length of [1, 15, 16, 17, 64, 67, 255, 256, 257, 300, 515]) {
        const base = place(
          Uint8Array.from({ length }, (_, i) => (i * 37) & 0xff),
          new Uint8Array(0),
          offset,
        )
        for (let i = 0; i < length; i++) {
          for (const delta of [1, 0x80, 0xff]) {
            const changed = base.slice()
            changed[i] = (changed[i]! + delta) & 0xff
            const expected = compareLists(base, changed)
            expect(compareBytes(base, changed)).toBe(expected)
            expect(compareBytes(changed, base)).toBe(-expected)
          }
        }
        expect(compareBytes(base, base.subarray(0, length - 1))).toBe(1)
      }
    }
  })

  it('aligns both arrays together just past the byte-wise head, near its end', () => {
    // Both views start 1–3 bytes past a 4-byte boundary; the common length is just above 256, so
    // aligning may reach the end.
    for (const offset of [1, 2, 3]) {
      for (let length = 255; length <= 263; length++) {
        const data = Uint8Array.from({ length }, (_, i) => (i * 13) & 0xff)
        const a = place(data, new Uint8Array(0), offset)
        const b = place(data, new Uint8Array(0), offset + 4)
        expect(compareBytes(a, b)).toBe(0)
        const last = place(data, new Uint8Array(0), offset + 8)
        last[length - 1] = (last[length - 1]! + 1) & 0xff
        expect(compareBytes(a, last)).toBe(compareLists(a, last))
        expect(compareBytes(a.subarray(0, length - 1), b)).toBe(-1)
      }
    }
  })

  it('compares unaligned views of the same buffer', () => {
    const buffer = new Uint8Array(1000).fill(7)
    expect(compareBytes(buffer.subarray(1, 40), buffer.subarray(2, 41))).toBe(0)
    expect(compareBytes(buffer.subarray(1, 41), buffer.subarray(2, 41))).toBe(1)
    expect(compareBytes(buffer.subarray(1, 900), buffer.subarray(6, 905))).toBe(0)
    expect(compareBytes(buffer.subarray(3, 900), buffer.subarray(6, 905))).toBe(-1)
    buffer[700] = 8 // byte 697 of the first view, byte 694 of the second
    expect(compareBytes(buffer.subarray(3, 900), buffer.subarray(6, 905))).toBe(-1)
    expect(compareBytes(buffer.subarray(6, 905), buffer.subarray(1, 900))).toBe(1)
  })

  it('works on a SharedArrayBuffer', () => {
    const shared = new Uint8Array(new SharedArrayBuffer(32))
    const other = new Uint8Array(32)
    other[31] = 1
    expect(compareBytes(shared, other)).toBe(-1)
  })
})

describe('compareUnits', () => {
  it('equals the reference on hunks and code point lists', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 8 }),
        (a, b) => {
          expect(compareUnits(Uint16Array.from(a), Uint16Array.from(b))).toBe(compareLists(a, b))
          expect(compareUnits(a, b)).toBe(compareLists(a, b))
          expect(compareUnits(a, [...a])).toBe(0)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('compares whole units, not their bytes', () => {
    // Little-endian bytes would compare 00 01 below 01 00; the units compare 0x100 above 0x1.
    expect(compareUnits(new Uint16Array([0x100]), new Uint16Array([0x1]))).toBe(1)
    expect(compareUnits([0x1f600], [0xff5e, 0xffff])).toBe(1)
  })

  it('names the element that is not a number', () => {
    expect(() => compareUnits([1, 'x'] as unknown as number[], [1, 2])).toThrow(
      new TypeError('The "a[1]" argument must be a number, received a string'),
    )
    expect(() => compareUnits([1, 2], [1, null] as unknown as number[])).toThrow(
      new TypeError('The "b[1]" argument must be a number, received null'),
    )
  })
})
