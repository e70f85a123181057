import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  dependencyProblems,
  doorProblems,
  FENCE_RULES,
  fenceProblems,
  fenceViolations,
  importProblems,
  insideFast,
  readSources,
  readWorkspace,
  sourceImports,
  TEMPORARY_FENCE_ALLOWANCES,
  tokenize,
  // @ts-expect-error: a plain .mjs script without types
} from '../check-deps.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

const scheme = (deps: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  dir: 'packages/utf8-classic',
  manifest: { name: '@utf8x/utf8-classic', dependencies: deps, ...extra },
})

describe('check-deps: manifests', () => {
  it('passes on this workspace', () => {
    const packages = readWorkspace(root)
    expect(packages.length).toBeGreaterThanOrEqual(6)
    expect(dependencyProblems(packages)).toEqual([])
  })

  it('passes a scheme that depends on core only', () => {
    expect(dependencyProblems([scheme({ '@utf8x/core': 'workspace:^' })])).toEqual([])
  })

  it('fails a scheme with another runtime dependency', () => {
    expect(dependencyProblems([scheme({ '@utf8x/core': 'workspace:^', 'left-pad': '1.0.0' })])).toEqual([
      '@utf8x/utf8-classic: the only runtime dependency allowed is @utf8x/core (found left-pad)',
    ])
  })

  it('fails a scheme that depends on a sibling scheme', () => {
    expect(
      dependencyProblems([scheme({ '@utf8x/core': 'workspace:^', '@utf8x/utf8-infinity': 'workspace:^' })]),
    ).toHaveLength(1)
  })

  it('lets a program (@utf8x/cli) depend on the published library packages, nothing else', () => {
    const cli = (deps: Record<string, string>) => ({
      dir: 'packages/cli',
      manifest: { name: '@utf8x/cli', dependencies: deps },
    })
    const others = [
      scheme({ '@utf8x/core': 'workspace:^' }),
      { dir: 'packages/core', manifest: { name: '@utf8x/core' } },
      { dir: 'apps/bench', manifest: { name: '@utf8x/bench', private: true } },
    ]
    expect(dependencyProblems([...others, cli({ '@utf8x/core': '1', '@utf8x/utf8-classic': '1' })])).toEqual(
      [],
    )
    expect(
      dependencyProblems([...others, cli({ '@utf8x/core': '1', '@utf8x/bench': '1', 'left-pad': '1' })]),
    ).toEqual([
      '@utf8x/cli: a program may depend only on the published @utf8x library packages (found @utf8x/bench, left-pad)',
    ])
    // No library may depend on the program.
    expect(
      dependencyProblems([
        ...others,
        cli({}),
        { dir: 'packages/codecs', manifest: { name: '@utf8x/codecs', dependencies: { '@utf8x/cli': '1' } } },
      ]),
    ).toEqual([
      '@utf8x/codecs: the only runtime dependencies allowed are @utf8x/core and the published scheme packages (found @utf8x/cli)',
    ])
  })

  it('lets @utf8x/codecs depend on core and the published scheme packages, nothing else', () => {
    const codecs = (deps: Record<string, string>) => ({
      dir: 'packages/codecs',
      manifest: { name: '@utf8x/codecs', dependencies: deps },
    })
    const others = [
      scheme({ '@utf8x/core': 'workspace:^' }),
      { dir: 'packages/core', manifest: { name: '@utf8x/core' } },
    ]
    expect(
      dependencyProblems([
        ...others,
        codecs({ '@utf8x/core': 'workspace:^', '@utf8x/utf8-classic': 'workspace:^' }),
      ]),
    ).toEqual([])
    expect(
      dependencyProblems([...others, codecs({ '@utf8x/utf8-classic': 'workspace:^', 'left-pad': '1' })]),
    ).toEqual([
      '@utf8x/codecs: the only runtime dependencies allowed are @utf8x/core and the published scheme packages (found left-pad)',
    ])
  })

  it('fails peer and optional dependencies, and a private package', () => {
    expect(dependencyProblems([scheme({}, { peerDependencies: { x: '1' }, private: true })])).toEqual([
      '@utf8x/utf8-classic: a published package must not be private',
      '@utf8x/utf8-classic: no peerDependencies allowed (found x)',
    ])
  })

  it('fails core with any dependency, and a public app', () => {
    expect(
      dependencyProblems([
        { dir: 'packages/core', manifest: { name: '@utf8x/core', dependencies: { tslib: '2' } } },
        { dir: 'apps/bench', manifest: { name: '@utf8x/bench' } },
      ]),
    ).toEqual([
      '@utf8x/core: core has zero runtime dependencies (found tslib)',
      '@utf8x/bench: apps are private ("private": true)',
    ])
  })
})

