import { describe, expect, it } from 'vitest'
import { docExamples, runDocExample } from '../../../tools/testing/doc-examples.ts'
import * as api from '../src/index.ts'

// Every `@example` in the sources runs here, with the package's exports in scope and console.assert
// made to throw.
const examples = docExamples(new URL('../src/', import.meta.url))

describe('doc examples', () => {
  it('there is one for each public function and value, and the module', () => {
    expect(examples.map((example) => example.name)).toEqual([
      'codecs.ts #1',
      'get-codec.ts #1',
      'get-codec.ts #2',
      'index.ts #1',
      'repair-mojibake.ts #1',
      'schemes-accepting.ts #1',
      'sniff-bom.ts #1',
    ])
  })
  it.each(examples)('$name', async (example) => {
    expect(await runDocExample(example, { ...api })).toBeGreaterThan(0)
  })
})
