// The command reads what it needs of a scheme from the scheme (its reserved runs, its largest value and
// surrogate rule), never from the codec's name: a codec built from the same scheme under another name is
// cut into the same windows and converted the same way.
import { codecs, getCodec } from '@utf8x/codecs'
import { type Codec, defineCodec } from '@utf8x/core'
import { engineLinkOf } from '@utf8x/core/internal'
import { describe, expect, it } from 'vitest'
import type { ByteCodec } from '../src/_codec.ts'
import { ReservedRuns, Windows } from '../src/_windows.ts'
import { stringFaithful } from '../src/transcode.ts'

/** `codec`'s scheme, under another name. */
function renamed(codec: Codec<number | bigint>): ByteCodec {
  const link = engineLinkOf(codec)
  if (link === null) throw new Error(`${codec.name} is not built on the engine`)
  return defineCodec({ ...link.scheme, name: `my-${codec.name}` }) as unknown as ByteCodec
}

describe('windows never cut inside a reserved run, read from the scheme', () => {
  const corrected = getCodec('corrected-utf-8') as unknown as ByteCodec
  // A, then a reserved run FE FF FE FF: each FE and FF is a sequence boundary, and the run one U+FFFD.
  const bytes = new Uint8Array([0x41, 0xfe, 0xff, 0xfe, 0xff])
  for (const codec of [corrected, renamed(corrected)]) {
    it(codec.name, () => {
      const window = new Windows(codec).push(bytes)
      expect([window.cut, window.end]).toEqual([1, 4])
      const runs = ReservedRuns.of(codec)
      expect(runs?.startOf(Uint8Array.of(0x41, 0xfe, 0x80, 0xff, 0x80), 4)).toBe(1)
      expect([runs?.starts(0xfe), runs?.starts(0xff), runs?.starts(0x80), runs?.continues(0x80)]).toEqual([
        true,
        true,
        false,
        true,
      ])
    })
  }
  it('a scheme without reserved runs has none', () => {
    const utf8 = getCodec('utf-8') as unknown as ByteCodec
    expect(ReservedRuns.of(utf8)).toBe(null)
    expect(new Windows(utf8).push(Uint8Array.of(0x41, 0xe2, 0x82, 0xac, 0x42))).toMatchObject({
      cut: 1,
      end: 4,
    })
  })
})

describe('the schemes whose code points a string holds, read from the scheme', () => {
  it('are utf-8, cesu-8, mutf-8 and wtf-8, under any name', () => {
    const all = codecs as readonly Codec<number | bigint>[]
    expect(all.filter((codec) => stringFaithful(codec as unknown as ByteCodec)).map((c) => c.name)).toEqual([
      'utf-8',
      'cesu-8',
      'mutf-8',
      'wtf-8',
    ])
    for (const codec of all)
      expect(stringFaithful(renamed(codec))).toBe(stringFaithful(codec as unknown as ByteCodec))
  })
})
