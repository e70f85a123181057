// core's UTF-8 accelerator (src/fast/, reached through @utf8x/core/internal) against a plain reference
// written here from the WHATWG UTF-8 decoder and RFC 3629: each answer is declined (null) or equal, on
// random and hostile input (ill-formed bytes, lone surrogates, sequences cut at every chunk boundary of
// the WebAssembly kernels, inputs long enough for WebAssembly and the native routes).
import { utf8Accelerator } from '@utf8x/core/internal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasSupplementaryOrNul } from '../src/fast/bmp-scan.ts'
import { nativeEncodeUtf8Into, nativeUtf8Prefix } from '../src/fast/native.ts'
import { runtime } from '../src/fast/runtime.ts'
import { validateUtf8Prefix } from '../src/fast/utf8-kernel.ts'
import { nativeUtf16Decode } from '../src/fast/utf16.ts'

/** The accelerator's members as this test calls them: each `null` where it declines. */
interface Accelerator {
  readonly scheme: string
  decode(units: Uint8Array, fatal: boolean): string | null
  decodePrefix(
    units: Uint8Array,
    start: number,
    end: number,
    out: Uint16Array,
    at: number,
  ): { read: number; written: number } | null
  validatePrefix(units: Uint8Array, start: number, end: number): number | null
  encode(text: string, fatal: boolean): Uint8Array | null
}

/** RFC 3629 UTF-8's own accelerator (WHATWG replacement), seen through that shape. */
function asTested(scheme: string, fast: ReturnType<typeof utf8Accelerator>): Accelerator {
  return {
    scheme,
    decode: (units, fatal) => fast.decode?.(units, fatal) ?? null,
    decodePrefix(units, start, end, out, at) {
      if (fast.decodePrefix === undefined) return null
      const progress = { read: start, written: at }
      fast.decodePrefix(units, end, out, progress)
      return progress
    },
    validatePrefix: (units, start, end) => fast.validatePrefix?.(units, start, end) ?? null,
    encode: (text, fatal) => fast.encode?.(text, fatal) ?? null,
  }
}

/** The plain answer for one input: the text (strict: up to the first problem), where that problem is. */
interface Reference {
  readonly replaced: string
  readonly firstProblem: number
}

/** The WHATWG UTF-8 decoder (maximal subparts), one code point at a time, written for this test. */
function reference(bytes: Uint8Array, start = 0, end = bytes.length): Reference {
  let replaced = ''
  let firstProblem = -1
  let i = start
  while (i < end) {
    const b = bytes[i] as number
    let need = 0
    let lower = 0x80
    let upper = 0xbf
    let cp = 0
    if (b < 0x80) {
      replaced += String.fromCharCode(b)
      i++
      continue
    }
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1
      cp = b & 0x1f
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2
      cp = b & 0x0f
      if (b === 0xe0) lower = 0xa0
      if (b === 0xed) upper = 0x9f
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3
      cp = b & 0x07
      if (b === 0xf0) lower = 0x90
      if (b === 0xf4) upper = 0x8f
    }
    let n = 1
    while (need > 0 && i + n < end) {
      const c = bytes[i + n] as number
      if (c < lower || c > upper) break
      cp = (cp << 6) | (c & 0x3f)
      lower = 0x80
      upper = 0xbf
      n++
      need--
    }
    if (need === 0 && n > 1) {
      replaced += String.fromCodePoint(cp)
    } else {
      if (firstProblem < 0) firstProblem = i
      replaced += '\uFFFD'
    }
    i += n
  }
  return { replaced, firstProblem }
}

/** RFC 3629 bytes of a string, a lone surrogate as U+FFFD (TextEncoder's rule), written for this test. */
function encodeReference(text: string): { bytes: Uint8Array; lone: number } {
  const out: number[] = []
  let lone = -1
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i)
    if (cp >= 0xd800 && cp <= 0xdfff) {
      const next = text.charCodeAt(i + 1)
      if (cp <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00)
        i++
      } else {
        if (lone < 0) lone = i
        cp = 0xfffd
      }
    }
    if (cp < 0x80) out.push(cp)
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f))
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f))
    else
      out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f))
  }
  return { bytes: new Uint8Array(out), lone }
}

