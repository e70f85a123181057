import { describe, expect, it } from 'vitest'
import * as detected from '../src/fast/runtime.ts'
import {
  fastNativeDecode,
  fastNativeEncode,
  nodeMajor,
  runtime,
  slowWideEncode,
} from '../src/fast/runtime.ts'

// The runtime facts the codecs pick their routes by (measurements in core's src/fast/README.md, "Routes per runtime").

const g = globalThis as { Bun?: unknown; Deno?: unknown; process?: { versions?: { node?: string } } }

describe(`runtime flags (${runtime} ${nodeMajor ?? ''})`, () => {
  it('names the runtime: Bun and Deno are not taken for Node, although they report a Node version', () => {
    const expected = g.Bun !== undefined ? 'bun' : g.Deno !== undefined ? 'deno' : 'node'
    expect(runtime).toBe(expected)
  })

  it("gives Node's major version on Node only", () => {
    if (runtime === 'node') {
      const version = g.process?.versions?.node as string
      expect(nodeMajor).toBe(Number(version.slice(0, version.indexOf('.'))))
      expect(Number.isInteger(nodeMajor) && (nodeMajor as number) >= 20).toBe(true)
    } else {
      expect(nodeMajor).toBeNull()
    }
  })

  it('takes the native decoder as fast from Node 24 on and off Node, the encoder from Node 26 on', () => {
    expect(fastNativeDecode).toBe(runtime !== 'node' || (nodeMajor as number) >= 24)
    expect(fastNativeEncode).toBe(runtime !== 'node' || (nodeMajor as number) >= 26)
  })

  it("takes Deno's encoder as slow on strings stored two bytes a unit, and no other runtime's", () => {
    expect(slowWideEncode).toBe(runtime === 'deno')
  })
})

describe('the runtime as flags (what the build for browsers folds: tools/browser-build.mjs)', () => {
  it('says the runtime, one flag each', () => {
    expect([detected.onNode, detected.onBun, detected.onDeno]).toEqual([
      runtime === 'node',
      runtime === 'bun',
      runtime === 'deno',
    ])
  })
})
