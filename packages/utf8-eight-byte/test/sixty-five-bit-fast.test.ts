/**
 * The 65-bit variant's decoding to strings, which takes a fast route for singles and 2- to 4-byte
 * sequences (WebAssembly from 128 bytes where it runs) and the engine for the rest and for short input:
 * every edge of those routes against the plain reference decoder (test/reference.ts), in
 * short input and inside long ASCII runs, strict (error kind and offset) and replacing, one-shot and
 * streamed.
 */

import { DecoderStream } from '@utf8x/core'
import fc from 'fast-check'
import { describe, expect, test, vi } from 'vitest'
import { splitAt } from '../../../tools/testing/chunks.ts'
import { sixtyFiveBit } from '../src/index.ts'
import { decodeErrorOf, toHex } from './helpers.ts'
import { capacity, minimum, REF_65, refDecodeString, refEncode, refPack } from './reference.ts'

/** `value` written in a sequence with `e` extension bytes, whether or not that is its shortest form. */
const forced = (e: number, value: bigint): number[] => refPack(REF_65, e, value)

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0))

/** Checks strict and replacing `decode` of `units` against the reference, and returns its strict result. */
function check(units: number[]): string | { kind: string; offset: number } {
  const bytes = Uint8Array.from(units)
  const strict = refDecodeString(REF_65, units, true)
  if (strict.ok) {
    expect(sixtyFiveBit.decode(bytes), toHex(units)).toBe(strict.text)
  } else {
    const error = decodeErrorOf(() => sixtyFiveBit.decode(bytes))
    expect({ kind: error.kind, offset: error.offset }, toHex(units)).toEqual({
      kind: strict.kind,
      offset: strict.offset,
    })
  }
  const replaced = refDecodeString(REF_65, units, false)
  if (!replaced.ok) throw new Error('the reference never fails when replacing')
  expect(sixtyFiveBit.decode(bytes, { fatal: false }), toHex(units)).toBe(replaced.text)
  return strict.ok ? strict.text : { kind: strict.kind, offset: strict.offset }
}

/** `check` on `units` alone (the engine) and inside long ASCII runs (WebAssembly where it runs). */
function checkEverywhere(units: number[]): string | { kind: string; offset: number } {
  const result = check(units)
  for (const before of [0, 1, 7, 15, 16, 17, 70])
    check([...ascii('a'.repeat(before)), ...units, ...ascii('z'.repeat(80))])
  return result
}

const longest = REF_65.patterns.length - 1

describe('utf-8-65 decode: sequence lengths', () => {
  test('the smallest and largest shortest-form value of every length 1 to 14', () => {
    for (let e = 0; e <= longest; e++) {
      const least = minimum(REF_65, e) as bigint
      const most = 2n ** BigInt(capacity(REF_65, e)) - 1n
      for (const value of [least, least + 1n, most - 1n, most]) {
        const units = refEncode(REF_65, value)
        expect(units.length).toBe(e + 1)
        const result = checkEverywhere(units)
        if (value <= 0x10ffffn && !(value >= 0xd800n && value <= 0xdfffn)) {
          expect(result).toBe(String.fromCodePoint(Number(value)))
        } else {
          expect(result).toEqual({ kind: 'unrepresentable', offset: 0 })
        }
      }
    }
  })

  test('exact bytes at the borders of the 2-, 3- and 4-byte forms', () => {
    expect(sixtyFiveBit.decode(Uint8Array.from([0xa4, 0x80]))).toBe('\u0080')
    expect(sixtyFiveBit.decode(Uint8Array.from([0xbf, 0x9f]))).toBe('\u03ff')
    expect(sixtyFiveBit.decode(Uint8Array.from([0xc1, 0x80, 0x80]))).toBe('\u0400')
    expect(sixtyFiveBit.decode(Uint8Array.from([0xcf, 0x9f, 0x9f]))).toBe('\u3fff')
    expect(sixtyFiveBit.decode(Uint8Array.from([0xd0, 0x90, 0x80, 0x80]))).toBe('\u4000')
    expect(sixtyFiveBit.decode(Uint8Array.from([0xd1, 0x80, 0x80, 0x80]))).toBe('\u8000')
    expect(sixtyFiveBit.decode(Uint8Array.from([0xd2, 0x80, 0x80, 0x80]))).toBe('\u{10000}')
    expect(sixtyFiveBit.decode(Uint8Array.from([0xdf, 0x9f, 0x9f, 0x9f]))).toBe('\u{7ffff}')
    const overlong = decodeErrorOf(() => sixtyFiveBit.decode(Uint8Array.from([0x41, 0xd0, 0x8f, 0x9f, 0x9f])))
    expect([overlong.kind, overlong.offset, overlong.codePoint]).toEqual(['overlong', 1, 0x3fff])
  })

  test('values around the surrogates, U+FFFF, U+10000 and U+10FFFF', () => {
    const values = [0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xfffd, 0xffff, 0x10000, 0x10ffff]
    for (const v of [...values, 0x110000, 0x110001, 0x7fffff, 0x800000]) {
      const result = checkEverywhere(refEncode(REF_65, BigInt(v)))
      const representable = v <= 0x10ffff && (v < 0xd800 || v > 0xdfff)
      expect(result).toEqual(representable ? String.fromCodePoint(v) : { kind: 'unrepresentable', offset: 0 })
    }
    const surrogate = Uint8Array.from([0x41, ...refEncode(REF_65, 0xdc00n), 0x42])
    const error = decodeErrorOf(() => sixtyFiveBit.decode(surrogate))
    expect([error.kind, error.offset, error.codePoint]).toEqual(['unrepresentable', 1, 0xdc00])
    expect(sixtyFiveBit.decode(surrogate, { fatal: false })).toBe('A\ufffdB')
  })
})

