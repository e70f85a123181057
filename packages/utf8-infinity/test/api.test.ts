import * as core from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import * as api from '../src/index.ts'
import {
  type BitDiagram,
  DecodeError,
  decode,
  decodeCodePoints,
  EncodeError,
  Encoder,
  EncoderStream,
  encode,
  encodeCodePoints,
  encodedLength,
  encodeInto,
  explain,
  formatDiagram,
  sequenceLength,
  utfInfinity8,
} from '../src/index.ts'
import { bytesOf, hexOf, thrown } from './helpers.ts'

describe('the codec object', () => {
  it('has the shape API.md gives', () => {
    expect(utfInfinity8.name).toBe('utf-infinity-8')
    expect(utfInfinity8.maxCodePoint).toBeNull()
    expect(utfInfinity8.maxSequenceLength).toBeNull()
    expect(utfInfinity8.orderPreserving).toBe(true)
    expect(Object.isFrozen(utfInfinity8)).toBe(true)
    const top = [
      api.encode,
      api.decode,
      api.encodeCodePoints,
      api.decodeCodePoints,
      api.validate,
      api.isWellFormed,
      api.byteLength,
    ]
    const own = [
      utfInfinity8.encode,
      utfInfinity8.decode,
      utfInfinity8.encodeCodePoints,
      utfInfinity8.decodeCodePoints,
      utfInfinity8.validate,
      utfInfinity8.isWellFormed,
      utfInfinity8.byteLength,
    ]
    expect(top).toEqual(own)
    for (const [i, f] of top.entries()) expect(f).toBe(own[i])
  })

  it('re-exports core’s code point notation rather than its own', () => {
    expect(api.parseCodePoint).toBe(core.parseCodePoint)
    expect(api.parseCodePointBigInt).toBe(core.parseCodePointBigInt)
    expect(api.formatCodePoint).toBe(core.formatCodePoint)
    expect(api.parseCodePoint(`U+${'F'.repeat(60)}`)).toBe(16n ** 60n - 1n)
    expect(api.formatCodePoint(decodeCodePoints(encodeCodePoints([16n ** 40n]))[0] as bigint)).toBe(
      `U+1${'0'.repeat(40)}`,
    )
  })
})

describe('wrong argument types', () => {
  const notBytes = [undefined, null, 'abc', 42, [0x41], {}]
  it.each(notBytes.map((value) => [String(value), value]))('bytes = %s', (_label, value) => {
    for (const f of [decode, decodeCodePoints, api.validate, api.isWellFormed, sequenceLength]) {
      const error = thrown(() => (f as (x: unknown) => unknown)(value))
      expect(error).toBeInstanceOf(TypeError)
      expect(error).not.toBeInstanceOf(DecodeError)
      expect((error as Error).message).toContain('"bytes"')
    }
    // explain takes a number as a code point; anything else that is not bytes is a TypeError.
    if (typeof value !== 'number') {
      const error = thrown(() => explain(value as Uint8Array))
      expect(error).toBeInstanceOf(TypeError)
      expect(error).not.toBeInstanceOf(DecodeError)
      expect((error as Error).message).toContain('"input"')
    }
  })
  it('text, codePoints, destination and options', () => {
    expect((thrown(() => encode(42 as unknown as string)) as Error).message).toContain('"text"')
    expect((thrown(() => api.byteLength(null as unknown as string)) as Error).message).toContain('"text"')
    expect((thrown(() => encodeCodePoints(5 as unknown as number[])) as Error).message).toContain(
      '"codePoints"',
    )
    expect((thrown(() => encodeCodePoints(['A'] as unknown as number[])) as Error).message).toContain(
      '"codePoints"',
    )
    expect(thrown(() => encodeCodePoints(['A'] as unknown as number[]))).not.toBeInstanceOf(EncodeError)
    expect((thrown(() => encodeInto('a', [] as unknown as Uint8Array)) as Error).message).toContain(
      '"destination"',
    )
    expect(thrown(() => decode(new Uint8Array(1), null as unknown as object))).toBeInstanceOf(TypeError)
    expect(thrown(() => sequenceLength(new Uint8Array(2), 2))).toBeInstanceOf(RangeError)
    expect(thrown(() => sequenceLength(new Uint8Array(2), 0.5))).toBeInstanceOf(RangeError)
  })
})

