import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { cesu8, mutf8, utf8, utf8Rfc2279, wtf8 } from '@utf8x/utf8-classic'
import { eightByte, type HunkCodec, hunkCodec, sevenByte, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { BYTE_CODECS } from '../../../tools/testing/codecs.ts'
import { LONGEST_LABEL } from '../src/_labels.ts'
import {
  type ByteCodec,
  type CodecForLabel,
  codecs,
  getCodec,
  labels,
  type RegisteredCodec,
  type RegisteredHunkCodec,
} from '../src/index.ts'

/**
 * Every label and the codec it names, written out here (not derived from the package's table), so a label
 * that goes missing or moves to another codec fails. Sources: the WHATWG Encoding Standard's UTF-8 labels;
 * IANA's CESU-8 aliases; the names of the seeds and specs (README, "Labels").
 */
const EXPECTED: [label: string, codec: RegisteredCodec][] = [
  ['utf-8', utf8],
  ['utf8', utf8],
  ['unicode-1-1-utf-8', utf8],
  ['unicode11utf8', utf8],
  ['unicode20utf8', utf8],
  ['x-unicode20utf8', utf8],
  ['utf-8-rfc2279', utf8Rfc2279],
  ['utf8-rfc2279', utf8Rfc2279],
  ['rfc2279', utf8Rfc2279],
  ['rfc-2279', utf8Rfc2279],
  ['cesu-8', cesu8],
  ['cesu8', cesu8],
  ['cscesu8', cesu8],
  ['cscesu-8', cesu8],
  ['mutf-8', mutf8],
  ['mutf8', mutf8],
  ['java-modified-utf-8', mutf8],
  ['modified-utf-8', mutf8],
  ['modified-utf8', mutf8],
  ['wtf-8', wtf8],
  ['wtf8', wtf8],
  ['utf-8-eight-byte', eightByte],
  ['eight-byte-utf-8', eightByte],
  ['utf-8-8-byte', eightByte],
  ['eight-byte', eightByte],
  ['utf-8-seven-byte', sevenByte],
  ['seven-byte-utf-8', sevenByte],
  ['utf-8-7-byte', sevenByte],
  ['seven-byte', sevenByte],
  ['utf-8-65', sixtyFiveBit],
  ['utf-8-65-bit', sixtyFiveBit],
  ['65-bit-utf-8', sixtyFiveBit],
  ['sixty-five-bit', sixtyFiveBit],
  ['utf-infinity-8', utfInfinity8],
  ['utf-∞-8', utfInfinity8],
  ['utf-inf-8', utfInfinity8],
  ['corrected-utf-8', correctedUtf8],
  ['corrected-utf8', correctedUtf8],
  ['utf-8-hunk-1', hunkCodec(1)],
  ['utf-8-hunk-2', hunkCodec(2)],
  ['utf-8-hunk-3', hunkCodec(3)],
  ['utf-8-hunk-4', hunkCodec(4)],
  ['utf-8-hunk-5', hunkCodec(5)],
  ['utf-8-hunk-6', hunkCodec(6)],
  ['utf-8-hunk-7', hunkCodec(7)],
  ['utf-8-hunk-8', hunkCodec(8)],
  ['utf-8-hunk-9', hunkCodec(9)],
]

/** The scheme ids of SEMANTICS.md's table, hunks included. */
const SCHEME_IDS = [
  'utf-8',
  'utf-8-rfc2279',
  'cesu-8',
  'mutf-8',
  'wtf-8',
  'utf-8-eight-byte',
  'utf-8-seven-byte',
  'utf-8-65',
  'utf-infinity-8',
  'corrected-utf-8',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `utf-8-hunk-${n}`),
]