describe('utf-8-65 decode: ill-formed input', () => {
  test('overlongs of every length: the largest value of the shorter form, and zero', () => {
    for (let e = 1; e <= longest; e++) {
      const least = minimum(REF_65, e) as bigint
      for (const value of [least - 1n, 0n, 0x41n]) {
        const units = forced(e, value)
        expect(checkEverywhere(units)).toEqual({ kind: 'overlong', offset: 0 })
        const error = decodeErrorOf(() => sixtyFiveBit.decode(Uint8Array.from([0x30, ...units])))
        expect([error.kind, error.offset]).toEqual(['overlong', 1])
        expect(sixtyFiveBit.decode(Uint8Array.from([...units, 0x30]), { fatal: false })).toMatch(/^\ufffd+0$/)
      }
    }
  })

  test('truncated sequences at the end of input and before another lead', () => {
    for (let e = 1; e <= longest; e++) {
      const units = refEncode(REF_65, minimum(REF_65, e) as bigint)
      for (let keep = 1; keep <= e; keep++) {
        const cut = units.slice(0, keep)
        expect(checkEverywhere(cut)).toEqual({ kind: 'truncated', offset: 0 })
        for (const next of [[0x41], [0xa4, 0x80], [0xc1, 0x80, 0x80], [0xd1, 0x80, 0x80, 0x80], [0xff]]) {
          expect(checkEverywhere([...cut, ...next])).toEqual({ kind: 'truncated', offset: 0 })
          const error = decodeErrorOf(() =>
            sixtyFiveBit.decode(Uint8Array.from([0x61, 0x62, ...cut, ...next])),
          )
          expect([error.kind, error.offset]).toEqual(['truncated', 2])
        }
      }
    }
    expect(sixtyFiveBit.decode(Uint8Array.from([0xd1, 0x80, 0x80, 0x41]), { fatal: false })).toBe('\ufffdA')
    expect(sixtyFiveBit.decode(Uint8Array.from([0xc1, 0x80, 0xa4, 0x80]), { fatal: false })).toBe(
      '\ufffd\u0080',
    )
  })

  test('stray extension bytes', () => {
    for (const stray of [0x80, 0x81, 0x9e, 0x9f]) {
      expect(checkEverywhere([stray])).toEqual({ kind: 'unexpected-continuation', offset: 0 })
      expect(checkEverywhere([0xa4, 0x80, stray])).toEqual({ kind: 'unexpected-continuation', offset: 2 })
      expect(checkEverywhere([0xd1, 0x80, 0x80, 0x80, stray, stray])).toEqual({
        kind: 'unexpected-continuation',
        offset: 4,
      })
      expect(sixtyFiveBit.decode(Uint8Array.from([0x41, stray, stray, 0x42]), { fatal: false })).toBe(
        'A\ufffd\ufffdB',
      )
    }
  })
})

