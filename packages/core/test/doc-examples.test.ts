import * as core from '@utf8x/core'
import * as internal from '@utf8x/core/internal'
// The examples show core with a real codec; tests may use a scheme package (core itself never does).
import { cesu8, mutf8, utf8 } from '@utf8x/utf8-classic'
import { describe, expect, it } from 'vitest'
import { docExamples, runDocExample } from '../../../tools/testing/doc-examples.ts'
import * as codePoints from '../src/code-points.ts'
// The examples of fast/ may name what its door (and so internal) does not pass on.
import * as bmp from '../src/fast/bmp-scan.ts'
import * as native from '../src/fast/native.ts'
import * as runtime from '../src/fast/runtime.ts'
import * as runs from '../src/fast/transcode-runs.ts'
import * as text from '../src/fast/transcode-text.ts'
import * as accelerator from '../src/fast/utf8-accelerator.ts'
import * as kernel from '../src/fast/utf8-kernel.ts'
import * as lengths from '../src/fast/utf8-length.ts'
import * as wasm from '../src/fast/wasm-scan.ts'

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
        ...bmp,
        ...native,
        ...runtime,
        ...runs,
        ...text,
        ...accelerator,
        ...kernel,
        ...lengths,
        // What internal does not pass on either (firstLoneSurrogate).
        ...codePoints,
        ...wasm,
        ...core,
        ...internal,
        utf8,
        mutf8,
        cesu8,
      }),
    ).toBeGreaterThan(0)
  })
})
