// The bytes box's reader (src/_paste.ts) on Node: each format with its exact bytes, detection and its
// refusals, and every error with the exact character it points at.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodeBase64, encodeBase64 } from '../src/_base64.ts'
import { formatHex } from '../src/_hex.ts'
import {
  type BoxFormat,
  type CodePointFormat,
  lineColumn,
  type PasteFormat,
  readBox,
  readPaste,
} from '../src/_paste.ts'

const HE = [0x68, 0xc3, 0xa9] // "hé" in UTF-8

function read(text: string, format: PasteFormat | 'auto' = 'auto') {
  const r = readPaste(text, format)
  if (!r.ok) throw new Error(`${text}: ${r.problem.message} at ${r.problem.index}`)
  return { format: r.format, bytes: [...r.bytes], also: r.also }
}

function refusal(text: string, format: PasteFormat | 'auto' = 'auto') {
  const r = readPaste(text, format)
  if (r.ok) throw new Error(`${text} was read as ${r.format}: ${r.bytes.join()}`)
  return {
    format: r.format,
    message: r.problem.message,
    at: text.slice(r.problem.index, r.problem.index + r.problem.length),
    index: r.problem.index,
    candidates: r.candidates,
  }
}

describe('each format, detected, with its exact bytes', () => {
  test.each<[string, PasteFormat, number[]]>([
    ['68 C3 A9', 'hex', HE],
    ['68c3a9', 'hex', HE],
    ['0x68, 0xC3, 0xa9', 'hex', HE],
    ['0x68c3a9', 'hex', HE],
    ['0x8 0xC', 'hex', [0x08, 0x0c]],
    ['\\x68\\xc3\\xa9', 'hex', HE],
    ['%68%C3%A9', 'hex', HE],
    ['68:c3:a9', 'hex', HE],
    ['68-c3-a9\n', 'hex', HE],
    ['0b01101000 0b11000011 0b10101001', 'binary', HE],
    ['0b1101000,0B11000011,0b10101001', 'binary', HE],
    ['01101000 11000011 10101001', 'binary', HE],
    ['011010001100001110101001', 'binary', HE],
    ['104 195 169', 'decimal', HE],
    ['104,195,169', 'decimal', HE],
    ['195 169', 'decimal', [0xc3, 0xa9]],
    ['[0x68, 0xc3, 0xa9]', 'js-array', HE],
    ['[104, 195, 169,]', 'js-array', HE],
    [' [ 0x68,195,0b10101001 ] ', 'js-array', HE],
    ['[]', 'js-array', []],
    ['<Buffer 68 c3 a9>', 'buffer', HE],
    ['<Buffer >', 'buffer', []],
    ['Uint8Array(3) [ 104, 195, 169 ]', 'typed-array', HE],
    ['Uint8Array(3) [104, 195, 169]', 'typed-array', HE],
    ['Uint8Array(0) []', 'typed-array', []],
    ['Buffer(3) [Uint8Array] [ 104, 195, 169 ]', 'typed-array', HE],
    ['00000000: 68c3 a90a                                h...', 'xxd', [...HE, 0x0a]],
    [
      '00000000: 4142 4344 4546 4748 494a 4b4c 4d4e 4f50  ABCDEFGHIJKLMNOP\n00000010: 51c3 a9                                  Q..\n',
      'xxd',
      [...'ABCDEFGHIJKLMNOPQ'].map((c) => c.charCodeAt(0)).concat([0xc3, 0xa9]),
    ],
    ['00000000: 68 c3 a9  h..', 'xxd', HE],
    ['aMOp', 'base64', HE],
    ['aMOpCg==', 'base64', [...HE, 0x0a]],
    ['aMOpCg', 'base64', [...HE, 0x0a]],
    ['aMOp\nCg==\n', 'base64', [...HE, 0x0a]],
    ['-_8', 'base64', [0xfb, 0xff]],
    ['+/8=', 'base64', [0xfb, 0xff]],
  ])('%j is %s', (text, format, bytes) => {
    const r = read(text)
    expect(r.format).toBe(format)
    expect(r.bytes).toEqual(bytes)
  })

  test('the empty box is no bytes', () => {
    expect(read('  \n')).toEqual({ format: 'hex', bytes: [], also: [] })
  })

  test('what else reads the same text is listed, to offer as an override', () => {
    // The issue's case: 0b groups were read as 10 bytes of hex.
    expect(read('0b11000011 0b10101001')).toEqual({
      format: 'binary',
      bytes: [0xc3, 0xa9],
      also: ['hex', 'base64'],
    })
    expect(read('0b11000011 0b10101001', 'hex').bytes).toEqual([
      0x0b, 0x11, 0x00, 0x00, 0x11, 0x0b, 0x10, 0x10, 0x10, 0x01,
    ])
    expect(read('deadbeef')).toEqual({ format: 'hex', bytes: [0xde, 0xad, 0xbe, 0xef], also: ['base64'] })
    expect(read('deadbeef', 'base64').bytes).toEqual([0x75, 0xe6, 0x9d, 0x6d, 0xe7, 0x9f])
    // Hex and decimal agree on 00–09: not ambiguous.
    expect(read('01 02 09')).toEqual({ format: 'hex', bytes: [1, 2, 9], also: ['decimal'] })
  })
})

