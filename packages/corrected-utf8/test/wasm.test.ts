import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wasmDecode as decode, wasmEncode } from '../src/fast/accelerator.ts'
import { correctedUtf8 } from '../src/index.ts'
import { referenceEncode, referenceError, referenceString } from './reference.ts'

// The WebAssembly rewrites (wasm/corrected.wat), checked on their own on every runtime: the codec
// takes them where they are faster (encoding everywhere, decoding on Bun and Deno), and they must give
// exactly the reference's bytes and text, or `null` (and leave the input to the JS code).

const encoder = new TextEncoder()

/** The reference Corrected UTF-8 of a string with nothing unencodable in it. */
function referenceBytes(text: string): number[] {
  const out: number[] = []
  for (const c of text) out.push(...(referenceEncode(c.codePointAt(0) as number) as number[]))
  return out
}

/** Code points Corrected UTF-8 can encode from a string: not C1, not a surrogate (U+FFFD aside). */
const encodable = fc.oneof(
  fc.integer({ min: 0, max: 0x7f }),
  fc.integer({ min: 0xa0, max: 0xd7ff }),
  fc.integer({ min: 0xe000, max: 0x10ffff }),
  fc.constantFrom(
    0xa0,
    0x89f,
    0x8a0,
    0x7ff,
    0x800,
    0xd7ff,
    0xe000,
    0xffff,
    0x10000,
    0x1109f,
    0x110a0,
    0x10ffff,
  ),
)
const encodableText = fc
  .array(fc.oneof(encodable, fc.constant(0x61)), { maxLength: 120 })
  .map((list) => String.fromCodePoint(...list.filter((c) => c !== 0xfffd)))

// The 16-byte steps over 2- and 3-byte sequences rewrite each byte by its role (lead, middle or last
// byte, with a borrow from the byte after it), and over four 4-byte sequences in 32-bit lanes; a
// sequence the step cuts starts the next one. Text dense in such sequences puts every code point
// below at every lane.
const fillers = ['é', 'Ж', '\u07ff', '中', '\u08a0', '\ud7ff', '\ue000', '\uffff', '😀', 'a']
const boundaries = [
  0xa0, 0xbf, 0xc0, 0xdf, 0xe0, 0xff, 0x100, 0x7df, 0x7e0, 0x7ff, 0x800, 0x81f, 0x820, 0x89f, 0x8a0, 0x8bf,
  0x8c0, 0x8df, 0x8e0, 0xfff, 0x1000, 0xcfff, 0xd000, 0xd7ff, 0xe000, 0xe01f, 0xe020, 0xe0a0, 0xefff, 0xf000,
  0xfffc, 0xfffe, 0xffff, 0x10000, 0x1109f, 0x110a0, 0x110bf, 0x110c0, 0x3ffff, 0x40000, 0x10ffff,
]

/** Code points dense in 2-, 3- and 4-byte sequences (and ASCII), U+FFFD left out. */
const dense = fc.oneof(
  fc.constantFrom(...boundaries),
  fc.integer({ min: 0xa0, max: 0x7ff }),
  fc.integer({ min: 0x800, max: 0xd7ff }),
  fc.integer({ min: 0xe000, max: 0xfffc }),
  fc.integer({ min: 0x10000, max: 0x10ffff }),
  fc.integer({ min: 0x20, max: 0x7e }),
)

/** The code points from `first` to U+10FFFF in blocks of 2^18: each block's text and reference bytes. */
function* supplementaryBlocks(first: number): Generator<{ text: string; bytes: Uint8Array }> {
  const step = 1 << 18
  for (let start = first; start <= 0x10ffff; start += step) {
    const list: number[] = []
    for (let c = start; c <= Math.min(start + step - 1, 0x10ffff); c++) list.push(c)
    let text = ''
    for (let i = 0; i < list.length; i += 10000) text += String.fromCodePoint(...list.slice(i, i + 10000))
    const bytes = new Uint8Array(list.length * 4)
    let w = 0
    for (const c of list) for (const b of referenceEncode(c) as number[]) bytes[w++] = b
    yield { text, bytes: bytes.subarray(0, w) }
  }
}