/** Ill-formed pieces: stray continuations, bad leads, overlongs, surrogates, above U+10FFFF, cut sequences. */
const HOSTILE: readonly number[][] = [
  [0x80],
  [0xbf],
  [0xc0, 0x80],
  [0xc1, 0xbf],
  [0xc2],
  [0xe0, 0x80, 0x80],
  [0xe0, 0xa0],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xef, 0xbf],
  [0xf0, 0x80, 0x80, 0x80],
  [0xf0, 0x9f, 0x98],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf5, 0x80, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xfe],
  [0xff],
  [0xef, 0xbb, 0xbf],
  [0xef, 0xbf, 0xbd],
  [0x00],
]

const text = fc.string({ unit: 'binary', maxLength: 200 })
/** Strings with lone surrogates among other units. */
const units = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0xd800, max: 0xdfff })), {
    maxLength: 300,
  })
  .map((list) => String.fromCharCode(...list))
/** Well-formed text's bytes with hostile pieces put in, repeated up to past the WebAssembly thresholds. */
const hostileBytes = fc
  .tuple(
    text,
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...HOSTILE)), { maxLength: 4 }),
    fc.constantFrom(1, 1, 2, 8, 40),
  )
  .map(([s, insertions, times]) => {
    const bytes = [...encodeReference(s.repeat(times)).bytes]
    for (const [at, piece] of insertions) bytes.splice(at % (bytes.length + 1), 0, ...piece)
    return new Uint8Array(bytes)
  })
const anyBytes = fc.oneof(fc.uint8Array({ maxLength: 700 }), hostileBytes)

/** Well-formed text long enough for every route: 4-byte, 3-byte, 2-byte and ASCII characters. */
const LONG = '😀€éa'.repeat(1500)
const LONG_BYTES = encodeReference(LONG).bytes

/**
 * Inputs with a sequence of each length cut, or an ill-formed one put, at each offset around the chunk
 * boundaries of the WebAssembly decoder (after a 64-byte JS head, chunks of 512 bytes growing eightfold)
 * and the 256-byte threshold of the block scan.
 */
function boundaryCases(): Uint8Array[] {
  const cases: Uint8Array[] = []
  const boundaries = [64, 256, 64 + 512, 64 + 512 + 4096]
  for (const boundary of boundaries) {
    for (const piece of [
      [0xc3, 0xa9],
      [0xe2, 0x82, 0xac],
      [0xf0, 0x9f, 0x98, 0x80],
      ...HOSTILE.slice(0, 14),
    ]) {
      for (let shift = -4; shift <= 1; shift++) {
        const at = boundary + shift
        const bytes = new Uint8Array(boundary + 4200)
        bytes.fill(0x61)
        bytes.set(piece, at)
        cases.push(bytes)
        // The same in non-ASCII text (the native routes sample for ASCII).
        const mixed = LONG_BYTES.slice(0, boundary + 4200)
        mixed.set(piece, at)
        cases.push(mixed)
      }
    }
  }
  return cases
}

function checkDecode(accelerator: Accelerator, bytes: Uint8Array): void {
  const ref = reference(bytes)
  const strict = accelerator.decode(bytes, true)
  if (strict !== null) {
    expect(ref.firstProblem).toBe(-1)
    expect(strict).toBe(ref.replaced)
  }
  const replacing = accelerator.decode(bytes, false)
  if (replacing !== null) expect(replacing).toBe(ref.replaced)
}

function checkPrefix(accelerator: Accelerator, bytes: Uint8Array, start: number): void {
  const end = bytes.length
  const ref = reference(bytes, start, end)
  const stop = ref.firstProblem < 0 ? end : ref.firstProblem
  const expected = reference(bytes, start, stop).replaced
  const out = new Uint16Array(end - start + 8).fill(0xaaaa)
  const done = accelerator.decodePrefix(bytes, start, end, out, 3)
  if (done !== null) {
    expect(done.read).toBe(stop)
    expect(done.written).toBe(3 + expected.length)
    expect(String.fromCharCode(...out.subarray(3, done.written))).toBe(expected)
    // Nothing written before `at`.
    expect([...out.subarray(0, 3)]).toEqual([0xaaaa, 0xaaaa, 0xaaaa])
  }
  const valid = accelerator.validatePrefix(bytes, start, end)
  if (valid !== null) {
    expect(valid).toBe(stop)
    expect(valid).toBe(validateUtf8Prefix(bytes, start, end))
  }
}

