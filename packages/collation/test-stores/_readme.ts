/**
 * The README's store examples, as the tests run them: the first ```ts block under a heading, its imports
 * dropped (the test puts the names in scope) and its types stripped by esbuild, run by
 * tools/testing/doc-examples.ts (`console.assert` throws).
 */
import { readFileSync } from 'node:fs'
import { transformSync } from 'esbuild'
import type { DocExample } from '../../../tools/testing/doc-examples.ts'

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

/** The example under the heading `heading` (a whole line such as `### LevelDB (classic-level)`). */
export function readmeExample(heading: string): DocExample {
  const at = README.indexOf(`\n${heading}\n`)
  if (at < 0) throw new Error(`README.md has no heading ${heading}`)
  const block = /```ts\n([\s\S]*?)\n```/.exec(README.slice(at))
  if (block === null) throw new Error(`README.md has no ts block under ${heading}`)
  const code = (block[1] as string)
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n')
  return { name: `README.md, ${heading}`, code: transformSync(code, { loader: 'ts' }).code }
}
