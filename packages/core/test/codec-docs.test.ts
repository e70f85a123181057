// Every exported codec object is typed as core's `Codec`, so an editor shows the documentation of each
// method (with its parameters, result and errors) whichever package the codec comes from. Checked the
// way an editor does: TypeScript's quick info at `codec.method` in a file importing the packages.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const testDir = dirname(fileURLToPath(import.meta.url))
const configPath = join(testDir, '..', 'tsconfig.test.json')
const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(configPath, ts.sys.readFile).config,
  ts.sys,
  dirname(configPath),
)

const METHODS = [
  'encode',
  'encodeInto',
  'decode',
  'encodeCodePoints',
  'decodeCodePoints',
  'validate',
  'isWellFormed',
  'byteLength',
  'encodedLength',
  'createDecoder',
  'explain',
  'truncate',
  'truncateText',
  'codePoints',
  'codePointsBackward',
]
const CODECS: Record<string, readonly string[]> = {
  '@utf8x/utf8-classic': ['utf8', 'utf8Rfc2279', 'cesu8', 'mutf8', 'wtf8', 'utf8Js'],
  '@utf8x/utf8-eight-byte': ['eightByte', 'sevenByte', 'sixtyFiveBit'],
  '@utf8x/utf8-infinity': ['utfInfinity8'],
  '@utf8x/corrected-utf8': ['correctedUtf8'],
}

const probe = join(testDir, '__codec-docs-probe.ts')
const lines: string[] = []
for (const [module, names] of Object.entries(CODECS))
  lines.push(`import { ${names.join(', ')} } from '${module}'`)
const positions: { codec: string; method: string; at: number }[] = []
let text = `${lines.join('\n')}\n`
for (const names of Object.values(CODECS)) {
  for (const codec of names) {
    for (const method of METHODS) {
      const line = `${codec}.${method}\n`
      positions.push({ codec, method, at: text.length + codec.length + 1 })
      text += line
    }
  }
}

const service = ts.createLanguageService(
  {
    getCompilationSettings: () => config.options,
    getScriptFileNames: () => [probe],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const content = file === probe ? text : ts.sys.fileExists(file) ? readFileSync(file, 'utf8') : undefined
      return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content)
    },
    getCurrentDirectory: () => dirname(configPath),
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (file) => file === probe || ts.sys.fileExists(file),
    readFile: (file) => (file === probe ? text : ts.sys.readFile(file)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  },
  ts.createDocumentRegistry(),
)

describe('codec methods show their documentation', () => {
  it('the probe type-checks', () => {
    expect(
      service.getSemanticDiagnostics(probe).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ).toEqual([])
  })

  it('each method of each codec has a description, @param (where it takes one), @returns and @throws', () => {
    const missing: string[] = []
    for (const { codec, method, at } of positions) {
      const info = service.getQuickInfoAtPosition(probe, at)
      const documentation = ts.displayPartsToString(info?.documentation).trim()
      const tags = new Set((info?.tags ?? []).map((tag) => tag.name))
      const wanted = ['returns', 'throws', ...(method === 'createDecoder' ? [] : ['param'])]
      const lacking = wanted.filter((tag) => !tags.has(tag))
      if (documentation === '' || lacking.length > 0) {
        missing.push(
          `${codec}.${method}: ${documentation === '' ? 'no description' : ''} ${lacking.join(' ')}`,
        )
      }
    }
    expect(missing).toEqual([])
  }, 120_000)
})
