import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { generate, wasmSources } from '../build-wasm.mjs'

describe('build-wasm', () => {
  const sources: Array<{ wat: string; target: string }> = wasmSources()
  it('finds the WebAssembly sources', () => {
    expect(sources.map((s) => s.target.replace(/.*packages\//, ''))).toEqual(
      expect.arrayContaining(['core/src/fast/_scan-wasm.ts', 'cli/src/fast/_sortcheck-wasm.ts']),
    )
  })
  it.each(sources)('$target is generated from its .wat, unchanged', async ({ wat, target }) => {
    expect(readFileSync(target, 'utf8')).toBe(await generate(wat, target))
  })
})
