// How far truncate and codePointsBackward read back in the two schemes where one step of decoding can
// span a run of continuation bytes of any length: a UTF-∞-8 code with a length field (FF, B4s, A0–AF
// digits, then the value's bytes, all 80–BF) and a Corrected UTF-8 reserved run (FE or FF, then FE, FF and
// 80–BF up to the next lead or ASCII byte). Issue 34, item 13: on a run of stray continuation bytes both
// read back to the start of the run (8 MiB of 80: the whole input), where UTF-8 reads back 3 bytes. No
// bound shorter than the run is right for them: the byte before the run decides whether the run is one
// step or a stray per byte (the first tests below show it on inputs that differ in that byte only), so
// the docs promise the reach back to the byte before the run, and the walk back stays linear.
import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { utf8 } from '@utf8x/utf8-classic'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import { describe, expect, it } from 'vitest'
import { thrown } from './_all-codecs.ts'

type Item = [number | bigint, number]

/** `FF`, five `B4`, the digits `1 0 0 0 0 0` (NME 2^20, so 2^20 + 18 hex digits), then the value's bytes. */
function longCode(): { bytes: Uint8Array; value: bigint } {
  const digits = 2 ** 20 + 18
  // The digits padded on the left to a multiple of three (two zero nybbles here), 12 bits in two bytes.
  const storage = 2 * Math.ceil(digits / 3)
  const bytes = new Uint8Array(12 + storage).fill(0x80)
  bytes.set([0xff, 0xb4, 0xb4, 0xb4, 0xb4, 0xb4, 0xa1, 0xa0, 0xa0, 0xa0, 0xa0, 0xa0, 0x80, 0x81])
  return { bytes, value: 1n << BigInt(4 * (digits - 1)) }
}

function cuts(codec: typeof utf8 | typeof correctedUtf8 | typeof utfInfinity8, bytes: number[]): number[] {
  const units = Uint8Array.from(bytes)
  return Array.from({ length: units.length + 1 }, (_, max) => codec.truncate(units, max).length)
}

function backward(codec: typeof correctedUtf8 | typeof utfInfinity8, units: Uint8Array): Item[] {
  return [...codec.codePointsBackward(units, { fatal: false, offsets: true })] as Item[]
}

describe('the byte before a run of continuation bytes decides its steps', () => {
  it('UTF-∞-8: a length-field code spans 699,076 bytes; with its FF changed to 80, each byte is a stray', () => {
    const { bytes, value } = longCode()
    const n = bytes.length
    expect(n).toBe(699_076)
    expect(utfInfinity8.decodeCodePoints(bytes)).toEqual([value])
    const tail = new Uint8Array(n + 2).fill(0x80)
    tail.set(bytes)
    expect(utfInfinity8.truncate(tail, n - 1).length).toBe(0)
    expect(utfInfinity8.truncate(tail, n).length).toBe(n)
    expect(utfInfinity8.truncate(tail, n + 1).length).toBe(n + 1)
    expect(backward(utfInfinity8, tail)).toEqual([
      [0xfffdn, n + 1],
      [0xfffdn, n],
      [value, 0],
    ])
    const error = thrown(() => utfInfinity8.codePointsBackward(tail).next())
    expect(error).toMatchObject({ name: 'DecodeError', kind: 'unexpected-continuation', offset: n + 1 })
    // The same bytes but the first: every byte from 0 on is a stray, cut anywhere.
    tail[0] = 0x80
    expect(utfInfinity8.truncate(tail, n - 1).length).toBe(n - 1)
    const items = backward(utfInfinity8, tail)
    expect(items.length).toBe(n + 2)
    expect(items.every(([cp, at], i) => cp === 0xfffdn && at === n + 1 - i)).toBe(true)
  })

  it('Corrected UTF-8: FE before 80s is one reserved run; 80 before them, a stray each', () => {
    expect(cuts(correctedUtf8, [0xfe, 0x80, 0x80, 0x80])).toEqual([0, 0, 0, 0, 4])
    expect(cuts(correctedUtf8, [0x80, 0x80, 0x80, 0x80])).toEqual([0, 1, 2, 3, 4])
    expect(backward(correctedUtf8, Uint8Array.of(0xfe, 0x80, 0x80, 0x80))).toEqual([[0xfffd, 0]])
    expect(backward(correctedUtf8, Uint8Array.of(0x80, 0x80, 0x80, 0x80))).toEqual([
      [0xfffd, 3],
      [0xfffd, 2],
      [0xfffd, 1],
      [0xfffd, 0],
    ])
  })
})

