// Hardening: the 65-bit variant's WebAssembly route must return its own text even when the caller's
// array runs code on every member it is asked for: here each accessor decodes another, larger input
// first (which overwrites the kernel's memory), then gives the built-in value. The route reads the input
// through its internal slots only, so nothing of the caller runs at all (reading a member of the array
// between the kernel's call and the string, checked, fails this test).
import { describe, expect, it } from 'vitest'
import { sixtyFiveBit } from '../src/index.ts'

const MEMBERS = ['subarray', 'slice', 'set', 'at', 'buffer', 'byteOffset', 'length', 'byteLength'] as const

function hostile(bytes: Uint8Array, hook: () => void): Uint8Array {
  const copy = bytes.slice()
  for (const key of MEMBERS) {
    Object.defineProperty(copy, key, {
      get(this: Uint8Array) {
        hook()
        return Reflect.get(Uint8Array.prototype, key, this) as unknown
      },
    })
  }
  return copy
}

describe('sixtyFiveBit: a hostile input decodes to its own text', () => {
  const text = 'Ωmega — 漢字 and ascii '.repeat(12_000)
  const bytes = sixtyFiveBit.encode(text)
  const other = sixtyFiveBit.encode('другой текст '.repeat(60_000))
  let inner = 0
  const hook = () => {
    inner++
    sixtyFiveBit.decode(other)
  }
  it('strict and replacing, across several 64 KiB windows', () => {
    expect(bytes.length).toBeGreaterThan(3 * 65_536)
    for (const fatal of [true, false]) {
      expect(sixtyFiveBit.decode(hostile(bytes, hook), { fatal })).toBe(text)
    }
    // No accessor ran: the input is read through its internal slots only.
    expect(inner).toBe(0)
  })
})
