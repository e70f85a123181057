import { DecodeError, EncodeError } from '@utf8x/core'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  checkDocument,
  correctedUtf8,
  Decoder,
  decode,
  decodeCodePoints,
  decodeDocument,
  encode,
  encodeDocument,
  explain,
  fromUtf8,
  isWellFormed,
  stripMagic,
  toUtf8,
  validate,
} from '../src/index.ts'
import { facts } from './_helpers.ts'

// Hardening item 2: a call re-entered while in flight (from a getter or method of the caller's input,
// or of the destination) must not return another call's output. Corrected UTF-8 fills shared scratch
// memory (WebAssembly memory, core's unit buffer, its word view, the last sequence read) and reads it
// back; no user code may run in between. The inputs: a Uint8Array subclass whose accessors and methods
// decode something else first, and a Proxy of a Uint8Array whose reads do.

/** Text long enough for every route (wasm rewrite, JS loop, long ASCII runs), the other text it meets. */
const texts = {
  short: 'aé中😀Ï',
  long: `${'é'.repeat(300)}${'x'.repeat(300)}${'中文'.repeat(200)}${'😀'.repeat(80)}${'Жж '.repeat(100)}`,
  ascii: 'abcdefgh'.repeat(600),
  // More than one 64 KiB step of the rewrite.
  huge: `${'中'.repeat(30000)}${'é'.repeat(20000)}`,
}
const otherText = `${'Z'.repeat(700)}${'Ω'.repeat(700)}${'日本'.repeat(300)}`
const otherBytes = encode(otherText)

let reads = 0

/**
 * Runs the other call (a decode and an encode, so that every scratch area is overwritten) at the first
 * eight reads of the caller's object and every 1000th after them (every read would take minutes on the
 * long inputs a Proxy is read from byte by byte).
 */
function interfere(): void {
  reads++
  if (reads > 8 && reads % 1000 !== 0) return
  expect(decode(otherBytes)).toBe(otherText)
  expect(encode(otherText).length).toBe(otherBytes.length)
  expect(decodeCodePoints(otherBytes).length).toBe([...otherText].length)
}

/** A Uint8Array whose accessors and methods run {@link interfere} first, every time. */
class Hostile extends Uint8Array {
  override get length(): number {
    interfere()
    return super.length
  }
  override get byteLength(): number {
    interfere()
    return super.byteLength
  }
  override get byteOffset(): number {
    interfere()
    return super.byteOffset
  }
  override get buffer(): ArrayBuffer {
    interfere()
    return super.buffer as ArrayBuffer
  }
  override subarray(start?: number, end?: number): Uint8Array<ArrayBuffer> {
    interfere()
    return super.subarray(start, end)
  }
  override slice(start?: number, end?: number): Uint8Array<ArrayBuffer> {
    interfere()
    return super.slice(start, end)
  }
  override set(source: ArrayLike<number>, offset?: number): void {
    interfere()
    super.set(source, offset)
  }
}

function hostile(bytes: Uint8Array): Hostile {
  const out = new Hostile(bytes.length)
  Uint8Array.prototype.set.call(out, bytes)
  return out
}

/** A Proxy of a copy of `bytes` whose every read (an index, `length`, a method) runs {@link interfere}. */
function proxied(bytes: Uint8Array): Uint8Array {
  const target = Uint8Array.from(bytes)
  return new Proxy(target, {
    get(t, key) {
      interfere()
      const value = Reflect.get(t, key, t)
      return typeof value === 'function' ? value.bind(t) : value
    },
  })
}

const kinds = [['a Uint8Array subclass', hostile]] as const

describe('a Proxy of a Uint8Array', () => {
  it('is refused with a TypeError by every function that takes bytes, as TextDecoder refuses it', () => {
    const bytes = encode(texts[Object.keys(texts)[0] as keyof typeof texts])
    for (const run of [
      (input: Uint8Array) => decode(input),
      (input: Uint8Array) => decode(input, { fatal: false }),
      (input: Uint8Array) => decodeCodePoints(input),
      (input: Uint8Array) => validate(input),
      (input: Uint8Array) => isWellFormed(input),
      (input: Uint8Array) => toUtf8(input),
      (input: Uint8Array) => fromUtf8(input),
      (input: Uint8Array) => decodeDocument(input),
      (input: Uint8Array) => stripMagic(input),
      (input: Uint8Array) => new Decoder().decode(input),
    ]) {
      expect(() => run(proxied(bytes))).toThrow(TypeError)
    }
  })
})

/** The first index where two byte lists differ (in length or content), or -1: a short failure message. */
function firstDifference(actual: ArrayLike<number>, expected: ArrayLike<number>): number {
  const n = Math.min(actual.length, expected.length)
  for (let i = 0; i < n; i++) if (actual[i] !== expected[i]) return i
  return actual.length === expected.length ? -1 : n
}

