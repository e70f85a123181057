#!/usr/bin/env node
// Compiles each packages/*/src/_tables.ts (a seed's rows in its own notation) into packages/*/src/_rows.ts:
// the tables its `compiledTables()` names, read by core's `readTable` (src/table.ts) into SequenceLayout
// rows written as plain literals, so the codecs load their rows without the notation reader. A
// `_tables.ts` without `compiledTables` is left alone. The package's schemes are compiled into the same
// file: the module of its `src` (or `src/engine`) that exports `compiledSchemes()` gives them, each read
// by core's `defineScheme`, and every field is written as a literal (a function, UTF-∞-8's lead rule, is
// imported), so that a codec's bundle carries no `defineScheme`. `--check` exits 1 when a generated file is out of
// date (the tools tests run it); `--root <dir>` reads and writes the packages under another directory
// (core's reader is always this checkout's).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { updateGenerated } from './generated.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const reader = join(root, 'packages', 'core', 'src', 'table.ts')

/**
 * The tables a `_tables.ts` names, each with its notation rows and the layouts `readTable` reads from
 * them: `[{ name, notation, rows }]`, or null when the file has no `compiledTables`. The file and the
 * reader are bundled from their TypeScript in memory by esbuild (no build needed).
 */
export async function readTables(tablesPath) {
  const { readTable, tables } = await load(`export { readTable } from ${JSON.stringify(reader)}
export * as tables from ${JSON.stringify(tablesPath)}`)
  if (typeof tables.compiledTables !== 'function') return null
  return Object.entries(tables.compiledTables()).map(([name, notation]) => ({
    name,
    notation,
    rows: readTable(notation),
  }))
}

/** The module `entry` (TypeScript) bundled by esbuild in memory and loaded; `plugins` come first. */
async function load(entry, plugins = []) {
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    plugins: [...plugins, workspaceSources],
  })
  const code = result.outputFiles[0].text
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}

/** `@utf8x/<pkg>` and `@utf8x/core/internal` from their sources, as the tests import them. */
const workspaceSources = {
  name: 'workspace-sources',
  setup(b) {
    b.onResolve({ filter: /^@utf8x\// }, ({ path }) => {
      const [, pkg, sub] = path.split('/')
      return { path: join(root, 'packages', pkg, 'src', `${sub ?? 'index'}.ts`) }
    })
  },
}

const hex = (n) => `0x${n.toString(16).padStart(2, '0')}`

/** One row as a literal, its notation after it. */
function rowLiteral(row, notation) {
  const fields = [
    `unitBits: ${row.unitBits}`,
    `leadMarker: ${hex(row.leadMarker)}`,
    `leadDataBits: ${row.leadDataBits}`,
    `extensionCount: ${row.extensionCount}`,
    `extensionMarker: ${hex(row.extensionMarker)}`,
    `extensionDataBits: ${row.extensionDataBits}`,
  ]
  return `  { ${fields.join(', ')} }, // ${notation}`
}

/** Fields of a scheme that are imported, not written: the export of that name in that module. */
const IMPORTED_FIELDS = { leadRule: './_lead-rule.ts' }

/**
 * The module of `src` (or `src/engine`) that exports `compiledSchemes()`, or null. It returns
 * `{ type: [name, module], schemes }`: the type of the compiled exports and where it is imported from,
 * and each scheme (or array of schemes) by the name it is exported as, read by `defineScheme`.
 */
export function schemeModule(src) {
  for (const dir of [src, join(src, 'engine')]) {
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir).sort()) {
      const path = join(dir, file)
      if (file.endsWith('.ts') && readFileSync(path, 'utf8').includes('export function compiledSchemes('))
        return path
    }
  }
  return null
}

/**
 * What `compiledSchemes()` of `modulePath` returns, its package's `_rows.ts` (`target`) read as `rowsText`
 * (the rows just compiled), with each export of the schemes written there before as a stub: the schemes are
 * read from the new rows, whatever the old file's schemes were.
 */
