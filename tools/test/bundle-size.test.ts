import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as runtimeFlags from '../../packages/core/src/fast/runtime.ts'
// @ts-expect-error: a plain .mjs script without types
import { BROWSER_FLAGS } from '../browser-build.mjs'
// @ts-expect-error: a plain .mjs script without types
import {
  BUDGETS,
  buildFromSources,
  CASES,
  CODECS_CASES,
  caseLabel,
  codecsSection,
  decodeBreakdown,
  measure,
  RUNTIME_GLOBALS,
  rootSection,
} from '../bundle-size.mjs'

interface Measured {
  label: string
  along?: string
  minified: number
  gzip: number
  foundForeign: string[]
  runtimeGlobals: string[]
}

/**
 * Regression ceilings, gzip bytes: a ratchet against growth, not budgets. Each is an import's size when the
 * ceiling was last set, plus 5 % (the root README's "Bundle size" gives today's sizes); when an import
 * shrinks, set its ceiling again from `node tools/bundle-size.mjs --src` so it cannot grow back. Issue 35's
 * budgets are `BUDGETS` in tools/bundle-size.mjs, and the README's table says which imports meet them.
 * Set 2026-11-28, every import (again the same day, after the top-level `encode` was built from encoding
 * alone, and again after UTF-8's scheme was written out: `{ decode }` 12.6 → 11.4 kB, each codec object
 * about 0.3 kB more, the written-out scheme beside `defineScheme`). Set again 2026-11-28 after every scheme
 * was compiled at build time (no `defineScheme` in a codec's bundle) and the packages' codecs were built
 * without checking options they write themselves: each codec object 1.1–1.5 kB less. Set again
 * 2026-11-29 when core's `browser` condition got its own build (tools/browser-build.mjs): 0.2–1.0 kB less.
 */
const SIZE_CEILINGS: Record<string, number> = {
  "{ decode } from '@utf8x/utf8-classic'": ceiling(10_593),
  "{ encode } from '@utf8x/utf8-classic'": ceiling(2_879),
  "{ utf8 } from '@utf8x/utf8-classic'": ceiling(18_529),
  "{ cesu8 } from '@utf8x/utf8-classic'": ceiling(18_816),
  "{ mutf8 } from '@utf8x/utf8-classic'": ceiling(19_294),
  "{ wtf8 } from '@utf8x/utf8-classic'": ceiling(18_792),
  "{ eightByte } from '@utf8x/utf8-eight-byte'": ceiling(18_784),
  "{ sixtyFiveBit } from '@utf8x/utf8-eight-byte'": ceiling(20_722),
  "{ utfInfinity8 } from '@utf8x/utf8-infinity'": ceiling(20_516),
  "{ correctedUtf8 } from '@utf8x/corrected-utf8'": ceiling(21_812),
  "{ compareByCodePoint } from '@utf8x/collation'": ceiling(2_194),
  "{ DecodeError } from '@utf8x/core'": ceiling(2_506),
  "{ labels } from '@utf8x/codecs'": ceiling(398),
  "{ sniffBOM } from '@utf8x/codecs'": ceiling(25_994),
  "{ getCodec } from '@utf8x/codecs'": ceiling(32_648),
  "{ codecs } from '@utf8x/codecs'": ceiling(30_340),
  "{ schemesAccepting } from '@utf8x/codecs'": ceiling(30_604),
  "{ repairMojibake } from '@utf8x/codecs'": ceiling(20_817),
}

function ceiling(measured: number): number {
  return Math.ceil(measured * 1.05)
}

// Each package is built in memory from its sources the way tsup builds dist/, so no build is needed.
const results: Promise<Measured[]> = measure({ from: 'src' })

