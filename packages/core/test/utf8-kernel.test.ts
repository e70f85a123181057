import { newStep, readSequence, stepError, utf8Scheme } from '@utf8x/core/internal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstLoneSurrogate } from '../src/code-points.ts'
import {
  decodeUtf8Prefix,
  encodeUtf8Into,
  utf8ByteLength,
  validateUtf8Prefix,
} from '../src/fast/utf8-kernel.ts'

const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
const lenient = new TextDecoder('utf-8', { ignoreBOM: true })

/** The longest well-formed prefix, by asking the native decoder (slow, obviously right). */
function referencePrefix(bytes: Uint8Array): number {
  for (let n = bytes.length; n >= 0; n--) {
    try {
      fatal.decode(bytes.subarray(0, n))
      // A prefix ending inside a sequence is not well-formed, so this n ends on a boundary.
      return n
    } catch {}
  }
  return 0
}

// Byte strings rich in UTF-8 structure: lead bytes, continuation bytes, ASCII and valid characters.
const utf8ish = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 255 }).map((b) => [b]),
      fc.integer({ min: 0x80, max: 0xbf }).map((b) => [b]),
      fc.constantFrom([0xc0], [0xc1], [0xc2], [0xdf], [0xe0], [0xed], [0xef], [0xf0], [0xf4], [0xf5], [0xff]),
      fc.string({ unit: 'grapheme', maxLength: 4 }).map((s) => [...new TextEncoder().encode(s)]),
    ),
    { maxLength: 24 },
  )
  .map((parts) => Uint8Array.from(parts.flat()))

describe('decodeUtf8Prefix and validateUtf8Prefix', () => {
  it('decode exactly the well-formed prefix, as TextDecoder reads it', () => {
    fc.assert(
      fc.property(utf8ish, (bytes) => {
        const out = new Uint16Array(bytes.length)
        const progress = { read: 0, written: 0 }
        const stop = decodeUtf8Prefix(bytes, bytes.length, out, progress)
        const expected = referencePrefix(bytes)
        expect(stop).toBe(expected)
        expect(progress.read).toBe(stop)
        const text = fatal.decode(bytes.subarray(0, stop))
        expect(String.fromCharCode(...out.subarray(0, progress.written))).toBe(text)
        expect(validateUtf8Prefix(bytes, 0, bytes.length)).toBe(expected)
        const counted = { read: 0, written: 0 }
        expect(validateUtf8Prefix(bytes, 0, bytes.length, counted)).toBe(expected)
        expect(counted).toEqual({ read: expected, written: text.length })
      }),
      { numRuns: 20000 },
    )
  })

  it('stop at every ill-formed two- and three-byte start exactly where TextDecoder fails', () => {
    for (let a = 0x80; a < 0x100; a++) {
      for (let b = 0; b < 0x100; b++) {
        const bytes = new Uint8Array([a, b, 0x80, 0x80])
        const expected = referencePrefix(bytes)
        expect(validateUtf8Prefix(bytes, 0, 4)).toBe(expected)
        expect(decodeUtf8Prefix(bytes, 4, new Uint16Array(4), { read: 0, written: 0 })).toBe(expected)
      }
    }
  })

  it('respect start, end and the output position', () => {
    const bytes = new TextEncoder().encode('xxé€😀yy')
    const out = new Uint16Array(20)
    const progress = { read: 2, written: 5 }
    expect(decodeUtf8Prefix(bytes, bytes.length - 2, out, progress)).toBe(bytes.length - 2)
    expect(progress).toEqual({ read: bytes.length - 2, written: 5 + 4 })
    expect(String.fromCharCode(...out.subarray(5, 9))).toBe('é€😀')
    // The range end cuts a sequence: stop before it.
    expect(decodeUtf8Prefix(bytes, 5, out, { read: 2, written: 0 })).toBe(4)
    expect(validateUtf8Prefix(bytes, 2, 5)).toBe(4)
  })
})

/** The engine's step for the UTF-8 sequence at `bytes[at]`: valid or not, its length, its maximal subpart. */
function stepAt(bytes: Uint8Array, at: number, end = bytes.length) {
  const step = newStep()
  return { valid: readSequence(utf8Scheme, bytes, at, end, step), step }
}

describe('sequence lengths and maximal subparts (the engine on RFC 3629)', () => {
  it('a well-formed sequence has its length; an ill-formed one is not valid', () => {
    const enc = new TextEncoder()
    for (const [s, n] of [
      ['A', 1],
      ['é', 2],
      ['€', 3],
      ['😀', 4],
    ] as const) {
      expect(stepAt(enc.encode(s), 0)).toMatchObject({ valid: true, step: { length: n } })
    }
    expect(stepAt(new Uint8Array([0xc0, 0x80]), 0).valid).toBe(false)
    expect(stepAt(new Uint8Array([0xe2, 0x82]), 0).valid).toBe(false)
  })

  it('count U+FFFD exactly as TextDecoder does (maximal subparts)', () => {
    fc.assert(
      fc.property(utf8ish, (bytes) => {
        // Rebuild the replacement decoding from the kernel and the subpart rule.
        let text = ''
        let i = 0
        const out = new Uint16Array(bytes.length)
        while (i < bytes.length) {
          const progress = { read: i, written: 0 }
          i = decodeUtf8Prefix(bytes, bytes.length, out, progress)
          text += String.fromCharCode(...out.subarray(0, progress.written))
          if (i >= bytes.length) break
          text += '\uFFFD'
          i += stepAt(bytes, i).step.subpart
        }
        expect(text).toBe(lenient.decode(bytes))
      }),
      { numRuns: 20000 },
    )
  })
})

