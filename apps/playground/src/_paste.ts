/**
 * Reads bytes as developers paste them, in eight formats, and says which format it read. Detection tries
 * every format: the one format that reads the text wins; when several do, the more specific one wins
 * (a Node `<Buffer …>`, a `Uint8Array(n) [ … ]`, a JS array, xxd lines, then `0b` binary, then hex or
 * decimal, base64 last), and hex against decimal is refused as ambiguous unless both give the same bytes
 * (`10 11` is 16 17 in hex and 10 11 in decimal). When no format reads the text, the error comes from the
 * format the text looks like, and points at the offending character.
 *
 * @module
 */

import { Base64Error, decodeBase64 } from './_base64.ts'

/** The formats the bytes box reads. */
export type PasteFormat =
  | 'hex'
  | 'binary'
  | 'decimal'
  | 'js-array'
  | 'buffer'
  | 'typed-array'
  | 'xxd'
  | 'base64'

/** A format the box reads, with its name and an example for the “Read as” list. */
export interface FormatEntry<Id extends string> {
  readonly id: Id
  readonly name: string
  readonly example: string
}

/** Each format with a name and an example, in the order detection prefers them. */
export const PASTE_FORMATS: readonly FormatEntry<PasteFormat>[] = [
  { id: 'buffer', name: 'Node Buffer', example: '<Buffer 68 c3 a9>' },
  { id: 'typed-array', name: 'Uint8Array', example: 'Uint8Array(3) [ 104, 195, 169 ]' },
  { id: 'js-array', name: 'JS array', example: '[0x68, 0xc3, 0xa9]' },
  { id: 'xxd', name: 'xxd', example: '00000000: 68c3 a9  h..' },
  { id: 'binary', name: 'binary', example: '0b01101000 0b11000011 0b10101001' },
  { id: 'hex', name: 'hex', example: '68 C3 A9, 68c3a9, 0x68 0xC3, \\x68\\xc3, %68%C3' },
  { id: 'decimal', name: 'decimal', example: '104 195 169' },
  { id: 'base64', name: 'base64', example: 'aMOp' },
]

/** What is wrong with the text, and where: `index` (UTF-16) and `length` of the span to point at. */
export interface PasteProblem {
  readonly message: string
  readonly index: number
  readonly length: number
}

/** The result of reading the box. */
export type PasteReading =
  | {
      readonly ok: true
      /** The format it was read in. */
      readonly format: PasteFormat
      readonly bytes: Uint8Array
      /** Other formats that read the same text too (to offer as overrides). */
      readonly also: readonly PasteFormat[]
    }
  | {
      readonly ok: false
      /** The format whose error this is (the chosen one, or the one the text looks like). */
      readonly format: PasteFormat
      readonly problem: PasteProblem
      /** For ambiguous text: the formats that read it differently. */
      readonly candidates: readonly PasteFormat[]
    }

/** Thrown by the format readers; {@link readPaste} turns it into a {@link PasteProblem}. */
class PasteError extends SyntaxError {
  constructor(
    message: string,
    readonly index: number,
    readonly length = 1,
  ) {
    super(message)
  }
}

/** The character at `i` for a message (a whole surrogate pair, never half of one). */
function charAt(text: string, i: number): string {
  return String.fromCodePoint(text.codePointAt(i) ?? 0)
}

function unexpected(text: string, i: number, what: string): PasteError {
  if (i >= text.length) return new PasteError(`The text ends where ${what} belongs`, text.length, 0)
  const char = charAt(text, i)
  return new PasteError(`“${char}” where ${what} belongs`, i, char.length)
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c)
const isHexDigit = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c)
const hexSeparator = (c: string | undefined) => c !== undefined && /^[\s,;:-]$/.test(c)
const listSeparator = (c: string | undefined) => c !== undefined && /^[\s,;]$/.test(c)

function hexPrefixAt(text: string, i: number): string {
  const two = text.slice(i, i + 2).toLowerCase()
  if (two === '0x' || two === '\\x') return text.slice(i, i + 2)
  return text[i] === '%' ? '%' : ''
}

function pushHexPairs(out: number[], digits: string): void {
  for (let k = 0; k < digits.length; k += 2) out.push(Number.parseInt(digits.slice(k, k + 2), 16))
}

