// Hardening: no regular expression keeps the caller's text. Node, Bun and Deno keep the last string a
// RegExp searched (for `RegExp.input`, `RegExp.lastMatch`) until another search, so a strict encode that
// found a lone surrogate with one kept a 64 MiB input alive after it threw (where a length searches the
// text with one, on Deno, it searches a constant string after). Measured on the heap after a
// forced garbage collection; the tests also check the index each search reports.
import { EncodeError, parseCodePoint, parseCodePoints } from '@utf8x/core'
// Core's tests may use the scheme packages (core itself never does).
import { cesu8, utf8, utf8Rfc2279 } from '@utf8x/utf8-classic'
import { eightByte } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import { describe, expect, it } from 'vitest'
import { retainedMiB } from '../../../tools/testing/heap.ts'

const MiB = 2 ** 20

/** The first lone surrogate, one unit at a time: the reference. */
function firstLone(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++
    else if (c >= 0xd800 && c <= 0xdfff) return i
  }
  return -1
}

function encodeError(encode: () => unknown): EncodeError {
  try {
    encode()
  } catch (error) {
    if (error instanceof EncodeError) return error
    throw error
  }
  throw new Error('no EncodeError')
}

const strictCodecs = { utf8, cesu8, utf8Rfc2279, eightByte, utfInfinity8 }

describe('strict encoding of a string with a lone surrogate keeps nothing of it', () => {
  // 2^25 units with the surrogate: a 64 MiB two-byte string once flattened.
  const half = 2 ** 24
  const make = () => `${'a'.repeat(half)}\uDC00${'a'.repeat(half - 1)}`
  it.each(Object.entries(strictCodecs))('%s.encode', async (_name, codec) => {
    let index = -1
    const retained = await retainedMiB(make, (text) => {
      index = encodeError(() => codec.encode(text)).index
    })
    expect(index).toBe(half)
    expect(retained).toBeLessThan(16)
  })
})

describe('the length of a mostly-ASCII string keeps nothing of it', () => {
  // Deno's lengths of such text count its runs of ASCII with a RegExp (core's `nativeUtf8Length`).
  const half = 2 ** 24
  const make = () => `${'a'.repeat(half)}€${'a'.repeat(half - 1)}`
  it.each(Object.entries(strictCodecs))('%s.byteLength', async (_name, codec) => {
    let length = -1
    const retained = await retainedMiB(make, (text) => {
      length = codec.byteLength(text)
    })
    expect(length).toBe(2 * half - 1 + codec.encode('€').length)
    expect(retained).toBeLessThan(16)
  })
})

describe('parsing code points keeps nothing of the text', () => {
  // 16 MiB of leading zeros: a value the parser reads whole (as the digits of a bigint).
  const zeros = () => '0'.repeat(16 * MiB)
  it('parseCodePoint', async () => {
    let parsed: unknown
    const retained = await retainedMiB(
      () => `${zeros()}1F600`,
      (text) => {
        parsed = parseCodePoint(text)
      },
    )
    expect(parsed).toBe(0x1f600)
    expect(retained).toBeLessThan(8)
  })
  it('parseCodePoints', async () => {
    let parsed: unknown
    const retained = await retainedMiB(
      () => `U+41,\tu+${zeros()}1F600 `,
      (text) => {
        parsed = parseCodePoints(text)
      },
    )
    expect(parsed).toEqual([0x41, 0x1f600])
    expect(retained).toBeLessThan(8)
  })
})

describe('the lone surrogate found is the first one', () => {
  // Strings long enough for the search to split them many times, with pairs, lone highs and lows in
  // every arrangement around each split.
  const units = ['a', '\uD83D\uDE00', '\uD800', '\uDC00', '\uDBFF', '\uDFFF', 'é']
  let seed = 12345
  const next = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
    return seed % n
  }
  const texts: string[] = ['\uD800\uD800\uDC00', '\uD83D\uDE00\uDC00', `${'😀'.repeat(300)}\uD800`]
  for (let k = 0; k < 300; k++) {
    const length = next(4) === 0 ? next(40) : 200 + next(5000)
    const rare = next(2) === 0
    let text = ''
    for (let i = 0; i < length; i++) {
      text += rare && next(200) !== 0 ? (next(2) === 0 ? 'a' : '😀') : (units[next(units.length)] as string)
    }
    texts.push(text)
  }
  it('as its UTF-16 index in every strict codec', () => {
    for (const text of texts) {
      const expected = firstLone(text)
      for (const codec of Object.values(strictCodecs)) {
        if (expected < 0) expect(() => codec.encode(text)).not.toThrow()
        else expect(encodeError(() => codec.encode(text)).index).toBe(expected)
      }
    }
  })
})
