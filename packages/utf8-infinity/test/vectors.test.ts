import { describe, expect, it } from 'vitest'
import {
  byteLength,
  DecodeError,
  decode,
  decodeCodePoints,
  encodeCodePoints,
  encodedLength,
  isWellFormed,
  parseCodePoint,
  parseCodePointBigInt,
  sequenceLength,
  utfInfinity8,
  validate,
} from '../src/index.ts'
import { bytesOf, hexOf, thrown } from './helpers.ts'
import { refDecodeReplacing, refDecodeStrict, refDecodeTextReplacing, refEncode } from './reference.ts'
import errors from './vectors/errors.json' with { type: 'json' }
import seed from './vectors/seed-examples.json' with { type: 'json' }

describe('§4 examples, byte for byte', () => {
  it('has every example of the seed', () => {
    expect(seed.examples).toHaveLength(17)
  })
  for (const example of seed.examples) {
    const codePoint = parseCodePointBigInt(example.codePoint)
    const label = example.codePoint.length > 24 ? `${example.codePoint.slice(0, 24)}…` : example.codePoint
    it(`${label} = ${example.bytes.slice(0, 40)}${example.bytes.length > 40 ? ' …' : ''}`, () => {
      const bytes = bytesOf(example.bytes)
      expect(bytes.length).toBe(example.length)
      expect(hexOf(encodeCodePoints([codePoint]))).toBe(example.bytes)
      expect(refEncode(codePoint)).toEqual([...bytes])
      expect(decodeCodePoints(bytes)).toEqual([codePoint])
      expect(encodedLength(codePoint)).toBe(example.length)
      expect(sequenceLength(bytes)).toBe(example.length)
      expect(validate(bytes)).toBeNull()
      expect(isWellFormed(bytes)).toBe(true)
      const asNumber = parseCodePoint(example.codePoint)
      if (typeof asNumber === 'number') expect(hexOf(encodeCodePoints([asNumber]))).toBe(example.bytes)
    })
  }

  it('the 51-A example has 38 bytes, as listed (the text says 34)', () => {
    const example = seed.examples.find((e) => e.codePoint === `U+${'A'.repeat(51)}`)
    expect(example?.length).toBe(38)
    expect(encodeCodePoints([parseCodePointBigInt(`U+${'A'.repeat(51)}`)]).length).toBe(38)
  })

  it('decodes the examples to a string only up to U+10FFFF', () => {
    expect(decode(bytesOf('41'))).toBe('A')
    expect(decode(bytesOf('F4 8F BF BF'))).toBe('\u{10FFFF}')
    for (const example of seed.examples.slice(2)) {
      const error = thrown(() => decode(bytesOf(example.bytes)))
      expect(error).toBeInstanceOf(DecodeError)
      expect(error).toMatchObject({ kind: 'unrepresentable', offset: 0, scheme: 'utf-infinity-8' })
      expect(decode(bytesOf(example.bytes), { fatal: false })).toBe('\uFFFD')
    }
  })
})

describe('§3.5.4–3.5.5 length fields', () => {
  for (const field of seed.lengthFields) {
    it(`${field.prefix} … means NME = ${field.nme}, NUD = ${field.nud}`, () => {
      const prefix = bytesOf(field.prefix)
      // The smallest code point of NUD digits (a 1 then zeros; for NUD = 18, 8 then zeros).
      const least = (field.nud === 18 ? 8n : 1n) * 16n ** BigInt(field.nud - 1)
      for (const codePoint of [least, 16n ** BigInt(field.nud) - 1n]) {
        const bytes = encodeCodePoints([codePoint])
        expect(hexOf(bytes.subarray(0, prefix.length))).toBe(field.prefix)
        expect(bytes.length).toBe(prefix.length + Math.floor((field.nud + 2) / 3) * 2)
        expect(sequenceLength(bytes)).toBe(bytes.length)
        expect(sequenceLength(prefix)).toBe(bytes.length)
        expect(decodeCodePoints(bytes)).toEqual([codePoint])
      }
    })
  }

  it('sorts FF B4 B4 A1 A0 A0 after FF B4 AF AF (the B4 keeps longer codes after shorter ones)', () => {
    const nud273 = encodeCodePoints([16n ** 273n - 1n])
    const nud274 = encodeCodePoints([16n ** 273n])
    expect(hexOf(nud273.subarray(0, 4))).toBe('FF B4 AF AF')
    expect(hexOf(nud274.subarray(0, 6))).toBe('FF B4 B4 A1 A0 A0')
    expect(Buffer.compare(nud273, nud274)).toBe(-1)
  })
})

