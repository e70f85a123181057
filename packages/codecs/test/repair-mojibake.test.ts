import { readdirSync, readFileSync } from 'node:fs'
import { cesu8, mutf8, utf8 } from '@utf8x/utf8-classic'
import { describe, expect, it } from 'vitest'
import { repairMojibake } from '../src/index.ts'

// Mojibake built from the project's corpora (samples in fixtures/, provenance in fixtures/README.md) by
// making each mistake with the decoders people make it with: the Encoding Standard's windows-1252
// (`TextDecoder`, which browsers also use for the labels latin1 and iso-8859-1), and ISO-8859-1 as Node's
// `latin1`, Java and Python read it (byte n is U+00nn).

interface Sample {
  readonly file: string
  readonly text: string
}
const samples: readonly Sample[] = JSON.parse(
  readFileSync(new URL('./fixtures/corpus-samples.json', import.meta.url), 'utf8'),
).samples
const words: readonly string[] = JSON.parse(
  readFileSync(new URL('./fixtures/latin1-words.json', import.meta.url), 'utf8'),
).words

const WINDOWS_1252 = 'utf-8 read as windows-1252'
const LATIN_1 = 'utf-8 read as iso-8859-1'
const LOST = 'bytes were lost (U+FFFD): cannot be undone'

/**
 * Windows-1252's bytes 80–9F, as the Encoding Standard's index-windows-1252 maps them (its five undefined
 * bytes to the C1 controls). The test's own copy: Node 20's `TextDecoder('windows-1252')` decodes as
 * ISO-8859-1 (U+0080 for 0x80), so it is checked against the runtime's decoder only where that is right.
 */
const C1_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'
function readAsWindows1252(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes)
    text += byte >= 0x80 && byte < 0xa0 ? C1_1252[byte - 0x80] : String.fromCharCode(byte)
  return text
}
function readAsLatin1(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return text
}
const utf8Bytes = (text: string): Uint8Array => utf8.encode(text)
/** A supplementary character: written differently in CESU-8 and MUTF-8 than in UTF-8. */
const hasSupplementary = (text: string): boolean => /[\uD800-\uDBFF]/.test(text)

/**
 * The step for bytes read as ISO-8859-1: named so when the reading holds a C1 control where Windows-1252
 * has a character (the proof that it was not Windows-1252); otherwise both read the bytes alike, and the
 * step names windows-1252 (a sample whose only characters outside ASCII are `é`, C3 A9, for one).
 */
const latin1Step = (mojibake: string): string =>
  [...mojibake].some((c) => c >= '\u0080' && c < '\u00a0' && !C1_1252.includes(c)) ? LATIN_1 : WINDOWS_1252

/** The sample's UTF-8 with the second byte of its first multi-byte sequence lost, read as UTF-8 with U+FFFD. */
function withLostByte(text: string): string {
  const bytes = utf8Bytes(text)
  const lead = bytes.findIndex((byte) => byte >= 0xc0)
  const cut = new Uint8Array([...bytes.subarray(0, lead + 1), ...bytes.subarray(lead + 2)])
  return utf8.decode(cut, { fatal: false })
}

/** The mistakes, each applied to a sample: the mojibake and the steps `repairMojibake` must name. */
const MISTAKES: readonly {
  readonly name: string
  readonly make: (text: string) => { mojibake: string; original: string; steps: readonly string[] }
}[] = [
  {
    name: 'utf-8 read as windows-1252',
    make: (text) => ({ mojibake: readAsWindows1252(utf8Bytes(text)), original: text, steps: [WINDOWS_1252] }),
  },
  {
    name: 'utf-8 read as iso-8859-1',
    make: (text) => {
      const mojibake = readAsLatin1(utf8Bytes(text))
      return { mojibake, original: text, steps: [latin1Step(mojibake)] }
    },
  },
  {
    name: 'utf-8 read as windows-1252 twice',
    make: (text) => ({
      mojibake: readAsWindows1252(utf8Bytes(readAsWindows1252(utf8Bytes(text)))),
      original: text,
      steps: [WINDOWS_1252, WINDOWS_1252],
    }),
  },
  {
    name: 'utf-8 read as windows-1252 three times',
    make: (text) => ({
      mojibake: readAsWindows1252(
        utf8Bytes(readAsWindows1252(utf8Bytes(readAsWindows1252(utf8Bytes(text))))),
      ),
      original: text,
      steps: [WINDOWS_1252, WINDOWS_1252, WINDOWS_1252],
    }),
  },
  {
    name: 'utf-8 read as iso-8859-1, then as windows-1252',
    make: (text) => {
      const once = readAsLatin1(utf8Bytes(text))
      return {
        mojibake: readAsWindows1252(utf8Bytes(once)),
        original: text,
        steps: [latin1Step(once), WINDOWS_1252],
      }
    },
  },
  {
    name: 'cesu-8 read as windows-1252',
    make: (text) => ({
      mojibake: readAsWindows1252(cesu8.encode(text)),
      original: text,
      // Without a supplementary character, CESU-8 is UTF-8 byte for byte.
      steps: [hasSupplementary(text) ? 'cesu-8 read as windows-1252' : WINDOWS_1252],
    }),
  },
  {
    name: 'mutf-8 (with a U+0000) read as iso-8859-1',
    make: (text) => ({
      mojibake: readAsLatin1(mutf8.encode(`\0${text}`)),
      original: `\0${text}`,
      steps: ['mutf-8 read as iso-8859-1'],
    }),
  },
  {
    name: 'mutf-8 (with a U+0000) read as windows-1252 twice',
    make: (text) => ({
      mojibake: readAsWindows1252(utf8Bytes(readAsWindows1252(mutf8.encode(`${text}\0`)))),
      original: `${text}\0`,
      steps: ['mutf-8 read as windows-1252', WINDOWS_1252],
    }),
  },
  {
    name: 'bytes lost (U+FFFD)',
    make: (text) => ({ mojibake: withLostByte(text), original: withLostByte(text), steps: [LOST] }),
  },
  {
    name: 'bytes lost (U+FFFD), then utf-8 read as windows-1252',
    make: (text) => ({
      mojibake: readAsWindows1252(utf8Bytes(withLostByte(text))),
      original: withLostByte(text),
      steps: [LOST, WINDOWS_1252],
    }),
  },
]

