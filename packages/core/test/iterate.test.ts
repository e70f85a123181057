// Every codec's truncate, truncateText, codePoints and codePointsBackward (the byte codecs and every
// hunkCodec(n)), checked against the codec's own decodeCodePoints, validate and encode on random and
// hostile input: the iterators give decodeCodePoints' values, truncate cuts between the sequences they
// walk, truncateText keeps the longest prefix whose encoding fits.
import { DecodeError, EncodeError } from '@utf8x/core'
import { hunkCodec } from '@utf8x/utf8-eight-byte'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allCodecs, thrown } from './_all-codecs.ts'

type Units = Uint8Array | Uint16Array
type Item = [number | bigint, number]

/** What these tests call, on bytes or hunks alike. */
interface AnyCodec {
  readonly name: string
  readonly maxCodePoint: number | bigint | null
  encode(text: string, options?: { fatal?: boolean }): Units
  decodeCodePoints(units: Units, options?: { fatal?: boolean }): (number | bigint)[]
  validate(units: Units): DecodeError | null
  truncate(units: Units, max: number): Units
  truncateText(text: string, max: number, options?: { fatal?: boolean }): string
  codePoints(units: Units, options?: { fatal?: boolean; offsets?: boolean }): IterableIterator<unknown>
  codePointsBackward(
    units: Units,
    options?: { fatal?: boolean; offsets?: boolean },
  ): IterableIterator<unknown>
}

const HUNKS = ([1, 2, 3, 4, 5, 6, 7, 8, 9] as const).map((bits) => hunkCodec(bits))
const CODECS = [...allCodecs, ...HUNKS] as unknown as AnyCodec[]
const isHunk = (codec: AnyCodec) => codec.name.startsWith('utf-8-hunk-')

/** Units of `codec` from numbers (hunks: each taken modulo 2^16; bytes modulo 256). */
function unitsFor(codec: AnyCodec, values: number[]): Units {
  return isHunk(codec) ? Uint16Array.from(values) : Uint8Array.from(values, (v) => v & 0xff)
}

/** Random units: any unit, extension units, leads and the units schemes treat specially, in runs. */
function unitsArb(codec: AnyCodec): fc.Arbitrary<Units> {
  const bits = isHunk(codec) ? Number(codec.name.slice('utf-8-hunk-'.length)) : 8
  const top = 2 ** bits - 1
  const extension =
    bits >= 2
      ? fc.integer({ min: 2 ** (bits - 1), max: 2 ** (bits - 1) + 2 ** (bits - 2) - 1 })
      : fc.constant(1)
  const special = fc.constantFrom(0, 0xed, 0xa0, 0xb0, 0xbf, 0xc0, 0x80, 0xf0, 0xfe, 0xff, 0xb4, 0xaf, 0x9f)
  return fc
    .array(
      fc.oneof(
        fc.integer({ min: 0, max: top }),
        extension,
        extension,
        special,
        fc.integer({ min: 0, max: 0x7f }),
      ),
      {
        maxLength: 48,
      },
    )
    .map((values) => unitsFor(codec, values))
}

/** Well-formed units: the encoding of random text (bytes) or of random code points. */
function encodedArb(codec: AnyCodec): fc.Arbitrary<Units> {
  return textArb(codec).map((text) => codec.encode(text, { fatal: false }))
}

/** Text with every kind of character: ASCII, NUL, C1, BMP, lone surrogates, pairs (only what fits, for N ≤ 3 hunks). */
function textArb(codec: AnyCodec): fc.Arbitrary<string> {
  const max = codec.maxCodePoint === null ? Number.POSITIVE_INFINITY : Number(codec.maxCodePoint)
  const char = fc.oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.constantFrom(0, 0x85, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xfffd, 0x1f600, 0x10ffff),
    fc.integer({ min: 0x80, max: 0xffff }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  )
  return fc.array(char, { maxLength: 24 }).map((codes) =>
    codes
      .filter((c) => max >= 0xfffd || c <= max)
      .map((c) => String.fromCodePoint(c))
      .join(''),
  )
}

/** The forward walk, replacing, with offsets. */
function steps(codec: AnyCodec, units: Units): Item[] {
  return [...codec.codePoints(units, { fatal: false, offsets: true })] as Item[]
}