describe('error vectors (SEMANTICS.md)', () => {
  for (const row of errors.errors) {
    it(`${row.bytes.slice(0, 48)} → ${row.kind} at ${row.offset}${row.note ? ` (${row.note})` : ''}`, () => {
      const bytes = bytesOf(row.bytes)
      const error = thrown(() => decodeCodePoints(bytes))
      expect(error).toBeInstanceOf(DecodeError)
      expect(error).toBeInstanceOf(TypeError)
      expect(error).toMatchObject({ scheme: 'utf-infinity-8', kind: row.kind, offset: row.offset })
      expect(validate(bytes)).toMatchObject({ kind: row.kind, offset: row.offset })
      expect(thrown(() => decode(bytes))).toMatchObject({ kind: row.kind, offset: row.offset })
      const replaced = decodeCodePoints(bytes, { fatal: false })
      expect(replaced.map((v) => v.toString(16).toUpperCase())).toEqual(row.replacement)
      // The reference agrees (it builds the values it would complete, so not for a declared 10^30 digits).
      expect(refDecodeStrict([...bytes])).toEqual({ kind: row.kind, offset: row.offset })
      if (!('hugeLength' in row)) {
        expect(refDecodeReplacing([...bytes])).toEqual(replaced)
        expect(decode(bytes, { fatal: false })).toBe(refDecodeTextReplacing([...bytes]))
      }
    })
  }

  for (const row of errors.valid) {
    it(`${row.bytes} is well-formed: ${row.codePoints.join(' ')}`, () => {
      const bytes = bytesOf(row.bytes)
      const expected = row.codePoints.map((c) => BigInt(`0x${c}`))
      expect(decodeCodePoints(bytes)).toEqual(expected)
      expect(encodeCodePoints(expected)).toEqual(bytes)
      expect(refDecodeStrict([...bytes])).toEqual({ values: expected })
    })
  }

  for (const row of errors.text) {
    it(`decode(${row.bytes}) to a string: ${row.kind ?? 'ok'}`, () => {
      const bytes = bytesOf(row.bytes)
      if (row.kind === null) {
        expect(decode(bytes)).toBe(row.replacement)
      } else {
        expect(thrown(() => decode(bytes))).toMatchObject({ kind: row.kind, offset: row.offset })
      }
      expect(decode(bytes, { fatal: false })).toBe(row.replacement)
      expect(utfInfinity8.decode(bytes, { fatal: false })).toBe(row.replacement)
    })
  }

  it('messages say what, where and the bytes', () => {
    expect((thrown(() => decode(bytesOf('41 C0 80'))) as Error).message).toBe(
      'Cannot decode utf-infinity-8: overlong 2-byte sequence at byte 1 (C0 80): U+0000 takes 1 byte',
    )
    expect((thrown(() => decode(bytesOf('ED A0 80'))) as Error).message).toBe(
      'Cannot decode utf-infinity-8: surrogate U+D800 at byte 0 (ED A0 80): utf-infinity-8 does not encode surrogates',
    )
    expect((thrown(() => decode(bytesOf('FF B4 A0 A1'))) as Error).message).toBe(
      'Cannot decode utf-infinity-8: non-canonical length field at byte 0 (FF B4 A0)',
    )
    expect((thrown(() => decode(bytesOf('F4 90 80 80'))) as Error).message).toBe(
      'Cannot decode utf-infinity-8: code point not representable in a JavaScript string U+110000 at byte 0 (F4 90 80 80): a JavaScript string holds values up to U+10FFFF; decode to code points to read it',
    )
    const huge = encodeCodePoints([16n ** 100n])
    const message = (thrown(() => decode(huge)) as DecodeError).message
    expect(message).toBe(
      'Cannot decode utf-infinity-8: code point not representable in a JavaScript string U+100000000000…000000000000 (a 401-bit value) at byte 0 (FF B4 A5 A3 80 90 80 80 80 80 80 80 80 80 80 80 …): a JavaScript string holds values up to U+10FFFF; decode to code points to read it',
    )
    expect((thrown(() => decode(huge)) as DecodeError).codePoint).toBe(16n ** 100n)
  })

  it('byteLength counts a string as UTF-8', () => {
    expect(byteLength('a€😀\uD800')).toBe(1 + 3 + 4 + 3)
  })
})
