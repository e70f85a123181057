// Core's incremental decoder over every codec: a stream cut anywhere, into chunks short or long (a long
// chunk completes the held sequence from its first units and is read where it is), decodes exactly as
// the whole input does, text or error kind and offset (counted from the start of the stream).
import { DecodeError } from '@utf8x/core'
import { hunkCodec } from '@utf8x/utf8-eight-byte'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BYTE_CODECS } from '../../../tools/testing/codecs.ts'

type Outcome = string | { kind: string; offset: number }

function outcome(run: () => string): Outcome {
  try {
    return run()
  } catch (error) {
    if (error instanceof DecodeError) return { kind: error.kind, offset: error.offset }
    throw error
  }
}

/** Decodes `units` through `decoder` in chunks of the given sizes (cycled), then finishes. */
function chunked(
  decoder: { decode(input?: unknown, options?: { stream?: boolean }): string },
  units: Uint8Array | Uint16Array,
  sizes: readonly number[],
): string {
  let text = ''
  let at = 0
  for (let k = 0; at < units.length; k++) {
    const size = sizes[k % sizes.length] as number
    text += decoder.decode(units.slice(at, at + size), { stream: true })
    at += size
  }
  return text + decoder.decode()
}

const text = fc.string({ unit: 'binary', minLength: 120, maxLength: 400 })
/** Chunk sizes: many short ones (inside sequences) and long ones (past the 64 units joined to a held tail). */
const sizes = fc.array(fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 60, max: 400 })), {
  minLength: 1,
  maxLength: 12,
})

describe('a stream in chunks decodes as the whole input', () => {
  for (const codec of BYTE_CODECS) {
    it(`${codec.name}: well-formed text, damaged bytes, strict and replacing`, () => {
      fc.assert(
        fc.property(
          text,
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 4 }),
          sizes,
          fc.boolean(),
          (s, damage, cut, fatal) => {
            const bytes = codec.encode(s, { fatal: false })
            for (const [at, value] of damage) if (bytes.length > 0) bytes[at % bytes.length] = value
            const whole = outcome(() => codec.decode(bytes, { fatal }))
            const streamed = outcome(() => chunked(codec.createDecoder({ fatal }), bytes, cut))
            expect(streamed).toEqual(whole)
          },
        ),
        { numRuns: 150 },
      )
    })
  }

  it('hunk codecs of 5 and 7 bits', () => {
    for (const codec of [hunkCodec(5), hunkCodec(7)]) {
      fc.assert(
        fc.property(text, sizes, fc.boolean(), fc.nat(), (s, cut, fatal, at) => {
          const hunks = codec.encode(s, { fatal: false })
          if (hunks.length > 0) hunks[at % hunks.length] = (hunks[at % hunks.length] as number) ^ 0x10
          const whole = outcome(() => codec.decode(hunks, { fatal }))
          expect(outcome(() => chunked(codec.createDecoder({ fatal }), hunks, cut))).toEqual(whole)
        }),
        { numRuns: 100 },
      )
    }
  })

  it('a sequence longer than the joined units, held across long chunks (UTF-∞-8, 3000-bit values)', () => {
    const utfInfinity8 = BYTE_CODECS[8]
    const values = [0x41n, 2n ** 3000n + 5n, 0x42n, 2n ** 3000n - 1n, 0x43n]
    const bytes = utfInfinity8.encodeCodePoints(values)
    for (const fatal of [true, false]) {
      for (const first of [1, 2, 3, 10, 70]) {
        for (const next of [65, 100, 300]) {
          const decoder = utfInfinity8.createDecoder({ fatal })
          const whole = outcome(() => utfInfinity8.decode(bytes, { fatal }))
          expect(outcome(() => chunked(decoder, bytes, [first, next]))).toEqual(whole)
          expect(whole).toEqual(fatal ? { kind: 'unrepresentable', offset: 1 } : 'A\uFFFDB\uFFFDC')
        }
      }
    }
  })
})
