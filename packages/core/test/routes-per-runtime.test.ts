// The UTF-8 routes are chosen once per runtime and version (core's src/fast/README.md, "Routes per runtime"): the
// runtime's decoder takes text that is not mostly ASCII wherever it is the fast one (Node 24 and later, Bun,
// Deno, browsers), and utf8x's own kernel on Node 20 and 22, where TextDecoder is slow off ASCII.
import { describe, expect, it } from 'vitest'
import { preferNative } from '../src/fast/native.ts'
import { fastNativeDecode, fastNativeEncode, nodeMajor, runtime } from '../src/fast/runtime.ts'

const cyrillic = new TextEncoder().encode('Привет, мир! Съешь же ещё этих мягких булок. '.repeat(100))

describe('routes per runtime', () => {
  it('knows which runtime decodes and encodes fast off ASCII', () => {
    const node = runtime === 'node'
    expect(nodeMajor === null).toBe(!node)
    expect(fastNativeDecode).toBe(!node || (nodeMajor as number) >= 24)
    expect(fastNativeEncode).toBe(!node || (nodeMajor as number) >= 26)
  })

  it("hands long non-ASCII text to the runtime's decoder exactly where it is fast", () => {
    expect(cyrillic.length).toBeGreaterThan(4096)
    expect(preferNative(cyrillic, 0)).toBe(fastNativeDecode)
    // Short input and pure ASCII go to the runtime's decoder everywhere.
    expect(preferNative(cyrillic.subarray(0, 64), 0)).toBe(true)
    expect(preferNative(new Uint8Array(8192).fill(0x61), 0)).toBe(true)
  })
})
