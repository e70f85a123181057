import { defineCodec } from '@utf8x/core'
import { type Accelerator, utf8Accelerator, utf8Scheme } from '@utf8x/core/internal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { preferNative } from '../src/fast/native.ts'
import { runtime } from '../src/fast/runtime.ts'

const encoder = new TextEncoder()
const fatalDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
const strippingDecoder = new TextDecoder('utf-8', { fatal: true })

/** The shortest input each runtime hands to its decoder (core's NATIVE_MIN_LENGTH). */
const nativeMin = runtime === 'node' ? 8 : runtime === 'bun' ? 1 : 32

/** The UTF-8 accelerator's quick routes (a missing one fails every assertion: it cannot be called). */
const fast = utf8Accelerator()
const quickDecode = fast.quickDecode as NonNullable<Accelerator['quickDecode']>
const quickEncode = fast.quickEncode as NonNullable<Accelerator['quickEncode']>
const quickNativeDecode = (bytes: unknown, stripsBom: boolean) => quickDecode(bytes, true, stripsBom)
const quickNativeEncode = (text: string) => quickEncode(text)

/**
 * The reference: the runtime's strict decoding where the quick route applies (up to 64 bytes from the
 * native minimum; longer input where the runtime's decoder is preferred), else null.
 */
function expectedDecode(bytes: Uint8Array, stripsBom: boolean): string | null {
  if (bytes.length > 64 ? !preferNative(bytes, stripsBom ? 3 : 0) : bytes.length < nativeMin) return null
  try {
    return (stripsBom ? strippingDecoder : fatalDecoder).decode(bytes)
  } catch {
    return null
  }
}

describe(`utf8Accelerator().quickDecode, strict (${runtime})`, () => {
  it('decodes well-formed inputs of 0 to 64 bytes at and above the native minimum, and longer ones where the runtime is preferred', () => {
    for (let length = 0; length <= 300; length++) {
      const bytes = encoder.encode('é€😀a'.repeat(20)).subarray(0, length)
      // Cut at a byte, the tail may be a partial sequence: then the answer is null, as the reference says.
      expect(quickNativeDecode(bytes, false)).toBe(expectedDecode(bytes, false))
    }
    expect(quickNativeDecode(encoder.encode('x'.repeat(64)), false)).toBe('x'.repeat(64))
    // Longer input: every runtime prefers its decoder on ASCII (Node by a sample), and only Node 20 and 22
    // (no fast native decoder) leave mixed text to core's kernels.
    expect(quickNativeDecode(encoder.encode('x'.repeat(65)), false)).toBe('x'.repeat(65))
    expect(quickNativeDecode(encoder.encode(`\uFEFF${'x'.repeat(5000)}`), true)).toBe('x'.repeat(5000))
    const mixed = encoder.encode('é€😀a'.repeat(100))
    expect(quickNativeDecode(mixed, false)).toBe(preferNative(mixed, 0) ? 'é€😀a'.repeat(100) : null)
    // Long and ill-formed, strict: declined (the engine finds the error).
    const bad = encoder.encode('x'.repeat(5000))
    bad[4000] = 0xff
    expect(quickNativeDecode(bad, false)).toBeNull()
  })

  it('leaves ill-formed input to the caller; strips one BOM with stripsBom and keeps it otherwise', () => {
    const bom = Uint8Array.of(0xef, 0xbb, 0xbf, ...encoder.encode('a'.repeat(40)))
    expect(quickNativeDecode(bom, true)).toBe('a'.repeat(40))
    expect(quickNativeDecode(Uint8Array.of(0xef, 0xbb, 0xbf, ...bom), true)).toBe(`\uFEFF${'a'.repeat(40)}`)
    expect(quickNativeDecode(bom, false)).toBe(`\uFEFF${'a'.repeat(40)}`)
    // An EF that starts another character is no BOM.
    const han = encoder.encode(`\uFFEE${'a'.repeat(40)}`)
    expect(quickNativeDecode(han, true)).toBe(`\uFFEE${'a'.repeat(40)}`)
    const bad = encoder.encode('a'.repeat(40))
    for (const [at, byte] of [
      [0, 0x80],
      [20, 0xc0],
      [39, 0xed],
      [39, 0xff],
    ] as const) {
      const copy = bad.slice()
      copy[at] = byte
      expect(quickNativeDecode(copy, false)).toBeNull()
    }
  })

  it('agrees with the runtime decoder on random short bytes (fast-check)', () => {
    const bytes = fc.uint8Array({ maxLength: 72 })
    const text = fc.string({ unit: 'binary', maxLength: 40 }).map((s) => encoder.encode(s))
    fc.assert(
      fc.property(fc.oneof(bytes, text), fc.boolean(), (input, stripsBom) => {
        expect(quickNativeDecode(input, stripsBom)).toBe(expectedDecode(input, stripsBom))
      }),
      { numRuns: 3000 },
    )
  })
})

