// The errors the READMEs show (`decode(bytes)` then `// DecodeError: Cannot decode utf-8: …`) are the
// ones the code throws, message for message: each shown statement runs with its code block's imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as codecs from '@utf8x/codecs'
import * as collation from '@utf8x/collation'
import * as core from '@utf8x/core'
import * as correctedUtf8 from '@utf8x/corrected-utf8'
import * as utf8Classic from '@utf8x/utf8-classic'
import * as utf8EightByte from '@utf8x/utf8-eight-byte'
import * as utf8Infinity from '@utf8x/utf8-infinity'
import { describe, expect, it } from 'vitest'
import { type ShownError, shownErrors, showsThrown, thrownBy } from '../testing/doc-examples.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const modules = {
  '@utf8x/codecs': codecs,
  '@utf8x/collation': collation,
  '@utf8x/core': core,
  '@utf8x/corrected-utf8': correctedUtf8,
  '@utf8x/utf8-classic': utf8Classic,
  '@utf8x/utf8-eight-byte': utf8EightByte,
  '@utf8x/utf8-infinity': utf8Infinity,
}

const readmes = [
  'README.md',
  ...readdirSync(join(root, 'packages'))
    .map((dir) => `packages/${dir}/README.md`)
    .filter((path) => existsSync(join(root, path))),
]
const shown = readmes.flatMap((path) => shownErrors(readFileSync(join(root, path), 'utf8'), path))

describe('the errors the READMEs show', () => {
  it('finds them, on the line of the statement and on the lines below it', () => {
    const markdown = [
      '```ts',
      "import { decode, utf8 as u } from '@utf8x/utf8-classic'",
      'getCodec(\'x\') // RangeError: The "x" encoding is not supported',
      'try {',
      '  decode(new Uint8Array([0xc0, 0x80]))',
      '} catch (error) {',
      '  // DecodeError: Cannot decode utf-8: overlong',
      '  // 2-byte sequence',
      '  ;(error as DecodeError).kind',
      '}',
      'u.decode(new Uint8Array([0xff])) // a comment',
      '// DecodeError: … at byte 0 (FF)',
      '```',
    ].join('\n')
    expect(shownErrors(markdown, 'X.md')).toEqual([
      {
        name: 'X.md:3',
        statement: "getCodec('x')",
        error: 'RangeError',
        message: 'The "x" encoding is not supported',
        imports: [
          {
            from: '@utf8x/utf8-classic',
            names: [
              ['decode', 'decode'],
              ['utf8', 'u'],
            ],
          },
        ],
      },
      expect.objectContaining({
        name: 'X.md:7',
        statement: 'decode(new Uint8Array([0xc0, 0x80]))',
        message: 'Cannot decode utf-8: overlong 2-byte sequence',
      }),
      expect.objectContaining({ name: 'X.md:12', statement: 'u.decode(new Uint8Array([0xff]))' }),
    ])
  })

  it('are at least the five of today', () => {
    expect(shown.length).toBeGreaterThanOrEqual(5)
  })

  it.each(shown.map((s) => [s.name, s] as [string, ShownError]))('%s', async (_name, s) => {
    const thrown = await thrownBy(s, modules)
    expect(
      showsThrown(s, thrown),
      `${s.statement}\nshown:  ${s.error}: ${s.message}\nthrown: ${thrown}`,
    ).toBe(true)
  })
})
