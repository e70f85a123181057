// transcode and TranscoderStream on every pair of shipped schemes: exact bytes and errors on vectors, and
// properties against the reference (decode to code points, encode them) on random and hostile input,
// against decode-then-encode through a string where both are defined, and streaming against whole.
import { type Codec, type DecodeOptions, TranscoderStream, transcode } from '@utf8x/core'
import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { cesu8, mutf8, utf8, utf8Rfc2279, wtf8 } from '@utf8x/utf8-classic'
import { eightByte, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allCodecs, thrown } from './_all-codecs.ts'
import { latin1, toy } from './_toy-codec.ts'
import {
  errorFacts,
  hostileBytes,
  type Outcome,
  ordinaryText,
  outcome,
  referenceTranscode,
} from './_transcode-reference.ts'

type AnyCodec = Codec<number | bigint>

const hex = (text: string): Uint8Array =>
  Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
const pairs: [AnyCodec, AnyCodec][] = allCodecs.flatMap((from) =>
  allCodecs.map((to): [AnyCodec, AnyCodec] => [from, to]),
)

/** Whether a string holds every code point of this list as the code points are (no U+FFFD stands in). */
function stringHolds(from: AnyCodec, codePoints: readonly (number | bigint)[]): boolean {
  const lone = from === wtf8 || from === mutf8
  return codePoints.every(
    (value) => typeof value === 'number' && value <= 0x10ffff && (lone || value < 0xd800 || value > 0xdfff),
  )
}

/** Chunks of `bytes` cut at `cuts` (sorted, deduplicated offsets inside it). */
function split(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b)
  const chunks: Uint8Array[] = []
  let start = 0
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.slice(start, point))
    start = point
  }
  return chunks
}

/** `TranscoderStream` over `chunks`: the concatenated output, or the facts of the error. */
async function streamed(
  chunks: readonly Uint8Array[],
  from: AnyCodec,
  to: AnyCodec,
  options?: DecodeOptions,
): Promise<Outcome> {
  const stream = new TranscoderStream(from, to, options)
  const writer = stream.writable.getWriter()
  const written = (async () => {
    for (const chunk of chunks) await writer.write(chunk)
    await writer.close()
  })().catch(() => undefined)
  const out: number[] = []
  try {
    const reader = stream.readable.getReader()
    for (let part = await reader.read(); !part.done; part = await reader.read()) out.push(...part.value)
  } catch (error) {
    await written
    return errorFacts(error)
  }
  await written
  return { bytes: out }
}

