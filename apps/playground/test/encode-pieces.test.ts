// The Encode view encodes long text piece by piece, keeping each piece's units for the next keystroke:
// the pieces joined must be exactly the library's encoding of the whole text, for every scheme, and a
// refusal must be the library's own (kind, index, message).
import { codecs, getCodec, labels } from '@utf8x/codecs'
import { EncodeError } from '@utf8x/core'
import { describe, expect, test } from 'vitest'
import { chunksOf, encodeText } from '../src/_encode.ts'
import type { AnyCodec } from '../src/_schemes.ts'

const schemes: AnyCodec[] = [
  ...(codecs as unknown as AnyCodec[]),
  ...Object.keys(labels)
    .filter((l) => /^utf-8-hunk-\d$/.test(l))
    .map((l) => getCodec(l) as unknown as AnyCodec),
]

/** Text with surrogate pairs just before, across and after the places the cutter may cut. */
function longText(): string {
  let text = ''
  for (let i = 0; text.length < 40_000; i++) {
    text += 'ab€ '.repeat(i % 700) + (i % 3 === 0 ? '😀'.repeat(i % 5) : 'é\n')
  }
  return `${'x'.repeat(2047)}😀${'y'.repeat(8191)}😀${text}`
}

function outcome(run: () => Uint8Array | Uint16Array) {
  try {
    return { units: [...run()] }
  } catch (error) {
    if (!(error instanceof EncodeError)) throw error
    return { kind: error.kind, index: error.index, message: error.message }
  }
}

describe('encodeText', () => {
  test('the pieces tile the text, and no surrogate pair is cut', () => {
    const text = longText()
    const chunks = chunksOf(text)
    expect(chunks.join('')).toBe(text)
    expect(chunks.length).toBeGreaterThan(5)
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(4 * 2048)
      expect((chunk.charCodeAt(chunk.length - 1) & 0xfc00) === 0xd800).toBe(false)
    }
  })

  test('every scheme: the same units as codec.encode, also after an edit and with a lone surrogate', () => {
    const text = longText()
    const edited = `${text.slice(0, 20_000)}Ω${text.slice(20_000)}ü`
    const lone = `${text.slice(0, 30_000)}\uD800${text.slice(30_000)}`
    for (const codec of schemes) {
      for (const input of [text, edited, text, lone]) {
        expect(
          outcome(() => encodeText(codec, input)),
          codec.name,
        ).toEqual(outcome(() => codec.encode(input)))
      }
    }
  })
})