describe('encodeUtf8Into, utf8ByteLength, firstLoneSurrogate', () => {
  const encoder = new TextEncoder()

  it('encode like TextEncoder with replace, and never write part of a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.nat(200), (s, room) => {
        const full = encoder.encode(s)
        const out = new Uint8Array(full.length)
        expect(encodeUtf8Into(s, out, { read: 0, written: 0 }, 'replace')).toBe(s.length)
        expect(out).toEqual(full)
        expect(utf8ByteLength(s)).toBe(full.length)
        const small = new Uint8Array(Math.min(room, full.length))
        const native = encoder.encodeInto(s, small.slice())
        const progress = { read: 0, written: 0 }
        encodeUtf8Into(s, small, progress, 'replace')
        expect([progress.read, progress.written]).toEqual([native.read, native.written])
      }),
      { numRuns: 5000 },
    )
  })

  it('stops at a lone surrogate, or writes its WTF-8 bytes', () => {
    const out = new Uint8Array(16)
    const stopped = { read: 0, written: 0 }
    expect(encodeUtf8Into('ab\uDC00c', out, stopped, 'stop')).toBe(2)
    expect(stopped).toEqual({ read: 2, written: 2 })
    const progress = { read: 0, written: 0 }
    expect(encodeUtf8Into('a\uD800😀', out, progress, 'wtf8')).toBe(4)
    expect([...out.subarray(0, progress.written)]).toEqual([0x61, 0xed, 0xa0, 0x80, 0xf0, 0x9f, 0x98, 0x80])
  })

  it('finds the first lone surrogate', () => {
    expect(firstLoneSurrogate('')).toBe(-1)
    expect(firstLoneSurrogate('a😀b')).toBe(-1)
    expect(firstLoneSurrogate('a\uD800')).toBe(1)
    expect(firstLoneSurrogate('😀\uDC00')).toBe(2)
    expect(firstLoneSurrogate('\uDC00\uD800')).toBe(0)
    expect(firstLoneSurrogate('\uD800\uD800\uDC00')).toBe(0)
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        let expected = -1
        for (let i = 0; i < s.length; i++) {
          const c = s.charCodeAt(i)
          if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            i++
            continue
          }
          if (c >= 0xd800 && c <= 0xdfff) {
            expected = i
            break
          }
        }
        expect(firstLoneSurrogate(s)).toBe(expected)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('the error kind of each ill-formed sequence, and its error', () => {
  const cases: [number[], string | null, number][] = [
    [[0xc0, 0x80], 'overlong', 2],
    [[0xc0], 'truncated', 1],
    [[0xc0, 0x41], 'truncated', 1],
    [[0xe0, 0x80], 'truncated', 2],
    [[0xf5, 0x80, 0x80, 0x80], 'out-of-range', 4],
    [[0xf5], 'truncated', 1],
    [[0xf8], 'invalid-lead', 1],
    [[0xff], 'invalid-lead', 1],
    [[0x80], 'unexpected-continuation', 1],
    [[0xed, 0xa0, 0x80], 'surrogate', 3],
    [[0xf0, 0x8d, 0xa0, 0x80], 'overlong', 4],
    [[0xe2, 0x82, 0xac], null, 3],
    [[0x41], null, 1],
  ]
  it.each(cases)('%j is %s', (input, kind, length) => {
    const bytes = Uint8Array.from(input)
    const { valid, step } = stepAt(bytes, 0)
    expect(valid ? null : step.kind).toBe(kind)
    expect(step.length).toBe(length)
    if (!valid) {
      const error = stepError(utf8Scheme, bytes, 0, step)
      expect(error).toMatchObject({ kind, offset: 0, scheme: 'utf-8' })
    }
  })
  it('agrees with the kernel on every two-byte start followed by continuations', () => {
    for (let a = 0; a < 0x100; a++) {
      for (let b = 0; b < 0x100; b++) {
        const bytes = new Uint8Array([a, b, 0x80, 0x80])
        const stop = validateUtf8Prefix(bytes, 0, 1 + (a >= 0xf0 ? 3 : a >= 0xe0 ? 2 : a >= 0xc0 ? 1 : 0))
        expect(stepAt(bytes, 0, 4).valid).toBe(stop > 0)
      }
    }
  })
})