/** Hex: `C3 A9`, `c3a9`, `0xC3, 0xa9`, `0xc3a9`, `\xc3\xa9`, `%C3%A9`, separated by spaces , ; : or -. */
function readHex(text: string): number[] {
  const out: number[] = []
  let i = 0
  while (i < text.length) {
    if (hexSeparator(text[i])) {
      i++
      continue
    }
    const start = i
    const prefix = hexPrefixAt(text, i)
    i += prefix.length
    const from = i
    while (isHexDigit(text[i])) i++
    const digits = text.slice(from, i)
    if (i < text.length && !hexSeparator(text[i]) && hexPrefixAt(text, i) === '') {
      const char = charAt(text, i)
      throw new PasteError(`“${char}” is not a hex digit`, i, char.length)
    }
    if (digits.length === 0)
      throw new PasteError(`“${prefix}” with no hex digits after it`, start, prefix.length)
    if (prefix === '\\x' || prefix === '%') {
      if (digits.length !== 2) {
        throw new PasteError(`“${prefix}${digits}”: ${prefix} takes exactly two hex digits`, start, i - start)
      }
    } else if (digits.length % 2 === 1 && !(prefix !== '' && digits.length === 1)) {
      throw digits.length === 1
        ? new PasteError(`“${digits}” is a lone hex digit: a byte is two (0${digits})`, from, 1)
        : new PasteError(`“${prefix}${digits}” has an odd number of hex digits`, start, i - start)
    }
    pushHexPairs(out, digits.length === 1 ? `0${digits}` : digits)
  }
  return out
}

/**
 * The tokens of a list of numbers: runs of `digit` characters, each with an optional prefix
 * (`prefixLength` says how long one is at an index), between separators (whitespace , ;); any other
 * character is an error naming `what`.
 */
function listTokens(
  text: string,
  digit: (c: string | undefined) => boolean,
  what: string,
  prefixLength: (i: number) => number,
  take: (start: number, prefix: string, digits: string, end: number) => void,
): void {
  let i = 0
  while (i < text.length) {
    if (listSeparator(text[i])) {
      i++
      continue
    }
    const start = i
    i += prefixLength(i)
    const from = i
    while (digit(text[i])) i++
    if (i < text.length && !listSeparator(text[i])) {
      const char = charAt(text, i)
      throw new PasteError(`“${char}” is not a ${what}`, i, char.length)
    }
    take(start, text.slice(start, from), text.slice(from, i), i)
  }
}

/** Binary: `0b11000011 0b10101001` (1 to 8 digits after `0b`), or bare groups of 8 bits. */
function readBinary(text: string): number[] {
  const out: number[] = []
  const prefix = (i: number) => (text[i] === '0' && (text[i + 1] === 'b' || text[i + 1] === 'B') ? 2 : 0)
  listTokens(
    text,
    (c) => c === '0' || c === '1',
    'binary digit',
    prefix,
    (start, prefixed, digits, end) => {
      if (digits.length === 0) throw new PasteError('“0b” with no binary digits after it', start, 2)
      if (prefixed) {
        const value = Number.parseInt(digits, 2)
        if (value > 255)
          throw new PasteError(`“0b${digits}” is more than a byte holds (255)`, start, end - start)
        out.push(value)
        return
      }
      if (digits.length % 8 !== 0) {
        throw new PasteError(
          `“${digits}” has ${digits.length} bits: write bytes as groups of 8 bits, or with 0b`,
          start,
          end - start,
        )
      }
      for (let k = 0; k < digits.length; k += 8) out.push(Number.parseInt(digits.slice(k, k + 8), 2))
    },
  )
  return out
}

/** Decimal: `195 169`, `195,169`, each 0 to 255. */
function readDecimal(text: string): number[] {
  const out: number[] = []
  const digit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9'
  listTokens(
    text,
    digit,
    'decimal digit',
    () => 0,
    (start, _, digits, end) => {
      const value = Number(digits)
      if (value > 255) throw new PasteError(`${digits} is more than a byte holds (0–255)`, start, end - start)
      out.push(value)
    },
  )
  return out
}

const NUMBER = /0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+|[0-9]+/y
const ELLIPSIS = /(?:\.\.\.|…)\s*(\d+)\s+more\s+(?:items?|bytes?)/y

function skipSpaces(text: string, i: number): number {
  while (isSpace(text[i])) i++
  return i
}

