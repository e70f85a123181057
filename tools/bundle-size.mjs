#!/usr/bin/env node
// What an import costs a browser bundle: for each case, an entry file that imports one name from one
// package, bundled by esbuild as an app would (`--bundle --minify --platform=browser --format=esm`), and
// the size of the output, raw and gzipped (level 9). The packages are resolved as published, through
// their package.json `exports` (the `browser`/`import` conditions) and `sideEffects`.
//
//   node tools/bundle-size.mjs         the built packages (packages/*/dist: run `pnpm build` first)
//   node tools/bundle-size.mjs --src   each package built in memory from src/ the way tsup builds its
//                                      dist (one ESM file per package, es2022, dependencies external;
//                                      core as its `browser` condition's build, tools/browser-build.mjs):
//                                      no build needed, used by tools/test/bundle-size.test.ts
//   node tools/bundle-size.mjs --write also writes the `## Bundle size` section of the root README (every
//                                      case, with issue 35's budgets, and where the bytes of `{ decode }`
//                                      go) and of packages/codecs/README.md (the registry's imports)
//
// tools/test/bundle-size.test.ts holds both sections to what `--write` writes from today's measurement.
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
import { browserOptions, compact } from './browser-build.mjs'

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
  encode: 'utf-8',
  utf8: 'utf-8',
  cesu8: 'cesu-8',
  mutf8: 'mutf-8',
  wtf8: 'wtf-8',
  eightByte: 'utf-8-eight-byte',
  sixtyFiveBit: 'utf-8-65',
}

/**
 * The registry's imports: they bring codecs along by design (`along` says which), so no `foreign` check.
 */
export const CODECS_CASES = [
  ['labels', 'none'],
  ['sniffBOM', 'the three whose marks it reads'],
  ['getCodec', 'every codec (the registry)'],
  ['codecs', 'every codec'],
  ['schemesAccepting', 'every codec'],
  ['repairMojibake', '`utf8`, `cesu8`, `mutf8`'],
].map(([name, along]) => ({
  pkg: '@utf8x/codecs',
  name,
  foreign: [],
  along,
}))

/**
 * The cases: `name` imported from `pkg`. `foreign` lists the scheme ids of the other codecs whose scheme
 * definition (`name:"id"` in the minified output) is reported: an import of one codec should not bring
 * the others along.
 */
const CODEC_CASES = [
  ['@utf8x/utf8-classic', 'decode'],
  ['@utf8x/utf8-classic', 'encode'],
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

/** The cases' names that are codec objects. */
const CODEC_OBJECTS = new Set([
  'utf8',
  'cesu8',
  'mutf8',
  'wtf8',
  'eightByte',
  'sixtyFiveBit',
  'utfInfinity8',
  'correctedUtf8',
])

/**
 * Issue 35's budgets, gzip bytes, by case label. The issue counts a kB as 1,000 bytes (its "today" figures
 * are that day's bytes divided by 1,000), and so do the README tables this script writes.
 */
export const BUDGETS = Object.fromEntries(
  CASES.map((item) => [caseLabel(item), budgetOf(item)]).filter(([, budget]) => budget !== undefined),
)

/** Issue 35's budget for one case (gzip bytes), or undefined where the issue sets none. */
function budgetOf({ pkg, name }) {
  if (pkg === '@utf8x/utf8-classic' && name === 'decode') return 5_000
  if (pkg === '@utf8x/utf8-classic' && name === 'encode') return 4_000
  if (pkg === '@utf8x/codecs') return name === 'getCodec' ? 24_000 : undefined
  if (name === 'utf8') return 12_000
  return CODEC_OBJECTS.has(name) ? 14_000 : undefined // "any other codec object"
}

/** The workspace's published packages: folder name and manifest. */
function workspacePackages() {
  return readdirSync(packagesDir)
    .filter((dir) => existsSync(join(packagesDir, dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8')),
    }))
}

/** Whether a package's `exports` give browsers their own build (a `browser` condition on `.`: core's). */
function hasBrowserBuild(manifest) {
  const main = manifest.exports?.['.']
  return typeof main === 'object' && main !== null && 'browser' in main
}

/**
 * One workspace package (by its name) built in memory from its sources as tsup builds what an app's
 * bundler resolves for a browser: one ESM file per entry of its `exports` (`.` is `src/index.ts`,
 * `./internal` is `src/internal.ts`), the code they share in chunks; where the package has a `browser`
 * condition, its build for browsers (tools/browser-build.mjs: esbuild, then terser, as tsup writes it).
 * `overrides` go to esbuild. A map of each output file's name (`index`, `internal`, `chunk-…`) to its text.
 */
export async function buildFromSources(name, overrides = {}) {
  const found = workspacePackages().find((p) => p.manifest.name === name)
  if (found === undefined) throw new Error(`no workspace package ${name}`)
  const { dir, manifest } = found
  const entries = Object.keys(manifest.exports ?? { '.': null })
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? 'index' : key.slice(2)))
  const browser = hasBrowserBuild(manifest)
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
    ...(browser ? browserOptions() : {}),
    ...overrides,
  })
  return new Map(
    await Promise.all(
      result.outputFiles.map(async (file) => [
        file.path.slice('/out/'.length).replace(/\.js$/, ''),
        browser ? await compact(file.text) : file.text,
      ]),
    ),
  )
}

