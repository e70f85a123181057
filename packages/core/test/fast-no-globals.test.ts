// Every codec imports and gives the same answers with TextEncoder, TextDecoder and WebAssembly deleted
// before import: the speed paths (core's src/fast/ and each package's) are the only users of them, and
// each declines where they are missing. (A broader environment test belongs to tools; this one guards
// the fence from core's side.)
import { expect, it } from 'vitest'

const g = globalThis as Record<string, unknown>
const saved = { TextEncoder: g.TextEncoder, TextDecoder: g.TextDecoder, WebAssembly: g.WebAssembly }

it('codecs import and answer without TextEncoder, TextDecoder, WebAssembly', async () => {
  const long = 'héllo wörld € 😀 Привет '.repeat(200)
  const ref = new (saved.TextEncoder as typeof TextEncoder)().encode(long)
  delete g.TextEncoder
  delete g.TextDecoder
  delete g.WebAssembly
  try {
    const classic = await import('@utf8x/utf8-classic')
    const eight = await import('@utf8x/utf8-eight-byte')
    const inf = await import('@utf8x/utf8-infinity')
    const corr = await import('@utf8x/corrected-utf8')
    for (const codec of [
      classic.utf8,
      classic.wtf8,
      classic.utf8Rfc2279,
      eight.eightByte,
      eight.sevenByte,
      inf.utfInfinity8,
    ]) {
      expect([...codec.encode(long)]).toEqual([...ref])
      expect(codec.decode(ref)).toBe(long)
      const out = new Uint8Array(ref.length)
      expect(codec.encodeInto(long, out)).toEqual({ read: long.length, written: ref.length })
      expect(codec.encode('a\uD800b', { fatal: false }).length).toBe(5)
    }
    for (const codec of [classic.cesu8, classic.mutf8, eight.sixtyFiveBit, corr.correctedUtf8]) {
      expect(codec.decode(codec.encode(long))).toBe(long)
      const out = new Uint8Array(long.length * 4)
      const { written } = codec.encodeInto(long, out)
      expect(codec.decode(out.subarray(0, written))).toBe(long)
    }
  } finally {
    Object.assign(g, saved)
  }
})
