// Hardening: prefixUpperBound and prefixRange never change the caller's prefix, whatever kind of
// Uint8Array it is. A Node Buffer's `slice` is a view, so the old copy-then-increment changed the
// caller's key (`Buffer.from('ab')` became "ac"), and with Buffer keys `prefixRange(keys, keys[i])`
// corrupted the key set itself.
import { Buffer } from 'node:buffer'
import { describe, expect, it } from 'vitest'
import { aliasingInputs } from '../../../tools/testing/aliasing-inputs.ts'
import { prefixRange, prefixUpperBound } from '../src/index.ts'

describe('prefixUpperBound leaves its prefix alone', () => {
  it.each(aliasingInputs([0x61, 0x62, 0xff]))('$name', ({ input }) => {
    const bound = prefixUpperBound(input) as Uint8Array
    expect([...bound]).toEqual([0x61, 0x63])
    expect([...input]).toEqual([0x61, 0x62, 0xff])
    expect(bound.buffer).not.toBe(input.buffer)
    expect(Object.getPrototypeOf(bound)).toBe(Uint8Array.prototype)
    bound[0] = 0
    expect([...input]).toEqual([0x61, 0x62, 0xff])
  })

  it('the example of the issue: Buffer.from("ab") stays "ab"', () => {
    const prefix = Buffer.from('ab')
    expect([...(prefixUpperBound(prefix) as Uint8Array)]).toEqual([0x61, 0x63])
    expect(prefix.toString()).toBe('ab')
  })
})

describe('prefixRange leaves its keys alone', () => {
  it('Buffer keys from a key-value store, searched with one of them as the prefix', () => {
    const names = ['app', 'apple', 'apricot', 'b', 'ba']
    const keys = names.map((name) => Buffer.from(name))
    for (let i = 0; i < keys.length; i++) {
      const range = prefixRange(keys, keys[i] as Buffer)
      expect(keys.map((key) => key.toString())).toEqual(names)
      const expected = names.filter((name) => name.startsWith(names[i] as string))
      expect(names.slice(range.start, range.end)).toEqual(expected)
    }
  })

  it.each(aliasingInputs([0x61, 0x70]))('$name as the prefix', ({ input }) => {
    const keys = ['a', 'ap', 'app', 'apq', 'aq', 'b'].map((key) => new TextEncoder().encode(key))
    expect(prefixRange(keys, input)).toEqual({ start: 1, end: 4 })
    expect([...input]).toEqual([0x61, 0x70])
  })
})