describe(`utf8Accelerator().quickEncode (${runtime})`, () => {
  it("gives TextEncoder's bytes for well-formed text up to 64 units, as a new exact array", () => {
    for (const text of [
      '',
      'a',
      'é'.repeat(64),
      '€'.repeat(64),
      '😀'.repeat(32),
      `${'ｆ'.repeat(40)}\uFFFD`,
    ]) {
      const bytes = quickNativeEncode(text)
      expect(bytes).not.toBeNull()
      expect(Array.from(bytes as Uint8Array)).toEqual(Array.from(encoder.encode(text)))
      expect((bytes as Uint8Array).buffer.byteLength).toBe((bytes as Uint8Array).length)
    }
    expect(quickNativeEncode('a'.repeat(65))).toBeNull()
    expect(quickNativeEncode('😀'.repeat(33))).toBeNull()
  })

  it('refuses a lone surrogate at every position, beside U+FFFD and full-width forms', () => {
    for (const filler of ['a', 'ｆ', '\uFFFD', '😀']) {
      const base = filler.repeat(Math.floor(60 / filler.length))
      for (let at = 0; at <= base.length; at += filler.length) {
        for (const lone of ['\uD800', '\uDBFF', '\uDC00', '\uDFFF']) {
          const text = base.slice(0, at) + lone + base.slice(at)
          expect(quickNativeEncode(text.slice(0, 64))).toBeNull()
        }
      }
    }
  })

  it('judges the whole text, not the first and middle units that choose the route (Deno)', () => {
    // ASCII at 0 and at the middle, the rest not; and the other way round.
    for (const [text, wellFormed] of [
      ['ab中\uD800', false],
      ['ab中😀', true],
      ['a'.repeat(32) + '\uDFFF'.padStart(32, '€'), false],
      ['a'.repeat(32) + '€'.repeat(32), true],
      ['é' + 'a'.repeat(62) + '\uD800', false],
      ['é' + 'a'.repeat(63), true],
      ['\uDC00abc', false],
    ] as const) {
      const got = quickNativeEncode(text)
      expect(got === null ? null : Array.from(got)).toEqual(
        wellFormed ? Array.from(encoder.encode(text)) : null,
      )
    }
  })

  it('agrees with TextEncoder and isWellFormed on random short strings (fast-check)', () => {
    const unit = fc.constantFrom('a', 'é', 'ｆ', '\uFFFD', '😀', '\uD800', '\uDC00', '\uDBFF')
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit, maxLength: 70 }), fc.string({ unit: 'binary', maxLength: 70 })),
        (text) => {
          // The runtime's own check (ES2024), independent of core's.
          const wellFormed = (text as unknown as { isWellFormed(): boolean }).isWellFormed()
          const want = text.length <= 64 && wellFormed ? Array.from(encoder.encode(text)) : null
          const got = quickNativeEncode(text)
          expect(got === null ? null : Array.from(got)).toEqual(want)
        },
      ),
      { numRuns: 3000 },
    )
  })
})

