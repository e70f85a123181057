import { describe, expect, it } from 'vitest'
import { decode, decodeCodePoints, encode, encodeCodePoints, validate } from '../src/index.ts'
import { errorFacts, facts } from './_helpers.ts'
import {
  referenceCodePoints,
  referenceEncode,
  referenceError,
  referenceEvents,
  referenceString,
} from './reference.ts'

/** Replacement decoding (to code points and to a string) against the reference. */
function checkReplacement(input: Uint8Array): void {
  const codePoints = referenceCodePoints(input)
  const fast = decodeCodePoints(input, { fatal: false })
  if (fast.length !== codePoints.length || fast.some((c, k) => c !== codePoints[k])) {
    expect(fast).toEqual(codePoints)
  }
  const text = referenceString(input)
  if (decode(input, { fatal: false }) !== text) expect(decode(input, { fatal: false })).toBe(text)
}

/** Strict decoding (validate, and decode to a string) against the reference. */
function checkStrict(input: Uint8Array): void {
  const expected = referenceError(input, 'code-points')
  const found = validate(input)
  const got = found === null ? null : facts(found)
  if (JSON.stringify(got) !== JSON.stringify(expected)) expect(got).toEqual(expected)
  const expectedString = referenceError(input, 'string')
  const gotString = errorFacts(() => decode(input))
  if (JSON.stringify(gotString) !== JSON.stringify(expectedString)) expect(gotString).toEqual(expectedString)
}

describe('exhaustive sweeps against the reference', () => {
  it('every 1-byte input', () => {
    for (let b = 0; b < 256; b++) {
      checkReplacement(Uint8Array.of(b))
      checkStrict(Uint8Array.of(b))
    }
  })

  it('every 2-byte input', () => {
    const input = new Uint8Array(2)
    const batch = new Uint8Array(0x100 * 3)
    for (let b0 = 0; b0 < 256; b0++) {
      let w = 0
      for (let b1 = 0; b1 < 256; b1++) {
        input[0] = b0
        input[1] = b1
        checkStrict(input)
        batch[w++] = b0
        batch[w++] = b1
        batch[w++] = 0x0a
      }
      checkReplacement(batch)
    }
  })

  // 2^24 inputs, each followed by 0A, decoded in batches of 65536 (one first byte each). 0A ends a
  // truncated sequence or a reserved run just as the end of the input does (SEMANTICS.md, locality), so
  // a batch decodes as its inputs would one by one. The expected code points come from the reference:
  // the first sequence of b0 b1 b2 from the reference itself, the rest from the reference's decoding of
  // the 1- or 2-byte remainder. Only bytes a first sequence can contain (continuations: value kept;
  // FE/FF) matter to it, so it is computed once per b0 and kind-or-value of b1 and b2 (1.1M calls).
  // Strict decoding is checked one by one for every 1- and 2-byte input above, and on random and
  // mutated input in property.test.ts.
  it('every 3-byte input', () => {
    const one = Array.from({ length: 256 }, (_, b) => referenceCodePoints([b]))
    const two = Array.from({ length: 0x10000 }, (_, x) => referenceCodePoints([x >> 8, x & 0xff]))
    const kindOrValue = (b: number) => (b >= 0x80 && b < 0xc0 ? b : b >= 0xfe ? 0xfe : 0x41)
    const batch = new Uint8Array(0x10000 * 4)
    const expected = new Uint32Array(0x10000 * 4)
    const firsts = new Map<number, [number, number]>()
    for (let b0 = 0; b0 < 256; b0++) {
      firsts.clear()
      let w = 0
      let e = 0
      for (let x = 0; x < 0x10000; x++) {
        const b1 = x >> 8
        const b2 = x & 0xff
        batch[w++] = b0
        batch[w++] = b1
        batch[w++] = b2
        batch[w++] = 0x0a
        const key = (kindOrValue(b1) << 8) | kindOrValue(b2)
        let first = firsts.get(key)
        if (first === undefined) {
          const event = referenceEvents([b0, kindOrValue(b1), kindOrValue(b2)])[0]!
          first = [event.type === 'error' ? 0xfffd : event.codePoint, event.length]
          firsts.set(key, first)
        }
        expected[e++] = first[0]
        const rest = first[1] === 1 ? two[x]! : first[1] === 2 ? one[b2]! : []
        for (const c of rest) expected[e++] = c
        expected[e++] = 0x0a
      }
      const fast = decodeCodePoints(batch, { fatal: false })
      let same = fast.length === e
      for (let k = 0; same && k < e; k++) same = fast[k] === expected[k]
      if (!same) expect(fast).toEqual(Array.from(expected.subarray(0, e)))
    }
  })

  it('every code point from 0 to U+10FFFF round-trips; C1 controls and surrogates are rejected', () => {
    const all: number[] = []
    for (let c = 0; c <= 0x10ffff; c++) {
      if ((c >= 0x80 && c <= 0x9f) || (c >= 0xd800 && c <= 0xdfff)) continue
      all.push(c)
    }
    const bytes = encodeCodePoints(all)
    // The reference, one code point at a time.
    let w = 0
    for (const c of all) {
      const expected = referenceEncode(c) as number[]
      for (const b of expected) {
        if (bytes[w] !== b) expect([c, w, bytes[w]]).toEqual([c, w, b])
        w++
      }
    }
    expect(w).toBe(bytes.length)
    const back = decodeCodePoints(bytes)
    expect(back.length).toBe(all.length)
    expect(back.every((c, k) => c === all[k])).toBe(true)
    let text = ''
    for (let k = 0; k < all.length; k += 0x1000) text += String.fromCodePoint(...all.slice(k, k + 0x1000))
    const fromText = encode(text)
    expect(fromText.length).toBe(bytes.length)
    expect(fromText.every((b, k) => b === bytes[k])).toBe(true)
    expect(decode(bytes)).toBe(text)
    for (let c = 0x80; c <= 0xdfff; c = c === 0x9f ? 0xd800 : c + 1) {
      const kind = c <= 0x9f ? 'not-encodable' : 'surrogate'
      expect(referenceEncode(c)).toBe(kind)
      let error: unknown
      try {
        encodeCodePoints([0x41, c])
      } catch (e) {
        error = e
      }
      expect(error).toMatchObject({ kind, index: 1, codePoint: c })
    }
  })
})
