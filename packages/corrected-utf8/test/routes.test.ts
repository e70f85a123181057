import { defineCodec, EncodeError } from '@utf8x/core'
import { encodeTextInto } from '@utf8x/core/internal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scheme } from '../src/_scheme.ts'
import { correctedAccelerator } from '../src/fast/accelerator.ts'
import { correctedUtf8 } from '../src/index.ts'
import { errorFacts } from './_helpers.ts'
import { referenceCodePoints, referenceEncode, referenceError, referenceString } from './reference.ts'

// Each decoding route gives the engine's exact answer, on every runtime whichever route it takes by
// default: the WebAssembly rewrite with the native UTF-8 decoder (Node 24 on, Bun, Deno), and the rewrite
// with core's UTF-8 kernel (Node 20 and 22). Strict errors keep their kind, offset and end (the rewrite
// leaves anything ill-formed to the engine); replacement gives the reference's U+FFFD.

const routes = [
  ['the WebAssembly rewrite and the native decoder', true],
  ["the WebAssembly rewrite and core's kernel", false],
] as const

/** The engine with the accelerator taking one route or the other, whatever this runtime's default. */
const via = (native: boolean) =>
  defineCodec<number>(scheme, { accelerator: correctedAccelerator({ native }) })
const decodeToString = (bytes: Uint8Array, fatal: boolean, native: boolean) =>
  via(native).decode(bytes, { fatal })

/** Encodable code points, dense in every sequence length and with long runs of each. */
const piece = fc.oneof(
  fc.constantFrom(
    'a',
    'é',
    'Ж',
    '\u0800',
    '\u089f',
    '中',
    '\ud7ff',
    '\ue000',
    '\uffff',
    '😀',
    '\u{10000}',
    '\u{1109f}',
  ),
  fc.constantFrom('x'.repeat(300), 'Жж'.repeat(40), '中文'.repeat(30), '😀'.repeat(20)),
  fc
    .integer({ min: 0xa0, max: 0x10ffff })
    .filter((c) => c < 0xd800 || c > 0xdfff)
    .map((c) => String.fromCodePoint(c)),
)
/** Hostile bytes: stray and truncated sequences, reserved runs, 5- and 6-byte sequences, values above U+10FFFF. */
const bad = fc.constantFrom(
  [0x80],
  [0xbf, 0xbf],
  [0xc5],
  [0xe4, 0xb8],
  [0xf3],
  [0xfe],
  [0xff, 0x80, 0xfe],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xfc, 0x84, 0x80, 0x80, 0x80, 0x80],
  [0xf7, 0xbf, 0xbf, 0xbf],
  [0x00],
)
const hostile = fc
  .tuple(
    fc.array(piece, { maxLength: 30 }),
    fc.array(fc.tuple(fc.nat(), bad), { maxLength: 3 }),
    fc.integer({ min: 0, max: 3 }),
  )
  .map(([pieces, edits, shift]) => {
    const bytes: number[] = []
    for (const c of pieces.join('')) bytes.push(...(referenceEncode(c.codePointAt(0) as number) as number[]))
    for (const [at, insert] of edits)
      bytes.splice(bytes.length === 0 ? 0 : at % (bytes.length + 1), 0, ...insert)
    // At any alignment in its buffer, with other bytes around it.
    const memory = new Uint8Array(bytes.length + 8).fill(0xbf)
    memory.set(bytes, shift)
    return { bytes, view: memory.subarray(shift, shift + bytes.length) }
  })

