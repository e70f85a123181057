import { describe, expect, it } from 'vitest'
import { DecoderStream, EncoderStream, utf8 } from '../src/index.ts'
import { allCodecs, fromHex, outcome } from './helpers.ts'
import table from './vectors/errors.json' with { type: 'json' }
import kuhn from './vectors/kuhn-utf8-test.json' with { type: 'json' }
import wpt from './vectors/wpt-encoding-utf8.json' with { type: 'json' }

const SMALL = 64
const extra = [
  'efbbbf41',
  'efbbbf',
  'eda080edb080',
  'eda0bdedb88041',
  'eda080eda080edb080',
  'c080c080',
  'f09f9880eda080',
  'eda080',
  'fdbfbfbfbfbf',
  '41c3a9e282acf09f9880',
]
const vectors = [...kuhn.cases, ...wpt.cases, ...table.cases]
  .map((c) => c.bytes)
  .concat(extra)
  .filter((hex) => hex.length / 2 <= SMALL)

function streamed(codec: (typeof allCodecs)[number], fatal: boolean, parts: Uint8Array[]): unknown {
  const decoder = codec.createDecoder({ fatal })
  return outcome(() => {
    let text = ''
    for (const part of parts) text += decoder.decode(part, { stream: true })
    return text + decoder.decode()
  })
}

describe.each(allCodecs.map((c) => [c.name, c] as const))(
  '%s: every small vector split at every offset',
  (_, codec) => {
    it.each([true, false])('fatal: %s', (fatal) => {
      const mismatches: string[] = []
      for (const hex of vectors) {
        const bytes = fromHex(hex)
        const whole = outcome(() => codec.decode(bytes, { fatal }))
        for (let cut = 0; cut <= bytes.length; cut++) {
          const got = streamed(codec, fatal, [bytes.subarray(0, cut), bytes.subarray(cut)])
          if (JSON.stringify(got) !== JSON.stringify(whole)) mismatches.push(`${hex} at ${cut}`)
        }
        const single = streamed(
          codec,
          fatal,
          [...bytes].map((b) => Uint8Array.of(b)),
        )
        if (JSON.stringify(single) !== JSON.stringify(whole)) mismatches.push(`${hex} byte by byte`)
      }
      expect(mismatches).toEqual([])
    })
  },
)

describe('streams and classes', () => {
  it('a decoder is reset after an error and after the end', () => {
    const decoder = utf8.createDecoder()
    expect(() => decoder.decode(Uint8Array.of(0x41, 0xe2, 0x82))).toThrow(
      /truncated 3-byte sequence at byte 1/,
    )
    expect(decoder.decode(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41))).toBe('A')
    expect(decoder.decode(Uint8Array.of(0x41), { stream: true })).toBe('A')
    expect(() => decoder.decode(Uint8Array.of(0xc0, 0x80))).toThrow(/overlong 2-byte sequence at byte 1/)
  })

  it('DecoderStream and EncoderStream carry text across chunks', async () => {
    const bytes = utf8.encode('h€llo 😀')
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const b of bytes) controller.enqueue(Uint8Array.of(b))
        controller.close()
      },
    })
    const reader = source.pipeThrough(new DecoderStream()).getReader()
    let text = ''
    for (let r = await reader.read(); !r.done; r = await reader.read()) text += r.value
    expect(text).toBe('h€llo 😀')
    const strings = new ReadableStream<string>({
      start(controller) {
        controller.enqueue('a\uD83D')
        controller.enqueue('\uDE00b')
        controller.close()
      },
    })
    const encoded = new Uint8Array(await new Response(strings.pipeThrough(new EncoderStream())).arrayBuffer())
    expect([...encoded]).toEqual([0x61, 0xf0, 0x9f, 0x98, 0x80, 0x62])
  })
})