describe('repairMojibake on mojibake built from the corpora', () => {
  const runtime = new TextDecoder('windows-1252')
  const everyByte = Uint8Array.from({ length: 256 }, (_, byte) => byte)
  it.skipIf(runtime.decode(new Uint8Array([0x80])) !== '€')(
    "the test's windows-1252 is the runtime's TextDecoder('windows-1252'), byte for byte",
    () => {
      expect(readAsWindows1252(everyByte)).toBe(runtime.decode(everyByte))
    },
  )

  it('has a sample of every corpus file with text outside ASCII', () => {
    expect(samples.map((sample) => sample.file)).toEqual([
      'lipsum/Arabic-Lipsum.utf8.txt',
      'lipsum/Chinese-Lipsum.utf8.txt',
      'lipsum/Emoji-Lipsum.utf8.txt',
      'lipsum/Hebrew-Lipsum.utf8.txt',
      'lipsum/Hindi-Lipsum.utf8.txt',
      'lipsum/Japanese-Lipsum.utf8.txt',
      'lipsum/Korean-Lipsum.utf8.txt',
      'lipsum/Russian-Lipsum.utf8.txt',
      'short/fourbytes.utf8.txt',
      'wikipedia_mars/arabic.utf8.txt',
      'wikipedia_mars/chinese.utf8.txt',
      'wikipedia_mars/czech.utf8.txt',
      'wikipedia_mars/english.utf8.txt',
      'wikipedia_mars/french.utf8.txt',
      'wikipedia_mars/greek.utf8.txt',
      'wikipedia_mars/hebrew.utf8.txt',
      'wikipedia_mars/hindi.utf8.txt',
      'wikipedia_mars/japanese.utf8.txt',
      'wikipedia_mars/korean.utf8.txt',
      'wikipedia_mars/russian.utf8.txt',
      'wikipedia_mars/thai.utf8.txt',
      'wikipedia_mars/turkish.utf8.txt',
      'wikipedia_mars/vietnamese.utf8.txt',
    ])
  })

  it('names iso-8859-1 for the Latin-1 reading of every sample but the French one', () => {
    const named = samples.map(({ file, text }) => [file, latin1Step(readAsLatin1(utf8Bytes(text)))])
    expect(named.filter(([, step]) => step !== LATIN_1)).toEqual([
      ['wikipedia_mars/french.utf8.txt', WINDOWS_1252],
    ])
  })

  for (const mistake of MISTAKES) {
    it.each(samples)(`${mistake.name}: $file`, ({ text }) => {
      const { mojibake, original, steps } = mistake.make(text)
      // The mistake changed the text (a loss alone leaves what was decoded).
      if (steps.join() !== LOST) expect(mojibake).not.toBe(original)
      expect(repairMojibake(mojibake)).toEqual({ text: original, steps })
    })
  }

  it('CESU-8 or MUTF-8 decoded by TextDecoder: three U+FFFD per surrogate, reported as lost', () => {
    const emoji = samples.filter((sample) => hasSupplementary(sample.text))
    expect(emoji.map((sample) => sample.file)).toEqual([
      'lipsum/Emoji-Lipsum.utf8.txt',
      'short/fourbytes.utf8.txt',
    ])
    for (const { text } of emoji) {
      for (const bytes of [cesu8.encode(text), mutf8.encode(text)]) {
        const shown = new TextDecoder().decode(bytes)
        expect(shown.slice(0, 6)).toBe('\uFFFD'.repeat(6))
        expect(repairMojibake(shown)).toEqual({ text: shown, steps: [LOST] })
      }
    }
  })

  it('CESU-8 decoded by a decoder that passes surrogates through is the right text', () => {
    // Each 3-byte surrogate read on its own gives one half; a string joins the halves.
    expect(String.fromCharCode(0xd83d, 0xde00)).toBe('😀')
    expect(repairMojibake('😀')).toBe(null)
  })
})

