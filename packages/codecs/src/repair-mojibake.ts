/**
 * `repairMojibake`: text that UTF-8 (or CESU-8, or Java's Modified UTF-8) bytes became when read in the
 * wrong encoding, turned back into the text they held.
 *
 * @module
 */

import { assertString } from '@utf8x/core/internal'
import { cesu8, mutf8, utf8 } from '@utf8x/utf8-classic'
import { WINDOWS_1252_C1 } from './_windows-1252.ts'

/** What {@link repairMojibake} found: the likely original text, and the mistakes that made the input. */
export interface MojibakeRepair {
  /** The text before the mistakes (with U+FFFD where bytes were lost). */
  readonly text: string
  /**
   * The mistakes, first made first: `'utf-8 read as windows-1252'`, `'utf-8 read as iso-8859-1'`,
   * `'cesu-8 read as windows-1252'`, `'mutf-8 read as iso-8859-1'`…, and
   * `'bytes were lost (U+FFFD): cannot be undone'`.
   */
  readonly steps: readonly string[]
}

/** The step that says U+FFFD stands where bytes were lost. */
const LOST = 'bytes were lost (U+FFFD): cannot be undone'
const REPLACEMENT = 0xfffd
/** The replacement character's UTF-8 (RFC 3629 §3), written through a reading as it is. */
const REPLACEMENT_BYTES = [0xef, 0xbf, 0xbd] as const
const KEEP_BOM = { ignoreBOM: true } as const

/** One mistake undone: the text before it, the scheme its bytes were in and how they were read. */
interface Undone {
  readonly text: string
  readonly scheme: string
  readonly reading: string
}

/**
 * The bytes a Windows-1252 or ISO-8859-1 decoder read to give `text`, and which; `null` when neither
 * gives it, or nothing above U+007F but U+FFFD was misread. U+FFFD (a loss before the reading) is
 * written as its own UTF-8.
 */
function unread(text: string): { bytes: Uint8Array; reading: string } | null {
  let replacements = 0
  for (let at = text.indexOf('\uFFFD'); at >= 0; at = text.indexOf('\uFFFD', at + 1)) replacements++
  const bytes = new Uint8Array(text.length + 2 * replacements)
  let onlyWindows1252 = false
  let onlyLatin1 = false
  let misread = false
  let k = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) {
      bytes[k++] = c
      continue
    }
    if (c === REPLACEMENT) {
      bytes.set(REPLACEMENT_BYTES, k)
      k += 3
      continue
    }
    misread = true
    if (c <= 0xff) {
      // A C1 control where Windows-1252 has a character comes from ISO-8859-1 only.
      if (c < 0xa0 && WINDOWS_1252_C1[c - 0x80] !== c) onlyLatin1 = true
      bytes[k++] = c
      continue
    }
    const byte = WINDOWS_1252_C1.indexOf(c)
    if (byte < 0) return null
    onlyWindows1252 = true
    bytes[k++] = 0x80 + byte
  }
  if (!misread || (onlyWindows1252 && onlyLatin1)) return null
  // Neither kind of character: both decoders give the text, and the Encoding Standard's decoder for
  // both labels is windows-1252's.
  return { bytes, reading: onlyLatin1 ? 'iso-8859-1' : 'windows-1252' }
}

const NOT_ASCII = /[^\x00-\x7f]/

/** A lone surrogate: text no decoder of real text gives, so a reading that makes one is refused. */
const LONE_SURROGATE = /\p{Cs}/u

/**
 * The last mistake made on `text` undone: read back into bytes ({@link unread}), decoded as well-formed
 * UTF-8, else CESU-8, else MUTF-8; `null` when no such reading gives `text`.
 */
function undoOne(text: string): Undone | null {
  const found = unread(text)
  if (found === null) return null
  const { bytes, reading } = found
  const codec = [utf8, cesu8, mutf8].find((each) => each.isWellFormed(bytes))
  if (codec === undefined) return null
  const before = codec.decode(bytes, KEEP_BOM)
  if (LONE_SURROGATE.test(before)) return null
  return { text: before, scheme: codec.name, reading }
}

/**
 * The text that `text` was before it went wrong, and how it went wrong; `null` when it looks fine.
 *
 * The mistakes it undoes, as often as they were made (double and triple mojibake):
 *
 * - UTF-8 bytes read as Windows-1252 (`Ã©` for `é`, `â€™` for `’`): step `'utf-8 read as windows-1252'`;
 * - UTF-8 bytes read as ISO-8859-1 (C1 controls where Windows-1252 gives `€`, `’`…): step
 *   `'utf-8 read as iso-8859-1'`; text either decoder gives says `windows-1252`, as browsers decode both;
 * - CESU-8 or Java's Modified UTF-8 bytes read so (`😀` as `í ½í¸€`, U+0000 as `À€`): steps
 *   `'cesu-8 read as windows-1252'`, `'mutf-8 read as iso-8859-1'`…
 *
 * A step is undone only when the whole text reads back into well-formed bytes of one of those schemes,
 * with a sequence of two bytes or more: real Latin-1 text almost never does (`SÃO`). Text mixing misread
 * and correct characters outside ASCII is left alone (`utf8x fix` repairs line by line).
 *
 * U+FFFD says bytes were lost, which nothing can undo: the first step is then `'bytes were lost (U+FFFD):
 * cannot be undone'`, and `text` keeps each U+FFFD with the misreadings around it undone (CESU-8 decoded by
 * `TextDecoder` looks so). Linear memory; at most log2(n) + 2 passes for n characters above U+007F.
 *
 * @param text - the text that looks wrong
 * @returns `{ text, steps }` (`steps` frozen, first mistake first), or `null` when nothing was undone
 *   and no U+FFFD is in the text
 * @throws {TypeError} when `text` is not a string
 * @example
 * ```ts
 * const repaired = repairMojibake('CafÃ© â€œdÃ©jÃ\u00a0 vuâ€\u009d')
 * console.assert(repaired?.text === 'Café “déjà vu”')
 * console.assert(repaired.steps.join() === 'utf-8 read as windows-1252')
 * const twice = repairMojibake('naÃƒÂ¯ve')
 * console.assert(twice?.text === 'naïve' && twice.steps.length === 2)
 * console.assert(repairMojibake('SÃO PAULO, Ísland, Â') === null)
 * console.assert(repairMojibake('í\u00a0½í¸€')?.steps[0] === 'cesu-8 read as windows-1252')
 * console.assert(repairMojibake('caf\uFFFD')?.steps[0] === 'bytes were lost (U+FFFD): cannot be undone')
 * ```
 */
export function repairMojibake(text: string): MojibakeRepair | null {
  assertString(text, 'text')
  if (!NOT_ASCII.test(text)) return null
  const mistakes: string[] = []
  let current = text
  for (let undone = undoOne(current); undone !== null; undone = undoOne(current)) {
    mistakes.push(`${undone.scheme} read as ${undone.reading}`)
    current = undone.text
  }
  mistakes.reverse()
  if (current.includes('\uFFFD')) mistakes.unshift(LOST)
  if (mistakes.length === 0) return null
  return { text: current, steps: Object.freeze(mistakes) }
}
