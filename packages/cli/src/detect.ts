/**
 * `utf8x detect [--json | -q | -l] [--max-bytes N] [FILE…]`: the one most likely encoding of each file
 * and why; which schemes accept the bytes (as the registry's `schemesAccepting` decides: each scheme's
 * strict decoder), where each other scheme first fails; the byte order mark or magic number at the start
 * (`sniffBOM`, and the UTF-16 and UTF-32 marks, outside the family); and whether it looks like Latin-1 /
 * Windows-1252 text. Streams: every scheme checks the same chunks, and reading stops once every scheme
 * has refused, or at `--max-bytes`.
 *
 * ASCII is read at the speed of `buffer.isAscii`: while every chunk is ASCII (after a UTF-8 byte order
 * mark), every scheme accepts it alike (but Modified UTF-8 a 00 byte), so the schemes' checkers start
 * only at the first byte above 7F, from that position; the lines before it are counted then (again from
 * a file, as it is read for a pipe). After that, a chunk that is all ASCII is read by each scheme that
 * reads ASCII as itself only where a sequence from the chunk before ends (`Checker.pushSingles`), its
 * lines counted once for all.
 *
 * @module
 */

import { Buffer, isAscii } from 'node:buffer'
import { closeSync, openSync, readSync } from 'node:fs'
import { type ByteCodec, codecs, getCodec, sniffBOM } from '@utf8x/codecs'
import type { DecodeError } from '@utf8x/core'
import { engineLinkOf } from '@utf8x/core/internal'
import { startCommand } from './_args.ts'
import { AsUtf8 } from './_as-utf8.ts'
import type { Checker, Problem } from './_check.ts'
import { paintFor } from './_color.ts'
import { CHUNK, type Input, type Io, openInput, syncChunks, writeText } from './_io.ts'
import type { LineColumn } from './_position.ts'
import { Progress } from './_progress.ts'
import { listed, modeOf } from './_script.ts'
import { EXIT_DATA, EXIT_OK, EXIT_USAGE, FileError, fileError, printable, UsageError } from './_usage.ts'

export const DETECT_HELP = `Usage: utf8x detect [--json | -q | -l] [--max-bytes N] [FILE...]

Tells the most likely encoding of each FILE (standard input when there is none, or for -) and why, and
which schemes accept it: for every scheme utf8x knows, whether its strict decoder accepts all of the
bytes, and if not, where the first ill-formed sequence is. Also the byte order mark (or Corrected
UTF-8's magic number) the file starts with. A UTF-16 or UTF-32 byte order mark, or bytes that look like
Latin-1 / Windows-1252 text, are named as such: not a UTF-8-family encoding, with the iconv command
that converts them. Streams, and stops reading once every scheme has refused.

Options:
      --max-bytes N  read only the first N bytes of each file (K, M, G: units of 1024): the answer is
                     for that prefix, and says so
      --json         one JSON document on standard output instead of text
  -q, --quiet        print nothing: the exit status says it; stops at the first file that fails
  -l, --files-with-errors
                     print only the names of the files that fail, one a line
  -h, --help         this help

Exit status: 0 each file is most likely in a UTF-8-family scheme (some scheme accepts it, and it has no
UTF-16 or UTF-32 byte order mark); 1 a file is not (no scheme accepts it, or it has such a mark): it
fails; 2 a usage error, a file that cannot be read, or standard output that cannot be written.

Example:
  $ utf8x detect classes.bin
  classes.bin: 5 bytes, starts with the byte order mark of utf-8
    most likely: mutf-8 (utf-8 refuses it: overlong 2-byte sequence at byte 3 (C0 80); ...)
    accepted by: mutf-8, corrected-utf-8
    utf-8             line 1, column 2: overlong 2-byte sequence at byte 3 (C0 80): U+0000 takes 1 byte
    ...
`

/** The scheme the verdict prefers when it accepts the bytes: RFC 3629 UTF-8, the standard. */
const UTF8 = /* @__PURE__ */ getCodec('utf-8')

/** The schemes whose table writes U+0000 as `C0 80` (Java's), so that a 00 byte is ill-formed in them. */
const NUL_REFUSERS: readonly ByteCodec[] = /* @__PURE__ */ (codecs as readonly ByteCodec[]).filter(
  (codec) => engineLinkOf(codec)?.scheme.modifiedNul === true,
)

