#!/usr/bin/env node
// What an import costs a browser bundle: for each case, an entry file that imports one name from one
// package, bundled by esbuild as an app would (`--bundle --minify --platform=browser --format=esm`), and
// the size of the output, raw and gzipped (level 9). The packages are resolved as published, through
// their package.json `exports` (the `browser`/`import` conditions) and `sideEffects`.
//
//   node tools/bundle-size.mjs         the built packages (packages/*/dist: run `pnpm build` first)
//   node tools/bundle-size.mjs --src   each package built in memory from src/ the way tsup builds its
//                                      dist (one ESM file per package, es2022, dependencies external):
//                                      no build needed, used by tools/test/bundle-size.test.ts
//   node tools/bundle-size.mjs --write also writes the registry's imports (CODECS_CASES) into the
//                                      `## Bundle size` section of packages/codecs/README.md
//
// Numbers and the issue's budgets are in the root README, "Bundle size", the registry's imports
// (CODECS_CASES) among them; those are also in packages/codecs/README.md, which the test holds within 5 %
// of today's.
import {
  existsSync,
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
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const packagesDir = join(root, 'packages')

/** Every codec's scheme id, by the export that holds the codec (its scheme is defined with `name: id`). */
export const SCHEME_IDS = {
  utf8: 'utf-8',
  utf8Rfc2279: 'utf-8-rfc2279',
  wtf8: 'wtf-8',
  cesu8: 'cesu-8',
  mutf8: 'mutf-8',
  eightByte: 'utf-8-eight-byte',
  sevenByte: 'utf-8-seven-byte',
  sixtyFiveBit: 'utf-8-65',
}

/** The scheme id of a case's own codec (or the codec its name belongs to), by the name imported. */
const OWN_SCHEME = {
  decode: 'utf-8',
  utf8: 'utf-8',
  cesu8: 'cesu-8',
  mutf8: 'mutf-8',
  wtf8: 'wtf-8',
  eightByte: 'utf-8-eight-byte',
  sixtyFiveBit: 'utf-8-65',
}

/** The registry's imports: each holds every codec (or, `labels`, none), so no `foreign` check. */
export const CODECS_CASES = [
  'labels',
  'sniffBOM',
  'getCodec',
  'codecs',
  'schemesAccepting',
  'repairMojibake',
].map((name) => ({
  pkg: '@utf8x/codecs',
  name,
  foreign: [],
}))

/**
 * The cases: `name` imported from `pkg`. `foreign` lists the scheme ids of the other codecs whose scheme
 * definition (`name:"id"` in the minified output) is reported: an import of one codec should not bring
 * the others along.
 */
const CODEC_CASES = [
  ['@utf8x/utf8-classic', 'decode'],
  ['@utf8x/utf8-classic', 'utf8'],
  ['@utf8x/utf8-classic', 'cesu8'],
  ['@utf8x/utf8-classic', 'mutf8'],
  ['@utf8x/utf8-classic', 'wtf8'],
  ['@utf8x/utf8-eight-byte', 'eightByte'],
  ['@utf8x/utf8-eight-byte', 'sixtyFiveBit'],
  ['@utf8x/utf8-infinity', 'utfInfinity8'],
  ['@utf8x/corrected-utf8', 'correctedUtf8'],
  ['@utf8x/collation', 'compareByCodePoint'],
  ['@utf8x/core', 'DecodeError'],
].map(([pkg, name]) => ({
  pkg,
  name,
  foreign: Object.values(SCHEME_IDS).filter((id) => id !== OWN_SCHEME[name]),
}))

/**
 * Every case the root README's "Bundle size" table and tools/test/bundle-size.test.ts hold: one codec (or
 * one function) of a scheme package, then the registry's imports.
 */
export const CASES = [...CODEC_CASES, ...CODECS_CASES]

/** `import { name } from 'pkg'`, as the table and the test name a case. */
export const caseLabel = ({ pkg, name }) => `{ ${name} } from '${pkg}'`

/** The workspace's published packages: folder name and manifest. */
function workspacePackages() {
  return readdirSync(packagesDir)
    .filter((dir) => existsSync(join(packagesDir, dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8')),
    }))
}

/** `@utf8x/core/internal` → `['@utf8x/core', 'internal']`; `@utf8x/core` → `['@utf8x/core', 'index']`. */
function splitSpecifier(specifier) {
  const [scope, name, ...rest] = specifier.split('/')
  return [`${scope}/${name}`, rest.length > 0 ? rest.join('/') : 'index']
}

/**
 * An esbuild plugin that serves each `@utf8x/` package as tsup would build it, from its sources, in
 * memory (built on first use): one ESM file per entry of its `exports` (`.` is `src/index.ts`,
 * `./internal` is `src/internal.ts`), the code they share in chunks, with the `sideEffects` flag of its
 * package.json.
 */
function fromSources() {
  const packages = new Map(workspacePackages().map((p) => [p.manifest.name, p]))
  const built = new Map()
  async function buildPackage(name) {
    const { dir, manifest } = packages.get(name)
    const entries = Object.keys(manifest.exports ?? { '.': null })
      .filter((key) => key !== './package.json')
      .map((key) => (key === '.' ? 'index' : key.slice(2)))
    const result = await build({
      entryPoints: Object.fromEntries(entries.map((e) => [e, join(packagesDir, dir, 'src', `${e}.ts`)])),
      bundle: true,
      splitting: true,
      outdir: '/out',
      format: 'esm',
      target: 'es2022',
      platform: 'node',
      packages: 'external',
      write: false,
      logLevel: 'silent',
    })
    return new Map(
      result.outputFiles.map((file) => [file.path.slice('/out/'.length).replace(/\.js$/, ''), file.text]),
    )
  }
  return {
    name: 'utf8x-from-sources',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^@utf8x\// }, ({ path }) => {
        const [name, file] = splitSpecifier(path)
        const entry = packages.get(name)
        if (entry === undefined) return { errors: [{ text: `no workspace package ${path}` }] }
        return {
          path: `${name}::${file}`,
          namespace: 'utf8x-src',
          sideEffects: entry.manifest.sideEffects !== false,
        }
      })
      // A chunk imported by an entry of the same package.
      pluginBuild.onResolve({ filter: /^\.\//, namespace: 'utf8x-src' }, ({ path, importer }) => {
        const name = importer.split('::')[0]
        return {
          path: `${name}::${path.slice(2).replace(/\.js$/, '')}`,
          namespace: 'utf8x-src',
          sideEffects: packages.get(name).manifest.sideEffects !== false,
        }
      })
      pluginBuild.onLoad({ filter: /.*/, namespace: 'utf8x-src' }, async ({ path }) => {
        const [name, file] = path.split('::')
        if (!built.has(name)) built.set(name, buildPackage(name))
        const files = await built.get(name)
        if (!files.has(file)) return { errors: [{ text: `no ${file} in ${name}` }] }
        return { contents: files.get(file), loader: 'js', resolveDir: root }
      })
    },
  }
}

