/** Runs every `@example` of the sources, with `console.assert` made to throw. */
import { readdirSync, readFileSync } from 'node:fs'
import * as core from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { nativeDecodeWellFormed } from '../src/_for-core-native-utf8.ts'
import { storageToBigInt } from '../src/_hex.ts'
import * as api from '../src/index.ts'

const sourceDir = new URL('../src/', import.meta.url)
const examples: [string, string][] = []
for (const file of readdirSync(sourceDir).filter((f) => f.endsWith('.ts'))) {
  const text = readFileSync(new URL(file, sourceDir), 'utf8')
  for (const match of text.matchAll(/@example\s*\n\s*\*\s*```ts\n([\s\S]*?)\n\s*\*\s*```/g)) {
    const code = (match[1] as string)
      .split('\n')
      .map((line) => line.replace(/^\s*\* ?/, ''))
      .filter((line) => !line.startsWith('import '))
      .join('\n')
    examples.push([`${file} #${examples.length}`, code])
  }
}

describe('doc examples', () => {
  it('exist for the public API', () => {
    expect(examples.length).toBeGreaterThanOrEqual(20)
  })
  it.each(examples)('%s', async (_name, code) => {
    let asserted = 0
    const console = {
      assert(condition: unknown, ...message: unknown[]) {
        asserted++
        if (!condition) throw new Error(`assertion failed: ${message.join(' ')}\n${code}`)
      },
    }
    const scope = { ...core, ...api, nativeDecodeWellFormed, storageToBigInt, console }
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor
    await new AsyncFunction(...Object.keys(scope), code)(...Object.values(scope))
    expect(asserted).toBeGreaterThan(0)
  })
})