describe('bundle size (esbuild --bundle --minify --platform=browser, gzip -9)', () => {
  it('measures every case, and every case has a ceiling', async () => {
    const measured = await results
    expect(measured.map((r) => r.label)).toEqual(CASES.map(caseLabel))
    expect(Object.keys(SIZE_CEILINGS).sort()).toEqual(measured.map((r) => r.label).sort())
    // Something was bundled: `labels` alone, a frozen table of names, is the smallest (about 0.4 KB).
    for (const r of measured) expect([r.label, r.gzip > 300]).toEqual([r.label, true])
  })

  it('an import of one codec brings no other codec along (cesu8 and every other case)', async () => {
    const measured = await results
    const mixed = measured.filter((r) => r.foundForeign.length > 0).map((r) => [r.label, r.foundForeign])
    expect(mixed).toEqual([])
  })

  it('no import reads a runtime global (`process`, `Bun`, `Deno`): core resolves to its build for browsers', async () => {
    const measured = await results
    const reads = measured.filter((r) => r.runtimeGlobals.length > 0).map((r) => [r.label, r.runtimeGlobals])
    expect(reads).toEqual([])
  })

  it('`{ encode }` carries encoding alone: no decoder, reader, stream class or codec object', async () => {
    const { files } = await decodeBreakdown({ pkg: '@utf8x/utf8-classic', name: 'encode' })
    const decoding = [
      'packages/core/src/classes.ts',
      'packages/core/src/engine/codec.ts',
      'packages/core/src/engine/methods.ts',
      'packages/core/src/engine/decode.ts',
      'packages/core/src/engine/read.ts',
      'packages/core/src/engine/scheme.ts',
      'packages/core/src/stream.ts',
      'packages/core/src/fast/utf8-accelerator.ts',
      'packages/utf8-classic/src/_codec.ts',
      'packages/utf8-classic/src/utf8.ts',
    ]
    const names = files.map((f: { file: string }) => f.file)
    expect(names.filter((file: string) => decoding.includes(file))).toEqual([])
    expect(names).toContain('packages/core/src/encode-method.ts')
  })

  it('no import grows above its ceiling (its size when the ceiling was set + 5 %: a ratchet, not a budget)', async () => {
    const measured = await results
    const over = measured
      .filter((r) => r.gzip > (SIZE_CEILINGS[r.label] ?? 0))
      .map((r) => `${r.label}: ${r.gzip} B gzip, ceiling ${SIZE_CEILINGS[r.label]} B`)
    expect(over).toEqual([])
  })
})

describe("core's build for browsers (the `browser` export condition, tools/browser-build.mjs)", () => {
  it("gives every name of core's runtime.ts a browser's value", () => {
    expect(Object.keys(BROWSER_FLAGS).sort()).toEqual(Object.keys(runtimeFlags).sort())
    expect({ ...BROWSER_FLAGS }).toEqual({
      runtime: 'other',
      onNode: false,
      onBun: false,
      onDeno: false,
      nodeMajor: null,
      fastNativeDecode: true,
      fastNativeEncode: true,
      slowWideEncode: false,
    })
  })

  // As published but with its local names kept, so that what is left of the runtime tests can be read.
  const built: Promise<Map<string, string>> = buildFromSources('@utf8x/core', { minifyIdentifiers: false })

  it('has both entries, sharing their code (one DecodeError class)', async () => {
    const files = await built
    expect([files.has('index'), files.has('internal')]).toEqual([true, true])
    const code = [...files.values()].join('\n')
    expect(code.match(/\bDecodeError=class\b/g)).toHaveLength(1)
  })

  it('looks at no runtime global and folds every runtime flag away', async () => {
    const code = [...(await built).values()].join('\n')
    const flags =
      /\b(?:runtime|onNode|onBun|onDeno|nodeMajor|fastNativeDecode|fastNativeEncode|slowWideEncode|detectRuntime)\b/g
    expect([...new Set(code.match(RUNTIME_GLOBALS) ?? [])]).toEqual([])
    expect([...new Set(code.match(flags) ?? [])]).toEqual([])
  })

  it('leaves out the routes only Node, Bun or Deno take', async () => {
    const code = [...(await built).values()].join('\n')
    // Node's sampler of the input (when its decoder is slow off ASCII), Bun's search for U+FFFD in
    // TextEncoder's output, the lookup of Node's and Bun's `isUtf8`.
    const nodeOnly = /\b(?:asciiShare|mayHoldReplacement|getBuiltinModule|NODE_ASCII_SHARE\w*)\b/g
    expect([...new Set(code.match(nodeOnly) ?? [])]).toEqual([])
  })
})