/** What a call throws, as comparable facts (kind, offset, end, code point), or its result. */
function outcome(run: () => unknown): unknown {
  try {
    const value = run()
    return value instanceof Uint8Array ? { bytes: Array.from(value) } : { value }
  } catch (error) {
    if (error instanceof DecodeError) return { ...facts(error), codePoint: error.codePoint }
    if (error instanceof EncodeError) return { kind: error.kind, index: error.index, offset: error.offset }
    throw error
  }
}

describe.each(kinds)('a call re-entered from %s', (_, wrap) => {
  beforeEach(() => {
    reads = 0
  })

  for (const [size, text] of Object.entries(texts)) {
    const bytes = encode(text)

    it(`decode gives its own text (${size})`, () => {
      expect(decode(wrap(bytes))).toBe(text)
      expect(decode(wrap(bytes), { fatal: false })).toBe(text)
      expect(correctedUtf8.decode(wrap(bytes))).toBe(text)
    })

    it(`decodeCodePoints, validate and isWellFormed give their own answers (${size})`, () => {
      expect(decodeCodePoints(wrap(bytes))).toEqual([...text].map((c) => c.codePointAt(0)))
      expect(validate(wrap(bytes))).toBeNull()
      expect(isWellFormed(wrap(bytes))).toBe(true)
    })

    it(`toUtf8 and fromUtf8 give their own bytes (${size})`, () => {
      const utf8 = new TextEncoder().encode(text)
      expect(firstDifference(toUtf8(wrap(bytes)), utf8)).toBe(-1)
      expect(firstDifference(fromUtf8(wrap(utf8)), bytes)).toBe(-1)
    })

    it(`a document and a stream decode to their own text (${size})`, () => {
      const document = encodeDocument(text)
      expect(decodeDocument(wrap(document), { requireMagic: true })).toBe(text)
      expect(firstDifference(stripMagic(wrap(document)), bytes)).toBe(-1)
      expect(checkDocument(wrap(document), { finalNewline: false })).toEqual([])
      const decoder = new Decoder()
      const half = bytes.length >> 1
      const streamed =
        decoder.decode(wrap(bytes.slice(0, half)), { stream: true }) + decoder.decode(wrap(bytes.slice(half)))
      expect(streamed).toBe(text)
    })

    it(`errors carry their own kind, offset, end and code point (${size})`, () => {
      // A value above U+10FFFF (unrepresentable in a string), a truncated sequence, a reserved run.
      for (const tail of [
        [0xf8, 0x88, 0x80, 0x80, 0x80],
        [0xe4, 0xb8],
        [0xfe, 0x80, 0xff, 0x41],
      ]) {
        const bad = Uint8Array.from([...bytes, ...tail])
        for (const run of [
          (input: Uint8Array) => decode(input),
          (input: Uint8Array) => decode(input, { fatal: false }),
          (input: Uint8Array) => decodeCodePoints(input),
          (input: Uint8Array) => validate(input) && facts(validate(input) as DecodeError),
          (input: Uint8Array) => toUtf8(input),
          (input: Uint8Array) => decodeDocument(input),
        ]) {
          expect(outcome(() => run(wrap(bad)))).toEqual(outcome(() => run(Uint8Array.from(bad))))
        }
      }
      const [explained] = explain(wrap(bytes)).sequences
      expect(explained).toEqual(explain(Uint8Array.from(bytes)).sequences[0])
      expect(explained?.offset).toBe(0)
    })
  }
})

describe('encodeInto into a destination that re-enters', () => {
  beforeEach(() => {
    reads = 0
  })

  for (const [size, text] of Object.entries(texts)) {
    it(`writes its own bytes (${size})`, () => {
      const expected = encode(text)
      for (const extra of [0, 7]) {
        const destination = new Hostile(expected.length + extra)
        const result = correctedUtf8.encodeInto(text, destination)
        expect(result).toEqual({ read: text.length, written: expected.length })
        expect(
          firstDifference(Uint8Array.prototype.subarray.call(destination, 0, expected.length), expected),
        ).toBe(-1)
      }
      const target = new Uint8Array(expected.length)
      const viaProxy = new Proxy(target, {
        get(t, key) {
          interfere()
          const value = Reflect.get(t, key, t)
          return typeof value === 'function' ? value.bind(t) : value
        },
      })
      // A Proxy has no internal slots: refused, as TextEncoder refuses it, and nothing written.
      expect(() => correctedUtf8.encodeInto(text, viaProxy)).toThrow(
        'The "destination" argument must be a Uint8Array, received an object that is not a genuine Uint8Array (a Proxy, or an object inheriting from it: no internal slots)',
      )
      expect(() => new TextEncoder().encodeInto(text, viaProxy)).toThrow(TypeError)
      expect(target.every((b) => b === 0)).toBe(true)
    })
  }
})
