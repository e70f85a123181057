// A DecodeError holds a copy of the few units it names, never a view of the caller's input: reusing the
// input buffer leaves the error as it was, and the error does not keep the input alive.
import { type Codec, DecodeError } from '@utf8x/core'
import { correctedUtf8, explain as explainCorrected } from '@utf8x/corrected-utf8'
import { utf8 } from '@utf8x/utf8-classic'
import { eightByte, explain as explainEightByte, hunkCodec } from '@utf8x/utf8-eight-byte'
import { explain as explainInfinity, sequenceLength, utfInfinity8 } from '@utf8x/utf8-infinity'
import { describe, expect, it } from 'vitest'
import { allCodecs, thrown } from './_all-codecs.ts'

/** 'A', then a 3-byte lead and one continuation byte, then the end: truncated at 1 in every scheme. */
const TRUNCATED = [0x41, 0xe2, 0x82]

function unitsOf(error: unknown): number[] {
  expect(error).toBeInstanceOf(DecodeError)
  const units = (error as DecodeError).details.units
  expect(units).toBeDefined()
  return Array.from(units as ArrayLike<number>)
}

/** Checks that the error's units are a copy: not over `input`'s memory, and unchanged when it is reused. */
function expectCopied(error: unknown, input: Uint8Array | Uint16Array, expected: number[]): void {
  expect(unitsOf(error)).toEqual(expected)
  const units = (error as DecodeError).details.units as ArrayLike<number> & { buffer?: ArrayBufferLike }
  if (units.buffer !== undefined) expect(units.buffer).not.toBe(input.buffer)
  const message = (error as DecodeError).message
  input.fill(0)
  expect(unitsOf(error)).toEqual(expected)
  expect((error as DecodeError).message).toBe(message)
}

const inputs: [string, () => Uint8Array][] = [
  ['Uint8Array', () => new Uint8Array(TRUNCATED)],
  // A Node Buffer's slice() is a view: the case that went wrong.
  ['Buffer', () => Buffer.from(TRUNCATED)],
  ['a view in a larger buffer', () => new Uint8Array([0x20, ...TRUNCATED, 0x20]).subarray(1, 4)],
]

describe('DecodeError units are copies', () => {
  for (const codec of allCodecs) {
    it(`${codec.name}: decode, decodeCodePoints, validate, a stream`, () => {
      for (const [what, make] of inputs) {
        let input = make()
        const error = thrown(() => codec.decode(input))
        expect((error as DecodeError).kind, what).toBe('truncated')
        expect((error as DecodeError).offset, what).toBe(1)
        expectCopied(error, input, [0xe2, 0x82])
        input = make()
        expectCopied(
          thrown(() => codec.decodeCodePoints(input)),
          input,
          [0xe2, 0x82],
        )
        input = make()
        expectCopied(codec.validate(input), input, [0xe2, 0x82])
        input = make()
        const decoder = codec.createDecoder()
        expect(decoder.decode(input.subarray(0, 1), { stream: true })).toBe('A')
        expectCopied(
          thrown(() => decoder.decode(input.subarray(1))),
          input,
          [0xe2, 0x82],
        )
      }
    })
  }

  it('hunk codecs', () => {
    const hunks = new Uint16Array([0x41, 0xe2, 0x82])
    expectCopied(
      thrown(() => hunkCodec(8).decode(hunks)),
      hunks,
      [0xe2, 0x82],
    )
  })

  it('a long reserved run keeps a few units, not the run', () => {
    const corrected = allCodecs.find((codec) => codec.name === 'corrected-utf-8')
    const run = new Uint8Array(1 << 20).fill(0xfe)
    const error = thrown(() => corrected?.decode(run)) as DecodeError
    expect(error.kind).toBe('reserved')
    expect(error.end).toBe(1 << 20)
    expect(unitsOf(error).length).toBeLessThanOrEqual(32)
    expect(error.message).toBe(
      `Cannot decode corrected-utf-8: reserved run at bytes 0–${(1 << 20) - 1} (${'FE '.repeat(16)}…): FE and FF start a reserved run, which goes on through them and extension bytes and holds no character`,
    )
  })

  it('sequenceLength (utf-infinity-8) and explain errors', () => {
    let input = Buffer.from([0x80])
    expectCopied(
      thrown(() => sequenceLength(input, 0)),
      input,
      [0x80],
    )
    input = Buffer.from([0x41, 0xe2, 0x82])
    expectCopied(explainInfinity(input).sequences[1]?.error, input, [0xe2, 0x82])
    input = Buffer.from([0x41, 0xe2, 0x82])
    expectCopied(explainCorrected(input).sequences[1]?.error, input, [0xe2, 0x82])
    input = Buffer.from([0x41, 0xe2, 0x82])
    expectCopied(explainEightByte(input).sequences[1]?.error, input, [0xe2, 0x82])
  })
})

describe("corrected-utf-8 explain(bytes).sequences hold a copy of each sequence's bytes", () => {
  it('of a Buffer', () => {
    const input = Buffer.from([0x41, 0xc0, 0xaf, 0x42])
    const explained = explainCorrected(input).sequences[1]
    expect([...(explained?.units ?? [])]).toEqual([0xc0, 0xaf])
    expect(Array.isArray(explained?.units)).toBe(true)
    input.fill(0)
    expect([...(explained?.units ?? [])]).toEqual([0xc0, 0xaf])
    expect(explained?.codePoint).toBe(0xcf)
    expect(explained?.offset).toBe(1)
  })
})

describe("every codec's explain keeps copies of the units, never views of a Buffer", () => {
  it.each([
    ['corrected-utf-8', correctedUtf8 as Codec<number | bigint>],
    ['utf-8-eight-byte', eightByte as Codec<number | bigint>],
    ['utf-infinity-8', utfInfinity8 as Codec<number | bigint>],
    ['utf-8', utf8 as Codec<number | bigint>],
  ])('%s', (_, codec) => {
    const input = Buffer.from([0x41, 0xc3, 0xa9, 0xe2, 0x82])
    const explained = codec.explain(input)
    input.fill(0)
    expect(explained.units).toEqual([0x41, 0xc3, 0xa9, 0xe2, 0x82])
    expect(explained.sequences.map((s) => s.units)).toEqual([[0x41], [0xc3, 0xa9], [0xe2, 0x82]])
    expect(explained.sequences[2]?.error?.kind).toBe('truncated')
    expect(explained.sequences[2]?.error?.offset).toBe(3)
    expect([...unitsOf(explained.sequences[2]?.error as DecodeError)]).toEqual([0xe2, 0x82])
  })
})