describe('transcode: vectors', () => {
  it('CESU-8 and Java pairs become UTF-8 4-byte forms, and back', () => {
    const cesu = hex('41eda0bdedb880e282ac')
    expect(transcode(cesu, cesu8, utf8)).toEqual(hex('41f09f9880e282ac'))
    expect(transcode(hex('41f09f9880e282ac'), utf8, cesu8)).toEqual(cesu)
    expect(transcode(hex('41f09f9880e282ac'), utf8, mutf8)).toEqual(cesu)
    expect(transcode(cesu, mutf8, wtf8)).toEqual(hex('41f09f9880e282ac'))
  })

  it("Java's U+0000 is C0 80, every other scheme's 00", () => {
    expect(transcode(hex('41c08042'), mutf8, utf8)).toEqual(hex('410042'))
    expect(transcode(hex('410042'), utf8, mutf8)).toEqual(hex('41c08042'))
    expect(transcode(hex('00c080'), utf8Rfc2279, utfInfinity8, { fatal: false })).toEqual(
      hex('00efbfbdefbfbd'),
    )
  })

  it('keeps a BOM (ignoreBOM changes nothing)', () => {
    expect(transcode(hex('efbbbf41'), utf8, cesu8)).toEqual(hex('efbbbf41'))
    expect(transcode(hex('efbbbf41'), utf8, cesu8, { ignoreBOM: true })).toEqual(hex('efbbbf41'))
    expect(transcode(hex('efbbbf41'), utf8, cesu8, { ignoreBOM: false })).toEqual(hex('efbbbf41'))
  })

  it('rewrites between schemes with different rows', () => {
    // U+00A0 is Corrected UTF-8's C0 80; U+10FFFF is 4 bytes in UTF-8, 6 in CESU-8, 4 in eight-byte.
    expect(transcode(hex('c2a0f48fbfbf'), utf8, correctedUtf8)).toEqual(
      transcode(hex('c2a0f48fbfbf'), utf8, correctedUtf8),
    )
    expect(transcode(hex('c2a0'), utf8, correctedUtf8)).toEqual(hex('c080'))
    expect(transcode(hex('c080'), correctedUtf8, cesu8)).toEqual(hex('c2a0'))
    expect(transcode(hex('41c2a0'), utf8, sixtyFiveBit)).toEqual(
      sixtyFiveBit.encodeCodePoints([0x41n, 0xa0n]),
    )
    const big = utfInfinity8.encodeCodePoints([2n ** 40n, 0x41n])
    expect(transcode(big, utfInfinity8, eightByte)).toEqual(eightByte.encodeCodePoints([2 ** 40, 0x41]))
    expect(transcode(eightByte.encodeCodePoints([2 ** 40]), eightByte, utfInfinity8)).toEqual(
      utfInfinity8.encodeCodePoints([2n ** 40n]),
    )
  })

  it('replaces ill-formed input as decodeCodePoints does, then writes U+FFFD in the target', () => {
    expect(transcode(hex('41ff42'), utf8, cesu8, { fatal: false })).toEqual(hex('41efbfbd42'))
    expect(transcode(hex('e282'), utf8, correctedUtf8, { fatal: false })).toEqual(
      correctedUtf8.encode('\uFFFD'),
    )
    expect(transcode(hex('eda080eda080'), cesu8, utf8, { fatal: false })).toEqual(hex('efbfbdefbfbd'))
  })

  it('a DecodeError has the kind and offset from.decode reports', () => {
    expect(errorFacts(thrown(() => transcode(hex('4142c0af'), mutf8, utf8)))).toMatchObject({
      error: 'DecodeError',
      kind: 'overlong',
      offset: 2,
    })
    expect(errorFacts(thrown(() => transcode(hex('41eda080'), cesu8, utf8)))).toMatchObject({
      error: 'DecodeError',
      kind: 'surrogate',
      offset: 1,
    })
  })

  it('an EncodeError has the index and input offset of the code point, as decoded', () => {
    expect(errorFacts(thrown(() => transcode(hex('c0806161eda080'), mutf8, utf8)))).toEqual({
      error: 'EncodeError',
      kind: 'surrogate',
      offset: 4,
      index: 3,
      codePoint: 0xd800,
    })
    const huge = utfInfinity8.encodeCodePoints([0x41n, 2n ** 80n])
    expect(errorFacts(thrown(() => transcode(huge, utfInfinity8, eightByte)))).toEqual({
      error: 'EncodeError',
      kind: 'out-of-range',
      offset: 1,
      index: 1,
      codePoint: 2n ** 80n,
    })
    // A C1 control has no Corrected UTF-8 form.
    expect(errorFacts(thrown(() => transcode(hex('41c285'), utf8, correctedUtf8)))).toMatchObject({
      kind: 'not-encodable',
      offset: 1,
      index: 1,
      codePoint: 0x85,
    })
  })

  it('a high then a low surrogate value cannot go into WTF-8 or Java: the error is at the high', () => {
    for (const to of [wtf8, mutf8]) {
      expect(errorFacts(thrown(() => transcode(hex('41eda080edb080'), utf8Rfc2279, to)))).toEqual({
        error: 'EncodeError',
        kind: 'surrogate',
        offset: 1,
        index: 1,
        codePoint: 0xd800,
      })
    }
    expect(transcode(hex('eda08041edb080'), utf8Rfc2279, wtf8)).toEqual(hex('eda08041edb080'))
  })

  it('strict, a DecodeError anywhere comes before an EncodeError', () => {
    expect(errorFacts(thrown(() => transcode(hex('eda08041c0'), wtf8, utf8)))).toMatchObject({
      error: 'DecodeError',
      kind: 'truncated',
      offset: 4,
    })
    expect(
      errorFacts(thrown(() => transcode(hex('eda08041c0'), wtf8, utf8, { fatal: false }))),
    ).toMatchObject({
      error: 'EncodeError',
      offset: 0,
    })
  })

  it('returns a new array: never the input or a view of it', () => {
    const input = hex('414243')
    const out = transcode(input, utf8, wtf8)
    expect(out).toEqual(input)
    expect(out.buffer).not.toBe(input.buffer)
    out[0] = 0
    expect(input[0]).toBe(0x41)
    expect(transcode(new Uint8Array(0), cesu8, utf8)).toEqual(new Uint8Array(0))
  })

  it('checks its arguments', () => {
    expect(() => transcode(hex('41'), {} as never, utf8)).toThrow(/"from" argument must be a codec/)
    expect(() => transcode(hex('41'), utf8, null as never)).toThrow(/"to" argument must be a codec/)
    expect(() => transcode(hex('41'), utf8, utf8, { fatal: 'no' } as never)).toThrow(TypeError)
    expect(() => transcode(hex('41'), utf8, utf8, { stream: true } as never)).toThrow(
      /unknown option "stream"/,
    )
  })
})

