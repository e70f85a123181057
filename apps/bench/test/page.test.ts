import { describe, expect, it } from 'vitest'
import { UsageError } from '../src/_args.ts'
import {
  BENCH_FLAGS,
  CHROMIUM_FLAGS,
  checkPageArgs,
  chromiumPath,
  PAGE_HEADERS,
  PAGE_HTML,
  pageEnvironment,
  pageNotes,
  route,
} from '../src/_page.ts'

const corpora = [
  { folder: 'lipsum', file: 'Latin-Lipsum.utf8.txt' },
  { folder: 'wikipedia_mars', file: 'english.utf8.txt' },
]

describe('the Chromium page', () => {
  it('serves the page, its script, the corpus list and the listed corpus files, and nothing else', () => {
    expect(route('GET', '/', corpora)).toEqual({ kind: 'page' })
    expect(route('GET', '/index.html?x=1', corpora)).toEqual({ kind: 'page' })
    expect(route('GET', '/browser.js', corpora)).toEqual({ kind: 'script' })
    expect(route('GET', '/corpora/index.json', corpora)).toEqual({ kind: 'index' })
    expect(route('GET', '/corpora/wikipedia_mars/english.utf8.txt', corpora)).toEqual({
      kind: 'corpus',
      entry: corpora[1],
    })
    for (const path of [
      '/corpora/wikipedia_mars/../../package.json',
      '/corpora/lipsum/Hindi-Lipsum.utf8.txt',
      '/corpora/lipsum/',
      '/dist/bench.mjs',
      '/favicon.ico',
    ])
      expect(route('GET', path, corpora), path).toEqual({ kind: 'none' })
    expect(route('POST', '/', corpora)).toEqual({ kind: 'none' })
  })

  it('isolates the page (precise timers) and loads the runner as a module', () => {
    expect(PAGE_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin')
    expect(PAGE_HEADERS['Cross-Origin-Embedder-Policy']).toBe('require-corp')
    expect(PAGE_HTML).toContain('<script type="module" src="browser.js"></script>')
  })

  it('starts Chromium with the project’s flags, gc() and a precise heap size', () => {
    for (const flag of ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'])
      expect(CHROMIUM_FLAGS).toContain(flag)
    expect(BENCH_FLAGS).toEqual(['--js-flags=--expose-gc', '--enable-precise-memory-info'])
    expect(chromiumPath({})).toBe('/usr/bin/chromium')
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/c' })).toBe('/opt/c')
  })

  it('refuses --node, which is for the Node runner', () => {
    expect(() => checkPageArgs({ node: '24' })).toThrow(
      new UsageError('--node 24 does not apply to Chromium (pnpm bench --node N runs on Node)'),
    )
    expect(() => checkPageArgs({ node: undefined })).not.toThrow()
  })

  it('reports Chromium, its version and the driver’s machine', () => {
    const machine = { cpu: 'CPU', cores: 2, memoryGiB: 24, os: 'linux', loadAverage: 0.5 }
    const env = pageEnvironment(
      { argv: [], machine, version: '156.0.8078.79' },
      new Date('2026-01-02T03:04:05Z'),
      true,
    )
    expect(env).toEqual({
      runtime: 'chromium',
      version: '156.0.8078.79',
      engine: 'V8 (headless Chromium, cross-origin isolated)',
      ...machine,
      date: '2026-01-02T03:04:05.000Z',
    })
  })

  it('says when the page cannot measure precisely', () => {
    const good = pageNotes({ crossOriginIsolated: true, gc: () => {}, performance: { memory: {} } })
    expect(good).toHaveLength(2)
    expect(good[0]).toMatch(/cross-origin isolated, so performance.now\(\) is precise to 5 µs/)
    const bad = pageNotes({})
    expect(bad).toHaveLength(4)
    expect(bad[0]).toMatch(/NOT cross-origin isolated/)
    expect(bad[2]).toMatch(/gc\(\) is missing/)
    expect(bad[3]).toMatch(/performance.memory is missing/)
  })
})
