import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstLoneSurrogate } from '../src/code-points.ts'
import { nativeEncodeUtf8 } from '../src/fast/native.ts'
import { runtime } from '../src/fast/runtime.ts'
import { copyBytes, findReplacement, wasmMemoryView, wasmScratch } from '../src/fast/wasm-scan.ts'

const encoder = new TextEncoder()

/** The reference: TextEncoder's bytes, or null for a lone surrogate when only well-formed text is taken. */
function expected(text: string, wellFormedOnly: boolean): number[] | null {
  return wellFormedOnly && firstLoneSurrogate(text) >= 0 ? null : Array.from(encoder.encode(text))
}

function actual(text: string, wellFormedOnly: boolean, bmpOnly?: { nul: boolean }): number[] | null {
  const bytes = nativeEncodeUtf8(text, wellFormedOnly, bmpOnly)
  if (bytes === null) return null
  // A new array of exactly the output, not a view of a scratch buffer.
  expect(bytes.byteOffset).toBe(0)
  expect(bytes.buffer.byteLength).toBe(bytes.length)
  return Array.from(bytes)
}

/** The first EF BF BD wholly inside `bytes[0:length)`, by the obvious loop. */
function referenceFind(bytes: Uint8Array, length: number): number {
  for (let i = 0; i + 2 < length; i++) {
    if (bytes[i] === 0xef && bytes[i + 1] === 0xbf && bytes[i + 2] === 0xbd) return i
  }
  return -1
}