/** The error `run` throws (fails when it returns). */
function thrown(run: () => unknown): Error {
  try {
    run()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a throw')
}

describe('getCodec: every label', () => {
  it.each(EXPECTED)('%s', (label, codec) => {
    expect(getCodec(label)).toBe(codec)
    expect(labels[label]).toBe(codec.name)
  })

  it('labels lists exactly these, each once, and nothing else', () => {
    expect(Object.keys(labels)).toEqual(EXPECTED.map(([label]) => label))
    expect(Object.isFrozen(labels)).toBe(true)
  })

  it("each scheme id is a label of its own codec, and each codec's name is its scheme id", () => {
    for (const id of SCHEME_IDS) expect(getCodec(id).name).toBe(id)
    expect(new Set(Object.values(labels))).toEqual(new Set(SCHEME_IDS))
  })

  it('stored labels are lowercase, trimmed, and no longer than LONGEST_LABEL (which one of them reaches)', () => {
    for (const label of Object.keys(labels)) {
      expect(label).toBe(label.trim().toLowerCase())
      expect(label.length).toBeLessThanOrEqual(LONGEST_LABEL)
    }
    expect(Math.max(...Object.keys(labels).map((label) => label.length))).toBe(LONGEST_LABEL)
  })

  it('returns the same object every time, hunk codecs included (the scheme packages’ own)', () => {
    for (const [label, codec] of EXPECTED) {
      expect(getCodec(label)).toBe(getCodec(label))
      expect(getCodec(label.toUpperCase())).toBe(codec)
    }
    expect(getCodec('utf-8-hunk-8')).not.toBe(eightByte)
    expect((getCodec('utf-8-hunk-8') as HunkCodec).unitBits).toBe(8)
  })

  it('the codecs work: each label gives a codec that decodes what its scheme package encodes', () => {
    expect(getCodec('CESU-8').encode('😀')).toEqual(Uint8Array.of(0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80))
    expect(getCodec('java-modified-utf-8').encode('\0')).toEqual(Uint8Array.of(0xc0, 0x80))
    expect(getCodec('utf-8-hunk-5').encodeCodePoints([0x41])).toEqual(
      Uint16Array.of(0b11101, 0b10000, 0b10001),
    )
    expect(getCodec('utf-8-hunk-9').maxCodePoint).toBe(2n ** 56n - 1n)
    expect(
      getCodec('utf-∞-8').decodeCodePoints(Uint8Array.of(0xfe, 0x82, 0x80, 0x80, 0x80, 0x80, 0x80)),
    ).toEqual([2n ** 31n])
  })
})

describe('getCodec: labels are matched as the Encoding Standard matches them', () => {
  it('ASCII letter case does not count', () => {
    expect(getCodec('UTF-8')).toBe(utf8)
    expect(getCodec('Utf-8')).toBe(utf8)
    expect(getCodec('UNICODE-1-1-UTF-8')).toBe(utf8)
    expect(getCodec('Java-Modified-UTF-8')).toBe(mutf8)
    expect(getCodec('CSCESU8')).toBe(cesu8)
    expect(getCodec('UTF-8-HUNK-5')).toBe(hunkCodec(5))
    expect(getCodec('UTF-∞-8')).toBe(utfInfinity8)
    expect(getCodec('Corrected-UTF-8')).toBe(correctedUtf8)
  })

  it('ASCII whitespace (TAB, LF, FF, CR, SPACE) around the label is trimmed', () => {
    for (const space of ['\t', '\n', '\f', '\r', ' ', ' \t\n\f\r ']) {
      expect(getCodec(`${space}utf-8`)).toBe(utf8)
      expect(getCodec(`wtf-8${space}`)).toBe(wtf8)
      expect(getCodec(`${space}MUTF8${space}`)).toBe(mutf8)
    }
    // Trimming leaves room for a label of the longest length.
    expect(getCodec(`${' '.repeat(100)}java-modified-utf-8${'\n'.repeat(100)}`)).toBe(mutf8)
  })

  it('nothing else is folded or trimmed', () => {
    const unknown = [
      '',
      ' ',
      'utf',
      'utf-',
      'utf-9',
      'utf_8',
      'utf 8',
      'utf- 8',
      '\vutf-8', // VERTICAL TAB is not ASCII whitespace to the Encoding Standard
      '\u00a0utf-8', // NO-BREAK SPACE
      'utf-8\u3000', // IDEOGRAPHIC SPACE
      '\u200butf-8', // ZERO WIDTH SPACE
      'utf-8\0',
      'utf-8-hun\u212a-5', // KELVIN SIGN, which toLowerCase() turns into "k"
      'UTF-8-HUN\u212a-5',
      'utf-8-hunk-0',
      'utf-8-hunk-10',
      'utf-8-hunk-05',
      'utf-8-hunk-5.0',
      'utf-8-hunk-',
      'utf-8-hunk-N',
      'hunk-5',
      'utf-16',
      'utf-16le',
      'latin1',
      'ascii',
      'utf-8-rfc3629',
      'utf-∞-9',
      'x-user-defined',
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
    ]
    for (const label of unknown) {
      const error = thrown(() => getCodec(label))
      expect(error, JSON.stringify(label)).toBeInstanceOf(RangeError)
      expect(error.message).toBe(`The "${label}" encoding is not supported`)
    }
  })
})

describe('getCodec: errors', () => {
  it('an unknown label is a RangeError worded as TextDecoder words it', () => {
    const error = thrown(() => getCodec('utf-9'))
    expect(error).toBeInstanceOf(RangeError)
    expect(error.constructor).toBe(RangeError)
    expect(error.message).toBe('The "utf-9" encoding is not supported')
    // The label as given, untrimmed and in its own case.
    expect(thrown(() => getCodec(' UTF-9 ')).message).toBe('The " UTF-9 " encoding is not supported')
  })

  it('a long label is shown by its first 64 UTF-16 units, and costs no copy of its own size', () => {
    const label = `utf-8${'x'.repeat(1_000_000)}`
    const error = thrown(() => getCodec(label))
    expect(error).toBeInstanceOf(RangeError)
    expect(error.message).toBe(`The "utf-8${'x'.repeat(59)}…" encoding is not supported`)
    const sixtyFour = 'y'.repeat(64)
    expect(thrown(() => getCodec(sixtyFour)).message).toBe(`The "${sixtyFour}" encoding is not supported`)
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 8],
    ['a bigint', 8n],
    ['a boolean', true],
    ['a symbol', Symbol('utf-8')],
    ['a String object', new String('utf-8')],
    ['an Array', ['utf-8']],
    ['a codec', utf8],
    ['a function', () => 'utf-8'],
  ])('a label that is not a string (%s) is a TypeError naming the argument', (_, value) => {
    const error = thrown(() => getCodec(value as string))
    expect(error.constructor).toBe(TypeError)
    expect(error.message).toMatch(/^The "label" argument must be a string, received /)
  })
})

