// The BUILT command (dist/cli.js, `pnpm build` first) on Node, Bun and Deno: detect over all-ASCII chunks
// met after its checkers have started (a byte above 7F earlier), which the schemes that read ASCII as
// itself take unread but for where a sequence from the chunk before ends. Each scheme's verdict, offset,
// kind and message must be those of its codec over the whole file, and the line and column those the
// bytes before the error say.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CHUNK } from '../src/_io.ts'
import { expected, joined } from './_detect.ts'
import { RUNTIMES, runCli } from './_spawn.ts'

const dir = mkdtempSync(join(tmpdir(), 'utf8x-detect-ascii-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** `length` bytes of ASCII lines, 80 bytes each with its LF, starting `phase` bytes into a line. */
function asciiLines(length: number, phase = 0): Uint8Array {
  const out = new Uint8Array(length)
  for (let i = 0; i < length; i++) {
    const at = (i + phase) % 80
    out[i] = at === 79 ? 0x0a : 0x61 + (at % 26)
  }
  return out
}

const E_ACUTE = [0xc3, 0xa9, 0x0a]

const cases: [string, Uint8Array][] = [
  [
    // Chunk 1 all ASCII; F0 9F 98 80 across the end of chunk 2 (CESU-8, MUTF-8 refuse it there).
    'a 4-byte sequence across a chunk boundary after an ASCII chunk',
    joined(E_ACUTE, asciiLines(3 * CHUNK - 2 - 3), [0xf0, 0x9f, 0x98, 0x80], asciiLines(2 * CHUNK, 7)),
  ],
  [
    // A sequence cut short at the end of chunk 2, then an all-ASCII chunk: the error is at its lead.
    'a truncated sequence at the end of a chunk, then an ASCII chunk',
    joined(E_ACUTE, asciiLines(3 * CHUNK - 3 - 3), [0xf0, 0x9f, 0x98], asciiLines(2 * CHUNK, 11)),
  ],
  ['ASCII but for the last byte', joined(asciiLines(4 * CHUNK + 5), [0xc3])],
  ['ASCII after a byte above 7F but for the last byte', joined(E_ACUTE, asciiLines(4 * CHUNK + 5), [0xc3])],
  [
    // FF after three and a half ASCII chunks; a 00 in one of them (Modified UTF-8 refuses it there).
    'an ill-formed byte after a long ASCII run, and a 00 byte in it',
    joined(
      E_ACUTE,
      asciiLines(CHUNK + 1000),
      [0x00],
      asciiLines(2 * CHUNK + CHUNK / 2, 3),
      [0xff],
      asciiLines(1000, 5),
    ),
  ],
  [
    'an ill-formed byte after a long ASCII run',
    joined(E_ACUTE, asciiLines(3 * CHUNK + CHUNK / 2 + 17), [0x80], asciiLines(1000, 5)),
  ],
]

const files = cases.map(([name, bytes], i): [string, string, Uint8Array] => {
  const path = join(dir, `case-${i}.txt`)
  writeFileSync(path, bytes)
  return [name, path, bytes]
})

describe.each(RUNTIMES)('on %s', (runtime, command) => {
  if (command === null) {
    it.skip(`${runtime} is not installed here`, () => {})
    return
  }
  it.each(files)('%s: verdicts, offsets, lines and columns of the whole file', (_, path, bytes) => {
    const want = expected(bytes)
    expect(want.rejected.length).toBeGreaterThan(0)
    // From standard input too, when the command reads it all (Deno's spawnSync fails on a closed pipe).
    for (const args of want.accepted.length > 0 ? [[path], []] : [[path]]) {
      const ran = runCli(
        command,
        ['detect', '--json', ...args],
        args.length === 0 ? readFileSync(path) : undefined,
      )
      expect(ran.stderr).toBe('')
      const found = JSON.parse(ran.stdout).files[0]
      expect({ accepted: found.accepted, rejected: found.rejected }).toEqual(want)
      // Reading stops once every scheme has refused (maybe at the end).
      const all = found.bytes === bytes.length && found.stopped === null
      expect(all || (want.accepted.length === 0 && found.stopped === 'all-refused')).toBe(true)
    }
  })
})