describe('encoding', () => {
  it('strings: UTF-8 bytes; a lone surrogate is an error unless fatal: false', () => {
    expect(hexOf(encode('A€😀'))).toBe('41 E2 82 AC F0 9F 98 80')
    const error = thrown(() => encode('ab\uDC00'))
    expect(error).toBeInstanceOf(EncodeError)
    expect(error).toMatchObject({ kind: 'surrogate', index: 2, codePoint: 0xdc00, scheme: 'utf-infinity-8' })
    expect(hexOf(encode('a\uD800', { fatal: false }))).toBe('61 EF BF BD')
    expect(hexOf(new Encoder({ fatal: false }).encode('\uD800'))).toBe('EF BF BD')
    expect(new Encoder().encoding).toBe('utf-infinity-8')
  })

  it('encodeInto never writes part of a character and stops at a lone surrogate', () => {
    const out = new Uint8Array(5)
    expect(encodeInto('a😀b', out)).toEqual({ read: 3, written: 5 })
    expect(encodeInto('a€😀', new Uint8Array(6))).toEqual({ read: 2, written: 4 })
    expect(thrown(() => encodeInto('ab\uD800c', new Uint8Array(10)))).toMatchObject({
      kind: 'surrogate',
      index: 2,
    })
    // Not reached (the destination is full before it): no error yet.
    expect(encodeInto('€€\uD800', new Uint8Array(4))).toEqual({ read: 1, written: 3 })
  })

  it('code points: errors name the index', () => {
    expect(thrown(() => encodeCodePoints([0x41, -1]))).toMatchObject({
      kind: 'out-of-range',
      index: 1,
      codePoint: -1,
    })
    expect(thrown(() => encodeCodePoints([0x41n, -1n]))).toMatchObject({
      kind: 'out-of-range',
      index: 1,
      codePoint: -1n,
    })
    expect(thrown(() => encodeCodePoints([Number.NaN]))).toMatchObject({ kind: 'out-of-range', index: 0 })
    expect(thrown(() => encodeCodePoints([Number.POSITIVE_INFINITY]))).toMatchObject({ kind: 'out-of-range' })
    expect(thrown(() => encodeCodePoints([0, 0xd800]))).toMatchObject({ kind: 'surrogate', index: 1 })
    expect(thrown(() => encodeCodePoints([0xdfffn]))).toMatchObject({
      kind: 'surrogate',
      index: 0,
      codePoint: 0xdfffn,
    })
    expect((thrown(() => encodeCodePoints([0xd800])) as Error).message).toBe(
      'Cannot encode U+D800 in utf-infinity-8: surrogate at index 0',
    )
    expect(thrown(() => encodedLength(-1n))).toMatchObject({ kind: 'out-of-range' })
    expect(thrown(() => encodedLength(0xdabc))).toMatchObject({ kind: 'surrogate' })
    function* generate() {
      yield 0x41
      yield 2n ** 71n
    }
    expect(hexOf(encodeCodePoints(generate()))).toBe('41 FF A0 A0 80 80 80 80 80 80 80 80 80 80 80')
    expect(encodeCodePoints([])).toEqual(new Uint8Array(0))
  })

  it('encodedLength at every form boundary', () => {
    const rows: [bigint, number][] = [
      [0x7fn, 1],
      [0x80n, 2],
      [0x7ffn, 2],
      [0x800n, 3],
      [0xffffn, 3],
      [0x10000n, 4],
      [0x1fffffn, 4],
      [0x200000n, 5],
      [0x3ffffffn, 5],
      [0x4000000n, 6],
      [0x7fffffffn, 6],
      [0x80000000n, 7],
      [2n ** 36n - 1n, 7],
      [2n ** 36n, 13],
      [2n ** 71n - 1n, 13],
      [2n ** 71n, 14],
      [16n ** 18n - 1n, 14],
      [16n ** 18n, 16],
      [16n ** 33n - 1n, 24],
      [16n ** 33n, 28],
    ]
    for (const [cp, length] of rows) {
      expect(encodedLength(cp)).toBe(length)
      expect(encodeCodePoints([cp]).length).toBe(length)
      if (cp <= BigInt(Number.MAX_SAFE_INTEGER)) expect(encodedLength(Number(cp))).toBe(length)
    }
  })

  it('EncoderStream joins a surrogate pair split across chunks', async () => {
    const source = new ReadableStream<string>({
      start(controller) {
        controller.enqueue('a\uD83D')
        controller.enqueue('\uDE00')
        controller.close()
      },
    })
    const parts: number[] = []
    const reader = source.pipeThrough(new EncoderStream()).getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parts.push(...value)
    }
    expect(hexOf(parts)).toBe('61 F0 9F 98 80')
  })
})

