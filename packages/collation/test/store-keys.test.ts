// encodeKey, decodeKey and prefixBounds: exact bytes, the round trip, the order of the keys, the bounds'
// shape and exactness, errors with kind and offset, and the caller's memory left alone.
import { Buffer } from 'node:buffer'
import { DecodeError } from '@utf8x/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { aliasingInputs } from '../../../tools/testing/aliasing-inputs.ts'
import {
  compareByCodePoint,
  compareBytes,
  decodeKey,
  encodeKey,
  prefixBounds,
  prefixUpperBound,
} from '../src/index.ts'
import { richString } from './_arbitraries.ts'

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(' ')

describe('encodeKey', () => {
  it.each([
    ['', ''],
    ['a', '61'],
    ['\u0000', '00'],
    ['\u07ff', 'df bf'],
    ['\ud7ff', 'ed 9f bf'],
    ['\ud800 (lone high)', 'ed a0 80'],
    ['\udbff (lone high)', 'ed af bf'],
    ['\udc00 (lone low)', 'ed b0 80'],
    ['\udfff (lone low)', 'ed bf bf'],
    ['\ue000', 'ee 80 80'],
    ['\uff61', 'ef bd a1'],
    ['\uffff', 'ef bf bf'],
    ['\u{10000}', 'f0 90 80 80'],
    ['\u{1f600}', 'f0 9f 98 80'],
    ['\u{10ffff}', 'f4 8f bf bf'],
    ['\udc00\ud800 (low then high: two lone)', 'ed b0 80 ed a0 80'],
  ])('%s → %s', (label, expected) => {
    const text = label.replace(/ \(.*\)$/, '')
    expect(hex(encodeKey(text))).toBe(expected)
  })

  it('equals TextEncoder on well-formed strings, and writes lone surrogates where TextEncoder writes U+FFFD', () => {
    fc.assert(
      fc.property(richString(), (text) => {
        const key = encodeKey(text)
        if (!/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text))
          expect(key).toEqual(new TextEncoder().encode(text))
        else expect(hex(key)).not.toBe(hex(new TextEncoder().encode(text)))
      }),
      { seed: 38, numRuns: 2000 },
    )
  })

  it('sorts by compareBytes exactly as the strings sort by compareByCodePoint, and never merges two strings', () => {
    fc.assert(
      fc.property(richString(), richString(), (a, b) => {
        expect(compareBytes(encodeKey(a), encodeKey(b))).toBe(compareByCodePoint(a, b))
      }),
      { seed: 38, numRuns: 5000 },
    )
  })
})

