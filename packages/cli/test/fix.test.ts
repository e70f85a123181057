// `utf8x fix`: in-process (test/_run.ts) with exact output, report and exit status, and the BUILT
// command (dist/cli.js) spawned on Node, Bun and Deno.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { chunked, run, text } from './_run.ts'
import { cli, RUNTIMES, runCli } from './_spawn.ts'

const dir = mkdtempSync(join(tmpdir(), 'utf8x-fix-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Line 1: é read as Windows-1252; 2: real Latin-1 (left alone); 3: ï read as Windows-1252 twice, CR LF;
// 4: a U+FFFD (lost); 5: ’ read as ISO-8859-1; 6: 😀 in CESU-8 read as Windows-1252; 7: no LF at the end.
const INPUT = [
  'Caf\u00c3\u00a9 au lait\n',
  'S\u00c3O PAULO\n',
  'na\u00c3\u0192\u00c2\u00afve\r\n',
  'bad \uFFFD byte\n',
  'it\u00e2\u0080\u0099s\n',
  'hi \u00ed\u00a0\u00bd\u00ed\u00b8\u20ac\n',
  'Ã©',
].join('')
const OUTPUT = [
  'Café au lait\n',
  'S\u00c3O PAULO\n',
  'naïve\r\n',
  'bad \uFFFD byte\n',
  'it’s\n',
  'hi 😀\n',
  'é',
].join('')
const REPORT = (name: string, verb: string) =>
  [
    `utf8x: ${name}: 5 of 7 lines ${verb}`,
    '  2 lines (first: line 1): utf-8 read as windows-1252',
    '  1 line (first: line 3): utf-8 read as windows-1252, then utf-8 read as windows-1252',
    '  1 line (first: line 4): bytes were lost (U+FFFD): cannot be undone',
    '  1 line (first: line 5): utf-8 read as iso-8859-1',
    '  1 line (first: line 6): cesu-8 read as windows-1252',
    '',
  ].join('\n')

describe('utf8x fix', () => {
  it('standard input to standard output: each line repaired, the others as they are, the report', async () => {
    const ran = await run(['fix'], { stdin: [text(INPUT)] })
    expect(ran).toEqual({ status: 0, stdout: text(OUTPUT), out: OUTPUT, err: REPORT('<stdin>', 'repaired') })
  })

  it('the same output whatever the chunks (a cut at every byte)', async () => {
    const bytes = text(INPUT)
    for (let cut = 1; cut < bytes.length; cut++) {
      const ran = await run(['fix', '-'], { stdin: chunked(bytes, [cut, cut + 1]) })
      expect([cut, ran.status, ran.out, ran.err]).toEqual([cut, 0, OUTPUT, REPORT('<stdin>', 'repaired')])
    }
  })

  it('IN to OUT: OUT written whole, no temporary file left', async () => {
    const input = join(dir, 'in.txt')
    const output = join(dir, 'out.txt')
    writeFileSync(input, INPUT)
    const ran = await run(['fix', input, output])
    expect([ran.status, ran.out, ran.err]).toEqual([0, '', REPORT(input, 'repaired')])
    expect(readFileSync(output, 'utf8')).toBe(OUTPUT)
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('--dry-run writes nothing, reports, exits 1; OUT is not created', async () => {
    const input = join(dir, 'dry.txt')
    const output = join(dir, 'dry-out.txt')
    writeFileSync(input, INPUT)
    for (const flag of ['--dry-run', '-n']) {
      const ran = await run(['fix', flag, input, output])
      expect([ran.status, ran.out, ran.err]).toEqual([1, '', REPORT(input, 'to repair')])
      expect(existsSync(output)).toBe(false)
    }
  })

  it('nothing to repair: the text as it is (a byte order mark kept), exit 0, also with --dry-run', async () => {
    const plain = '\uFEFFSão Paulo, Ísland, Größe\nline two\n'
    const ran = await run(['fix'], { stdin: [text(plain)] })
    expect(ran).toEqual({
      status: 0,
      stdout: text(plain),
      out: plain,
      err: 'utf8x: <stdin>: nothing to repair (2 lines)\n',
    })
    const dry = await run(['fix', '--dry-run'], { stdin: [text(plain)] })
    expect([dry.status, dry.out, dry.err]).toEqual([0, '', 'utf8x: <stdin>: nothing to repair (2 lines)\n'])
    const empty = await run(['fix'], { stdin: [] })
    expect([empty.status, empty.out, empty.err]).toEqual([
      0,
      '',
      'utf8x: <stdin>: nothing to repair (0 lines)\n',
    ])
  })

  it('only a U+FFFD: written as it is, reported; --dry-run exits 1', async () => {
    const lost = 'caf\uFFFD\n'
    const report =
      'utf8x: <stdin>: 0 of 1 line repaired\n  1 line (first: line 1): bytes were lost (U+FFFD): cannot be undone\n'
    expect(await run(['fix'], { stdin: [text(lost)] })).toEqual({
      status: 0,
      stdout: text(lost),
      out: lost,
      err: report,
    })
    const dry = await run(['fix', '-n'], { stdin: [text(lost)] })
    expect([dry.status, dry.out, dry.err]).toEqual([1, '', report.replace('repaired', 'to repair')])
  })

  it('ill-formed UTF-8: exit 1 with the codec message, and no OUT', async () => {
    const input = join(dir, 'bad.txt')
    const output = join(dir, 'bad-out.txt')
    writeFileSync(
      input,
      new Uint8Array([0x43, 0x61, 0x66, 0xc3, 0x83, 0xc2, 0xa9, 0x0a, 0x6f, 0x6b, 0xff, 0x0a]),
    )
    const ran = await run(['fix', input, output])
    expect([ran.status, ran.out, ran.err]).toEqual([
      1,
      '',
      `utf8x: ${input}: Cannot decode utf-8: invalid lead at byte 10 (FF): FF starts no sequence in utf-8\n`,
    ])
    expect(existsSync(output)).toBe(false)
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('usage and file errors: exit 2', async () => {
    const three = await run(['fix', 'a', 'b', 'c'])
    expect([three.status, three.err]).toEqual([
      2,
      'utf8x: fix takes IN and OUT at most (found 3)\n(utf8x fix --help says how to use it)\n',
    ])
    const missing = join(dir, 'missing.txt')
    const gone = await run(['fix', missing])
    expect([gone.status, gone.err]).toEqual([2, `utf8x: ${missing}: no such file or directory\n`])
    const unknown = await run(['fix', '--force'])
    expect([unknown.status, unknown.err]).toEqual([
      2,
      "utf8x: unknown option '--force' for fix\n(utf8x fix --help says how to use it)\n",
    ])
  })

  it('--help, and the command list', async () => {
    const help = await run(['fix', '--help'])
    expect(help.status).toBe(0)
    expect(help.out).toMatch(/^Usage: utf8x fix \[--dry-run\] \[IN\] \[OUT\]\n/)
    expect((await run(['help', 'fix'])).out).toBe(help.out)
    expect((await run(['--help'])).out).toContain('  fix [--dry-run] [IN] [OUT]  ')
  })
})

describe.each(RUNTIMES)('the built utf8x fix on %s', (runtime, command) => {
  const skip = command === null || !existsSync(cli)
  if (command === null) it.skip(`${runtime} is not installed here`, () => {})
  const spawn = (args: string[], input?: string) => runCli(command, args, input)

  it.skipIf(skip)('a file to a file, and a pipe with --dry-run', () => {
    const input = join(dir, `${runtime}-in.txt`)
    const output = join(dir, `${runtime}-out.txt`)
    writeFileSync(input, INPUT)
    const ran = spawn(['fix', input, output])
    expect([ran.status, ran.stdout, ran.stderr]).toEqual([0, '', REPORT(input, 'repaired')])
    expect(readFileSync(output, 'utf8')).toBe(OUTPUT)
    const dry = spawn(['fix', '--dry-run'], INPUT)
    expect([dry.status, dry.stdout, dry.stderr]).toEqual([1, '', REPORT('<stdin>', 'to repair')])
    const piped = spawn(['fix'], INPUT)
    expect([piped.status, piped.stdout]).toEqual([0, OUTPUT])
  })
})
