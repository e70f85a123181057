// End to end: the BUILT command (dist/cli.js, `pnpm build` first) spawned on Node, Bun and Deno (a
// runtime whose binary is missing is skipped, and says so): errors at the chunk boundaries of file and
// pipe reads with exact offsets, lines and columns; a reader that goes away (`| head -c 10`); missing
// files; unknown schemes; no partial output file.
import { spawnSync } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CHUNK } from '../src/_io.ts'
import { VERSION } from '../src/_version.ts'
import { cli, RUNTIMES, runCli } from './_spawn.ts'

const dir = mkdtempSync(join(tmpdir(), 'utf8x-e2e-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/**
 * Lines of 100 bytes (99 of text, LF) around the chunk boundaries of file reads (CHUNK) and of pipes
 * (64 KiB): a 3-byte character split across the first boundary, and ill-formed sequences that start one
 * byte before, at and one byte after later boundaries.
 */
function sample(): { bytes: Uint8Array; errors: { kind: string; offset: number }[] } {
  const bytes = new Uint8Array(3 * CHUNK + 500).fill(0x61)
  for (let i = 99; i < bytes.length; i += 100) bytes[i] = 0x0a
  const put = (at: number, ...values: number[]) => bytes.set(values, at)
  put(CHUNK - 1, 0xe2, 0x82, 0xac) // € across the boundary: well-formed
  put((1 << 16) - 2, 0xc3, 0xa9) // é up to the first pipe boundary
  const errors = [
    { kind: 'truncated', offset: 2 * CHUNK - 1 }, // E2 at the last byte of a chunk, then 'a'
    { kind: 'overlong', offset: 2 * CHUNK + 1 }, // C0, then 80: two U+FFFD, as replacement decoding
    { kind: 'unexpected-continuation', offset: 2 * CHUNK + 2 },
    { kind: 'unexpected-continuation', offset: 3 * CHUNK },
  ]
  put(2 * CHUNK - 1, 0xe2)
  put(2 * CHUNK + 1, 0xc0, 0x80)
  put(3 * CHUNK, 0x80)
  return { bytes, errors }
}

/** Line and column of a byte, counting UTF-8 characters from the line start (the reference). */
function lineColumn(bytes: Uint8Array, offset: number) {
  let line = 1
  let start = 0
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) [line, start] = [line + 1, i + 1]
  let column = 1
  for (let i = start; i < offset; i++) if (((bytes[i] as number) & 0xc0) !== 0x80) column++
  return { line, column }
}

describe.each(RUNTIMES)('the built command on %s', (runtime, command) => {
  const run = (args: string[], input?: Uint8Array) => runCli(command, args, input)
  const skip = command === null || !existsSync(cli)
  if (command === null) it.skip(`${runtime} is not installed here`, () => {})
  if (!existsSync(cli))
    it('needs the built command: run pnpm build first', () => expect(existsSync(cli)).toBe(true))

  it.skipIf(skip)('--version', () => {
    for (const flag of ['--version', '-V']) {
      const result = run([flag])
      expect([result.status, result.stdout, result.stderr]).toEqual([0, `${VERSION}\n`, ''])
    }
  })

  it.skipIf(skip || !existsSync('/dev/full'))('--version to a full device: the message and exit 2', () => {
    // Written at once, before anything is loaded; a write that fails is then said as any other command says it.
    const [bin, ...rest] = command as string[]
    const full = openSync('/dev/full', 'w')
    try {
      const result = spawnSync(bin as string, [...rest, cli, '--version'], {
        stdio: ['ignore', full, 'pipe'],
        encoding: 'utf8',
      })
      expect([result.status, result.stderr]).toEqual([2, 'utf8x: <stdout>: no space left on device\n'])
    } finally {
      closeSync(full)
    }
  })

  it.skipIf(skip)("package.json's bin: --version at once, anything else through the command", () => {
    const manifest = JSON.parse(readFileSync(join(cli, '..', '..', 'package.json'), 'utf8'))
    const bin = join(cli, '..', '..', manifest.bin.utf8x)
    const [runtimeBin, ...rest] = command as string[]
    const spawn = (args: string[], options: object = {}) =>
      spawnSync(runtimeBin as string, [...rest, bin, ...args], { encoding: 'utf8', ...options })
    expect(readFileSync(bin, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/)
    for (const flag of ['--version', '-V']) {
      const result = spawn([flag])
      expect([result.status, result.stdout, result.stderr]).toEqual([0, `${VERSION}\n`, ''])
    }
    if (runtime === 'node') {
      // Answered before any module is loaded (Node starts a module later than a CommonJS file).
      const traced = spawn(['--version'], { env: { ...process.env, NODE_DEBUG: 'esm' } })
      expect([traced.status, traced.stdout]).toEqual([0, `${VERSION}\n`])
      expect(traced.stderr).not.toMatch(/^ESM \d+:/m)
    }
    const bad = spawn(['validate'], { input: Uint8Array.of(0x61, 0x0a, 0x62, 0xc0, 0x80) })
    expect([bad.status, bad.stdout.split('\n')[0], bad.stderr]).toEqual([
      1,
      '<stdin>:2:2: Cannot decode utf-8: overlong 2-byte sequence at byte 3 (C0 80): U+0000 takes 1 byte',
      '',
    ])
    if (existsSync('/dev/full')) {
      const full = openSync('/dev/full', 'w')
      try {
        const result = spawn(['--version'], { stdio: ['ignore', full, 'pipe'] })
        expect([result.status, result.stderr]).toEqual([2, 'utf8x: <stdout>: no space left on device\n'])
      } finally {
        closeSync(full)
      }
    }
  })

  it.skipIf(skip)('--help, and each command (loaded when it runs) with its --help', () => {
    const help = run(['--help'])
    expect([help.status, help.stderr]).toEqual([0, ''])
    expect(help.stdout).toMatch(/^Usage: utf8x COMMAND/)
    expect(help.stdout).toContain('\n  utf-8 (also ')
    for (const name of ['validate', 'transcode', 'detect', 'explain', 'sort', 'fix', 'completion']) {
      const result = run([name, '--help'])
      expect([name, result.status, result.stderr]).toEqual([name, 0, ''])
      expect(result.stdout.startsWith(`Usage: utf8x ${name}`)).toBe(true)
      expect(run(['help', name]).stdout).toBe(result.stdout)
    }
  })

  it.skipIf(skip)('validate --all: errors at chunk boundaries, from a file and from a pipe', () => {
    const { bytes, errors } = sample()
    const path = join(dir, `${runtime}-sample.txt`)
    writeFileSync(path, bytes)
    const expected = errors.map((e) => ({ ...e, ...lineColumn(bytes, e.offset) }))
    for (const [args, input] of [
      [[path], undefined],
      [['-'], bytes],
    ] as const) {
      const result = run(['validate', '--all', '--json', ...args], input)
      expect(result.stderr).toBe('')
      expect(result.status).toBe(1)
      const [report] = JSON.parse(result.stdout).files
      expect(report.bytes).toBe(bytes.length)
      expect(
        report.errors.map(({ kind, offset, line, column }: Record<string, unknown>) => ({
          kind,
          offset,
          line,
          column,
        })),
      ).toEqual(expected)
    }
    const first = run(['validate', path])
    expect(first.status).toBe(1)
    const { line, column } = expected[0] as { line: number; column: number }
    expect(first.stdout.split('\n')[0]).toBe(
      `${path}:${line}:${column}: Cannot decode utf-8: truncated 3-byte sequence at byte ${2 * CHUNK - 1} (E2): the lead (1110xxxx) announces 2 extension bytes; 0 came, then 61, a single byte (0xxxxxxx)`,
    )
  })

  it.skipIf(skip)('transcode: an error leaves no output file; success writes it', () => {
    const { bytes } = sample()
    const input = join(dir, `${runtime}-in.txt`)
    writeFileSync(input, bytes)
    const out = join(dir, `${runtime}-out.txt`)
    const failed = run(['transcode', '--from', 'utf-8', '--to', 'cesu-8', input, out])
    expect(failed.status).toBe(1)
    expect(failed.stderr).toMatch(
      new RegExp(
        `^utf8x: .*-in\\.txt:\\d+:\\d+: Cannot decode utf-8: truncated 3-byte sequence at byte ${2 * CHUNK - 1} `,
      ),
    )
    expect(existsSync(out)).toBe(false)
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([])
    const good = bytes.slice(0, 2 * CHUNK - 1)
    writeFileSync(input, good)
    const ok = run(['transcode', '-f', 'utf-8', '-t', 'utf-8-eight-byte', input, out])
    expect([ok.status, ok.stderr]).toEqual([0, ''])
    expect(existsSync(out)).toBe(true)
  })

  it.skipIf(skip)('a reader that goes away (| head -c 10): quiet, exit status 0', () => {
    const input = join(dir, `${runtime}-big.txt`)
    writeFileSync(input, new Uint8Array(16 << 20).fill(0x62))
    const [bin, ...rest] = command as string[]
    const line = [bin, ...rest, cli, 'transcode', '-f', 'utf-8', '-t', 'cesu-8', input]
      .map((a) => `'${a}'`)
      .join(' ')
    const result = spawnSync(
      'bash',
      ['-c', `${line} 2>"$0" | head -c 10; echo " \${PIPESTATUS[0]}"`, join(dir, `${runtime}-err.txt`)],
      {
        encoding: 'utf8',
      },
    )
    expect(result.stdout).toBe('bbbbbbbbbb 0\n')
    expect(spawnSync('cat', [join(dir, `${runtime}-err.txt`)], { encoding: 'utf8' }).stdout).toBe('')
  })

  it.skipIf(skip)('a missing file, a directory and an unknown scheme: a message and exit status 2', () => {
    const missing = join(dir, 'missing.txt')
    const result = run(['validate', missing])
    expect([result.status, result.stdout, result.stderr]).toEqual([
      2,
      '',
      `utf8x: ${missing}: no such file or directory\n`,
    ])
    expect(run(['detect', dir])).toMatchObject({ status: 2, stderr: `utf8x: ${dir}: is a directory\n` })
    const scheme = run(['transcode', '--from', 'latin-1', '--to', 'utf-8'], new Uint8Array(0))
    expect(scheme.status).toBe(2)
    expect(scheme.stderr).toMatch(/^utf8x: unknown scheme 'latin-1' for --from\. Known schemes:\n {2}utf-8 /)
    expect(run(['sort', '--frobnicate'])).toMatchObject({ status: 2, stdout: '' })
  })
})