/** A bracketed list of byte values from `[` at `i`: `[0x68, 195, 0b1]`; returns the bytes and where it ended. */
function readList(text: string, i: number): { bytes: number[]; end: number } {
  const open = i
  if (text[i] !== '[') throw unexpected(text, i, '“[”')
  i++
  const bytes: number[] = []
  for (;;) {
    i = skipSpaces(text, i)
    if (text[i] === ']') return { bytes, end: i + 1 }
    if (i >= text.length) throw new PasteError(`The “[” at ${open + 1} has no closing “]”`, open, 1)
    ELLIPSIS.lastIndex = i
    const more = ELLIPSIS.exec(text)
    if (more) {
      throw new PasteError(
        `The list leaves out ${more[1]} more bytes: print it whole (for example with Array.from(bytes))`,
        i,
        more[0].length,
      )
    }
    NUMBER.lastIndex = i
    const match = NUMBER.exec(text)
    if (match === null) throw unexpected(text, i, 'a number')
    const literal = match[0]
    const value = Number(literal) // 0x, 0b and 0o literals as JavaScript reads them; 010 is ten
    if (value > 255) throw new PasteError(`${literal} is more than a byte holds (0–255)`, i, literal.length)
    bytes.push(value)
    i = skipSpaces(text, i + literal.length)
    if (i >= text.length) throw new PasteError(`The “[” at ${open + 1} has no closing “]”`, open, 1)
    if (text[i] === ',') i++
    else if (text[i] !== ']') throw unexpected(text, i, '“,” or “]”')
  }
}

function nothingAfter(text: string, i: number, what: string): void {
  i = skipSpaces(text, i)
  if (i < text.length) {
    const char = charAt(text, i)
    throw new PasteError(`“${char}” after the ${what}`, i, char.length)
  }
}

/** A JS array: `[0x68, 0xc3, 0xa9]`, `[104, 195, 169]` (hex, binary, octal or decimal literals). */
function readJsArray(text: string): number[] {
  const { bytes, end } = readList(text, skipSpaces(text, 0))
  nothingAfter(text, end, 'closing “]”')
  return bytes
}

const TYPED_ARRAY = /\s*(Uint8Array|Uint8ClampedArray|Buffer)\s*(?:\((\d+)\))?\s*(?:\[Uint8Array\]\s*)?/y

/** How Node and browsers print a `Uint8Array`: `Uint8Array(3) [ 104, 195, 169 ]`. */
function readTypedArray(text: string): number[] {
  TYPED_ARRAY.lastIndex = 0
  const head = TYPED_ARRAY.exec(text)
  if (head === null) throw unexpected(text, skipSpaces(text, 0), '“Uint8Array(n) [”')
  const { bytes, end } = readList(text, head[0].length)
  nothingAfter(text, end, 'closing “]”')
  const declared = head[2]
  if (declared !== undefined && Number(declared) !== bytes.length) {
    const at = text.indexOf(`(${declared})`) + 1
    throw new PasteError(
      `${head[1]}(${declared}) announces ${declared} bytes but the list has ${bytes.length}`,
      at,
      declared.length,
    )
  }
  return bytes
}

/** How Node prints a Buffer: `<Buffer 68 c3 a9>`. */
function readBuffer(text: string): number[] {
  let i = skipSpaces(text, 0)
  if (!text.startsWith('<Buffer', i)) throw unexpected(text, i, '“<Buffer”')
  i += '<Buffer'.length
  const bytes: number[] = []
  for (;;) {
    i = skipSpaces(text, i)
    if (text[i] === '>') break
    ELLIPSIS.lastIndex = i
    const more = ELLIPSIS.exec(text)
    if (more) {
      throw new PasteError(
        `Node left out ${more[1]} more bytes: print the whole Buffer with buf.toString('hex')`,
        i,
        more[0].length,
      )
    }
    if (i >= text.length) throw new PasteError('The Buffer has no closing “>”', text.length, 0)
    if (!(isHexDigit(text[i]) && isHexDigit(text[i + 1]) && (isSpace(text[i + 2]) || text[i + 2] === '>'))) {
      // Point at the first character that breaks the two-digit pattern.
      const at = !isHexDigit(text[i]) ? i : !isHexDigit(text[i + 1]) ? i + 1 : i + 2
      throw unexpected(text, at, at === i + 2 ? 'a space or “>”' : 'a hex digit')
    }
    bytes.push(Number.parseInt(text.slice(i, i + 2), 16))
    i += 2
  }
  nothingAfter(text, i + 1, 'closing “>”')
  return bytes
}