async function readSchemes(modulePath, target, rowsText) {
  const old = existsSync(target) ? readFileSync(target, 'utf8') : ''
  const rowNames = new Set([...rowsText.matchAll(/^export const (\w+)/gm)].map((m) => m[1]))
  const stubs = [...old.matchAll(/^export const (\w+)/gm)]
    .map((m) => m[1])
    .filter((name) => !rowNames.has(name))
    .map((name) => `export const ${name}: any = {}`)
  const freshRows = {
    name: 'fresh-rows',
    setup(b) {
      b.onLoad({ filter: /_rows\.ts$/ }, ({ path }) =>
        path === target ? { contents: [rowsText, ...stubs].join('\n'), loader: 'ts' } : undefined,
      )
    },
  }
  const { compiledSchemes } = await load(`export { compiledSchemes } from ${JSON.stringify(modulePath)}`, [
    freshRows,
  ])
  return compiledSchemes()
}

/** A kinds table (`Int8Array`) as one expression: its commonest value, then each other run `fill`ed. */
function int8Literal(array) {
  const counts = new Map()
  for (const v of array) counts.set(v, (counts.get(v) ?? 0) + 1)
  const base = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0
  let out = `new Int8Array(${array.length})${base === 0 ? '' : `.fill(${base})`}`
  for (let from = 0; from < array.length; ) {
    let to = from + 1
    while (to < array.length && array[to] === array[from]) to++
    if (array[from] !== base) out += `.fill(${array[from]}, ${from}, ${to})`
    from = to
  }
  return out
}

/** `value` (numbers, bigints, strings, arrays, plain objects, `Int8Array`s) as a TypeScript literal. */
function literal(value) {
  if (value === null || value === undefined) return String(value)
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'number')
    return Number.isFinite(value) ? (value >= 0x100 ? `0x${value.toString(16)}` : String(value)) : `${value}`
  if (typeof value === 'string') return `'${value.replace(/['\\]/g, '\\$&')}'`
  if (typeof value !== 'object') return String(value)
  if (value instanceof Int8Array) return int8Literal(value)
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`
  return `{ ${Object.entries(value)
    .map(([key, v]) => `${key}: ${literal(v)}`)
    .join(', ')} }`
}

/** `layouts` (index 0 a copy of row 1) by the name of the rows it is in this file, else written out. */
function layoutsLiteral(layouts, tables) {
  const rows = layouts.slice(1)
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b)
  for (const { name, rows: table } of tables) {
    if (!same(rows, table.slice(0, rows.length))) continue
    return `[...${name}.slice(0, 1), ...${name}${rows.length === table.length ? '' : `.slice(0, ${rows.length})`}]`
  }
  return literal(layouts)
}

/** Adds `name` (`type X` for a type) to what the generated file imports from `module`. */
function importName(imports, module, name) {
  imports.set(module, (imports.get(module) ?? new Set()).add(name))
}

/** The import lines, as biome orders them: packages before relative paths, names by their own order. */
function importLines(imports) {
  const bare = (name) => name.replace(/^type /, '')
  return [...imports]
    .sort(([a], [b]) => (a.startsWith('.') ? 1 : 0) - (b.startsWith('.') ? 1 : 0) || (a < b ? -1 : 1))
    .map(([module, names]) => {
      const list = [...names].sort((a, b) => (bare(a) < bare(b) ? -1 : 1))
      const typeOnly = list.every((n) => n.startsWith('type '))
      return typeOnly
        ? `import type { ${list.map(bare).join(', ')} } from '${module}'`
        : `import { ${list.join(', ')} } from '${module}'`
    })
    .join('\n')
}

/** One scheme as a frozen object literal, each field as `defineScheme` made it. */
function schemeLiteral(scheme, tables, imports) {
  const fields = Object.entries(scheme).map(([key, value]) => {
    if (key === 'layouts') return `layouts: ${layoutsLiteral(value, tables)}`
    if (key in IMPORTED_FIELDS && value !== null) {
      importName(imports, IMPORTED_FIELDS[key], key)
      return key
    }
    // An unbounded scheme's maximum is `Infinity` whatever its code points' type (`defineScheme` casts it).
    const cast = value === Number.POSITIVE_INFINITY ? ' as never' : ''
    return `${key}: ${literal(value)}${cast}`
  })
  return `/* @__PURE__ */ (() => Object.freeze({ ${fields.join(', ')} } as const))()`
}

/**
 * The generated TypeScript for the tables of one package (`core` imports the type from its own file) and
 * its schemes (`compiled`: what `compiledSchemes()` returns, or null).
 */
export function generate(tables, { core = false, compiled = null } = {}) {
  const from = core ? './bits.ts' : '@utf8x/core'
  const imports = new Map()
  if (tables.length > 0) importName(imports, from, 'type SequenceLayout')
  const blocks = tables.map(
    ({ name, notation, rows }) => `/** \`compiledTables().${name}\` of \`_tables.ts\`: ${rows.length} rows. */