function checkEncode(accelerator: Accelerator, s: string): void {
  const ref = encodeReference(s)
  const strict = accelerator.encode(s, true)
  if (strict !== null) {
    expect(ref.lone).toBe(-1)
    expect([...strict]).toEqual([...ref.bytes])
  }
  const replacing = accelerator.encode(s, false)
  if (replacing !== null) expect([...replacing]).toEqual([...ref.bytes])
}

describe('the UTF-8 accelerator declines or agrees with the plain path', () => {
  const accelerator = asTested('utf-8', utf8Accelerator({ whatwgReplacement: true }))

  it('is for utf-8', () => {
    expect(accelerator.scheme).toBe('utf-8')
  })

  it('decode: random and hostile bytes, short and long', () => {
    fc.assert(
      fc.property(anyBytes, (bytes) => checkDecode(accelerator, bytes)),
      { numRuns: 400 },
    )
  })

  it('decode: a known answer, strict and replacing', () => {
    const bytes = new Uint8Array([0x61, 0xed, 0xa0, 0x80, 0xe2, 0x82, 0xac])
    expect(accelerator.decode(bytes, true)).toBeNull()
    const replacing = accelerator.decode(bytes, false)
    if (replacing !== null) expect(replacing).toBe('a\uFFFD\uFFFD\uFFFD€')
    const good = accelerator.decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), true)
    // Never strips a BOM.
    if (good !== null) expect(good).toBe('\uFEFFa')
  })

  it('decodePrefix and validatePrefix: random and hostile bytes, from any start', () => {
    fc.assert(
      fc.property(anyBytes, fc.nat(), (bytes, from) =>
        checkPrefix(accelerator, bytes, from % (bytes.length + 1)),
      ),
      { numRuns: 400 },
    )
  })

  it('every route, at every chunk boundary of the WebAssembly kernels', () => {
    const cases = boundaryCases()
    expect(cases.length).toBeGreaterThan(300)
    for (const bytes of cases) {
      checkDecode(accelerator, bytes)
      checkPrefix(accelerator, bytes, 0)
      checkPrefix(accelerator, bytes, 1)
    }
  })

  it('decodePrefix: the long well-formed text whole, and stopped one byte before its end', () => {
    const out = new Uint16Array(LONG_BYTES.length)
    const done = accelerator.decodePrefix(LONG_BYTES, 0, LONG_BYTES.length, out, 0)
    expect(done).toEqual({ read: LONG_BYTES.length, written: LONG.length })
    expect(String.fromCharCode(...out.subarray(0, LONG.length))).toBe(LONG)
    checkPrefix(accelerator, LONG_BYTES.subarray(0, LONG_BYTES.length - 1), 0)
  })

  it('encode: random strings, lone surrogates, short and long', () => {
    fc.assert(
      fc.property(fc.oneof(text, units), fc.constantFrom(1, 2, 30), (s, times) =>
        checkEncode(accelerator, s.repeat(times)),
      ),
      { numRuns: 300 },
    )
    checkEncode(accelerator, LONG)
    checkEncode(accelerator, `${LONG}\uD800`)
    checkEncode(accelerator, `\uDC00${LONG}`)
    expect(accelerator.encode('a\uD800', true)).toBeNull()
  })
})