const XXD_LINE = /([0-9a-fA-F]+): ?/y

/** `xxd` output: `00000000: 68c3 a90a  h...` (any grouping, `-g1` too); the text column is ignored. */
function readXxd(text: string): number[] {
  const out: number[] = []
  let lineStart = 0
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd < 0) lineEnd = text.length
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '')
    if (line.trim() !== '') {
      XXD_LINE.lastIndex = 0
      const head = XXD_LINE.exec(line)
      if (head === null) {
        throw new PasteError(
          'Not an xxd line: xxd lines start with an offset such as “00000000:”',
          lineStart,
          line.length,
        )
      }
      const offset = Number.parseInt(head[1]!, 16)
      if (offset !== out.length) {
        throw new PasteError(
          `Offset ${head[1]} is not where the bytes before it end (${out.length.toString(16).padStart(8, '0')})`,
          lineStart,
          head[1]!.length,
        )
      }
      const from = head[0].length
      const column = line.indexOf('  ', from)
      const hexEnd = column < 0 ? line.length : column
      let i = from
      while (i < hexEnd) {
        if (line[i] === ' ') {
          i++
          continue
        }
        const start = i
        while (isHexDigit(line[i])) i++
        if (i < hexEnd && line[i] !== ' ') throw unexpected(text, lineStart + i, 'a hex digit')
        if ((i - start) % 2 === 1) {
          throw new PasteError(
            `“${line.slice(start, i)}” has an odd number of hex digits`,
            lineStart + start,
            i - start,
          )
        }
        pushHexPairs(out, line.slice(start, i))
      }
    }
    lineStart = lineEnd + 1
  }
  return out
}

function readBase64(text: string): number[] {
  try {
    return [...decodeBase64(text)]
  } catch (error) {
    if (error instanceof Base64Error) {
      throw new PasteError(
        error.message,
        error.index,
        error.index < text.length ? charAt(text, error.index).length : 0,
      )
    }
    throw error
  }
}

const READERS: Record<PasteFormat, (text: string) => number[]> = {
  hex: readHex,
  binary: readBinary,
  decimal: readDecimal,
  'js-array': readJsArray,
  buffer: readBuffer,
  'typed-array': readTypedArray,
  xxd: readXxd,
  base64: readBase64,
}

type Attempt = { format: PasteFormat; bytes: number[] } | { format: PasteFormat; error: PasteError }

function attempt(format: PasteFormat, text: string): Attempt {
  try {
    return { format, bytes: READERS[format](text) }
  } catch (error) {
    if (error instanceof PasteError) return { format, error }
    throw error
  }
}

/**
 * The formats worth trying on some text (`read`, in order of preference), judged by how it starts and
 * which characters it holds, and the formats whose errors explain it when none reads it (`blame`: the
 * one that read furthest, the first of them on a tie). A marked format is tried only where its marker
 * is; base64 only where some character is neither a hex digit nor a separator and no line has spaces
 * inside it and it does not start with `0x` (so `C3 A`, `C3 G9` and `0xZZ` are refused as hex, not read as
 * base64). Text of digits only that no format reads is blamed on decimal (`256`).
 */
