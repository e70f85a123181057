/**
 * The keys the store tests put in each store, the same on every run (fast-check with a fixed seed): random
 * strings rich in surrogates (paired and lone) and U+E000–U+FFFF, a character of every plane, the largest
 * code point (whose UTF-8 ends `F4 8F BF BF`), the empty string; the prefixes to scan for, the empty one
 * included; and byte keys dense around `FF`, for prefixes ending in `FF`.
 */
import fc from 'fast-check'
import { compareBytes, encodeKey } from '../src/index.ts'
import { richString } from '../test/_arbitraries.ts'

const SEED = 38

/** Whether `text` has no lone surrogate. */
export function isWellFormed(text: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)
}

/** The first and last code point of every plane (0–16), and U+E000–U+FFFF beside the surrogate pairs. */
const PLANES: string[] = Array.from({ length: 17 }, (_, plane) => [
  String.fromCodePoint(plane * 0x10000),
  String.fromCodePoint(plane * 0x10000 + 0xfffd),
  String.fromCodePoint(plane * 0x10000 + 0xffff),
]).flat()
const EDGES = ['\ud7ff', '\ue000', '\uff61', '\uffff', '\u{10000}', '\u{1f600}', '\u{10ffff}']

/** Strings a store keeps as keys: unique, in no particular order; `wellFormed` leaves out lone surrogates. */
export function stringKeys(wellFormed: boolean): string[] {
  const random = fc.sample(richString(6), { seed: SEED, numRuns: 400 })
  // Each random string also with an edge after it, so keys share prefixes that end in every kind of code.
  const extended = random.slice(0, 100).flatMap((text, i) => [text + EDGES[i % EDGES.length], `${text}a`])
  const all = [
    '',
    'a',
    ...PLANES,
    ...EDGES,
    ...EDGES.map((e) => `a${e}`),
    'a\u{10ffff}\u{10ffff}',
    ...random,
    ...extended,
  ]
  return [...new Set(all)].filter((text) => !wellFormed || isWellFormed(text))
}

/** The prefixes to scan: the empty one, every edge, `a` + the largest code point, and prefixes of the keys. */
export function stringPrefixes(keys: readonly string[], wellFormed: boolean): string[] {
  const cut = keys.slice(0, 60).map((key, i) => key.slice(0, (i % 3) + 1))
  const all = ['', 'a', 'a\u{10ffff}', ...EDGES, ...cut]
  return [...new Set(all)].filter((text) => !wellFormed || isWellFormed(text))
}

/** Byte keys of up to 4 bytes from a small alphabet around the places where a byte carries (7F/80, FE/FF). */
const ALPHABET = [0x00, 0x01, 0x61, 0x7f, 0x80, 0xf4, 0xfe, 0xff]

/** Byte keys: every key of up to 3 bytes of the alphabet, and random 4-byte ones. */
export function byteKeys(): Uint8Array[] {
  const keys: Uint8Array[] = [new Uint8Array(0)]
  for (const a of ALPHABET) {
    keys.push(Uint8Array.of(a))
    for (const b of ALPHABET) {
      keys.push(Uint8Array.of(a, b))
      for (const c of ALPHABET) keys.push(Uint8Array.of(a, b, c))
    }
  }
  const byte = fc.constantFrom(...ALPHABET)
  for (const [a, b, c, d] of fc.sample(fc.tuple(byte, byte, byte, byte), { seed: SEED, numRuns: 200 }))
    keys.push(Uint8Array.of(a, b, c, d))
  const unique = new Map(keys.map((key) => [key.join(), key]))
  return [...unique.values()]
}

/** The byte prefixes to scan: every prefix of up to 2 bytes of the alphabet (`FF`, `FF FF`, `61 FF` …). */
export function bytePrefixes(): Uint8Array[] {
  const prefixes: Uint8Array[] = [new Uint8Array(0)]
  for (const a of ALPHABET) {
    prefixes.push(Uint8Array.of(a))
    for (const b of ALPHABET) prefixes.push(Uint8Array.of(a, b))
  }
  return prefixes
}

/** Whether `key` starts with `prefix`, byte by byte. */
export function startsWith(key: Uint8Array, prefix: Uint8Array): boolean {
  return key.length >= prefix.length && prefix.every((byte, i) => key[i] === byte)
}

/** The keys that start with `prefix`, in byte order: what a prefix scan must return. */
export function expectedScan(keys: readonly Uint8Array[], prefix: Uint8Array): Uint8Array[] {
  return keys.filter((key) => startsWith(key, prefix)).sort(compareBytes)
}

/** The store keys of strings. */
export const keysOf = (texts: readonly string[]): Uint8Array[] => texts.map((text) => encodeKey(text))

/** Bytes as hex, for readable failures. */
export const hex = (bytes: Uint8Array): string =>
  [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
