// Where the BUILT command writes, and what it says when it cannot (spawned on Node, Bun and Deno, as
// e2e.test.ts): an existing OUT that is not a regular file, or is a symbolic link, is written through
// (FIFOs, devices, links to /proc/self/fd/1); a regular OUT is replaced all or nothing with its mode and
// owner; a directory is refused before the input is read; write errors on standard output are one line;
// a hang-up removes the temporary file; labels are shown escaped; long runs and huge values give
// bounded messages; `validate --all` reports what replacement decoding replaces.
//
// Never name a real /dev node as OUT here: a command that renames over OUT would replace it for the
// whole machine when run as root. Devices are made with mknod in the test's own directory.
import { type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { codecs, getCodec } from '@utf8x/codecs'
import type { Codec } from '@utf8x/core'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { cli, RUNTIMES } from './_spawn.ts'

const dir = mkdtempSync(join(tmpdir(), 'utf8x-out-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const isRoot = process.getuid?.() === 0

/** 'A', U+0000, 😀, LF in UTF-8, and in CESU-8. */
const IN_TEXT = 'A\u0000😀\n'
const CESU = [0x41, 0x00, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80, 0x0a]

describe.each(RUNTIMES)('the built command on %s', (runtime, command) => {
  const skip = command === null || !existsSync(cli)
  if (command === null) it.skip(`${runtime} is not installed here`, () => {})
  if (!existsSync(cli))
    it('needs the built command: run pnpm build first', () => expect(existsSync(cli)).toBe(true))
  const utf8x = () => [...(command as string[]), cli].map((a) => `'${a}'`).join(' ')

  /** A fresh directory for one test, with IN (IN_TEXT in UTF-8). */
  let count = 0
  const place = () => {
    const here = join(dir, `${runtime}-${++count}`)
    mkdirSync(here)
    const input = join(here, 'in.txt')
    writeFileSync(input, IN_TEXT)
    return { here, input }
  }
  /** Runs a bash script with $U the command and the given variables. */
  const sh = (script: string, vars: Record<string, string> = {}): SpawnSyncReturns<string> =>
    spawnSync('bash', ['-c', script.replaceAll('$U', utf8x())], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, NO_COLOR: '1', ...vars },
    })
  const bytes = (path: string) => Array.from(readFileSync(path))

  describe('an existing OUT that is not a regular file, or is a link, is written through', () => {
    it.skipIf(skip)('a FIFO', () => {
      const { here, input } = place()
      const fifo = join(here, 'fifo')
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
      const got = join(here, 'got')
      const ran = sh(
        'timeout 20 cat "$FIFO" > "$GOT" & $U transcode -f utf-8 -t cesu-8 "$IN" "$FIFO"; s=$?; wait; echo $s',
        { FIFO: fifo, GOT: got, IN: input },
      )
      expect([ran.stdout, ran.stderr]).toEqual(['0\n', ''])
      expect(lstatSync(fifo).isFIFO()).toBe(true)
      expect(bytes(got)).toEqual(CESU)
    })

    it.skipIf(skip)('a symbolic link to a file: the file it names gets the output, the link stays', () => {
      const { here, input } = place()
      const target = join(here, 'target.txt')
      writeFileSync(target, 'old contents, longer than the new ones\n')
      const link = join(here, 'link.txt')
      symlinkSync(target, link)
      const ran = sh('$U transcode -f utf-8 -t cesu-8 "$IN" "$LINK"', { IN: input, LINK: link })
      expect([ran.status, ran.stdout, ran.stderr]).toEqual([0, '', ''])
      expect(lstatSync(link).isSymbolicLink()).toBe(true)
      expect(bytes(target)).toEqual(CESU)
    })

    it.skipIf(skip)('a symbolic link to /proc/self/fd/1 (as /dev/stdout is): standard output', () => {
      const { here, input } = place()
      const link = join(here, 'stdout')
      symlinkSync('/proc/self/fd/1', link)
      const got = join(here, 'got')
      const ran = sh('$U transcode -f utf-8 -t cesu-8 "$IN" "$LINK" | cat > "$GOT"; echo $PIPESTATUS', {
        IN: input,
        LINK: link,
        GOT: got,
      })
      expect([ran.stdout, ran.stderr]).toEqual(['0\n', ''])
      expect(lstatSync(link).isSymbolicLink()).toBe(true)
      expect(bytes(got)).toEqual(CESU)
    })

    it.skipIf(skip)(
      'a null device (made with mknod as root; else /dev/null, which a user cannot replace)',
      () => {
        const { here, input } = place()
        const device = isRoot ? join(here, 'null') : '/dev/null'
        if (isRoot) expect(spawnSync('mknod', ['-m', '666', device, 'c', '1', '3']).status).toBe(0)
        const ran = sh('$U transcode -f utf-8 -t cesu-8 "$IN" "$OUT"', { IN: input, OUT: device })
        expect([ran.status, ran.stdout, ran.stderr]).toEqual([0, '', ''])
        expect(lstatSync(device).isCharacterDevice()).toBe(true)
        expect(readdirSync(here).sort()).toEqual(isRoot ? ['in.txt', 'null'] : ['in.txt'])
      },
    )

    it.skipIf(skip || !isRoot)('a full device (mknod): one line naming OUT, exit status 2', () => {
      const { here, input } = place()
      const device = join(here, 'full')
      expect(spawnSync('mknod', ['-m', '666', device, 'c', '1', '7']).status).toBe(0)
      const ran = sh('$U transcode -f utf-8 -t cesu-8 "$IN" "$OUT"', { IN: input, OUT: device })
      expect([ran.status, ran.stdout, ran.stderr]).toEqual([
        2,
        '',
        `utf8x: ${device}: no space left on device\n`,
      ])
      expect(lstatSync(device).isCharacterDevice()).toBe(true)
    })
  })

  describe('a regular OUT is replaced all or nothing', () => {
    it.skipIf(skip)('keeping its mode (640), and its owner where the command may set it (root)', () => {
      const { here, input } = place()
      const out = join(here, 'out.txt')
      writeFileSync(out, 'before\n')
      chmodSync(out, 0o640)
      if (isRoot) chownSync(out, 1234, 2345)
      const ran = sh('$U transcode -f utf-8 -t cesu-8 "$IN" "$OUT"', { IN: input, OUT: out })
      expect([ran.status, ran.stdout, ran.stderr]).toEqual([0, '', ''])
      expect(bytes(out)).toEqual(CESU)
      const stat = statSync(out)
      expect((stat.mode & 0o7777).toString(8)).toBe('640')
      if (isRoot) expect([stat.uid, stat.gid]).toEqual([1234, 2345])
      expect(readdirSync(here).sort()).toEqual(['in.txt', 'out.txt'])
    })

    it.skipIf(skip)('a hard link: OUT becomes a new file; the other names keep the old contents', () => {
      const { here, input } = place()
      const out = join(here, 'out.txt')
      const other = join(here, 'other.txt')
      writeFileSync(out, 'before\n')
      linkSync(out, other)
      const ran = sh('$U transcode -f utf-8 -t cesu-8 "$IN" "$OUT"', { IN: input, OUT: out })
      expect([ran.status, ran.stderr]).toEqual([0, ''])
      expect(bytes(out)).toEqual(CESU)
      expect(readFileSync(other, 'utf8')).toBe('before\n')
      expect([statSync(out).nlink, statSync(other).nlink]).toEqual([1, 1])
    })
  })

  it.skipIf(skip)('a directory as OUT is refused before the input is read', async () => {
    const { here } = place()
    // Standard input stays open: a command that reads it first never ends.
    const [bin, ...rest] = command as string[]
    const child = spawn(
      bin as string,
      [...rest, cli, 'transcode', '-f', 'utf-8', '-t', 'cesu-8', '-', here],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    )
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      child.on('close', (c, s) => resolve([c, s])),
    )
    clearTimeout(timer)
    child.stdin.destroy()
    expect([code, signal, stderr]).toEqual([2, null, `utf8x: ${here}: is a directory\n`])
  })

  it.skipIf(skip)('a hang-up (SIGHUP) mid-conversion removes the temporary file beside OUT', () => {
    const { here } = place()
    const out = join(here, 'out')
    mkdirSync(out)
    // IN is a FIFO whose writer sends 1 MiB and then waits: the conversion is under way, not done. All in
    // bash, so that the status is the command's whatever runtime runs the test: 129, killed by SIGHUP.
    const ran = sh(
      `mkfifo "$D/fifo"
      ( head -c 1048576 /dev/zero | tr '\\0' a; exec sleep 30 ) > "$D/fifo" &
      writer=$!
      $U transcode -f utf-8 -t cesu-8 "$D/fifo" "$D/out/out.txt" 2> "$D/err" &
      pid=$!
      for i in $(seq 1 750); do ls -a "$D/out" | grep -q '[.]tmp$' && break; sleep 0.02; done
      ls -a "$D/out" | grep -c '[.]tmp$'
      sleep 0.3
      kill -HUP $pid
      wait $pid 2> /dev/null
      echo "status $?"
      kill $writer
      ls -A "$D/out"; cat "$D/err"`,
      { D: here },
    )
    expect([ran.stdout, ran.stderr]).toEqual(['1\nstatus 129\n', ''])
  })

  describe('write errors on standard output: one line naming it, exit status 2', () => {
    const full = 'utf8x: <stdout>: no space left on device\n'
    it.skipIf(skip)('> /dev/full: validate, transcode, detect, explain, sort', () => {
      const { input } = place()
      for (const line of [
        '$U validate "$IN"',
        '$U validate --all --json "$IN"',
        '$U transcode -f utf-8 -t cesu-8 "$IN"',
        '$U detect "$IN"',
        '$U explain é',
        '$U sort "$IN"',
      ]) {
        const ran = sh(`${line} > /dev/full`, { IN: input })
        expect([line, ran.status, ran.stdout, ran.stderr]).toEqual([line, 2, '', full])
      }
    })

    it.skipIf(skip)('--help, a command --help and --version > /dev/full do not exit 0', () => {
      for (const line of ['$U --help', '$U transcode --help', '$U help validate', '$U --version']) {
        const ran = sh(`${line} > /dev/full`)
        expect([line, ran.status, ran.stdout, ran.stderr]).toEqual([line, 2, '', full])
      }
    })

    it.skipIf(skip || runtime === 'deno')('standard output open for reading only', () => {
      // Deno's process.stdout drops a write that fails with EBADF unseen, so the command cannot tell.
      const { input } = place()
      for (const line of ['$U validate "$IN"', '$U --help', '$U transcode -f utf-8 -t utf-8 "$IN"']) {
        const ran = sh(`${line} 1< "$IN"`, { IN: input })
        expect([line, ran.status, ran.stderr]).toEqual([line, 2, 'utf8x: <stdout>: bad file descriptor\n'])
      }
    })
  })

  it.skipIf(skip)('a label with escape and control characters is shown escaped', () => {
    const ran = sh(`$U validate --scheme $'\\e]0;pwned\\a' < /dev/null`)
    expect(ran.status).toBe(2)
    expect(ran.stderr.split('\n')[0]).toBe(
      "utf8x: unknown scheme '\\x1B]0;pwned\\x07' for --scheme. Known schemes:",
    )
    expect(ran.stderr).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f-\x9f]/)
    const option = sh(`$U validate $'--\\xc2\\x9b31m' < /dev/null`)
    expect(option.stderr.split('\n')[0]).toBe("utf8x: unknown option '--\\x9B31m' for validate")
    const name = sh(`$U $'\\e[2J' < /dev/null`)
    expect(name.stderr.split('\n')[0]).toBe("utf8x: unknown command '\\x1B[2J'")
    const file = sh(`$U validate $'no\\e[2Jsuch' < /dev/null`)
    expect(file.stderr).toBe('utf8x: no\\x1B[2Jsuch: no such file or directory\n')
  })

  it.skipIf(skip)(
    'a Corrected UTF-8 reserved run longer than the 1 MiB window: one error, bounded lines',
    () => {
      const { here } = place()
      const run = 3 << 20
      const bytes = new Uint8Array(1 + run + 2).fill(0x80)
      bytes[0] = 0x61
      bytes[1] = 0xfe
      bytes[(1 << 20) + 7] = 0xff
      bytes.set([0x62, 0x0a], 1 + run)
      const path = join(here, 'reserved.bin')
      writeFileSync(path, bytes)
      const json = sh('$U validate --all --json -s corrected-utf-8 "$IN"', { IN: path })
      expect(json.status).toBe(1)
      expect(json.stdout.length).toBeLessThan(2000)
      const [report] = JSON.parse(json.stdout).files
      expect(report.errors).toEqual([
        {
          kind: 'reserved',
          offset: 1,
          end: 1 + run,
          line: 1,
          column: 2,
          hex: 'FE 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 … 80 80 80 80 80 80 80 80',
          message: report.errors[0].message,
          context: {
            offset: 0,
            hex: '61 [FE 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 … 80 80 80 80 80 80 80 80] 62 0A',
          },
        },
      ])
      expect(report.errors[0].message).toBe(
        `Cannot decode corrected-utf-8: reserved run at bytes 1–${run} (FE 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 …): FE and FF start a reserved run, which goes on through them and extension bytes and holds no character`,
      )
      const text = sh('$U validate --all -s corrected-utf-8 "$IN"', { IN: path })
      expect(text.status).toBe(1)
      const lines = text.stdout.split('\n')
      expect(lines.length).toBe(3)
      expect(lines[1]).toBe(
        `  bytes 0-${run + 2}: 61 [FE 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 … 80 80 80 80 80 80 80 80] 62 0A`,
      )
      // --replace: one U+FFFD for the run, as replacement decoding of the whole file.
      const replaced = spawnSync(
        'bash',
        ['-c', `${utf8x()} transcode -r -f corrected-utf-8 -t utf-8 "$IN"`],
        {
          env: { ...process.env, IN: path },
          maxBuffer: 64 << 20,
        },
      )
      expect([replaced.status, replaced.stderr.toString()]).toEqual([0, ''])
      expect(replaced.stdout.toString('utf8')).toBe('a\uFFFDb\n')
    },
  )

  it.skipIf(skip)('transcode to utf-8 of a 400,001-bit UTF-∞-8 value: a bounded message', () => {
    const { here } = place()
    const infinity = getCodec('utf-infinity-8') as Codec<bigint>
    const path = join(here, 'huge.u8')
    writeFileSync(path, new Uint8Array([0x41, ...infinity.encodeCodePoints([2n ** 400_000n])]))
    const ran = sh('$U transcode -f utf-infinity-8 -t utf-8 "$IN"', { IN: path })
    expect([ran.status, ran.stdout]).toEqual([1, ''])
    expect(ran.stderr).toBe(
      `utf8x: ${path}:1:2: Cannot encode U+100000000000…000000000000 (a 400001-bit value) in utf-8: out of range (input byte 1)\n`,
    )
  })

  describe('validate --all reports what replacement decoding replaces', () => {
    it.skipIf(skip)('61 FE 80 62 in utf-8-eight-byte: FE, then 80 (two U+FFFD)', () => {
      const { here } = place()
      const path = join(here, 'fe80.bin')
      writeFileSync(path, new Uint8Array([0x61, 0xfe, 0x80, 0x62]))
      const ran = sh('$U validate --all --json -s utf-8-eight-byte "$IN"', { IN: path })
      const { errors } = JSON.parse(ran.stdout).files[0]
      expect(errors.map((e: Record<string, unknown>) => [e.kind, e.offset, e.end, e.hex])).toEqual([
        ['truncated', 1, 2, 'FE'],
        ['unexpected-continuation', 2, 3, '80'],
      ])
      const replaced = getCodec('utf-8-eight-byte').decode(new Uint8Array([0x61, 0xfe, 0x80, 0x62]), {
        fatal: false,
      })
      expect(replaced).toBe('a\uFFFD\uFFFDb')
    })

    /** Bytes that start, continue, break or end sequences in some scheme, and LF. */
    const POOL = [
      0x00, 0x0a, 0x41, 0x7f, 0x80, 0x9f, 0xa0, 0xb0, 0xb4, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef,
      0xf0, 0xf4, 0xf5, 0xf8, 0xfc, 0xfe, 0xff,
    ]

    /** Each U+FFFD of `{ fatal: false }` that replaces ill-formed bytes: where its bytes start and end. */
    function replaced(codec: Codec<number | bigint>, bytes: Uint8Array): [number, number][] {
      const items = [...codec.codePoints(bytes, { fatal: false, offsets: true })]
      const out: [number, number][] = []
      for (const [k, [codePoint, offset]] of items.entries()) {
        const end = items[k + 1]?.[1] ?? bytes.length
        if (BigInt(codePoint) === 0xfffdn && codec.validate(bytes.subarray(offset, end)) !== null)
          out.push([offset, end])
      }
      return out
    }

    it.skipIf(skip)('on random inputs in every scheme: one error per U+FFFD, at its bytes', () => {
      const { here } = place()
      for (const codec of codecs as readonly Codec<number | bigint>[]) {
        const inputs = fc.sample(
          fc
            .array(
              fc.oneof(
                fc.constantFrom(...POOL).map((byte) => [byte]),
                fc.integer({ min: 0, max: 0x10ffff }).map((value) => {
                  try {
                    const big = typeof codec.maxCodePoint === 'bigint' || codec.maxCodePoint === null
                    return Array.from(codec.encodeCodePoints([big ? BigInt(value) : value]))
                  } catch {
                    return [0x3f]
                  }
                }),
              ),
              { maxLength: 20 },
            )
            .map((parts) => new Uint8Array(parts.flat())),
          { numRuns: 150, seed: 34 },
        )
        const paths = inputs.map((bytes, k) => {
          const path = join(here, `${codec.name}-${k}.bin`)
          writeFileSync(path, bytes)
          return path
        })
        const ran = sh(`$U validate --all --json -s ${codec.name} ${paths.map((p) => `'${p}'`).join(' ')}`)
        const { files } = JSON.parse(ran.stdout)
        for (const [k, bytes] of inputs.entries()) {
          const found = files[k].errors.map((e: { offset: number; end: number }) => [e.offset, e.end])
          expect([codec.name, Array.from(bytes), found]).toEqual([
            codec.name,
            Array.from(bytes),
            replaced(codec, bytes),
          ])
        }
      }
    })
  })
})