describe('refusals point at the character', () => {
  test.each<[string, PasteFormat, string, string, number]>([
    // The issue's cases: C3 A was read as C3 0A.
    ['C3 A', 'hex', '“A” is a lone hex digit: a byte is two (0A)', 'A', 3],
    ['C3 G9', 'hex', '“G” is not a hex digit', 'G', 3],
    ['C3A', 'hex', '“C3A” has an odd number of hex digits', 'C3A', 0],
    ['0xC3 0xA9A', 'hex', '“0xA9A” has an odd number of hex digits', '0xA9A', 5],
    ['0x', 'hex', '“0x” with no hex digits after it', '0x', 0],
    ['\\xc3\\xa', 'hex', '“\\xa”: \\x takes exactly two hex digits', '\\xa', 4],
    ['%C3%A', 'hex', '“%A”: % takes exactly two hex digits', '%A', 3],
    ['195 1690', 'decimal', '1690 is more than a byte holds (0–255)', '1690', 4],
    ['195 256', 'decimal', '256 is more than a byte holds (0–255)', '256', 4],
    // Digits only, wrong for hex and decimal at the same place: decimal's error, not “odd number of hex digits”.
    ['256 1', 'decimal', '256 is more than a byte holds (0–255)', '256', 0],
    ['300', 'decimal', '300 is more than a byte holds (0–255)', '300', 0],
    // Starts as a hex literal: refused as hex, not read as base64 (0xZZ is also three bytes of base64).
    ['0xZZ', 'hex', '“Z” is not a hex digit', 'Z', 2],
    ['0xc3ag', 'hex', '“g” is not a hex digit', 'g', 5],
    ['0b11000011 0b1010100x', 'binary', '“x” is not a binary digit', 'x', 20],
    ['0b11000011 0b2', 'binary', '“2” is not a binary digit', '2', 13],
    ['0b11000011 0b111111111', 'binary', '“0b111111111” is more than a byte holds (255)', '0b111111111', 11],
    ['[0x68, 0xc3, 0xa9', 'js-array', 'The “[” at 1 has no closing “]”', '[', 0],
    ['[0x68, 0x1c3]', 'js-array', '0x1c3 is more than a byte holds (0–255)', '0x1c3', 7],
    ['[0x68 0xc3]', 'js-array', '“0” where “,” or “]” belongs', '0', 6],
    ['[0x68, -1]', 'js-array', '“-” where a number belongs', '-', 7],
    ['[1, 2] x', 'js-array', '“x” after the closing “]”', 'x', 7],
    [
      '<Buffer 68 c3 a9 ... 12 more bytes>',
      'buffer',
      "Node left out 12 more bytes: print the whole Buffer with buf.toString('hex')",
      '... 12 more bytes',
      17,
    ],
    ['<Buffer 68 c 3>', 'buffer', '“ ” where a hex digit belongs', ' ', 12],
    ['<Buffer 68 c3', 'buffer', 'The text ends where a space or “>” belongs', '', 13],
    ['<Buffer 68 c3 ', 'buffer', 'The Buffer has no closing “>”', '', 14],
    [
      'Uint8Array(4) [ 104, 195, 169 ]',
      'typed-array',
      'Uint8Array(4) announces 4 bytes but the list has 3',
      '4',
      11,
    ],
    [
      'Uint8Array(200) [ 1, 2, ... 198 more items ]',
      'typed-array',
      'The list leaves out 198 more bytes: print it whole (for example with Array.from(bytes))',
      '... 198 more items',
      24,
    ],
    [
      '00000000: 68c3 a9  h..\n00000004: 41  A',
      'xxd',
      'Offset 00000004 is not where the bytes before it end (00000003)',
      '00000004',
      23,
    ],
    [
      '00000000: 68c3 a9  h..\nnot xxd',
      'xxd',
      'Not an xxd line: xxd lines start with an offset such as “00000000:”',
      'not xxd',
      23,
    ],
    ['00000000: 68c3 a9g  h..', 'xxd', '“g” where a hex digit belongs', 'g', 17],
    ['aMOpCh==', 'base64', 'The last base64 character has bits left over that are not zero', 'h', 5],
    ['aMOp!', 'base64', '“!” is not a base64 character', '!', 4],
    ['aMOpC', 'base64', 'One base64 character too many or too few (a group of 4 has 2 to 4)', 'C', 4],
    ['aM=Op', 'base64', '“O” after the “=” padding', 'O', 3],
    ['aMOp-/', 'base64', '“/” mixes the base64 and base64url alphabets', '/', 5],
    ['aMO=A', 'base64', '“A” after the “=” padding', 'A', 4],
  ])('%j: %s', (text, format, message, at, index) => {
    expect(refusal(text)).toEqual({ format, message, at, index, candidates: [] })
  })

  test('hex against decimal is ambiguous unless both read the same bytes', () => {
    expect(refusal('00 10 11')).toEqual({
      format: 'hex',
      message: 'Ambiguous: “10” is 16 read as hex but 10 read as decimal. Choose a format.',
      at: '10',
      index: 3,
      candidates: ['hex', 'decimal'],
    })
    expect(read('00 10 11', 'hex').bytes).toEqual([0x00, 0x10, 0x11])
    expect(read('00 10 11', 'decimal').bytes).toEqual([0, 10, 11])
  })

  test('a chosen format reports its own error', () => {
    expect(refusal('104 195 169', 'hex')).toEqual({
      format: 'hex',
      message: '“104” has an odd number of hex digits',
      at: '104',
      index: 0,
      candidates: [],
    })
    expect(refusal('68 c3 a9', 'decimal').message).toBe('“c” is not a decimal digit')
    expect(refusal('1011 1100', 'binary').message).toBe(
      '“1011” has 4 bits: write bytes as groups of 8 bits, or with 0b',
    )
  })

  test('a character outside the BMP is pointed at whole', () => {
    const r = refusal('C3 😀')
    expect(r.at).toBe('😀')
    expect(r.message).toBe('“😀” is not a hex digit')
  })

  test('line and column of an error', () => {
    const text = '00000000: 68c3 a9  h..\n00000004: 41  A'
    const r = readPaste(text)
    expect(r.ok ? null : lineColumn(text, r.problem.index)).toEqual({ line: 2, column: 1 })
    expect(lineColumn('a😀b', 3)).toEqual({ line: 1, column: 3 })
  })
})

