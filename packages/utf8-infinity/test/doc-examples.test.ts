/** Runs every `@example` of the sources, with `console.assert` made to throw. */
import * as core from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { docExamples, runDocExample } from '../../../tools/testing/doc-examples.ts'
import { storageToBigInt } from '../src/_hex.ts'
import { leadRule } from '../src/_lead-rule.ts'
import { scheme } from '../src/_scheme.ts'
import * as api from '../src/index.ts'

const examples = docExamples(new URL('../src/', import.meta.url))

describe('doc examples', () => {
  it('exist for the public API', () => {
    expect(examples.length).toBeGreaterThanOrEqual(20)
  })
  it.each(examples)('$name', async (example) => {
    expect(
      await runDocExample(example, {
        ...core,
        ...api,
        storageToBigInt,
        leadRule,
        scheme,
      }),
    ).toBeGreaterThan(0)
  })
})
