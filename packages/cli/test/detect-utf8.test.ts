// detect over text that is not ASCII: the schemes that read well-formed UTF-8 as UTF-8 does share one
// `buffer.isUtf8` per read, and each gets its checker only at the first read that is not well-formed
// UTF-8 or holds a byte of its own (a 4-byte lead for CESU-8 and MUTF-8, 00 for MUTF-8, any byte above
// 7F for the 65-bit variant). Each scheme's verdict, offset, kind and message must be those of its codec
// over the whole file, and the line and column those its own reading of the bytes before the error
// gives: through the BUILT command (`pnpm build` first) on Node, Bun and Deno, from a file (lines
// counted again once needed), and in-process from standard input cut at chosen places (counted as read).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { codecs } from '@utf8x/codecs'
import { afterAll, describe, expect, it } from 'vitest'
import { utf8Refusals } from '../src/_as-utf8.ts'
import { CHUNK } from '../src/_io.ts'
import { expected, joined } from './_detect.ts'
import { chunked, run } from './_run.ts'
import { RUNTIMES, runCli } from './_spawn.ts'

const dir = mkdtempSync(join(tmpdir(), 'utf8x-detect-utf8-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

/** A line of 2- and 3-byte characters (no 4-byte one, no 00), 64 bytes with its LF. */
const LINE = utf8('Grüße, ça va — €5 ünïcödé ‰ text line ok\n')

/** `length` bytes of {@link LINE}s, then ASCII `a` to make up the length (`lf` false: no LF at all). */
function text(length: number, lf = true): Uint8Array {
  const line = lf ? LINE : utf8('ü€a')
  const out = new Uint8Array(length).fill(0x61)
  for (let at = 0; at + line.length <= length; at += line.length) out.set(line, at)
  return out
}

const FOUR = [0xf0, 0x9f, 0x98, 0x80]

const cases: [string, Uint8Array][] = [
  [
    'a 4-byte sequence across a read boundary (F0 9F | 98 80), after reads that are not ASCII',
    joined(text(3 * CHUNK - 2), FOUR, text(CHUNK)),
  ],
  ['a 4-byte sequence at the start of a read', joined(text(2 * CHUNK), FOUR, text(1000))],
  ['a 4-byte lead the last byte of a read', joined(text(2 * CHUNK - 1), FOUR, text(1000))],
  ['a 00 byte (MUTF-8 refuses it, CESU-8 does not)', joined(text(CHUNK + 5000), [0x00], text(CHUNK))],
  ['a 00 byte at the start of a read', joined(text(CHUNK), [0x00], text(1000))],
  [
    'a lone surrogate across a read boundary (ED | A0 80: not UTF-8, WTF-8 takes it)',
    joined(text(2 * CHUNK - 1), [0xed, 0xa0, 0x80], text(CHUNK)),
  ],
  ['a sequence cut short at the end of the file', joined(text(2 * CHUNK + 7), [0xe2, 0x82])],
  [
    'a Latin-1 byte after reads that are not ASCII (every scheme refuses it)',
    joined(text(2 * CHUNK + 3), [0xe9, 0x20], text(100)),
  ],
  [
    'a 4-byte sequence, then an ill-formed byte reads later',
    joined(text(CHUNK + 11), FOUR, text(2 * CHUNK), [0xc0, 0x80], text(1000)),
  ],
  [
    'a 4-byte sequence after characters of 2 and 3 bytes on its line',
    joined(text(2 * CHUNK - 3), utf8('\nünï€ '), FOUR, text(100)),
  ],
  [
    'a 4-byte sequence on a line that starts in the read before, with characters of 2 bytes across it',
    joined(text(2 * CHUNK - 10), utf8('\nüüüüüüüüüüüü'), FOUR, text(100)),
  ],
  [
    'a 4-byte sequence on a line longer than two reads, without LF',
    joined(utf8('é\n'), text(2 * CHUNK + 100, false), FOUR, text(1000)),
  ],
]

describe('the bytes of well-formed UTF-8 each scheme refuses', () => {
  it('are its 4-byte leads for CESU-8 and MUTF-8 (and 00), every lead for the 65-bit variant', () => {
    const F0_F4 = [0xf0, 0xf1, 0xf2, 0xf3, 0xf4]
    const leads = Array.from({ length: 0xf4 - 0xc2 + 1 }, (_, i) => 0xc2 + i)
    expect(Object.fromEntries(codecs.map((codec) => [codec.name, utf8Refusals(codec)]))).toEqual({
      'utf-8': { leads: [], nul: false },
      'utf-8-rfc2279': { leads: [], nul: false },
      'cesu-8': { leads: F0_F4, nul: false },
      'mutf-8': { leads: F0_F4, nul: true },
      'wtf-8': { leads: [], nul: false },
      'utf-8-eight-byte': { leads: [], nul: false },
      'utf-8-seven-byte': { leads: [], nul: false },
      'utf-8-65': { leads, nul: false },
      'utf-infinity-8': { leads: [], nul: false },
      'corrected-utf-8': { leads: [], nul: false },
    })
  })

  it.each(codecs.map((codec) => [codec.name, codec] as const))(
    '%s accepts every other code point of UTF-8, one character for each',
    (_, codec) => {
      const { leads, nul } = utf8Refusals(codec)
      const points: number[] = []
      for (let cp = nul ? 1 : 0; cp <= 0x10ffff; cp++) {
        if (cp >= 0xd800 && cp <= 0xdfff) continue
        const lead = utf8(String.fromCodePoint(cp))[0] as number
        if (!leads.includes(lead)) points.push(cp)
      }
      const bytes = utf8(points.map((cp) => String.fromCodePoint(cp)).join(''))
      expect(codec.validate(bytes)).toBeNull()
      expect(codec.decodeCodePoints(bytes).length).toBe(points.length)
    },
  )
})

const files = cases.map(([name, bytes], i): [string, string, Uint8Array] => {
  const path = join(dir, `case-${i}.txt`)
  writeFileSync(path, bytes)
  return [name, path, bytes]
})

describe('from standard input, read in pieces cut at chosen places', () => {
  it.each(files)('%s', async (_, __, bytes) => {
    const want = expected(bytes)
    expect(want.rejected.length).toBeGreaterThan(0)
    const cuts = [
      [CHUNK, 2 * CHUNK, 3 * CHUNK],
      Array.from({ length: 40 }, (_, i) => i * 99_991 + 1),
      // At every byte around each first error.
      (want.rejected as { offset: number }[]).flatMap(({ offset }) =>
        Array.from({ length: 11 }, (_, i) => offset - 5 + i),
      ),
    ]
    for (const at of cuts) {
      const ran = await run(['detect', '--json'], { stdin: chunked(bytes, at) })
      expect(ran.err).toBe('')
      const found = JSON.parse(ran.out).files[0]
      expect({ accepted: found.accepted, rejected: found.rejected }).toEqual(want)
    }
  })
})

describe.each(RUNTIMES)('the built command on %s', (runtime, command) => {
  if (command === null) {
    it.skip(`${runtime} is not installed here`, () => {})
    return
  }
  it.each(files)('%s: verdicts, offsets, lines and columns of the whole file', (_, path, bytes) => {
    const want = expected(bytes)
    const ran = runCli(command, ['detect', '--json', path])
    expect(ran.stderr).toBe('')
    const found = JSON.parse(ran.stdout).files[0]
    expect({ accepted: found.accepted, rejected: found.rejected }).toEqual(want)
    expect(found.bytes === bytes.length || found.stopped === 'all-refused').toBe(true)
  })

  it('--max-bytes: the verdicts of the prefix, read no further', () => {
    const [, path, bytes] = files[0] as [string, string, Uint8Array]
    const length = 2 * CHUNK + 100
    const ran = runCli(command, ['detect', '--json', '--max-bytes', String(length), path])
    expect(ran.stderr).toBe('')
    const found = JSON.parse(ran.stdout).files[0]
    expect([found.bytes, found.stopped, found.complete]).toEqual([length, 'max-bytes', false])
    expect({ accepted: found.accepted, rejected: found.rejected }).toEqual(
      expected(bytes.subarray(0, length)),
    )
  })
})