describe("the runtime's validator (Node's and Bun's isUtf8) says yes only where the engine does", () => {
  /** Where it is used: Node and Bun (Deno's is slower than the kernels off ASCII; browsers have none). */
  const native = runtime === 'node' || runtime === 'bun'
  const fast = utf8Accelerator({ whatwgReplacement: true })
  const js = utf8Accelerator({ whatwgReplacement: true, native: false })
  /** Long enough for the validator on every runtime that has it. */
  const FROM = 64
  const wellFormed = fc
    .tuple(text, fc.constantFrom(1, 8, 40))
    .map(([s, times]) => encodeReference(s.repeat(times)).bytes)

  /** Whether the validator says yes to all of `view[0:end)`. */
  const yes = (view: Uint8Array, end: number) => end > 0 && nativeUtf8Prefix(view, end) === end

  function check(view: Uint8Array, end: number): void {
    const ref = reference(view, 0, end)
    const stop = ref.firstProblem < 0 ? end : ref.firstProblem
    // What it accepts is a well-formed prefix, and all of it exactly where it may and should.
    const done = nativeUtf8Prefix(view, end)
    expect(done).toBeLessThanOrEqual(stop)
    expect(reference(view, 0, done).firstProblem).toBe(-1)
    if (end >= FROM) expect(done === end).toBe(native && ref.firstProblem < 0)
    expect(fast.validatePrefix?.(view, 0, end)).toBe(stop)
    expect(js.validatePrefix?.(view, 0, end)).toBe(stop)
  }

  /** {@link check} for long input, with the kernels alone (held to the reference above) as the reference. */
  function checkLong(view: Uint8Array, end: number): void {
    const stop = js.validatePrefix?.(view, 0, end) as number
    const done = nativeUtf8Prefix(view, end)
    expect(done).toBeLessThanOrEqual(stop)
    expect(js.validatePrefix?.(view, 0, done)).toBe(done)
    expect(done === end).toBe(native && stop === end)
    expect(fast.validatePrefix?.(view, 0, end)).toBe(stop)
  }

  it('is found on Node and Bun only, at first use, and not asked about short input', () => {
    expect(yes(LONG_BYTES, LONG_BYTES.length)).toBe(native)
    expect(nativeUtf8Prefix(LONG_BYTES, 10)).toBe(0)
  })

  it('says no to each hostile piece (surrogates, overlongs, above U+10FFFF, cut sequences) in long text', () => {
    for (const piece of HOSTILE) {
      for (const at of [0, 1, 100, 4001, LONG_BYTES.length]) {
        const bytes = new Uint8Array([...LONG_BYTES.subarray(0, at), ...piece, ...LONG_BYTES.subarray(at)])
        check(bytes, bytes.length)
      }
    }
  })

  it('random, hostile and well-formed bytes, up to any end of a view at any offset, left as they were', () => {
    fc.assert(
      fc.property(fc.oneof(anyBytes, wellFormed), fc.nat(), fc.nat({ max: 9 }), (bytes, cut, offset) => {
        const end = cut % 3 === 0 ? bytes.length : cut % (bytes.length + 1)
        // Ill-formed bytes around the view: only [offset, offset + end) may be read.
        const buffer = new Uint8Array(offset + bytes.length + 3).fill(0xff)
        buffer.set(bytes, offset)
        const view = buffer.subarray(offset, offset + bytes.length)
        const before = buffer.slice()
        check(view, end)
        expect(buffer).toEqual(before)
      }),
      { numRuns: 500 },
    )
  })

  it('long input in pieces cut at character boundaries: an error in any piece, a cut inside any character', () => {
    // 3-byte characters, and '😀€éa' (10 bytes) shifted by 0 to 3 bytes: the pieces' cuts (64 KiB, then
    // twice as long each time: 65536, 196608, 458752, 983040) fall inside characters of every length.
    const size = (1 << 20) + 5000
    const samples: Uint8Array[] = []
    for (const shift of ['', 'a', 'aa', 'aaa']) {
      samples.push(encodeReference(shift + '😀€éa'.repeat(size / 10)).bytes)
    }
    samples.push(encodeReference('中'.repeat(size / 3)).bytes)
    for (const bytes of samples) {
      checkLong(bytes, bytes.length)
      checkLong(bytes, 200_000)
      expect(fast.validatePrefix?.(bytes, 0, bytes.length)).toBe(bytes.length)
      for (const at of [5, 65534, 65537, 458751, 983041, bytes.length - 4]) {
        for (const piece of [[0xed, 0xa0, 0x80], [0xc0, 0x80], [0x80], [0xf4, 0x90, 0x80, 0x80]]) {
          const bad = bytes.slice()
          bad.set(piece, at)
          checkLong(bad, bad.length)
        }
      }
    }
  })

  it("reads the caller's view through its slots, whatever its class or memory", () => {
    const long = LONG_BYTES.slice(0, 300)
    // A subclass whose own `length` lies: the view's 300 bytes are read, and nothing of the object runs.
    class Bytes extends Uint8Array {}
    const sub = new Bytes(long)
    Object.defineProperty(sub, 'length', { value: 5 })
    expect(yes(sub, 300)).toBe(native)
    expect(fast.validatePrefix?.(sub, 0, 300)).toBe(300)
    // Cut inside the last '😀€éa' (10 bytes): the '😀' before it is whole up to 290 + 4.
    expect(yes(sub, 296)).toBe(false)
    expect(fast.validatePrefix?.(sub, 0, 296)).toBe(294)
    // A Proxy is not a view: declined, not thrown.
    expect(nativeUtf8Prefix(new Proxy(long, {}), 300)).toBe(0)
    const shared = new Uint8Array(new SharedArrayBuffer(300))
    shared.set(long)
    expect(yes(shared, 300)).toBe(native)
    expect(fast.validatePrefix?.(shared, 0, 296)).toBe(294)
    // A view that tracks a resizable buffer's length.
    // (ES2024: the project's TypeScript library does not know resizable buffers yet.)
    const Resizable = ArrayBuffer as unknown as new (
      length: number,
      options: { maxByteLength: number },
    ) => ArrayBuffer & { resize(length: number): void }
    const resizable = new Resizable(300, { maxByteLength: 600 })
    const tracking = new Uint8Array(resizable)
    tracking.set(long)
    resizable.resize(600)
    tracking[599] = 0xc3
    expect(yes(tracking, 300)).toBe(native)
    expect(fast.validatePrefix?.(tracking, 0, 600)).toBe(599)
    expect(yes(tracking, 600)).toBe(false)
    expect([...long]).toEqual([...LONG_BYTES.slice(0, 300)])
  })
})