describe('sequenceLength reads only the lead and the length field', () => {
  it('for every form', () => {
    expect(sequenceLength(bytesOf('41'))).toBe(1)
    expect(sequenceLength(bytesOf('C0'))).toBe(2)
    expect(sequenceLength(bytesOf('F8'))).toBe(5)
    expect(sequenceLength(bytesOf('FE'))).toBe(7)
    expect(sequenceLength(bytesOf('FF 9F'))).toBe(13)
    expect(sequenceLength(bytesOf('FF A0'))).toBe(14)
    expect(sequenceLength(bytesOf('FF A1'))).toBe(16)
    expect(sequenceLength(bytesOf('FF AF'))).toBe(24)
    expect(sequenceLength(bytesOf('00 FF B4 A1 A0'), 1)).toBe(28)
    expect(sequenceLength(bytesOf('FF B4 A5 A4'))).toBe(72)
  })
  it('errors: kind and offset', () => {
    expect(thrown(() => sequenceLength(bytesOf('41 80'), 1))).toMatchObject({
      kind: 'unexpected-continuation',
      offset: 1,
    })
    expect(thrown(() => sequenceLength(bytesOf('FF')))).toMatchObject({ kind: 'truncated', offset: 0 })
    expect(thrown(() => sequenceLength(bytesOf('FF B4 A1')))).toMatchObject({ kind: 'truncated', offset: 0 })
    expect(thrown(() => sequenceLength(bytesOf('FF B4 A0 A1')))).toMatchObject({
      kind: 'non-canonical-length',
    })
    expect(thrown(() => sequenceLength(bytesOf('FF B5')))).toMatchObject({ kind: 'non-canonical-length' })
  })
})

describe('bit diagrams', () => {
  it('in Barber’s notation through core', () => {
    expect(explain(0x41).text).toBe("z100'0001")
    expect(explain(0xe9).text).toBe("wwz0'0011 wz10'1001")
    expect(explain(0x80000000n).text).toBe(
      "wwww'wwwz wz00'0010 wz00'0000 wz00'0000 wz00'0000 wz00'0000 wz00'0000",
    )
    const thirteen = explain(2n ** 36n)
    expect(thirteen.pattern.split(' ').slice(0, 3).join(' ')).toBe("wwww'wwww wzzd'dddd wzdd'dddd")
    expect(thirteen.dataBits).toBe(71)
    const long = explain(2n ** 71n)
    expect(long.pattern.split(' ').slice(0, 3).join(' ')).toBe("wwww'wwww wzwz'zzzz wzdd'dddd")
    expect(long.dataBits).toBe(72)
    expect(explain(16n ** 33n).units.length).toBe(28)
    // The text forms are core's formatDiagram of each sequence's diagram.
    const [only] = long.sequences
    expect(formatDiagram(only?.diagram as BitDiagram, 'pattern')).toBe(long.pattern)
  })
  it('explain(bytes).sequences: each code at its offset with its diagram, a bad one with its error', () => {
    const [, e] = explain(bytesOf('41 C3 A9')).sequences
    expect(e?.offset).toBe(1)
    expect(e?.diagram.units.map((u) => u.value)).toEqual([0xc3, 0xa9])
    expect(formatDiagram(e?.diagram as BitDiagram)).toBe("wwz0'0011 wz10'1001")
    const [overlong] = explain(bytesOf('C0 80')).sequences
    expect([overlong?.offset, overlong?.codePoint, overlong?.units]).toEqual([0, 0n, [0xc0, 0x80]])
    expect(overlong?.error).toMatchObject({ kind: 'overlong', offset: 0 })
    const [, late] = explain(bytesOf('41 C0 80')).sequences
    expect(late?.offset).toBe(1)
    expect(late?.error).toMatchObject({ kind: 'overlong', offset: 1 })
    // Nothing past the end: one byte is one code, at offset 0.
    expect(explain(bytesOf('41')).sequences.map((s) => s.offset)).toEqual([0])
    expect(thrown(() => explain(0xd800))).toBeInstanceOf(EncodeError)
  })
})
