import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { runtime } from '../src/fast/runtime.ts'
import { decodeUtf8BmpPrefix, decodeUtf8Prefix, decodeUtf8PrefixJs } from '../src/fast/utf8-kernel.ts'
import { DECODE_CHUNK, decodeUtf8Wasm, FIRST_DECODE_CHUNK, wasmScratch } from '../src/fast/wasm-scan.ts'
import { embed, sequences } from './_utf8-samples.ts'

// decodeUtf8Wasm (wasm/scan.wat, `decodeUtf8`) must stop where the JS kernel stops and write the same
// units, on any input: the JS kernel is the reference here (its own tests check it against TextDecoder).

const encoder = new TextEncoder()

interface Outcome {
  readonly stop: number
  readonly written: number
  readonly units: number[]
}

/** The JS kernel for decodeUtf8Wasm's `flags`: 0, RFC 3629; 1, its 1–3-byte forms; 3, and no `00`. */
function js(bytes: Uint8Array, start = 0, end = bytes.length, outPos = 0, flags = 0): Outcome {
  const out = new Uint16Array(outPos + end - start)
  const progress = { read: start, written: outPos }
  const stop = decodeUtf8PrefixJs(bytes, end, out, progress, flags)
  expect(progress.read).toBe(stop)
  const written = progress.written
  return { stop, written, units: Array.from(out.subarray(0, written)) }
}

function wasm(bytes: Uint8Array, start = 0, end = bytes.length, outPos = 0, flags = 0): Outcome {
  const out = new Uint16Array(outPos + end - start)
  const progress = { read: start, written: outPos }
  const stop = decodeUtf8Wasm(bytes, end, out, progress, flags)
  // -1: no WebAssembly, `progress` as it was.
  expect(progress.read).toBe(stop < 0 ? start : stop)
  const written = progress.written
  return { stop, written, units: Array.from(out.subarray(0, written)) }
}

/**
 * Whether `call` goes through WebAssembly: decodeUtf8Wasm copies input into the scratch memory, whose
 * first bytes are zeroed first (the inputs here hold no 00 where it copies from).
 */
function throughWasm(call: () => void): boolean {
  wasmScratch(16)?.fill(0, 0, 16)
  call()
  return (
    wasmScratch(16)
      ?.subarray(0, 16)
      .some((b) => b !== 0) === true
  )
}

const FLAGS = [0, 1, 3] as const