/** `@utf8x/core/internal` → `['@utf8x/core', 'internal']`; `@utf8x/core` → `['@utf8x/core', 'index']`. */
function splitSpecifier(specifier) {
  const [scope, name, ...rest] = specifier.split('/')
  return [`${scope}/${name}`, rest.length > 0 ? rest.join('/') : 'index']
}

/**
 * An esbuild plugin that serves each `@utf8x/` package as tsup would build it, from its sources, in
 * memory (built on first use, {@link buildFromSources}), with the `sideEffects` flag of its package.json.
 */
function fromSources() {
  const packages = new Map(workspacePackages().map((p) => [p.manifest.name, p]))
  const built = new Map()
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
        if (!built.has(name)) built.set(name, buildFromSources(name))
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

/** Bundles an entry file that imports `name` from `pkg`, as an app would, in memory. */
function bundleApp({ pkg, name }, options) {
  const { resolveDir, ...rest } = options
  return build({
    stdin: {
      contents: `export { ${name} } from '${pkg}'\n`,
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
    ...rest,
  })
}

/** What a look at the runtime reads: `process` (Node's version, `getBuiltinModule`), `Bun`, `Deno`. */
export const RUNTIME_GLOBALS = /\b(?:process|Bun|Deno)\b/g

/**
 * Bundles every case; returns per case its label, minified and gzipped sizes in bytes, the
 * `foreign` scheme ids whose definitions are in the output, and the {@link RUNTIME_GLOBALS} it reads.
 */
export async function measure({ from = 'dist', cases = CASES } = {}) {
  const resolveDir = from === 'dist' ? linkedModules() : root
  const plugins = from === 'dist' ? [] : [fromSources()]
  try {
    const results = []
    for (const item of cases) {
      const result = await bundleApp(item, { resolveDir, plugins })
      const code = result.outputFiles[0].contents
      const text = result.outputFiles[0].text
      results.push({
        label: caseLabel(item),
        pkg: item.pkg,
        name: item.name,
        along: item.along,
        minified: code.length,
        gzip: gzipSync(code, { level: 9 }).length,
        foundForeign: (item.foreign ?? []).filter((id) => text.includes(`name:"${id}"`)),
        // The globals only a runtime test reads (core's `browser` build has none: tools/browser-build.mjs).
        runtimeGlobals: [...new Set(text.match(RUNTIME_GLOBALS) ?? [])].sort(),
      })
    }
    return results
  } finally {
    if (from === 'dist') rmSync(resolveDir, { recursive: true, force: true })
  }
}

/** Bytes as the README tables and issue 35 give them: kB of 1,000 bytes. */
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`

/** `12,345`. */
const grouped = (n) => n.toLocaleString('en-US')

/** The `## Bundle size` section of packages/codecs/README.md, from the measured {@link CODECS_CASES}. */
export function codecsSection(results) {
  return `## Bundle size

What an import costs a browser bundle, measured by \`node tools/bundle-size.mjs --write\` (which writes this
table): esbuild \`--bundle --minify --platform=browser --format=esm\`, gzip -9, kB of 1,000 bytes.
\`getCodec\`, \`codecs\` and \`schemesAccepting\` hold every codec, \`sniffBOM\` the three whose marks it reads
(\`utf8\`, \`sixtyFiveBit\`, \`correctedUtf8\`), \`repairMojibake\` the three it reads back with (\`utf8\`,
\`cesu8\`, \`mutf8\`), \`labels\` none. Import a scheme package directly when you know the scheme.

| import | minified | gzip |
| --- | ---: | ---: |
${results.map((r) => `| \`import ${r.label}\` | ${kb(r.minified)} | ${kb(r.gzip)} |`).join('\n')}
`
}

/** The case whose bytes {@link decodeBreakdown} follows. */
const BREAKDOWN_CASE = { pkg: '@utf8x/utf8-classic', name: 'decode' }

/** Source files that put fewer minified bytes than this into the bundle are one row in the breakdown. */
const BREAKDOWN_MIN = 1000

/**
 * Where the bytes of `{ decode }` go: the case bundled straight from the packages' sources (each
 * `@utf8x/x` resolved to `packages/x/src/index.ts`; the same esbuild options as {@link measure}), and
 * from esbuild's metafile the minified bytes each source file puts into the output, largest first.
 * `item` (another case) says where the bytes of that import go.
 */
export async function decodeBreakdown(item = BREAKDOWN_CASE) {
  // Core's sources as its `browser` condition's build has them (tools/browser-build.mjs).
  const result = await bundleApp(item, {
    resolveDir: root,
    metafile: true,
    plugins: [
      ...browserOptions().plugins,
      {
        name: 'utf8x-source-files',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^@utf8x\// }, ({ path }) => {
            const [name, file] = splitSpecifier(path)
            return { path: join(packagesDir, name.split('/')[1], 'src', `${file}.ts`) }
          })
        },
      },
    ],
  })
  const [output] = Object.values(result.metafile.outputs)
  const files = Object.entries(output.inputs)
    .map(([file, { bytesInOutput }]) => ({ file, bytes: bytesInOutput }))
    .filter((f) => f.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes || (a.file < b.file ? -1 : 1))
  return { label: caseLabel(item), minified: result.outputFiles[0].contents.length, files }
}

const list = (labels) => labels.map((l) => `\`${l}\``).join(', ')