describe('transcode: properties on every pair of schemes', () => {
  it('equals to.encodeCodePoints(from.decodeCodePoints(x)), errors included, strict and replacing', () => {
    for (const [from, to] of pairs) {
      for (const options of [undefined, { fatal: false }]) {
        fc.assert(
          fc.property(hostileBytes, (bytes) => {
            expect(outcome(() => transcode(bytes, from, to, options))).toEqual(
              referenceTranscode(bytes, from, to, options),
            )
          }),
          { numRuns: 60 },
        )
      }
    }
  })

  it('equals to.encode(from.decode(x)) where both are defined', () => {
    for (const [from, to] of pairs) {
      for (const options of [{ ignoreBOM: true }, { fatal: false, ignoreBOM: true }]) {
        fc.assert(
          fc.property(hostileBytes, (bytes) => {
            let codePoints: (number | bigint)[]
            let expected: Uint8Array
            try {
              codePoints = from.decodeCodePoints(bytes, options)
              expected = to.encode(from.decode(bytes, options))
            } catch {
              return
            }
            if (!stringHolds(from, codePoints)) return
            expect(transcode(bytes, from, to, options)).toEqual(expected)
          }),
          { numRuns: 40 },
        )
      }
    }
  })

  it('ordinary text goes through unchanged between every pair', () => {
    fc.assert(
      fc.property(ordinaryText, fc.constantFrom(...pairs), (text, [from, to]) => {
        expect(transcode(from.encode(text), from, to)).toEqual(to.encode(text))
      }),
      { numRuns: 2000 },
    )
  })

  it('a codec core does not know goes through strings, with the same answers on ordinary text', () => {
    // A spread copy keeps the methods but not the engine's link: transcode reads it through strings.
    const plain = (codec: AnyCodec): AnyCodec => ({ ...codec })
    fc.assert(
      fc.property(ordinaryText, fc.constantFrom(...pairs), (text, [from, to]) => {
        const bytes = from.encode(text)
        const expected = to.encode(text)
        expect(transcode(bytes, plain(from), to)).toEqual(expected)
        expect(transcode(bytes, from, plain(to))).toEqual(expected)
      }),
      { numRuns: 500 },
    )
    expect(errorFacts(thrown(() => transcode(hex('c0806161eda080'), plain(mutf8), plain(utf8))))).toEqual({
      error: 'EncodeError',
      kind: 'surrogate',
      offset: 4,
      index: 3,
      codePoint: 0xd800,
    })
    expect(
      errorFacts(thrown(() => transcode(hex('ff41eda080'), plain(wtf8), utf8, { fatal: false }))),
    ).toMatchObject({ error: 'EncodeError', offset: 2, index: 2 })
    expect(errorFacts(thrown(() => transcode(hex('eda08041c0'), plain(wtf8), utf8)))).toMatchObject({
      error: 'DecodeError',
      kind: 'truncated',
      offset: 4,
    })
  })

  it("a codec that only inherits the engine's link is not linked: its own methods are called", () => {
    // Object.create(cesu8) inherits the link; an own encode that upper-cases must be what transcoding uses.
    const shouting = Object.create(cesu8) as AnyCodec
    Object.defineProperty(shouting, 'encode', { value: (text: string) => cesu8.encode(text.toUpperCase()) })
    expect(transcode(hex('61c3a9'), utf8, shouting)).toEqual(hex('41c389'))
    expect(transcode(hex('61c3a9'), utf8, cesu8)).toEqual(hex('61c3a9'))
  })

  it('copies a whole input that is a view of a larger buffer, or a subclass of Uint8Array', () => {
    class Bytes extends Uint8Array {}
    const buffer = new ArrayBuffer(5)
    new Uint8Array(buffer).set(hex('00616263ff'))
    const view = new Uint8Array(buffer, 1, 3)
    const sub = new Bytes(buffer, 1, 3)
    for (const input of [view, sub]) {
      const out = transcode(input, utf8, wtf8)
      expect(out).toEqual(hex('616263'))
      expect(out.buffer).not.toBe(buffer)
      expect(Object.getPrototypeOf(out)).toBe(Uint8Array.prototype)
    }
  })

  it('goes through strings in pieces on long input: the same bytes, and the offset of a late error', () => {
    const text = 'héllo wörld € 😀 '.repeat(6_000)
    const bytes = cesu8.encode(text)
    expect(transcode(bytes, { ...cesu8 }, utf8)).toEqual(utf8.encode(text))
    const bad = Uint8Array.from([...bytes, 0xed, 0xa0, 0x80])
    expect(errorFacts(thrown(() => transcode(bad, { ...mutf8 }, utf8)))).toMatchObject({
      kind: 'surrogate',
      offset: bytes.length,
      index: [...text].length,
    })
  })
})

