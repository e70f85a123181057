// Boundaries and offsets read a codec's scheme (its rows, pairs, lead rule), never its name: a codec built
// from the same scheme under another name behaves exactly as the original at each of them.
import { codecs } from '@utf8x/codecs'
import {
  boundaryOptions,
  type Codec,
  defineCodec,
  isDecodeError,
  isEncodeError,
  previousBoundary,
  sequenceStarts,
  toByteOffset,
  toUtf16Index,
  truncate,
} from '@utf8x/core'
import { engineLinkOf } from '@utf8x/core/internal'
import { describe, expect, it } from 'vitest'

type AnyCodec = Codec<number | bigint>

/** `codec`'s scheme, under another name. */
function renamed(codec: AnyCodec): AnyCodec {
  const link = engineLinkOf(codec)
  if (link === null) throw new Error(`${codec.name} is not built on the engine`)
  return defineCodec({ ...link.scheme, name: `my-${codec.name}` })
}

/** What a call returns, or the class, kind, offset and message (the name taken out) of what it throws. */
function outcome(call: () => unknown, name: string): unknown {
  try {
    const value = call()
    return typeof value === 'object' && value !== null ? [...(value as Iterable<unknown>)] : value
  } catch (error) {
    const e = error as Error & { kind?: string; offset?: number; index?: number }
    return {
      type: isDecodeError(e) ? 'DecodeError' : isEncodeError(e) ? 'EncodeError' : e.constructor.name,
      kind: e.kind,
      at: e.offset ?? e.index,
      message: e.message.replaceAll(`my-${name}`, name),
    }
  }
}

// Bytes that are leads, extension units, stray or reserved in some scheme, and whole sequences.
const SAMPLES: readonly (readonly number[])[] = [
  [0x41, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x42],
  [0x61, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80, 0x62],
  [0x41, 0xbf, 0x9f, 0x42, 0xa0, 0x80, 0xc0, 0x80],
  [0x41, 0xfe, 0x80, 0xff, 0x80, 0x42, 0xe2, 0x82, 0xac],
  [0x61, 0xc3, 0xa9, 0xf0, 0x9f, 0x98, 0x80, 0x62],
  [0xff, 0x80, 0x80, 0x81, 0x80, 0x41],
]

describe('a renamed codec has the boundary rules of its scheme', () => {
  for (const codec of codecs as readonly AnyCodec[]) {
    it(codec.name, () => {
      const twin = renamed(codec)
      expect(boundaryOptions(twin)).toEqual(boundaryOptions(codec))
      for (const sample of SAMPLES) {
        const bytes = Uint8Array.from(sample)
        expect([...sequenceStarts(bytes, twin)]).toEqual([...sequenceStarts(bytes, codec)])
        for (let i = 0; i <= bytes.length; i++) {
          expect(previousBoundary(bytes, i, twin)).toBe(previousBoundary(bytes, i, codec))
          expect(truncate(bytes, i, twin).length).toBe(truncate(bytes, i, codec).length)
        }
      }
    })
  }

  it('each scheme as its rows say (the longest sequence; 100xxxxx extension bytes; pairs kept whole)', () => {
    const byName = new Map((codecs as readonly AnyCodec[]).map((codec) => [codec.name, renamed(codec)]))
    const strays = (name: string) =>
      [...sequenceStarts(Uint8Array.from(SAMPLES[0]!), byName.get(name))].join()
    expect(strays('utf-8')).toBe('0,4,5,6,7,8,9')
    expect(strays('utf-8-rfc2279')).toBe('0,6,7,8,9')
    expect(strays('corrected-utf-8')).toBe('0,6,7,8,9')
    expect(strays('utf-8-eight-byte')).toBe('0,8,9')
    expect(strays('utf-8-65')).toBe('0,9')
    expect(strays('utf-infinity-8')).toBe('0,9')
    expect(boundaryOptions(byName.get('utf-8-65')!)).toEqual({
      continuationMask: 0xe0,
      continuationValue: 0x80,
      longestSequence: 14,
    })
    expect(boundaryOptions(byName.get('cesu-8')!)).toEqual({ surrogatePairs: true, longestSequence: 3 })
    expect(boundaryOptions(byName.get('utf-infinity-8')!)).toEqual({})
  })
})

describe('a renamed codec has the offsets of its scheme', () => {
  const texts = ['aé😀b', 'a\uD800b', '\0x\u0085', 'plain']
  for (const codec of codecs as readonly AnyCodec[]) {
    it(codec.name, () => {
      const twin = renamed(codec)
      for (const sample of [...SAMPLES, ...texts.map((text) => [...new TextEncoder().encode(text)])]) {
        const bytes = Uint8Array.from(sample)
        for (let i = 0; i <= bytes.length; i++) {
          expect(outcome(() => toUtf16Index(bytes, i, twin), codec.name)).toEqual(
            outcome(() => toUtf16Index(bytes, i, codec), codec.name),
          )
        }
      }
      for (const text of texts) {
        for (let i = 0; i <= text.length; i++) {
          expect(outcome(() => toByteOffset(text, i, twin), codec.name)).toEqual(
            outcome(() => toByteOffset(text, i, codec), codec.name),
          )
        }
      }
    })
  }

  it("a renamed UTF-8 takes UTF-8's route, and its errors carry its own name", () => {
    const twin = renamed(codecs[0] as AnyCodec)
    expect(() => toUtf16Index(new Uint8Array([0x61, 0xc3, 0xa9]), 2, twin)).toThrow(
      new RangeError(
        'The "byteOffset" argument 2 is inside the my-utf-8 sequence that starts at byte 1: not a character boundary',
      ),
    )
    expect(() => toByteOffset('a\uD800', 2, twin)).toThrow(
      expect.objectContaining({ scheme: 'my-utf-8', kind: 'surrogate', index: 1 }),
    )
  })
})