describe('check-deps: tokens', () => {
  it('drops comments and keeps strings and template text out of the words', () => {
    const text = [
      "// WebAssembly in a line comment, import 'node:fs'",
      '/* new TextDecoder()',
      '   across lines */ const s = "process.env" + \'Deno.\'',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const t = `Bun.${x + `navigator.${y}`}`',
      'const r = /\'"`/g.test(s) // a regex with quotes in it',
      'let z = a / b / c',
    ].join('\n')
    const tokens = tokenize(text)
    const words = tokens
      .filter((t: { type: string }) => t.type === 'id')
      .map((t: { value: string }) => t.value)
    expect(words).toEqual([
      'const',
      's',
      'const',
      't',
      'x',
      'y',
      'const',
      'r',
      'test',
      's',
      'let',
      'z',
      'a',
      'b',
      'c',
    ])
    expect(tokens.filter((t: { type: string }) => t.type !== 'id' && t.type !== 'punct')).toEqual([
      { type: 'string', value: 'process.env', line: 3 },
      { type: 'string', value: 'Deno.', line: 3 },
      { type: 'template', value: 'Bun.', line: 4 },
      { type: 'template', value: 'navigator.', line: 4 },
      { type: 'template', value: '', line: 4 },
      { type: 'template', value: '', line: 4 },
      { type: 'regex', value: '/\'"`/g', line: 5 },
    ])
    expect(tokens.at(-1)).toEqual({ type: 'id', value: 'c', line: 6 })
  })

  it('counts lines through multi-line strings, templates and comments', () => {
    const tokens = tokenize('/*\n\n*/ `a\nb` "x\\\ny" z')
    expect(tokens.at(-1)).toEqual({ type: 'id', value: 'z', line: 5 })
  })
})

describe('check-deps: source imports', () => {
  it('finds every form of import, with its line, and nothing in comments or strings', () => {
    const text = [
      "import { a } from './a.ts'",
      "import type { B } from '@utf8x/core'",
      "import './side-effect.ts'",
      'import d, {',
      '  e,',
      "} from './d.ts'",
      "import * as ns from './ns.ts'",
      "export * from './star.ts'",
      "export * as named from './named.ts'",
      "export { f } from './f.ts'",
      "export type { G } from './g.ts'",
      'export { a }',
      "const lazy = () => import('./lazy.ts')",
      "type T = typeof import('./typed.ts')",
      'const m = import.meta.url',
      "const q = obj.import('not-a-module') + 'import x from \"in-a-string\"'",
      "// import { nope } from 'in-a-comment'",
      '/// <reference types="node" />',
      'const n = import(name)',
      "const r = require('node:fs')",
      "import h = require('./h.ts')",
      "import { 'odd name' as odd } from './odd.ts'",
    ].join('\n')
    expect(sourceImports(text)).toEqual([
      { specifier: './a.ts', line: 1, kind: 'import' },
      { specifier: '@utf8x/core', line: 2, kind: 'import' },
      { specifier: './side-effect.ts', line: 3, kind: 'import' },
      { specifier: './d.ts', line: 6, kind: 'import' },
      { specifier: './ns.ts', line: 7, kind: 'import' },
      { specifier: './star.ts', line: 8, kind: 'export' },
      { specifier: './named.ts', line: 9, kind: 'export' },
      { specifier: './f.ts', line: 10, kind: 'export' },
      { specifier: './g.ts', line: 11, kind: 'export' },
      { specifier: './lazy.ts', line: 13, kind: 'dynamic' },
      { specifier: './typed.ts', line: 14, kind: 'dynamic' },
      { specifier: null, line: 18, kind: 'reference' },
      { specifier: null, line: 19, kind: 'computed' },
      { specifier: 'node:fs', line: 20, kind: 'require' },
      { specifier: './h.ts', line: 21, kind: 'require' },
      { specifier: './odd.ts', line: 22, kind: 'import' },
    ])
  })
})

