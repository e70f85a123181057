import { DecodeError, EncodeError, isDecodeError, isEncodeError } from '@utf8x/core'
import { describe, expect, it } from 'vitest'

describe('DecodeError', () => {
  it('is a TypeError with the facts and a message saying what, where and which scheme', () => {
    const error = new DecodeError('utf-8', 'overlong', 3, { units: [0xc0, 0x80], length: 2 })
    expect(error).toBeInstanceOf(TypeError)
    expect(error).toBeInstanceOf(DecodeError)
    expect(error.name).toBe('DecodeError')
    expect(error.scheme).toBe('utf-8')
    expect(error.kind).toBe('overlong')
    expect(error.offset).toBe(3)
    expect(error.end).toBeUndefined()
    expect(error.message).toBe('Cannot decode utf-8: overlong 2-byte sequence at byte 3 (C0 80)')
  })

  it('writes a reserved run with its end, as API.md shows', () => {
    const error = new DecodeError('corrected-utf-8', 'reserved', 12, { end: 16 })
    expect(error.end).toBe(16)
    expect(error.message).toBe('Cannot decode corrected-utf-8: reserved run at bytes 12–15')
  })

  it('names code points, hunks and custom reasons', () => {
    expect(
      new DecodeError('utf-8', 'surrogate', 0, { codePoint: 0xd800, units: [0xed, 0xa0, 0x80] }).message,
    ).toBe('Cannot decode utf-8: surrogate U+D800 at byte 0 (ED A0 80)')
    expect(
      new DecodeError('utf-8-hunk-9', 'truncated', 4, { unit: 'hunk', length: 3, units: [0x1c0] }).message,
    ).toBe('Cannot decode utf-8-hunk-9: truncated 3-hunk sequence at hunk 4 (1C0)')
    expect(
      new DecodeError('x', 'invalid-lead', 1, { reason: 'lead byte where only an extension may stand' })
        .message,
    ).toBe('Cannot decode x: lead byte where only an extension may stand at byte 1')
    expect(new DecodeError('x', 'unrepresentable', 0, { codePoint: 2n ** 70n }).codePoint).toBe(2n ** 70n)
  })

  it('shows at most 16 units', () => {
    const error = new DecodeError('x', 'truncated', 0, { units: new Uint8Array(20).fill(0xb4) })
    expect(error.message).toBe(`Cannot decode x: truncated sequence at byte 0 (${'B4 '.repeat(16)}…)`)
  })

  it('shifts to stream offsets, end included', () => {
    const error = new DecodeError('corrected-utf-8', 'reserved', 2, { end: 5 }).shifted(10)
    expect(error.offset).toBe(12)
    expect(error.end).toBe(15)
    expect(error.message).toBe('Cannot decode corrected-utf-8: reserved run at bytes 12–14')
    const same = new DecodeError('utf-8', 'truncated', 1)
    expect(same.shifted(0)).toBe(same)
  })
})

describe('EncodeError', () => {
  it('is a RangeError with kind, index and code point', () => {
    const error = new EncodeError('utf-8', 'surrogate', 1, 0xd800)
    expect(error).toBeInstanceOf(RangeError)
    expect(error.name).toBe('EncodeError')
    expect([error.scheme, error.kind, error.index, error.codePoint]).toEqual([
      'utf-8',
      'surrogate',
      1,
      0xd800,
    ])
    expect(error.message).toBe('Cannot encode U+D800 in utf-8: surrogate at index 1')
  })

  it('writes odd values as they are, and an input offset when given', () => {
    expect(new EncodeError('utf-8', 'out-of-range', 0, -1).message).toBe(
      'Cannot encode -1 in utf-8: out of range at index 0',
    )
    expect(new EncodeError('utf-8', 'out-of-range', 0, 1.5).message).toBe(
      'Cannot encode 1.5 in utf-8: out of range at index 0',
    )
    const error = new EncodeError('corrected-utf-8', 'not-encodable', 2, 0x85, { offset: 3 })
    expect(error.offset).toBe(3)
    expect(error.message).toBe(
      'Cannot encode U+0085 in corrected-utf-8: not encodable at index 2 (input byte 3)',
    )
  })
})

describe('isDecodeError and isEncodeError never throw (issue 34, item 15)', () => {
  it('false for a revoked Proxy, a Proxy whose traps throw, an accessor that throws, primitives', () => {
    const { proxy, revoke } = Proxy.revocable(new DecodeError('utf-8', 'truncated', 0), {})
    revoke()
    const trap = () => {
      throw new Error('trap')
    }
    const throwing = new Proxy({}, { get: trap, has: trap, getPrototypeOf: trap, ownKeys: trap })
    const accessor = Object.defineProperty({}, 'utf8x.DecodeError', { get: trap })
    const encodeAccessor = Object.defineProperty({}, 'utf8x.EncodeError', { get: trap })
    for (const value of [proxy, throwing, accessor, encodeAccessor, null, undefined, 0, 'x', Symbol('x')]) {
      expect(isDecodeError(value)).toBe(false)
      expect(isEncodeError(value)).toBe(false)
    }
    // A Proxy of a real error reads through to it.
    expect(isDecodeError(new Proxy(new DecodeError('utf-8', 'truncated', 0), {}))).toBe(true)
    expect(isEncodeError(new Proxy(new EncodeError('utf-8', 'surrogate', 0, 0xd800), {}))).toBe(true)
  })
})