describe('utf-8-65 decode: long ASCII runs', () => {
  const pieces = [
    [0xa4, 0x80],
    [0xc1, 0x80, 0x80],
    [0xd0, 0x90, 0x80, 0x80],
    [0xd1, 0x80, 0x80, 0x80],
    refEncode(REF_65, 0x10ffffn),
    refEncode(REF_65, 0x110000n),
    refEncode(REF_65, 0xd800n),
    [0x9f],
    [0xa0, 0x9f],
    [0xc1, 0x80],
    [0xff],
  ]

  test('broken at every position mod 16 by each kind of sequence', () => {
    for (const piece of pieces) {
      for (let p = 0; p < 48; p++) {
        const units = [...ascii('x'.repeat(p)), ...piece, ...ascii('y'.repeat(130 + (p % 7)))]
        check(units)
        // And the same piece again right after, and at the very end.
        check([...units, ...piece])
        check([...ascii('q'.repeat(p)), ...piece, ...piece, ...ascii('r'.repeat(40))])
      }
    }
  })

  test('a long text of every form decodes to what it encodes', () => {
    const text = 'Grüße, Ωμέγα, Привет, 中文字符, 한국어, \u{1f600}\u{10ffff}\u{7ffff}\u{80000} '.repeat(3000)
    const bytes = sixtyFiveBit.encode(text)
    expect(bytes.length).toBeGreaterThan(1 << 17)
    expect(sixtyFiveBit.decode(bytes)).toBe(text)
    // An error far into the input, past the first 64 KiB window, keeps its absolute offset.
    const broken = new Uint8Array(bytes)
    const at = 100_003
    let start = at
    while ((broken[start] as number) >= 0x80 && (broken[start] as number) < 0xa0) start--
    broken[start] = 0x9f
    const error = decodeErrorOf(() => sixtyFiveBit.decode(broken))
    expect([error.kind, error.offset]).toEqual(['unexpected-continuation', start])
    const replaced = refDecodeString(REF_65, Array.from(broken), false)
    expect(sixtyFiveBit.decode(broken, { fatal: false })).toBe(replaced.ok ? replaced.text : null)
  })

  test('a sequence across the 64 KiB window boundary', () => {
    for (const piece of pieces) {
      for (let shift = 1; shift < piece.length + 2; shift++) {
        const lead = (1 << 16) - shift
        const bytes = Uint8Array.from([...ascii('w'.repeat(lead)), ...piece, ...ascii('v'.repeat(20))])
        // The ASCII before the piece decodes alone: the reference reads the rest.
        const rest = [...piece, ...ascii('v'.repeat(20))]
        const result = refDecodeString(REF_65, rest, true)
        if (result.ok) {
          expect(sixtyFiveBit.decode(bytes)).toBe('w'.repeat(lead) + result.text)
        } else {
          const error = decodeErrorOf(() => sixtyFiveBit.decode(bytes))
          expect([error.kind, error.offset]).toEqual([result.kind, lead + result.offset])
        }
        const replaced = refDecodeString(REF_65, rest, false)
        expect(sixtyFiveBit.decode(bytes, { fatal: false })).toBe(
          'w'.repeat(lead) + (replaced.ok ? replaced.text : ''),
        )
      }
    }
  })
})

/** Random bytes shaped like 65-bit text: ASCII, extension bytes, and leads of the short forms mostly. */
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0x00, max: 0x7f }) },
  { weight: 4, arbitrary: fc.integer({ min: 0x80, max: 0x9f }) },
  { weight: 3, arbitrary: fc.integer({ min: 0xa0, max: 0xdf }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xe0, max: 0xff }) },
)
const sequence = fc.oneof(
  unit.map((u) => [u]),
  fc
    .bigInt({ min: 0n, max: 0x7ffffn })
    .chain((v) =>
      fc.constantFrom(refEncode(REF_65, v), refEncode(REF_65, v).slice(1), refEncode(REF_65, v).slice(0, -1)),
    ),
  fc.bigInt({ min: 0n, max: 2n ** 65n - 1n }).map((v) => refEncode(REF_65, v)),
  fc.integer({ min: 1, max: 40 }).map((n) => ascii('k'.repeat(n))),
)
const input = fc.array(sequence, { maxLength: 60 }).map((parts) => parts.flat())