export const ${name}: readonly SequenceLayout[] = [
${rows.map((row, k) => rowLiteral(row, notation[k])).join('\n')}
]
`,
  )
  if (compiled !== null) {
    const [type, typeFrom] = compiled.type
    importName(imports, typeFrom, `type ${type.replace(/<.*/, '')}`)
    const one = (scheme) => (scheme === null ? 'null' : schemeLiteral(scheme, tables, imports))
    const lines = Object.entries(compiled.schemes).map(([name, value]) =>
      Array.isArray(value)
        ? `export const ${name}: readonly (${type} | null)[] = [${value.map(one).join(', ')}]`
        : `export const ${name}: ${type} = ${one(value)}`,
    )
    blocks.push(
      `// \`compiledSchemes().schemes\`, each field as \`defineScheme\` reads it.\n${lines.join('\n')}\n`,
    )
  }
  return `// Generated by tools/build-tables.mjs from \`compiledTables()\` (read by core's \`readTable\`) and
// \`compiledSchemes()\`: do not edit; edit those and run \`node tools/build-tables.mjs\`.
// biome-ignore-all format: one row, one scheme a line

${importLines(imports)}

${blocks.join('\n')}`
}

/** Each package's `_tables.ts` with the `_rows.ts` it compiles to: `{ pkg, tables, target }`. */
export function tableSources(base = root) {
  const out = []
  for (const pkg of readdirSync(join(base, 'packages')).sort(
    (a, b) => (b === 'core') - (a === 'core') || (a < b ? -1 : 1),
  )) {
    const tables = join(base, 'packages', pkg, 'src', '_tables.ts')
    if (existsSync(tables)) out.push({ pkg, tables, target: join(base, 'packages', pkg, 'src', '_rows.ts') })
  }
  return out
}

/**
 * The generated text of each source that has tables to compile, `{ pkg, tables, target, text }`, in
 * the order of the packages, core first. `onEach` is called with each before the next is read: a
 * package's `_tables.ts` may import core's notation (utf8-classic reads RFC 3629's rows through
 * `@utf8x/core/internal`, whose schemes load core's `_rows.ts`), so writing core's first lets a changed
 * core table be compiled in one run.
 */
export async function compileAll(base = root, onEach = () => {}) {
  const out = []
  for (const source of tableSources(base)) {
    const tables = (await readTables(source.tables)) ?? []
    const module = schemeModule(dirname(source.tables))
    if (tables.length === 0 && module === null) continue
    const core = source.pkg === 'core'
    const compiled =
      module === null ? null : await readSchemes(module, source.target, generate(tables, { core }))
    const done = { ...source, text: generate(tables, { core, compiled }) }
    onEach(done)
    out.push(done)
  }
  return out
}

/**
 * The command: `args` as on its command line (`--check`, `--root <dir>`), messages on `out`. Returns its
 * exit status: 1 when `--check` finds a file out of date.
 */
export async function run(args, out = console) {
  const check = args.includes('--check')
  const at = args.indexOf('--root')
  const base = at === -1 ? root : resolve(args[at + 1] ?? '.')
  let stale = 0
  await compileAll(base, ({ target, text }) => {
    if (updateGenerated(target, text, { check, command: 'node tools/build-tables.mjs', out })) stale++
  })
  return check && stale > 0 ? 1 : 0
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exit(await run(process.argv.slice(2)))
