import { describe, expect, it } from 'vitest'
import { runtime } from '../../core/src/fast/runtime.ts'
import { decode } from '../src/index.ts'

// Hardening item 3: decoding to a string longer than the runtime's longest string is a RangeError that
// says so, from every route (the native decoder for ASCII, the WebAssembly rewrite, the JS loop), not the
// native decoder's own error (Node: a plain Error) or a DecodeError. V8 (Node, Deno) holds strings of up
// to 2^29 - 24 units; Bun's are longer, and building one there would take gigabytes, so it is left out.

const message =
  /^The decoded text \((at least )?\d+ UTF-16 code units\) is longer than the longest string this JavaScript engine can hold \(\d+ units\)$/

describe.skipIf(runtime === 'bun')('output longer than the maximum string length', () => {
  it('is a RangeError saying so, for ASCII and for mixed text, strict and replacing', () => {
    const size = 2 ** 29 + 2 ** 20
    const bytes = new Uint8Array(size).fill(0x61)
    // String.prototype.repeat checks the length first: a RangeError at once where strings are shorter.
    expect(() => 'a'.repeat(size)).toThrow(RangeError)
    const failure = (run: () => unknown): unknown => {
      try {
        run()
      } catch (error) {
        return error
      }
      return null
    }
    let error = failure(() => decode(bytes))
    expect(error).toBeInstanceOf(RangeError)
    expect((error as RangeError).message).toMatch(message)
    // A 2-byte sequence every 4 KiB: the JS loop and the rewrite both run.
    for (let i = 1000; i < size; i += 4096) {
      bytes[i] = 0xc0
      bytes[i + 1] = 0xa9
    }
    error = failure(() => decode(bytes, { fatal: false }))
    expect(error).toBeInstanceOf(RangeError)
    expect((error as RangeError).message).toMatch(message)
  }, 60_000)
})