describe('the other fast helpers agree with the plain path', () => {
  it('nativeEncodeUtf8Into declines or writes what TextEncoder.encodeInto writes, into any room', () => {
    fc.assert(
      fc.property(fc.oneof(text, units), fc.nat({ max: 700 }), (s, room) => {
        const out = new Uint8Array(room)
        const done = nativeEncodeUtf8Into(s, out)
        if (done === null) return
        const { read, written } = done
        // The longest prefix of whole characters that fits.
        const prefix = encodeReference(s.slice(0, read)).bytes
        expect(written).toBe(prefix.length)
        expect([...out.subarray(0, written)]).toEqual([...prefix])
        if (read < s.length) {
          const next = s.codePointAt(read) as number
          const size = next < 0x80 ? 1 : next < 0x800 ? 2 : next < 0x10000 ? 3 : 4
          expect(written + size).toBeGreaterThan(room)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('nativeUtf16Decode declines or gives the string of the units', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(1, 3, 50), (s, times) => {
        const input = s.repeat(times)
        // Well-formed units only (the native decoder would replace a lone surrogate), and more of them
        // than asked for.
        fc.pre(encodeReference(input).lone < 0)
        const all = Uint16Array.from({ length: input.length + 5 }, (_, i) =>
          i < input.length ? input.charCodeAt(i) : 0x41,
        )
        const decoded = nativeUtf16Decode(all, input.length)
        if (decoded !== null) expect(decoded).toBe(input)
      }),
      { numRuns: 200 },
    )
  })

  it('hasSupplementaryOrNul answers as a plain scan on well-formed UTF-8', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(1, 40), fc.boolean(), (s, times, nul) => {
        const bytes = encodeReference(s.repeat(times)).bytes
        const plain = bytes.some((b) => b >= 0xf0 || (nul && b === 0))
        expect(hasSupplementaryOrNul(bytes, nul)).toBe(plain)
      }),
      { numRuns: 300 },
    )
  })
})
