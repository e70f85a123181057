// The built runner end to end (a few seconds each): on another pinned Node line through `--node`, and in
// headless Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH) through the page and its driver.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumPath } from '../src/_page.ts'
import type { RunResults } from '../src/_results.ts'

const app = fileURLToPath(new URL('..', import.meta.url))
const isNode = !('Bun' in globalThis) && !('Deno' in globalThis)
const scratch = mkdtempSync(join(tmpdir(), 'utf8x-bench-e2e-'))

function run(script: string, args: readonly string[]) {
  return spawnSync(process.execPath, [join(app, script), ...args], {
    cwd: app,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
}

const readResults = (dir: string) => JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults
const small = ['--quick', '--scheme', 'utf8', '--op', 'decode,memory', '--corpus', 'mars/russian']

beforeAll(() => {
  if (!isNode) return
  const built = run('build.mjs', [])
  expect(built.status, built.stderr).toBe(0)
})

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe.runIf(isNode)('the runner on a pinned Node line', () => {
  it('--node 22 runs on Node 22 and says so in its results', () => {
    const out = join(scratch, 'node22')
    const result = run('dist/bench.mjs', [...small, '--stream-bytes', '1M', '--node', '22', '--out', out])
    expect(result.status, result.stderr).toBe(0)
    const results = readResults(out)
    expect(results.environment.runtime).toBe('node')
    expect(results.environment.version).toMatch(/^22\.\d+\.\d+$/)
    expect(results.options['node']).toBe('22')
    expect(results.targets.find((t) => t.target.startsWith('utf8 decode ≥ 1.3×'))?.status).not.toBe('skipped')
  })

  it('refuses a line that is not pinned, before measuring anything', () => {
    const result = run('dist/bench.mjs', ['--quick', '--node', '23', '--out', join(scratch, 'none')])
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/^bench: unknown Node line "23": the pinned lines are 20 \(/)
    expect(existsSync(join(scratch, 'none'))).toBe(false)
  })
})

describe.runIf(isNode && existsSync(chromiumPath(process.env)))('the runner in headless Chromium', () => {
  it('runs the same cases and checks in the page and writes its results', () => {
    const out = join(scratch, 'chromium')
    const result = run('dist/chromium.mjs', [
      ...small.map((a) => (a === 'utf8' ? 'utf8,cesu8' : a)),
      '--stream-bytes',
      '1M',
      '--out',
      out,
    ])
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('### decode · utf8')
    const results = readResults(out)
    expect(results.environment.runtime).toBe('chromium')
    expect(results.environment.version).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
    const decode = results.cases.find((c) => c.op === 'decode' && c.scheme === 'utf8')!
    expect(decode.corpus).toBe('mars/russian')
    const names = decode.results.map((r) => r.name)
    expect(names).toEqual(expect.arrayContaining(['utf8x', 'TextDecoder', '@exodus/bytes (JS)']))
    for (const r of decode.results) expect(r.failure, r.name).toBeUndefined()
    expect(Number.isFinite(decode.ratioNative)).toBe(true)
    // The cesu8 peer that needs Buffer is left out, and the run says so.
    const cesu = results.cases.find((c) => c.op === 'decode' && c.scheme === 'cesu8')!
    expect(cesu.results.map((r) => r.name)).not.toContain('iconv-lite')
    expect(results.notes).toContain("iconv-lite (the CESU-8 peer) needs Node's Buffer: not measured here")
    expect(results.notes).toContain(
      'Chromium: the page is cross-origin isolated, so performance.now() is precise to 5 µs',
    )
    // Streams: TextDecoderStream and ours, with forced collections (gc() in the page) and a heap size.
    const streams = results.memory.map((m) => m.name)
    expect(streams).toEqual(['TextDecoderStream', 'utf8 DecoderStream', 'cesu8 via core DecoderStream'])
    for (const m of results.memory) {
      expect(m.failure).toBeUndefined()
      expect(m.retainedMiB).not.toBeNull()
    }
    expect(readdirSync(out).sort()).toEqual(
      ['decode.cesu8.svg', 'decode.utf8.svg', 'report.md', 'results.json', 'speed.md'].sort(),
    )
  })

  it('refuses --node', () => {
    const result = run('dist/chromium.mjs', ['--node', '24'])
    expect(result.status).toBe(2)
    expect(result.stderr).toBe(
      'bench: --node 24 does not apply to Chromium (pnpm bench --node N runs on Node)\n',
    )
  })
})