/** A folder whose node_modules/@utf8x/* link to the workspace's packages (their built dist). */
function linkedModules() {
  const dir = mkdtempSync(join(tmpdir(), 'utf8x-bundle-'))
  mkdirSync(join(dir, 'node_modules', '@utf8x'), { recursive: true })
  for (const { dir: folder, manifest } of workspacePackages()) {
    if (!existsSync(join(packagesDir, folder, 'dist')))
      throw new Error(`${manifest.name} is not built (no packages/${folder}/dist): run \`pnpm build\` first`)
    symlinkSync(join(packagesDir, folder), join(dir, 'node_modules', ...manifest.name.split('/')), 'dir')
  }
  return dir
}

/**
 * Bundles every case; returns per case its label, minified and gzipped sizes in bytes, and the
 * `foreign` scheme ids whose definitions are in the output.
 */
export async function measure({ from = 'dist', cases = CASES } = {}) {
  const resolveDir = from === 'dist' ? linkedModules() : root
  const plugins = from === 'dist' ? [] : [fromSources()]
  try {
    const results = []
    for (const item of cases) {
      const result = await build({
        stdin: {
          contents: `export { ${item.name} } from '${item.pkg}'\n`,
          resolveDir,
          loader: 'js',
          sourcefile: 'entry.js',
        },
        bundle: true,
        minify: true,
        platform: 'browser',
        format: 'esm',
        write: false,
        logLevel: 'silent',
        plugins,
      })
      const code = result.outputFiles[0].contents
      const text = result.outputFiles[0].text
      results.push({
        label: caseLabel(item),
        pkg: item.pkg,
        name: item.name,
        minified: code.length,
        gzip: gzipSync(code, { level: 9 }).length,
        foundForeign: (item.foreign ?? []).filter((id) => text.includes(`name:"${id}"`)),
      })
    }
    return results
  } finally {
    if (from === 'dist') rmSync(resolveDir, { recursive: true, force: true })
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`

/** The `## Bundle size` section of packages/codecs/README.md, from the measured {@link CODECS_CASES}. */
export function codecsSection(results) {
  return `## Bundle size

What an import costs a browser bundle, measured by \`node tools/bundle-size.mjs --write\` (which writes this
table): esbuild \`--bundle --minify --platform=browser --format=esm\`, gzip -9, KB of 1,024 bytes.
\`getCodec\`, \`codecs\` and \`schemesAccepting\` hold every codec, \`sniffBOM\` the three whose marks it reads
(\`utf8\`, \`sixtyFiveBit\`, \`correctedUtf8\`), \`repairMojibake\` the three it reads back with (\`utf8\`,
\`cesu8\`, \`mutf8\`), \`labels\` none. Import a scheme package directly when you know the scheme.

| import | minified | gzip |
| --- | ---: | ---: |
${results.map((r) => `| \`import ${r.label}\` | ${kb(r.minified)} | ${kb(r.gzip)} |`).join('\n')}
`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const from = process.argv.includes('--src') ? 'src' : 'dist'
  if (process.argv.includes('--write')) {
    const readme = join(packagesDir, 'codecs', 'README.md')
    const text = readFileSync(readme, 'utf8')
    const start = text.search(/^## Bundle size\s*$/m)
    const next = text.slice(start + 1).search(/^## /m)
    if (start < 0 || next < 0) throw new Error(`no ## Bundle size section followed by another in ${readme}`)
    const section = codecsSection(await measure({ from, cases: CODECS_CASES }))
    writeFileSync(readme, `${text.slice(0, start)}${section}\n${text.slice(start + 1 + next)}`)
    console.log(`updated ${readme}\n`)
  }
  const results = await measure({ from })
  const rows = results.map((r) => [
    `\`import ${r.label}\``,
    kb(r.minified),
    kb(r.gzip),
    r.foundForeign.length > 0 ? `also: ${r.foundForeign.join(', ')}` : '',
  ])
  console.log(`bundle size (${from}; esbuild --bundle --minify --platform=browser --format=esm; gzip -9)\n`)
  console.log('| import | minified | gzip | other codecs in the bundle |')
  console.log('| --- | ---: | ---: | --- |')
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}