describe.each(CODECS.map((codec) => ({ name: codec.name, codec })))('$name', ({ codec }) => {
  it('codePoints gives decodeCodePoints, strict and replacing, and walks sequences that tile the input', () => {
    fc.assert(
      fc.property(fc.oneof(unitsArb(codec), encodedArb(codec)), (units) => {
        const walked = steps(codec, units)
        expect(walked.map(([value]) => value)).toEqual(codec.decodeCodePoints(units, { fatal: false }))
        walked.forEach(([value, offset], k) => {
          const end = walked[k + 1]?.[1] ?? units.length
          expect(end).toBeGreaterThan(offset)
          const error = codec.validate(units.subarray(offset))
          if (error?.offset === 0) {
            expect(value).toEqual(isBig(codec) ? 0xfffdn : 0xfffd)
            // The part one U+FFFD replaces decodes to one U+FFFD on its own too.
            expect(codec.decodeCodePoints(units.subarray(offset, end), { fatal: false })).toHaveLength(1)
          } else {
            expect(codec.decodeCodePoints(units.subarray(offset, end))).toEqual([value])
          }
        })
        const error = codec.validate(units)
        if (error === null) {
          expect([...codec.codePoints(units)]).toEqual(codec.decodeCodePoints(units))
        } else {
          const thrownError = thrown(() => [...codec.codePoints(units)]) as DecodeError
          expect(thrownError).toBeInstanceOf(DecodeError)
          expect([thrownError.kind, thrownError.offset]).toEqual([error.kind, error.offset])
        }
      }),
      { numRuns: 300 },
    )
  })

  it('codePointsBackward walks the same sequences back; strict, it stops at the last ill-formed one', () => {
    fc.assert(
      fc.property(fc.oneof(unitsArb(codec), encodedArb(codec)), (units) => {
        const forward = steps(codec, units)
        const backward = [...codec.codePointsBackward(units, { fatal: false, offsets: true })] as Item[]
        expect(backward.reverse()).toEqual(forward)
        expect([...codec.codePointsBackward(units, { fatal: false })]).toEqual(
          forward.map(([value]) => value).reverse(),
        )
        // The last ill-formed sequence: where the input from it on fails at once.
        const bad = forward
          .filter(([, offset]) => codec.validate(units.subarray(offset))?.offset === 0)
          .at(-1)
        if (bad === undefined) {
          expect([...codec.codePointsBackward(units)]).toEqual(codec.decodeCodePoints(units).reverse())
          return
        }
        const seen: unknown[] = []
        const error = thrown(() => {
          for (const value of codec.codePointsBackward(units)) seen.push(value)
        }) as DecodeError
        expect(error).toBeInstanceOf(DecodeError)
        const expected = codec.validate(units.subarray(bad[1])) as DecodeError
        expect([error.kind, error.offset]).toEqual([expected.kind, bad[1]])
        expect(seen).toEqual(
          forward
            .filter(([, offset]) => offset > bad[1])
            .map(([value]) => value)
            .reverse(),
        )
      }),
      { numRuns: 300 },
    )
  })

  it('truncate cuts at the greatest sequence start at most max, a view of the input', () => {
    fc.assert(
      fc.property(fc.oneof(unitsArb(codec), encodedArb(codec)), fc.nat(60), (units, max) => {
        const starts = [...steps(codec, units).map(([, offset]) => offset), units.length]
        const cut = Math.max(...starts.filter((start) => start <= max))
        const result = codec.truncate(units, max)
        expect(result.constructor).toBe(units.constructor)
        expect(result.buffer).toBe(units.buffer)
        expect(result.byteOffset).toBe(units.byteOffset)
        expect(result.length).toBe(cut)
        if (codec.validate(units) === null) {
          const all = codec.decodeCodePoints(units)
          const kept = codec.decodeCodePoints(result)
          expect(kept).toEqual(all.slice(0, kept.length))
        }
      }),
      { numRuns: 300 },
    )
  })

  it('truncateText keeps the longest prefix whose encoding fits, never half a pair', () => {
    fc.assert(
      fc.property(textArb(codec), fc.nat(40), (text, max) => {
        const kept = codec.truncateText(text, max, { fatal: false })
        expect(text.startsWith(kept)).toBe(true)
        expect(codec.encode(kept, { fatal: false }).length).toBeLessThanOrEqual(max)
        if (kept.length < text.length) {
          const next = String.fromCodePoint(text.codePointAt(kept.length) as number)
          expect(codec.encode(kept + next, { fatal: false }).length).toBeGreaterThan(max)
          // Never between the halves of a pair.
          const c = text.charCodeAt(kept.length)
          expect(c >= 0xdc00 && c <= 0xdfff && /[\ud800-\udbff]$/.test(kept)).toBe(false)
        }
        // Strict: the same prefix, or the error encoding that prefix strictly gives.
        let strictError: unknown = null
        try {
          codec.encode(kept)
        } catch (error) {
          strictError = error
        }
        if (strictError === null) expect(codec.truncateText(text, max)).toBe(kept)
        else {
          const error = thrown(() => codec.truncateText(text, max)) as EncodeError
          expect(error).toBeInstanceOf(EncodeError)
          expect([error.kind, error.index]).toEqual([
            (strictError as EncodeError).kind,
            (strictError as EncodeError).index,
          ])
        }
        expect(codec.truncateText(text, 2 ** 40, { fatal: false })).toBe(text)
      }),
      { numRuns: 300 },
    )
  })

  it('argument errors', () => {
    const wrong = isHunk(codec) ? new Uint8Array(2) : new Uint16Array(2)
    for (const run of [
      () => codec.truncate(wrong, 1),
      () => codec.codePoints(wrong),
      () => codec.codePointsBackward(wrong),
      () => codec.truncate('ab' as never, 1),
      () => codec.truncate(unitsFor(codec, [0x41]), '1' as never),
      () => codec.truncateText(5 as never, 1),
      () => codec.truncateText('a', null as never),
      () => codec.codePoints(unitsFor(codec, [0x41]), { fatel: false } as never),
      () => codec.codePointsBackward(unitsFor(codec, [0x41]), { fatal: 'no' } as never),
      () => codec.truncateText('a', 1, { offsets: true } as never),
    ]) {
      expect(run).toThrow(TypeError)
    }
    for (const max of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => codec.truncate(unitsFor(codec, [0x41]), max)).toThrow(RangeError)
      expect(() => codec.truncateText('a', max)).toThrow(RangeError)
    }
    // Checked at the call, not at the first step.
    expect(() => codec.codePoints(null as never)).toThrow(TypeError)
  })
})

