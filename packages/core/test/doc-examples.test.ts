import { readdirSync } from 'node:fs'
import * as core from '@utf8x/core'
import * as internal from '@utf8x/core/internal'
// The examples show core with a real codec; tests may use a scheme package (core itself never does).
import { cesu8, mutf8, utf8 } from '@utf8x/utf8-classic'
import { describe, expect, it } from 'vitest'
import { docExamples, runDocExample } from '../../../tools/testing/doc-examples.ts'

// The examples may name what internal does not pass on: every module of src/ is in scope.
const src = new URL('../src/', import.meta.url)
const paths = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts'))
const modules = Object.assign(
  {},
  ...(await Promise.all(paths.map((path) => import(new URL(path, src).href)))),
)

const examples = [
  ...docExamples(new URL('../src/', import.meta.url)),
  ...docExamples(new URL('../src/engine/', import.meta.url)),
  ...docExamples(new URL('../src/fast/', import.meta.url)),
]

describe('doc examples run', () => {
  it('cover the public functions', () => {
    expect(examples.length).toBeGreaterThanOrEqual(30)
  })
  it.each(examples)('$name', async (example) => {
    expect(
      await runDocExample(example, {
        ...modules,
        ...core,
        ...internal,
        utf8,
        mutf8,
        cesu8,
      }),
    ).toBeGreaterThan(0)
  })
})