/** Bytes a mark takes at the most (Corrected UTF-8's magic number). */
const MARK_BYTES = 8

/** A byte order mark (or magic number) at the start. */
interface Mark {
  /** A scheme of the family (`utf-8`, `corrected-utf-8`, `utf-8-65`), or `UTF-16LE`... outside it. */
  readonly scheme: string
  /** `byte order mark` when the mark is U+FEFF, `magic number` otherwise (Corrected UTF-8's). */
  readonly word: 'byte order mark' | 'magic number'
  readonly length: number
  readonly family: boolean
}

/** The byte order marks of UTF-32 and UTF-16 (UTF-32LE's starts with UTF-16LE's: it comes first). */
const FOREIGN_MARKS: readonly [string, readonly number[], string][] = [
  ['UTF-32LE', [0xff, 0xfe, 0x00, 0x00], 'UTF-32'],
  ['UTF-32BE', [0x00, 0x00, 0xfe, 0xff], 'UTF-32'],
  ['UTF-16LE', [0xff, 0xfe], 'UTF-16'],
  ['UTF-16BE', [0xfe, 0xff], 'UTF-16'],
]

function markOf(head: Uint8Array): Mark | null {
  const own = sniffBOM(head)
  if (own !== null) {
    const read = own.codec.decodeCodePoints(head.subarray(0, own.length))
    const word = read.length === 1 && Number(read[0]) === 0xfeff ? 'byte order mark' : 'magic number'
    return { scheme: own.codec.name, word, length: own.length, family: true }
  }
  for (const [scheme, bytes] of FOREIGN_MARKS) {
    if (bytes.every((byte, i) => head[i] === byte))
      return { scheme, word: 'byte order mark', length: bytes.length, family: false }
  }
  return null
}

/** The verdict: the one most likely encoding, whether it is of the family, why, and what to do. */
interface Likely {
  /** A scheme's name, `UTF-16LE`..., `windows-1252`, `iso-8859-1`, or null when nothing fits. */
  readonly encoding: string | null
  readonly family: boolean
  readonly reason: string
  /** For an encoding outside the family: the command that converts it to UTF-8. */
  readonly advice: string | null
}

interface Rejection extends LineColumn {
  readonly scheme: string
  readonly kind: string
  readonly offset: number
  readonly message: string
}

interface Detection {
  readonly file: string
  /** Bytes read. */
  readonly bytes: number
  /** The file's size, when it is a regular file. */
  readonly size: number | null
  /** Whether every byte was read (not when every scheme had refused, nor past `--max-bytes`). */
  readonly complete: boolean
  /** Why reading stopped before the end: `all-refused`, `max-bytes`; null when it read to the end. */
  readonly stopped: 'all-refused' | 'max-bytes' | null
  readonly bom: Mark | null
  readonly likely: Likely
  readonly accepted: string[]
  /** Schemes that could not tell: a UTF-∞-8 sequence longer than a window holds. */
  readonly undecided: { scheme: string; message: string }[]
  readonly rejected: Rejection[]
}

/**
 * The schemes in the order a tie is broken when utf-8 refuses the bytes: the narrowest (and most used)
 * first, each with what it is known for.
 */
const WHY: Record<string, string> = {
  'cesu-8':
    'CESU-8 writes a character above U+FFFF as a surrogate pair, two 3-byte sequences (ED A0-AF .., ED B0-BF ..)',
  'wtf-8':
    'WTF-8 holds lone surrogates (ED A0-BF ..), as ill-formed UTF-16 has them (Windows file names, JavaScript strings)',
  'mutf-8': "Java's Modified UTF-8 writes U+0000 as C0 80, and a character above U+FFFF as a surrogate pair",
  'utf-8-rfc2279': 'RFC 2279 UTF-8 (1998) holds code points above U+10FFFF, in sequences of up to 6 bytes',
  'utf-8-seven-byte': "Barber's seven-byte variant holds longer sequences than RFC 2279",
  'utf-8-eight-byte': "Barber's eight-byte UTF-8 holds longer sequences than RFC 2279",
  'utf-8-65': "Barber's 65-bit variant holds longer sequences than RFC 2279",
  'utf-infinity-8': 'UTF-∞-8 holds sequences of any length',
  'corrected-utf-8': 'Corrected UTF-8 reads it',
}

