// Hardening: copyOf, the one way the packages copy their caller's bytes. A Node Buffer's `slice` is a
// view, a subclass may override `slice`, and a species constructor can make even the built-in `slice`
// fill a view of the input: copyOf calls none of them.
import { copyOf } from '@utf8x/core/internal'
import { describe, expect, it } from 'vitest'
import { aliasingInputs } from '../../../tools/testing/aliasing-inputs.ts'

describe('copyOf', () => {
  it.each(aliasingInputs([1, 2, 3, 4, 5]))('copies a $name into memory of its own', ({ input }) => {
    for (const [start, end] of [
      [0, 5],
      [1, 4],
      [2, 2],
    ] as const) {
      const copy = copyOf(input, start, end)
      expect([...copy]).toEqual([1, 2, 3, 4, 5].slice(start, end))
      expect(Object.getPrototypeOf(copy)).toBe(Uint8Array.prototype)
      expect(copy.buffer).not.toBe(input.buffer)
      copy.fill(0)
      expect([...input]).toEqual([1, 2, 3, 4, 5])
    }
    expect([...copyOf(input)]).toEqual([1, 2, 3, 4, 5])
  })

  it('clamps its range to the input, as slice does for non-negative indices', () => {
    const input = new Uint8Array([1, 2, 3])
    expect([...copyOf(input, 1)]).toEqual([2, 3])
    expect([...copyOf(input, 1, 99)]).toEqual([2, 3])
    expect([...copyOf(input, 5)]).toEqual([])
    expect([...copyOf(input, 2, 1)]).toEqual([])
    expect([...copyOf(input, -4, 2)]).toEqual([1, 2])
    expect([...copyOf(input, Number.NaN, 2)]).toEqual([1, 2])
  })

  it('copies a view of a SharedArrayBuffer into an ordinary buffer', () => {
    const shared = new Uint8Array(new SharedArrayBuffer(4))
    shared.set([9, 8, 7, 6])
    const copy = copyOf(shared.subarray(1), 0, 2)
    expect([...copy]).toEqual([8, 7])
    expect(copy.buffer).toBeInstanceOf(ArrayBuffer)
  })

  it('gives an empty array for a view of a detached buffer', () => {
    const view = new Uint8Array([1, 2, 3])
    structuredClone(view.buffer, { transfer: [view.buffer] })
    expect(copyOf(view).length).toBe(0)
  })
})
