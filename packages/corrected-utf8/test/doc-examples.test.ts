import { describe, expect, it } from 'vitest'
import { docExamples, runDocExample } from '../../../tools/testing/doc-examples.ts'
import * as api from '../src/index.ts'

// Every `@example` in the sources runs here, with the package's exports in scope and console.assert
// made to throw.
const examples = docExamples(new URL('../src/', import.meta.url))

describe('doc examples', () => {
  it('there are some', () => {
    expect(examples.length).toBeGreaterThan(25)
  })
  it.each(examples)('$name', async (example) => {
    expect(await runDocExample(example, { ...api })).toBeGreaterThan(0)
  })
})
