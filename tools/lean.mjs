#!/usr/bin/env node
// The counts issue 35 ("Lean") measures the library by, from the sources as they are:
//
// - the names that core's speed door (`src/fast/index.ts`), `@utf8x/core/internal` and core's index
//   export, types included, as the TypeScript checker counts them;
// - lines of speed machinery (every `src/fast/**/*.ts` and `wasm/*.wat` of the packages) and of the seven
//   library packages' `src` (the command, `@utf8x/cli`, is not library), and the library source files
//   over 300 lines;
// - the functions one strict `utf8.decode` of 1 KiB of mixed text runs, and the source files they are in:
//   `@utf8x/utf8-classic` bundled from the sources by esbuild (not minified: its module comments name each
//   function's file), then V8's precise coverage with call counts around one call, after warm-up calls
//   (so that nothing made on first use is counted). The route is this runtime's: run it with Node 22 for
//   the route of the runtimes whose decoder is slow off ASCII.
//
//   node tools/lean.mjs          prints the counts
//   node tools/lean.mjs --calls  also lists each function of the decode call path
//
// tools/test/lean.test.ts holds the counts to ceilings that only go down (a ratchet against growth).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import ts from 'typescript'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The library packages: every package but the command (the one with a `bin`). */
export const LIBRARY = readdirSync(join(root, 'packages')).filter((name) => {
  try {
    return JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')).bin === undefined
  } catch {
    return false
  }
})

/** Every file below `dir` (relative paths are joined on), depth first. */
function filesBelow(dir) {
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...filesBelow(path))
    else out.push(path)
  }
  return out
}

function lineCount(path) {
  const text = readFileSync(path, 'utf8')
  return text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

/** The names each module exports (values and types), by the TypeScript checker. */
export function exportedNames(modules) {
  const paths = modules.map((m) => join(root, m))
  const program = ts.createProgram(paths, {
    allowImportingTsExtensions: true,
    noEmit: true,
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  })
  const checker = program.getTypeChecker()
  return Object.fromEntries(
    modules.map((m, i) => {
      const file = program.getSourceFile(paths[i])
      const symbol = file === undefined ? undefined : checker.getSymbolAtLocation(file)
      if (symbol === undefined) throw new Error(`lean: cannot read the exports of ${m}`)
      return [
        m,
        checker
          .getExportsOfModule(symbol)
          .map((s) => s.name)
          .sort(),
      ]
    }),
  )
}

/** Lines of speed machinery, of library sources, and the library source files over 300 lines. */
export function lineCounts() {
  let speed = 0
  let library = 0
  const long = []
  for (const name of readdirSync(join(root, 'packages'))) {
    const dir = join(root, 'packages', name)
    const src = filesBelow(join(dir, 'src')).filter((f) => f.endsWith('.ts'))
    for (const file of src) {
      const lines = lineCount(file)
      if (file.includes('/src/fast/')) speed += lines
      if (!LIBRARY.includes(name)) continue
      library += lines
      if (lines > 300) long.push({ file: relative(root, file), lines })
    }
    let wat = []
    try {
      wat = readdirSync(join(dir, 'wasm')).filter((f) => f.endsWith('.wat'))
    } catch {}
    for (const file of wat) speed += lineCount(join(dir, 'wasm', file))
  }
  long.sort((a, b) => b.lines - a.lines)
  return { speed, library, long }
}

/** 1 KiB (less the end of a cut character) of Latin, Cyrillic, CJK and emoji text, as UTF-8. */
function mixedKiB() {
  const bytes = new TextEncoder().encode('Mars — Марс — 火星 — 🔴 '.repeat(40)).subarray(0, 1024)
  let end = bytes.length
  while (end > 0 && (bytes[end - 1] & 0xc0) === 0x80) end--
  if (end > 0 && bytes[end - 1] >= 0xc0) end--
  return bytes.slice(0, end)
}

/** The functions one strict `utf8.decode` runs (see the module comment): `[{ name, file, count }]`. */
export async function decodeCallPath() {
  const toSource = {
    name: 'utf8x-src',
    setup(b) {
      b.onResolve({ filter: /^@utf8x\// }, (args) => {
        const [, pkg, sub] = /^@utf8x\/([^/]+)\/?(.*)$/.exec(args.path)
        return { path: join(root, 'packages', pkg, 'src', `${sub || 'index'}.ts`) }
      })
    },
  }
  const result = await build({
    stdin: {
      contents: `export { utf8 } from '@utf8x/utf8-classic'`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    plugins: [toSource],
  })
  const code = result.outputFiles[0].text
  // esbuild starts each module's code with a `// packages/<pkg>/src/<file>.ts` line: where each module
  // starts in `source`, the script as the runtime loaded it (a loader such as vitest's may add a wrapper,
  // which moves every offset).
  const fileFinder = (source) => {
    const modules = []
    let offset = 0
    for (const line of source.split('\n')) {
      const m = /^\/\/ (packages\/\S+\.ts)$/.exec(line)
      if (m) modules.push([offset, m[1]])
      offset += line.length + 1
    }
    return (at) => {
      let file = null
      for (const [start, name] of modules) if (start <= at) file = name
      return file
    }
  }
  const path = join(tmpdir(), `utf8x-lean-${process.pid}.mjs`)
  writeFileSync(path, code)
  const session = new Session()
  session.connect()
  try {
    await session.post('Debugger.enable')
    await session.post('Profiler.enable')
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false })
    const { utf8 } = await import(pathToFileURL(path).href)
    const input = mixedKiB()
    const expected = new TextDecoder().decode(input)
    for (let i = 0; i < 4; i++) if (utf8.decode(input) !== expected) throw new Error('lean: wrong decoding')
    await session.post('Profiler.takePreciseCoverage')
    utf8.decode(input)
    const { result: scripts } = await session.post('Profiler.takePreciseCoverage')
    const calls = []
    for (const script of scripts) {
      if (!script.url.endsWith(path.split('/').pop())) continue
      const { scriptSource } = await session.post('Debugger.getScriptSource', { scriptId: script.scriptId })
      const fileAt = fileFinder(scriptSource)
      for (const fn of script.functions) {
        const range = fn.ranges[0]
        const file = fileAt(range.startOffset)
        if (range.count > 0 && file !== null)
          calls.push({ name: fn.functionName || '(anonymous)', file, count: range.count })
      }
    }
    return calls
  } finally {
    session.disconnect()
    rmSync(path, { force: true })
  }
}

