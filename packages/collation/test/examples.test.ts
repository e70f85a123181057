/**
 * Runs every `@example` of the sources: each code block is taken from the doc comments, its imports
 * dropped, and run with the package's exports (and the codecs they show) in scope and `console.assert` made
 * to throw.
 */
import { cesu8, mutf8 } from '@utf8x/utf8-classic'
import { describe, expect, it } from 'vitest'
import { docExamples, runDocExample } from '../../../tools/testing/doc-examples.ts'
import * as collation from '../src/index.ts'

const examples = docExamples(new URL('../src/', import.meta.url))

describe('doc examples run', () => {
  it.each(examples)('$name', async (example) => {
    expect(await runDocExample(example, { ...collation, cesu8, mutf8 })).toBeGreaterThan(0)
  })

  it('every exported function has an example', () => {
    expect(examples.length).toBeGreaterThanOrEqual(
      Object.values(collation).filter((v) => typeof v === 'function').length,
    )
  })
})
