import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as api from '../src/index.ts'

// Every `@example` in the sources runs here, with the package's exports in scope and console.assert
// made to throw.
const dir = new URL('../src/', import.meta.url)
const examples = readdirSync(dir)
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) => {
    const text = readFileSync(new URL(file, dir), 'utf8')
    return [...text.matchAll(/@example\n((?: \*.*\n)+?) \* ```\n/g)].map((match, k) => {
      const code = (match[1] as string)
        .split('\n')
        .map((line) => line.replace(/^ \* ?/, ''))
        .filter((line) => !line.startsWith('```') && !line.startsWith('import '))
        .join('\n')
      return { name: `${file} #${k + 1}`, code }
    })
  })

describe('doc examples', () => {
  it('there are some', () => {
    expect(examples.length).toBeGreaterThan(25)
  })
  it.each(examples)('$name', async ({ code }) => {
    const names = Object.keys(api)
    const assert = (condition: unknown, ...rest: unknown[]) => {
      if (!condition) throw new Error(`assertion failed: ${rest.join(' ')}\n${code}`)
    }
    const console = { assert }
    const run = new Function(
      'api',
      'console',
      `const { ${names.join(', ')} } = api; return (async () => {\n${code}\n})()`,
    )
    await run(api, console)
  })
})
