// Every `@example` in the page's sources runs here (on Node), with the helpers' exports in scope and
// console.assert made to throw. The view modules (DOM) have none.
import { describe, expect, it } from 'vitest'
import { docExamples, runDocExample } from '../../../tools/testing/doc-examples.ts'
import * as base64 from '../src/_base64.ts'
import * as diff from '../src/_diff.ts'
import * as families from '../src/_families.ts'
import * as hex from '../src/_hex.ts'
import * as order from '../src/_order.ts'
import * as paste from '../src/_paste.ts'
import * as repair from '../src/_repair.ts'
import * as state from '../src/_state.ts'

const examples = docExamples(new URL('../src/', import.meta.url))

describe('doc examples', () => {
  it('there is one for each public helper', () => {
    expect(examples.map((example) => example.name)).toEqual([
      '_base64.ts #1',
      '_base64.ts #2',
      '_diff.ts #1',
      '_families.ts #1',
      '_families.ts #2',
      '_hex.ts #1',
      '_hex.ts #2',
      '_order.ts #1',
      '_paste.ts #1',
      '_paste.ts #2',
      '_repair.ts #1',
      '_state.ts #1',
      '_state.ts #2',
    ])
  })
  it.each(examples)('$name', async (example) => {
    const scope = { ...base64, ...diff, ...families, ...hex, ...order, ...paste, ...repair, ...state }
    expect(await runDocExample(example, scope)).toBeGreaterThan(0)
  })
})
