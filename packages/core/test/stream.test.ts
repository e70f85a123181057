import { codecClasses, DecodeError, DecoderStream, EncodeError, EncoderStream } from '@utf8x/core'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { splitAt } from '../../../tools/testing/chunks.ts'
import { ChunkedDecoder } from '../src/stream.ts'
import { toy } from './_toy-codec.ts'

const enc = new TextEncoder()

function decodeChunks(chunks: Uint8Array[], fatal = true): string {
  const decoder = toy.createDecoder({ fatal })
  let text = ''
  for (const chunk of chunks) text += decoder.decode(chunk, { stream: true })
  return text + decoder.decode()
}

function outcome(f: () => string): string | [string, number] {
  try {
    return f()
  } catch (error) {
    if (error instanceof DecodeError) return [error.kind, error.offset]
    throw error
  }
}

const bytesArb = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 255 }).map((b) => [b]),
      fc.string({ unit: 'grapheme', maxLength: 3 }).map((s) => [...enc.encode(s)]),
      fc.constantFrom([0xe2, 0x82], [0xf0, 0x9f, 0x98], [0xc3], [0xed, 0xa0, 0x80]),
    ),
    { maxLength: 20 },
  )
  .map((parts) => Uint8Array.from(parts.flat()))

describe('ChunkedDecoder', () => {
  it('decodes any chunking as the whole input, in both modes (property)', () => {
    fc.assert(
      fc.property(bytesArb, fc.array(fc.nat(), { maxLength: 6 }), (bytes, cuts) => {
        const chunks = splitAt(bytes, cuts)
        expect(outcome(() => decodeChunks(chunks, false))).toEqual(
          outcome(() => toy.decode(bytes, { fatal: false })),
        )
        expect(outcome(() => decodeChunks(chunks, true))).toEqual(outcome(() => toy.decode(bytes)))
      }),
      { numRuns: 5000 },
    )
  })

  it('decodes every split of small vectors as whole, one byte at a time included', () => {
    const samples = ['aé€😀z', '😀😀', 'x\u{10FFFF}']
    for (const s of samples) {
      const bytes = enc.encode(s)
      for (let i = 0; i <= bytes.length; i++) {
        expect(decodeChunks([bytes.subarray(0, i), bytes.subarray(i)])).toBe(s)
      }
      expect(decodeChunks([...bytes].map((b) => Uint8Array.of(b)))).toBe(s)
    }
  })

  it('keeps a U+FEFF that starts a later chunk (it is text there, not a BOM)', () => {
    const text = `${'x'.repeat(200)}\uFEFF${'y'.repeat(200)}`
    const bytes = enc.encode(text)
    for (const cut of [200, 201, 202, 203]) {
      expect(decodeChunks([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(text)
    }
  })

  it('counts error offsets from the start of the stream', () => {
    const d = toy.createDecoder()
    expect(d.decode(enc.encode('abc'), { stream: true })).toBe('abc')
    expect(d.decode(Uint8Array.of(0xe2), { stream: true })).toBe('')
    let error: unknown
    try {
      d.decode(Uint8Array.of(0x41), { stream: true })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DecodeError)
    expect((error as DecodeError).kind).toBe('truncated')
    expect((error as DecodeError).offset).toBe(3)
    // The decoder is reset after an error, ready for a new stream.
    expect(d.decode(enc.encode('ok'))).toBe('ok')
  })

  it('ends a truncated tail with an error (strict) or one U+FFFD', () => {
    const strict = toy.createDecoder()
    strict.decode(enc.encode('ab'), { stream: true })
    strict.decode(Uint8Array.of(0xf0, 0x9f), { stream: true })
    expect(() => strict.decode()).toThrow(expect.objectContaining({ kind: 'truncated', offset: 2 }))
    const lenient = toy.createDecoder({ fatal: false })
    expect(lenient.decode(Uint8Array.of(0xf0, 0x9f), { stream: true })).toBe('')
    expect(lenient.decode(Uint8Array.of(0x98), { stream: true })).toBe('')
    expect(lenient.decode()).toBe('\uFFFD')
    expect(lenient.decode()).toBe('')
  })

  it('accepts any BufferSource and checks its arguments', () => {
    const d = toy.createDecoder()
    expect(d.decode(new Uint16Array([0x6968]).buffer, { stream: true })).toBe('hi')
    expect(d.decode(new DataView(enc.encode('!').buffer))).toBe('!')
    expect(() => d.decode('abc' as unknown as Uint8Array)).toThrow(TypeError)
    expect(() => d.decode(new Uint8Array(1), null as unknown as undefined)).toThrow(TypeError)
    expect(d.encoding).toBe('toy-8')
    expect(d.fatal).toBe(true)
    expect(new ChunkedDecoder(toy as never, { fatal: false }).fatal).toBe(false)
  })

  it('stays linear for a long held sequence fed one byte at a time (tailNeed)', () => {
    let calls = 0
    const scheme = {
      name: 'runs',
      // A toy scheme: 0x01 n opens a sequence of n bytes (all held until complete).
      decodeRun(units: Uint8Array) {
        return `[${units.length}]`
      },
      heldTail(units: Uint8Array) {
        calls++
        return units.length >= 2 && units.length < 2 + (units[1] as number) ? 0 : units.length
      },
      tailNeed(units: Uint8Array, tail: number) {
        return units.length - tail < 2 ? tail + 2 : tail + 2 + (units[tail + 1] as number)
      },
    }
    const d = new ChunkedDecoder(scheme)
    let text = d.decode(Uint8Array.of(1, 200), { stream: true })
    for (let i = 0; i < 200; i++) text += d.decode(Uint8Array.of(0x41), { stream: true })
    expect(text + d.decode()).toBe('[202]')
    expect(calls).toBeLessThanOrEqual(3)
  })
})

async function pipe<I, O>(chunks: I[], stream: TransformStream<I, O>): Promise<O[]> {
  const out: O[] = []
  const writer = stream.writable.getWriter()
  const reader = stream.readable.getReader()
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      out.push(value)
    }
  })()
  const writing = (async () => {
    for (const chunk of chunks) await writer.write(chunk)
    await writer.close()
  })()
  const [read, written] = await Promise.allSettled([reading, writing])
  if (read.status === 'rejected') throw read.reason
  if (written.status === 'rejected') throw written.reason
  return out
}

