import { describe, expect, it } from 'vitest'
import { checkNodeLine, parseArgs, UsageError } from '../src/_args.ts'
import { corporaFromFiles } from '../src/_corpora.ts'
import { detectRuntime, majorVersion, resultsName, runtimeLabel } from '../src/_env.ts'
import { memory } from '../src/_memory.ts'

describe('--node', () => {
  it('takes a Node line in any of its spellings, as a separate or an inline value', () => {
    for (const spec of ['24', 'node24', 'v24', '24.21.0', 'NODE26'])
      expect(parseArgs(['--quick', '--node', spec]).node).toBe(spec)
    expect(parseArgs(['--node=22', '--check'])).toMatchObject({ node: '22', check: true, quick: false })
    expect(parseArgs([]).node).toBeUndefined()
    expect([parseArgs([]).noWasm, parseArgs(['--no-wasm', '--quick']).noWasm]).toEqual([false, true])
  })

  it('refuses what is not a Node line, as a usage error', () => {
    expect(() => parseArgs(['--node', 'latest'])).toThrow(
      new UsageError('--node takes a Node line such as 24 or node24, not "latest"'),
    )
    expect(() => parseArgs(['--node', '24; rm -rf /'])).toThrow(UsageError)
    expect(() => parseArgs(['--node'])).toThrow(new UsageError('--node needs a value'))
  })

  it('is checked against the runtime that runs: the same Node major, and Node only', () => {
    const on = (node: string | undefined) => parseArgs(node === undefined ? [] : ['--node', node])
    expect(() => checkNodeLine(on('24'), { runtime: 'node', version: '24.21.0' })).not.toThrow()
    expect(() => checkNodeLine(on('node20'), { runtime: 'node', version: '20.20.2' })).not.toThrow()
    expect(() => checkNodeLine(on(undefined), { runtime: 'bun', version: '1.4.5' })).not.toThrow()
    expect(() => checkNodeLine(on('24'), { runtime: 'node', version: '22.23.3' })).toThrow(
      new UsageError('--node 24 asks for Node 24, but this is node 22.23.3'),
    )
    expect(() => checkNodeLine(on('24'), { runtime: 'deno', version: '2.9.6' })).toThrow(
      new UsageError('--node 24 asks for Node 24, but this is deno 2.9.6'),
    )
  })
})

describe('results per runtime', () => {
  it('names the results folder after the Node line, and after the runtime elsewhere', () => {
    expect(resultsName({ runtime: 'node', version: '20.20.2' })).toBe('node20')
    expect(resultsName({ runtime: 'node', version: '22.23.3' })).toBe('node22')
    expect(resultsName({ runtime: 'node', version: '24.21.0' })).toBe('node24')
    expect(resultsName({ runtime: 'node', version: '26.10.0' })).toBe('node26')
    expect(resultsName({ runtime: 'bun', version: '1.4.5' })).toBe('bun')
    expect(resultsName({ runtime: 'deno', version: '2.9.6' })).toBe('deno')
    expect(resultsName({ runtime: 'chromium', version: '156.0.8078.79' })).toBe('chromium')
    expect(resultsName({ runtime: 'node', version: 'unknown' })).toBe('node')
  })

  it('labels each runtime with its exact version', () => {
    expect(runtimeLabel({ runtime: 'node', version: '24.21.0' })).toBe('Node 24.21.0')
    expect(runtimeLabel({ runtime: 'chromium', version: '156.0.8078.79' })).toBe('Chromium 156.0.8078.79')
    expect(majorVersion('v26.10.0')).toBe(26)
    expect(majorVersion('1.4.5')).toBe(1)
    expect(majorVersion('unknown')).toBeNaN()
  })

  it('detects Bun, Deno and Node from their globals', () => {
    expect(detectRuntime({ Bun: { version: '1.4.5' }, process: { versions: { node: '24.3.0' } } })).toEqual({
      runtime: 'bun',
      version: '1.4.5',
      engine: 'JavaScriptCore',
    })
    expect(detectRuntime({ Deno: { version: { deno: '2.9.6', v8: '14.1' } } })).toEqual({
      runtime: 'deno',
      version: '2.9.6',
      engine: 'V8 14.1',
    })
    expect(detectRuntime({ process: { versions: { node: '22.23.3', v8: '12.4' } } })).toEqual({
      runtime: 'node',
      version: '22.23.3',
      engine: 'V8 12.4',
    })
  })
})

describe('host-independent pieces', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)

  it('reads corpora from files in folder and name order, BOM dropped, other files ignored', () => {
    const corpora = corporaFromFiles([
      { folder: 'wikipedia_mars', file: 'russian.utf8.txt', bytes: bytes('Марс') },
      { folder: 'lipsum', file: 'Latin-Lipsum.utf8.txt', bytes: bytes('\uFEFFLorem') },
      { folder: 'lipsum', file: 'Emoji-Lipsum.utf8.txt', bytes: bytes('😀') },
      { folder: 'lipsum', file: 'README.md', bytes: bytes('x') },
      { folder: 'elsewhere', file: 'a.utf8.txt', bytes: bytes('x') },
    ])
    expect(corpora).toEqual([
      { name: 'lipsum/Emoji', group: 'lipsum', text: '😀' },
      { name: 'lipsum/Latin', group: 'lipsum', text: 'Lorem' },
      { name: 'mars/russian', group: 'mars', text: 'Марс' },
    ])
  })

  it('refuses an ill-formed corpus file', () => {
    expect(() =>
      corporaFromFiles([{ folder: 'short', file: 'bad.utf8.txt', bytes: Uint8Array.of(0x61, 0xc0, 0x80) }]),
    ).toThrow(TypeError)
  })

  it('reads memory from process.memoryUsage, else from the page heap (no RSS there)', () => {
    expect(memory({ process: { memoryUsage: () => ({ rss: 100, heapUsed: 10, external: 5 }) } })).toEqual({
      rss: 100,
      heap: 15,
    })
    expect(memory({ performance: { memory: { usedJSHeapSize: 42 } } })).toEqual({ rss: Number.NaN, heap: 42 })
    expect(memory({})).toEqual({ rss: Number.NaN, heap: Number.NaN })
  })
})