describe('codecs', () => {
  it('is every byte codec, frozen, in the order of SEMANTICS.md', () => {
    expect(codecs).toEqual([...BYTE_CODECS])
    for (const [i, codec] of BYTE_CODECS.entries()) expect(codecs[i]).toBe(codec)
    expect(codecs.map((codec) => codec.name)).toEqual(SCHEME_IDS.slice(0, 10))
    expect(Object.isFrozen(codecs)).toBe(true)
  })

  it('each is what getCodec gives for its name', () => {
    for (const codec of codecs) expect(getCodec(codec.name)).toBe(codec)
  })
})

describe('types', () => {
  it('a literal known label gives the codec its own type; anything else the union', () => {
    expectTypeOf(getCodec('utf-8')).toEqualTypeOf(utf8)
    expectTypeOf(getCodec('UTF-8')).toEqualTypeOf(utf8)
    expectTypeOf(getCodec('utf-infinity-8')).toEqualTypeOf(utfInfinity8)
    expectTypeOf(getCodec('utf-8-65')).toEqualTypeOf(sixtyFiveBit)
    expectTypeOf(getCodec('corrected-utf-8')).toEqualTypeOf(correctedUtf8)
    expectTypeOf(getCodec('utf-8-hunk-5')).toEqualTypeOf<HunkCodec<number>>()
    expectTypeOf(getCodec('utf-8-hunk-9')).toEqualTypeOf<HunkCodec<bigint>>()
    expectTypeOf(getCodec(' utf-8 ')).toEqualTypeOf<RegisteredCodec>()
    expectTypeOf(getCodec('utf-8' as string)).toEqualTypeOf<RegisteredCodec>()
    expectTypeOf<CodecForLabel<'Java-Modified-UTF-8'>>().toEqualTypeOf(mutf8)
  })

  it('labels: a known label is a string, any other string may be undefined', () => {
    expectTypeOf(labels['cesu8']).toEqualTypeOf<string>()
    expectTypeOf(labels['utf-8' as string]).toEqualTypeOf<string | undefined>()
    expect(labels['utf-9' as string]).toBeUndefined()
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(labels[name], name).toBeUndefined()
    expect(Object.getPrototypeOf(labels)).toBeNull()
  })

  it("'unitBits' in codec tells a hunk codec from a byte codec", () => {
    const codec = getCodec('utf-8-hunk-5' as string)
    if ('unitBits' in codec) {
      expectTypeOf(codec).toEqualTypeOf<RegisteredHunkCodec<number> | RegisteredHunkCodec<bigint>>()
      expect(codec.unitBits).toBe(5)
      // Typed to take bytes, so that run-time label code compiles; a hunk codec still reads only hunks.
      expect(codec.decode(new Uint16Array([0b11101, 0b10000, 0b10001]))).toBe('A')
      expect(() => codec.decode(new Uint8Array([0x41]))).toThrow(TypeError)
      expect(() => codec.createDecoder().decode(new Uint8Array([0x41]))).toThrow(TypeError)
    } else {
      expectTypeOf(codec).toEqualTypeOf<ByteCodec>()
      expect.unreachable()
    }
    expect('unitBits' in getCodec('utf-8')).toBe(false)
  })
})