function candidates(text: string): { read: readonly PasteFormat[]; blame: readonly PasteFormat[] } {
  const t = text.trimStart()
  const only = (format: PasteFormat) => ({ read: [format], blame: [format] })
  if (t.startsWith('<Buffer')) return only('buffer')
  if (/^(?:Uint8Array|Uint8ClampedArray|Buffer)\s*[([]/.test(t)) return only('typed-array')
  if (t.startsWith('[')) return only('js-array')
  if (/^[0-9a-fA-F]{4,}:[ \t]/.test(t)) return only('xxd')
  if (/(?:^|[\s,;])0[bB][01]/.test(t)) return only('binary')
  if (/^[0-9\s,;]*$/.test(t))
    // Digits only: when neither reads it, it is decimal that went wrong (`256`), not hex (“odd digits”).
    return { read: ['binary', 'hex', 'decimal'], blame: ['decimal', 'hex', 'binary'] }
  if (/^[0-9a-fA-F\s,;:-]*$/.test(t))
    return { read: ['binary', 'hex', 'decimal'], blame: ['hex', 'decimal', 'binary'] }
  // Base64 has no spaces inside a line; text that starts like a hex literal (`0xZZ`) is hex gone wrong.
  const base64: PasteFormat[] = /\S[ \t]+\S/.test(t) || /^0[xX]/.test(t) ? [] : ['base64']
  if (/^[0-9a-fA-FxX\\%\s,;:-]*$/.test(t) && /0[xX]|\\[xX]|%[0-9a-fA-F]/.test(t)) {
    return { read: ['hex', ...base64], blame: ['hex'] }
  }
  return { read: ['hex', 'decimal', ...base64], blame: ['hex', 'decimal', ...base64] }
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i])

/** The first token that hex and decimal read differently (to point at when refusing the text). */
function firstDifference(text: string): PasteProblem {
  for (const token of text.matchAll(/[^\s,;:-]+/g)) {
    const hex = attempt('hex', token[0])
    const decimal = attempt('decimal', token[0])
    if (!('bytes' in hex && 'bytes' in decimal && same(hex.bytes, decimal.bytes))) {
      const asHex = 'bytes' in hex ? hex.bytes.join(' ') : '?'
      return {
        message: `Ambiguous: “${token[0]}” is ${asHex} read as hex but ${token[0].replace(/^0+(?=\d)/, '')} read as decimal. Choose a format.`,
        index: token.index,
        length: token[0].length,
      }
    }
  }
  return { message: 'Ambiguous: choose a format', index: 0, length: text.length }
}

const PREFERENCE: readonly PasteFormat[] = PASTE_FORMATS.map((f) => f.id)

/**
 * Reads the bytes box: in the given format, or (`'auto'`) in the format the text is written in.
 *
 * @param text - what was pasted or typed
 * @param format - a format to use, or `'auto'` to detect it
 * @returns the bytes and the format read, or the problem with where it is
 * @example
 * ```ts
 * const r = readPaste('Uint8Array(3) [ 104, 195, 169 ]')
 * console.assert(r.ok && r.format === 'typed-array' && r.bytes.join() === '104,195,169')
 * const bad = readPaste('C3 A')
 * console.assert(!bad.ok && bad.format === 'hex' && bad.problem.index === 3)
 * ```
 */
export function readPaste(text: string, format: PasteFormat | 'auto' = 'auto'): PasteReading {
  if (format !== 'auto') {
    const a = attempt(format, text)
    return 'bytes' in a
      ? { ok: true, format, bytes: Uint8Array.from(a.bytes), also: [] }
      : { ok: false, format, problem: problemOf(a.error), candidates: [] }
  }
  if (text.trim() === '') return { ok: true, format: 'hex', bytes: new Uint8Array(0), also: [] }
  const attempts = PREFERENCE.map((f) => attempt(f, text))
  const all = attempts.filter((a): a is { format: PasteFormat; bytes: number[] } => 'bytes' in a)
  const tried = candidates(text)
  const read = all.filter((a) => tried.read.includes(a.format))
  const [first] = read
  if (first === undefined) {
    // The error of the format that read furthest before it failed.
    let failed: PasteError | undefined
    let format: PasteFormat = 'hex'
    for (const f of tried.blame) {
      const a = attempts.find((x) => x.format === f)
      if (a !== undefined && 'error' in a && (failed === undefined || a.error.index > failed.index)) {
        failed = a.error
        format = f
      }
    }
    return { ok: false, format, problem: problemOf(failed as PasteError), candidates: [] }
  }
  const decimal = read.find((a) => a.format === 'decimal')
  if (first.format === 'hex' && decimal !== undefined && !same(first.bytes, decimal.bytes)) {
    return { ok: false, format: 'hex', problem: firstDifference(text), candidates: ['hex', 'decimal'] }
  }
  return {
    ok: true,
    format: first.format,
    bytes: Uint8Array.from(first.bytes),
    also: all.filter((a) => a !== first).map((a) => a.format),
  }
}

function problemOf(error: PasteError): PasteProblem {
  return { message: error.message, index: error.index, length: error.length }
}

/** Line and column (both from 1) of a UTF-16 index, for messages. */
export function lineColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index)
  const line = before.split('\n').length
  const column = [...before.slice(before.lastIndexOf('\n') + 1)].length + 1
  return { line, column }
}