/** A file name as a shell word, for a command to copy. */
const shellWord = (path: string): string =>
  /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`

/** `iconv` converting `path` (nothing for standard input) from `from` to UTF-8. */
const iconv = (from: string, path: string | null): string =>
  `iconv -f ${from} -t UTF-8${path === null ? '' : ` ${shellWord(printable(path))}`}`

/** What the high bytes (80-FF) and the control characters of the bytes read say about Latin-1. */
interface Latin1 {
  /** Bytes above 7F. */
  readonly high: number
  /** Latin-1 letters: C0-FF but D7 and F7, and AA, B5, BA. */
  readonly letters: number
  /** Windows-1252's characters in 80-9F. */
  readonly windows: number
  /** 81, 8D, 8F, 90, 9D: nothing in Windows-1252, C1 controls in Latin-1. */
  readonly undefined1252: number
  /** C0 controls but tab, LF, FF and CR; and DEL. */
  readonly controls: number
  readonly total: number
}

function latin1Of(counts: Uint32Array, total: number): Latin1 {
  let high = 0
  let letters = 0
  let windows = 0
  let undefined1252 = 0
  let controls = 0
  for (let byte = 0; byte < 256; byte++) {
    const n = counts[byte] as number
    if (byte >= 0x80) high += n
    if ((byte >= 0xc0 && byte !== 0xd7 && byte !== 0xf7) || byte === 0xaa || byte === 0xb5 || byte === 0xba)
      letters += n
    if (byte === 0x81 || byte === 0x8d || byte === 0x8f || byte === 0x90 || byte === 0x9d) undefined1252 += n
    else if (byte >= 0x80 && byte <= 0x9f) windows += n
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f)
      controls += n
  }
  return { high, letters, windows, undefined1252, controls, total }
}

/**
 * Text in Latin-1 (ISO-8859-1) or Windows-1252: bytes above 7F, at least half of them Latin-1 letters,
 * none that Windows-1252 leaves undefined, and hardly any control characters (which binary data has).
 */
const looksLatin1 = (l: Latin1): boolean =>
  l.high > 0 && l.undefined1252 === 0 && 2 * l.letters >= l.high && 100 * l.controls <= l.total

/** The one most likely encoding, and why. */
function likelyOf(
  path: string | null,
  mark: Mark | null,
  accepted: readonly string[],
  rejected: readonly Rejection[],
  ascii: boolean,
  latin1: Latin1 | null,
): Likely {
  const family = (encoding: string, reason: string): Likely => ({
    encoding,
    family: true,
    reason,
    advice: null,
  })
  if (mark !== null && !mark.family) {
    const [, bytes, from] = FOREIGN_MARKS.find(
      ([scheme]) => scheme === mark.scheme,
    ) as (typeof FOREIGN_MARKS)[number]
    const hex = bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ')
    return {
      encoding: mark.scheme,
      family: false,
      reason: `it starts with the ${mark.scheme} byte order mark, ${hex}`,
      advice: iconv(from, path),
    }
  }
  if (accepted.length === 0) {
    if (latin1 !== null && looksLatin1(latin1)) {
      const name = latin1.windows > 0 ? 'windows-1252' : 'iso-8859-1'
      const punctuation =
        latin1.windows > 0 ? `, ${latin1.windows} Windows-1252 punctuation or letters in 80-9F` : ''
      return {
        encoding: name,
        family: false,
        reason: `of ${latin1.high} bytes above 7F, ${latin1.letters} are Latin-1 letters${punctuation}`,
        advice: iconv('CP1252', path),
      }
    }
    return {
      encoding: null,
      family: false,
      reason: 'no scheme accepts it, and it does not look like Latin-1 / Windows-1252 text',
      advice: null,
    }
  }
  if (mark !== null && accepted.includes(mark.scheme))
    return family(mark.scheme, `it starts with the ${mark.word} of ${mark.scheme}, which accepts it`)
  if (ascii) {
    const all = accepted.length === codecs.length
    return family(
      UTF8.name,
      `ASCII only, no byte above 7F: every scheme${all ? '' : ' but mutf-8 (it writes U+0000 as C0 80)'} reads it alike, and utf-8 is the usual one`,
    )
  }
  const others = accepted.length - 1
  if (accepted.includes(UTF8.name))
    return family(
      UTF8.name,
      `well-formed RFC 3629 UTF-8, the standard${others > 0 ? `; ${others} other scheme${others === 1 ? '' : 's'} accept it too` : ''}`,
    )
  const scheme = Object.keys(WHY).find((name) => accepted.includes(name)) as string
  const refusal = rejected.find((r) => r.scheme === UTF8.name)
  const why =
    refusal === undefined
      ? 'utf-8 refuses it'
      : `utf-8 refuses it: ${refusal.message.replace(/^Cannot decode [^:]+: /, '')}`
  return family(scheme, `${why}; ${WHY[scheme]}`)
}

/** LF bytes in `bytes`, and the index after the last one (0 when there is none). */
function countLines(bytes: Uint8Array): { lines: number; lineStart: number } {
  let lines = 0
  let last = -1
  for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) {
    lines++
    last = i
  }
  return { lines, lineStart: last + 1 }
}

/**
 * The ASCII run at the start of a stream (after a UTF-8 byte order mark), which every scheme reads alike
 * and no checker reads: its length, its lines (counted as it is read, or once needed from the file), its
 * first 00 byte (which Modified UTF-8 refuses) and its last bytes.
 */
class AsciiStart {
  bytes = 0
  /** The UTF-8 byte order mark's 3 bytes (one character) at its start, or 0. */
  markBytes = 0
  /** The schemes that refused the run (Modified UTF-8 a 00 byte; the 65-bit variant the mark), by name. */
  readonly refused = new Map<string, { error: DecodeError; at: LineColumn | null }>()
  /** LF bytes, and the offset after the last, so far (when counted as read). */
  #lines = 0
  #lineStart = 0
  #recent = new Uint8Array(0)
  readonly #file: string | null

  /** @param file - a regular file to count lines in once needed; null to count them as they are read */
  constructor(file: string | null) {
    this.#file = file
  }

  /** Takes `chunk` when it goes on the ASCII run (true), or ends the run (false: nothing taken). */
  take(chunk: Uint8Array): boolean {
    if (this.bytes === 0 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) {
      // A scheme's first error is in the mark's bytes or the next few, which the first 16 bytes hold.
      if (chunk.length < 16 || !isAscii(chunk.subarray(3))) return false
      this.markBytes = 3
      for (const codec of codecs as readonly ByteCodec[]) {
        const error = codec.validate(chunk.subarray(0, 16))
        if (error !== null && error.offset < 3)
          this.refused.set(codec.name, { error, at: { line: 1, column: 1 } })
      }
    } else if (!isAscii(chunk)) return false
    // Buffer's indexOf (memchr) rather than the typed array's, which reads byte by byte.
    const open = NUL_REFUSERS.filter((codec) => !this.refused.has(codec.name))
    const nul = open.length === 0 ? -1 : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length).indexOf(0)
    if (nul >= 0) {
      let at: LineColumn | null = null
      if (this.#file === null) {
        const { lines, lineStart } = countLines(chunk.subarray(0, nul))
        at = this.#position(
          lines > 0 ? this.#lines + lines : this.#lines,
          lines > 0 ? this.bytes + lineStart : this.#lineStart,
          this.bytes + nul,
        )
      }
      for (const codec of open) {
        const error = (codec.validate(new Uint8Array(1)) as DecodeError).shifted(this.bytes + nul)
        this.refused.set(codec.name, { error, at })
      }
    }
    if (this.#file === null) {
      const { lines, lineStart } = countLines(chunk)
      if (lines > 0) [this.#lines, this.#lineStart] = [this.#lines + lines, this.bytes + lineStart]
    }
    this.bytes += chunk.length
    const recent = new Uint8Array(Math.min(8, this.#recent.length + chunk.length))
    const fromOld = recent.length - Math.min(chunk.length, recent.length)
    recent.set(this.#recent.subarray(this.#recent.length - fromOld), 0)
    recent.set(chunk.subarray(chunk.length - (recent.length - fromOld)), fromOld)
    this.#recent = recent
    return true
  }

  /** The last bytes of the run (for an error's context). */
  get recent(): Uint8Array {
    return this.#recent
  }

  /** The line and column of the byte at `offset`: the run's end, or (from a file) any byte of it. */
  at(offset: number): LineColumn {
    if (this.#file === null) return this.#position(this.#lines, this.#lineStart, offset)
    const { lines, lineStart } = this.#countFile(offset)
    return this.#position(lines, lineStart, offset)
  }

  /** The line and column of `offset` after `lines` LF bytes, the last ending at `lineStart`. */
  #position(lines: number, lineStart: number, offset: number): LineColumn {
    // The mark is one character of line 1.
    const mark = lineStart === 0 && this.markBytes > 0 && offset >= this.markBytes ? this.markBytes - 1 : 0
    return { line: 1 + lines, column: 1 + offset - lineStart - mark }
  }

  /** LF bytes in the file before `offset`, and the offset after the last. */
  #countFile(offset: number): { lines: number; lineStart: number } {
    const fd = openSync(this.#file as string, 'r')
    try {
      const buffer = new Uint8Array(CHUNK)
      let lines = 0
      let lineStart = 0
      for (let at = 0; at < offset; ) {
        const read = readSync(fd, buffer, 0, Math.min(buffer.length, offset - at), at)
        if (read === 0) break
        const counted = countLines(buffer.subarray(0, read))
        if (counted.lines > 0) [lines, lineStart] = [lines + counted.lines, at + counted.lineStart]
        at += read
      }
      return { lines, lineStart }
    } finally {
      closeSync(fd)
    }
  }
}

/** Adds the bytes of `chunk` to `counts` (one count for each byte value). */
function countBytes(chunk: Uint8Array, counts: Uint32Array): void {
  for (let i = 0; i < chunk.length; i++) {
    const byte = chunk[i] as number
    counts[byte] = (counts[byte] as number) + 1
  }
}

/**
 * Adds the bytes `from` to `to` of the file at `path` to `counts`.
 *
 * @throws {FileError} when it cannot be read again
 */
function countFile(path: string, from: number, to: number, counts: Uint32Array): void {
  let fd: number | undefined
  try {
    fd = openSync(path, 'r')
    const buffer = new Uint8Array(Math.min(CHUNK, to - from))
    for (let at = from; at < to; ) {
      const read = readSync(fd, buffer, 0, Math.min(buffer.length, to - at), at)
      if (read === 0) break
      countBytes(buffer.subarray(0, read), counts)
      at += read
    }
  } catch (error) {
    throw fileError(path, error)
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

/**
 * The chunks of `input`: a regular file of more than a chunk read synchronously into one reused buffer (no
 * thread pool round trip and no promise for each read), else as {@link Input.chunks} reads them.
 *
 * @throws {FileError} when a read fails
 */
async function* chunksOf(input: Input): AsyncGenerator<Uint8Array> {
  let fd: number | undefined
  try {
    if (input.size !== null && input.size > CHUNK) fd = openSync(input.path, 'r')
  } catch {}
  if (fd === undefined) {
    yield* input.chunks()
    return
  }
  try {
    yield* syncChunks(fd, input.path)
  } finally {
    closeSync(fd)
  }
}

/** `--max-bytes`: a whole number of bytes, at least 1, with K, M or G for units of 1024. */
function maxBytesOf(value: string | boolean | undefined): number | null {
  if (value === undefined) return null
  const match = /^(\d+)([KMG]?)$/i.exec(String(value))
  const unit = { '': 1, K: 1 << 10, M: 1 << 20, G: 1 << 30 }[(match?.[2] ?? '').toUpperCase() as 'K']
  const n = match === null ? Number.NaN : Number(match[1]) * unit
  if (!Number.isSafeInteger(n) || n < 1)
    throw new UsageError(
      `--max-bytes needs a whole number of bytes, at least 1 (as 4096 or 64K), not '${printable(String(value))}'`,
    )
  return n
}

async function detectOne(
  file: string,
  io: Io,
  maxBytes: number | null,
  progress: boolean,
): Promise<Detection> {
  const input = await openInput(file, io)
  const bar = progress ? new Progress(io.stderr, input.name, input.size) : null
  const start = new AsciiStart(input.size === null ? null : input.path)
  /** The schemes' checkers, once the ASCII run has ended (null before): those that left `lanes`. */
  let checkers: Checker[] | null = null
  let lanes: AsUtf8 | null = null
  const counts = new Uint32Array(256)
  let counted = 0
  /** Where the bytes counted start (the first chunk after the ASCII run), -1 before. */
  let countFrom = -1
  let ascii = true
  const head = new Uint8Array(MARK_BYTES)
  let headLength = 0
  let bytes = 0
  let stopped: Detection['stopped'] = null
  try {
    for await (const whole of chunksOf(input)) {
      const chunk =
        maxBytes !== null && bytes + whole.length > maxBytes ? whole.subarray(0, maxBytes - bytes) : whole
      if (headLength < MARK_BYTES) {
        const take = chunk.subarray(0, MARK_BYTES - headLength)
        head.set(take, headLength)
        headLength += take.length
      }
      if (checkers === null && !start.take(chunk)) {
        checkers = []
        lanes = startLanes(start, input.size === null ? null : input.path)
      }
      if (checkers !== null) {
        if (ascii && !isAscii(chunk)) ascii = false
        if (checkers.length > 0) {
          if (ascii || isAscii(chunk)) pushAscii(checkers, chunk)
          else for (const checker of checkers) checker.push(chunk)
        }
        if (lanes?.open) checkers.push(...lanes.take(chunk))
        if (countFrom < 0) countFrom = bytes
        // From a file, counted again once needed (when no scheme accepts it): most files never need it.
        if (input.size === null) countBytes(chunk, counts)
        counted += chunk.length
      }
      bytes += chunk.length
      bar?.update(bytes)
      if (chunk.length < whole.length || bytes === maxBytes) {
        stopped = 'max-bytes'
        break
      }
      if (checkers !== null && !lanes?.open && checkers.every((checker) => !checker.open)) {
        stopped = 'all-refused'
        break
      }
    }
    if (checkers !== null && lanes !== null) checkers.push(...lanes.end())
    // A prefix ends anywhere: its last sequence may go on past it.
    if (checkers !== null && stopped !== 'max-bytes') for (const checker of checkers) checker.finish()
  } finally {
    bar?.end()
    await input.close()
  }
  if (input.size !== null && bytes === input.size) stopped = null
  const byScheme = new Map((checkers ?? []).map((checker) => [checker.codec.name, checker]))
  const accepted: string[] = []
  const undecided: Detection['undecided'] = []
  const rejected: Rejection[] = []
  for (const codec of codecs as readonly ByteCodec[]) {
    const checker = byScheme.get(codec.name)
    const refusal = start.refused.get(codec.name)
    if (refusal !== undefined) {
      const { error, at } = refusal
      const { kind, offset, message } = error
      rejected.push({ scheme: codec.name, kind, offset, ...(at ?? start.at(offset)), message })
    } else if (checker === undefined || (checker.found === 0 && checker.tooLong === null))
      accepted.push(codec.name)
    else if (checker.tooLong !== null)
      undecided.push({ scheme: codec.name, message: checker.tooLong.message })
    else {
      const { kind, offset, line, column, message } = checker.problems[0] as Problem
      rejected.push({ scheme: codec.name, kind, offset, line, column, message })
    }
  }
  const mark = markOf(head.subarray(0, headLength))
  if (accepted.length === 0 && counted > 0 && input.size !== null)
    countFile(input.path, countFrom, countFrom + counted, counts)
  const latin1 = accepted.length === 0 && counted > 0 ? latin1Of(counts, counted) : null
  return {
    file: input.path,
    bytes,
    size: input.size,
    complete: stopped === null,
    stopped,
    bom: mark,
    likely: likelyOf(
      input.size === null && input.path === '<stdin>' ? null : input.path,
      mark,
      accepted,
      rejected,
      checkers === null || ascii,
      latin1,
    ),
    accepted,
    undecided,
    rejected,
  }
}

/**
 * The first unit a scheme reads as itself, when every unit from it to 7F is (ASCII as ASCII, but for
 * Modified UTF-8's 00), or -1: from its tables, as core's engine reads them.
 */
const singlesFrom = (codec: ByteCodec): number => {
  const scheme = engineLinkOf(codec)?.scheme
  return scheme !== undefined && scheme.singleTo >= 0x80 && scheme.singleFrom <= 1 ? scheme.singleFrom : -1
}

/**
 * Gives an all-ASCII chunk to each checker: those whose scheme reads each of its bytes as itself check
 * only where a sequence from the chunk before ends, and move on past the rest with its lines, counted
 * once here; the others read it all.
 */
function pushAscii(checkers: readonly Checker[], chunk: Uint8Array): void {
  // Buffer's indexOf (memchr) rather than the typed array's, which reads byte by byte.
  const view = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)
  const { lines, lineStart } = countLines(view)
  let nul: boolean | null = null
  for (const checker of checkers) {
    if (!checker.open) continue
    const from = singlesFrom(checker.codec)
    if (from === 0 || (from === 1 && (nul ??= view.indexOf(0) >= 0) === false))
      checker.pushSingles(chunk, lines, lineStart - 1)
    else checker.push(chunk)
  }
}

/**
 * The schemes that did not refuse the ASCII run, from its end on, reading the stream as UTF-8 until each
 * needs its checker.
 */
function startLanes(start: AsciiStart, file: string | null): AsUtf8 {
  const open = (codecs as readonly ByteCodec[]).filter((codec) => !start.refused.has(codec.name))
  return new AsUtf8(open, { offset: start.bytes, recent: start.recent }, () => start.at(start.bytes), file)
}

/** The first line of a file's report: its size, and the mark it starts with. */
function headline(found: Detection): string {
  const of = found.size === null ? '' : ` of ${found.size}`
  const size =
    found.stopped === 'max-bytes'
      ? `read the first ${found.bytes}${of} bytes (--max-bytes)`
      : found.stopped === 'all-refused'
        ? `read ${found.bytes}${of} bytes (then every scheme had refused)`
        : `${found.bytes} bytes`
  const mark =
    found.bom === null
      ? 'no byte order mark'
      : found.bom.family
        ? `starts with the ${found.bom.word} of ${found.bom.scheme}`
        : `starts with the ${found.bom.scheme} byte order mark`
  return `${size}, ${mark}`
}

export async function detect(argv: readonly string[], io: Io): Promise<number> {
  const given = await startCommand(argv, io, 'detect', DETECT_HELP)
  if (given === null) return EXIT_OK
  const { out, options, positionals } = given
  const mode = modeOf(given, ['json'])
  const maxBytes = maxBytesOf(options['max-bytes'])
  const paint = paintFor(io)
  const files = positionals.length > 0 ? positionals : ['-']
  const results: (Detection | { file: string; error: string })[] = []
  let status = EXIT_OK
  for (const file of files) {
    let found: Detection
    try {
      found = await detectOne(file, io, maxBytes, mode !== 'quiet')
    } catch (error) {
      if (!(error instanceof FileError)) throw error
      io.stderr.write(`utf8x: ${error.message}\n`)
      results.push({ file: error.path, error: error.reason })
      status = EXIT_USAGE
      continue
    }
    const fails = !found.likely.family
    if (fails && status === EXIT_OK) status = EXIT_DATA
    if (mode === 'quiet') {
      if (fails) return status
      continue
    }
    if (mode === 'list') {
      if (fails) await writeText(out, listed(found.file, io))
      if (out.broken) return status
      continue
    }
    results.push(found)
    if (options.json) continue
    const { likely } = found
    const verdict = likely.family
      ? (likely.encoding as string)
      : paint.error(
          likely.encoding === null
            ? 'none'
            : likely.encoding.startsWith('UTF-')
              ? `${likely.encoding}, not a UTF-8-family encoding`
              : `${likely.encoding}: looks like Latin-1 / Windows-1252, not a UTF-8-family encoding`,
        )
    const lines = [`${paint.bold(printable(found.file))}: ${headline(found)}`]
    lines.push(`  most likely: ${verdict} (${likely.reason})`)
    if (likely.advice !== null) lines.push(`  convert it first: ${likely.advice}`)
    lines.push(
      `  accepted by: ${found.accepted.length > 0 ? found.accepted.join(', ') : paint.error('no scheme')}`,
    )
    const width = Math.max(0, ...found.rejected.map((r) => r.scheme.length))
    for (const r of found.rejected) {
      const what = r.message.replace(/^Cannot decode [^:]+: /, '')
      lines.push(`  ${paint.dim(`${r.scheme.padEnd(width)}  line ${r.line}, column ${r.column}:`)} ${what}`)
    }
    for (const u of found.undecided)
      lines.push(`  ${paint.dim(`${u.scheme.padEnd(width)}  undecided:`)} ${u.message}`)
    await writeText(out, `${lines.join('\n')}\n`)
    if (out.broken) return status
  }
  if (options.json) await writeText(out, `${JSON.stringify({ files: results }, null, 2)}\n`)
  await out.commit()
  return status
}
