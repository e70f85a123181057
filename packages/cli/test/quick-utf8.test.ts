// The BUILT command (dist/cli.js, `pnpm build` first) on Node, Bun and Deno: `validate` of a UTF-8 file
// through the runtime's validator, READ bytes at a time (`_utf8-file.ts`), says what the general checker
// says: well-formed sequences cut by a read, first errors that straddle a read, a file all ASCII but its
// last byte, in the report, --json, -q and -l; a FIFO is left to the general path, opened once.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { READ } from '../src/_utf8-file.ts'
import { cli, RUNTIMES, runCli } from './_spawn.ts'

const dir = mkdtempSync(join(tmpdir(), 'utf8x-quick-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Lines of 99 `a` and LF, `length` bytes in all, with `bytes` written at `at`. */
function text(length: number, at: number, bytes: readonly number[]): Uint8Array {
  const out = new Uint8Array(length).fill(0x61)
  for (let i = 99; i < length; i += 100) out[i] = 0x0a
  out.set(bytes, at)
  return out
}
const file = (name: string, bytes: Uint8Array) => {
  const path = join(dir, name)
  writeFileSync(path, bytes)
  return path
}

const SIZE = READ + 300
/** Line and column of a byte of {@link text} (one byte a character before it). */
const where = (offset: number) => `${Math.floor(offset / 100) + 1}:${(offset % 100) + 1}`
/** The context line of the run `run` (hex) at `offset` in {@link text}: 8 `a` before it, `after` after. */
const context = (offset: number, run: string, after: number) =>
  `  bytes ${offset - 8}-${offset + run.split(' ').length + after - 1}: ${'61 '.repeat(8)}[${run}]${' 61'.repeat(after)}\n`

// The boundary of the first read (READ is a multiple of 4, so that every case below crosses it).
const B = READ
const cases: [name: string, at: number, bytes: number[], report: (path: string) => string][] = [
  [
    'a truncated sequence, its lead before the boundary and the byte that ends it after',
    B - 2,
    [0xe2, 0x82],
    (p) =>
      `${p}:${where(B - 2)}: Cannot decode utf-8: truncated 3-byte sequence at byte ${B - 2} (E2 82): the lead (1110xxxx) announces 2 extension bytes; 1 came, then 61, a single byte (0xxxxxxx)\n${context(B - 2, 'E2 82', 8)}`,
  ],
  [
    'a 4-byte sequence cut short across the boundary',
    B - 1,
    [0xf0, 0x9f, 0x98, 0x41],
    (p) =>
      `${p}:${where(B - 1)}: Cannot decode utf-8: truncated 4-byte sequence at byte ${B - 1} (F0 9F 98): the lead (11110xxx) announces 3 extension bytes; 2 came, then 41, a single byte (0xxxxxxx)\n  bytes ${B - 9}-${B + 9}: ${'61 '.repeat(8)}[F0 9F 98] 41${' 61'.repeat(7)}\n`,
  ],
  [
    'a continuation byte first after the boundary',
    B,
    [0x80],
    (p) =>
      `${p}:${where(B)}: Cannot decode utf-8: unexpected continuation at byte ${B} (80): an extension byte (10xxxxxx) cannot start a sequence\n${context(B, '80', 8)}`,
  ],
  [
    'an overlong sequence across the boundary',
    B - 1,
    [0xc0, 0x80],
    (p) =>
      `${p}:${where(B - 1)}: Cannot decode utf-8: overlong 2-byte sequence at byte ${B - 1} (C0 80): U+0000 takes 1 byte\n  bytes ${B - 9}-${B + 7}: ${'61 '.repeat(8)}[C0] 80${' 61'.repeat(7)}\n`,
  ],
  [
    'a surrogate across the boundary',
    B - 2,
    [0xed, 0xa0, 0x80],
    (p) =>
      `${p}:${where(B - 2)}: Cannot decode utf-8: surrogate U+D800 at byte ${B - 2} (ED A0 80): utf-8 does not encode surrogates\n  bytes ${B - 10}-${B + 6}: ${'61 '.repeat(8)}[ED] A0 80${' 61'.repeat(6)}\n`,
  ],
  [
    'all ASCII but an FF at the end, after the first read',
    SIZE - 1,
    [0xff],
    (p) =>
      `${p}:${where(SIZE - 1)}: Cannot decode utf-8: invalid lead at byte ${SIZE - 1} (FF): FF starts no sequence in utf-8\n  bytes ${SIZE - 9}-${SIZE - 1}: ${'61 '.repeat(8)}[FF]\n`,
  ],
  [
    'all ASCII but a lead at the end, which the input ends',
    SIZE - 1,
    [0xc3],
    (p) =>
      `${p}:${where(SIZE - 1)}: Cannot decode utf-8: truncated 2-byte sequence at byte ${SIZE - 1} (C3): the lead (110xxxxx) announces 1 extension byte; 0 came, then the input ends\n  bytes ${SIZE - 9}-${SIZE - 1}: ${'61 '.repeat(8)}[C3]\n`,
  ],
]

const bad = cases.map(([name, at, bytes, report], i) => {
  const path = file(`bad${i}.txt`, text(SIZE, at, bytes))
  return { name, path, report: report(path) }
})
// Well-formed sequences of 2, 3 and 4 bytes cut by the first read at each of their bytes.
const good: string[] = []
for (const sequence of [
  [0xc3, 0xa9],
  [0xe2, 0x82, 0xac],
  [0xf0, 0x9f, 0x98, 0x80],
])
  for (let back = 1; back < sequence.length; back++)
    good.push(file(`good${sequence.length}-${back}.txt`, text(SIZE, B - back, sequence)))
// Small, in one read: all ASCII but the last byte.
const smallBad = file('small-bad.txt', text(150, 149, [0xe9]))
const smallGood = file('small-good.txt', text(150, 148, [0xc3, 0xa9]))

describe.each(RUNTIMES)('on %s', (runtime, command) => {
  const run = (args: string[]) => {
    const r = runCli(command, args)
    return { status: r.status, stdout: r.stdout, stderr: r.stderr }
  }
  const skip = command === null || !existsSync(cli)
  if (command === null) it.skip(`${runtime} is not installed here`, () => {})

  it.skipIf(skip).each(bad)('$name: the first error, exactly', ({ path, report }) => {
    expect(run(['validate', path])).toEqual({ status: 1, stdout: report, stderr: '' })
    expect(run(['validate', '-q', path])).toEqual({ status: 1, stdout: '', stderr: '' })
    expect(run(['validate', '-l', path, smallGood])).toEqual({ status: 1, stdout: `${path}\n`, stderr: '' })
  })

  it.skipIf(skip)('well-formed sequences cut by a read: well-formed, with the size', () => {
    expect(run(['validate', ...good])).toEqual({
      status: 0,
      stdout: good.map((path) => `${path}: well-formed utf-8 (${SIZE} bytes)\n`).join(''),
      stderr: '',
    })
    expect(run(['validate', '-l', ...good])).toEqual({ status: 0, stdout: '', stderr: '' })
  })

  it.skipIf(skip)('a small file all ASCII but its last byte; --json of both routes', () => {
    expect(run(['validate', smallGood, smallBad])).toEqual({
      status: 1,
      stdout:
        `${smallGood}: well-formed utf-8 (150 bytes)\n` +
        `${smallBad}:2:50: Cannot decode utf-8: truncated 3-byte sequence at byte 149 (E9): the lead (1110xxxx) announces 2 extension bytes; 0 came, then the input ends\n` +
        `  bytes 141-149: 61 61 61 61 61 61 61 61 [E9]\n`,
      stderr: '',
    })
    const json = JSON.parse(run(['validate', '--json', smallGood, smallBad]).stdout)
    expect(json.files[0]).toEqual({ file: smallGood, errors: [], wellFormed: true, bytes: 150 })
    expect(json.files[1]).toMatchObject({ file: smallBad, wellFormed: false, bytes: 150 })
    expect(json.files[1].errors).toHaveLength(1)
  })

  it.skipIf(skip)('a FIFO (as `<(command)` gives) is read once, by the general path', async () => {
    for (const args of [[], ['-q']]) {
      const fifo = join(dir, `fifo-${runtime}-${args.length}`)
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
      // The writer writes once, as a command does, and is gone.
      const writer = spawn('sh', ['-c', `printf 'ok\\n' > "$1"`, 'sh', fifo], { stdio: 'ignore' })
      const [bin, ...rest] = command as string[]
      const r = spawnSync(bin as string, [...rest, cli, 'validate', ...args, fifo], {
        encoding: 'utf8',
        timeout: 20_000,
        env: { ...process.env, NO_COLOR: '1' },
      })
      writer.kill()
      expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
        status: 0,
        stdout: args.length === 0 ? `${fifo}: well-formed utf-8 (3 bytes)\n` : '',
        stderr: '',
      })
    }
  })
})