describe('DecoderStream and EncoderStream', () => {
  it('decode a split stream as whole', async () => {
    const bytes = enc.encode('héllo 😀 wörld')
    const chunks = [...bytes].map((b) => Uint8Array.of(b))
    const stream = new DecoderStream(toy)
    expect(stream.encoding).toBe('toy-8')
    expect(stream.fatal).toBe(true)
    expect((await pipe(chunks, stream)).join('')).toBe('héllo 😀 wörld')
  })

  it('error the stream with a stream offset', async () => {
    const chunks = [enc.encode('abc'), Uint8Array.of(0xc0, 0x80)]
    await expect(pipe(chunks, new DecoderStream(toy))).rejects.toMatchObject({ kind: 'overlong', offset: 3 })
    expect((await pipe(chunks, new DecoderStream(toy, { fatal: false }))).join('')).toBe('abc\uFFFD\uFFFD')
  })

  it('encode a surrogate pair split across chunks as one character', async () => {
    const out = await pipe(['a\uD83D', '\uDE00b'], new EncoderStream(toy))
    expect(Uint8Array.from(out.flatMap((c) => [...c]))).toEqual(enc.encode('a😀b'))
  })

  it('report a lone surrogate at its stream index', async () => {
    await expect(pipe(['abc', 'd\uDC00'], new EncoderStream(toy))).rejects.toMatchObject({
      kind: 'surrogate',
      index: 4,
    })
    await expect(pipe(['abc', '\uD800'], new EncoderStream(toy))).rejects.toBeInstanceOf(EncodeError)
    const lenient = await pipe(['a', '\uD800'], new EncoderStream(toy, { fatal: false }))
    expect(Uint8Array.from(lenient.flatMap((c) => [...c]))).toEqual(Uint8Array.of(0x61, 0xef, 0xbf, 0xbd))
  })

  it('refuse a chunk that is not a string', async () => {
    await expect(pipe([5 as unknown as string], new EncoderStream(toy))).rejects.toBeInstanceOf(TypeError)
  })
})

describe('codecClasses', () => {
  const {
    Encoder,
    Decoder,
    EncoderStream: BoundEncoderStream,
    DecoderStream: BoundDecoderStream,
  } = codecClasses(toy)

  it('gives TextEncoder/TextDecoder-shaped classes', () => {
    const e = new Encoder()
    expect(e.encoding).toBe('toy-8')
    expect(e.encode('é')).toEqual(Uint8Array.of(0xc3, 0xa9))
    expect(e.encode()).toEqual(new Uint8Array(0))
    const dest = new Uint8Array(3)
    expect(e.encodeInto('aé€', dest)).toEqual({ read: 2, written: 3 })
    expect(() => e.encode('\uD800')).toThrow(EncodeError)
    expect(new Encoder({ fatal: false }).encode('\uD800')).toEqual(Uint8Array.of(0xef, 0xbf, 0xbd))
    const d = new Decoder()
    expect(d.encoding).toBe('toy-8')
    expect(d.fatal).toBe(true)
    expect(d.decode(Uint8Array.of(0xc3), { stream: true })).toBe('')
    expect(d.decode(Uint8Array.of(0xa9))).toBe('é')
    expect(new Decoder({ fatal: false }).decode(Uint8Array.of(0xff))).toBe('\uFFFD')
  })

  it('gives stream classes bound to the codec', async () => {
    const out = await pipe([enc.encode('x'), enc.encode('y')], new BoundDecoderStream())
    expect(out.join('')).toBe('xy')
    const bytes = await pipe(['x'], new BoundEncoderStream())
    expect(bytes[0]).toEqual(Uint8Array.of(0x78))
    expect(new BoundDecoderStream()).toBeInstanceOf(TransformStream)
  })
})
