// A deliberately plain UTF-8 codec built with defineCodec, for testing core's generic machinery
// (streams, classes, argument checks, transcode). Not optimised; not the product's utf8.
import { DecodeError, defineCodec, EncodeError } from '@utf8x/core'
import { newStep, readSequence, unitsToString, utf8Scheme } from '@utf8x/core/internal'
import type { CodecParts } from '../src/engine/codec.ts'
import { sequenceSteps } from '../src/engine/iterate.ts'
import type { SequenceReading } from '../src/explain.ts'
// A kernel behind core's fast/ door (tests may import its modules).
import { decodeUtf8Prefix } from '../src/fast/utf8-kernel.ts'

/**
 * Structure bits in the classic UTF-8 layout: the lead `announced + 1` (one for `0ddddddd`; at most
 * `unitBits`), each following unit two (`10`).
 *
 * @param announced - units the lead announces (1 for a single-unit sequence)
 * @param length - units of the sequence present
 */
export function leadStructure(announced: number, length: number, unitBits = 8): number[] {
  const out = [announced <= 1 ? 1 : Math.min(announced + 1, unitBits)]
  for (let k = 1; k < length; k++) out.push(2)
  return out
}

function errorAt(bytes: Uint8Array, i: number): DecodeError {
  const b = bytes[i] as number
  if ((b & 0xc0) === 0x80) return new DecodeError('toy-8', 'unexpected-continuation', i)
  if (b >= 0xf8 || (b >= 0x80 && b < 0xc0)) return new DecodeError('toy-8', 'invalid-lead', i)
  const n = b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4
  for (let k = 1; k < n; k++) {
    if (i + k >= bytes.length || ((bytes[i + k] as number) & 0xc0) !== 0x80)
      return new DecodeError('toy-8', 'truncated', i, { length: n })
  }
  let cp = b & (0x7f >> n)
  for (let k = 1; k < n; k++) cp = (cp << 6) | ((bytes[i + k] as number) & 0x3f)
  if (cp < [0, 0, 0x80, 0x800, 0x10000][n]!) return new DecodeError('toy-8', 'overlong', i, { length: n })
  if (cp >= 0xd800 && cp <= 0xdfff) return new DecodeError('toy-8', 'surrogate', i, { codePoint: cp })
  return new DecodeError('toy-8', 'out-of-range', i, { codePoint: cp })
}

function decodeToUnits(bytes: Uint8Array, fatal: boolean): [Uint16Array, number] {
  const out = new Uint16Array(bytes.length)
  let i = 0
  let w = 0
  const progress = { read: 0, written: 0 }
  while (i < bytes.length) {
    progress.read = i
    progress.written = w
    i = decodeUtf8Prefix(bytes, bytes.length, out, progress)
    w = progress.written
    if (i >= bytes.length) break
    if (fatal) throw errorAt(bytes, i)
    out[w++] = 0xfffd
    const step = newStep()
    readSequence(utf8Scheme, bytes, i, bytes.length, step)
    i += step.subpart
  }
  return [out, w]
}

function heldTail(bytes: Uint8Array): number {
  // A lead byte near the end whose announced length is not there yet (strict mode needs the whole
  // sequence to tell truncated from overlong or surrogate, so hold more than the maximal subpart).
  for (let k = 1; k <= Math.min(3, bytes.length); k++) {
    const i = bytes.length - k
    const b = bytes[i] as number
    if ((b & 0xc0) === 0x80) continue
    const need = b >= 0xc0 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf8 ? 4 : 1
    return need > k ? i : bytes.length
  }
  return bytes.length
}

/** Length a byte announces: 1 (ASCII), 2–4 (a lead), 0 (a continuation or an invalid lead). */
function announced(b: number): number {
  return b < 0x80 ? 1 : b < 0xc0 ? 0 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : b < 0xf8 ? 4 : 0
}