/** Every count (see the module comment). */
export async function measure() {
  const names = exportedNames([
    'packages/core/src/fast/index.ts',
    'packages/core/src/internal.ts',
    'packages/core/src/index.ts',
  ])
  const calls = await decodeCallPath()
  return {
    door: names['packages/core/src/fast/index.ts'].length,
    internal: names['packages/core/src/internal.ts'].length,
    index: names['packages/core/src/index.ts'].length,
    ...lineCounts(),
    decodeCalls: calls.reduce((sum, c) => sum + c.count, 0),
    decodeFiles: new Set(calls.map((c) => c.file)).size,
    calls,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const m = await measure()
  const runtime = `Node ${process.versions.node}`
  console.log(`core's door (src/fast/index.ts): ${m.door} names (issue 35: ≤ 12)`)
  console.log(`@utf8x/core/internal: ${m.internal} names (≤ 30)`)
  console.log(`core's index: ${m.index} names (≤ 45)`)
  console.log(`speed machinery: ${m.speed} lines (≤ 3,500)`)
  console.log(`library src: ${m.library} lines (≤ 13,500)`)
  console.log(`library files over 300 lines: ${m.long.length} (≤ 8)`)
  for (const { file, lines } of m.long) console.log(`  ${lines} ${file}`)
  console.log(
    `one strict utf8.decode of 1 KiB mixed text on ${runtime}: ${m.decodeCalls} calls in ${m.decodeFiles} files (≤ 22, ≤ 10)`,
  )
  if (process.argv.includes('--calls'))
    for (const c of m.calls) console.log(`  ${String(c.count).padStart(3)} ${c.name} ${c.file}`)
}
