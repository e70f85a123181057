import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeToString } from '../../core/src/engine/decode.ts'
import { heldTail as engineHeldTail, tailNeed as engineTailNeed } from '../../core/src/engine/read.ts'
import { ChunkedDecoder } from '../../core/src/stream.ts'
import { scheme } from '../src/_scheme.ts'
import { DecodeError, Decoder, DecoderStream, decode, encodeCodePoints, utfInfinity8 } from '../src/index.ts'
import { damagedBytes } from './arbitraries.ts'
import { bytesOf } from './helpers.ts'
import errors from './vectors/errors.json' with { type: 'json' }
import seed from './vectors/seed-examples.json' with { type: 'json' }

// The package's stream hooks are the engine's, on its scheme.
const decodeText = (units: Uint8Array, fatal: boolean) => decodeToString(scheme, units, fatal)
const heldTail = (units: Uint8Array, fatal = true) => engineHeldTail(scheme, units, fatal)
const tailNeed = (units: Uint8Array, tail: number) => engineTailNeed(scheme, units, tail)

function outcome(f: () => string): { text: string } | { kind: string; offset: number } {
  try {
    return { text: f() }
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error
    return { kind: error.kind, offset: error.offset }
  }
}

function decodeChunks(bytes: Uint8Array, cuts: number[], fatal: boolean): string {
  const decoder = utfInfinity8.createDecoder({ fatal })
  let text = ''
  let from = 0
  for (const cut of cuts) {
    text += decoder.decode(bytes.subarray(from, cut), { stream: true })
    from = cut
  }
  return text + decoder.decode(bytes.subarray(from))
}

const samples = [
  ...seed.examples.map((e) => bytesOf(e.bytes)),
  ...errors.errors.map((e) => bytesOf(e.bytes)),
  ...errors.text.map((e) => bytesOf(e.bytes)),
  bytesOf('41 E2 82 AC F0 9F 98 80 42'),
]

describe('streaming equals decoding whole', () => {
  it('for every vector split at every offset, and in 1-byte chunks, strict and replacing', () => {
    for (const bytes of samples) {
      for (const fatal of [true, false]) {
        const whole = outcome(() => decode(bytes, { fatal }))
        for (let cut = 0; cut <= bytes.length; cut++) {
          expect(outcome(() => decodeChunks(bytes, [cut], fatal))).toEqual(whole)
        }
        const ones = Array.from({ length: bytes.length }, (_, i) => i + 1)
        expect(outcome(() => decodeChunks(bytes, ones, fatal))).toEqual(whole)
      }
    }
  })

  it('for damaged input in any chunking', () => {
    fc.assert(
      fc.property(damagedBytes, fc.array(fc.nat(), { maxLength: 6 }), fc.boolean(), (list, raw, fatal) => {
        const bytes = new Uint8Array(list)
        const cuts = raw.map((c) => c % (bytes.length + 1)).sort((a, b) => a - b)
        expect(outcome(() => decodeChunks(bytes, cuts, fatal))).toEqual(
          outcome(() => decode(bytes, { fatal })),
        )
      }),
      { numRuns: 600 },
    )
  })

  it('Decoder and DecoderStream', async () => {
    const decoder = new Decoder({ fatal: false })
    expect(decoder.encoding).toBe('utf-infinity-8')
    expect(decoder.fatal).toBe(false)
    expect(decoder.decode(bytesOf('E2 82'), { stream: true })).toBe('')
    expect(decoder.decode(bytesOf('AC FF'))).toBe('€\uFFFD')
    const chunks = [bytesOf('41 F0 9F'), bytesOf('98 80'), bytesOf('C0')]
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk)
        controller.close()
      },
    })
    let text = ''
    const reader = source.pipeThrough(new DecoderStream({ fatal: false })).getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      text += value
    }
    expect(text).toBe('A😀\uFFFD')
  })
})

/** Core's ChunkedDecoder over the package's own hooks, counting the bytes each hook is handed. */
function countingDecoder(fatal: boolean) {
  const counter = { work: 0, calls: 0 }
  const decoder = new ChunkedDecoder(
    {
      name: 'utf-infinity-8',
      decodeRun(units: Uint8Array, f: boolean) {
        counter.work += units.length
        counter.calls++
        return decodeText(units, f)
      },
      heldTail(units: Uint8Array) {
        counter.work += units.length
        counter.calls++
        return heldTail(units)
      },
      tailNeed(units: Uint8Array, tail: number) {
        counter.work += units.length
        counter.calls++
        return tailNeed(units, tail)
      },
    },
    { fatal },
  )
  return { decoder, counter }
}

function feedBytewise(bytes: Uint8Array, fatal: boolean) {
  const { decoder, counter } = countingDecoder(fatal)
  let text = ''
  let error: unknown = null
  try {
    for (let i = 0; i < bytes.length; i++) text += decoder.decode(bytes.subarray(i, i + 1), { stream: true })
    text += decoder.decode()
  } catch (e) {
    error = e
  }
  return { text, error, work: counter.work }
}

describe('streaming stays linear in 1-byte chunks', () => {
  it('a code point of 128 KiB: the hooks see O(n) bytes in all, and n → 8n costs about 8×', () => {
    const small = encodeCodePoints([16n ** 24_000n + 5n])
    const large = encodeCodePoints([16n ** 192_000n + 5n])
    const a = feedBytewise(small, false)
    const b = feedBytewise(large, false)
    expect(a.text).toBe('\uFFFD')
    expect(b.text).toBe('\uFFFD')
    expect(b.work).toBeLessThan(8 * large.length)
    expect(b.work / a.work).toBeLessThan(10)
    // Strict: the same code point is unrepresentable, at byte 1 after an 'A'.
    const strict = feedBytewise(new Uint8Array([0x41, ...small]), true)
    expect(strict.error).toMatchObject({ kind: 'unrepresentable', offset: 1 })
  })

  it('a run of 100,000 B4 bytes: truncated at the end, with linear work', () => {
    const run = new Uint8Array(100_001).fill(0xb4)
    run[0] = 0xff
    const strict = feedBytewise(run, true)
    expect(strict.error).toBeInstanceOf(DecodeError)
    expect(strict.error).toMatchObject({ kind: 'truncated', offset: 0 })
    expect(strict.work).toBeLessThan(8 * run.length)
    const replacing = feedBytewise(new Uint8Array([...run, 0x41]), false)
    expect(replacing.text).toBe('\uFFFDA')
    expect(replacing.work).toBeLessThan(8 * run.length)
  })

  it('reports a sequence cut off by an ASCII byte without waiting for its declared length', () => {
    const { decoder } = countingDecoder(false)
    const header = encodeCodePoints([16n ** 5000n]).subarray(0, 40)
    expect(decoder.decode(header, { stream: true })).toBe('')
    let text = ''
    for (const byte of [0x41, ...Array(64).fill(0x42)])
      text += decoder.decode(new Uint8Array([byte]), { stream: true })
    expect(text.startsWith('\uFFFDA')).toBe(true)
  })
})