describe('runs of continuation bytes: exact cuts and steps', () => {
  it('at the start of the input: each byte a stray, in both schemes (as in UTF-8)', () => {
    const run = [0x80, 0xbf, 0x80, 0xb4, 0xa1]
    for (const codec of [utf8, utfInfinity8, correctedUtf8])
      expect(cuts(codec, run)).toEqual([0, 1, 2, 3, 4, 5])
    expect(backward(utfInfinity8, Uint8Array.from(run)).map(([, at]) => at)).toEqual([4, 3, 2, 1, 0])
    expect(thrown(() => correctedUtf8.codePointsBackward(Uint8Array.from(run)).next())).toMatchObject({
      kind: 'unexpected-continuation',
      offset: 4,
      message:
        'Cannot decode corrected-utf-8: unexpected continuation at byte 4 (A1): an extension byte (10xxxxxx) cannot start a sequence',
    })
  })

  it('at the end, after ASCII and after a whole sequence', () => {
    // 'A', then € (E2 82 AC), then three strays.
    const bytes = [0x41, 0xe2, 0x82, 0xac, 0x80, 0x80, 0x80]
    expect(cuts(utfInfinity8, bytes)).toEqual([0, 1, 1, 1, 4, 5, 6, 7])
    expect(backward(utfInfinity8, Uint8Array.from(bytes))).toEqual([
      [0xfffdn, 6],
      [0xfffdn, 5],
      [0xfffdn, 4],
      [0x20acn, 1],
      [0x41n, 0],
    ])
    // Corrected UTF-8 reads E2 82 AC as its own value (offset 2208).
    expect(cuts(correctedUtf8, bytes)).toEqual([0, 1, 1, 1, 4, 5, 6, 7])
    expect(backward(correctedUtf8, Uint8Array.from(bytes))).toEqual([
      [0xfffd, 6],
      [0xfffd, 5],
      [0xfffd, 4],
      [0x20ac + 2208, 1],
      [0x41, 0],
    ])
  })

  it('after a lead whose sequence they could complete, and one they could not', () => {
    // UTF-∞-8: FE + 6 makes a 7-byte code (FE 82 … is 2^31); FE 80 could not complete one (overlong).
    const seven = [0xfe, 0x82, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80]
    expect(cuts(utfInfinity8, seven)).toEqual([0, 0, 0, 0, 0, 0, 0, 7, 8, 9])
    expect(backward(utfInfinity8, Uint8Array.from(seven))).toEqual([
      [0xfffdn, 8],
      [0xfffdn, 7],
      [2n ** 31n, 0],
    ])
    expect(cuts(utfInfinity8, [0xfe, 0x80, 0x80])).toEqual([0, 1, 2, 3])
    // The 13-byte form (FF 80–9F + 11) and one stray after it.
    const thirteen = [0xff, 0x80, 0x82, ...Array(10).fill(0x80), 0x80]
    expect(cuts(utfInfinity8, thirteen)).toEqual([...Array(13).fill(0), 13, 14])
    expect(backward(utfInfinity8, Uint8Array.from(thirteen))).toEqual([
      [0xfffdn, 13],
      [2n ** 61n, 0],
    ])
    // Corrected UTF-8: FD + 5 is a 6-byte sequence; the sixth continuation byte is a stray.
    const six = [0xfd, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf, 0x80]
    expect(cuts(correctedUtf8, six)).toEqual([0, 0, 0, 0, 0, 0, 6, 7])
    expect(backward(correctedUtf8, Uint8Array.from(six))).toEqual([
      [0xfffd, 6],
      [0x8421109f, 0],
    ])
  })

  it('a reserved run after strays, and strays after a reserved run cut by ASCII', () => {
    const bytes = [0x41, 0x80, 0x80, 0xfe, 0x80, 0xff, 0x80, 0x42, 0x80]
    expect(cuts(correctedUtf8, bytes)).toEqual([0, 1, 2, 3, 3, 3, 3, 7, 8, 9])
    expect(backward(correctedUtf8, Uint8Array.from(bytes))).toEqual([
      [0xfffd, 8],
      [0x42, 7],
      [0xfffd, 3],
      [0xfffd, 2],
      [0xfffd, 1],
      [0x41, 0],
    ])
    expect(
      thrown(() => [...correctedUtf8.codePointsBackward(Uint8Array.from(bytes.slice(0, 8)))]),
    ).toMatchObject({
      kind: 'reserved',
      offset: 3,
      end: 7,
    })
  })
})

describe('8 MiB of continuation bytes', () => {
  const size = 8 * 2 ** 20
  const run = new Uint8Array(size).fill(0x80)

  it.each([
    ['utfInfinity8', utfInfinity8, 0xfffdn],
    ['correctedUtf8', correctedUtf8, 0xfffd],
  ] as const)(
    '%s: truncate and the whole walk back, exact (one U+FFFD per byte)',
    (_, codec, fffd) => {
      expect(codec.truncate(run, size - 1).length).toBe(size - 1)
      expect(codec.truncate(run, 1).length).toBe(1)
      expect(thrown(() => codec.codePointsBackward(run).next())).toMatchObject({
        kind: 'unexpected-continuation',
        offset: size - 1,
      })
      // A walk that looked back to the start for every step would take 2^45 reads and never end here.
      let next = size - 1
      let wrong = 0
      for (const [cp, at] of codec.codePointsBackward(run, {
        fatal: false,
        offsets: true,
      }) as Iterable<Item>) {
        if (cp !== fffd || at !== next) wrong++
        next--
      }
      expect([wrong, next]).toEqual([0, -1])
    },
    60_000,
  )
})
