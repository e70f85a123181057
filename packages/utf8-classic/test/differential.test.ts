import fc from 'fast-check'
import { describe, it } from 'vitest'
import { DecodeError, utf8, utf8Js } from '../src/index.ts'
import { refOf } from './helpers.ts'
import { refReplace } from './reference.ts'

const replacing = new TextDecoder('utf-8')
const replacingKeepBom = new TextDecoder('utf-8', { ignoreBOM: true })
const strictNative = new TextDecoder('utf-8', { fatal: true })

/** Bytes that look like UTF-8: mostly leads, continuations and ASCII, so the interesting paths are hit. */
const utf8ish = fc.oneof(
  fc.integer({ min: 0x00, max: 0x7f }),
  fc.integer({ min: 0x80, max: 0xbf }),
  fc.integer({ min: 0xc0, max: 0xff }),
  fc.constantFrom(0xe0, 0xed, 0xef, 0xf0, 0xf4, 0x80, 0x9f, 0xa0, 0xbf, 0x8f, 0x90),
)
const randomBytes = fc.array(utf8ish, { maxLength: 40 }).map((list) => Uint8Array.from(list))
/** Well-formed text with a few bytes flipped, inserted or removed. */
const mutated = fc
  .tuple(
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.array(
      fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom('set', 'insert', 'delete')),
      {
        maxLength: 3,
      },
    ),
  )
  .map(([text, edits]) => {
    const bytes = [...new TextEncoder().encode(text)]
    for (const [at, value, op] of edits) {
      const i = bytes.length === 0 ? 0 : at % bytes.length
      if (op === 'set' && bytes.length > 0) bytes[i] = value
      else if (op === 'insert') bytes.splice(i, 0, value)
      else bytes.splice(i, 1)
    }
    return Uint8Array.from(bytes)
  })
/** Long inputs, so the native paths (taken from 32 bytes on) are compared too. */
const longBytes = fc
  .tuple(fc.string({ unit: 'grapheme-ascii', minLength: 32, maxLength: 200 }), randomBytes, fc.nat())
  .map(([ascii, noise, at]) => {
    const base = new TextEncoder().encode(ascii)
    const i = at % (base.length + 1)
    return Uint8Array.from([...base.subarray(0, i), ...noise, ...base.subarray(i)])
  })
const inputs = fc.oneof(randomBytes, mutated, longBytes)

/** Whether `codec` answers as TextDecoder does (plain comparisons: `expect` is too slow for 10^5 runs). */
function agreesWithTextDecoder(codec: typeof utf8, bytes: Uint8Array): boolean {
  if (codec.decode(bytes, { fatal: false }) !== replacing.decode(bytes)) return false
  if (codec.decode(bytes, { fatal: false, ignoreBOM: true }) !== replacingKeepBom.decode(bytes)) return false
  let expected: string | null = null
  try {
    expected = strictNative.decode(bytes)
  } catch {
    expected = null
  }
  let error: unknown = null
  let text: string | null = null
  try {
    text = codec.decode(bytes)
  } catch (thrown) {
    error = thrown
  }
  if (expected !== null) return text === expected
  if (!(error instanceof DecodeError)) return false
  // The offset is where TextDecoder writes its first U+FFFD: the prefix before it decodes cleanly.
  try {
    strictNative.decode(bytes.subarray(0, error.offset))
  } catch {
    return false
  }
  try {
    strictNative.decode(bytes.subarray(error.offset))
    return false
  } catch {
    return true
  }
}

describe.each([
  ['utf8', utf8],
  ['utf8Js', utf8Js],
])('%s.decode agrees with the runtime TextDecoder (fast-check)', (_, codec) => {
  it('random, mutated and long inputs, strict and replacing', () => {
    fc.assert(
      fc.property(inputs, (bytes) => agreesWithTextDecoder(codec, bytes)),
      { numRuns: codec === utf8 ? 50_000 : 30_000 },
    )
  })
})

describe('decodeCodePoints agrees with the reference decoder (fast-check)', () => {
  it('replacement mode', () => {
    const ref = refOf(utf8)
    fc.assert(
      fc.property(inputs, (bytes) => {
        const ours = utf8.decodeCodePoints(bytes, { fatal: false, ignoreBOM: true }).join()
        return ours === refReplace([...bytes], ref).join()
      }),
      { numRuns: 30_000 },
    )
  })
})