describe('round trips', () => {
  test('hex, decimal, JS arrays and base64 of any bytes read back exactly', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (bytes) => {
        const list = [...bytes]
        expect([...(readPaste(formatHex(bytes), 'hex') as { bytes: Uint8Array }).bytes]).toEqual(list)
        expect(read(`[${list.map((b) => `0x${b.toString(16)}`).join(', ')}]`).bytes).toEqual(list)
        expect(read(`Uint8Array(${list.length}) [ ${list.join(', ')} ]`).bytes).toEqual(list)
        expect(read(`<Buffer ${formatHex(bytes).toLowerCase()}>`).bytes).toEqual(list)
        expect(read(list.map((b) => `0b${b.toString(2)}`).join(' ')).bytes).toEqual(list)
        expect(read(list.join(' '), 'decimal').bytes).toEqual(list)
        expect(read(encodeBase64(bytes), 'base64').bytes).toEqual(list)
        expect([...decodeBase64(encodeBase64(bytes, true))]).toEqual(list)
      }),
    )
  })

  test('base64 against known vectors (RFC 4648 §10)', () => {
    const vectors = ['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy']
    vectors.forEach((b64, n) => {
      const bytes = new TextEncoder().encode('foobar'.slice(0, n))
      expect(encodeBase64(bytes)).toBe(b64)
      expect(decodeBase64(b64)).toEqual(bytes)
    })
  })
})

