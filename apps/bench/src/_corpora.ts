/**
 * The text corpora: the lipsum and Mars files copied into `apps/bench/corpora` (see its README for
 * provenance and licences), and the size ladder built from them.
 *
 * @module
 */

import { createRandom } from './_rng.ts'

/** One text corpus. */
export interface TextCorpus {
  /** `lipsum/Latin`, `mars/english`, `short/fourbytes`, `size/64 KiB`. */
  readonly name: string
  /** `lipsum`, `mars`, `short` or `size`. */
  readonly group: string
  /** The text (a file's leading BOM is dropped, so every contender does the same job). */
  readonly text: string
}

/** The folders of `apps/bench/corpora` and the group each one's files belong to. */
export const CORPUS_FOLDERS: Readonly<Record<string, string>> = {
  lipsum: 'lipsum',
  wikipedia_mars: 'mars',
  short: 'short',
}

/** Whether a file of a corpus folder is a corpus (`*.utf8.txt`). */
export const isCorpusFile = (file: string): boolean => file.endsWith('.utf8.txt')

/** One corpus file as read from disk (Node, Bun, Deno) or fetched from the bench's server (Chromium). */
export interface CorpusFile {
  readonly folder: string
  readonly file: string
  readonly bytes: Uint8Array
}

/** The corpora of these files, sorted by folder and name, strictly decoded, a leading BOM dropped. */
export function corporaFromFiles(files: readonly CorpusFile[]): TextCorpus[] {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
  const corpora: TextCorpus[] = []
  const key = (f: CorpusFile) => `${f.folder}/${f.file}`
  const sorted = files
    .filter((f) => CORPUS_FOLDERS[f.folder] !== undefined && isCorpusFile(f.file))
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
  for (const { folder, file, bytes } of sorted) {
    let text = decoder.decode(bytes)
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    const base = file.replace(/\.utf8\.txt$/, '').replace(/-Lipsum$/, '')
    const group = CORPUS_FOLDERS[folder]!
    corpora.push({ name: `${group}/${base}`, group, text })
  }
  return corpora
}

/** The corpora a `--quick` run uses: a few scripts of each kind. */
export const QUICK_CORPORA = [
  'lipsum/Arabic',
  'lipsum/Chinese',
  'lipsum/Emoji',
  'lipsum/Latin',
  'mars/english',
  'mars/russian',
  'mars/thai',
  'short/fourbytes',
]

/**
 * A multilingual text in which any prefix is mixed: the lines of all corpora, shuffled with a fixed seed, as
 * many as fit in `maxUtf16Length` UTF-16 units.
 */
export function mixedText(corpora: readonly TextCorpus[], maxUtf16Length = 1 << 20, seed = 8): string {
  const lines = corpora.flatMap((corpus) => corpus.text.split('\n').filter((line) => line.trim().length > 0))
  const random = createRandom(seed)
  for (let i = lines.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    const t = lines[i]!
    lines[i] = lines[j]!
    lines[j] = t
  }
  let length = 0
  let count = 0
  while (count < lines.length && length + lines[count]!.length + 1 <= maxUtf16Length)
    length += lines[count++]!.length + 1
  return lines.slice(0, count).join('\n')
}

/** A text made of `repeats` copies of a base text and then a prefix of it (see {@link ladderText}). */
export interface LadderText {
  readonly text: string
  readonly repeats: number
  readonly prefix: string
}

/**
 * `base` repeated, then cut, so that its UTF-8 encoding is `size` bytes long or a few bytes less (it never
 * cuts a character). The parts are kept so that any scheme's bytes can be assembled from the encodings of
 * `base` and of the prefix.
 */
export function ladderText(base: string, size: number): LadderText {
  const whole = new TextEncoder().encode(base)
  const repeats = Math.floor(size / whole.length)
  let end = size - repeats * whole.length
  while (end > 0 && end < whole.length && (whole[end]! & 0xc0) === 0x80) end--
  const prefix = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(whole.subarray(0, end))
  return { text: base.repeat(repeats) + prefix, repeats, prefix }
}

/** Assembles `encodedBase` × `repeats` followed by `encodedPrefix`. */
export function repeatBytes(encodedBase: Uint8Array, repeats: number, encodedPrefix: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(encodedBase.length * repeats + encodedPrefix.length)
  for (let i = 0; i < repeats; i++) bytes.set(encodedBase, i * encodedBase.length)
  bytes.set(encodedPrefix, encodedBase.length * repeats)
  return bytes
}

/** Sizes of the size ladder. */
export const FULL_SIZES = [64, 1 << 10, 16 << 10, 256 << 10, 4 << 20, 64 << 20]
/** Sizes of the size ladder in a `--quick` run. */
export const QUICK_SIZES = [64, 4 << 10, 256 << 10]

/** The first `length` UTF-16 units of `text`, one less if that would split a surrogate pair. */
export function prefixOf(text: string, length: number): string {
  const code = text.charCodeAt(length - 1)
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length)
}