describe(`utf8Accelerator().quickDecode, replacing (${runtime})`, () => {
  const bad = Uint8Array.of(...encoder.encode('a'.repeat(40)), 0xff)

  it("gives the runtime's WHATWG replacement when the scheme's is WHATWG's, and declines a U+FFFD otherwise", () => {
    const whatwg = utf8Accelerator({ whatwgReplacement: true })
    expect(whatwg.quickDecode?.(bad, false, false)).toBe(`${'a'.repeat(40)}\uFFFD`)
    expect(fast.quickDecode?.(bad, false, false)).toBeNull()
    expect(fast.quickDecode?.(bad.subarray(0, 40), false, false)).toBe('a'.repeat(40))
    expect(whatwg.quickDecode?.(Uint8Array.of(0xef, 0xbb, 0xbf, ...bad), false, true)).toBe(
      `${'a'.repeat(40)}\uFFFD`,
    )
    expect(whatwg.quickDecode?.(Uint8Array.of(0xef, 0xbb, 0xbf, ...bad), false, false)).toBe(
      `\uFEFF${'a'.repeat(40)}\uFFFD`,
    )
  })

  it('takes nothing but a genuine Uint8Array as it is (undefined: the codec asks again with a view), and is missing without the native routes', () => {
    const bytes = encoder.encode('a'.repeat(40))
    for (const input of [
      bytes.buffer,
      new DataView(bytes.buffer),
      new Uint16Array(20),
      'a'.repeat(40),
      null,
    ]) {
      expect(quickDecode(input, true, false)).toBeUndefined()
      expect(quickDecode(input, false, false)).toBeUndefined()
    }
    const js = utf8Accelerator({ native: false })
    expect(js.quickDecode).toBeUndefined()
    expect(js.quickEncode).toBeUndefined()
  })
})

describe("an engine codec with the UTF-8 accelerator's quick routes", () => {
  /**
   * A UTF-8 codec whose accelerator's quick decode, whole decode and encode record each call, so the route
   * taken shows.
   */
  function spyCodec(stripsBom: boolean) {
    const calls: string[] = []
    const utf8 = utf8Accelerator({ whatwgReplacement: true })
    const spy: Accelerator = {
      ...utf8,
      quickDecode(input, fatal, stripBom) {
        const text = (utf8.quickDecode as NonNullable<Accelerator['quickDecode']>)(input, fatal, stripBom)
        // A decision, or an argument it takes not as it is (asked again with a view: no decision).
        calls.push(text === undefined ? 'not as it is' : 'quickDecode')
        return text
      },
      decode(units, fatal) {
        calls.push('decode')
        return (utf8.decode as NonNullable<Accelerator['decode']>)(units, fatal)
      },
      encode(text, fatal) {
        calls.push('encode')
        return (utf8.encode as NonNullable<Accelerator['encode']>)(text, fatal)
      },
    }
    return { codec: defineCodec(utf8Scheme, { accelerator: spy, stripsBom }), calls }
  }

  it('hands short well-formed input without options straight to the runtime', () => {
    const { codec, calls } = spyCodec(false)
    const text = `${'é€😀'.repeat(4)}abcdefgh`
    const bytes = encoder.encode(text)
    expect(codec.decode(bytes)).toBe(text)
    expect(Array.from(codec.encode(text))).toEqual(Array.from(bytes))
    expect(calls).toEqual(['quickDecode'])
  })

  it('asks the runtime once per decode, whatever the options, the BufferSource, the length or an error', () => {
    const plain = encoder.encode('abcdefghijklmnopqrstuvwxyz0123456789ABCD')
    const { codec, calls } = spyCodec(true)
    // Node's Buffer, a Uint8Array subclass, and other views: viewed once, then the same route.
    class Bytes extends Uint8Array {}
    const mixed = encoder.encode('é€😀a'.repeat(300))
    const badLong = encoder.encode('é€😀a'.repeat(300))
    badLong[1000] = 0xff
    expect(codec.decode(plain, { fatal: true })).toBe(new TextDecoder().decode(plain))
    expect(codec.decode(plain, { fatal: false, ignoreBOM: true })).toBe(new TextDecoder().decode(plain))
    expect(codec.decode(plain.buffer)).toBe(new TextDecoder().decode(plain))
    expect(codec.decode(new DataView(plain.buffer, 1))).toBe(new TextDecoder().decode(plain.subarray(1)))
    expect(codec.decode(new Bytes(plain))).toBe(new TextDecoder().decode(plain))
    expect(codec.decode(encoder.encode('y'.repeat(65)))).toBe('y'.repeat(65))
    expect(codec.decode(mixed)).toBe('é€😀a'.repeat(300))
    expect(codec.decode(new Bytes(mixed), {})).toBe('é€😀a'.repeat(300))
    expect(() => codec.decode(Uint8Array.of(...plain, 0xc0, 0x80))).toThrow(
      expect.objectContaining({ kind: 'overlong', offset: plain.length }),
    )
    expect(() => codec.decode(badLong)).toThrow(
      expect.objectContaining({ kind: 'invalid-lead', offset: 1000 }),
    )
    expect(codec.decode(badLong, { fatal: false })).toBe(new TextDecoder().decode(badLong))
    // The quick route made each call's one runtime decision: the engine never asked the whole decode again.
    expect(calls.filter((call) => call !== 'not as it is')).toEqual(Array(11).fill('quickDecode'))
    // The ArrayBuffer and the DataView (and, on Bun, the subclass) were asked again as plain views.
    expect(calls.length).toBe(runtime === 'bun' ? 15 : 13)
    calls.length = 0
    // A BOM it strips: the runtime's decoder strips it.
    expect(codec.decode(Uint8Array.of(0xef, 0xbb, 0xbf, ...plain))).toBe(new TextDecoder().decode(plain))
    expect(calls).toEqual(['quickDecode'])
    calls.length = 0
    // A stream's runs, which no quick route fronts, still ask the whole decode.
    const decoder = codec.createDecoder()
    expect(decoder.decode(plain, { stream: true }) + decoder.decode()).toBe(new TextDecoder().decode(plain))
    expect(calls).toContain('decode')
    calls.length = 0
    expect(codec.encode('abc', { fatal: true }).length).toBe(3)
    expect(codec.encode('z'.repeat(65)).length).toBe(65)
    expect(() => codec.encode('ab\uD800')).toThrow(expect.objectContaining({ kind: 'surrogate', index: 2 }))
    expect(calls).toEqual(['encode', 'encode', 'encode'])
    // Argument checks still apply: not a string, not a buffer.
    expect(() => codec.encode(42 as unknown as string)).toThrow(TypeError)
    expect(() => codec.decode('abc' as unknown as Uint8Array)).toThrow(TypeError)
  })
})