/** A README's `## Bundle size` section, up to the next `## ` heading. */
function bundleSection(path: string): string {
  const text = readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')
  const start = text.search(/^## Bundle size\s*$/m)
  const next = text.slice(start + 1).search(/^## /m)
  return start < 0 || next < 0 ? '' : text.slice(start, start + 1 + next).trimEnd()
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/g

/**
 * A section as written compared with the one the script writes today: the text with every number left
 * out must be the same (names, rows, yes/no, which imports meet their budget), and each number within
 * 5 % of today's (sizes move a little with every change; `--write` sets them again).
 */
function compareSection(shown: string, written: string): { text: string; numbers: string[] } {
  const numbers = (s: string) => [...s.matchAll(NUMBER)].map((m) => Number(m[0].replaceAll(',', '')))
  const a = numbers(shown)
  const b = numbers(written)
  const off = b
    .map((n, i) => [a[i], n])
    .filter(([x, n]) => x === undefined || Math.abs(x / n - 1) > 0.05)
    .map(([x, n]) => `${x} shown, ${n} measured`)
  return {
    text: shown.replace(NUMBER, '#'),
    numbers: a.length === b.length ? off : ['numbers differ in count'],
  }
}

describe('the "Bundle size" sections of the READMEs, written by tools/bundle-size.mjs --write', () => {
  const codecs = new Set(CODECS_CASES.map(caseLabel))

  it("the root README's table, budgets, verdict and where the bytes of `{ decode }` go", async () => {
    const written = rootSection(await results, await decodeBreakdown()).trimEnd()
    const shown = bundleSection('../../README.md')
    const { text, numbers } = compareSection(shown, written)
    expect(text, 'run node tools/bundle-size.mjs --src --write').toBe(written.replace(NUMBER, '#'))
    expect(numbers).toEqual([])
  })

  it("packages/codecs/README.md's table of the registry's imports", async () => {
    const measured = (await results).filter((r) => codecs.has(r.label))
    expect(measured.map((r) => r.label)).toEqual(CODECS_CASES.map(caseLabel))
    const written = codecsSection(measured).trimEnd()
    const shown = bundleSection('../../packages/codecs/README.md')
    const { text, numbers } = compareSection(shown, written)
    expect(text, 'run node tools/bundle-size.mjs --src --write').toBe(written.replace(NUMBER, '#'))
    expect(numbers).toEqual([])
  })

  it("budgets are issue 35's, in gzip bytes, and a row says whether its import meets it", async () => {
    const other = 14_000 // "any other codec object"
    expect(BUDGETS).toEqual({
      "{ decode } from '@utf8x/utf8-classic'": 5_000,
      "{ encode } from '@utf8x/utf8-classic'": 4_000,
      "{ utf8 } from '@utf8x/utf8-classic'": 12_000,
      "{ cesu8 } from '@utf8x/utf8-classic'": other,
      "{ mutf8 } from '@utf8x/utf8-classic'": other,
      "{ wtf8 } from '@utf8x/utf8-classic'": other,
      "{ eightByte } from '@utf8x/utf8-eight-byte'": other,
      "{ sixtyFiveBit } from '@utf8x/utf8-eight-byte'": other,
      "{ utfInfinity8 } from '@utf8x/utf8-infinity'": other,
      "{ correctedUtf8 } from '@utf8x/corrected-utf8'": other,
      "{ getCodec } from '@utf8x/codecs'": 24_000,
    })
    const row = (gzip: number) =>
      rootSection(
        [{ label: "{ decode } from '@utf8x/utf8-classic'", minified: 9_000, gzip, foundForeign: [] }],
        { label: 'x', minified: 0, files: [] },
      ).match(/^\| `\{ decode \}.*$/m)?.[0]
    expect(row(5_000)).toBe(
      "| `{ decode } from '@utf8x/utf8-classic'` | 9.00 kB | 5.00 kB | ≤ 5 kB | yes | none |",
    )
    expect(row(5_001)).toBe(
      "| `{ decode } from '@utf8x/utf8-classic'` | 9.00 kB | 5.00 kB | ≤ 5 kB | no | none |",
    )
  })
})
