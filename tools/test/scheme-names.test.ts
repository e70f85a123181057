import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Each scheme id (`codec.name`) and the package that defines its codecs: only there (and in
 * `@utf8x/codecs`, whose job is to map labels to ids) may code recognise the scheme by its id. Everywhere
 * else, what a scheme does is read from its scheme (rows, pairs, reserved runs, the flags of its table),
 * so that a codec built from the same table under another name behaves the same.
 */
const DEFINED_IN: Readonly<Record<string, string>> = {
  'utf-8': 'utf8-classic',
  'wtf-8': 'utf8-classic',
  'utf-8-rfc2279': 'utf8-classic',
  'cesu-8': 'utf8-classic',
  'mutf-8': 'utf8-classic',
  'utf-8-eight-byte': 'utf8-eight-byte',
  'utf-8-seven-byte': 'utf8-eight-byte',
  'utf-8-65': 'utf8-eight-byte',
  'utf-8-hunk-': 'utf8-eight-byte',
  'utf-infinity-8': 'utf8-infinity',
  'corrected-utf-8': 'corrected-utf8',
}

/** The package that maps every label to its scheme id. */
const REGISTRY = 'codecs'

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The ways code tells a scheme by its id: a comparison, a `case`, a set or list lookup, a prefix test. */
function recognitions(id: string): RegExp {
  const quote = `['"\`]`
  const literal = `${quote}${escapeRegExp(id)}${id.endsWith('-') ? '' : quote}`
  return new RegExp(
    [
      `[!=]==?\\s*${literal}`,
      `${literal}\\s*[!=]==?`,
      `case\\s+${literal}`,
      `\\.(?:has|includes|startsWith|endsWith|indexOf)\\(\\s*${literal}`,
      `new Set\\(\\[[^\\]]*${literal}`,
      // A table keyed by id (`new Map([['cesu-8', rules]])`), or ids built from a prefix (`utf-8-hunk-${n}`).
      `\\[\\s*${literal}\\s*,`,
      `\`${escapeRegExp(id)}\\$\\{`,
    ].join('|'),
  )
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|mts|cts|js|mjs)$/.test(entry.name) ? [path] : []
  })
}

/** Code lines (doc comments and line comments left out: examples there may name any scheme). */
function codeLines(text: string): [number, string][] {
  return text
    .split('\n')
    .map((line, i): [number, string] => [i + 1, line])
    .filter(([, line]) => !/^\s*(\*|\/\*|\/\/)/.test(line))
}

/** Every place in `packages/*\/src` that recognises a scheme by its id outside the package defining it. */
function schemeNameChecks(base: string): string[] {
  const found: string[] = []
  const packages = join(base, 'packages')
  for (const pkg of readdirSync(packages)) {
    let files: string[]
    try {
      files = sourceFiles(join(packages, pkg, 'src'))
    } catch {
      continue
    }
    for (const file of files) {
      const lines = codeLines(readFileSync(file, 'utf8'))
      for (const [id, owner] of Object.entries(DEFINED_IN)) {
        if (pkg === owner || pkg === REGISTRY) continue
        const pattern = recognitions(id)
        for (const [n, line] of lines) {
          if (pattern.test(line)) found.push(`${relative(base, file)}:${n}: ${id}: ${line.trim()}`)
        }
      }
    }
  }
  return found
}

describe('schemes are recognised by what their scheme says, not by name', () => {
  it('no package outside the one defining a scheme compares a codec name with its id', () => {
    expect(schemeNameChecks(root)).toEqual([])
  })

  it('catches each way of naming a scheme', () => {
    const lines = [
      "if (codec.name === 'cesu-8') {}",
      "const reserved = 'corrected-utf-8' === codec.name",
      "case 'mutf-8':",
      "const strings = new Set(['utf-8', 'wtf-8'])",
      "codec.name.startsWith('utf-8-hunk-')",
      "refused.has('mutf-8')",
      "    ['cesu-8', PAIRS],",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source that builds an id
      'schemes.set(`utf-8-hunk-${bits}`, rules)',
    ]
    const hits = lines.filter((line) => Object.keys(DEFINED_IN).some((id) => recognitions(id).test(line)))
    expect(hits).toEqual(lines)
    expect(recognitions('utf-8').test("getCodec('utf-8')")).toBe(false)
    expect(recognitions('utf-8').test("const id = 'utf-8-65'")).toBe(false)
  })
})