/** The name of a format, for the page. */
export function formatName(format: PasteFormat): string {
  return PASTE_FORMATS.find((f) => f.id === format)?.name ?? format
}

/** The notations the box reads as code points, not bytes. */
export type CodePointFormat = 'js-escapes' | 'html-entities' | 'code-points'

/** Each code point notation with a name and an example, offered under “Read as” after the byte formats. */
export const CODE_POINT_FORMATS: readonly FormatEntry<CodePointFormat>[] = [
  { id: 'js-escapes', name: 'JS escapes', example: '\\u00e9, \\u{1F600}' },
  { id: 'html-entities', name: 'HTML entities', example: '&#233; &#xE9;' },
  { id: 'code-points', name: 'U+ list', example: 'U+00E9 U+1F600' },
]

/** What the box can be read as: a byte format, a code point notation, or `auto`. */
export type BoxFormat = PasteFormat | CodePointFormat

/** The result of reading the box as bytes or as code points. */
export type BoxReading =
  | PasteReading
  | {
      readonly ok: true
      readonly format: CodePointFormat
      /** The code points (a lone surrogate stays one: `\uD800` is U+D800). */
      readonly codePoints: readonly number[]
      /** The string they make. */
      readonly text: string
    }
  | {
      readonly ok: false
      /**
       * The notation whose error this is, or `'text'`: text that no format reads and that holds
       * characters no notation uses (to offer to the mojibake view).
       */
      readonly format: CodePointFormat | 'text'
      readonly problem: PasteProblem
      readonly candidates: readonly PasteFormat[]
    }

const isCodePointSeparator = (c: string | undefined) => c !== undefined && /^[\s,;]$/.test(c)

/** A code point value read from `digits` (hex or decimal), refused above U+10FFFF. */
function codePointValue(
  digits: string,
  radix: 16 | 10,
  start: number,
  length: number,
  written: string,
): number {
  const value = Number.parseInt(digits, radix)
  if (digits.length > 8 || value > 0x10ffff) {
    throw new PasteError(`“${written}” is beyond U+10FFFF, the last code point`, start, length)
  }
  return value
}

/**
 * Reads items separated by spaces, commas or semicolons (or by nothing): `item` reads the one that
 * starts at an index and returns the index after it.
 */
function eachItem(text: string, item: (start: number) => number): void {
  let i = 0
  while (i < text.length) {
    if (isCodePointSeparator(text[i])) i++
    else i = item(i)
  }
}

/** The index after the hex digits from `i`; refused when there are none. */
function hexDigits(text: string, i: number): number {
  let end = i
  while (isHexDigit(text[end])) end++
  if (end === i) throw unexpected(text, i, 'a hex digit')
  return end
}

/** Reads `\uXXXX` and `\u{…}` escapes, with spaces, commas or semicolons between them or none. */
function readJsEscapes(text: string): number[] {
  let units = ''
  eachItem(text, (start) => {
    if (text.slice(start, start + 2) !== '\\u') throw unexpected(text, start, 'a \\u escape')
    let i = start + 2
    if (text[i] === '{') {
      const end = hexDigits(text, i + 1)
      if (text[end] !== '}') throw unexpected(text, end, '“}”')
      const written = text.slice(start, end + 1)
      units += String.fromCodePoint(
        codePointValue(text.slice(i + 1, end), 16, start, written.length, written),
      )
      return end + 1
    }
    for (; i < start + 6; i++) {
      if (isHexDigit(text[i])) continue
      if (i < text.length && !isCodePointSeparator(text[i]) && text[i] !== '\\')
        throw unexpected(text, i, 'a hex digit')
      throw new PasteError(
        `“${text.slice(start, i)}”: \\u takes exactly four hex digits (or \\u{…})`,
        start,
        i - start,
      )
    }
    units += String.fromCharCode(Number.parseInt(text.slice(start + 2, i), 16))
    return i
  })
  // Escaped surrogate pairs make one code point, as in a JavaScript string.
  return [...units].map((char) => char.codePointAt(0) as number)
}