describe('wasmEncode', () => {
  it('writes the reference bytes at every length boundary, around the 16-byte ASCII steps', () => {
    for (const c of [
      0xa0, 0x7ff, 0x800, 0x89f, 0x8a0, 0xd7ff, 0xe000, 0xffff, 0x10000, 0x1109f, 0x110a0, 0x10ffff,
    ]) {
      for (let before = 0; before <= 33; before++) {
        const text = `${'a'.repeat(before)}${String.fromCodePoint(c)}${'b'.repeat(17)}`
        expect(Array.from(wasmEncode(text) as Uint8Array)).toEqual(referenceBytes(text))
      }
    }
  })

  it('writes every BMP code point it can encode as the reference does', () => {
    const list: number[] = []
    for (let c = 0xa0; c <= 0xffff; c++) if ((c < 0xd800 || c > 0xdfff) && c !== 0xfffd) list.push(c)
    const text = String.fromCodePoint(...list.slice(0, 30000)) + String.fromCodePoint(...list.slice(30000))
    const bytes = wasmEncode(text) as Uint8Array
    expect(bytes).not.toBeNull()
    expect(Array.from(bytes)).toEqual(referenceBytes(text))
  })

  it('agrees with the reference on random text (fast-check)', () => {
    fc.assert(
      fc.property(encodableText, (text) => {
        expect(Array.from(wasmEncode(text) as Uint8Array)).toEqual(referenceBytes(text))
      }),
      { numRuns: 3000 },
    )
  })

  it('writes the reference bytes for each boundary code point at every lane of the 16-byte steps', () => {
    for (const c of boundaries) {
      for (const filler of fillers) {
        for (let before = 0; before <= 18; before++) {
          const text = `${filler.repeat(before)}${String.fromCodePoint(c)}${filler.repeat(20)}`
          expect(Array.from(wasmEncode(text) as Uint8Array)).toEqual(referenceBytes(text))
        }
      }
    }
  })

  it('leaves a C1 control or U+FFFD at any lane of a 16-byte step to the JS encoder (null)', () => {
    for (const c of [0x80, 0x9f, 0xfffd]) {
      for (const filler of fillers) {
        for (let before = 0; before <= 18; before++) {
          const text = `${filler.repeat(before)}${String.fromCodePoint(c)}${filler.repeat(20)}`
          expect(wasmEncode(text)).toBeNull()
        }
      }
    }
  })

  it('agrees with the reference on random text dense in 2-, 3- and 4-byte sequences (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(dense, { maxLength: 200 }), (list) => {
        const text = String.fromCodePoint(...list)
        expect(Array.from(wasmEncode(text) as Uint8Array)).toEqual(referenceBytes(text))
      }),
      { numRuns: 3000 },
    )
  })

  it('passes between its kinds of step (2-byte text, mixed text, 4-byte runs) at every offset and end', () => {
    for (let k = 0; k <= 40; k++) {
      for (const text of [
        `${'Жж '.repeat(k)}中${'é'.repeat(k)}😀${'aé'.repeat(k)}`,
        `${'é'.repeat(k)}\u0800${'Ж'.repeat(k + 8)}`,
        `${'中'.repeat(k)}${'Ж'.repeat(k)}${'😀'.repeat(k % 7)}${'ö'.repeat(k)}`,
        `\uffff${'é'.repeat(k)}a${'\ue000'.repeat(k % 5)}${'ß'.repeat(20)}`,
      ]) {
        expect(Array.from(wasmEncode(text) as Uint8Array)).toEqual(referenceBytes(text))
      }
    }
  })

  it('writes every supplementary code point as the reference does (runs of 4-byte sequences)', () => {
    for (const { text, bytes: expected } of supplementaryBlocks(0x10000)) {
      const bytes = wasmEncode(text) as Uint8Array
      expect(bytes.length).toBe(expected.length)
      // The first byte that differs (-1: none), compared in a loop (toEqual on megabytes is slow).
      expect(bytes.findIndex((b, i) => b !== expected[i])).toBe(-1)
    }
  })

  it('gives ASCII text as it is, in a new exact array, at every length to 200', () => {
    for (let n = 0; n <= 200; n++) {
      const text = Array.from({ length: n }, (_, i) => String.fromCharCode(i % 128)).join('')
      const bytes = wasmEncode(text) as Uint8Array
      expect(bytes.byteOffset).toBe(0)
      expect(bytes.buffer.byteLength).toBe(n)
      expect(Array.from(bytes)).toEqual(Array.from(text, (c) => c.charCodeAt(0)))
    }
  })

  it('leaves C1 controls, U+FFFD and lone surrogates to the JS encoder (null); over 4 MiB it does not apply', () => {
    for (const text of ['a\u0080', '\u009f', `${'x'.repeat(40)}\uFFFD`, 'é\uD800', '\uDC00z', '😀\uDFFF']) {
      expect(wasmEncode(text)).toBeNull()
    }
    expect(wasmEncode('a'.repeat((1 << 22) / 3 + 1))).toBeUndefined()
  })
})