describe('utf-8-65 decode: random input', () => {
  test('strict and replacing decode equal the reference', () => {
    fc.assert(
      fc.property(input, (units) => {
        check(units)
        // Long enough for the WebAssembly route.
        check([...ascii('p'.repeat(130)), ...units])
      }),
      { numRuns: 600 },
    )
  })

  test('streamed in random chunks equals one-shot decode', async () => {
    await fc.assert(
      fc.asyncProperty(
        input,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.boolean(),
        async (units, cuts, fatal) => {
          const bytes = Uint8Array.from(units)
          const chunks = splitAt(bytes, cuts)
          let whole: string | { kind: string; offset: number }
          try {
            whole = sixtyFiveBit.decode(bytes, { fatal })
          } catch (error) {
            const e = decodeErrorOf(() => {
              throw error
            })
            whole = { kind: e.kind, offset: e.offset }
          }
          const decoder = sixtyFiveBit.createDecoder({ fatal })
          let text: string | { kind: string; offset: number } = ''
          try {
            for (const chunk of chunks) text += decoder.decode(chunk, { stream: true })
            text += decoder.decode()
          } catch (error) {
            const e = decodeErrorOf(() => {
              throw error
            })
            text = { kind: e.kind, offset: e.offset }
          }
          expect(text).toEqual(whole)
          let piped: string | { kind: string; offset: number } = ''
          try {
            // The same chunks through the stream class.
            const body = new ReadableStream<Uint8Array>({
              start(controller) {
                for (const chunk of chunks) controller.enqueue(chunk)
                controller.close()
              },
            })
            const reader = body.pipeThrough(new DecoderStream(sixtyFiveBit, { fatal })).getReader()
            for (let part = await reader.read(); !part.done; part = await reader.read()) piped += part.value
          } catch (error) {
            const e = decodeErrorOf(() => {
              throw error
            })
            piped = { kind: e.kind, offset: e.offset }
          }
          expect(piped).toEqual(whole)
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('utf-8-65 encode: the engine writes every text, sized by one count', () => {
  test('exact bytes, and the calls into TextEncoder each text makes', () => {
    const encode = vi.spyOn(TextEncoder.prototype, 'encode')
    const encodeInto = vi.spyOn(TextEncoder.prototype, 'encodeInto')
    const calls = (text: string, fatal: boolean): [number[], number, number] => {
      encode.mockClear()
      encodeInto.mockClear()
      const bytes = [...sixtyFiveBit.encode(text, { fatal })]
      return [bytes, encode.mock.calls.length, encodeInto.mock.calls.length]
    }
    try {
      const plain = 'plain text '.repeat(10)
      // Counted once (encodeInto into the module's memory), then written by the engine: no route writes
      // all-ASCII text by `TextEncoder.encode` (it held no bench target, fast/README).
      expect(calls(plain, true)).toEqual([ascii(plain), 0, 1])
      expect(calls(plain, false)).toEqual([ascii(plain), 0, 1])
      // Not all ASCII: counted once, and the engine writes it (U+00E9 and U+4E2D: 2 and 4 bytes here).
      const mixed = `${'a'.repeat(70)}é中`
      const expected = [...ascii('a'.repeat(70)), ...refEncode(REF_65, 0xe9n), ...refEncode(REF_65, 0x4e2dn)]
      expect(expected.length).toBe(76)
      expect(calls(mixed, true)).toEqual([expected, 0, 1])
      expect(calls(mixed, false)).toEqual([expected, 0, 1])
      // Short text: the engine alone sizes it (one count) and writes it.
      expect(calls('a'.repeat(63), true)).toEqual([ascii('a'.repeat(63)), 0, 1])
      // Lengths after an encode are counted anew.
      expect(sixtyFiveBit.byteLength(mixed)).toBe(76)
      expect(sixtyFiveBit.byteLength(`${mixed}x`)).toBe(77)
    } finally {
      encode.mockRestore()
      encodeInto.mockRestore()
    }
  })
})