/** A workspace of manifests for the import rules. */
const workspace = [
  {
    dir: 'packages/core',
    manifest: { name: '@utf8x/core', exports: { '.': './dist/index.js', './bits': './dist/bits.js' } },
  },
  {
    dir: 'packages/utf8-classic',
    manifest: { name: '@utf8x/utf8-classic', dependencies: { '@utf8x/core': 'workspace:*' } },
  },
  { dir: 'packages/collation', manifest: { name: '@utf8x/collation', dependencies: { '@utf8x/core': '1' } } },
  { dir: 'packages/bare', manifest: { name: '@utf8x/bare' } },
  {
    dir: 'packages/codecs',
    manifest: { name: '@utf8x/codecs', dependencies: { '@utf8x/core': '1', '@utf8x/utf8-classic': '1' } },
  },
  { dir: 'packages/hidden', manifest: { name: '@utf8x/hidden', private: true } },
]
const file = (path: string, ...lines: string[]) => ({ path, text: lines.join('\n') })

describe('check-deps: import rules', () => {
  it('lets a scheme import its own files (with .ts), core, core/internal and core’s declared subpaths', () => {
    const sources = [
      file(
        'packages/utf8-classic/src/index.ts',
        "import { a } from './a.ts'",
        "export * from './sub/b.ts'",
        "import type { Codec } from '@utf8x/core'",
        "import { engine } from '@utf8x/core/internal'",
        "import { bits } from '@utf8x/core/bits'",
      ),
      file('packages/utf8-classic/src/a.ts', "import { b } from './sub/b.ts'"),
      file('packages/utf8-classic/src/sub/b.ts', "export { a } from '../a.ts'"),
      file('packages/core/src/index.ts', "export * from './fast/x.ts'"),
      file('packages/core/src/fast/x.ts', "import type { Y } from '../index.ts'"),
    ]
    expect(importProblems(sources, workspace)).toEqual([])
  })

  it('fails every import a scheme may not make, type-only and dynamic ones too', () => {
    const sources = [
      file(
        'packages/utf8-classic/src/index.ts',
        "import { x } from '../../core/src/index.ts'",
        "import { y } from '../test/helpers.ts'",
        "import { a } from './a'",
        "import { gone } from './gone.ts'",
        "import type { Buffer } from 'node:buffer'",
        "import { readFileSync } from 'fs'",
        "import type { Undeclared } from '@utf8x/core/undeclared'",
        "const sibling = () => import('@utf8x/collation')",
        "import pad from 'left-pad'",
        'const n = import(name)',
        "const r = require('./a.ts')",
        '/// <reference lib="dom" />',
        "import { abs } from '/etc/x.ts'",
        "import { url } from 'https://example.com/x.ts'",
      ),
      file('packages/utf8-classic/src/a.ts'),
    ]
    const at = 'packages/utf8-classic/src/index.ts'
    expect(importProblems(sources, workspace)).toEqual([
      `${at}:1: reaches into packages/core by relative path ('../../core/src/index.ts'); import its package`,
      `${at}:2: relative import '../test/helpers.ts' leaves packages/utf8-classic/src/`,
      `${at}:3: relative import './a' without its explicit .ts extension`,
      `${at}:4: imports './gone.ts', which is not a file of packages/utf8-classic/src/`,
      `${at}:5: imports the Node builtin 'node:buffer' (library code uses web standards only)`,
      `${at}:6: imports the Node builtin 'fs' (library code uses web standards only)`,
      `${at}:7: imports '@utf8x/core/undeclared'; @utf8x/utf8-classic may import only @utf8x/core and its declared subpaths`,
      `${at}:8: imports '@utf8x/collation'; @utf8x/utf8-classic may import only @utf8x/core and its declared subpaths`,
      `${at}:9: imports 'left-pad'; @utf8x/utf8-classic may import only @utf8x/core and its declared subpaths`,
      `${at}:10: import() or require() of a computed specifier (name the module in a string)`,
      `${at}:11: require('./a.ts') (sources are ES modules: import it)`,
      `${at}:12: a /// <reference> directive (import what the file needs instead)`,
      `${at}:13: imports '/etc/x.ts' by absolute path or URL`,
      `${at}:14: imports 'https://example.com/x.ts' by absolute path or URL`,
    ])
  })

  it('fails an import of core/internal by a package whose range on core is not exact', () => {
    // `internal` may change in any release of core, a patch included: a package that imports it works
    // with the one core it was built with, so it must depend on that version exactly.
    const importer = (range: string) => ({
      dir: 'packages/utf8-classic',
      manifest: { name: '@utf8x/utf8-classic', dependencies: { '@utf8x/core': range } },
    })
    const sources = [
      file(
        'packages/utf8-classic/src/index.ts',
        "import { a } from './a.ts'",
        "import type { Codec } from '@utf8x/core'",
      ),
      file('packages/utf8-classic/src/a.ts', "import { engine } from '@utf8x/core/internal'"),
    ]
    const others = workspace.filter(({ dir }) => dir !== 'packages/utf8-classic')
    for (const exact of ['workspace:*', 'workspace:0.1.0', '0.1.0', '1.2.3-rc.1'])
      expect([exact, importProblems(sources, [...others, importer(exact)])]).toEqual([exact, []])
    for (const range of [
      'workspace:^',
      'workspace:~',
      '^0.1.0',
      '~0.1.0',
      '0.1',
      '*',
      '>=0.1.0',
      '0.1.0 || 0.2.0',
    ])
      expect(importProblems(sources, [...others, importer(range)])).toEqual([
        `packages/utf8-classic/src/a.ts:1: imports '@utf8x/core/internal', which may change in any release of core, but @utf8x/utf8-classic depends on @utf8x/core as '${range}': depend on its exact version ("workspace:*")`,
      ])
    // Without the import, any range will do.
    expect(
      importProblems(sources.slice(0, 1).concat(file('packages/utf8-classic/src/a.ts')), [
        ...others,
        importer('workspace:^'),
      ]),
    ).toEqual([])
  })

  it('fails an import of core by a package that does not depend on it', () => {
    const sources = [file('packages/bare/src/index.ts', "import type { Codec } from '@utf8x/core'")]
    expect(importProblems(sources, workspace)).toEqual([
      "packages/bare/src/index.ts:1: imports '@utf8x/core', but @utf8x/core is not in @utf8x/bare's dependencies",
    ])
  })

  it('lets core import only its own files', () => {
    const sources = [
      file(
        'packages/core/src/index.ts',
        "export * from './a.ts'",
        "import type { Codec } from '@utf8x/core'",
        "import { x } from '../../utf8-classic/src/index.ts'",
        "import { readFile } from 'node:fs/promises'",
      ),
      file('packages/core/src/a.ts'),
    ]
    expect(importProblems(sources, workspace)).toEqual([
      "packages/core/src/index.ts:2: core imports only its own files (found '@utf8x/core')",
      "packages/core/src/index.ts:3: reaches into packages/utf8-classic by relative path ('../../utf8-classic/src/index.ts'); import its package",
      "packages/core/src/index.ts:4: imports the Node builtin 'node:fs/promises' (library code uses web standards only)",
    ])
  })

  it('lets @utf8x/codecs import the published scheme packages it depends on', () => {
    const sources = [
      file(
        'packages/codecs/src/index.ts',
        "export { utf8 } from '@utf8x/utf8-classic'",
        "import type { Codec } from '@utf8x/core'",
        "export { compareBytes } from '@utf8x/collation'",
        "export * from '@utf8x/hidden'",
        "export * from '@utf8x/utf8-classic/src/index.ts'",
      ),
    ]
    expect(importProblems(sources, workspace)).toEqual([
      "packages/codecs/src/index.ts:3: imports '@utf8x/collation', but @utf8x/collation is not in @utf8x/codecs's dependencies",
      "packages/codecs/src/index.ts:4: imports '@utf8x/hidden'; @utf8x/codecs may import only @utf8x/core and the published scheme packages (and their declared subpaths)",
      "packages/codecs/src/index.ts:5: imports '@utf8x/utf8-classic/src/index.ts'; @utf8x/codecs may import only @utf8x/core and the published scheme packages (and their declared subpaths)",
    ])
  })

  it('lets a program (NODE_APPS: @utf8x/cli) import Node builtins and the library packages it depends on', () => {
    const cli = {
      dir: 'packages/cli',
      manifest: { name: '@utf8x/cli', dependencies: { '@utf8x/codecs': '1', '@utf8x/core': '1' } },
    }
    const sources = [
      file(
        'packages/cli/src/cli.ts',
        "import { open } from 'node:fs/promises'",
        "import { getCodec } from '@utf8x/codecs'",
        "import { compareBytes } from '@utf8x/collation'",
        "import { x } from '@utf8x/hidden'",
        "import { y } from 'fs'",
      ),
      file('packages/utf8-classic/src/index.ts', "import { open } from 'node:fs/promises'"),
    ]
    expect(importProblems(sources, [...workspace, cli])).toEqual([
      "packages/cli/src/cli.ts:3: imports '@utf8x/collation', but @utf8x/collation is not in @utf8x/cli's dependencies",
      "packages/cli/src/cli.ts:4: imports '@utf8x/hidden'; @utf8x/cli may import only the published @utf8x library packages (and their declared subpaths)",
      "packages/cli/src/cli.ts:5: imports the Node builtin 'fs' (library code uses web standards only)",
      "packages/utf8-classic/src/index.ts:1: imports the Node builtin 'node:fs/promises' (library code uses web standards only)",
    ])
  })

  it('passes on this workspace', () => {
    const sources = readSources(root)
    expect(sources.length).toBeGreaterThan(50)
    expect(importProblems(sources, readWorkspace(root))).toEqual([])
  })
})

