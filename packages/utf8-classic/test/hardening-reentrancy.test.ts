// Hardening: a decode re-entered while in flight must still return its own text. The decoders write into
// shared scratch memory (core's reused UTF-16 buffer, WebAssembly memory); an input whose methods or
// getters decode something else (a Uint8Array subclass, own accessor properties, a Proxy) used to run
// that inner decode in the middle, and the outer call returned the inner call's text ("ZZZZ…" instead of
// "éééé…"). Inputs of 40 bytes, 600 bytes and 140 kB, so that every route runs: the runtime's decoder,
// the JS kernel, and on Node the WebAssembly kernel (from 256 bytes, in chunks growing past 64 KiB).
import { hunkCodec, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { describe, expect, it } from 'vitest'
import { utf8Codecs as codecs } from './_hardening-codecs.ts'

const encoder = new TextEncoder()

/**
 * What the hostile input decodes in the middle: longer than the outer text, not all ASCII and with an
 * ill-formed byte (decoded with `fatal: false`), so it goes through the JS or WebAssembly kernel and the
 * shared scratch memory, never only through the runtime's decoder.
 */
function innerBytes(n: number): Uint8Array {
  const bytes = encoder.encode(`${'Z'.repeat(2 * n)}${'Ω'.repeat(n)}`)
  bytes[0] = 0xff
  return bytes
}

/** The members of a Uint8Array that a decoder could call or read. */
const MEMBERS = [
  'subarray',
  'slice',
  'set',
  'indexOf',
  'length',
  'buffer',
  'byteOffset',
  'byteLength',
  'constructor',
]

/**
 * Runs `inner` the first 64 times it is called: enough for a decoder that reads members before its
 * scratch memory is in use, then once per chunk.
 */
function sometimes(inner: () => void): () => void {
  let left = 64
  return () => {
    if (left-- > 0) inner()
  }
}

/** Makes each of {@link MEMBERS} on `target` an accessor that runs `hook`, then gives the built-in one. */
function hookMembers(target: object, hook: () => void): void {
  for (const key of MEMBERS) {
    Object.defineProperty(target, key, {
      get(this: Uint8Array) {
        hook()
        return Reflect.get(Uint8Array.prototype, key, this) as unknown
      },
    })
  }
}

/** A subclass of Uint8Array whose every member (and species) runs `hook` first. */
function hostileSubclass(bytes: Uint8Array, hook: () => void): Uint8Array {
  class Hostile extends Uint8Array {
    static get [Symbol.species]() {
      hook()
      return Uint8Array
    }
  }
  hookMembers(Hostile.prototype, hook)
  const hostile = new Hostile(bytes.length)
  Uint8Array.prototype.set.call(hostile, bytes)
  return hostile
}

/** A plain Uint8Array with own accessor properties over every member, each running `hook` first. */
function hostileOwnProperties(bytes: Uint8Array, hook: () => void): Uint8Array {
  const hostile = bytes.slice()
  hookMembers(hostile, hook)
  return hostile
}

/** A Proxy of a Uint8Array whose traps run `hook` on every read (methods bound to the array). */
function hostileProxy(bytes: Uint8Array, hook: () => void): Uint8Array {
  return new Proxy(bytes.slice(), {
    get(target, key) {
      hook()
      const value = Reflect.get(target, key, target) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

const SIZES = [20, 300, 70_000]

describe.each(Object.entries(codecs))('%s: a hostile input decodes to its own text', (_name, codec) => {
  for (const n of SIZES) {
    const text = 'é'.repeat(n)
    const bytes = encoder.encode(text)
    const inner = innerBytes(n)
    const hook = () => sometimes(() => codec.decode(inner, { fatal: false }))
    const forms = { subclass: hostileSubclass, 'own properties': hostileOwnProperties }
    for (const [form, make] of Object.entries(forms)) {
      it(`${form}, ${bytes.length} bytes`, () => {
        expect(codec.decode(make(bytes, hook()))).toBe(text)
        expect(codec.decode(make(bytes, hook()), { fatal: false })).toBe(text)
        const codePoints = codec.decodeCodePoints(make(bytes, hook()))
        expect(codePoints.length).toBe(n)
        expect(codePoints.every((c) => Number(c) === 0xe9)).toBe(true)
        expect(codec.validate(make(bytes, hook()))).toBeNull()
        expect(codec.isWellFormed(make(bytes, hook()))).toBe(true)
        const decoder = codec.createDecoder()
        const half = bytes.length >> 1
        const first = decoder.decode(make(bytes.subarray(0, half + 1), hook()), { stream: true })
        expect(first + decoder.decode(make(bytes.subarray(half + 1), hook()))).toBe(text)
      })
    }
    it(`a Proxy is refused as TextDecoder refuses it, ${bytes.length} bytes`, () => {
      const calls: (() => unknown)[] = [
        () => codec.decode(hostileProxy(bytes, hook())),
        () => codec.decode(hostileProxy(bytes, hook()), { fatal: false }),
        () => codec.decodeCodePoints(hostileProxy(bytes, hook())),
        () => codec.validate(hostileProxy(bytes, hook())),
        () => codec.createDecoder().decode(hostileProxy(bytes, hook())),
      ]
      for (const call of calls) expect(call).toThrow(TypeError)
      expect(() => new TextDecoder().decode(hostileProxy(bytes, () => {}))).toThrow(TypeError)
    })
  }
})

describe('other inputs', () => {
  it('the 65-bit scheme and a hunk codec', () => {
    for (const n of SIZES) {
      const values = Array.from({ length: n }, (_, k) => 0xe9 + (k % 7))
      const text = String.fromCodePoint(...values.slice(0, 1000))
        .repeat(Math.ceil(n / 1000))
        .slice(0, n)
      for (const codec of [sixtyFiveBit, hunkCodec(8), hunkCodec(6)]) {
        const units = codec.encode(text) as Uint8Array | Uint16Array
        const inner = codec.encode(`Z${text}${text}`)
        const hook = sometimes(() => codec.decode(inner as never))
        const proxy = new Proxy(units.slice(), {
          get(target, key) {
            hook()
            const value = Reflect.get(target, key, target) as unknown
            return typeof value === 'function' ? (value as () => unknown).bind(target) : value
          },
        })
        expect(() => codec.decode(proxy as never)).toThrow(TypeError)
        const Base = units.constructor as Uint16ArrayConstructor
        class Hostile extends Base {
          override get length() {
            hook()
            return super.length
          }
          override subarray(start?: number, end?: number) {
            hook()
            return new Base(super.buffer, super.byteOffset, super.length).subarray(start, end)
          }
        }
        const hostile = new Hostile(units.length)
        Uint16Array.prototype.set.call(hostile, units as Uint16Array)
        expect(codec.decode(hostile as never)).toBe(text)
      }
    }
  })
  it('encodeCodePoints with an iterator that encodes and decodes in the middle', () => {
    for (const [name, codec] of Object.entries(codecs)) {
      for (const n of SIZES) {
        const inner = innerBytes(Math.min(n, 2000))
        function* codePoints(): Generator<number> {
          for (let k = 0; k < n; k++) {
            if (k % 16_000 === 1) {
              codec.decode(inner, { fatal: false })
              codec.encodeCodePoints([0x5a, 0x5a, 0x3a9])
            }
            yield 0xe9
          }
        }
        const bytes = codec.encodeCodePoints(codePoints())
        const expected = encoder.encode('é'.repeat(n))
        expect(bytes.length, name).toBe(expected.length)
        expect(
          bytes.every((b, k) => b === expected[k]),
          name,
        ).toBe(true)
      }
    }
  })
})
