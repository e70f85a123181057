import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { ALIASES, aliasesText, NAMES, run, target } from '../build-aliases.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

interface Spec {
  pkg: string
  codec: string
}

/** What API.md says each scheme package exports for its main codec ("The codec object"). */
const API = 'encode decode encodeCodePoints decodeCodePoints validate isWellFormed byteLength'
const CLASSES = ['Encoder', 'Decoder', 'EncoderStream', 'DecoderStream']

describe('build-aliases', () => {
  const specs: Spec[] = ALIASES

  it('names what API.md asks of every scheme package, and the classes last', () => {
    const names: string[] = NAMES
    expect(names).toEqual(expect.arrayContaining(API.split(' ')))
    expect(names.slice(-4)).toEqual(CLASSES)
  })

  it('covers the four scheme packages with a main codec', () => {
    expect(specs.map((s) => `${s.pkg}:${s.codec}`)).toEqual([
      'utf8-classic:utf8',
      'utf8-eight-byte:eightByte',
      'utf8-infinity:utfInfinity8',
      'corrected-utf8:correctedUtf8',
    ])
  })

  it('every _aliases.ts is what the template makes today (what --check verifies)', () => {
    for (const spec of specs) {
      const path: string = target(spec)
      expect([path, readFileSync(path, 'utf8')]).toEqual([path, aliasesText(spec)])
    }
    expect(run(true)).toEqual([])
  })

  it.each(['utf8-classic', 'utf8-eight-byte', 'utf8-infinity', 'corrected-utf8'])(
    '%s: its index exports each alias, and each is its main codec’s method or a class for it',
    async (pkg) => {
      const spec = specs.find((s) => s.pkg === pkg) as Spec
      const api = await import(pathToFileURL(join(root, 'packages', pkg, 'src', 'index.ts')).href)
      const codec = api[spec.codec]
      for (const name of NAMES as string[]) expect([name, typeof api[name]]).toEqual([name, 'function'])
      // Aliases read off the codec are its own methods; utf8-classic's encode and decode are built apart.
      for (const name of (NAMES as string[]).slice(0, -4)) {
        if (pkg === 'utf8-classic' && (name === 'encode' || name === 'decode')) continue
        expect([name, api[name] === codec[name]]).toEqual([name, true])
      }
      expect(new api.Decoder().encoding).toBe(codec.name)
      expect(new api.EncoderStream().encoding).toBe(codec.name)
      const text = 'héllo €😀'
      expect(api.decode(api.encode(text))).toBe(text)
      expect(api.encode(text)).toEqual(codec.encode(text))
    },
  )
})