describe('check-deps: the fast/ fence', () => {
  it('finds each thing only fast/ may do, by line', () => {
    const text = [
      'const memory = new WebAssembly.Memory({ initial: 1 })',
      "const decoder = new TextDecoder('utf-8')",
      'const encoder = new TextEncoder()',
      'const stream = new TextDecoderStream()',
      "const hasNative = typeof TextEncoder === 'function'",
      'const E = globalThis.TextEncoder',
      'const decode = TextDecoder.prototype.decode',
      'const env = process.env',
      'const v = Deno.version',
      'const b = Bun.version',
      'const ua = navigator.userAgent',
      'const p = globalThis.process',
      "const isDeno = typeof Deno !== 'undefined'",
      'const g = globalThis as { Bun?: unknown }',
      'let cache = 0',
      'var old = 0',
      'export let exported = 0',
      'const w = globalThis?.WebAssembly',
      'const d = globalThis[name]',
    ].join('\n')
    expect(fenceViolations(text)).toEqual([
      { line: 1, rule: 'WebAssembly', message: 'WebAssembly' },
      { line: 2, rule: 'TextDecoder/TextEncoder', message: 'new TextDecoder' },
      { line: 3, rule: 'TextDecoder/TextEncoder', message: 'new TextEncoder' },
      { line: 4, rule: 'TextDecoder/TextEncoder', message: 'new TextDecoderStream' },
      { line: 5, rule: 'TextDecoder/TextEncoder', message: 'typeof TextEncoder' },
      { line: 6, rule: 'TextDecoder/TextEncoder', message: 'globalThis.TextEncoder' },
      { line: 7, rule: 'TextDecoder/TextEncoder', message: 'TextDecoder.' },
      { line: 8, rule: 'runtime check', message: 'runtime check (process)' },
      { line: 9, rule: 'runtime check', message: 'runtime check (Deno)' },
      { line: 10, rule: 'runtime check', message: 'runtime check (Bun)' },
      { line: 11, rule: 'runtime check', message: 'runtime check (navigator)' },
      { line: 12, rule: 'runtime check', message: 'runtime check (globalThis.process)' },
      { line: 13, rule: 'runtime check', message: 'runtime check (Deno)' },
      { line: 14, rule: 'runtime check', message: 'runtime check (globalThis as a value)' },
      { line: 15, rule: 'module-level state', message: 'module-level let' },
      { line: 16, rule: 'module-level state', message: 'module-level var' },
      { line: 17, rule: 'module-level state', message: 'module-level let' },
      { line: 18, rule: 'WebAssembly', message: 'WebAssembly' },
      { line: 19, rule: 'runtime check', message: 'runtime check (globalThis as a value)' },
    ])
  })

  it('passes comments, strings, types, local state and names that only look like globals', () => {
    const text = [
      '// WebAssembly, new TextDecoder(), process.env, typeof Deno: in a comment',
      '/** `new TextEncoder()` and let x = 1 in a doc comment */',
      "const s = 'new TextDecoder() process.env Bun.version'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const t = `WebAssembly ${1} navigator.userAgent`',
      'function f(decoder: TextDecoder): TextEncoder | null {',
      '  let local = 0',
      '  const window = local',
      '  for (var i = 0; i < 1; i++) local += i',
      '  return null',
      '}',
      'for (let i = 0; i < 2; i++) f(null as never)',
      'const o = { process: 1, Deno: 2 }',
      'interface Shape { navigator?: string; window: number }',
      'const q = o.process + o.Deno',
      'class C { process(x: number) { return x } }',
      'const shared = globalThis.SharedArrayBuffer',
      'const letter = { let: 1 }.let',
      'const re = /WebAssembly|process\\./',
    ].join('\n')
    expect(fenceViolations(text)).toEqual([])
  })

  it('leaves out every file inside a directory named fast/, and only those', () => {
    expect(insideFast('packages/core/src/fast/wasm.ts')).toBe(true)
    expect(insideFast('packages/corrected-utf8/src/fast/rewrite/kernel.ts')).toBe(true)
    expect(insideFast('packages/core/src/engine/fast/x.ts')).toBe(true)
    expect(insideFast('packages/core/src/fast.ts')).toBe(false)
    expect(insideFast('packages/core/src/faster/x.ts')).toBe(false)
    expect(insideFast('packages/core/fast/x.ts')).toBe(false)
    const sources = [
      file('packages/core/src/fast/native.ts', 'let decoder = new TextDecoder()'),
      file('packages/core/src/native.ts', 'let decoder = new TextDecoder()'),
    ]
    expect(fenceProblems(sources, {})).toEqual([
      'packages/core/src/native.ts:1: module-level let outside fast/',
      'packages/core/src/native.ts:1: new TextDecoder outside fast/',
    ])
  })

  it('lets a program (NODE_APPS) use process, and nothing else only fast/ may', () => {
    const sources = [
      file('packages/cli/src/cli.ts', 'process.exitCode = 1', 'let state = 0', 'const d = new TextDecoder()'),
      file('packages/core/src/x.ts', 'process.exitCode = 1'),
    ]
    expect(fenceProblems(sources, {})).toEqual([
      'packages/cli/src/cli.ts:2: module-level let outside fast/',
      'packages/cli/src/cli.ts:3: new TextDecoder outside fast/',
      'packages/core/src/x.ts:1: runtime check (process) outside fast/',
    ])
  })

  it('lets an allowance through only the kinds it names, and fails one that lets nothing through', () => {
    const sources = [
      file('packages/core/src/native.ts', 'let decoder = new TextDecoder()', 'const w = WebAssembly'),
      file('packages/core/src/clean.ts', 'const x = 1'),
    ]
    expect(
      fenceProblems(sources, {
        'packages/core/src/native.ts': {
          rules: ['TextDecoder/TextEncoder', 'module-level state', 'runtime check'],
          reason: 'moves to core/src/fast/ in #18',
        },
        'packages/core/src/clean.ts': { rules: ['WebAssembly'], reason: '' },
        'packages/core/src/odd.ts': { rules: ['spelling'], reason: 'x' },
      }),
    ).toEqual([
      'packages/core/src/native.ts:2: WebAssembly outside fast/',
      "packages/core/src/native.ts: allowed to break 'runtime check', which it no longer does: remove that from the allowance",
      'packages/core/src/clean.ts: its fence allowance gives no reason',
      "packages/core/src/clean.ts: allowed to break 'WebAssembly', which it no longer does: remove that from the allowance",
      "packages/core/src/odd.ts: unknown fence rule 'spelling' in its allowance",
    ])
  })

  it('passes on this workspace, with the temporary allowances of #18 (each with a reason)', () => {
    for (const { rules, reason } of Object.values(TEMPORARY_FENCE_ALLOWANCES) as {
      rules: string[]
      reason: string
    }[]) {
      expect(reason).toMatch(/#18/)
      for (const rule of rules) expect(FENCE_RULES).toContain(rule)
    }
    expect(fenceProblems(readSources(root))).toEqual([])
  })
})

describe('check-deps: the fast/ door', () => {
  it('fails an import from outside fast/ of any fast/ module but its index.ts, type-only and dynamic too', () => {
    const sources = [
      file(
        'packages/core/src/engine/decode.ts',
        "import type { Accelerator } from '../fast/index.ts'",
        "import type { Progress } from '../fast/accelerator.ts'",
        "export { scratch } from '../fast/utf16.ts'",
        "const k = import('../fast/wasm/kernel.ts')",
        "import { fastish } from '../faster/x.ts'",
      ),
      file('packages/utf8-classic/src/cesu8.ts', "import { bmpAccelerator } from './fast/bmp.ts'"),
      file('packages/utf8-classic/src/mutf8.ts', "import { bmpAccelerator } from './fast/index.ts'"),
      file('packages/core/src/engine/fast/x.ts', "import { y } from '../../fast/native.ts'"),
      file('packages/core/src/fast/index.ts', "export { y } from './native.ts'"),
      file('packages/core/src/fast/native.ts', "import { args } from '../args.ts'"),
    ]
    expect(doorProblems(sources)).toEqual([
      "packages/core/src/engine/decode.ts:2: imports '../fast/accelerator.ts' past the door: outside fast/, import fast/index.ts",
      "packages/core/src/engine/decode.ts:3: imports '../fast/utf16.ts' past the door: outside fast/, import fast/index.ts",
      "packages/core/src/engine/decode.ts:4: imports '../fast/wasm/kernel.ts' past the door: outside fast/, import fast/index.ts",
      "packages/utf8-classic/src/cesu8.ts:1: imports './fast/bmp.ts' past the door: outside fast/, import fast/index.ts",
    ])
  })

  it('passes on this workspace: no import bypasses a fast/ door', () => {
    expect(doorProblems(readSources(root))).toEqual([])
  })
})
