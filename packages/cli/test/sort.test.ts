// utf8x sort: the in-memory byte order and the merge of runs from disk checked against a simple reference
// (Buffer.compare, and LC_ALL=C sort where it is installed), in-process; then every flag and error path
// through the BUILT command (dist/cli.js, `pnpm build` first) on Node, Bun and Deno.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkKernel } from '../src/fast/index.ts'
import { run } from './_run.ts'
import { cli, RUNTIMES, runCli } from './_spawn.ts'

const dir = mkdtempSync(join(tmpdir(), 'utf8x-sort-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A small deterministic random source (mulberry32). */
function random(seed: number): () => number {
  let s = seed
  return () => {
    s = (s + 0x6d2b79f5) | 0
    let t = Math.imul(s ^ (s >>> 15), 1 | s)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Lines built from a few pieces (NUL, ASCII, 2-, 3- and 4-byte characters, long shared starts), so that
 * many lines share their first bytes, some are starts of others, and some repeat.
 */
function sampleLines(count: number, seed: number): string[] {
  const next = random(seed)
  const pieces = ['\0', 'a', 'b', 'ab', '\u00E9', '\uFF5E', '\u{1F600}', 'the same long start ', '\u007F']
  const lines: string[] = []
  for (let i = 0; i < count; i++) {
    let line = ''
    const length = Math.floor(next() * 12)
    for (let k = 0; k < length; k++) line += pieces[Math.floor(next() * pieces.length)]
    lines.push(line)
  }
  return lines
}

/** The reference: lines sorted by their UTF-8 bytes (Buffer.compare), each with an LF. */
function reference(lines: readonly string[], options: { unique?: boolean; reverse?: boolean } = {}): string {
  let sorted = lines.map((line) => Buffer.from(line, 'utf8')).sort(Buffer.compare)
  if (options.unique) sorted = sorted.filter((line, i) => i === 0 || !line.equals(sorted[i - 1] as Buffer))
  if (options.reverse) sorted.reverse()
  return sorted.map((line) => `${line.toString('utf8')}\n`).join('')
}

/** GNU sort in the C locale (byte order), or null where it is not installed. */
function gnuSort(path: string, args: string[] = []): string | null {
  const result = spawnSync('sort', [...args, path], {
    env: { ...process.env, LC_ALL: 'C' },
    encoding: 'utf8',
  })
  return result.status === 0 ? result.stdout : null
}

describe('sort --check, in-process', () => {
  it('has its WebAssembly module on this runtime (so that the tests of the built command take that route)', () => {
    const kernel = checkKernel()
    expect(kernel).not.toBeNull()
    // "b\nb\na\n": the third line, from offset 4, sorts before the second.
    const memory = new Uint8Array((kernel as NonNullable<typeof kernel>).memory.buffer)
    memory.set(Buffer.from('b\nb\na\n'))
    expect([kernel?.check(0, 2, 6, 0), kernel?.found(), kernel?.last()]).toEqual([2, 1, 4])
    expect([kernel?.check(0, 2, 4, 2), kernel?.found(), kernel?.last()]).toEqual([1, 2, 2])
    expect([kernel?.check(0, 2, 6, 1), kernel?.found(), kernel?.last()]).toEqual([2, 0, 4])
  })
})

describe('sort --buffer-size, in-process', () => {
  it.each(['', 'x', '0', '0K', '1Q', '1.5M', '-5', '101%', 'K', '1KK'])('%j: exit 2', async (value) => {
    expect(await run(['sort', `--buffer-size=${value}`], { stdin: [Buffer.from('a\n')] })).toMatchObject({
      status: 2,
      out: '',
      err: `utf8x: --buffer-size '${value}' is not a size: a number of KiB, or with a suffix b, K, M, G, T or % (1K, 64M, 2G, 10%)\n(utf8x sort --help says how to use it)\n`,
    })
  })

  it.each(['1', '1b', '2k', '1M', '1G', '1t', '50%'])('%j: a size', async (value) => {
    expect((await run(['sort', '-S', value], { stdin: [Buffer.from('b\na\n')] })).out).toBe('a\nb\n')
  })
})

describe('sort, in-process: byte order against the reference', () => {
  const lines = sampleLines(3000, 1)
  const input = Buffer.from(`${lines.join('\n')}\n`, 'utf8')
  const path = join(dir, 'sample.txt')
  writeFileSync(path, input)

  it.each([
    [[], {}],
    [['-u'], { unique: true }],
    [['-r'], { reverse: true }],
    [['-u', '-r'], { unique: true, reverse: true }],
  ] as const)('in memory and merged from runs on disk (--buffer-size 1K): %j', async (args, options) => {
    const expected = reference(lines, options)
    const inMemory = await run(['sort', ...args, path])
    expect([inMemory.status, inMemory.err]).toEqual([0, ''])
    expect(inMemory.out).toBe(expected)
    const temporary = join(dir, `runs-${args.join('')}`)
    mkdirSync(temporary)
    const merged = await run(['sort', '-S', '1K', '-T', temporary, ...args, path])
    expect([merged.status, merged.err]).toEqual([0, ''])
    expect(merged.out).toBe(expected)
    expect(readdirSync(temporary)).toEqual([])
  })

  it('equals LC_ALL=C sort (where installed), in memory and merged', async () => {
    const gnu = gnuSort(path)
    if (gnu === null) return
    expect((await run(['sort', path])).out).toBe(gnu)
    expect((await run(['sort', '--buffer-size=1K', path])).out).toBe(gnu)
    expect((await run(['sort', '-u', '-S', '1K', path])).out).toBe(gnuSort(path, ['-u']))
  })

  it('more than one piece (1 MiB) sorted and merged in memory, as -u and -r', async () => {
    const many = sampleLines(120_000, 5)
    const file = join(dir, 'pieces.txt')
    writeFileSync(file, `${many.join('\n')}\n`)
    expect((await run(['sort', file])).out).toBe(reference(many))
    expect((await run(['sort', '-u', '-r', file])).out).toBe(reference(many, { unique: true, reverse: true }))
  })

  it('one line longer than the buffer, lines that repeat for long, and empty lines', async () => {
    const long = 'x'.repeat(5000)
    // Lines that differ only in how many NULs end them have the same (zero-padded) key bytes.
    const nuls = ['a\0\0', 'a', 'a\0\0\0\0\0\0\0', 'a\0', 'a\0\0\0\0\0\0\0\0b', 'a\0\0\0\0\0']
    const many = [
      long,
      `${long}y`,
      '',
      ...nuls,
      long,
      'the same long start '.repeat(40),
      '',
      'a'.repeat(9),
      'a'.repeat(8),
    ]
    const file = join(dir, 'long.txt')
    writeFileSync(file, `${[...many, ...many, ...many].join('\n')}\n`)
    const expected = reference([...many, ...many, ...many])
    expect((await run(['sort', file])).out).toBe(expected)
    expect((await run(['sort', '-S', '1K', file])).out).toBe(expected)
  })
})

/** CESU-8 bytes of code points (surrogate pairs as two 3-byte sequences). */
function cesu8(...codePoints: number[]): number[] {
  const units = String.fromCodePoint(...codePoints)
  const out: number[] = []
  for (let i = 0; i < units.length; i++) {
    const unit = units.charCodeAt(i)
    if (unit < 0x80) out.push(unit)
    else if (unit < 0x800) out.push(0xc0 | (unit >> 6), 0x80 | (unit & 0x3f))
    else out.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f))
  }
  return out
}

describe.each(RUNTIMES)('the built command on %s: sort', (runtime, command) => {
  const spawn = (args: string[], input?: Uint8Array) => runCli(command, args, input)
  const skip = command === null || !existsSync(cli)
  if (command === null) it.skip(`${runtime} is not installed here`, () => {})
  const here = join(dir, runtime)
  mkdirSync(here, { recursive: true })
  const file = (name: string, content: string | Uint8Array) => {
    const path = join(here, name)
    writeFileSync(path, content)
    return path
  }

  it.skipIf(skip)('several files (a last line without LF gets one), -u, -r, and standard input as -', () => {
    const a = file('a.txt', 'b\n\uFF5E\na')
    const b = file('b.txt', '\u{1F600}\nb\n\u00E9\n')
    expect(spawn(['sort', a, b])).toMatchObject({
      status: 0,
      stdout: 'a\nb\nb\n\u00E9\n\uFF5E\n\u{1F600}\n',
      stderr: '',
    })
    expect(spawn(['sort', '-u', a, b]).stdout).toBe('a\nb\n\u00E9\n\uFF5E\n\u{1F600}\n')
    expect(spawn(['sort', '-r', a, '-'], Buffer.from('c\n')).stdout).toBe('\uFF5E\nc\nb\na\n')
    expect(spawn(['sort', '--unique', '--reverse', b, a]).stdout).toBe('\u{1F600}\n\uFF5E\n\u00E9\nb\na\n')
  })

  it.skipIf(skip)('-o OUT, OUT one of the inputs: replaced with the sorted lines', () => {
    const path = file('in-out.txt', 'c\na\nb\n')
    expect(spawn(['sort', '-o', path, path])).toMatchObject({ status: 0, stdout: '', stderr: '' })
    expect(readFileSync(path, 'utf8')).toBe('a\nb\nc\n')
    const merged = file('in-out-merged.txt', `${sampleLines(400, 2).join('\n')}\n`)
    const expected = reference(sampleLines(400, 2))
    expect(spawn(['sort', '-S', '1K', '--output', merged, merged]).status).toBe(0)
    expect(readFileSync(merged, 'utf8')).toBe(expected)
  })

  it.skipIf(skip)(
    '--buffer-size: runs merged from disk equal the sort in memory; no temporary file left',
    () => {
      const lines = sampleLines(2000, 3)
      const path = file('merge.txt', `${lines.join('\n')}\n`)
      const temporary = join(here, 'runs')
      mkdirSync(temporary, { recursive: true })
      const inMemory = spawn(['sort', path])
      const merged = spawn(['sort', '-S', '1K', '-T', temporary, path])
      expect([merged.status, merged.stderr]).toEqual([0, ''])
      expect(merged.stdout).toBe(inMemory.stdout)
      expect(merged.stdout).toBe(reference(lines))
      const gnu = gnuSort(path)
      if (gnu !== null) expect(merged.stdout).toBe(gnu)
      expect(readdirSync(temporary)).toEqual([])
    },
  )

  it.skipIf(skip || process.platform === 'win32')(
    'thousands of runs with few file descriptors (ulimit -n 256)',
    () => {
      const lines = sampleLines(800, 6)
      const path = file('runs-many.txt', `${lines.join('\n')}\n`)
      const temporary = join(here, 'runs-many')
      mkdirSync(temporary, { recursive: true })
      const quoted = [...(command as string[]), cli, 'sort', '-S', '1b', '-T', temporary, path].map(
        (word) => `'${word.replaceAll("'", "'\\''")}'`,
      )
      const result = spawnSync('sh', ['-c', `ulimit -n 256 && exec ${quoted.join(' ')}`], {
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      })
      expect([result.status, result.stderr]).toEqual([0, ''])
      expect(result.stdout).toBe(reference(lines))
      expect(readdirSync(temporary)).toEqual([])
    },
  )

  it.skipIf(skip)('a --temporary-directory that does not exist: exit 2 when a run is written', () => {
    const path = file('runs-missing.txt', `${sampleLines(200, 4).join('\n')}\n`)
    const missing = join(here, 'no-such-directory')
    expect(spawn(['sort', '-S', '1K', '-T', missing, path])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `utf8x: ${missing}: no such file or directory\n`,
    })
  })

  it.skipIf(skip)(
    'without --buffer-size, a file is held an eighth at a time (runs on disk), standard input in memory',
    () => {
      // 12 MB of lines: more than the least held (4 MiB of sorted lines), so runs go to -T.
      const lines = sampleLines(400_000, 8)
      const input = Buffer.from(`${lines.join('\n')}\n`)
      const path = file('eighth.txt', input)
      const missing = join(here, 'no-such-directory')
      expect(spawn(['sort', '-T', missing, path])).toMatchObject({
        status: 2,
        stdout: '',
        stderr: `utf8x: ${missing}: no such file or directory\n`,
      })
      const piped = spawn(['sort', '-T', missing], input)
      expect([piped.status, piped.stderr]).toEqual([0, ''])
      expect(spawn(['sort', path]).stdout).toBe(piped.stdout)
    },
    120_000,
  )

  it.skipIf(skip)('a bad --buffer-size: exit 2', () => {
    expect(spawn(['sort', '-S', '1Q'], Buffer.from('a\n'))).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `utf8x: --buffer-size '1Q' is not a size: a number of KiB, or with a suffix b, K, M, G, T or % (1K, 64M, 2G, 10%)\n(utf8x sort --help says how to use it)\n`,
    })
  })

  it.skipIf(skip)('ill-formed input in the second file: its name and line; exit 1; OUT not made', () => {
    const good = file('good.txt', 'b\na\n')
    const bad = file('bad.txt', Buffer.from([0x62, 0x0a, 0x61, 0xff, 0x0a]))
    const out = join(here, 'never.txt')
    const result = spawn(['sort', '-o', out, good, bad])
    expect([result.status, result.stdout]).toEqual([1, ''])
    expect(result.stderr).toBe(
      `${bad}:2:2: Cannot decode utf-8: invalid lead at byte 3 (FF): FF starts no sequence in utf-8\n  bytes 0-4: 62 0A 61 [FF] 0A\n`,
    )
    expect(existsSync(out)).toBe(false)
  })

  it.skipIf(skip)('a missing FILE, and an OUT that cannot be written: exit 2', () => {
    const good = file('good2.txt', 'b\na\n')
    const missing = join(here, 'missing.txt')
    expect(spawn(['sort', good, missing])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `utf8x: ${missing}: no such file or directory\n`,
    })
    expect(spawn(['sort', '-o', here, good])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `utf8x: ${here}: is a directory\n`,
    })
  })

  it.skipIf(skip)('CESU-8: code point order by the comparator, in memory and merged, exact bytes', () => {
    // a < U+E000 < U+FF5E < U+10000 < U+1F600; by bytes, the surrogates (ED) would come before EE and EF.
    const order = [[0x61], cesu8(0xe000), cesu8(0xff5e), cesu8(0x10000), cesu8(0x1f600)]
    const expected = Buffer.from(order.flatMap((line) => [...line, 0x0a]))
    const lines = [order[4], order[1], order[3], order[0], order[2], order[4]] as number[][]
    const input = Buffer.from(lines.flatMap((line) => [...line, 0x0a]))
    const paths = [0, 2, 4].map((at) =>
      file(`cesu-${at}.txt`, Buffer.from(lines.slice(at, at + 2).flatMap((line) => [...line, 0x0a]))),
    )
    const bytes = (args: string[], stdin?: Uint8Array) => {
      const [bin, ...rest] = command as string[]
      const result = spawnSync(bin as string, [...rest, cli, ...args], { input: stdin })
      return [result.status, [...result.stdout]]
    }
    const lf = (line: number[]) => [...line, 0x0a]
    expect(bytes(['sort', '--scheme', 'cesu-8'], input)).toEqual([
      0,
      [...expected, ...lf(order[4] as number[])],
    ])
    expect(bytes(['sort', '-s', 'cesu-8', '-u', '-S', '1b', ...paths])).toEqual([0, [...expected]])
    expect(bytes(['sort', '-s', 'cesu-8', '-u', '-r', '-S', '1b', ...paths])).toEqual([
      0,
      order.toReversed().flatMap((line) => [...line, 0x0a]),
    ])
  })

  // `--check` of a file runs in WebAssembly where the runtime has it with SIMD (all three here), and in
  // JavaScript with UTF8X_NO_WASM set: both routes go through every test below.
  describe.each([
    ['WebAssembly', {}],
    ['JavaScript', { UTF8X_NO_WASM: '1' }],
  ] as const)('sort --check in %s', (_route, env) => {
    const spawn = (args: string[], input?: Uint8Array) => runCli(command, args, input, env)

    it.skipIf(skip)('--check: -u makes equal lines out of order, -r checks the reverse order', () => {
      const sorted = file('sorted.txt', 'a\nb\nb\nc\n')
      expect(spawn(['sort', '-c', sorted])).toMatchObject({ status: 0, stdout: '', stderr: '' })
      expect(spawn(['sort', '-c', '-u', sorted])).toMatchObject({
        status: 1,
        stderr: `utf8x: ${sorted}:3: not in strict code point order: line 3 equals line 2\n`,
      })
      expect(spawn(['sort', '-c', '-r', sorted])).toMatchObject({
        status: 1,
        stderr: `utf8x: ${sorted}:2: not in reverse code point order: line 2 sorts after line 1\n`,
      })
      expect(spawn(['sort', '-c', '-r'], Buffer.from('c\nb\nb\na'))).toMatchObject({ status: 0, stderr: '' })
      expect(spawn(['sort', '-c', '-o', join(here, 'x'), sorted])).toMatchObject({
        status: 2,
        stderr: 'utf8x: --check and --output do not go together\n(utf8x sort --help says how to use it)\n',
      })
    })

    it.skipIf(skip)(
      '--check of a file: a line sorts before the lines it starts (even with bytes below LF after it); a missing file or a directory is said',
      () => {
        // Byte order: "a" < "a\0" < "a\t" < "a\tb" < "ab" (a line's end is not its LF byte, 0x0A).
        const sorted = file('starts.txt', 'a\na\0\na\t\na\tb\nab\n')
        expect(spawn(['sort', '-c', sorted])).toMatchObject({ status: 0, stdout: '', stderr: '' })
        expect(spawn(['sort', '-c', '-u', sorted])).toMatchObject({ status: 0, stderr: '' })
        const longerFirst = file('longer.txt', 'a\na\t\na\nb\n')
        expect(spawn(['sort', '-c', longerFirst])).toMatchObject({
          status: 1,
          stderr: `utf8x: ${longerFirst}:3: not in code point order: line 3 sorts before line 2\n`,
        })
        // Lines compared four bytes at a time: an LF among the four ends the line there.
        const long = file('long.txt', 'abcdefgh\nabcdefgh\nabcdefghi\nabcdefgi\nabcdefgi\u00e9\n')
        expect(spawn(['sort', '-c', long])).toMatchObject({ status: 0, stderr: '' })
        expect(spawn(['sort', '-c', '-u', long])).toMatchObject({
          status: 1,
          stderr: `utf8x: ${long}:2: not in strict code point order: line 2 equals line 1\n`,
        })
        const cut = file('cut.txt', 'abcdefghij\nabcdefgh\n')
        expect(spawn(['sort', '-c', cut])).toMatchObject({
          status: 1,
          stderr: `utf8x: ${cut}:2: not in code point order: line 2 sorts before line 1\n`,
        })
        // What cannot be read as a regular file is left to the general check, which says what is wrong.
        const missing = join(here, 'no-such-file.txt')
        expect(spawn(['sort', '-c', missing])).toMatchObject({
          status: 2,
          stderr: `utf8x: ${missing}: no such file or directory\n`,
        })
        expect(spawn(['sort', '-c', here])).toMatchObject({
          status: 2,
          stderr: `utf8x: ${here}: is a directory\n`,
        })
        const reversed = file('reversed.txt', 'ab\na\tb\na\t\na\0\na\na\n')
        expect(spawn(['sort', '-c', '-r', reversed])).toMatchObject({ status: 0, stderr: '' })
        expect(spawn(['sort', '-c', '-r', '-u', reversed])).toMatchObject({
          status: 1,
          stderr: `utf8x: ${reversed}:6: not in strict reverse code point order: line 6 equals line 5\n`,
        })
      },
    )

    // Standard input comes through `cat FILE |`, not spawnSync's `input`: under Deno's test runner (Deno 2.9),
    // spawnSync gives neither status nor output when the child exits before reading all its input, as
    // `--check` does at the first line out of order (Node says EPIPE and keeps both).
    const piped = (args: string[], path: string) =>
      spawnSync('sh', ['-c', 'cat -- "$0" | "$@"', path, ...(command as string[]), cli, ...args], {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      })
    it.skipIf(skip)(
      '--check of a UTF-8 file (read in chunks, lines across them) says what the check of standard input says',
      () => {
        // About 600 KB of sorted lines sharing long starts: lines cross the 256 KiB reads.
        const lines: Uint8Array[] = sampleLines(60_000, 36)
          .map((line) => Buffer.from(line))
          .sort(Buffer.compare)
        const bytes = (list: Uint8Array[], end = '\n') =>
          Buffer.concat([...list.flatMap((l) => [l, Buffer.from('\n')]).slice(0, -1), Buffer.from(end)])
        const sorted = bytes(lines)
        const cases: [string, Buffer, string[]][] = [
          ['sorted', sorted, []],
          ['sorted, no last LF', bytes(lines, ''), []],
          ['sorted, -u', sorted, ['-u']],
          ['sorted, -r', sorted, ['-r']],
          ['reversed, -r', bytes(lines.toReversed()), ['-r']],
        ]
        // A line out of order at the start, in the middle, and at the end; at a read boundary; an
        // ill-formed line before or after it (the first found is what is said).
        for (const at of [1, 2800, 30_000, lines.length - 1]) {
          const swapped = [...lines]
          ;[swapped[at - 1], swapped[at]] = [swapped[at] as Uint8Array, swapped[at - 1] as Uint8Array]
          cases.push([`swapped at ${at}`, bytes(swapped), []])
          const bad = [...lines]
          bad[at] = Buffer.concat([bad[at] as Buffer, Buffer.from([0xc0, 0x80])])
          cases.push([`ill-formed at ${at}`, bytes(bad), []])
          cases.push([
            `ill-formed at ${at}, out of order after`,
            bytes([...bad.slice(0, at + 2), Buffer.from('\0'), ...bad.slice(at + 2)]),
            [],
          ])
          cases.push([
            `out of order at ${at}, ill-formed after`,
            bytes([...swapped.slice(0, at + 2), Buffer.from([0xff]), ...swapped.slice(at + 2)]),
            [],
          ])
        }
        const crossing = sorted.indexOf(0x0a, 1 << 18) + 1
        const before = sorted.lastIndexOf(0x0a, (1 << 18) - 1) + 1
        // The line that crosses the first read, put first: out of order there.
        cases.push([
          'out of order across a read',
          Buffer.concat([
            sorted.subarray(0, before),
            sorted.subarray(before, crossing),
            sorted.subarray(0, 2),
            sorted.subarray(crossing),
          ]),
          [],
        ])
        for (const [what, input, flags] of cases) {
          const path = file('check.txt', input)
          const fromFile = spawn(['sort', '-c', ...flags, path])
          const fromStdin = piped(['sort', '-c', ...flags], path)
          expect([what, fromFile.status, fromFile.stderr.replaceAll(path, '<stdin>')]).toEqual([
            what,
            fromStdin.status,
            fromStdin.stderr,
          ])
        }
        const two = file('check.txt', Buffer.concat([sorted, Buffer.from('\0\n')]))
        expect(spawn(['sort', '-c', two])).toMatchObject({
          status: 1,
          stderr: `utf8x: ${two}:${lines.length + 1}: not in code point order: line ${lines.length + 1} sorts before line ${lines.length}\n`,
        })
      },
      120_000,
    )

    it.skipIf(skip)(
      '--check: lines that differ or end at each byte of their first 16-byte steps, CRLF, and lines longer than a read',
      () => {
        // Starts of 0 to 40 bytes (across the 16-byte steps), each alone, then followed by a byte below LF,
        // CR, and a byte above: sorted in byte order, a line before the lines it starts.
        const lines: Buffer[] = []
        for (let k = 0; k <= 40; k++) {
          const start = 'x'.repeat(k)
          for (const end of ['', '\0', '\t', '\r', 'y', '\u00e9']) lines.push(Buffer.from(start + end))
        }
        // Longer than a read (256 KiB), sharing all but their last bytes, and one ending where the other
        // goes on.
        const long = 'x'.repeat(300_000)
        lines.push(Buffer.from(long), Buffer.from(`${long}\r`), Buffer.from(`${long}y`))
        lines.sort(Buffer.compare)
        const join = (list: Buffer[], end = '\n') =>
          Buffer.concat([...list.flatMap((l) => [l, Buffer.from('\n')]).slice(0, -1), Buffer.from(end)])
        const sorted = file('steps.txt', join(lines))
        expect(spawn(['sort', '-c', '-u', sorted])).toMatchObject({ status: 0, stderr: '' })
        expect(spawn(['sort', '-c', '-u', file('steps.txt', join(lines, ''))])).toMatchObject({
          status: 0,
          stderr: '',
        })
        expect(spawn(['sort', '-c', '-r', '-u', file('steps.txt', join(lines.toReversed()))])).toMatchObject({
          status: 0,
          stderr: '',
        })
        // Each pair of neighbours swapped (every seventh, and the long lines): the second is out of order.
        const at = [...lines.keys()].filter((i) => i > 0 && (i % 7 === 0 || i >= lines.length - 3))
        for (const i of at) {
          const swapped = [...lines]
          ;[swapped[i - 1], swapped[i]] = [swapped[i] as Buffer, swapped[i - 1] as Buffer]
          const path = file('steps.txt', join(swapped, i === lines.length - 1 ? '' : '\n'))
          expect([i, spawn(['sort', '-c', path]).stderr]).toEqual([
            i,
            `utf8x: ${path}:${i + 1}: not in code point order: line ${i + 1} sorts before line ${i}\n`,
          ])
        }
        // A line equal to the one before, 300,000 bytes long and crossing reads.
        const equal = file('steps.txt', join([...lines, lines[lines.length - 1] as Buffer]))
        expect(spawn(['sort', '-c', '-u', equal])).toMatchObject({
          status: 1,
          stderr: `utf8x: ${equal}:${lines.length + 1}: not in strict code point order: line ${lines.length + 1} equals line ${lines.length}\n`,
        })
        expect(spawn(['sort', '-c', equal])).toMatchObject({ status: 0, stderr: '' })
      },
      120_000,
    )
  })
})
