import * as core from '@utf8x/core'
import { describe, expect, test } from 'vitest'
import { docExamples, runDocExample } from '../../../tools/testing/doc-examples.ts'
import { expectedSequence } from '../../../tools/testing/explain.ts'
import * as pkg from '../src/index.ts'
import { decodeErrorOf, fromHex } from './helpers.ts'

const { eightByte, explain, hunkCodec, sevenByte, sixtyFiveBit } = pkg

describe('doc comment examples run', () => {
  const examples = docExamples(new URL('../src/', import.meta.url))
  test.each(examples)('$name', async (example) => {
    expect(await runDocExample(example, { ...core, ...pkg })).toBeGreaterThan(0)
  })
  test('there are examples', () => {
    expect(examples.length).toBeGreaterThan(15)
  })
})

describe('explain', () => {
  const row = (e: core.Explanation<number | bigint>) => e.sequences[0]?.row ?? null

  test('every row letter and the 65-bit and hunk forms', () => {
    const letters = [0, 0x80, 0x800, 0x10000, 0x200000, 0x4000000, 0x80000000, 2 ** 36].map((v) =>
      row(explain(v)),
    )
    expect(letters.join('')).toBe('ACEGIKMO')
    expect(sevenByte.explain(0x25).text).toBe("z010'0101")
    const e = sixtyFiveBit.explain(0xe9n)
    expect([e.hex, e.text, e.codePoint, row(e)]).toEqual(['A7 89', "wzw0'0111 wzz0'1001", 0xe9n, null])
    const h = hunkCodec(5).explain(0x41)
    expect([h.hex, h.text, h.unitBits, h.units.length]).toEqual(['1D 10 11', "w'wwz1 w'z000 w'z001", 5, 3])
    expect(hunkCodec(9).explain(2n ** 56n - 1n).units.length).toBe(9)
  })

  test('explain is eightByte.explain; every other codec explains with its own method', () => {
    expect(explain(0x80)).toEqual(eightByte.explain(0x80))
    expect(explain(0x80).scheme).toBe('utf-8-eight-byte')
    const seven = sevenByte.explain(0x25)
    expect([seven.scheme, seven.codePoint, seven.units, seven.text]).toEqual([
      'utf-8-seven-byte',
      0x25,
      [0x25],
      "z010'0101",
    ])
    const big = sixtyFiveBit.explain(0xe9n)
    expect([big.scheme, big.codePoint, big.units]).toEqual(['utf-8-65', 0xe9n, [0xa7, 0x89]])
    const hunks = hunkCodec(5).explain(0x41)
    expect([hunks.codePoint, hunks.units, hunks.unitBits]).toEqual([0x41, [0b11101, 0b10000, 0b10001], 5])
  })

  test('the structured diagram gives each bit its role and weight', () => {
    const diagram = explain(0xe9).sequences[0]?.diagram as core.BitDiagram
    expect(diagram.dataBits).toBe(11)
    const data = diagram.units.flatMap((u) => u.bits.filter((b) => b.role === 'data'))
    expect(data.map((b) => b.dataIndex)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0])
    expect(data.reduce((v, b) => v + b.value * 2 ** (b.dataIndex ?? 0), 0)).toBe(0xe9)
  })

  test('errors', () => {
    expect(() => explain(2 ** 42)).toThrow(core.EncodeError)
    expect(() => explain(-1)).toThrow(core.EncodeError)
    expect(() => explain('1' as unknown as number)).toThrow(TypeError)
    expect(() => hunkCodec(5).explain(4096)).toThrow(core.EncodeError)
    expect(() => hunkCodec(5).explain('1' as unknown as number)).toThrow(/"input"/)
  })

  test('explain(bytes) walks an input and names the broken rule', () => {
    const input = fromHex('41 E2 82 AC FF 80 80 80 80 80 80 80 80 E2 41 F8 88 80 80 80')
    const explained = explain(input)
    const items = explained.sequences
    expect(items.map((i) => [i.offset, i.hex, i.row ?? null, i.codePoint, i.error?.kind ?? null])).toEqual([
      [0, '41', 'A', 0x41, null],
      [1, 'E2 82 AC', 'E', 0x20ac, null],
      [4, 'FF 80 80 80 80 80 80 80', 'N', 0, 'overlong'],
      [12, '80', null, null, 'unexpected-continuation'],
      [13, 'E2', null, null, 'truncated'],
      [14, '41', 'A', 0x41, null],
      [15, 'F8 88 80 80 80', 'I', 0x200000, null],
    ])
    expect(items[4]?.error?.message).toBe(
      'Cannot decode utf-8-eight-byte: truncated 3-byte sequence at byte 13 (E2): the lead (1110xxxx) announces 2 extension bytes; 0 came, then 41, a single byte (0xxxxxxx)',
    )
    expect(items[3]?.text).toBe("wz00'0000")
    expect(explained.error).toEqual(eightByte.validate(input))
    expect(hunkCodec(5).explain([0b11101, 0b10000, 0b10001]).sequences[0]?.codePoint).toBe(0x41)
    expect(sevenByte.explain(fromHex('FF')).sequences[0]?.error?.kind).toBe('invalid-lead')
    expect(() => explain('41' as unknown as Uint8Array)).toThrow(/"input"/)
  })

  test('explain(...).sequences: every codec, bytes or hunks, a code point as its one sequence', () => {
    const input = fromHex('41 E2 82 AC FF 80 80 80 80 80 80 80 80 E2 41 F8 88 80 80 80')
    expect(explain(input).sequences).toEqual(eightByte.explain(input).sequences)
    expect(explain(input).sequences.map((i) => i.offset)).toEqual([0, 1, 4, 12, 13, 14, 15])
    const [hunk] = hunkCodec(5).explain([0b11101, 0b10000, 0b10001]).sequences
    expect([hunk?.offset, hunk?.units, hunk?.codePoint, hunk?.error]).toEqual([
      0,
      [0b11101, 0b10000, 0b10001],
      0x41,
      null,
    ])
    const [lead] = sevenByte.explain(fromHex('FF')).sequences
    expect([lead?.offset, lead?.units, lead?.error?.kind, lead?.error?.offset]).toEqual([
      0,
      [0xff],
      'invalid-lead',
      0,
    ])
    expect(() => eightByte.explain('41' as unknown as Uint8Array)).toThrow(/"input"/)
    expect(() => sevenByte.explain('41' as unknown as Uint8Array)).toThrow(/"input"/)
    // A number is a code point, explained as its one sequence.
    const [one] = explain(0x41).sequences
    expect([one?.offset, one?.units, one?.codePoint, one?.row]).toEqual([0, [0x41], 0x41, 'A'])
  })

  test('exact explanations: a code point with its row and table forms', () => {
    const sequence = expectedSequence<number>({
      offset: 0,
      units: [0xc2, 0x80],
      hex: 'C2 80',
      structure: [3, 2],
      codePoint: 0x80,
      storedValue: 0x80,
      error: null,
      text: "wwz0'0010 wz00'0000",
      pattern: "wwzd'dddd wzdd'dddd",
      subscript: "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
      row: 'C',
    })
    expect(explain(0x80)).toEqual({
      scheme: 'utf-8-eight-byte',
      codePoint: 0x80,
      unitBits: 8,
      units: [0xc2, 0x80],
      hex: 'C2 80',
      dataBits: 11,
      text: "wwz0'0010 wz00'0000",
      pattern: "wwzd'dddd wzdd'dddd",
      subscript: "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
      codePointBits: "0000'0000 1000'0000",
      codePointSubscript: "0000 ' 0 dAd9d8 # d7d6d5d4 ' d3d2d1d0",
      sequences: [sequence],
      error: null,
    })
  })

  test('exact explanations: ill-formed bytes (an overlong with its row, a truncated lead)', () => {
    const input = fromHex('C0 A5 E2 82')
    const [overlong, truncated] = [eightByte.validate(input), eightByte.validate(input.subarray(2))]
    expect(explain(input)).toEqual({
      scheme: 'utf-8-eight-byte',
      codePoint: null,
      unitBits: 8,
      units: [0xc0, 0xa5, 0xe2, 0x82],
      hex: 'C0 A5 E2 82',
      dataBits: 11 + 10,
      text: "wwz0'0000 wz10'0101 | wwwz'0010 wz00'0010",
      pattern: "wwzd'dddd wzdd'dddd | wwwz'dddd wzdd'dddd",
      subscript: "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0 | wwwz ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
      codePointBits: null,
      codePointSubscript: null,
      sequences: [
        expectedSequence<number>({
          offset: 0,
          units: [0xc0, 0xa5],
          hex: 'C0 A5',
          structure: [3, 2],
          codePoint: 0x25,
          storedValue: 0x25,
          error: overlong,
          text: "wwz0'0000 wz10'0101",
          pattern: "wwzd'dddd wzdd'dddd",
          subscript: "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
          row: 'B',
        }),
        expectedSequence<number>({
          offset: 2,
          units: [0xe2, 0x82],
          hex: 'E2 82',
          structure: [4, 2],
          codePoint: null,
          storedValue: null,
          error: truncated?.shifted(2) ?? null,
          text: "wwwz'0010 wz00'0010",
          pattern: "wwwz'dddd wzdd'dddd",
          subscript: "wwwz ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
        }),
      ],
      error: overlong,
    })
    expect([overlong?.kind, overlong?.offset, truncated?.kind]).toEqual(['overlong', 0, 'truncated'])
  })

  test('exact explanations: hunks and a bigint', () => {
    const five = hunkCodec(5)
    expect(five.explain(0x41)).toEqual({
      scheme: 'utf-8-hunk-5',
      codePoint: 0x41,
      unitBits: 5,
      units: [0b11101, 0b10000, 0b10001],
      hex: '1D 10 11',
      dataBits: 7,
      text: "w'wwz1 w'z000 w'z001",
      pattern: "w'wwzd w'zddd w'zddd",
      subscript: "w ' wwz d6 # w ' z d5d4d3 # w ' z d2d1d0",
      codePointBits: "0100'0001",
      codePointSubscript: "0 d6d5d4 ' d3d2d1d0",
      sequences: [
        expectedSequence<number>({
          offset: 0,
          units: [0b11101, 0b10000, 0b10001],
          hex: '1D 10 11',
          structure: [4, 2, 2],
          unitBits: 5,
          codePoint: 0x41,
          storedValue: 0x41,
          error: null,
          text: "w'wwz1 w'z000 w'z001",
          pattern: "w'wwzd w'zddd w'zddd",
          subscript: "w ' wwz d6 # w ' z d5d4d3 # w ' z d2d1d0",
        }),
      ],
      error: null,
    })
    const big = sixtyFiveBit.explain(2n ** 64n)
    expect(big.codePoint).toBe(2n ** 64n)
    expect(big.sequences.map((s) => [s.codePoint, s.storedValue, s.error, s.row])).toEqual([
      [2n ** 64n, 2n ** 64n, null, undefined],
    ])
    expect(big.dataBits).toBe(big.sequences[0]?.diagram.dataBits)
    expect(big.dataBits).toBe(65)
    // Whole bytes around the 65 data bits, as in Barber's table two.
    expect(big.codePointBits?.replace(/[' ]/g, '')).toBe(`1${'0'.repeat(64)}`.padStart(72, '0'))
    expect(sixtyFiveBit.explain(sixtyFiveBit.encodeCodePoints([2n ** 64n]))).toEqual({
      ...big,
      codePoint: null,
      codePointBits: null,
      codePointSubscript: null,
    })
  })
})

describe('codec shape and arguments', () => {
  const byteCodecs = [eightByte, sevenByte, sixtyFiveBit]

  test('names, limits, frozen', () => {
    expect(byteCodecs.map((c) => [c.name, c.maxCodePoint, c.maxSequenceLength])).toEqual([
      ['utf-8-eight-byte', 2 ** 42 - 1, 8],
      ['utf-8-seven-byte', 2 ** 36 - 1, 7],
      ['utf-8-65', 2n ** 65n - 1n, 14],
    ])
    for (const c of byteCodecs) expect(Object.isFrozen(c)).toBe(true)
  })

  test.each(byteCodecs)('$name: wrong argument types are TypeErrors naming the argument', (codec) => {
    const bad = [undefined, null, 42, 'text', [1, 2], {}]
    for (const value of bad) {
      expect(() => codec.decode(value as unknown as Uint8Array)).toThrow(/"bytes"/)
      expect(() => codec.decodeCodePoints(value as unknown as Uint8Array)).toThrow(/"bytes"/)
      expect(() => codec.validate(value as unknown as Uint8Array)).toThrow(/"bytes"/)
      expect(() => codec.isWellFormed(value as unknown as Uint8Array)).toThrow(/"bytes"/)
      if (typeof value !== 'string') {
        expect(() => codec.encode(value as unknown as string)).toThrow(/"text"/)
        expect(() => codec.byteLength(value as unknown as string)).toThrow(/"text"/)
      }
    }
    expect(() => codec.encodeCodePoints(5 as unknown as number[])).toThrow(/"codePoints"/)
    expect(() => codec.encodeCodePoints(['a'] as unknown as number[])).toThrow(/"codePoints\[0\]"/)
    expect(() => codec.encodeInto('a', [] as unknown as Uint8Array)).toThrow(/"destination"/)
    expect(() => codec.decode(new Uint8Array(1), null as unknown as undefined)).toThrow(TypeError)
    for (const v of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => codec.encodeCodePoints([v])).toThrow(core.EncodeError)
    }
    // Any BufferSource: ArrayBuffer, DataView, other typed arrays.
    expect(codec.decode(new Uint8Array([0x41, 0x42]).buffer)).toBe('AB')
    expect(codec.decode(new DataView(new Uint8Array([0x41]).buffer))).toBe('A')
  })

  test('65-bit: numbers and bigints in, bigints out', () => {
    expect(sixtyFiveBit.decodeCodePoints(sixtyFiveBit.encodeCodePoints([0x41, 2n ** 64n]))).toEqual([
      0x41n,
      2n ** 64n,
    ])
    expect(sixtyFiveBit.encodedLength(2n ** 60n - 1n)).toBe(13)
    expect(sixtyFiveBit.encodedLength(2 ** 60)).toBe(14)
    expect(() => sixtyFiveBit.encodeCodePoints([2n ** 65n])).toThrow(core.EncodeError)
    expect(sixtyFiveBit.decode(sixtyFiveBit.encode('aé€😀'))).toBe('aé€😀')
    expect(sixtyFiveBit.byteLength('aé€😀')).toBe(sixtyFiveBit.encode('aé€😀').length)
  })
})

describe('main codec functions and classes', () => {
  test('top-level functions are the eightByte methods', () => {
    expect(pkg.decode).toBe(eightByte.decode)
    expect(pkg.encode('é')).toEqual(new Uint8Array([0xc3, 0xa9]))
    expect(pkg.isWellFormed(fromHex('FF 81 80 80 80 80 80 80'))).toBe(true)
    expect(pkg.byteLength('😀')).toBe(4)
  })

  test('Decoder streams with offsets from the stream start', () => {
    const decoder = new pkg.Decoder()
    expect(decoder.encoding).toBe('utf-8-eight-byte')
    expect(decoder.decode(fromHex('41 FF 81 80'), { stream: true })).toBe('A')
    const error = decodeErrorOf(() => decoder.decode(fromHex('80 80 80 41')))
    expect([error.kind, error.offset]).toEqual(['truncated', 1])
    expect(new pkg.Encoder().encode('€')).toEqual(fromHex('E2 82 AC'))
  })

  async function collect<T>(stream: ReadableStream<T>): Promise<T[]> {
    const out: T[] = []
    const reader = stream.getReader()
    for (let r = await reader.read(); !r.done; r = await reader.read()) out.push(r.value)
    return out
  }
  function source<T>(chunks: T[]): ReadableStream<T> {
    return new ReadableStream({
      start(c) {
        for (const chunk of chunks) c.enqueue(chunk)
        c.close()
      },
    })
  }

  test('EncoderStream and DecoderStream', async () => {
    const parts = await collect(source(['a€', '\uD83D', '\uDE00b']).pipeThrough(new pkg.EncoderStream()))
    const bytes = Uint8Array.from(parts.flatMap((p) => Array.from(p)))
    expect(bytes).toEqual(new TextEncoder().encode('a€😀b'))
    const singles = Array.from(bytes, (b) => new Uint8Array([b]))
    const text = await collect(source(singles).pipeThrough(new pkg.DecoderStream()))
    expect(text.join('')).toBe('a€😀b')
  })
})