describe('decodeUtf8Wasm', () => {
  it('decodes long well-formed text as the JS kernel does, to the end', () => {
    for (const text of [
      'plain ASCII text, long enough to fill many 16-byte blocks. '.repeat(9),
      'Ünïcödé, 中文, русский, العربية, 😀 and ASCII side by side. '.repeat(8),
      '😀🤣'.repeat(100),
      '中'.repeat(300),
      'é'.repeat(300),
      `${'a'.repeat(15)}é`.repeat(40),
      '\u007f\u0080\u07ff\u0800\uffff\u{10000}\u{10ffff}\0'.repeat(40),
    ]) {
      const bytes = encoder.encode(text)
      const got = wasm(bytes)
      expect(got).toEqual(js(bytes))
      expect(got.stop).toBe(bytes.length)
      expect(String.fromCharCode(...got.units)).toBe(text)
    }
  })

  it('stops where the JS kernel stops for every sequence at every offset, in five fillers, with each flag', () => {
    for (const flags of FLAGS) {
      for (const filler of ['a', 'é', '中', '😀', '\0']) {
        for (const bytes of sequences) {
          // Every position in and across the first 16-byte blocks, and up to and past the end.
          for (let offset = 0; offset <= 320; offset += offset < 72 || offset >= 280 ? 1 : 37) {
            const input = embed(filler, offset, bytes)
            expect(wasm(input, 0, input.length, 0, flags)).toEqual(js(input, 0, input.length, 0, flags))
          }
        }
      }
    }
  })

  it('agrees with the JS kernel on every lead and second byte after 256 bytes, with three endings', () => {
    const prefix = embed('a€', 0, [], 256)
    const input = new Uint8Array(260)
    input.set(prefix)
    const wantOut = new Uint16Array(260)
    const gotOut = new Uint16Array(260)
    for (const [c, d] of [
      [0x80, 0x80],
      [0xbf, 0xbf],
      [0x41, 0x41],
    ]) {
      for (let a = 0; a < 0x100; a++) {
        for (let b = 0; b < 0x100; b++) {
          input[256] = a
          input[257] = b
          input[258] = c as number
          input[259] = d as number
          const wantProgress = { read: 0, written: 0 }
          const gotProgress = { read: 0, written: 0 }
          const want = [decodeUtf8PrefixJs(input, 260, wantOut, wantProgress), wantProgress.written]
          const got = [decodeUtf8Wasm(input, 260, gotOut, gotProgress), gotProgress.written]
          if (got[0] !== want[0] || got[1] !== want[1] || gotOut[256] !== wantOut[256])
            expect([a, b, c, d, ...got, gotOut[256]]).toEqual([a, b, c, d, ...want, wantOut[256]])
        }
      }
    }
  })

  it('respects start, end and the output position, and a range end that cuts a sequence', () => {
    const bytes = encoder.encode(`xx${'é€😀'.repeat(40)}yy`)
    for (const [start, end, outPos] of [
      [2, bytes.length - 2, 5],
      [0, bytes.length, 0],
      [3, bytes.length - 1, 1],
      [2, 300, 0],
      [2, 301, 7],
      [2, 302, 0],
    ] as const) {
      expect(wasm(bytes, start, end, outPos)).toEqual(js(bytes, start, end, outPos))
    }
  })

  it('agrees with the JS kernel on random byte strings rich in UTF-8 structure (fast-check)', () => {
    const part = fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map((s) => [...encoder.encode(s)]),
      fc.integer({ min: 0, max: 255 }).map((b) => [b]),
      fc.constantFrom(...sequences),
    )
    fc.assert(
      fc.property(
        fc.array(part, { minLength: 1, maxLength: 120 }),
        fc.nat(40),
        fc.nat(40),
        fc.constantFrom(...FLAGS),
        (parts, cutStart, cutEnd, flags) => {
          const bytes = Uint8Array.from(parts.flat())
          const start = Math.min(cutStart, bytes.length)
          const end = Math.max(start, bytes.length - cutEnd)
          expect(wasm(bytes, start, end, 3, flags)).toEqual(js(bytes, start, end, 3, flags))
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('joins chunks: a sequence across a chunk boundary decodes; a problem there stops at it', () => {
    // Chunks of 512 bytes, then 8 times as many each time, up to 1 MiB.
    const boundaries: number[] = []
    for (
      let at = 0, chunk = FIRST_DECODE_CHUNK;
      boundaries.length < 5;
      chunk = Math.min(chunk * 8, DECODE_CHUNK)
    ) {
      at += chunk
      boundaries.push(at)
    }
    expect(boundaries).toEqual([512, 4608, 37376, 299520, 1348096])
    const size = (boundaries.at(-1) as number) + 64
    const bytes = new Uint8Array(size)
    const gotOut = new Uint16Array(size)
    const wantOut = new Uint16Array(size)
    const seqs = [
      [0xe2, 0x82, 0xac],
      [0xf0, 0x9f, 0x98, 0x80],
      [0xc3, 0xa9],
      [0xe2, 0x82],
      [0xf0, 0x9f, 0x98],
      [0xc0, 0x80],
      [0x80],
    ]
    for (const boundary of boundaries) {
      for (const seq of seqs) {
        for (let at = boundary - 4; at <= boundary + 1; at++) {
          bytes.fill(0x61)
          bytes.set(seq, at)
          const gotProgress = { read: 0, written: 0 }
          const wantProgress = { read: 0, written: 0 }
          const got = [decodeUtf8Wasm(bytes, size, gotOut, gotProgress), gotProgress.written]
          const want = [decodeUtf8PrefixJs(bytes, size, wantOut, wantProgress), wantProgress.written]
          expect([seq, at, ...got]).toEqual([seq, at, ...want])
          const n = got[1] as number
          let differ = -1
          for (let k = Math.max(0, at - 8); k < n && differ < 0; k++) if (gotOut[k] !== wantOut[k]) differ = k
          expect(differ).toBe(-1)
        }
      }
    }
  })

  it.runIf(runtime === 'node')(
    'runs the first 64 bytes of a range in JS, so that an error every few bytes costs no copy',
    () => {
      // Linear work on hostile input shows in the safety tests of each package; here, the route: a stop in
      // the first 61 bytes comes from the JS kernel without a WebAssembly call (which would copy 512 bytes
      // into WebAssembly memory), and a stop past them from WebAssembly.
      for (const filler of ['a', '中']) {
        for (const at of [0, 1, 30, 60, 61, 62, 63, 64, 65, 300, 999]) {
          const bytes = embed(filler, at, [0xff], 1000)
          const out = new Uint16Array(bytes.length)
          const progress = { read: 0, written: 0 }
          let stop = -1
          const wasm = throughWasm(() => {
            stop = decodeUtf8Prefix(bytes, bytes.length, out, progress)
          })
          expect([stop, progress.read]).toEqual([at, at])
          expect(String.fromCharCode(...out.subarray(0, progress.written))).toBe(
            new TextDecoder().decode(bytes.subarray(0, at)),
          )
          expect([at, wasm]).toEqual([at, at > 60])
        }
      }
    },
  )

  it('is what decodeUtf8BmpPrefix runs from 256 bytes on (Node): stops at a 4-byte form, and a 00 with stopAtNul', () => {
    for (const [seq, stopAtNul, at] of [
      [[0xf0, 0x9f, 0x98, 0x80], false, 270],
      [[0x00], true, 270],
      [[0x00], false, -1],
      [[0xc0, 0x80], true, 270],
    ] as const) {
      const bytes = embed('€', 270, seq, 400)
      const out = new Uint16Array(bytes.length)
      const progress = { read: 0, written: 0 }
      let stop = -1
      const wasm = throughWasm(() => {
        stop = decodeUtf8BmpPrefix(bytes, bytes.length, out, progress, stopAtNul)
      })
      expect(wasm).toBe(runtime === 'node')
      // -1: no stop, the whole input decodes.
      expect([stop, progress.read]).toEqual([at < 0 ? bytes.length : at, stop])
      expect(String.fromCharCode(...out.subarray(0, 90))).toBe('€'.repeat(90))
    }
  })

  it('is what decodeUtf8Prefix runs from 256 bytes on (Node), with the same result as JS elsewhere', () => {
    const bytes = embed('€', 270, [0xed, 0xa0, 0x80], 400)
    const out = new Uint16Array(bytes.length)
    const progress = { read: 0, written: 0 }
    let stop = -1
    const wasm = throughWasm(() => {
      stop = decodeUtf8Prefix(bytes, bytes.length, out, progress)
    })
    expect(wasm).toBe(runtime === 'node')
    expect(stop).toBe(270)
    expect(progress).toEqual({ read: 270, written: 90 })
    expect(String.fromCharCode(...out.subarray(0, 90))).toBe('€'.repeat(90))
  })
})
