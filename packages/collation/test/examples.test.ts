/**
 * Runs every `@example` of the sources: each code block is taken from the doc comments, its imports
 * dropped, and run with the package's exports in scope and `console.assert` made to throw.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as collation from '../src/index.ts'

const sourceDir = new URL('../src/', import.meta.url)

function examplesOf(source: string): string[] {
  const blocks: string[] = []
  for (const match of source.matchAll(/@example\s*\n\s*\* ```ts\n([\s\S]*?)\n\s*\* ```/g)) {
    blocks.push(
      match[1]!
        .split('\n')
        .map((line) => line.replace(/^\s*\* ?/, ''))
        .filter((line) => !line.startsWith('import '))
        .join('\n'),
    )
  }
  return blocks
}

/** Strips TypeScript's non-null assertions (`x!.y`, `x!`), the only TS syntax the examples use. */
function toJavaScript(code: string): string {
  return code.replace(/\)!/g, ')').replace(/\]!/g, ']')
}

describe('doc examples run', () => {
  const files = readdirSync(sourceDir).filter((file) => file.endsWith('.ts'))
  let total = 0
  for (const file of files) {
    const examples = examplesOf(readFileSync(new URL(file, sourceDir), 'utf8'))
    total += examples.length
    examples.forEach((code, index) => {
      it(`${file} #${index + 1}`, () => {
        const names = Object.keys(collation)
        const assert = (condition: unknown, ...message: unknown[]): void => {
          if (!condition)
            throw new Error(`assertion failed in ${file} #${index + 1}: ${message.join(' ')}\n${code}`)
        }
        const run = new Function('console', ...names, toJavaScript(code))
        run({ assert }, ...names.map((name) => (collation as Record<string, unknown>)[name]))
      })
    })
  }

  it('every exported function has an example', () => {
    expect(total).toBeGreaterThanOrEqual(
      Object.values(collation).filter((v) => typeof v === 'function').length,
    )
  })
})
