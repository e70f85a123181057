// `validate --all` on dense errors, through the BUILT command on Node, Bun and Deno: every error's message
// is the library's own error there (messages are built once per kind of error and reused), the report
// streams out as it is found (a reader that goes away after the first line stops the reading of a large
// piped input), and memory does not grow with the number of errors.
import { Buffer } from 'node:buffer'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { codecs } from '@utf8x/codecs'
import type { Codec } from '@utf8x/core'
import { afterAll, describe, expect, it } from 'vitest'
import { run } from './_run.ts'
import { cli, RUNTIMES } from './_spawn.ts'

const dir = mkdtempSync(join(tmpdir(), 'utf8x-all-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Bytes from a seeded generator (xorshift), so that every run checks the same input. */
function randomBytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length)
  let x = seed | 0 || 1
  for (let i = 0; i < length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 0xff
  }
  return out
}

/**
 * Dense errors with text between them: random bytes, runs of ASCII and LF, and leads followed by
 * continuation bytes (so that truncated, overlong, surrogate and out-of-range sequences of every length
 * come up, each many times with different bytes after them).
 */
function denseInput(length: number, seed: number): Uint8Array {
  const noise = randomBytes(length, seed)
  const out = new Uint8Array(length)
  for (let i = 0; i < length; i++) {
    const r = noise[i] as number
    const kind = (noise[(i * 7 + 3) % length] as number) % 4
    out[i] =
      kind === 0 ? r : kind === 1 ? 0x80 | (r & 0x3f) : kind === 2 ? (r % 5 === 0 ? 0x0a : 0x61) : r | 0xc0
  }
  return out
}

/** Every error of `validate --all` as the library defines them: the first error after each run. */
function referenceErrors(codec: Codec<number | bigint>, bytes: Uint8Array) {
  const items = [...codec.codePoints(bytes, { fatal: false, offsets: true })]
  const next = new Map(items.map(([, offset], k) => [offset, items[k + 1]?.[1] ?? bytes.length]))
  const out: [string, number, number, string][] = []
  let p = 0
  while (p < bytes.length) {
    const error = codec.validate(bytes.subarray(p))
    if (error === null) break
    const at = p + error.offset
    const end = next.get(at) as number
    out.push([error.kind, at, end, error.shifted(p).message])
    p = end
  }
  return out
}

describe('validate --all in-process, into a stream that passes its chunks on', () => {
  it('megabytes of report: every batch as it was written (a batch is not reused under the reader)', async () => {
    const path = join(dir, 'in-process.bin')
    writeFileSync(path, denseInput(100_000, 41))
    const ran = await run(['validate', '--all', path])
    const built = spawnSync(process.execPath, [cli, 'validate', '--all', path], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    })
    expect(ran.out.length).toBeGreaterThan(3 << 20)
    expect(ran.out.length).toBe(built.stdout.length)
    expect(ran.out === built.stdout).toBe(true)
  })
})