function isBig(codec: AnyCodec): boolean {
  return codec.maxCodePoint === null || typeof codec.maxCodePoint === 'bigint'
}

describe('the iterators are lazy and stay linear', () => {
  it('the first code point of a large input comes without reading the rest', () => {
    for (const codec of allCodecs) {
      const units = new Uint8Array(1 << 20).fill(0x41)
      units[units.length - 1] = 0xff
      expect(codec.codePoints(units).next().value).toEqual(
        codec.name.includes('infinity') || codec.name === 'utf-8-65' ? 65n : 65,
      )
      // Backward, the ill-formed last unit comes first (strict: at once).
      const error = thrown(() => codec.codePointsBackward(units).next())
      expect((error as DecodeError).offset).toBe(units.length - 1)
    }
  })
  it('a megabyte of stray extension bytes, backward, in every scheme', () => {
    for (const codec of allCodecs) {
      const units = new Uint8Array(1 << 20).fill(0x80)
      units[0] = 0x41
      let count = 0
      for (const _ of codec.codePointsBackward(units, { fatal: false })) count++
      expect(count, codec.name).toBe(codec.decodeCodePoints(units, { fatal: false }).length)
    }
  })
  it('a buffer detached while iterating is a TypeError at the next step', () => {
    const buffer = new ArrayBuffer(8)
    new Uint8Array(buffer).fill(0x61)
    for (const walk of ['codePoints', 'codePointsBackward'] as const) {
      const copy = buffer.slice(0)
      const iterator = allCodecs[0]![walk](new Uint8Array(copy))
      expect(iterator.next().value).toBe(0x61)
      structuredClone(copy, { transfer: [copy] })
      expect(() => iterator.next()).toThrow(TypeError)
    }
  })
})