describe('decodeKey', () => {
  it('round trip of any string, lone surrogates included', () => {
    fc.assert(
      fc.property(richString(16), (text) => {
        expect(decodeKey(encodeKey(text))).toBe(text)
      }),
      { seed: 38, numRuns: 5000 },
    )
  })

  it('takes what the stores give back: ArrayBuffer, Uint8Array, Buffer, DataView, an offset view', () => {
    const key = encodeKey('a\ud800\u{1f600}')
    const at = new Uint8Array(key.length + 2)
    at.set(key, 1)
    for (const input of [
      key.slice().buffer,
      key,
      Buffer.from(key),
      new DataView(key.slice().buffer),
      at.subarray(1, 1 + key.length),
    ]) {
      expect(decodeKey(input)).toBe('a\ud800\u{1f600}')
    }
    expect([...at]).toEqual([0, ...key, 0])
  })

  it.each([
    [
      'ed a0 bd ed b8 80',
      'surrogate',
      0,
      'Cannot decode wtf-8: surrogate U+D83D at byte 0 (ED A0 BD): a high surrogate right before a low one is one character, written in 4 bytes',
    ],
    ['61 ff', 'invalid-lead', 1, undefined],
    ['61 c0 80', 'overlong', 1, undefined],
    ['61 f0 9f 98', 'truncated', 1, undefined],
    ['80', 'unexpected-continuation', 0, undefined],
    ['f4 90 80 80', 'out-of-range', 0, undefined],
  ])('%s is a DecodeError (%s at %i)', (bytes, kind, offset, message) => {
    const input = Uint8Array.from(bytes.split(' ').map((b) => Number.parseInt(b, 16)))
    let error: unknown
    try {
      decodeKey(input)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(DecodeError)
    expect(error).toMatchObject({ scheme: 'wtf-8', kind, offset })
    if (message !== undefined) expect((error as Error).message).toBe(message)
  })
})

describe('prefixBounds', () => {
  it('gte is the prefix, lt its upper bound; lt is absent (not undefined) when there is none', () => {
    expect(prefixBounds('app')).toEqual({
      gte: Uint8Array.of(0x61, 0x70, 0x70),
      lt: Uint8Array.of(0x61, 0x70, 0x71),
    })
    expect(prefixBounds('a\u{10ffff}')).toEqual({
      gte: Uint8Array.of(0x61, 0xf4, 0x8f, 0xbf, 0xbf),
      lt: Uint8Array.of(0x61, 0xf4, 0x8f, 0xbf, 0xc0),
    })
    expect(prefixBounds(Uint8Array.of(0x61, 0xff, 0xff))).toEqual({
      gte: Uint8Array.of(0x61, 0xff, 0xff),
      lt: Uint8Array.of(0x62),
    })
    for (const prefix of ['', new Uint8Array(0), Uint8Array.of(0xff), Uint8Array.of(0xff, 0xff)]) {
      const bounds = prefixBounds(prefix)
      expect(Object.keys(bounds)).toEqual(['gte'])
      expect('lt' in bounds).toBe(false)
    }
  })

  it('a string prefix selects exactly the keys of the strings that start with it, code point by code point', () => {
    fc.assert(
      fc.property(richString(4), fc.array(richString(8), { maxLength: 20 }), (prefix, texts) => {
        const { gte, lt } = prefixBounds(prefix)
        for (const text of [...texts, prefix + texts.join('')]) {
          const key = encodeKey(text)
          const inside = compareBytes(gte, key) <= 0 && (lt === undefined || compareBytes(key, lt) < 0)
          // Starts with it code point by code point: the prefix does not end inside a pair of `text`.
          const starts =
            text.startsWith(prefix) &&
            !(/[\ud800-\udbff]$/.test(prefix) && /^[\udc00-\udfff]/.test(text.slice(prefix.length)))
          expect(inside).toBe(starts)
        }
      }),
      { seed: 38, numRuns: 3000 },
    )
  })

  it("'a\\uD83D' does not select 'a\\u{1F600}' (the pair is one 4-byte code), and selects 'a\\uD83D' + 'b'", () => {
    const { gte, lt } = prefixBounds('a\ud83d')
    const inside = (text: string) =>
      compareBytes(gte, encodeKey(text)) <= 0 && compareBytes(encodeKey(text), lt as Uint8Array) < 0
    expect(inside('a\u{1f600}')).toBe(false)
    expect(inside('a\ud83db')).toBe(true)
    expect(inside('a\ud83d')).toBe(true)
  })

  it.each(aliasingInputs([0x61, 0x62, 0xff]))('leaves its prefix alone: $name', ({ input }) => {
    const bounds = prefixBounds(input)
    expect([...bounds.gte]).toEqual([0x61, 0x62, 0xff])
    expect([...(bounds.lt as Uint8Array)]).toEqual([0x61, 0x63])
    expect(bounds.gte.buffer).not.toBe(input.buffer)
    expect(Object.getPrototypeOf(bounds.gte)).toBe(Uint8Array.prototype)
    bounds.gte[0] = 0
    expect([...input]).toEqual([0x61, 0x62, 0xff])
    expect(bounds.lt).toEqual(prefixUpperBound(Uint8Array.of(0x61, 0x62, 0xff)))
  })
})