describe.each(RUNTIMES)('validate --all on dense errors, the built command on %s', (runtime, command) => {
  const skip = command === null || !existsSync(cli)
  if (command === null) it.skip(`${runtime} is not installed here`, () => {})
  const args = (...rest: string[]) => [...(command as string[]).slice(1), cli, ...rest]
  const bin = () => (command as string[])[0] as string

  it.skipIf(skip)(
    'the default scheme is utf-8 as --scheme names it by any label; another label is its own scheme',
    () => {
      const path = join(dir, `${runtime}-labels.bin`)
      writeFileSync(path, denseInput(6000, 41))
      const run = (...more: string[]) =>
        spawnSync(bin(), args('validate', '--all', ...more, path), {
          encoding: 'utf8',
          maxBuffer: 1 << 28,
          timeout: 60_000,
        })
      const plain = run()
      expect([plain.status, plain.stdout.split('\n')[0]]).toEqual([
        1,
        expect.stringContaining(': Cannot decode utf-8: '),
      ])
      for (const label of ['utf-8', 'UTF-8', 'utf8']) {
        const ran = run('-s', label)
        expect([label, ran.status, ran.stdout === plain.stdout]).toEqual([label, 1, true])
      }
      const cesu = run('-s', 'cesu-8')
      expect([cesu.status, cesu.stdout.split('\n')[0]]).toEqual([
        1,
        expect.stringContaining(': Cannot decode cesu-8: '),
      ])
      const unknown = run('-s', 'latin-1')
      expect([unknown.status, unknown.stdout, unknown.stderr.split('\n')[0]]).toEqual([
        2,
        '',
        "utf8x: unknown scheme 'latin-1' for --scheme. Known schemes:",
      ])
    },
    60_000,
  )
  it.skipIf(skip)(
    'every error, with its message, in every scheme: as the library reads them',
    () => {
      const bytes = denseInput(6000, 36)
      const path = join(dir, `${runtime}-dense.bin`)
      writeFileSync(path, bytes)
      for (const codec of codecs as readonly Codec<number | bigint>[]) {
        const ran = spawnSync(bin(), args('validate', '--all', '--json', '-s', codec.name, path), {
          encoding: 'utf8',
          maxBuffer: 1 << 28,
          timeout: 60_000,
        })
        const errors = JSON.parse(ran.stdout).files[0].errors as Record<string, unknown>[]
        const expected = referenceErrors(codec, bytes)
        expect(expected.length).toBeGreaterThan(1000)
        expect([codec.name, errors.map((e) => [e.kind, e.offset, e.end, e.message])]).toEqual([
          codec.name,
          expected,
        ])
        expect(ran.status).toBe(1)
      }
    },
    120_000,
  )

  /** `validate --all`'s text report of `path` is its JSON report as text (the general path's). */
  const sameAsJson = (path: string, name: string, least: number) => {
    const run = (...more: string[]) =>
      spawnSync(bin(), args('validate', '--all', ...more, '-s', name, path), {
        encoding: 'utf8',
        maxBuffer: 1 << 29,
        timeout: 120_000,
      })
    const text = run()
    const errors = JSON.parse(run('--json').stdout).files[0].errors as {
      line: number
      column: number
      message: string
      end: number
      context: { offset: number; hex: string }
    }[]
    const expected = errors.map((e) => {
      const after = e.context.hex.length - e.context.hex.lastIndexOf(']') - 1
      return `${path}:${e.line}:${e.column}: ${e.message}\n  bytes ${e.context.offset}-${e.end - 1 + after / 3}: ${e.context.hex}\n`
    })
    expect(errors.length).toBeGreaterThan(least)
    expect(text.status).toBe(1)
    // Compared a line at a time: a difference shows where it is.
    const lines = text.stdout.split('\n')
    const want = expected.join('').split('\n')
    expect(lines.length).toBe(want.length)
    for (let k = 0; k < want.length; k++)
      if (lines[k] !== want[k]) expect([name, k, lines[k]]).toEqual([name, k, want[k]])
  }

  it.skipIf(skip)(
    'the text report is the JSON report as text, in every scheme, across pieces and output batches',
    () => {
      // 150 KB of dense errors: a text report of several megabytes, written a batch at a time.
      const big = denseInput(150_000, 3600)
      const small = denseInput(6000, 37)
      for (const [bytes, names] of [
        [big, ['utf-8', 'cesu-8']],
        [small, (codecs as readonly Codec<number | bigint>[]).map((c) => c.name)],
      ] as const) {
        const path = join(dir, `${runtime}-text-${bytes.length}.bin`)
        writeFileSync(path, bytes)
        for (const name of names) sameAsJson(path, name, bytes.length / 10)
      }
    },
    300_000,
  )

  it.skipIf(skip)(
    'one-unit errors written again as met before: the JSON report as text on Latin-1, every unit before every unit, a lead at the end',
    () => {
      // Latin-1 text (a lead before a letter, a space, another lead; continuations alone), lines of it.
      const latin1 = Buffer.from(
        'Être ou ne pas être, ça dépend: élève, Ütopia; Škoda? Ça Ø ÿ ñ ß æ þ ð ¿ « » ° ± µ ¶ ·\n'.repeat(
          200,
        ),
        'latin1',
      )
      // Every unit before every unit, then a space: every one-unit error with every unit after it, at
      // every place in a 4 KiB piece (and across pieces).
      const pairs = new Uint8Array(3 * 256 * 256)
      for (let k = 0; k < 256 * 256; k++) pairs.set([k >> 8, k & 0xff, 0x20], 3 * k)
      const cases: [string, Uint8Array, string[]][] = [
        ['latin1', latin1, ['utf-8', 'wtf-8', 'cesu-8', 'mutf-8']],
        ['pairs', pairs, ['utf-8', 'cesu-8']],
      ]
      // A lead (or a continuation) as the last byte, after the same lead met before a letter.
      for (const last of [0xc3, 0xe5, 0xf0, 0xed, 0xbf, 0xff])
        cases.push([`last-${last}`, Uint8Array.of(last, 0x61, 0x0a, last, 0x62, last), ['utf-8']])
      const paths: string[] = []
      for (const [what, bytes, names] of cases) {
        const path = join(dir, `${runtime}-single-${what}.bin`)
        writeFileSync(path, bytes)
        paths.push(path)
        for (const name of names) sameAsJson(path, name, 2)
      }
      // The messages kept from one file serve the next: the report of each, one after the other.
      const report = (...files: string[]) =>
        spawnSync(bin(), args('validate', '--all', ...files), {
          encoding: 'utf8',
          maxBuffer: 1 << 29,
          timeout: 120_000,
        }).stdout
      const [first, second] = paths as [string, string]
      expect(report(first, second, first) === report(first) + report(second) + report(first)).toBe(true)
    },
    300_000,
  )

  it.skipIf(skip)(
    'a reader that goes away after the first line: the reading of the input stops',
    async () => {
      // 50 MB of random bytes offered on standard input, a chunk at a time, while the command takes them.
      const total = 50 << 20
      const chunk = randomBytes(1 << 16, 7)
      const started = Date.now()
      const child = spawn(bin(), args('validate', '--all', '-'), { stdio: ['pipe', 'pipe', 'pipe'] })
      let offered = 0
      let stopped = false
      child.stdin.on('error', () => {
        stopped = true
      })
      const feed = () => {
        while (!stopped && offered < total) {
          offered += chunk.length
          if (!child.stdin.write(chunk)) return void child.stdin.once('drain', feed)
        }
        if (offered >= total) child.stdin.end()
      }
      feed()
      const firstLine = await new Promise<string>((resolve) => {
        let text = ''
        child.stdout.on('data', (data: Buffer) => {
          text += data.toString('utf8')
          const lf = text.indexOf('\n')
          if (lf >= 0) {
            child.stdout.destroy()
            resolve(text.slice(0, lf))
          }
        })
      })
      const status = await new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
      stopped = true
      expect(firstLine).toMatch(/^<stdin>:1:\d+: Cannot decode utf-8: /)
      expect(status).toBe(1)
      // The command stopped long before the end of the input (a pipe holds at most a few chunks).
      expect(offered).toBeLessThan(total / 4)
      // At once: the first line is written as soon as it is found, and the command ends when the reader
      // has gone (a bound for a loaded machine; the whole run takes well under a second unloaded).
      expect(Date.now() - started).toBeLessThan(8000)
    },
    60_000,
  )

  it.skipIf(skip || !existsSync('/usr/bin/time'))(
    'memory does not grow with the number of errors: 4 MB of random bytes, 1.7 million errors',
    () => {
      const path = join(dir, `${runtime}-8mb.bin`)
      writeFileSync(path, randomBytes(4 << 20, 99))
      const ran = spawnSync(
        'bash',
        [
          '-c',
          `/usr/bin/time -f 'rss %M' ${[bin(), ...args('validate', '--all', path)].map((a) => `'${a}'`).join(' ')} | wc -l`,
        ],
        { encoding: 'utf8', timeout: 300_000 },
      )
      // Two lines an error; the maximum resident set in KiB.
      expect(Number(ran.stdout.trim())).toBeGreaterThan(3_000_000)
      const rss = Number(/rss (\d+)/.exec(ran.stderr)?.[1])
      expect(rss).toBeGreaterThan(0)
      expect(rss).toBeLessThan(400 * 1024)
    },
    300_000,
  )
})
