import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cesu8, mutf8, utf8, utf8Rfc2279, wtf8 } from '../src/index.ts'
import { compareBytes } from './order-helpers.ts'

function compareLists(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number)
  return a.length - b.length
}

const scalar = fc.oneof(fc.integer({ min: 0, max: 0xd7ff }), fc.integer({ min: 0xe000, max: 0x10ffff }))
const sign = (x: number) => Math.sign(x)

describe('byte order equals code point order', () => {
  it.each([
    ['utf8', utf8, fc.array(scalar, { maxLength: 6 })],
    ['utf8Rfc2279', utf8Rfc2279, fc.array(fc.integer({ min: 0, max: 0x7fffffff }), { maxLength: 6 })],
    [
      'wtf8',
      wtf8,
      fc
        .array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 6 })
        .filter((list) =>
          list.every(
            (v, i) =>
              !(v >= 0xd800 && v <= 0xdbff && (list[i + 1] ?? 0) >= 0xdc00 && (list[i + 1] ?? 0) <= 0xdfff),
          ),
        ),
    ],
  ] as const)('%s (property)', (_, codec, lists) => {
    fc.assert(
      fc.property(lists, lists, (a, b) => {
        expect(sign(compareBytes(codec.encodeCodePoints(a), codec.encodeCodePoints(b)))).toBe(
          sign(compareLists(a, b)),
        )
      }),
      { numRuns: 5000 },
    )
  })

  it.each([
    ['cesu8', cesu8],
    ['mutf8', mutf8],
  ] as const)('%s is not order-preserving: U+FFFF sorts after U+10000', (_, codec) => {
    expect(codec.orderPreserving).toBe(false)
    expect(compareBytes(codec.encodeCodePoints([0xffff]), codec.encodeCodePoints([0x10000]))).toBeGreaterThan(
      0,
    )
    expect(0xffff).toBeLessThan(0x10000)
  })
})