/** The toy's sequence reader for `explain`: lead and continuations, the error from `errorAt`. */
function readToySequence(bytes: Uint8Array, at: number): SequenceReading<number>[] {
  const b = bytes[at] as number
  const n = announced(b)
  if (n === 0) {
    return [{ length: 1, structure: [b < 0xc0 ? 2 : 8], complete: false, error: errorAt(bytes, at) }]
  }
  let k = 1
  while (k < n && at + k < bytes.length && ((bytes[at + k] as number) & 0xc0) === 0x80) k++
  const structure = leadStructure(n, k)
  let error: DecodeError | null = null
  try {
    decodeToUnits(bytes.subarray(at, at + k), true)
  } catch {
    error = errorAt(bytes, at)
  }
  return [{ length: k, structure, complete: k === n, error }]
}

export const toyParts: CodecParts<number> = {
  name: 'toy-8',
  maxCodePoint: 0x10ffff,
  maxSequenceLength: 4,
  orderPreserving: true,
  encode(text, fatal) {
    const out = new TextEncoder().encode(text)
    if (fatal) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i)
        if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++
        else if (c >= 0xd800 && c <= 0xdfff) throw new EncodeError('toy-8', 'surrogate', i, c)
      }
    }
    return out
  },
  encodeInto(text, destination) {
    return new TextEncoder().encodeInto(text, destination as Uint8Array)
  },
  decode(bytes, fatal) {
    const [units, n] = decodeToUnits(bytes, fatal)
    return unitsToString(units, n, true)
  },
  encodeCodePoints(codePoints) {
    const list = [...codePoints] as number[]
    list.forEach((cp, i) => {
      if (!(Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff))
        throw new EncodeError('toy-8', 'out-of-range', i, cp)
      if (cp >= 0xd800 && cp <= 0xdfff) throw new EncodeError('toy-8', 'surrogate', i, cp)
    })
    return new TextEncoder().encode(String.fromCodePoint(...list))
  },
  decodeCodePoints(bytes, fatal) {
    return [...this.decode(bytes as Uint8Array, fatal, {})].map((c) => c.codePointAt(0) as number)
  },
  validate(bytes) {
    try {
      decodeToUnits(bytes as Uint8Array, true)
      return null
    } catch (error) {
      return error as DecodeError
    }
  },
  byteLength(text) {
    return new TextEncoder().encode(text).length
  },
  encodedLength(cp) {
    const v = cp as number
    return v < 0x80 ? 1 : v < 0x800 ? 2 : v < 0x10000 ? 3 : 4
  },
  decodeRun(units, fatal) {
    return toyParts.decode(units as Uint8Array, fatal, {})
  },
  heldTail,
  explainer: { unitBits: 8, bigint: false, read: readToySequence },
  // Truncation and iteration: the engine's, on the RFC 3629 table this toy decodes by.
  steps: sequenceSteps(utf8Scheme),
}

export const toy = defineCodec(utf8Scheme, { hooks: toyParts })

/** Latin-1's bytes of `text`, or an `EncodeError` for the first character above U+00FF. */
function latin1Bytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) {
    const c = text.codePointAt(i) as number
    if (c > 0xff) throw new EncodeError('toy-latin1', 'out-of-range', i, c)
    out[i] = c
  }
  return out
}

/**
 * A second toy scheme: Latin-1 as a "codec", to test transcode errors (every method Latin-1's, so that
 * the route through strings and the one through code points agree, as they do for a real codec).
 */
export const latin1 = defineCodec<number>(utf8Scheme, {
  hooks: {
    ...toyParts,
    // (Its truncation and iteration stay the toy's UTF-8 ones: the transcode tests never call them.)
    name: 'toy-latin1',
    maxCodePoint: 0xff,
    maxSequenceLength: 1,
    encode: (text) => latin1Bytes(text),
    encodeInto(text, destination) {
      const n = Math.min(text.length, destination.length)
      destination.set(latin1Bytes(text.slice(0, n)))
      return { read: n, written: n }
    },
    decode: (bytes) => String.fromCharCode(...bytes),
    decodeRun: (bytes) => String.fromCharCode(...bytes),
    heldTail: (bytes) => bytes.length,
    encodeCodePoints(codePoints) {
      const list = [...codePoints] as number[]
      list.forEach((cp, i) => {
        if (cp > 0xff) throw new EncodeError('toy-latin1', 'out-of-range', i, cp)
      })
      return Uint8Array.from(list)
    },
    decodeCodePoints(bytes) {
      return [...bytes]
    },
    validate: () => null,
    byteLength: (text) => text.length,
    encodedLength() {
      return 1
    },
  },
})
