// Each command in-process (test/_run.ts): exact output, exit statuses, usage errors, colour, the
// progress bar, output files on success and on error.
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PROGRESS_MIN_BYTES } from '../src/_progress.ts'
import { VERSION } from '../src/_version.ts'
import { bytesOf, run, text } from './_run.ts'

const dir = mkdtempSync(join(tmpdir(), 'utf8x-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = (name: string, bytes: Uint8Array | string) => {
  const path = join(dir, name)
  writeFileSync(path, bytes)
  return path
}
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))

describe('utf8x', () => {
  it('--version prints the package version', async () => {
    expect(VERSION).toBe(manifest.version)
    expect(await run(['--version'])).toMatchObject({ status: 0, out: `${manifest.version}\n` })
  })

  it('--help lists the commands and every scheme; no command is a usage error', async () => {
    const help = await run(['--help'])
    expect(help.status).toBe(0)
    for (const word of [
      'validate',
      'transcode',
      'detect',
      'explain',
      'sort',
      'corrected-utf-8 (also corrected-utf8)',
    ])
      expect(help.out).toContain(word)
    const none = await run([])
    expect([none.status, none.out]).toEqual([2, ''])
    expect(none.err).toBe(help.out)
  })

  it.each(['validate', 'transcode', 'detect', 'explain', 'sort'])('%s --help', async (command) => {
    const ran = await run([command, '--help'])
    expect(ran.status).toBe(0)
    expect(ran.out).toMatch(new RegExp(`^Usage: utf8x ${command} `))
    expect((await run(['help', command])).out).toBe(ran.out)
  })

  it.each([
    [['frobnicate'], "utf8x: unknown command 'frobnicate'\n(utf8x --help says how to use it)\n"],
    [['--frob'], "utf8x: unknown option '--frob'\n(utf8x --help says how to use it)\n"],
    [
      ['validate', '--frob'],
      "utf8x: unknown option '--frob' for validate\n(utf8x validate --help says how to use it)\n",
    ],
    [['validate', '--scheme'], 'utf8x: --scheme needs a value\n(utf8x validate --help says how to use it)\n'],
    [['validate', '--json=1'], 'utf8x: --json takes no value\n(utf8x validate --help says how to use it)\n'],
    [
      ['transcode', '--to', 'utf-8'],
      'utf8x: transcode needs --from S (the scheme of the input)\n(utf8x transcode --help says how to use it)\n',
    ],
    [
      ['transcode', '-f', 'utf-8'],
      'utf8x: transcode needs --to S (the scheme to write)\n(utf8x transcode --help says how to use it)\n',
    ],
    [
      ['transcode', '-f', 'utf8', '-t', 'utf8', 'a', 'b', 'c'],
      'utf8x: transcode takes IN and OUT at most (found 3)\n(utf8x transcode --help says how to use it)\n',
    ],
    [
      ['explain'],
      'utf8x: explain needs TEXT, U+XXXX or --bytes HEX\n(utf8x explain --help says how to use it)\n',
    ],
    [
      ['explain', '--bytes', 'C0 8'],
      "utf8x: --bytes takes hex digits, two for each byte (found 'C0 8')\n(utf8x explain --help says how to use it)\n",
    ],
    [
      ['sort', '-c', 'a', 'b'],
      'utf8x: sort --check takes one FILE at most (found 2)\n(utf8x sort --help says how to use it)\n',
    ],
  ])('usage error %j: exit 2', async (argv, message) => {
    expect(await run(argv)).toMatchObject({ status: 2, out: '', err: message })
  })

  it('an unknown scheme lists the known labels; a hunk scheme is refused', async () => {
    const ran = await run(['validate', '--scheme', 'utf-16'])
    expect(ran.status).toBe(2)
    expect(ran.err).toMatch(
      /^utf8x: unknown scheme 'utf-16' for --scheme\. Known schemes:\n {2}utf-8 \(also utf8, /,
    )
    expect(ran.err).toContain('\n  mutf-8 (also mutf8, java-modified-utf-8, modified-utf-8, modified-utf8)\n')
    const hunks = await run(['transcode', '-f', 'UTF-8-HUNK-5', '-t', 'utf-8'])
    expect(hunks.status).toBe(2)
    expect(hunks.err).toMatch(/^utf8x: utf-8-hunk-5 works on 5-bit hunks, not bytes/)
  })
})

describe('validate', () => {
  const bad = bytesOf(...text('hello\nwor'), 0xc0, 0x80, ...text('ld and more\n'), 0xe2, 0x82)

  it('reports the first ill-formed sequence: file:line:column, message, bytes around it; exit 1', async () => {
    const path = file('bad.txt', bad)
    const ran = await run(['validate', path])
    expect(ran.status).toBe(1)
    expect(ran.out).toBe(
      `${path}:2:4: Cannot decode utf-8: overlong 2-byte sequence at byte 9 (C0 80): U+0000 takes 1 byte\n` +
        '  bytes 1-17: 65 6C 6C 6F 0A 77 6F 72 [C0] 80 6C 64 20 61 6E 64 20\n',
    )
  })

  it('--all --json: every run, with kind, offsets, line, column, context; well-formed files too', async () => {
    const good = file('good.txt', 'héllo\n')
    const ran = await run(['validate', '--all', '--json', '-', good], { stdin: [bad] })
    expect(ran.status).toBe(1)
    const report = JSON.parse(ran.out)
    expect(report.scheme).toBe('utf-8')
    expect(report.files[0]).toEqual({
      file: '<stdin>',
      wellFormed: false,
      bytes: 25,
      errors: [
        {
          kind: 'overlong',
          offset: 9,
          end: 10,
          line: 2,
          column: 4,
          hex: 'C0',
          message: 'Cannot decode utf-8: overlong 2-byte sequence at byte 9 (C0 80): U+0000 takes 1 byte',
          context: { offset: 1, hex: '65 6C 6C 6F 0A 77 6F 72 [C0] 80 6C 64 20 61 6E 64 20' },
        },
        {
          // As replacement decoding (and TextDecoder) writes two U+FFFD for C0 80.
          kind: 'unexpected-continuation',
          offset: 10,
          end: 11,
          line: 2,
          column: 5,
          hex: '80',
          message:
            'Cannot decode utf-8: unexpected continuation at byte 10 (80): an extension byte (10xxxxxx) cannot start a sequence',
          context: { offset: 2, hex: '6C 6C 6F 0A 77 6F 72 C0 [80] 6C 64 20 61 6E 64 20 6D' },
        },
        {
          kind: 'truncated',
          offset: 23,
          end: 25,
          line: 3,
          column: 1,
          hex: 'E2 82',
          message:
            'Cannot decode utf-8: truncated 3-byte sequence at byte 23 (E2 82): the lead (1110xxxx) announces 2 extension bytes; 1 came, then the input ends',
          context: { offset: 15, hex: '6E 64 20 6D 6F 72 65 0A [E2 82]' },
        },
      ],
    })
    expect(report.files[1]).toEqual({ file: good, wellFormed: true, bytes: 7, errors: [] })
  })

  it('a missing file and a directory: a message, exit 2, the other files still checked', async () => {
    const good = file('good2.txt', 'ok\n')
    const missing = join(dir, 'missing.txt')
    const ran = await run(['validate', missing, dir, good])
    expect(ran.status).toBe(2)
    expect(ran.err).toBe(`utf8x: ${missing}: no such file or directory\nutf8x: ${dir}: is a directory\n`)
    expect(ran.out).toBe(`${good}: well-formed utf-8 (3 bytes)\n`)
    const json = JSON.parse((await run(['validate', '--json', missing])).out)
    expect(json.files).toEqual([{ file: missing, error: 'no such file or directory' }])
  })

  it('--all: runs next to each other and across lines in one chunk, each with its own line and column', async () => {
    const runs = bytesOf(0xff, 0xff, 0x61, 0x0a, 0xc0, 0x80, 0x62, 0xff, 0x0a, 0x63, 0x64, 0xe2, 0x82)
    const ran = await run(['validate', '--all', '--json'], { stdin: [runs] })
    const found = JSON.parse(ran.out).files[0].errors.map(
      (e: { offset: number; end: number; line: number; column: number }) => [
        e.offset,
        e.end,
        e.line,
        e.column,
      ],
    )
    expect(found).toEqual([
      [0, 1, 1, 1],
      [1, 2, 1, 2],
      [4, 5, 2, 1],
      [5, 6, 2, 2],
      [7, 8, 2, 3],
      [11, 13, 3, 3],
    ])
  })

  it('--all on 20 KB of FF: one run per byte, the last at column 20000', async () => {
    const ff = new Uint8Array(20_000).fill(0xff)
    const ran = await run(['validate', '--all', '--json'], { stdin: [ff] })
    const { errors } = JSON.parse(ran.out).files[0]
    expect(errors.length).toBe(20_000)
    expect(errors.at(-1)).toMatchObject({ offset: 19_999, end: 20_000, line: 1, column: 20_000 })
  })

  it('counts columns in characters of the scheme (a CESU-8 pair is one)', async () => {
    const cesu = bytesOf(0x61, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80, 0x62, 0xff)
    const ran = await run(['validate', '--scheme', 'CESU-8', '--json'], { stdin: [cesu] })
    const [error] = JSON.parse(ran.out).files[0].errors
    expect(error).toMatchObject({ kind: 'invalid-lead', offset: 8, line: 1, column: 4 })
  })

  it('colours only on a terminal without NO_COLOR', async () => {
    const tty = await run(['validate'], { stdin: [bytesOf(0xff)], tty: true })
    expect(tty.out).toContain('\x1b[31;1mCannot decode utf-8')
    const noColor = await run(['validate'], { stdin: [bytesOf(0xff)], tty: true, env: { NO_COLOR: '1' } })
    expect(noColor.out).not.toContain('\x1b[')
    expect((await run(['validate'], { stdin: [bytesOf(0xff)] })).out).not.toContain('\x1b[')
  })

  it('draws a progress bar on a terminal for a large file only, and clears it', async () => {
    const big = join(dir, 'big.bin')
    writeFileSync(big, '')
    truncateSync(big, PROGRESS_MIN_BYTES + 1) // zeros: U+0000, well-formed
    const tty = await run(['validate', big], { tty: true })
    expect(tty.status).toBe(0)
    expect(tty.err).toMatch(/^\r.*big\.bin \[[#.]+\] \d+% [\d.]+\/32\.0 MiB\x1b\[K/)
    expect(tty.err.endsWith('\r\x1b[K')).toBe(true)
    expect((await run(['validate', big])).err).toBe('')
    const small = file('small.txt', 'a\n')
    expect((await run(['validate', small], { tty: true })).err).toBe('')
  })
})

describe('transcode', () => {
  it('converts a file and writes OUT only on success', async () => {
    const input = file('in.txt', 'A\u0000😀\n')
    const out = join(dir, 'out.bin')
    const ran = await run(['transcode', '--from', 'utf-8', '--to', 'java-modified-utf-8', input, out])
    expect([ran.status, ran.out, ran.err]).toEqual([0, '', ''])
    expect(Array.from(readFileSync(out))).toEqual([
      0x41, 0xc0, 0x80, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80, 0x0a,
    ])
  })

  it('on an error: exact position, exit 1, OUT left as it was and no temporary file', async () => {
    const input = file('in-bad.txt', bytesOf(0x61, 0x0a, 0x62, 0xed, 0xa0, 0x80, 0x63))
    const out = file('kept.txt', 'before\n')
    const ran = await run(['transcode', '-f', 'utf-8', '-t', 'cesu-8', input, out])
    expect(ran.status).toBe(1)
    expect(ran.err).toBe(
      `utf8x: ${input}:2:2: Cannot decode utf-8: surrogate U+D800 at byte 3 (ED A0 80): utf-8 does not encode surrogates\n`,
    )
    expect(readFileSync(out, 'utf8')).toBe('before\n')
    const fresh = join(dir, 'fresh.txt')
    expect((await run(['transcode', '-f', 'utf-8', '-t', 'cesu-8', input, fresh])).status).toBe(1)
    expect(existsSync(fresh)).toBe(false)
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('a code point the target cannot hold: its input byte; --replace writes U+FFFD', async () => {
    const infinity = bytesOf(0x41, 0xf4, 0x90, 0x80, 0x80, 0x42) // U+110000 in UTF-∞-8
    const strict = await run(['transcode', '-f', 'utf-infinity-8', '-t', 'utf-8'], { stdin: [infinity] })
    expect(strict.status).toBe(1)
    expect(strict.err).toBe(
      'utf8x: <stdin>:1:2: Cannot encode U+110000 in utf-8: out of range (input byte 1)\n',
    )
    const replaced = await run(['transcode', '-r', '-f', 'utf-infinity-8', '-t', 'utf-8'], {
      stdin: [infinity],
    })
    expect([replaced.status, replaced.out]).toEqual([0, 'A\uFFFDB'])
    const bad = await run(['transcode', '--replace', '-f', 'utf-8', '-t', 'utf-8'], {
      stdin: [bytesOf(0x61, 0xc0, 0x80, 0x62)],
    })
    expect([bad.status, bad.out]).toEqual([0, 'a\uFFFD\uFFFDb'])
  })

  it('strict: the first problem in the input, whether ill-formed or a code point the target cannot hold', async () => {
    // U+110000 in UTF-∞-8, then an FF (ill-formed there), in one read; and the other way round.
    const refusedFirst = await run(['transcode', '-f', 'utf-infinity-8', '-t', 'utf-8'], {
      stdin: [bytesOf(0x41, 0xf4, 0x90, 0x80, 0x80, 0x42, 0xff, 0x43)],
    })
    expect([refusedFirst.status, refusedFirst.out, refusedFirst.err]).toEqual([
      1,
      '',
      'utf8x: <stdin>:1:2: Cannot encode U+110000 in utf-8: out of range (input byte 1)\n',
    ])
    const illFormedFirst = await run(['transcode', '-f', 'utf-infinity-8', '-t', 'utf-8'], {
      stdin: [bytesOf(0x41, 0xff, 0x42, 0xf4, 0x90, 0x80, 0x80, 0x43)],
    })
    expect([illFormedFirst.status, illFormedFirst.out, illFormedFirst.err]).toEqual([
      1,
      '',
      'utf8x: <stdin>:1:2: Cannot decode utf-infinity-8: truncated sequence at byte 1 (FF)\n',
    ])
  })

  it('keeps a leading U+FEFF (the conversion is faithful)', async () => {
    const ran = await run(['transcode', '-f', 'utf-8', '-t', 'cesu-8'], {
      stdin: [bytesOf(0xef, 0xbb, 0xbf, 0x41)],
    })
    expect(Array.from(ran.stdout)).toEqual([0xef, 0xbb, 0xbf, 0x41])
  })

  it('a missing input or an output in a missing directory: exit 2', async () => {
    const missing = join(dir, 'nope.txt')
    expect(await run(['transcode', '-f', 'utf-8', '-t', 'utf-8', missing])).toMatchObject({
      status: 2,
      err: `utf8x: ${missing}: no such file or directory\n`,
    })
    const input = file('in2.txt', 'x')
    const out = join(dir, 'no', 'such', 'dir.txt')
    expect(await run(['transcode', '-f', 'utf-8', '-t', 'utf-8', input, out])).toMatchObject({
      status: 2,
      err: `utf8x: ${out}: no such file or directory\n`,
    })
  })
})

describe('detect', () => {
  it('lists the accepting schemes, where the others fail, and the byte order mark', async () => {
    const ran = await run(['detect'], { stdin: [bytesOf(0xef, 0xbb, 0xbf, 0xc0, 0x80)] })
    expect(ran.status).toBe(0)
    expect(ran.out.split('\n').slice(0, 4)).toEqual([
      '<stdin>: 5 bytes, starts with the byte order mark of utf-8',
      "  most likely: mutf-8 (utf-8 refuses it: overlong 2-byte sequence at byte 3 (C0 80): U+0000 takes 1 byte; Java's Modified UTF-8 writes U+0000 as C0 80, and a character above U+FFFF as a surrogate pair)",
      '  accepted by: mutf-8, corrected-utf-8',
      '  utf-8             line 1, column 2: overlong 2-byte sequence at byte 3 (C0 80): U+0000 takes 1 byte',
    ])
    const json = JSON.parse(
      (await run(['detect', '--json'], { stdin: [bytesOf(0xef, 0xb7, 0x9d, 0xed, 0xb2, 0xae, 0x00, 0x0a)] }))
        .out,
    )
    expect(json.files[0]).toMatchObject({
      bytes: 8,
      complete: true,
      bom: { scheme: 'corrected-utf-8', length: 8 },
    })
  })

  it('exit 1 when no scheme accepts the bytes, and reading stops once all have refused', async () => {
    const chunks = [bytesOf(0x80, 0xff, 0xfe, 0xff, 0x0a), new Uint8Array(1 << 20)]
    const ran = await run(['detect', '--json'], { stdin: chunks })
    expect(ran.status).toBe(1)
    const [report] = JSON.parse(ran.out).files
    expect(report).toMatchObject({ accepted: [], complete: false })
    expect(
      report.rejected.map((r: { scheme: string; offset: number }) => [r.scheme, r.offset]),
    ).toContainEqual(['utf-8', 0])
  })
})

describe('explain', () => {
  it('a character: its bytes, diagram, data bits and code point bits', async () => {
    const ran = await run(['explain', 'é'])
    expect(ran).toMatchObject({
      status: 0,
      out:
        "U+00E9 'é' in utf-8: C3 A9 (2 bytes)\n" +
        "  C3 A9  wwz0'0011 wz10'1001\n" +
        "         wwzd'dddd wzdd'dddd\n" +
        "  code point bits: 0000'0000 1110'1001 (11 data bits)\n",
    })
  })

  it('U+XXXX in a scheme with its facts (Corrected UTF-8 equation), and a CESU-8 pair', async () => {
    const corrected = await run(['explain', '--scheme', 'corrected-utf-8', 'U+00A0'])
    expect(corrected.out).toContain('C0 80  ')
    expect(corrected.out).toContain('U+00A0 = 0x0 + 160')
    const pair = await run(['explain', '-s', 'cesu-8', 'U+1F600'])
    expect(pair.out.split('\n')[0]).toBe("U+1F600 '😀' in cesu-8: ED A0 BD ED B8 80 (6 bytes)")
    expect(pair.out).toContain('high surrogate U+D83D')
    expect(pair.out).toContain('low surrogate U+DE00')
  })

  it('--bytes: each sequence, ill-formed ones with what is wrong; exit 1', async () => {
    const ran = await run(['explain', '--bytes', '0x41,0xC0 80'])
    expect(ran.status).toBe(1)
    expect(ran.out).toBe(
      'utf-8: 41 C0 80 (3 bytes), ill-formed\n' +
        "  41     z100'0001            U+0041 'A'\n" +
        "  C0 80  wwz0'0000 wz00'0000  overlong 2-byte sequence at byte 1 (C0 80): U+0000 takes 1 byte\n",
    )
  })

  it('a code point the scheme cannot encode: exit 1', async () => {
    const ran = await run(['explain', 'U+D800'])
    expect(ran.status).toBe(1)
    expect(ran.out).toBe(
      'U+D800: cannot be encoded in utf-8: Cannot encode U+D800 in utf-8: surrogate at index 0\n',
    )
  })

  it('colours structure and data bits on a terminal', async () => {
    const ran = await run(['explain', 'A'], { tty: true })
    expect(ran.out).toContain("\x1b[36mz\x1b[0m\x1b[33;1m100\x1b[0m'\x1b[33;1m0001\x1b[0m")
    expect((await run(['explain', 'A'], { tty: true, env: { NO_COLOR: 'yes' } })).out).not.toContain('\x1b[')
  })
})

describe('sort', () => {
  const lines = ['b', '\uFF5E', '\u{1F600}', 'a', '\u00E9', 'b']
  const sorted = ['a', 'b', 'b', '\u00E9', '\uFF5E', '\u{1F600}']

  it('sorts lines in code point order, not UTF-16 order', async () => {
    const ran = await run(['sort'], { stdin: [text(lines.join('\n'))] })
    expect([ran.status, ran.out]).toEqual([0, `${sorted.join('\n')}\n`])
    expect([...lines].sort()).not.toEqual(sorted)
  })

  it('sorts CESU-8 lines in code point order too', async () => {
    const cesu = (s: string) => Array.from((globalThis as { Buffer: typeof Buffer }).Buffer.from(s))
    const input = bytesOf(0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80, 0x0a, ...cesu('\uFF5E'), 0x0a)
    const ran = await run(['sort', '--scheme', 'cesu-8'], { stdin: [input] })
    expect(Array.from(ran.stdout)).toEqual([
      ...cesu('\uFF5E'),
      0x0a,
      0xed,
      0xa0,
      0xbd,
      0xed,
      0xb8,
      0x80,
      0x0a,
    ])
  })

  it('--check: exit 0 when in order, 1 naming the first line out of order', async () => {
    expect(await run(['sort', '--check'], { stdin: [text(`${sorted.join('\n')}\n`)] })).toMatchObject({
      status: 0,
      out: '',
    })
    const ran = await run(['sort', '-c'], { stdin: [text('a\n\uFF5E\n'), text('\u{1F600}\nb\n')] })
    expect(ran).toMatchObject({
      status: 1,
      err: 'utf8x: <stdin>:4: not in code point order: line 4 sorts before line 3\n',
    })
  })

  it('ill-formed input is reported as validate does; exit 1', async () => {
    const ran = await run(['sort'], { stdin: [bytesOf(0x62, 0x0a, 0x61, 0xff, 0x0a)] })
    expect(ran.status).toBe(1)
    expect(ran.out).toBe('')
    expect(ran.err).toMatch(
      /^<stdin>:2:2: Cannot decode utf-8: invalid lead at byte 3 \(FF\): FF starts no sequence in utf-8\n {2}bytes 0-4: 62 0A 61 \[FF\] 0A\n$/,
    )
  })
})

describe('long runs without a sequence boundary', () => {
  const strays = (count: number) => new Uint8Array(count).fill(0x80)

  it('are cut past 1 MiB: exact for a scheme with a longest sequence', async () => {
    const input = [bytesOf(0x41), strays(700_000), strays(700_000), bytesOf(0x0a, 0xc0, 0x80)]
    const ran = await run(['validate', '--json'], { stdin: input })
    expect(JSON.parse(ran.out).files[0].errors[0]).toMatchObject({
      kind: 'unexpected-continuation',
      offset: 1,
    })
    const replaced = await run(['transcode', '-r', '-f', 'utf-8', '-t', 'utf-8'], { stdin: input })
    expect(replaced.stdout.length).toBe(1 + 1_400_000 * 3 + 1 + 6)
    expect(Array.from(replaced.stdout.subarray(0, 4))).toEqual([0x41, 0xef, 0xbf, 0xbd])
    expect(Array.from(replaced.stdout.subarray(-7))).toEqual([0x0a, 0xef, 0xbf, 0xbd, 0xef, 0xbf, 0xbd])
  })

  it('a UTF-∞-8 sequence longer than 1 MiB is refused with a message, exit 2', async () => {
    const ran = await run(['validate', '--scheme', 'utf-infinity-8'], {
      stdin: [bytesOf(0x41, 0xff), strays(700_000), strays(700_000)],
    })
    expect(ran.status).toBe(2)
    expect(ran.err).toBe(
      'utf8x: <stdin>: a sequence of utf-infinity-8 at byte 1 goes on for more than 1048576 bytes; utf8x holds at most that much of one sequence\n',
    )
  })
})