describe('transcode: long input in pieces', () => {
  it('between schemes that share only ASCII: the same answers as the reference, errors late in the input too', () => {
    const text = 'héllo wörld € 😀 \u00a0'.repeat(8_000)
    // Each pair with a code point the target cannot encode (none for UTF-8 into the 65-bit scheme).
    const pairsOfRows: [AnyCodec, AnyCodec, number | bigint][] = [
      [eightByte, correctedUtf8, 0x85],
      [correctedUtf8, utf8, 0x110000],
      [utf8, sixtyFiveBit, 0x41],
      [sixtyFiveBit, mutf8, 0x110000n],
    ]
    for (const [from, to, refused] of pairsOfRows) {
      const bytes = from.encode(text)
      expect(bytes.length).toBeGreaterThan(3 * 65536)
      expect(transcode(bytes, from, to)).toEqual(to.encode(text))
      // A stray byte in the third piece, and a code point the target refuses after five pieces.
      const bad = Uint8Array.from([...bytes.subarray(0, 150_000), 0x80, ...bytes.subarray(150_000)])
      const unencodable = Uint8Array.from([
        ...bytes,
        ...from.encodeCodePoints([0x61, refused]),
        ...bytes.subarray(0, 70_000),
      ])
      for (const input of [bad, unencodable]) {
        for (const options of [undefined, { fatal: false }]) {
          expect(outcome(() => transcode(input, from, to, options))).toEqual(
            referenceTranscode(input, from, to, options),
          )
        }
      }
    }
  })
})

