// Core's CESU-8/Modified UTF-8 accelerator (bmpAccelerator, core's src/fast/bmp-accelerator.ts) declines
// or agrees: each of its members gives the engine's exact answer on random and hostile input, short and
// past the thresholds of the native decoder and the WebAssembly kernels (256 bytes), errors included.
import { defineCodec } from '@utf8x/core'
import { bmpAccelerator } from '@utf8x/core/internal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CESU8, MUTF8 } from '../src/_scheme.ts'

const outcome = (run: () => unknown) => {
  try {
    return { ok: run() }
  } catch (error) {
    const e = error as { name: string; kind?: string; offset?: number; index?: number; message: string }
    return { error: [e.name, e.kind, e.offset, e.index, e.message] }
  }
}

/** Text dense in NUL, surrogates (paired and lone), every sequence length, and long runs of each. */
const piece = fc.oneof(
  fc.constantFrom('a', '\0', 'é', 'Ж', '中', '\uffff', '😀', '\ud800', '\udc00', '\udbff\udfff'),
  fc.constantFrom('x'.repeat(300), 'Жж'.repeat(90), '中文'.repeat(60), '😀'.repeat(40), '\0a'.repeat(70)),
  fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
)
const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''))
/** Hostile bytes: UTF-8's 4-byte forms, raw NUL, lone and reversed halves, overlongs, truncations. */
const bad = fc.constantFrom(
  [0x00],
  [0xf0, 0x9f, 0x98, 0x80],
  [0xed, 0xa0, 0xbd],
  [0xed, 0xb8, 0x80],
  [0xed, 0xb8, 0x80, 0xed, 0xa0, 0xbd],
  [0xc0, 0x80],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0x80],
  [0xe4, 0xb8],
  [0x80],
  [0xff],
)

describe.each([
  ['cesu-8', CESU8, false],
  ['mutf-8', MUTF8, true],
] as const)('%s: the BMP accelerator gives the engine’s answers', (_, scheme, nul) => {
  const fast = defineCodec<number>(scheme, { accelerator: bmpAccelerator({ nul }) })
  const engine = defineCodec<number>(scheme)
  const bytesOf = (t: string) => engine.encode(t, { fatal: false })

  it('decoding, replacing and validating well-formed and hostile bytes', () => {
    const input = fc
      .tuple(text, fc.array(fc.tuple(fc.nat(), bad), { maxLength: 4 }))
      .map(([t, insertions]) => {
        const bytes = [...bytesOf(t)]
        for (const [at, noise] of insertions) bytes.splice(at % (bytes.length + 1), 0, ...noise)
        return new Uint8Array(bytes)
      })
    fc.assert(
      fc.property(input, (bytes) => {
        for (const fatal of [true, false]) {
          expect(outcome(() => fast.decode(bytes, { fatal }))).toEqual(
            outcome(() => engine.decode(bytes, { fatal })),
          )
        }
        expect(outcome(() => fast.validate(bytes))).toEqual(outcome(() => engine.validate(bytes)))
      }),
      { numRuns: 400 },
    )
  })

  it('encoding, encodeInto into any room, and byteLength', () => {
    fc.assert(
      fc.property(text, fc.nat(), (t, room) => {
        for (const fatal of [true, false]) {
          expect(outcome(() => fast.encode(t, { fatal }))).toEqual(outcome(() => engine.encode(t, { fatal })))
          const size = room % (3 * t.length + 8)
          const [a, b] = [new Uint8Array(size), new Uint8Array(size)]
          expect(outcome(() => fast.encodeInto(t, a, { fatal }))).toEqual(
            outcome(() => engine.encodeInto(t, b, { fatal })),
          )
          expect(a).toEqual(b)
        }
        expect(fast.byteLength(t)).toBe(engine.byteLength(t))
      }),
      { numRuns: 400 },
    )
  })
})

describe('text with supplementary characters goes through UTF-8 (pairs rewritten, the runtime’s codec)', () => {
  const cesu = defineCodec<number>(CESU8, { accelerator: bmpAccelerator({ nul: false }) })
  const mutf = defineCodec<number>(MUTF8, { accelerator: bmpAccelerator({ nul: true }) })
  /** CESU-8 by hand: each UTF-16 unit below U+0800 as UTF-8 writes it, the rest (halves too) in 3 bytes. */
  const units = (t: string, nul: boolean) => {
    const out: number[] = []
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i)
      if (c === 0 && nul) out.push(0xc0, 0x80)
      else if (c < 0x80) out.push(c)
      else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f))
      else out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f))
    }
    return new Uint8Array(out)
  }
  const texts = [
    '😀'.repeat(20000),
    `${'a'.repeat(5000)}😀${'中'.repeat(3000)}`,
    `${'中'.repeat(100)}\u{10ffff}\u{10000}é`.repeat(300),
    `\uFEFF${'😀'.repeat(50)}`,
  ]

  it.each(texts.map((t, i) => [i, t]))('text %i: the exact bytes, and back', (_, t) => {
    for (const [codec, nul] of [
      [cesu, false],
      [mutf, true],
    ] as const) {
      const bytes = units(t, nul)
      expect(codec.encode(t)).toEqual(bytes)
      expect(codec.decode(bytes)).toBe(t)
    }
    const withNul = `\0${t}\0`
    expect(mutf.encode(withNul)).toEqual(units(withNul, true))
    expect(mutf.decode(units(withNul, true))).toBe(withNul)
  })

  it('errors among pairs keep their kind and offset; Java’s lone surrogates decode', () => {
    const pairs = units('😀'.repeat(3000), false)
    const lone = new Uint8Array([...pairs, 0xed, 0xb0, 0x80, ...pairs])
    expect(outcome(() => cesu.decode(lone))).toEqual({
      error: ['DecodeError', 'surrogate', 18000, undefined, expect.any(String)],
    })
    expect(mutf.decode(lone)).toBe(`${'😀'.repeat(3000)}\uDC00${'😀'.repeat(3000)}`)
    const four = new Uint8Array([...pairs, 0xf0, 0x9f, 0x98, 0x80])
    for (const codec of [cesu, mutf]) {
      expect(outcome(() => codec.decode(four))).toEqual({
        error: ['DecodeError', 'invalid-lead', 18000, undefined, expect.any(String)],
      })
    }
    // The last low half cut short: its high half is alone.
    const cut = pairs.subarray(0, pairs.length - 1)
    expect(outcome(() => cesu.decode(cut))).toEqual({
      error: ['DecodeError', 'surrogate', 17994, undefined, expect.any(String)],
    })
    // A raw 00 is Java's error only.
    const raw = new Uint8Array([...pairs, 0x00])
    expect(cesu.decode(raw)).toBe(`${'😀'.repeat(3000)}\0`)
    expect(outcome(() => mutf.decode(raw))).toEqual({
      error: ['DecodeError', 'invalid-lead', 18000, undefined, expect.any(String)],
    })
  })
})
