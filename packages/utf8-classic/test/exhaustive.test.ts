import { describe, expect, it } from 'vitest'
import { CLASS_BYTES, codecs, outcome, refOf } from './helpers.ts'
import { refReplace, refStrict, refString } from './reference.ts'

type Codec = (typeof codecs)[keyof typeof codecs]
const KEEP_BOM = { ignoreBOM: true } as object
const REPLACE_KEEP_BOM = { fatal: false, ignoreBOM: true } as object

/** Every answer the codec gives for `bytes`, as one comparable string. */
function ours(codec: Codec, input: Uint8Array): string {
  const error = codec.validate(input)
  const strict =
    error === null
      ? `${codec.decodeCodePoints(input, KEEP_BOM).join()}/${JSON.stringify(outcome(() => codec.decode(input, KEEP_BOM)))}`
      : `${error.kind}@${error.offset}`
  return `${strict}|${codec.decodeCodePoints(input, REPLACE_KEEP_BOM).join()}|${codec.decode(input, REPLACE_KEEP_BOM)}`
}

/** The same answers from the reference decoder. */
function reference(codec: Codec, bytes: number[]): string {
  const ref = refOf(codec)
  const strict = refStrict(bytes, ref)
  const text = strict.ok ? `${strict.codePoints.join()}/${JSON.stringify(refString(bytes, ref, true))}` : ''
  return `${strict.ok ? text : `${strict.kind}@${strict.offset}`}|${refReplace(bytes, ref).join()}|${refString(bytes, ref, false)}`
}

function sweep(codec: Codec, sequences: Iterable<number[]>): string[] {
  const mismatches: string[] = []
  for (const bytes of sequences) {
    const a = ours(codec, Uint8Array.from(bytes))
    const b = reference(codec, bytes)
    if (a !== b && mismatches.length < 10)
      mismatches.push(`${bytes.map((x) => x.toString(16)).join(' ')}: ${a} != ${b}`)
  }
  return mismatches
}

function* shortSequences(): Generator<number[]> {
  for (let a = 0; a < 256; a++) {
    yield [a]
    for (let b = 0; b < 256; b++) yield [a, b]
  }
}

describe.each(Object.entries(codecs))('%s against the reference decoder', (_, codec) => {
  it('every 1- and 2-byte sequence', () => {
    expect(sweep(codec, shortSequences())).toEqual([])
  })
})

function* threeByteSequences(): Generator<number[]> {
  for (const a of CLASS_BYTES) for (const b of CLASS_BYTES) for (const c of CLASS_BYTES) yield [a, b, c]
}

describe.each(Object.entries(codecs))('%s against the reference decoder', (_, codec) => {
  it('every 3-byte sequence over the byte classes', () => {
    expect(sweep(codec, threeByteSequences())).toEqual([])
  })
})
