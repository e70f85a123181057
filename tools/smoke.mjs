#!/usr/bin/env node
// Smoke test of the BUILT packages: each dist is imported as ESM and required as CJS, in whichever
// runtime runs this file (node, bun, or deno run -A), and every codec it exports round-trips a string.
// A program (a package with `bin` and no `.` export: the `utf8x` command) is run by the same runtime.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const require = createRequire(import.meta.url)
const runtime =
  typeof globalThis.Deno !== 'undefined' ? 'deno' : typeof globalThis.Bun !== 'undefined' ? 'bun' : 'node'
const sample = 'héllo, wörld: € 😀'
let passed = 0
let failed = 0

function check(label, fn) {
  try {
    fn()
    passed++
  } catch (error) {
    failed++
    console.error(`✗ [${runtime}] ${label}: ${error?.stack ?? error}`)
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message)
}

function isCodec(value) {
  return (
    value &&
    typeof value === 'object' &&
    typeof value.name === 'string' &&
    typeof value.decode === 'function' &&
    typeof value.encode === 'function'
  )
}

/** Runs a built bin with this runtime, standard input `input`: its status and output. */
function runBin(path, args, input) {
  const command = runtime === 'deno' ? [process.execPath, 'run', '-A', path] : [process.execPath, path]
  const [bin, ...rest] = command
  return spawnSync(bin, [...rest, ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  })
}

for (const dir of readdirSync(join(root, 'packages')).sort()) {
  const pkgDir = join(root, 'packages', dir)
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'))
  if (manifest.bin !== undefined && manifest.exports?.['.'] === undefined) {
    for (const [name, path] of Object.entries(manifest.bin)) {
      const file = join(pkgDir, path)
      check(`${manifest.name} ${name} --version`, () => {
        const result = runBin(file, ['--version'])
        assert(result.status === 0, `exit status ${result.status}: ${result.stderr}`)
        assert(result.stdout === `${manifest.version}\n`, `printed ${JSON.stringify(result.stdout)}`)
      })
      check(`${manifest.name} ${name} validate (ill-formed standard input)`, () => {
        const result = runBin(file, ['validate'], Buffer.from([0x61, 0x0a, 0x62, 0xc0, 0x80]))
        assert(result.status === 1, `exit status ${result.status}: ${result.stderr}`)
        assert(
          result.stdout.startsWith(
            '<stdin>:2:2: Cannot decode utf-8: overlong 2-byte sequence at byte 3 (C0 80)',
          ),
          `printed ${JSON.stringify(result.stdout)}`,
        )
      })
    }
    continue
  }
  let esm
  let cjs
  check(`${manifest.name} import (ESM)`, () => {})
  try {
    esm = await import(pathToFileURL(join(pkgDir, manifest.exports['.'].import.default)).href)
  } catch (error) {
    failed++
    passed--
    console.error(`✗ [${runtime}] ${manifest.name} import (ESM): ${error}`)
    continue
  }
  check(`${manifest.name} require (CJS)`, () => {
    cjs = require(join(pkgDir, manifest.exports['.'].require.default))
  })
  if (!cjs) continue
  check(`${manifest.name} ESM and CJS export the same names`, () => {
    const a = Object.keys(esm)
      .filter((k) => k !== 'default')
      .sort()
      .join()
    const b = Object.keys(cjs)
      .filter((k) => k !== '__esModule')
      .sort()
      .join()
    assert(a.length > 0, 'no exports')
    assert(a === b, `ESM exports ${a}\nCJS exports ${b}`)
  })
  for (const [name, value] of Object.entries(esm)) {
    if (!isCodec(value)) continue
    for (const [flavour, mod] of [
      ['ESM', esm],
      ['CJS', cjs],
    ]) {
      check(`${manifest.name} ${name} (${flavour}) round-trips`, () => {
        const codec = mod[name]
        const bytes = codec.encode(sample)
        assert(bytes instanceof Uint8Array && bytes.length > 0, 'encode gave no bytes')
        const text = codec.decode(bytes)
        assert(text === sample, `decode(encode(s)) gave ${JSON.stringify(text)}`)
        assert(codec.isWellFormed(bytes) === true, 'isWellFormed is false on its own output')
      })
    }
  }
  if (typeof esm.compareByCodePoint === 'function') {
    check(`${manifest.name} compareByCodePoint (ESM and CJS)`, () => {
      for (const mod of [esm, cjs]) {
        assert(mod.compareByCodePoint('\uFF5E', '\u{1F600}') < 0, 'U+FF5E sorts before U+1F600')
      }
    })
  }
  // The registry (@utf8x/codecs): every codec it lists round-trips, and labels, BOMs and schemes resolve.
  if (typeof esm.getCodec === 'function') {
    check(`${manifest.name} getCodec, codecs, sniffBOM, schemesAccepting (ESM and CJS)`, () => {
      for (const mod of [esm, cjs]) {
        assert(Array.isArray(mod.codecs) && mod.codecs.length === 10, 'codecs lists the ten byte codecs')
        for (const codec of mod.codecs) {
          assert(mod.getCodec(` ${codec.name.toUpperCase()}\n`) === codec, `getCodec finds ${codec.name}`)
          assert(codec.decode(codec.encode(sample)) === sample, `${codec.name} round-trips`)
        }
        const hunks = mod.getCodec('utf-8-hunk-5')
        assert(
          hunks === mod.getCodec('UTF-8-HUNK-5') && hunks.decode(hunks.encode('A')) === 'A',
          'hunk codec',
        )
        const bom = mod.sniffBOM(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))
        assert(bom?.codec === mod.getCodec('utf-8') && bom.length === 3, 'sniffBOM finds the UTF-8 BOM')
        const found = mod.schemesAccepting(new Uint8Array([0xc0, 0x80])).map((r) => r.codec.name)
        assert(found.join() === 'mutf-8,corrected-utf-8', `schemesAccepting(C0 80) gave ${found}`)
      }
    })
  }
  // Every other entry of `exports` (such as `@utf8x/core/internal`) loads in both formats too.
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    if (subpath === '.' || typeof target !== 'object') continue
    check(`${manifest.name} ${subpath} (ESM and CJS) export the same names`, async () => {})
    try {
      const sub = await import(pathToFileURL(join(pkgDir, target.import.default)).href)
      const subCjs = require(join(pkgDir, target.require.default))
      const a = Object.keys(sub).sort().join()
      const b = Object.keys(subCjs)
        .filter((k) => k !== '__esModule')
        .sort()
        .join()
      assert(a.length > 0 && a === b, `ESM exports ${a}\nCJS exports ${b}`)
    } catch (error) {
      failed++
      passed--
      console.error(`✗ [${runtime}] ${manifest.name} ${subpath}: ${error?.stack ?? error}`)
    }
  }
  if (typeof esm.formatCodePoint === 'function') {
    check(`${manifest.name} formatCodePoint (ESM and CJS)`, () => {
      for (const mod of [esm, cjs]) assert(mod.formatCodePoint(0xe9) === 'U+00E9', 'U+00E9')
    })
  }
}

console.log(`smoke [${runtime}]: ${passed} passed, ${failed} failed`)
if (failed > 0) process.exit(1)
