// encodeInto near a full destination, in every codec, against the answer built from `encode` one whole
// character at a time: as many characters as fit, never part of one, and exactly their bytes. Node 26's
// TextEncoder.encodeInto stops early there ('é' + 'a' × 40 into 2 bytes gives { read: 0, written: 0 },
// not { 1, 2 }), and the codecs that hand encodeInto to the runtime passed that on: a loop writing until
// `read === text.length` never ended (issue 34, item 11). Every destination size from 0 to the whole
// encoding and past it, for texts with a 2-, 3- or 4-byte character (or a lone surrogate) at every
// position of a run of ASCII, and texts mixing them.
import type { Codec } from '@utf8x/core'
import { describe, expect, it } from 'vitest'
import { allCodecs } from './_all-codecs.ts'

/** The texts: one other character at every position of 40 ASCII letters, then mixed ones. */
const TEXTS: string[] = [
  ...['é', '€', '😀', '\uD800'].flatMap((c) =>
    Array.from({ length: 41 }, (_, p) => `${'a'.repeat(p)}${c}${'a'.repeat(40 - p)}`),
  ),
  `xé${'a'.repeat(31)}`,
  '€😀ab'.repeat(12),
  `${'😀'.repeat(20)}é`,
  `é${'€'.repeat(30)}a${'😀\uDC00'.repeat(5)}`,
]

/** Where each character of `text` starts and ends (a pair is one character). */
function characterEnds(text: string): number[] {
  const ends = [0]
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i)
    const pair = c >= 0xd800 && c < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    i += pair ? 2 : 1
    ends.push(i)
  }
  return ends
}

/** What `encodeInto(text, new Uint8Array(size), { fatal })` must give, from `encode` of each whole prefix. */
function expected(codec: Codec<number | bigint>, text: string, size: number, fatal: boolean) {
  let best = { read: 0, written: 0, bytes: [] as number[] }
  for (const end of characterEnds(text)) {
    let bytes: Uint8Array
    try {
      bytes = codec.encode(text.slice(0, end), { fatal })
    } catch {
      break
    }
    if (bytes.length > size) break
    best = { read: end, written: bytes.length, bytes: [...bytes] }
  }
  return best
}

describe.each(allCodecs.map((codec) => [codec.name, codec] as const))(
  '%s: encodeInto near a full destination writes as many whole characters as fit',
  (_name, codec) => {
    it.each([true, false])('fatal: %s', (fatal) => {
      const failures: string[] = []
      for (const text of TEXTS) {
        const whole = (() => {
          try {
            return codec.encode(text, { fatal }).length
          } catch {
            return 3 * 4 * text.length
          }
        })()
        for (let size = 0; size <= whole + 2; size++) {
          const want = expected(codec, text, size, fatal)
          const destination = new Uint8Array(size)
          let got: { read: number; written: number; bytes: number[] }
          try {
            const done = codec.encodeInto(text, destination, { fatal })
            got = { ...done, bytes: [...destination.subarray(0, done.written)] }
          } catch (error) {
            // Strict: an EncodeError once everything before the character it cannot encode is written.
            const index = (error as { index?: number }).index ?? -1
            if (!fatal && index >= 0) throw error
            got = { read: index, written: -1, bytes: [] }
            if (index === want.read) continue
          }
          if (
            got.read !== want.read ||
            got.written !== want.written ||
            got.bytes.join() !== want.bytes.join()
          )
            failures.push(
              `${JSON.stringify(text.length > 12 ? `${text.slice(0, 12)}…` : text)} (${text.length}) into ${size}: ` +
                `{ ${got.read}, ${got.written} }, expected { ${want.read}, ${want.written} }`,
            )
        }
      }
      expect(failures.slice(0, 10)).toEqual([])
    })
  },
)
