import { correctedUtf8, MAGIC } from '@utf8x/corrected-utf8'
import { utf8, wtf8 } from '@utf8x/utf8-classic'
import { sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { describe, expect, it } from 'vitest'
import { aliasingInputs } from '../../../tools/testing/aliasing-inputs.ts'
import { codecs, sniffBOM } from '../src/index.ts'

/** Every mark sniffBOM knows, written out, with the codec and length it gives. */
const MARKS = [
  {
    name: 'Corrected UTF-8 magic number',
    bytes: [0xef, 0xb7, 0x9d, 0xed, 0xb2, 0xae, 0x00, 0x0a],
    codec: correctedUtf8,
  },
  { name: 'UTF-8 BOM', bytes: [0xef, 0xbb, 0xbf], codec: utf8 },
  { name: '65-bit BOM', bytes: [0xd1, 0x9f, 0x97, 0x9f], codec: sixtyFiveBit },
] as const

describe('sniffBOM: each mark', () => {
  it.each(MARKS)('$name, alone and before text', ({ bytes, codec }) => {
    expect(sniffBOM(Uint8Array.from(bytes))).toEqual({ codec, length: bytes.length })
    expect(sniffBOM(Uint8Array.from(bytes))?.codec).toBe(codec)
    const text = Uint8Array.from([...bytes, 0x68, 0x69, 0x0a])
    const found = sniffBOM(text)
    expect(found).toEqual({ codec, length: bytes.length })
    expect(found?.codec.decode(text.subarray(found.length))).toBe('hi\n')
  })

  it('the marks are what the codecs write: U+FEFF in UTF-8 and the 65-bit variant, the magic number', () => {
    expect([...utf8.encodeCodePoints([0xfeff])]).toEqual(MARKS[1].bytes)
    expect([...sixtyFiveBit.encodeCodePoints([0xfeff])]).toEqual(MARKS[2].bytes)
    expect([...MAGIC]).toEqual(MARKS[0].bytes)
    expect(correctedUtf8.decodeCodePoints(Uint8Array.from(MARKS[0].bytes))).toEqual([
      0x10e7d, 0xed4e, 0, 0x0a,
    ])
  })

  it('EF BB BF is U+FEFF in every scheme but utf-8-65 (ill-formed) and corrected-utf-8 (U+10F9F)', () => {
    const bom = Uint8Array.of(0xef, 0xbb, 0xbf)
    const readings = Object.fromEntries(
      codecs.map((codec) => [codec.name, codec.validate(bom)?.kind ?? codec.decodeCodePoints(bom)]),
    )
    expect(readings).toEqual({
      'utf-8': [0xfeff],
      'utf-8-rfc2279': [0xfeff],
      'cesu-8': [0xfeff],
      'mutf-8': [0xfeff],
      'wtf-8': [0xfeff],
      'utf-8-eight-byte': [0xfeff],
      'utf-8-seven-byte': [0xfeff],
      'utf-8-65': 'truncated',
      'utf-infinity-8': [0xfeffn],
      'corrected-utf-8': [0x10f9f],
    })
  })

  it('which schemes read each of the other marks as well-formed', () => {
    const accepting = (bytes: readonly number[]) =>
      codecs.filter((c) => c.isWellFormed(Uint8Array.from(bytes))).map((c) => c.name)
    // The magic number is U+FDDD U+DCAE U+0000 U+000A to the schemes that allow a lone surrogate value: a
    // noncharacter and an unpaired surrogate, which no text means (the Corrected UTF-8 spec chose it so).
    expect(accepting(MARKS[0].bytes)).toEqual([
      'utf-8-rfc2279',
      'wtf-8',
      'utf-8-eight-byte',
      'utf-8-seven-byte',
      'corrected-utf-8',
    ])
    expect(wtf8.decode(Uint8Array.from(MARKS[0].bytes))).toBe('\ufddd\udcae\0\n')
    expect(accepting(MARKS[2].bytes)).toEqual(['utf-8-65'])
  })

  it('the mark must come first: one at offset 1 is not sniffed, a view that starts at one is', () => {
    for (const { bytes, codec } of MARKS) {
      const shifted = Uint8Array.from([0x20, ...bytes])
      expect(sniffBOM(shifted)).toBeNull()
      expect(sniffBOM(shifted.subarray(1))).toEqual({ codec, length: bytes.length })
      expect(sniffBOM(new DataView(shifted.buffer, 1))).toEqual({ codec, length: bytes.length })
    }
  })
})

describe('sniffBOM: short and near-miss input', () => {
  it('empty input is null', () => {
    expect(sniffBOM(new Uint8Array(0))).toBeNull()
    expect(sniffBOM(new ArrayBuffer(0))).toBeNull()
  })

  it('every proper prefix of a mark is null', () => {
    for (const { bytes } of MARKS) {
      for (let n = 0; n < bytes.length; n++)
        expect(sniffBOM(Uint8Array.from(bytes.slice(0, n))), `${n}`).toBeNull()
    }
  })

  it('a mark with any one bit flipped is null', () => {
    for (const { bytes } of MARKS) {
      for (let i = 0; i < bytes.length; i++) {
        for (let bit = 0; bit < 8; bit++) {
          const changed = Uint8Array.from(bytes)
          changed[i] = (changed[i] as number) ^ (1 << bit)
          expect(sniffBOM(changed), `byte ${i} bit ${bit}`).toBeNull()
        }
      }
    }
  })

  it('the magic number cut short is not a UTF-8 BOM either (EF B7, not EF BB)', () => {
    expect(sniffBOM(Uint8Array.of(0xef, 0xb7, 0x9d, 0xed, 0xb2, 0xae, 0x00))).toBeNull()
    expect(sniffBOM(Uint8Array.of(0xef, 0xb7, 0x9d, 0xed, 0xb2, 0xae, 0x00, 0x0b))).toBeNull()
  })

  it('what is not a mark here: UTF-16 and UTF-32 BOMs, Corrected UTF-8’s U+FEFF (also UTF-8’s U+EE5F), UTF-7', () => {
    for (const bytes of [
      [0xfe, 0xff],
      [0xff, 0xfe],
      [0xff, 0xfe, 0x00, 0x00],
      [0x00, 0x00, 0xfe, 0xff],
      [0xee, 0xb9, 0x9f],
      [0x2b, 0x2f, 0x76, 0x38],
      [0xbb, 0xbf],
      [0xef, 0xbf, 0xbb],
      [0xd1, 0x9f, 0x97],
      [0xd1, 0x9f, 0x97, 0x9e],
    ]) {
      expect(sniffBOM(Uint8Array.from(bytes)), bytes.join()).toBeNull()
    }
    expect(correctedUtf8.encode('\ufeff')).toEqual(Uint8Array.of(0xee, 0xb9, 0x9f))
    expect(utf8.decode(Uint8Array.of(0xee, 0xb9, 0x9f))).toBe('\uee5f')
  })
})

describe('sniffBOM: inputs', () => {
  it('takes any BufferSource: ArrayBuffer, SharedArrayBuffer, DataView, other typed arrays', () => {
    const bom = Uint8Array.of(0xef, 0xbb, 0xbf, 0x41)
    expect(sniffBOM(bom.buffer)).toEqual({ codec: utf8, length: 3 })
    expect(sniffBOM(new DataView(bom.buffer))).toEqual({ codec: utf8, length: 3 })
    expect(sniffBOM(new Uint32Array(bom.buffer))).toEqual({ codec: utf8, length: 3 })
    const shared = new Uint8Array(new SharedArrayBuffer(4))
    shared.set(bom)
    expect(sniffBOM(shared)).toEqual({ codec: utf8, length: 3 })
    expect(sniffBOM(shared.buffer)).toEqual({ codec: utf8, length: 3 })
  })

  it('never changes or keeps its input; a new result each call', () => {
    for (const { name, input } of aliasingInputs([0xef, 0xbb, 0xbf, 0x41])) {
      if (name === 'Proxy') {
        expect(() => sniffBOM(input)).toThrow(TypeError)
        continue
      }
      const before = [...input]
      const found = sniffBOM(input)
      expect(found, name).toEqual({ codec: utf8, length: 3 })
      expect([...input]).toEqual(before)
      expect(sniffBOM(input)).not.toBe(found)
    }
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', '\ufeff'],
    ['an Array', [0xef, 0xbb, 0xbf]],
    ['a number', 0xef],
    ['a plain object', { length: 3, 0: 0xef, 1: 0xbb, 2: 0xbf }],
  ])('a non-buffer (%s) is a TypeError naming the argument', (_, value) => {
    expect(() => sniffBOM(value as unknown as Uint8Array)).toThrow(
      /^The "bytes" argument must be an ArrayBuffer or ArrayBufferView, received /,
    )
    expect(() => sniffBOM(value as unknown as Uint8Array)).toThrow(TypeError)
  })
})