describe('encodeInto', () => {
  it('writes whole characters only, as the reference, for every size of destination (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(dense, { minLength: 64, maxLength: 160 }), fc.nat(), (list, pick) => {
        const text = String.fromCodePoint(...list)
        const chars = list.map((c) => referenceEncode(c) as number[])
        const total = chars.reduce((sum, b) => sum + b.length, 0)
        // Sizes around the text's length and its encoded length.
        const sizes = [0, text.length - 1, text.length, total - 1, total, total + 3]
        const size = Math.max(0, sizes[pick % sizes.length] as number)
        const destination = new Uint8Array(size).fill(0xaa)
        const result = correctedUtf8.encodeInto(text, destination)
        let read = 0
        let written = 0
        for (const [k, bytes] of chars.entries()) {
          if (written + bytes.length > size) break
          written += bytes.length
          read += (list[k] as number) > 0xffff ? 2 : 1
        }
        expect(result).toEqual({ read, written })
        expect(Array.from(destination.subarray(0, written))).toEqual(chars.flat().slice(0, written))
        expect(destination.subarray(written).every((b) => b === 0xaa)).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('writes whole characters up to the room, and a C1 control as U+FFFD when not strict', () => {
    const destination = new Uint8Array(40).fill(7)
    expect(correctedUtf8.encodeInto('é'.repeat(30), destination)).toEqual({ read: 20, written: 40 })
    expect(Array.from(destination.subarray(0, 4))).toEqual([0xc1, 0x89, 0xc1, 0x89])
    destination.fill(7)
    expect(correctedUtf8.encodeInto(`${'a'.repeat(30)}\u0085`, destination, { fatal: false })).toEqual({
      read: 31,
      written: 33,
    })
    expect(Array.from(destination.subarray(28, 34))).toEqual([0x61, 0x61, 0xee, 0xbd, 0x9d, 7])
    destination.fill(7)
    expect(correctedUtf8.encodeInto('é'.repeat(20), destination)).toEqual({ read: 20, written: 40 })
    expect(Array.from(destination.subarray(0, 2))).toEqual([0xc1, 0x89])
  })
})

// The string is made by the runtime's UTF-8 decoder (Node 24 on, Bun, Deno, browsers) or by core's UTF-8
// kernel (Node 20 and 22): the same answers either way.
describe.each([
  ['the native decoder', true],
  ["core's UTF-8 kernel", false],
])('wasmDecode with %s', (_, native) => {
  const wasmDecode = (bytes: Uint8Array) => decode(bytes, native)

  it('decodes what it can exactly as the reference, and nothing else (fast-check on mutated bytes)', () => {
    const mutated = fc
      .tuple(encodableText, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 3 }))
      .map(([text, edits]) => {
        const bytes = Uint8Array.from(referenceBytes(text))
        for (const [at, value] of edits) if (bytes.length > 0) bytes[at % bytes.length] = value
        return bytes
      })
    fc.assert(
      fc.property(mutated, (bytes) => {
        const text = wasmDecode(bytes)
        const wellFormed = referenceError(bytes, 'string') === null
        if (text === null) {
          // Refused: only what is ill-formed or holds a value above U+10FFFF (the JS code reports it).
          expect(wellFormed).toBe(false)
        } else {
          expect(referenceError(bytes, 'string')).toBeNull()
          expect(text).toBe(referenceString(bytes))
        }
      }),
      { numRuns: 5000 },
    )
  })

  it('decodes every well-formed random text (fast-check)', () => {
    fc.assert(
      fc.property(encodableText, (text) => {
        // U+FFFD is well-formed input here (only the encoder leaves it to the JS code).
        const withReplacement = `${text}\uFFFD${text}`
        expect(wasmDecode(Uint8Array.from(referenceBytes(withReplacement)))).toBe(withReplacement)
      }),
      { numRuns: 3000 },
    )
  })

  it('keeps a leading U+FEFF (no BOM is stripped)', () => {
    expect(wasmDecode(Uint8Array.from(referenceBytes('\uFEFFa')))).toBe('\uFEFFa')
  })

  it('refuses a 5- or 6-byte sequence, a reserved byte, a stray or truncated sequence', () => {
    for (const bytes of [
      [0xf8, 0x80, 0x80, 0x80, 0x80],
      [0xfc, 0x80, 0x80, 0x80, 0x80, 0x80],
      [0x61, 0xfe],
      [0x80],
      [0xc5],
      [0xe1, 0x80],
      [0xf0, 0x80, 0x80],
    ]) {
      expect(wasmDecode(Uint8Array.from([...Array(20).fill(0x61), ...bytes]))).toBeNull()
    }
    // A 4-byte sequence above U+10FFFF (U+110A0 + 0xFF000).
    expect(wasmDecode(Uint8Array.from([0xf3, 0xbf, 0x80, 0x80]))).toBeNull()
  })

  it('decodes across its 1 MiB steps, with a sequence cut at each offset of a step’s end', () => {
    const mega = 1 << 20
    for (const c of [0xe9, 0x4e2d, 0x1f600]) {
      const char = String.fromCodePoint(c)
      const size = referenceBytes(char).length
      for (let k = 0; k < size; k++) {
        const tail = `${char}${'b'.repeat(5)}${char}`
        const text = `${'a'.repeat(mega - k)}${tail}`
        const bytes = new Uint8Array(mega - k + referenceBytes(tail).length)
        bytes.fill(0x61, 0, mega - k)
        bytes.set(referenceBytes(tail), mega - k)
        expect(wasmDecode(bytes)).toBe(text)
      }
    }
    // An error just after a step's end is still found (and refused).
    const bad = Uint8Array.from([...encoder.encode('a'.repeat(mega + 2)), 0x80])
    expect(wasmDecode(bad)).toBeNull()
  })
})