/** Which imports with a budget are within it, in a sentence. */
function verdict(within, over) {
  if (over.length === 0) return "Every import with a budget is within issue 35's."
  if (within.length === 0) return `No import is within issue 35's budget yet (${over.length} have one).`
  return `Within issue 35's budget: ${list(within)}; the other ${over.length} with a budget are not yet.`
}

/** The `## Bundle size` section of the root README, from every measured case and {@link decodeBreakdown}. */
export function rootSection(results, breakdown) {
  const rows = results.map((r) => {
    const budget = BUDGETS[r.label]
    const along = r.along ?? (r.foundForeign.length > 0 ? `also: ${r.foundForeign.join(', ')}` : 'none')
    return `| \`${r.label}\` | ${kb(r.minified)} | ${kb(r.gzip)} | ${
      budget === undefined ? '–' : `≤ ${budget / 1000} kB`
    } | ${budget === undefined ? '–' : r.gzip <= budget ? 'yes' : 'no'} | ${along} |`
  })
  const budgeted = results.filter((r) => BUDGETS[r.label] !== undefined)
  const within = budgeted.filter((r) => r.gzip <= BUDGETS[r.label]).map((r) => r.label)
  const over = budgeted.filter((r) => r.gzip > BUDGETS[r.label]).map((r) => r.label)
  const big = breakdown.files.filter((f) => f.bytes >= BREAKDOWN_MIN)
  const small = breakdown.files.filter((f) => f.bytes < BREAKDOWN_MIN)
  const smallBytes = small.reduce((sum, f) => sum + f.bytes, 0)
  return `## Bundle size

What an import costs an app, measured by \`node tools/bundle-size.mjs --write\`, which writes this section:
an entry file that imports one name from a package resolved as published (its \`exports\`,
\`browser\`/\`import\` conditions and \`sideEffects\`) is bundled with esbuild \`--bundle --minify
--platform=browser --format=esm\`, and the output gzipped (level 9); kB of 1,000 bytes. \`--src\` builds
each package in memory from its sources the way tsup builds \`dist/\`, with the same bytes. The budgets
are issue 35's; the last column says which other codecs an import brings along (an import of one codec
should bring none; the registry's bring theirs by design).

| import | minified | gzip | budget (gzip) | within budget | other codecs in the bundle |
| --- | ---: | ---: | ---: | --- | --- |
${rows.join('\n')}

${verdict(within, over)}

\`tools/test/bundle-size.test.ts\` fails when an import of one codec brings another codec's scheme
along, when this section is not what the script writes (each figure within 5 %), and when an import
grows more than 5 % past the size measured when its ceiling was last set: a ratchet against growth, not
a budget.

### Where the bytes of \`{ decode }\` go

\`import ${breakdown.label}\` bundled straight from the packages'
sources (each \`@utf8x/\` import resolved to the package's \`src/\`, core's as its \`browser\` build has
them; the same esbuild options), and from esbuild's metafile the minified bytes each source file puts
into the bundle:
${grouped(breakdown.minified)} bytes in all (gzip does not divide by file).

| source file | minified bytes |
| --- | ---: |
${big.map((f) => `| \`${f.file}\` | ${grouped(f.bytes)} |`).join('\n')}
| ${small.length} other files, under ${grouped(BREAKDOWN_MIN)} bytes each | ${grouped(smallBytes)} |
`
}

/** Replaces the `## Bundle size` section of a README (up to the next `## ` heading) with `section`. */
function writeSection(readme, section) {
  const text = readFileSync(readme, 'utf8')
  const start = text.search(/^## Bundle size\s*$/m)
  const next = text.slice(start + 1).search(/^## /m)
  if (start < 0 || next < 0) throw new Error(`no ## Bundle size section followed by another in ${readme}`)
  writeFileSync(readme, `${text.slice(0, start)}${section}\n${text.slice(start + 1 + next)}`)
  console.log(`updated ${readme}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const from = process.argv.includes('--src') ? 'src' : 'dist'
  const results = await measure({ from })
  if (process.argv.includes('--write')) {
    const codecs = new Set(CODECS_CASES.map(caseLabel))
    writeSection(
      join(packagesDir, 'codecs', 'README.md'),
      codecsSection(results.filter((r) => codecs.has(r.label))),
    )
    writeSection(join(root, 'README.md'), rootSection(results, await decodeBreakdown()))
    console.log('')
  }
  const rows = results.map((r) => [
    `\`import ${r.label}\``,
    `${grouped(r.minified)} B`,
    `${grouped(r.gzip)} B`,
    r.foundForeign.length > 0 ? `also: ${r.foundForeign.join(', ')}` : '',
  ])
  console.log(`bundle size (${from}; esbuild --bundle --minify --platform=browser --format=esm; gzip -9)\n`)
  console.log('| import | minified | gzip | other codecs in the bundle |')
  console.log('| --- | ---: | ---: | --- |')
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}
