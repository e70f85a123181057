/**
 * `byteLength` against the encoding itself: for any codec of strings, `byteLength(text)` must be the
 * length of `encode(text, { fatal: false })` (a lone surrogate as the codec writes it when replacing),
 * on short text of every kind and on text long enough to cross core's 64 KiB chunks of the runtime's
 * encoder (`nativeUtf8Length`) with a multi-byte character on each side of a chunk's end.
 */

import { expect } from 'vitest'

interface LengthCodec {
  readonly name: string
  byteLength(text: string): number
  encode(text: string, options?: { fatal?: boolean }): Uint8Array
}

/** Characters at the edges of every length class of every shipped scheme, and NUL and lone surrogates. */
const EDGES = [
  0x00, 0x41, 0x7f, 0x80, 0x9f, 0xa0, 0x3ff, 0x400, 0x7ff, 0x800, 0x89f, 0x8a0, 0x3fff, 0x4000, 0xd7ff,
  0xe000, 0xfffd, 0xffff, 0x10000, 0x1109f, 0x110a0, 0x7ffff, 0x80000, 0x10ffff,
].map((c) => String.fromCodePoint(c))
const PIECES = [...EDGES, '\uD800', '\uDFFF', 'abc', 'é', '€', '😀', 'ऄ', 'щ', '\uD83D']

/** A small deterministic generator (the same strings on every run). */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** Texts the property runs on: every piece alone, random mixes, and long ones across chunk ends. */
export function lengthTexts(): string[] {
  const next = random(0x5eed)
  const texts = ['', ...PIECES]
  for (let n = 0; n < 300; n++) {
    let text = ''
    const count = Math.floor(next() * 40)
    for (let i = 0; i < count; i++) text += PIECES[Math.floor(next() * PIECES.length)]
    texts.push(text)
  }
  // 64 KiB chunks: a character of every width straddling the end of the first and second chunks. Long
  // runs of one character also fill the byte counters of the WebAssembly counts (a flush every 4032 bytes).
  for (const piece of [
    'é',
    'щ',
    '€',
    '中',
    '😀',
    'ऄ',
    '\uD800',
    '\u0800',
    '\u{10000}',
    '\u{10ffff}',
    '\u0080',
    '\0',
  ]) {
    for (const shift of [0, 1, 2, 3])
      texts.push('a'.repeat(65536 - shift) + piece.repeat(30000) + 'z'.repeat(70000))
  }
  // The WebAssembly counts skip 64 bytes a step through text that counts nothing (ASCII, CJK, Cyrillic,
  // Thai, emoji, by scheme): each character whose length differs from UTF-8's in some scheme, at every
  // byte offset in such a step, after each kind of text.
  for (const filler of ['a', '中', 'щ', 'ก', '😀']) {
    for (const piece of [
      '\u0080',
      '\u009f',
      '\u0400',
      '\u07ff',
      '\u0800',
      '\u089f',
      '\u4000',
      '\uffff',
      '\u{10000}',
      '\u{1109f}',
      '\u{80000}',
      '\u{10ffff}',
    ]) {
      for (let shift = 0; shift < 64; shift++)
        texts.push(filler.repeat(150) + 'b'.repeat(shift) + piece + filler.repeat(100))
    }
  }
  let mixed = ''
  while (mixed.length < 300_000) mixed += PIECES[Math.floor(next() * PIECES.length)]
  texts.push(mixed)
  // Mostly ASCII and stored two bytes a unit (a character above U+00FF in it): Deno's lengths count the
  // runs of ASCII by a regular expression (core's `nativeUtf8Length`). Lone surrogates on either side of
  // a run must not pair up, U+0000 (2 bytes in MUTF-8) is not in a run, and every other piece counts.
  let sparse = 'x'.repeat(100) + '€'
  while (sparse.length < 200_000)
    sparse += 'abc'.repeat(Math.floor(next() * 60) + 1) + PIECES[Math.floor(next() * PIECES.length)]
  texts.push(sparse, `${'a'.repeat(100)}€${`${'b'.repeat(90)}\uD800${'c'.repeat(90)}\uDC00`.repeat(2000)}`)
  texts.push(`${'a'.repeat(100)}€${`${'b'.repeat(90)}\0`.repeat(2000)}`)
  return texts
}

/** Asserts `codec.byteLength(text) === codec.encode(text, { fatal: false }).length` on {@link lengthTexts}. */
export function expectByteLengthsOf(codecs: readonly LengthCodec[]): void {
  const texts = lengthTexts()
  for (const codec of codecs) {
    const wrong = texts
      .map((text, i) => ({
        i,
        length: text.length,
        got: codec.byteLength(text),
        want: codec.encode(text, { fatal: false }).length,
      }))
      .filter((r) => r.got !== r.want)
    expect([codec.name, wrong.slice(0, 3)]).toEqual([codec.name, []])
  }
}

/**
 * {@link expectByteLengthsOf} on the codecs `load` imports with `WebAssembly` deleted, so their
 * WebAssembly counts take the JS route. `load` must import the package only now (a dynamic import in the
 * test file's own module graph), so that its kernels find no WebAssembly.
 */
export async function expectByteLengthsWithoutWasm(
  load: () => Promise<readonly LengthCodec[]>,
): Promise<void> {
  const g = globalThis as { WebAssembly?: unknown }
  const saved = g.WebAssembly
  delete g.WebAssembly
  try {
    const codecs = await load()
    expect(typeof g.WebAssembly).toBe('undefined')
    expectByteLengthsOf(codecs)
  } finally {
    g.WebAssembly = saved
  }
}