describe('wasmDecode: the 16-byte steps', () => {
  const wasmDecode = (bytes: Uint8Array) => decode(bytes, true)

  // The steps rewrite 16 bytes at a time: ASCII; ASCII with 2-byte sequences; ASCII with 2- and 3-byte
  // sequences (the offset added in base 64, with carries from byte to byte and the split at stored value
  // 0xCF60); four 4-byte sequences. They stop before what UTF-8 writes longer (U+0800-U+089F,
  // U+10000-U+1109F), what they do not take (5- and 6-byte sequences, FE/FF, values above U+10FFFF) and
  // what is ill-formed, and keep only whole sequences. Every code point below sits at every lane.
  const decodeBoundaries = [
    ...boundaries,
    0x75f,
    0x760,
    0x7bf,
    0x7c0,
    0x7df,
    0x7e0,
    0x8bf,
    0x8c0,
    0xcfff,
    0xd000,
    0xd01f,
    0xd020,
    0xd05f,
    0xd060,
    0xd07f,
    0xd080,
    0xd7df,
    0xd7e0,
    0xd7fe,
    0xe001,
    0xe7ff,
    0xe800,
    0xefff,
    0xf01f,
    0xf020,
    0xfeff,
    0xfff0,
    0x1003f,
    0x10040,
    0x1105f,
    0x11060,
    0x1107f,
    0x11080,
    0x10fffe,
    0x10ffdf,
    0x10ffc0,
  ]
  const decodeFillers = [...fillers, '\u0800', '\u{10000}', '\u089f', '\u{1109f}', 'ab', 'a中', 'é中', '😀a']

  it('decodes each boundary code point at every lane, among every kind of filler', () => {
    for (const c of decodeBoundaries) {
      for (const filler of decodeFillers) {
        for (let before = 0; before <= 18; before++) {
          const text = `${filler.repeat(before)}${String.fromCodePoint(c)}${filler.repeat(12)}`
          const bytes = Uint8Array.from(referenceBytes(text))
          expect(wasmDecode(bytes)).toBe(text)
        }
      }
    }
  })

  it('decodes every 2- and 3-byte sequence at every lane (all of them in a row, shifted by 0-15 bytes)', () => {
    const all: number[] = []
    for (let v = 0; v < 0x800; v++) all.push(0xc0 | (v >> 6), 0x80 | (v & 0x3f))
    for (let v = 0; v < 0x10000; v++) all.push(0xe0 | (v >> 12), 0x80 | ((v >> 6) & 0x3f), 0x80 | (v & 0x3f))
    const expected = referenceString(all)
    for (let shift = 0; shift < 16; shift++) {
      const bytes = new Uint8Array(shift + all.length)
      bytes.fill(0x61, 0, shift)
      bytes.set(all, shift)
      expect(wasmDecode(bytes) === 'a'.repeat(shift) + expected).toBe(true)
    }
    // Each 3-byte sequence after a 2-byte one and an ASCII byte (other carries around it).
    const mixed: number[] = []
    for (let v = 0; v < 0x10000; v += 3) {
      const u = (v * 7) & 0x7ff
      mixed.push(0xe0 | (v >> 12), 0x80 | ((v >> 6) & 0x3f), 0x80 | (v & 0x3f))
      mixed.push(0xc0 | (u >> 6), 0x80 | (u & 0x3f), 0x20 + (v % 90))
    }
    expect(wasmDecode(Uint8Array.from(mixed)) === referenceString(mixed)).toBe(true)
  })

  it('decodes every 4-byte sequence up to U+10FFFF in runs, and refuses one above it at any lane', () => {
    for (const { text, bytes } of supplementaryBlocks(0x110a0)) expect(wasmDecode(bytes) === text).toBe(true)
    const above = referenceEncode(0x10ffff + 1) as number[]
    expect(above.length).toBe(4)
    for (let before = 0; before <= 20; before++) {
      const bytes = [...referenceBytes('😀'.repeat(before)), ...above, ...referenceBytes('😀'.repeat(8))]
      expect(wasmDecode(Uint8Array.from(bytes))).toBeNull()
    }
  })

  it('takes nothing from past the input, where an earlier input left continuation bytes', () => {
    // Inputs of 16 and 32 bytes whose last step ends with a whole sequence; before each, a longer input
    // leaves continuation bytes just past where it ends (bytes 16, 17, 32, 33 of '中'.repeat(40)).
    const ends = ['a中', 'aé', 'é中', '中中', 'é\ue000', 'aa']
    for (const end of ends) {
      for (const head of ['', 'é', '中', 'é中']) {
        for (const size of [16, 32]) {
          const body = referenceBytes(`${head}${end}`).length
          const text = `${head}${'a'.repeat(size - body)}${end}`
          expect(referenceBytes(text).length).toBe(size)
          expect(wasmDecode(Uint8Array.from(referenceBytes('中'.repeat(40))))).not.toBeNull()
          expect(wasmDecode(Uint8Array.from(referenceBytes(text)))).toBe(text)
        }
      }
    }
  })

  it('agrees with the reference on random text dense in 2-, 3- and 4-byte sequences (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(dense, { maxLength: 200 }), (list) => {
        const text = String.fromCodePoint(...list)
        expect(wasmDecode(Uint8Array.from(referenceBytes(text)))).toBe(text)
      }),
      { numRuns: 3000 },
    )
  })

  it('refuses, or decodes as the reference, each byte replaced, deleted or inserted at every lane', () => {
    const texts = [
      `${'Жж '.repeat(6)}中é😀${'ab'.repeat(5)}\uffff\u{10000}`,
      `${'中文'.repeat(10)}\u0800${'é'.repeat(9)}\ud7ff\ue000`,
      `${'😀'.repeat(9)}a${'中'.repeat(9)}`,
    ]
    const values = [
      0x00, 0x41, 0x80, 0x9f, 0xa0, 0xbf, 0xc0, 0xdf, 0xe0, 0xec, 0xef, 0xf0, 0xf7, 0xf8, 0xfc, 0xfe, 0xff,
    ]
    for (const text of texts) {
      const clean = referenceBytes(text)
      for (let i = 0; i < clean.length; i++) {
        const variants = [
          ...values.map((b) => clean.map((x, k) => (k === i ? b : x))),
          clean.filter((_, k) => k !== i),
          ...values.map((b) => [...clean.slice(0, i), b, ...clean.slice(i)]),
        ]
        for (const bytes of variants) {
          const decoded = wasmDecode(Uint8Array.from(bytes))
          if (decoded !== null) {
            expect(referenceError(bytes, 'string')).toBeNull()
            expect(decoded).toBe(referenceString(bytes))
          } else {
            expect(referenceError(bytes, 'string')).not.toBeNull()
          }
        }
      }
    }
  })
})
