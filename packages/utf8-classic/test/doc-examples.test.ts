import * as core from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { docExamples, runDocExample } from '../../../tools/testing/doc-examples.ts'
import * as api from '../src/index.ts'

// Every `@example` in the sources runs here, with the package's exports in scope and console.assert
// made to throw.
const examples = docExamples(new URL('../src/', import.meta.url))

describe('doc examples', () => {
  it('cover the public API', () => {
    expect(examples.length).toBeGreaterThanOrEqual(15)
  })
  it.each(examples)('$name', async (example) => {
    expect(await runDocExample(example, { ...core, ...api })).toBeGreaterThan(0)
  })
})