describe('TranscoderStream', () => {
  it('reads a pair split across chunks as one character', async () => {
    const chunks = [hex('41eda0'), hex('bd'), hex('ed'), hex('b880')]
    expect(await streamed(chunks, cesu8, utf8)).toEqual({ bytes: [...hex('41f09f9880')] })
    expect(new TranscoderStream(cesu8, utf8).fatal).toBe(true)
    expect(new TranscoderStream(cesu8, utf8, { fatal: false }).fatal).toBe(false)
  })

  it('reports whole-stream offsets', async () => {
    expect(await streamed([hex('4142'), hex('43c0'), hex('af')], mutf8, utf8)).toMatchObject({
      error: 'DecodeError',
      kind: 'overlong',
      offset: 3,
    })
    expect(await streamed([hex('4142'), hex('43ed'), hex('a08044')], wtf8, utf8)).toEqual({
      error: 'EncodeError',
      kind: 'surrogate',
      offset: 3,
      index: 3,
      codePoint: 0xd800,
    })
  })

  it('between schemes that share only ASCII, chunks go through strings with exact later errors', async () => {
    // 65-bit input: 3000 characters of mixed text, then a value UTF-8 cannot hold (U+110000), then more.
    const text = 'aé€😀中'.repeat(600)
    const head = sixtyFiveBit.encode(text)
    const input = new Uint8Array([...head, ...sixtyFiveBit.encodeCodePoints([0x110000]), 0x41])
    const chunks = split(input, [1000, 2000, 3000, head.length + 2])
    const expected = { error: 'EncodeError', kind: 'out-of-range', offset: head.length, index: 3000 }
    expect(await streamed(chunks, sixtyFiveBit, utf8)).toMatchObject(expected)
    expect(errorFacts(thrown(() => transcode(input, sixtyFiveBit, utf8)))).toMatchObject(expected)
    // Without it, the stream's bytes are the whole text's.
    expect(await streamed(split(head, [1000, 2000, 3000]), sixtyFiveBit, utf8)).toEqual({
      bytes: [...utf8.encode(text)],
    })
    expect(await streamed(split(utf8.encode(text), [999, 4001]), utf8, sixtyFiveBit)).toEqual({
      bytes: [...head],
    })
  })

  it('streaming equals whole for every split of small inputs, every pair', async () => {
    const inputs = [
      hex('41eda0bdedb880e282ac'),
      hex('c08041eda080edb080'),
      hex('f09f9880c2a0ff80'),
      hex('efbbbfe282'),
      hex('fe8080808080ff41'),
    ]
    for (const [from, to] of pairs) {
      for (const options of [undefined, { fatal: false }]) {
        for (const bytes of inputs) {
          const whole = outcome(() => transcode(bytes, from, to, options))
          for (let cut = 0; cut <= bytes.length; cut++) {
            expect(await streamed(split(bytes, [cut]), from, to, options)).toEqual(whole)
          }
        }
      }
    }
  })

  it('streaming equals whole for random splits of hostile input, every pair', async () => {
    for (const [from, to] of pairs) {
      for (const options of [undefined, { fatal: false }]) {
        await fc.assert(
          fc.asyncProperty(hostileBytes, fc.array(fc.nat(), { maxLength: 6 }), async (bytes, cuts) => {
            const whole = outcome(() => transcode(bytes, from, to, options))
            expect(await streamed(split(bytes, cuts), from, to, options)).toEqual(whole)
          }),
          { numRuns: 12 },
        )
      }
    }
  })

  it('byte by byte through the route through strings', async () => {
    const bytes = hex('41eda0bdedb880c080e282ac')
    const chunks = [...bytes].map((b) => Uint8Array.of(b))
    expect(await streamed(chunks, { ...mutf8 }, utf8)).toEqual({ bytes: [...transcode(bytes, mutf8, utf8)] })
    expect(await streamed([hex('e9'), hex('41')], latin1, toy)).toEqual({ bytes: [0xc3, 0xa9, 0x41] })
  })

  it('checks its arguments and chunks', async () => {
    expect(() => new TranscoderStream(null as never, utf8)).toThrow(/"from" argument must be a codec/)
    expect(() => new TranscoderStream(utf8, 5 as never)).toThrow(/"to" argument must be a codec/)
    expect(() => new TranscoderStream(utf8, utf8, { stream: true } as never)).toThrow(TypeError)
    const stream = new TranscoderStream(utf8, cesu8)
    const writer = stream.writable.getWriter()
    void writer.write('text' as never).catch(() => undefined)
    await expect(stream.readable.getReader().read()).rejects.toThrow(/"chunk" argument/)
  })

  it('never keeps or changes a chunk', async () => {
    const chunk = hex('41eda0')
    const stream = new TranscoderStream(cesu8, utf8)
    const writer = stream.writable.getWriter()
    const reader = stream.readable.getReader()
    void writer.write(chunk)
    const first = await reader.read()
    chunk.set([0, 0, 0])
    void writer.write(hex('bdedb880'))
    void writer.close()
    const second = await reader.read()
    expect([...(first.value ?? []), ...(second.value ?? [])]).toEqual([0x41, 0xf0, 0x9f, 0x98, 0x80])
  })
})