describe.each(routes)('decoding through %s', (_, native) => {
  it('gives the reference text, or its first error with kind, offset and end (fast-check)', () => {
    fc.assert(
      fc.property(hostile, ({ bytes, view }) => {
        expect(errorFacts(() => decodeToString(view, true, native))).toEqual(referenceError(bytes, 'string'))
        expect(decodeToString(view, false, native)).toBe(referenceString(bytes))
        if (referenceError(bytes, 'string') === null) {
          expect(decodeToString(view, true, native)).toBe(referenceString(bytes))
        }
      }),
      { numRuns: 1500 },
    )
  })

  it('reports an error at each lane of the 16-byte steps and across a 64 KiB step', () => {
    const text = correctedUtf8.encode(`${'中'.repeat(21845)}${'é'.repeat(30)}`)
    for (const at of [0, 1, 15, 16, 17, 31, 65534, 65535, 65536, 65537, text.length - 1, text.length]) {
      for (const insert of [[0x80], [0xfe, 0xff], [0xe4], [0xf8, 0x88, 0x80, 0x80, 0x80]]) {
        const bytes = [...text.subarray(0, at), ...insert, ...text.subarray(at)]
        const input = Uint8Array.from(bytes)
        expect(errorFacts(() => decodeToString(input, true, native))).toEqual(referenceError(bytes, 'string'))
        expect(decodeToString(input, false, native) === referenceString(bytes)).toBe(true)
      }
    }
  })
})

describe.each(routes)('decoding text with long ASCII runs through %s', (_, native) => {
  it('gives the reference text or first error wherever a problem stands among the runs', () => {
    const text = correctedUtf8.encode(`${'x'.repeat(300)}é中😀\u{1109f}${'y'.repeat(700)}Жж`.repeat(3))
    for (const at of [
      0,
      1,
      255,
      256,
      299,
      300,
      301,
      305,
      306,
      1005,
      1006,
      1100,
      text.length - 1,
      text.length,
    ]) {
      for (const insert of [
        [],
        [0x80],
        [0xfe],
        [0xe4],
        [0xf8, 0x88, 0x80, 0x80, 0x80],
        [0xf7, 0xbf, 0xbf, 0xbf],
      ]) {
        const bytes = [...text.subarray(0, at), ...insert, ...text.subarray(at)]
        const input = Uint8Array.from(bytes)
        expect(errorFacts(() => decodeToString(input, true, native))).toEqual(referenceError(bytes, 'string'))
        expect(decodeToString(input, false, native) === referenceString(bytes)).toBe(true)
        // And through the codec, whichever route this runtime takes.
        expect(errorFacts(() => correctedUtf8.decode(input))).toEqual(referenceError(bytes, 'string'))
      }
    }
  })
})

describe('decoding to code points', () => {
  it('gives the reference code points, or its first error (fast-check)', () => {
    fc.assert(
      fc.property(hostile, ({ bytes, view }) => {
        expect(errorFacts(() => correctedUtf8.decodeCodePoints(view))).toEqual(
          referenceError(bytes, 'code-points'),
        )
        expect(correctedUtf8.decodeCodePoints(view, { fatal: false })).toEqual(referenceCodePoints(bytes))
      }),
      { numRuns: 1000 },
    )
  })
})

/** `kind` and `index` of the `EncodeError` `run` throws, or its result. */
function encodeOutcome(run: () => unknown): unknown {
  try {
    return run()
  } catch (error) {
    if (!(error instanceof EncodeError)) throw error
    return { kind: error.kind, index: error.index }
  }
}

describe('encodeInto, short and long text', () => {
  /** Text with C1 controls and lone surrogates among encodable characters. */
  const text = fc
    .array(fc.oneof(piece, fc.constantFrom('\u0080', '\u009f', '\ud800', '\udfff', '\ud83d', '\ude00')), {
      maxLength: 30,
    })
    .map((parts) => parts.join(''))
  it('writes what the engine alone writes, strict and replacing, into any room (fast-check)', () => {
    fc.assert(
      fc.property(text, fc.nat({ max: 200 }), (t, room) => {
        for (const fatal of [true, false]) {
          const ours = new Uint8Array(room)
          const theirs = new Uint8Array(room)
          const got = encodeOutcome(() => correctedUtf8.encodeInto(t, ours, { fatal }))
          expect(got).toEqual(encodeOutcome(() => encodeTextInto(t, theirs, scheme, fatal)))
          expect(ours).toEqual(theirs)
        }
      }),
      { numRuns: 1500 },
    )
  })
})
