// The BUILT command (dist/cli.js, `pnpm build` first) on Node, Bun and Deno: `-q` and `-l` for scripts
// (validate, detect), what detect says (the most likely encoding and why, UTF-16/UTF-32 marks, Latin-1,
// --max-bytes, the ASCII run read fast), and the shell completion scripts.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CHUNK } from '../src/_io.ts'
import { cli, RUNTIMES, runCli } from './_spawn.ts'

const dir = mkdtempSync(join(tmpdir(), 'utf8x-scripts-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = (name: string, bytes: Uint8Array | string) => {
  const path = join(dir, name)
  writeFileSync(path, bytes)
  return path
}
const b = (...values: number[]) => new Uint8Array(values)
const good = file('good.txt', 'ok\n')
const bad = file('bad.txt', b(0x62, 0x61, 0x64, 0x20, 0xc0, 0x80, 0x0a))
const missing = join(dir, 'missing.txt')
const usage = (command: string, message: string) =>
  `utf8x: ${message}\n(utf8x ${command} --help says how to use it)\n`

describe.each(RUNTIMES)('on %s', (runtime, command) => {
  const run = (args: string[], input?: Uint8Array | string) => {
    const r = runCli(command, args, input)
    return { status: r.status, stdout: r.stdout, stderr: r.stderr }
  }
  const skip = command === null || !existsSync(cli)
  if (command === null) it.skip(`${runtime} is not installed here`, () => {})

  describe('validate -q and -l', () => {
    it.skipIf(skip)('-q: nothing printed, the status; stops at the first file not well-formed', () => {
      expect(run(['validate', '-q', good, good])).toEqual({ status: 0, stdout: '', stderr: '' })
      expect(run(['validate', '--quiet', good, bad, missing])).toEqual({ status: 1, stdout: '', stderr: '' })
      expect(run(['validate', '-q', missing, good])).toEqual({
        status: 2,
        stdout: '',
        stderr: `utf8x: ${missing}: no such file or directory\n`,
      })
      expect(run(['validate', '-q'], b(0xff))).toEqual({ status: 1, stdout: '', stderr: '' })
    })

    it.skipIf(skip)('-l: the files not well-formed, one a line, as given', () => {
      expect(run(['validate', '-l', good, bad, good, bad])).toEqual({
        status: 1,
        stdout: `${bad}\n${bad}\n`,
        stderr: '',
      })
      expect(run(['validate', '--files-with-errors', good])).toEqual({ status: 0, stdout: '', stderr: '' })
      expect(run(['validate', '-l', bad, missing])).toEqual({
        status: 2,
        stdout: `${bad}\n`,
        stderr: `utf8x: ${missing}: no such file or directory\n`,
      })
      expect(run(['validate', '-l', '-s', 'mutf-8', bad])).toMatchObject({ status: 0, stdout: '' })
      expect(run(['validate', '-l', '-'], b(0x80))).toMatchObject({ status: 1, stdout: '<stdin>\n' })
    })

    it.skipIf(skip)('-q and -l do not go with each other, --json or --all', () => {
      expect(run(['validate', '-q', '-l', good])).toEqual({
        status: 2,
        stdout: '',
        stderr: usage('validate', '-q (--quiet) and -l (--files-with-errors) do not go together'),
      })
      expect(run(['validate', '-l', '--json', good]).stderr).toBe(
        usage('validate', '-l (--files-with-errors) and --json do not go together'),
      )
      expect(run(['validate', '-q', '--all', good]).stderr).toBe(
        usage('validate', '-q (--quiet) and --all do not go together'),
      )
      expect(run(['validate', '-q=1', good]).stderr).toBe(usage('validate', '-q takes no value'))
    })
  })

  describe('detect', () => {
    const ALL =
      'utf-8, utf-8-rfc2279, cesu-8, mutf-8, wtf-8, utf-8-eight-byte, utf-8-seven-byte, utf-8-65, utf-infinity-8, corrected-utf-8'

    it.skipIf(skip)('ASCII: utf-8, every scheme accepts it alike', () => {
      const path = file('ascii.txt', 'hello\nworld\n')
      expect(run(['detect', path])).toEqual({
        status: 0,
        stdout: `${path}: 12 bytes, no byte order mark
  most likely: utf-8 (ASCII only, no byte above 7F: every scheme reads it alike, and utf-8 is the usual one)
  accepted by: ${ALL}
`,
        stderr: '',
      })
    })

    it.skipIf(skip)('a 00 byte after a UTF-8 mark: Modified UTF-8 refuses it, at its line and column', () => {
      const bytes = new Uint8Array([
        0xef,
        0xbb,
        0xbf,
        ...Buffer.from('hello there, a longer line\nsecond\x00\n'),
      ])
      const path = file('bom-nul.txt', bytes)
      const expected = (name: string) => `${name}: 38 bytes, starts with the byte order mark of utf-8
  most likely: utf-8 (it starts with the byte order mark of utf-8, which accepts it)
  accepted by: utf-8, utf-8-rfc2279, cesu-8, wtf-8, utf-8-eight-byte, utf-8-seven-byte, utf-infinity-8, corrected-utf-8
  mutf-8    line 2, column 7: invalid lead at byte 36 (00): mutf-8 writes U+0000 as C0 80
  utf-8-65  line 1, column 1: truncated 6-byte sequence at byte 0 (EF): the lead (11101xxx) announces 5 extension bytes; 0 came, then BB, a 2-byte lead (101xxxxx)
`
      expect(run(['detect', path])).toEqual({ status: 0, stdout: expected(path), stderr: '' })
      expect(run(['detect'], bytes)).toEqual({ status: 0, stdout: expected('<stdin>'), stderr: '' })
    })

    it.skipIf(skip)('an error after a long ASCII run: the line and column of the whole file', () => {
      const bytes = Buffer.concat([Buffer.from('abc\n'.repeat(100_000)), Buffer.from('xy\xe9z', 'latin1')])
      const path = file('late.txt', bytes)
      for (const [args, input] of [[[path]], [['-'], bytes]] as const) {
        const { status, stdout } = run(['detect', '--json', ...args], input)
        expect(status).toBe(1)
        const [report] = JSON.parse(stdout).files
        expect(report.rejected[0]).toEqual({
          scheme: 'utf-8',
          kind: 'truncated',
          offset: 400_002,
          line: 100_001,
          column: 3,
          message:
            'Cannot decode utf-8: truncated 3-byte sequence at byte 400002 (E9): the lead (1110xxxx) announces 2 extension bytes; 0 came, then 7A, a single byte (0xxxxxxx)',
        })
      }
    })

    it.skipIf(skip).each([
      ['UTF-16LE', [0xff, 0xfe, 0x68, 0x00], 'FF FE', 'UTF-16'],
      ['UTF-16BE', [0xfe, 0xff, 0x00, 0x68], 'FE FF', 'UTF-16'],
      ['UTF-32LE', [0xff, 0xfe, 0x00, 0x00, 0x68, 0x00, 0x00, 0x00], 'FF FE 00 00', 'UTF-32'],
      ['UTF-32BE', [0x00, 0x00, 0xfe, 0xff, 0x00, 0x00, 0x00, 0x68], '00 00 FE FF', 'UTF-32'],
    ])('a %s byte order mark: outside the family, and how to convert it', (name, bytes, hex, from) => {
      const path = file(`${name}.txt`, b(...bytes))
      const ran = run(['detect', path])
      expect(ran.status).toBe(1)
      expect(ran.stdout.split('\n').slice(0, 3)).toEqual([
        `${path}: ${bytes.length} bytes, starts with the ${name} byte order mark`,
        `  most likely: ${name}, not a UTF-8-family encoding (it starts with the ${name} byte order mark, ${hex})`,
        `  convert it first: iconv -f ${from} -t UTF-8 ${path}`,
      ])
      expect(JSON.parse(run(['detect', '--json', path]).stdout).files[0]).toMatchObject({
        bom: { scheme: name, length: hex.split(' ').length, family: false },
        likely: { encoding: name, family: false, advice: `iconv -f ${from} -t UTF-8 ${path}` },
      })
    })

    it.skipIf(skip)('Latin-1 / Windows-1252 text', () => {
      const path = file('latin1.txt', Buffer.from('caf\xe9 cr\xe8me br\xfbl\xe9e \x93quoted\x94\n', 'latin1'))
      const ran = run(['detect', path])
      expect(ran.status).toBe(1)
      expect(ran.stdout.split('\n').slice(0, 4)).toEqual([
        `${path}: 27 bytes, no byte order mark`,
        '  most likely: windows-1252: looks like Latin-1 / Windows-1252, not a UTF-8-family encoding (of 6 bytes above 7F, 4 are Latin-1 letters, 2 Windows-1252 punctuation or letters in 80-9F)',
        `  convert it first: iconv -f CP1252 -t UTF-8 ${path}`,
        '  accepted by: no scheme',
      ])
      const iso = file('iso.txt', Buffer.from('na\xefve gar\xe7on\n', 'latin1'))
      expect(JSON.parse(run(['detect', '--json', iso]).stdout).files[0].likely.encoding).toBe('iso-8859-1')
      // Binary: control characters, and bytes Windows-1252 leaves undefined.
      const binary = file('binary.bin', b(0x00, 0x01, 0x02, 0x81, 0x8d, 0x90, 0xe9, 0x03))
      expect(JSON.parse(run(['detect', '--json', binary]).stdout).files[0].likely).toEqual({
        encoding: null,
        family: false,
        reason: 'no scheme accepts it, and it does not look like Latin-1 / Windows-1252 text',
        advice: null,
      })
    })

    it.skipIf(skip)('Latin-1 after a long ASCII run: the bytes read from the first that is not ASCII', () => {
      // Read CHUNK bytes at a time: the first chunk is ASCII, every scheme refuses the second, and the
      // counts are those of the second (counted again from the file, once no scheme accepts it).
      const ascii = Buffer.from(`${'a'.repeat(99)}\n`.repeat(3000))
      const text = Buffer.from('caf\xe9 cr\xe8me br\xfbl\xe9e \x93quoted\x94\n'.repeat(12_000), 'latin1')
      const bytes = Buffer.concat([ascii, text])
      const path = file('late-latin1.txt', bytes)
      const read = bytes.subarray(CHUNK, 2 * CHUNK)
      const high = read.filter((byte) => byte >= 0x80).length
      const letters = read.filter((byte) => byte >= 0xc0).length
      expect(run(['detect', path]).stdout.split('\n').slice(0, 2)).toEqual([
        `${path}: read ${2 * CHUNK} of ${bytes.length} bytes (then every scheme had refused), no byte order mark`,
        `  most likely: windows-1252: looks like Latin-1 / Windows-1252, not a UTF-8-family encoding (of ${high} bytes above 7F, ${letters} are Latin-1 letters, ${high - letters} Windows-1252 punctuation or letters in 80-9F)`,
      ])
    })

    it.skipIf(skip).each([
      [
        'cesu-8',
        [0x78, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80, 0x79],
        'utf-8 refuses it: surrogate U+D83D at byte 1 (ED A0 BD): utf-8 does not encode surrogates; CESU-8 writes a character above U+FFFF as a surrogate pair, two 3-byte sequences (ED A0-AF .., ED B0-BF ..)',
      ],
      [
        'mutf-8',
        [0x61, 0xc0, 0x80, 0x62],
        "utf-8 refuses it: overlong 2-byte sequence at byte 1 (C0 80): U+0000 takes 1 byte; Java's Modified UTF-8 writes U+0000 as C0 80, and a character above U+FFFF as a surrogate pair",
      ],
      [
        'wtf-8',
        [0x61, 0xed, 0xa0, 0xbd, 0x62],
        'utf-8 refuses it: surrogate U+D83D at byte 1 (ED A0 BD): utf-8 does not encode surrogates; WTF-8 holds lone surrogates (ED A0-BF ..), as ill-formed UTF-16 has them (Windows file names, JavaScript strings)',
      ],
      [
        'utf-8',
        [0x63, 0x61, 0x66, 0xc3, 0xa9],
        'well-formed RFC 3629 UTF-8, the standard; 8 other schemes accept it too',
      ],
    ])('most likely %s, and why', (scheme, bytes, reason) => {
      const ran = run(['detect', '--json'], b(...bytes))
      expect(ran.status).toBe(0)
      expect(JSON.parse(ran.stdout).files[0].likely).toEqual({
        encoding: scheme,
        family: true,
        reason,
        advice: null,
      })
    })

    it.skipIf(skip)('--max-bytes: a prefix, said so; a sequence cut at its end is no error', () => {
      const path = file('prefix.txt', Buffer.from('caf\xc3\xa9 \xff', 'latin1'))
      const text = run(['detect', '--max-bytes', '4', path])
      expect([text.status, text.stdout.split('\n').slice(0, 2)]).toEqual([
        0,
        [
          `${path}: read the first 4 of 7 bytes (--max-bytes), no byte order mark`,
          '  most likely: utf-8 (well-formed RFC 3629 UTF-8, the standard; 9 other schemes accept it too)',
        ],
      ])
      expect(run(['detect', '--max-bytes=1K', path]).status).toBe(1)
      expect(run(['detect', '--max-bytes', '2'], 'abcdef').stdout.split('\n')[0]).toBe(
        '<stdin>: read the first 2 bytes (--max-bytes), no byte order mark',
      )
      const json = JSON.parse(run(['detect', '--json', '--max-bytes', '3', path]).stdout).files[0]
      expect(json).toMatchObject({ bytes: 3, size: 7, complete: false, stopped: 'max-bytes' })
      for (const value of ['0', 'x', '1.5', '-3', '4T'])
        expect(run(['detect', `--max-bytes=${value}`, path])).toEqual({
          status: 2,
          stdout: '',
          stderr: usage(
            'detect',
            `--max-bytes needs a whole number of bytes, at least 1 (as 4096 or 64K), not '${value}'`,
          ),
        })
    })

    it.skipIf(skip)('-q and -l: the files not most likely in the family', () => {
      const utf16 = file('q16.txt', b(0xff, 0xfe, 0x68, 0x00))
      expect(run(['detect', '-q', good, bad])).toEqual({ status: 0, stdout: '', stderr: '' })
      expect(run(['detect', '-q', good, utf16, missing])).toEqual({ status: 1, stdout: '', stderr: '' })
      expect(run(['detect', '-l', good, utf16, missing, utf16])).toEqual({
        status: 2,
        stdout: `${utf16}\n${utf16}\n`,
        stderr: `utf8x: ${missing}: no such file or directory\n`,
      })
      expect(run(['detect', '-l', '--json', good]).stderr).toBe(
        usage('detect', '-l (--files-with-errors) and --json do not go together'),
      )
    })
  })

  describe('completion', () => {
    it.skipIf(skip)('bash: complete -p, and commands, options and schemes completed', () => {
      const script = run(['completion', 'bash'])
      expect([script.status, script.stderr]).toEqual([0, ''])
      const path = file(`${runtime}-completion.bash`, script.stdout)
      const complete = (...words: string[]) =>
        spawnSync(
          'bash',
          [
            '-c',
            `source "$0"; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _utf8x; printf '%s\\n' "\${COMPREPLY[@]}"`,
            path,
          ],
          { encoding: 'utf8' },
        ).stdout
      expect(
        spawnSync('bash', ['-c', 'source "$0"; complete -p utf8x', path], { encoding: 'utf8' }).stdout,
      ).toBe('complete -o default -F _utf8x utf8x\n')
      expect(complete('utf8x', '')).toBe(
        'validate\ntranscode\ndetect\nexplain\nsort\nfix\ncompletion\nhelp\n--help\n--version\n',
      )
      expect(complete('utf8x', 'de')).toBe('detect\n')
      expect(complete('utf8x', 'fix', '-')).toBe('-n\n--dry-run\n-h\n--help\n')
      expect(complete('utf8x', 'sort', '--u')).toBe('--unique\n')
      expect(complete('utf8x', 'sort', '-S', '')).toBe('\n')
      expect(complete('utf8x', 'validate', '--f')).toBe('--files-with-errors\n')
      expect(complete('utf8x', 'detect', '-')).toBe(
        '--max-bytes\n--json\n-q\n--quiet\n-l\n--files-with-errors\n-h\n--help\n',
      )
      expect(complete('utf8x', 'transcode', '--to', 'c')).toBe('cesu-8\ncorrected-utf-8\n')
      expect(complete('utf8x', 'validate', '-s', 'utf-8-')).toBe(
        'utf-8-rfc2279\nutf-8-eight-byte\nutf-8-seven-byte\nutf-8-65\n',
      )
      expect(complete('utf8x', 'completion', '')).toBe('bash\nzsh\nfish\n')
      expect(complete('utf8x', 'validate', 'no')).toBe('\n')
    })

    // zsh and fish are not installed on the machine the tests were written on: their scripts' lines.
    it.skipIf(skip)('zsh and fish: the scripts', () => {
      const zsh = run(['completion', 'zsh']).stdout.split('\n')
      expect(zsh[0]).toBe('#compdef utf8x')
      expect(zsh).toContain('compdef _utf8x utf8x')
      expect(zsh).toContain(
        "        detect) _arguments '--max-bytes[read only the first N bytes]:max-bytes:' '--json[one JSON document]' '(-q --quiet)'{-q,--quiet}'[print nothing: the exit status says it]' '(-l --files-with-errors)'{-l,--files-with-errors}'[the names of the files that fail]' '(-h --help)'{-h,--help}'[this help]' '*:file:_files' ;;",
      )
      const fish = run(['completion', 'fish']).stdout.split('\n')
      expect(fish).toContain(
        "complete -c utf8x -n __fish_use_subcommand -a 'validate transcode detect explain sort fix completion help'",
      )
      expect(fish).toContain(
        "complete -c utf8x -n '__fish_seen_subcommand_from validate' -s l -l files-with-errors -d 'the names of the files not well-formed'",
      )
      expect(fish).toContain(
        "complete -c utf8x -n '__fish_seen_subcommand_from transcode' -s f -l from -x -a 'utf-8 utf-8-rfc2279 cesu-8 mutf-8 wtf-8 utf-8-eight-byte utf-8-seven-byte utf-8-65 utf-infinity-8 corrected-utf-8' -d 'the scheme of the input'",
      )
    })

    it.skipIf(skip)('no shell, an unknown one, two: usage errors', () => {
      expect(run(['completion'])).toEqual({
        status: 2,
        stdout: '',
        stderr: usage('completion', 'completion needs a shell: bash, zsh or fish'),
      })
      expect(run(['completion', 'tcsh']).stderr).toBe(
        usage('completion', "no completion for 'tcsh': bash, zsh or fish"),
      )
      expect(run(['completion', 'bash', 'zsh']).stderr).toBe(
        usage('completion', 'completion takes one shell (found 2)'),
      )
    })
  })
})
