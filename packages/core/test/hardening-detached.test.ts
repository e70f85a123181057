// Detached buffers decode as empty, as TextDecoder takes them, in every codec and every decoding path;
// also after the decoders have run often enough to be optimised (Node 20/22 once returned "\u0000" or
// threw an engine TypeError there).
import { DecoderStream } from '@utf8x/core'
import { hunkCodec } from '@utf8x/utf8-eight-byte'
import { describe, expect, it } from 'vitest'
import { allCodecs } from './_all-codecs.ts'

/** Detaches `buffer` as the runtime allows: `transfer()` (Node 22+, Bun, Deno) or a transferring clone. */
function detach(buffer: ArrayBuffer): void {
  const transfer = (buffer as { transfer?: () => ArrayBuffer }).transfer
  if (typeof transfer === 'function') transfer.call(buffer)
  else structuredClone(buffer, { transfer: [buffer] })
  expect(buffer.byteLength).toBe(0)
}

/** A buffer of `length` bytes of 'a', and views of it, then detached. */
function detachedInputs(length = 16): [string, BufferSource][] {
  const buffer = new ArrayBuffer(length)
  new Uint8Array(buffer).fill(0x61)
  const inputs: [string, BufferSource][] = [
    ['ArrayBuffer', buffer],
    ['Uint8Array', new Uint8Array(buffer)],
    ['Uint8Array at an offset', new Uint8Array(buffer, 3, 5)],
    ['Uint16Array', new Uint16Array(buffer)],
    ['DataView', new DataView(buffer, 2, 6)],
  ]
  detach(buffer)
  return inputs
}

async function pipe(chunks: BufferSource[], stream: DecoderStream): Promise<string> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  let text = ''
  for await (const part of source.pipeThrough(stream) as unknown as AsyncIterable<string>) text += part
  return text
}

describe('detached buffers are empty input', () => {
  for (const codec of allCodecs) {
    it(`${codec.name}: decode, decodeCodePoints, validate, isWellFormed`, () => {
      for (const [what, input] of detachedInputs()) {
        expect(codec.decode(input), what).toBe('')
        expect(codec.decode(input, { fatal: false }), what).toBe('')
        expect(codec.decodeCodePoints(input), what).toEqual([])
        expect(codec.validate(input), what).toBeNull()
        expect(codec.isWellFormed(input), what).toBe(true)
      }
    })
    it(`${codec.name}: an incremental decoder fed a detached chunk`, () => {
      for (const [what, input] of detachedInputs()) {
        const decoder = codec.createDecoder()
        expect(decoder.decode(new Uint8Array([0x41]), { stream: true }), what).toBe('A')
        expect(decoder.decode(input, { stream: true }), what).toBe('')
        expect(decoder.decode(input), what).toBe('')
      }
    })
    it(`${codec.name}: a DecoderStream fed detached chunks`, async () => {
      const chunks = detachedInputs().map(([, input]) => input)
      expect(await pipe([new Uint8Array([0x41]), ...chunks], new DecoderStream(codec))).toBe('A')
    })
  }
  it('hunk codecs: a Uint16Array of a detached buffer', () => {
    const codec = hunkCodec(8)
    const buffer = new ArrayBuffer(8)
    const hunks = new Uint16Array(buffer).fill(0x41)
    detach(buffer)
    expect(codec.decode(hunks)).toBe('')
    expect(codec.decodeCodePoints(hunks)).toEqual([])
    expect(codec.validate(hunks)).toBeNull()
    expect(codec.createDecoder().decode(hunks, { stream: true })).toBe('')
  })
})

describe('detached after the decoders are warm', () => {
  for (const codec of allCodecs) {
    it(`${codec.name}`, () => {
      // Many calls on views of one shape, so the engine optimises the path, then the buffer goes away.
      for (const length of [1, 7, 40, 300]) {
        const buffer = new ArrayBuffer(length + 4)
        const bytes = new Uint8Array(buffer).fill(0x62)
        const view = new Uint8Array(buffer, 2, length)
        const data = new DataView(buffer, 1, length)
        let total = 0
        for (let i = 0; i < 3000; i++) {
          total += codec.decode(view).length + codec.decode(bytes).length + codec.decode(data).length
        }
        expect(total).toBe(3000 * (3 * length + 4))
        detach(buffer)
        expect(codec.decode(view)).toBe('')
        expect(codec.decode(bytes)).toBe('')
        expect(codec.decode(data)).toBe('')
        expect(codec.decode(buffer)).toBe('')
        expect(codec.decodeCodePoints(view)).toEqual([])
      }
    })
  }
})
