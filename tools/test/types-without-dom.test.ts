// Issue #18, "Types without the DOM lib": a project that compiles with `lib: ["es2022"]` and
// `types: ["node"]` (no DOM, so no `WebAssembly`, `TextDecoder` or `BufferSource` declarations) can import
// every published package, as ESM and as CommonJS, with full library checking. Runs tsc over the BUILT
// declarations (`pnpm test` builds before the vitest steps), resolved through each package's `exports`.
// What core's changelog says (issue #34): the types compile without the DOM library given the runtime's
// own types (`@types/node`); with none at all (`types: []`), the one thing missing is the web
// `TransformStream` that the stream classes extend.
import { spawnSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const packages = readdirSync(join(root, 'packages'))
  .map((dir) => ({
    dir,
    manifest: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')),
  }))
  .filter((p) => p.manifest.private !== true)

/** Each package's public entry points (`.` and every other subpath but `./package.json`). */
const entries = packages.flatMap(({ manifest }) =>
  Object.keys(manifest.exports as Record<string, unknown>)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`)),
)

const project = mkdtempSync(join(tmpdir(), 'utf8x-types-'))
mkdirSync(join(project, 'node_modules', '@utf8x'), { recursive: true })
mkdirSync(join(project, 'node_modules', '@types'), { recursive: true })
for (const { dir, manifest } of packages)
  symlinkSync(join(root, 'packages', dir), join(project, 'node_modules', ...manifest.name.split('/')), 'dir')
symlinkSync(
  join(root, 'node_modules', '@types', 'node'),
  join(project, 'node_modules', '@types', 'node'),
  'dir',
)
afterAll(() => rmSync(project, { recursive: true, force: true }))

/** Uses a value of every entry so that its declarations are all read (`skipLibCheck` is off anyway). */
const uses = entries.map(
  (entry, k) => `import * as m${k} from '${entry}'\nexport const n${k}: number = Object.keys(m${k}).length`,
)
writeFileSync(join(project, 'esm.mts'), `${uses.join('\n')}\n`)
writeFileSync(
  join(project, 'cjs.cts'),
  `${entries.map((entry, k) => `import m${k} = require('${entry}')\nexport const n${k}: number = Object.keys(m${k}).length`).join('\n')}\n`,
)
/** What a user typically writes: a codec and an error used with their types. */
writeFileSync(
  join(project, 'use.mts'),
  `import { utf8, isDecodeError, type Explanation } from '@utf8x/utf8-classic'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import type { Codec } from '@utf8x/core'
const codec: Codec<number> = utf8
const big: Codec<bigint> = utfInfinity8
const explained: Explanation = codec.explain(0x20ac)
const error: unknown = codec.validate(new Uint8Array([0xc0, 0x80]))
export const summary: string = isDecodeError(error) ? error.kind : String(explained.dataBits + big.name.length)
`,
)
const compilerOptions = (types: string[]) => ({
  lib: ['es2022'],
  types,
  target: 'es2022',
  module: 'nodenext',
  moduleResolution: 'nodenext',
  strict: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: false,
  noEmit: true,
})
mkdirSync(join(project, 'bare'))
writeFileSync(
  join(project, 'bare', 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: compilerOptions([]),
    files: ['../esm.mts', '../cjs.cts', '../use.mts'],
  }),
)
writeFileSync(
  join(project, 'tsconfig.json'),
  JSON.stringify({ compilerOptions: compilerOptions(['node']), files: ['esm.mts', 'cjs.cts', 'use.mts'] }),
)

// tsc is a Node program; the declarations are the same whichever runtime runs the suite.
const onNode = !('Bun' in globalThis) && !('Deno' in globalThis)

describe.runIf(onNode)('the published types compile without the DOM lib (lib es2022, types node)', () => {
  it(`every entry point (${entries.length}), as ESM and CommonJS`, () => {
    expect(entries).toContain('@utf8x/core')
    expect(entries).toContain('@utf8x/utf8-classic')
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', project], {
      encoding: 'utf8',
    })
    expect(`${tsc.stdout}${tsc.stderr}`.trim()).toBe('')
    expect(tsc.status).toBe(0)
  }, 120_000)

  it('without any runtime types (types: []), only the streams miss their TransformStream', () => {
    const tsc = spawnSync(
      process.execPath,
      [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(project, 'bare'), '--pretty', 'false'],
      { encoding: 'utf8' },
    )
    const errors = `${tsc.stdout}${tsc.stderr}`.trim().split('\n').filter(Boolean)
    expect(errors.length).toBeGreaterThan(0)
    for (const error of errors) expect(error).toMatch(/error TS\d+: Cannot find name 'TransformStream'/)
  }, 120_000)
})