/** Reads HTML numeric character references `&#233;` and `&#xE9;`. */
function readHtmlEntities(text: string): number[] {
  const out: number[] = []
  eachItem(text, (start) => {
    if (text.slice(start, start + 2) !== '&#') throw unexpected(text, start, 'an entity “&#…;”')
    const hex = text[start + 2] === 'x' || text[start + 2] === 'X'
    const from = start + (hex ? 3 : 2)
    let end = from
    if (hex) end = hexDigits(text, from)
    else while (/^[0-9]$/.test(text[end] ?? '')) end++
    if (end === from) throw unexpected(text, end, 'a digit')
    if (text[end] !== ';') throw unexpected(text, end, '“;”')
    const written = text.slice(start, end + 1)
    out.push(codePointValue(text.slice(from, end), hex ? 16 : 10, start, written.length, written))
    return end + 1
  })
  return out
}

/** Reads a list of `U+…` code points (each with its `U+`), separated by spaces, commas or semicolons. */
function readCodePointList(text: string): number[] {
  const out: number[] = []
  eachItem(text, (start) => {
    if (text[start] !== 'U' && text[start] !== 'u') throw unexpected(text, start, '“U+”')
    if (text[start + 1] !== '+') throw unexpected(text, start + 1, '“+”')
    const end = hexDigits(text, start + 2)
    if (end < text.length && !isCodePointSeparator(text[end])) throw unexpected(text, end, 'a hex digit')
    const written = text.slice(start, end)
    out.push(codePointValue(text.slice(start + 2, end), 16, start, written.length, written))
    return end
  })
  return out
}

const CODE_POINT_READERS: Record<CodePointFormat, (text: string) => number[]> = {
  'js-escapes': readJsEscapes,
  'html-entities': readHtmlEntities,
  'code-points': readCodePointList,
}

/** The code point notation some text starts with, if any. */
function codePointNotation(text: string): CodePointFormat | null {
  const t = text.trimStart()
  if (t.startsWith('\\u')) return 'js-escapes'
  if (t.startsWith('&#')) return 'html-entities'
  if (/^[Uu]\+[0-9a-fA-F]/.test(t)) return 'code-points'
  return null
}

/** Characters that no notation the box reads uses: text outside ASCII (white space aside). */
const NOT_A_NOTATION = /[^\x00-\x7f\s]/

/**
 * Reads the Decode box: as bytes ({@link readPaste}), or as code points in a notation of
 * {@link CODE_POINT_FORMATS}; detected (`'auto'`) by how the text starts (`\u`, `&#`, `U+`). Text that
 * no format reads and that holds characters outside ASCII (`CafÃ©`) is said to be text (`format:
 * 'text'`), to offer to the mojibake view rather than an error of a format it was never written in.
 *
 * @param text - what was pasted or typed
 * @param format - a format to use, or `'auto'` to detect it
 * @example
 * ```ts
 * const r = readBox('U+00E9 U+1F600')
 * console.assert(r.ok && 'codePoints' in r && r.codePoints.join() === '233,128512')
 * const t = readBox('CafÃ©')
 * console.assert(!t.ok && t.format === 'text')
 * ```
 */
export function readBox(text: string, format: BoxFormat | 'auto' = 'auto'): BoxReading {
  const notation =
    format === 'auto'
      ? codePointNotation(text)
      : format in CODE_POINT_READERS
        ? (format as CodePointFormat)
        : null
  if (notation !== null) {
    try {
      const codePoints = CODE_POINT_READERS[notation](text)
      const chars = codePoints.map((cp) => String.fromCodePoint(cp))
      return { ok: true, format: notation, codePoints, text: chars.join('') }
    } catch (error) {
      if (error instanceof PasteError)
        return { ok: false, format: notation, problem: problemOf(error), candidates: [] }
      throw error
    }
  }
  const reading = readPaste(text, format as PasteFormat | 'auto')
  if (!reading.ok && format === 'auto' && NOT_A_NOTATION.test(text)) {
    const at = text.search(NOT_A_NOTATION)
    const char = charAt(text, at)
    return {
      ok: false,
      format: 'text',
      problem: {
        message: `“${char}” is in no byte notation: this looks like text`,
        index: at,
        length: char.length,
      },
      candidates: [],
    }
  }
  return reading
}

/** The name of a format or notation, for the page. */
export function boxFormatName(format: BoxFormat | 'text'): string {
  if (format === 'text') return 'text'
  return CODE_POINT_FORMATS.find((f) => f.id === format)?.name ?? formatName(format as PasteFormat)
}