describe('repairMojibake leaves real text alone', () => {
  it.each(samples)('the sample of $file', ({ text }) => {
    expect(repairMojibake(text)).toBe(null)
  })

  it('every corpus file, whole (apps/bench/corpora)', () => {
    const root = new URL('../../../apps/bench/corpora/', import.meta.url)
    const files = ['lipsum', 'short', 'wikipedia_mars'].flatMap((dir) =>
      readdirSync(new URL(dir, root)).map((file) => `${dir}/${file}`),
    )
    expect(files.length).toBe(24)
    const repaired = files.filter(
      (file) => repairMojibake(new TextDecoder().decode(readFileSync(new URL(file, root)))) !== null,
    )
    expect(repaired).toEqual([])
  })

  it.each(words)('%s', (word) => {
    expect(repairMojibake(word)).toBe(null)
  })

  it('every word together, in one text', () => {
    expect(repairMojibake(words.join(' '))).toBe(null)
  })

  it('ASCII, the empty string, and characters no single-byte reading gives', () => {
    expect(repairMojibake('')).toBe(null)
    expect(repairMojibake('plain ASCII\n')).toBe(null)
    expect(repairMojibake('Ã© and 中')).toBe(null)
    expect(repairMojibake('Ã©\uD800')).toBe(null)
  })

  it('misreadings that would give a lone surrogate, or mix Windows-1252 and ISO-8859-1', () => {
    // ED A0 80 is '\uD800' in MUTF-8: no text holds it.
    expect(repairMojibake('í\u00a0€')).toBe(null)
    // ’ is E2 80 99: '€' is only Windows-1252's 0x80, U+0099 only ISO-8859-1's 0x99.
    expect(repairMojibake('â€\u0099')).toBe(null)
    expect(repairMojibake('â\u0080\u0099')).toEqual({ text: '’', steps: [LATIN_1] })
    expect(repairMojibake('â€™')).toEqual({ text: '’', steps: [WINDOWS_1252] })
  })
})

describe('repairMojibake, character by character', () => {
  it('every two-byte character read as windows-1252 (the 27 C1 mappings and the 5 undefined bytes)', () => {
    for (let codePoint = 0x80; codePoint < 0x800; codePoint++) {
      const mojibake = readAsWindows1252(utf8Bytes(String.fromCharCode(codePoint)))
      expect([codePoint, repairMojibake(mojibake)]).toEqual([
        codePoint,
        { text: String.fromCharCode(codePoint), steps: [WINDOWS_1252] },
      ])
    }
  })

  it('every two-byte character read as iso-8859-1: named so when a C1 control Windows-1252 maps is in it', () => {
    const undefinedIn1252 = [0x81, 0x8d, 0x8f, 0x90, 0x9d]
    for (let codePoint = 0x80; codePoint < 0x800; codePoint++) {
      const bytes = utf8Bytes(String.fromCharCode(codePoint))
      const second = bytes[1] as number
      const onlyLatin1 = second < 0xa0 && !undefinedIn1252.includes(second)
      expect([codePoint, repairMojibake(readAsLatin1(bytes))]).toEqual([
        codePoint,
        { text: String.fromCharCode(codePoint), steps: [onlyLatin1 ? LATIN_1 : WINDOWS_1252] },
      ])
    }
  })

  it('a byte order mark is kept', () => {
    expect(repairMojibake('ï»¿Ã©')).toEqual({ text: '\uFEFFé', steps: [WINDOWS_1252] })
  })

  it('steps are frozen, and a new array each time', () => {
    const first = repairMojibake('Ã©')
    expect(Object.isFrozen(first?.steps)).toBe(true)
    expect(repairMojibake('Ã©')?.steps).not.toBe(first?.steps)
  })

  it('a long mostly-ASCII text with one misread character is repaired in a few passes', () => {
    const text = `${'a'.repeat(1 << 20)}Ã©`
    expect(repairMojibake(text)).toEqual({ text: `${'a'.repeat(1 << 20)}é`, steps: [WINDOWS_1252] })
  })

  it('a TypeError naming the argument for a non-string', () => {
    for (const [value, received] of [
      [42, 'a number'],
      [null, 'null'],
      [undefined, 'undefined'],
      [new Uint8Array(2), 'an instance of Uint8Array'],
    ] as const) {
      expect(() => repairMojibake(value as unknown as string)).toThrow(
        new TypeError(`The "text" argument must be a string, received ${received}`),
      )
    }
  })
})