describe('wasm scan (EF BF BD search in WebAssembly memory)', () => {
  const buffer = wasmScratch(256)
  it('is available on Node, Bun and Deno', () => {
    expect(buffer).not.toBeNull()
  })

  it('finds EF BF BD at every offset of inputs of 0 to 64 bytes, across the 16-byte blocks', () => {
    const view = wasmScratch(80) as Uint8Array
    for (let length = 0; length <= 64; length++) {
      view.fill(0x41, 0, 80)
      expect(findReplacement(length)).toBe(-1)
      for (let at = 0; at < length; at++) {
        view.fill(0x41, 0, 80)
        view.set([0xef, 0xbf, 0xbd], at)
        // Wholly inside the range or not at all: a sequence cut by the end does not count, whatever follows.
        expect(findReplacement(length)).toBe(at + 3 <= length ? at : -1)
      }
    }
  })

  it('does not take EF alone, EF BF, EF BD or BF BD for U+FFFD', () => {
    const view = wasmScratch(64) as Uint8Array
    for (const near of [
      [0xef],
      [0xef, 0xbf],
      [0xef, 0xbd, 0xbd],
      [0xef, 0xbf, 0xbc],
      [0xbf, 0xbd],
      [0xee, 0xbf, 0xbd],
    ]) {
      view.fill(0x20, 0, 64)
      for (let at = 0; at < 40; at += 7) view.set(near, at)
      expect(findReplacement(48)).toBe(-1)
    }
  })

  it('agrees with the obvious loop on random bytes rich in EF, BF and BD (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(0xef, 0xbf, 0xbd, 0x41, 0xe4, 0x80), { maxLength: 200 }),
        (list) => {
          const view = wasmScratch(list.length) as Uint8Array
          view.set(list)
          expect(findReplacement(list.length)).toBe(referenceFind(view, list.length))
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('grows its memory for a larger request and refuses one above 4 MiB', () => {
    const big = wasmScratch(3 << 20) as Uint8Array
    expect(big.length).toBeGreaterThanOrEqual((3 << 20) + 2)
    big[(3 << 20) - 3] = 0xef
    big[(3 << 20) - 2] = 0xbf
    big[(3 << 20) - 1] = 0xbd
    big.fill(0, 0, (3 << 20) - 3)
    expect(findReplacement(3 << 20)).toBe((3 << 20) - 3)
    expect(wasmScratch((1 << 22) + 1)).toBeNull()
  })
})

describe('wasmMemoryView and copyBytes', () => {
  it('keeps a view that is long enough, and gives a new one after the memory grows', () => {
    const memory = new WebAssembly.Memory({ initial: 1 })
    const first = wasmMemoryView(memory, new Uint8Array(0), 1000)
    expect(first.buffer).toBe(memory.buffer)
    expect(wasmMemoryView(memory, first, 65536)).toBe(first)
    const grown = wasmMemoryView(memory, first, 65537)
    expect(grown === first).toBe(false)
    expect(grown.length).toBe(2 * 65536)
    expect(first.length).toBe(0)
    expect(wasmMemoryView(memory, grown, 100)).toBe(grown)
  })

  it(`copies every range of a buffer into a new exact array, short and long (${runtime})`, () => {
    const source = new Uint8Array(300)
    for (let i = 0; i < source.length; i++) source[i] = (i * 7 + 3) & 0xff
    for (const start of [0, 1, 17, 200]) {
      for (const length of [0, 1, 2, 63, 64, 95, 96, 97, 100]) {
        const copy = copyBytes(source, start, start + length)
        expect(copy.byteOffset).toBe(0)
        expect(copy.buffer.byteLength).toBe(length)
        expect(Array.from(copy)).toEqual(Array.from(source.subarray(start, start + length)))
        // A copy, not a view.
        if (length > 0) {
          const before = source[start] as number
          source[start] = before ^ 0xff
          expect(copy[0]).toBe(before)
          source[start] = before
        }
      }
    }
  })
})

describe('nativeEncodeUtf8', () => {
  it(`gives TextEncoder's bytes for well-formed text, as a new exact array (${runtime})`, () => {
    for (const text of [
      '',
      'a',
      'héllo',
      '€uro',
      '😀',
      'a😀b',
      '\uFFFD',
      'x\uFFFDy',
      'ｆｕｌｌ，',
      'a'.repeat(100),
    ]) {
      expect(actual(text, true)).toEqual(expected(text, true))
      expect(actual(text, false)).toEqual(expected(text, false))
    }
  })

  it('refuses text with a lone surrogate when asked for well-formed text only, else writes U+FFFD', () => {
    for (const text of ['\uD800', '\uDC00', 'a\uD800', '\uDFFFb', 'ab\uD83D', '\uDE00\uD83D', '😀\uDC00']) {
      expect(nativeEncodeUtf8(text, true)).toBeNull()
      expect(actual(text, false)).toEqual(expected(text, false))
    }
  })

  it('tells a real U+FFFD from a lone surrogate among many full-width forms (EF bytes) and at the end', () => {
    const fullWidth = 'ｆ，'.repeat(5000)
    expect(actual(`${fullWidth}\uFFFD`, true)).toEqual(expected(`${fullWidth}\uFFFD`, true))
    expect(nativeEncodeUtf8(`${fullWidth}\uD800`, true)).toBeNull()
    expect(nativeEncodeUtf8(`${'a'.repeat(100_000)}\uFFFD${'b'.repeat(10)}\uDC00`, true)).toBeNull()
  })

  it('handles text too long for the scratch buffers (over 4 MiB of output)', () => {
    const text = `${'é'.repeat(1_500_000)}😀`
    const bytes = nativeEncodeUtf8(text, true) as Uint8Array
    const reference = encoder.encode(text)
    expect(bytes.length).toBe(reference.length)
    let differ = -1
    for (let i = 0; i < reference.length && differ < 0; i++) if (bytes[i] !== reference[i]) differ = i
    expect(differ).toBe(-1)
    expect(nativeEncodeUtf8(`${text}\uD800`, true)).toBeNull()
  })

  it('agrees with TextEncoder and isWellFormed on random strings with lone surrogates (fast-check)', () => {
    const mostlyAscii = fc.string({
      unit: fc.oneof(
        fc.constantFrom('a', ' ', 'e'),
        fc.constantFrom('é', '€', '\uFFFD', 'ｆ', '\uD800', '\uDC00', '😀'),
      ),
      maxLength: 300,
    })
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), mostlyAscii),
        fc.boolean(),
        (text, strict) => {
          expect(actual(text, strict)).toEqual(expected(text, strict))
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('with bmpOnly, refuses text with a supplementary character, or with nul a U+0000 (CESU-8, MUTF-8)', () => {
    const cases: Array<[string, boolean, boolean]> = [
      ['abc', false, true],
      ['a\0b', false, true],
      ['a\0b', true, false],
      ['\0', true, false],
      ['é\0', true, false],
      ['é\0', false, true],
      ['a😀', false, false],
      [`${'x'.repeat(100)}😀`, false, false],
      [`${'中'.repeat(100)}\0`, true, false],
      ['中文€', true, true],
    ]
    for (const [text, nul, accepted] of cases) {
      expect(actual(text, true, { nul }) !== null).toBe(accepted)
      if (accepted) expect(actual(text, true, { nul })).toEqual(expected(text, true))
    }
  })

  it('with bmpOnly, agrees with the obvious rule on random strings (fast-check)', () => {
    const unit = fc.constantFrom('a', ' ', '\0', 'é', '中', '\uFFFD', '😀', '\uD800', '\uDC00')
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 200 }), fc.boolean(), (text, nul) => {
        const refused = /[\uD800-\uDFFF]/.test(text) || (nul && text.includes('\0'))
        expect(actual(text, true, { nul })).toEqual(refused ? null : expected(text, true))
      }),
      { numRuns: 3000 },
    )
  })
})
