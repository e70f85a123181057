// Issue #18, "Speed behind one door": the codecs give the same answers with the platform's fast machinery
// (WebAssembly, TextDecoder, TextEncoder and their streams) deleted from globalThis before any package is
// loaded. Each run is a fresh child process of the runtime running this test (node, bun or deno), over
// the BUILT packages (`pnpm test` builds before the vitest steps): tools/testing/environment-child.mjs.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

const child = fileURLToPath(new URL('../testing/environment-child.mjs', import.meta.url))
const runtime = 'Deno' in globalThis ? 'deno' : 'Bun' in globalThis ? 'bun' : 'node'
/** The runtime running this test, as a command: under Deno `process.execPath` is the deno binary. */
const command = runtime === 'deno' ? [process.execPath, 'run', '-A'] : [process.execPath]
const STRIPPED = ['WebAssembly', 'TextDecoder', 'TextEncoder', 'TextDecoderStream', 'TextEncoderStream']

type Answer = unknown
interface Run {
  runtime: string
  globals: Record<string, string>
  results: [string, Answer][]
}

/** Runs the child with `flags` and parses the one JSON line it prints. */
function run(...flags: string[]): Promise<Run> {
  const [bin, ...args] = command as [string, ...string[]]
  return new Promise((resolve, reject) => {
    const proc = spawn(bin, [...args, child, ...flags], { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    proc.stdout.setEncoding('utf8').on('data', (data: string) => (out += data))
    proc.stderr.setEncoding('utf8').on('data', (data: string) => (err += data))
    proc.on('error', reject)
    proc.on('close', (code) => {
      if (code !== 0) reject(new Error(`${bin} ${child} ${flags.join(' ')} exited with ${code}:\n${err}`))
      else resolve(JSON.parse(out) as Run)
    })
  })
}

/** The answers of `b` that differ from `a`'s for the same label (or are missing), for a readable failure. */
function differences(a: Run, b: Run): string[] {
  const theirs = new Map(b.results)
  const out: string[] = []
  for (const [label, answer] of a.results) {
    if (!theirs.has(label)) out.push(`${label}: missing (the run stopped, or a package did not load)`)
    else if (JSON.stringify(theirs.get(label)) !== JSON.stringify(answer))
      out.push(
        `${label}:\n    plain:    ${JSON.stringify(answer)}\n    stripped: ${JSON.stringify(theirs.get(label))}`,
      )
  }
  const ours = new Set(a.results.map(([label]) => label))
  for (const [label] of b.results) if (!ours.has(label)) out.push(`${label}: only in the stripped run`)
  return out
}

describe(`codecs without WebAssembly, TextDecoder and TextEncoder (${runtime})`, () => {
  // The three children run side by side; each test waits for the ones it compares.
  let plain: Run
  let esm: Promise<Run>
  let cjs: Promise<Run>
  beforeAll(async () => {
    const runs = [run(), run('--strip'), run('--strip', '--cjs')] as const
    for (const pending of runs) pending.catch(() => {})
    esm = runs[1]
    cjs = runs[2]
    plain = await runs[0]
  }, 300_000)

  it('has the fast machinery in a plain run, and every package loads and answers there', () => {
    expect(plain.runtime).toBe(runtime)
    expect(plain.globals).toEqual(
      Object.fromEntries(STRIPPED.map((name) => [name, name === 'WebAssembly' ? 'object' : 'function'])),
    )
    const loads = plain.results.filter(([label]) => label.startsWith('load '))
    expect(loads.length).toBeGreaterThanOrEqual(6)
    expect(loads.filter(([, answer]) => answer !== null)).toEqual([])
    // Every byte codec of every package was run (SEMANTICS.md's ten, and utf8Js), and the hunk codecs.
    const codecs = new Set(plain.results.map(([label]) => / (\S+) utf8\(ascii\) decode$/.exec(label)?.[1]))
    codecs.delete(undefined)
    expect([...codecs].sort()).toEqual(
      [
        'cesu8',
        'correctedUtf8',
        'eightByte',
        'mutf8',
        'sevenByte',
        'sixtyFiveBit',
        'utf8',
        'utf8Js',
        'utf8Rfc2279',
        'utfInfinity8',
        'wtf8',
      ].sort(),
    )
    expect(plain.results.some(([label]) => label.startsWith('@utf8x/utf8-eight-byte hunkCodec(9) '))).toBe(
      true,
    )
    expect(plain.results.length).toBeGreaterThan(5000)
  })

  it('gives the same answers with them deleted before import (ESM)', async () => {
    const stripped = await esm
    expect(stripped.globals).toEqual(Object.fromEntries(STRIPPED.map((name) => [name, 'undefined'])))
    expect(differences(plain, stripped)).toEqual([])
  }, 300_000)

  it('gives the same answers with them deleted before require (CJS)', async () => {
    const stripped = await cjs
    expect(stripped.globals).toEqual(Object.fromEntries(STRIPPED.map((name) => [name, 'undefined'])))
    expect(differences(plain, stripped)).toEqual([])
  }, 300_000)
})