describe('code point notations (readBox): escapes, entities and U+ lists, and text that is no notation', () => {
  function points(text: string, format: BoxFormat | 'auto' = 'auto') {
    const r = readBox(text, format)
    if (!r.ok || !('codePoints' in r)) throw new Error(`${text}: not read as code points`)
    return { format: r.format, codePoints: [...r.codePoints], text: r.text }
  }
  function refused(text: string, format: BoxFormat | 'auto' = 'auto') {
    const r = readBox(text, format)
    if (r.ok) throw new Error(`${text} was read as ${r.format}`)
    return {
      format: r.format,
      message: r.problem.message,
      at: text.slice(r.problem.index, r.problem.index + r.problem.length),
    }
  }

  test.each<[string, CodePointFormat, number[], string]>([
    ['\\u00e9', 'js-escapes', [0xe9], 'é'],
    ['\\u0063\\u0061\\u0066\\u00E9', 'js-escapes', [0x63, 0x61, 0x66, 0xe9], 'café'],
    ['\\uD83D\\uDE00', 'js-escapes', [0x1f600], '😀'],
    ['\\u{1F600}, \\u{e9}', 'js-escapes', [0x1f600, 0xe9], '😀é'],
    ['\\uD800', 'js-escapes', [0xd800], '\uD800'],
    ['&#233;', 'html-entities', [0xe9], 'é'],
    ['&#xE9;&#X1f600; &#38;', 'html-entities', [0xe9, 0x1f600, 0x26], 'é😀&'],
    ['U+00E9', 'code-points', [0xe9], 'é'],
    ['  u+41, U+1F600;U+10FFFF ', 'code-points', [0x41, 0x1f600, 0x10ffff], 'A😀\u{10FFFF}'],
  ])('%j is read as %s', (text, format, codePoints, decoded) => {
    expect(points(text)).toEqual({ format, codePoints, text: decoded })
    expect(points(text, format)).toEqual({ format, codePoints, text: decoded })
  })

  test('U+00E9 is no longer refused as base64', () => {
    const bytes = readPaste('U+00E9')
    expect(bytes.ok).toBe(false)
    expect(points('U+00E9').codePoints).toEqual([0xe9])
  })

  test.each<[string, BoxFormat | 'auto', string, string, string]>([
    ['\\u00e', 'auto', 'js-escapes', '“\\u00e”: \\u takes exactly four hex digits (or \\u{…})', '\\u00e'],
    [
      '\\u{110000}',
      'auto',
      'js-escapes',
      '“\\u{110000}” is beyond U+10FFFF, the last code point',
      '\\u{110000}',
    ],
    ['\\u{E9', 'auto', 'js-escapes', 'The text ends where “}” belongs', ''],
    ['\\u00e9x', 'auto', 'js-escapes', '“x” where a \\u escape belongs', 'x'],
    ['&#233', 'auto', 'html-entities', 'The text ends where “;” belongs', ''],
    ['&#x;', 'auto', 'html-entities', '“;” where a hex digit belongs', ';'],
    [
      '&#1114112;',
      'auto',
      'html-entities',
      '“&#1114112;” is beyond U+10FFFF, the last code point',
      '&#1114112;',
    ],
    ['U+110000', 'auto', 'code-points', '“U+110000” is beyond U+10FFFF, the last code point', 'U+110000'],
    ['U+00E9 00E8', 'auto', 'code-points', '“0” where “U+” belongs', '0'],
    ['U+00G9', 'auto', 'code-points', '“G” where a hex digit belongs', 'G'],
    ['C3 A9', 'code-points', 'code-points', '“C” where “U+” belongs', 'C'],
  ])('%j (%s) is refused as %s: %s', (text, format, as, message, at) => {
    expect(refused(text, format)).toEqual({ format: as, message, at })
  })

  test.each([
    ['CafÃ©', 'Ã'],
    ['Ã©', 'Ã'],
    ['â€™', 'â'],
    ['68 C3 A9 é', 'é'],
  ])('%j is text, not a notation: offered to the mojibake view', (text, at) => {
    expect(refused(text)).toEqual({
      format: 'text',
      message: `“${at}” is in no byte notation: this looks like text`,
      at,
    })
  })

  test('byte formats read as before through readBox; a chosen byte format keeps its own error', () => {
    const r = readBox('68 C3 A9')
    expect(r.ok && 'bytes' in r && [...r.bytes]).toEqual(HE)
    expect(refused('CafÃ©', 'hex')).toEqual({ format: 'hex', message: '“Ã” is not a hex digit', at: 'Ã' })
    expect(refused('C3 G9').format).toBe('hex')
  })
})
