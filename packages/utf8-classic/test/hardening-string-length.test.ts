// Hardening: a text longer than the engine's longest string is a RangeError that says so, at once, from
// every codec. `utf8.decode` of 600 MiB of ASCII on Node used to fail after 1.4–2.5 s and 1.85 GB with
// "The encoded data was not valid for encoding utf-16le" (a TypeError, as a DecodeError is): the native
// decoder's refusal was taken for ill-formed input, and the JS kernel decoded it all before the string
// could not be made. The smallest such input is used: one byte more than the longest string (512 MiB on
// V8: Node and Deno). Bun's limit is 2^31 − 1 units: there a 2 GiB input, for utf8 and utf8Rfc2279 only
// (Bun's own TextDecoder returns an empty string for it, without an error).
// Hunk codecs: in utf8-eight-byte's slow suite (a 1 GiB Uint16Array).

import { sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxStringLength } from '../../core/src/string-length.ts'
import { Decoder, DecoderStream, utf8, utf8Rfc2279 } from '../src/index.ts'
import { utf8Codecs } from './_hardening-codecs.ts'

const max = maxStringLength()
const feasible = max < 2 ** 30

const codecs = { ...utf8Codecs, sixtyFiveBit }

/** The error `run` throws, and how long it took to throw it. */
function failure(run: () => unknown): { error: unknown; ms: number } {
  const start = performance.now()
  try {
    run()
  } catch (error) {
    return { error, ms: performance.now() - start }
  }
  throw new Error('no error')
}

/** The RangeError for a text of at least `units` UTF-16 units, thrown within a few seconds. */
function expectTooLong(run: () => unknown, units: number): void {
  const { error, ms } = failure(run)
  expect(error).toBeInstanceOf(RangeError)
  expect((error as RangeError).message).toBe(
    `The decoded text (at least ${units} UTF-16 code units) is longer than the longest string this JavaScript engine can hold (${max} units)`,
  )
  // At once: a count of the input 16 bytes a step, not a decoding (the old route took seconds per call
  // on an idle machine; the bound leaves room for a loaded one).
  expect(ms).toBeLessThan(5000)
}

describe.skipIf(!feasible)('a text longer than the longest string', () => {
  // One byte too many, all ASCII: every codec's text would be max + 1 units (`bytes`); `all` has 1999
  // more for the last test.
  let all = new Uint8Array(0)
  let bytes = all
  beforeAll(() => {
    all = new Uint8Array(max + 2000).fill(0x61)
    bytes = all.subarray(0, max + 1)
  })
  afterAll(() => {
    all = new Uint8Array(0)
    bytes = all
  })

  it.each(Object.entries(codecs))('%s: strict decode, replacing stream decoder', (_name, codec) => {
    expectTooLong(() => codec.decode(bytes), max + 1)
    expectTooLong(() => codec.createDecoder({ fatal: false }).decode(bytes, { stream: true }), max + 1)
  })

  it('utf8: replacing decode, strict stream decoder', () => {
    expectTooLong(() => utf8.decode(bytes, { fatal: false }), max + 1)
    expectTooLong(() => utf8.createDecoder().decode(bytes), max + 1)
  })

  it('the Decoder and DecoderStream classes', async () => {
    expectTooLong(() => new Decoder().decode(bytes), max + 1)
    const stream = new DecoderStream({ fatal: false })
    const writer = stream.writable.getWriter()
    const written = writer.write(bytes)
    const reading = stream.readable.getReader().read()
    await expect(written).rejects.toBeInstanceOf(RangeError)
    await expect(reading).rejects.toBeInstanceOf(RangeError)
  })

  it('counts one unit for each byte that starts a character', () => {
    // 999 two-byte characters first: 999 units fewer than bytes, still 1001 too many.
    const mixed = all
    for (let k = 0; k < 999; k++) mixed.set([0xc3, 0xa9], 2 * k)
    expectTooLong(() => utf8.decode(mixed), max + 1001)
    expectTooLong(() => utf8Rfc2279.decode(mixed, { fatal: false }), max + 1001)
    // In the 65-bit scheme A0–BF lead and 80–9F continue: A0 80 is one character, A0 A0 two.
    for (let k = 0; k < 999; k++) mixed.set([0xa0, 0x80], 2 * k)
    expectTooLong(() => sixtyFiveBit.decode(mixed), max + 1001)
    mixed.fill(0xa0, 0, 1998)
    expectTooLong(() => sixtyFiveBit.decode(mixed, { fatal: false }), max + 2000)
  })
})

describe.runIf(max === 2 ** 31 - 1)('Bun: one byte more than its longest string', () => {
  it("is a RangeError, not the empty string Bun's TextDecoder returns for it", () => {
    let bytes = new Uint8Array(max + 1).fill(0x61)
    try {
      for (const codec of [utf8, utf8Rfc2279]) {
        expectTooLong(() => codec.decode(bytes), max + 1)
        expectTooLong(() => codec.decode(bytes, { fatal: false }), max + 1)
      }
    } finally {
      bytes = new Uint8Array(0)
    }
  })
})