describe('a strict BOM-stripping codec with the quick routes, given views that only look like plain bytes', () => {
  const codec = defineCodec(utf8Scheme, {
    accelerator: utf8Accelerator({ whatwgReplacement: true }),
    stripsBom: true,
  })
  const text = 'a'.repeat(40)
  const withBom = Uint8Array.of(0xef, 0xbb, 0xbf, ...encoder.encode(text))

  it('reads the bytes of another view type given Uint8Array.prototype, BOM and all', () => {
    // On Bun an Int8Array posing as a Uint8Array passed the quick route's test, and its first element
    // (-17, not 0xEF) hid the BOM: U+FEFF came back.
    const views: ReadonlyArray<new (buffer: ArrayBuffer) => ArrayBufferView> = [
      Int8Array,
      Uint8ClampedArray,
      Uint16Array,
      DataView,
    ]
    for (const View of views) {
      const buffer = new ArrayBuffer(withBom.length + (withBom.length % 2))
      new Uint8Array(buffer).set(withBom)
      const posing = new View(buffer) as unknown as Uint8Array
      Object.setPrototypeOf(posing, Uint8Array.prototype)
      const expected = codec.decode(new Uint8Array(buffer.slice(0)))
      expect(expected.startsWith('a')).toBe(true)
      expect(codec.decode(posing), View.name).toBe(expected)
      expect(codec.decode(posing, { fatal: false }), View.name).toBe(expected)
    }
  })

  it('answers from the bytes when an own length lies or throws', () => {
    const long = encoder.encode(`${'é'.repeat(50_000)}\uFFEE`)
    const lying = long.slice()
    Object.defineProperty(lying, 'length', { value: 10 })
    expect(codec.decode(lying)).toBe(`${'é'.repeat(50_000)}\uFFEE`)
    const short = withBom.slice()
    Object.defineProperty(short, 'length', { value: 1_000 })
    expect(codec.decode(short)).toBe(text)
    const throwing = withBom.slice()
    Object.defineProperty(throwing, 'length', {
      get() {
        throw new Error('length read')
      },
    })
    expect(codec.decode(throwing)).toBe(text)
    expect(codec.decode(throwing, { fatal: false })).toBe(text)
  })
})
