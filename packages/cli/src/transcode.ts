/**
 * `utf8x transcode --from S --to S [--replace] [IN] [OUT]`: bytes of one scheme into another, streaming.
 * Strict by default: the first ill-formed input sequence, or a code point the target cannot hold, stops
 * it with the exact position, and no output file is left behind (it is written beside OUT under a
 * temporary name and renamed into place only on success). `--replace` writes U+FFFD instead, as
 * `{ fatal: false }` decoding does (one per maximal subpart), and for code points the target cannot hold.
 *
 * @module
 */

import { isDecodeError, isEncodeError, transcode as transcodeBytes } from '@utf8x/core'
import { engineLinkOf } from '@utf8x/core/internal'
import { inAndOut, startCommand } from './_args.ts'
import { type ByteCodec, codecFor } from './_codec.ts'
import { type Io, openInOut } from './_io.ts'
import { Position } from './_position.ts'
import { Progress } from './_progress.ts'
import { EXIT_DATA, EXIT_OK, EXIT_USAGE, FileError, UsageError } from './_usage.ts'
import { SequenceTooLong, type Window, Windows } from './_windows.ts'

export const TRANSCODE_HELP = `Usage: utf8x transcode --from S --to S [--replace] [IN] [OUT]

Converts IN (standard input when absent or -) from one scheme to another and writes OUT (standard
output when absent or -). Streams: memory stays flat on files of any size.

Strict by default: an ill-formed sequence in IN, or a character the target scheme cannot hold, stops the
conversion with its byte offset, line and column, exit status 1. OUT is written under a temporary name
beside it and renamed into place only when the conversion succeeds: on an error it is left as it was
(with its mode, and its owner where allowed; other hard links to it keep the old contents). An existing
OUT that is not a regular file (a FIFO, /dev/null) or is a symbolic link (/dev/stdout) is written
through instead, as the shell's > writes. A directory as OUT is refused before IN is read.

Options:
  -f, --from S     the scheme of IN (required); any label utf8x knows
  -t, --to S       the scheme to write (required)
  -r, --replace    write U+FFFD for each ill-formed sequence (as TextDecoder's replacement mode) and for
                   each character the target cannot hold, instead of stopping
  -h, --help       this help

Exit status: 0 converted; 1 IN is ill-formed or holds what the target cannot; 2 a usage error, or a file
or standard output that cannot be read or written (one line on standard error names it). When the reader of standard output goes away (utf8x ... | head), the
conversion stops quietly with status 0.

Example:
  $ utf8x transcode --from mutf-8 --to utf-8 classes.bin classes.txt
`

/** The conversion failed on the input: its position and what went wrong. */
class ConversionError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message)
  }
}

const REPLACEMENT = 0xfffd

/**
 * Whether a JavaScript string holds the code points of `codec`'s scheme faithfully, read from its scheme:
 * U+10FFFF at most, and surrogates that are not plain integers (none, lone ones as lone UTF-16 units, or a
 * MUTF-8 or CESU-8 pair as one supplementary character). Between two such schemes, `--replace` goes
 * through a string, on the codecs' native routes, rather than through a list of code points. (Strict
 * conversion is core's `transcode`, byte to byte, for every pair.)
 */
export function stringFaithful(codec: ByteCodec): boolean {
  const scheme = engineLinkOf(codec)?.scheme
  return (
    scheme !== undefined &&
    typeof scheme.maxCodePoint === 'number' &&
    scheme.maxCodePoint <= 0x10ffff &&
    scheme.surrogates !== 'allow'
  )
}

/** Decoding to a string that keeps a leading U+FEFF (`decodeCodePoints` never strips one either). */
const KEEP_BOM_REPLACING = { ignoreBOM: true, fatal: false } as const
const REPLACING = { fatal: false } as const

/** Converts windows of `from` bytes into `to` bytes (see `_windows.ts` for why windows). */
class Converter {
  readonly #from: ByteCodec
  readonly #to: ByteCodec
  readonly #replace: boolean
  readonly #strings: boolean

  constructor(from: ByteCodec, to: ByteCodec, replace: boolean) {
    this.#from = from
    this.#to = to
    this.#replace = replace
    this.#strings = stringFaithful(from) && stringFaithful(to)
  }

  /**
   * The output for `bytes[0:cut]` of a window. The bytes up to `end` are converted, so that the target
   * sees each code point with the one after it (a target such as WTF-8 refuses a high surrogate only
   * when a low one follows), and the output of `bytes[cut:end]`, which the next window converts again,
   * is taken off the end: a cut is a sequence boundary, no maximal subpart crosses it, and a target
   * writes each code point on its own, so that output is always the end of the whole.
   *
   * @throws {ConversionError} for the first problem in the input's order: an ill-formed sequence, or
   *   before it a code point the target cannot hold
   */
  convert({ bytes, offset, cut, end }: Window): Uint8Array {
    if (this.#replace) {
      // Core's transcode replaces ill-formed input; only a code point the target cannot hold goes the
      // long way below, where it becomes U+FFFD too.
      const from = this.#from
      const to = this.#to
      try {
        return this.#withoutTail(
          transcodeBytes(bytes.subarray(0, end), from, to, REPLACING),
          transcodeBytes(bytes.subarray(cut, end), from, to, REPLACING),
        )
      } catch (error) {
        if (!isEncodeError(error)) throw error
      }
    }
    if (this.#replace && this.#strings) {
      const decode = (part: Uint8Array) => this.#from.decode(part, KEEP_BOM_REPLACING)
      const encode = (text: string) => this.#to.encode(text, { fatal: false })
      return this.#withoutTail(
        encode(decode(bytes.subarray(0, end))),
        encode(decode(bytes.subarray(cut, end))),
      )
    }
    if (this.#replace) {
      const codePoints = this.#decodeReplacing(bytes.subarray(0, end))
      const rest = this.#decodeReplacing(bytes.subarray(cut, end))
      return this.#withoutTail(this.#encodeReplacing(codePoints), this.#encodeReplacing(rest))
    }
    const converted = this.#wellFormed(bytes, offset, cut, end)
    if (converted !== null) return converted
    const error = this.#from.validate(bytes.subarray(0, end))
    // What precedes the first ill-formed sequence decodes alone as in the whole input (core's README,
    // "Strict decoding"); a code point there that the target refuses comes first.
    const limit = error === null ? end : error.offset
    const head = this.#strict(bytes.subarray(0, limit), offset, Math.min(cut, limit))
    if (error !== null && error.offset < cut) {
      throw new ConversionError(error.shifted(offset).message, offset + error.offset)
    }
    if (head === null) return this.#strict(bytes.subarray(0, cut), offset, cut) as Uint8Array
    return this.#withoutTail(
      head,
      this.#strict(bytes.subarray(cut, limit), offset + cut, limit - cut) as Uint8Array,
    )
  }

  /**
   * The strict output for `bytes[0:cut]` of a window whose bytes up to `end` are well-formed, in one pass:
   * core's strict `transcode` of the window, `null` when it finds an ill-formed sequence (the caller then
   * validates first, so that a code point the target refuses before it comes first). Its `EncodeError`
   * is already the first problem: core reads the whole input before refusing a code point, so no
   * ill-formed sequence is before or after it.
   *
   * @throws {ConversionError} when the target refuses a code point that starts before `cut`
   */
  #wellFormed(bytes: Uint8Array, offset: number, cut: number, end: number): Uint8Array | null {
    // The same codec: the output is the input, which still needs validating.
    if (this.#from === this.#to) return null
    let whole: Uint8Array | null
    try {
      whole = this.#strict(bytes.subarray(0, end), offset, cut)
    } catch (error) {
      if (isDecodeError(error)) return null
      throw error
    }
    if (whole === null) return this.#strict(bytes.subarray(0, cut), offset, cut) as Uint8Array
    if (cut === end) return whole
    return this.#withoutTail(
      whole,
      this.#strict(bytes.subarray(cut, end), offset + cut, end - cut) as Uint8Array,
    )
  }

  /** `whole` less its last `tail.length` bytes, which must be `tail`. */
  #withoutTail(whole: Uint8Array, tail: Uint8Array): Uint8Array {
    const kept = whole.length - tail.length
    for (let k = 0; k < tail.length; k++) {
      if (whole[kept + k] !== tail[k])
        throw new Error(`${this.#from.name}: a window cut split a sequence (utf8x bug)`)
    }
    return tail.length === 0 ? whole : whole.subarray(0, kept)
  }

  /**
   * Converts well-formed bytes; `null` when the target refuses a code point at or after `final` (the
   * next window decides).
   *
   * @throws {ConversionError} when the target refuses a code point that starts before `final`
   */
  #strict(part: Uint8Array, offset: number, final: number): Uint8Array | null {
    if (this.#from === this.#to) return part.slice()
    try {
      return transcodeBytes(part, this.#from, this.#to)
    } catch (error) {
      if (!isEncodeError(error) || error.offset === undefined) throw error
      if (error.offset >= final) return null
      const at = offset + error.offset
      // The library's message, which shows a huge code point by its ends and its bit length, with the
      // input's byte for the index in this window.
      const cut = error.message.lastIndexOf(' at index ')
      throw new ConversionError(
        `${cut < 0 ? error.message : error.message.slice(0, cut)} (input byte ${at})`,
        at,
      )
    }
  }

  /** Replacement decoding (`{ fatal: false }`). */
  #decodeReplacing(bytes: Uint8Array): readonly (number | bigint)[] {
    return this.#from.decodeCodePoints(bytes, { fatal: false })
  }

  /**
   * Encodes, with U+FFFD for each code point the target cannot hold: the list is encoded up to the first
   * refused code point, which becomes U+FFFD, and encoding goes on after it (so no pair can span the
   * replacement), each code point encoded once.
   */
  #encodeReplacing(codePoints: readonly (number | bigint)[]): Uint8Array {
    const to = this.#to as { encodeCodePoints(codePoints: Iterable<number | bigint>): Uint8Array }
    const parts: Uint8Array[] = []
    const replacement = to.encodeCodePoints([REPLACEMENT])
    for (let start = 0; ; ) {
      const rest = start === 0 ? codePoints : codePoints.slice(start)
      try {
        parts.push(to.encodeCodePoints(rest))
        break
      } catch (error) {
        if (!isEncodeError(error)) throw error
        parts.push(to.encodeCodePoints(rest.slice(0, error.index)), replacement)
        start += error.index + 1
      }
    }
    if (parts.length === 1) return parts[0] as Uint8Array
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
    let at = 0
    for (const part of parts) {
      out.set(part, at)
      at += part.length
    }
    return out
  }
}

export async function transcode(argv: readonly string[], io: Io): Promise<number> {
  const given = await startCommand(argv, io, 'transcode', TRANSCODE_HELP)
  if (given === null) return EXIT_OK
  const { out, options, positionals } = given
  if (options.from === undefined) throw new UsageError('transcode needs --from S (the scheme of the input)')
  if (options.to === undefined) throw new UsageError('transcode needs --to S (the scheme to write)')
  const [inPath, outPath] = inAndOut(positionals, 'transcode')
  const from = codecFor(String(options.from), '--from')
  const to = codecFor(String(options.to), '--to')
  const opened = await openInOut(inPath, outPath, io, out)
  if (opened === null) return EXIT_USAGE
  const { input, output } = opened
  const converter = new Converter(from, to, options.replace === true)
  const windows = new Windows(from)
  const position = new Position(from)
  const progress = new Progress(io.stderr, input.name, input.size)
  let read = 0
  // A reserved run (Corrected UTF-8's) longer than a window is one U+FFFD with --replace: written when the
  // window is cut inside it, and the rest of the run skipped.
  const runs = options.replace === true ? windows.runs : null
  let inRun = false
  const step = async (fresh: Window, final: boolean) => {
    let held = fresh
    if (inRun) {
      const { bytes } = held
      let past = 0
      while (past < bytes.length && runs?.continues(bytes[past] as number) === true) past++
      position.advance(bytes, past)
      windows.consume(past)
      if (past === bytes.length && !final) return
      inRun = false
      held = final ? windows.finish() : windows.push(new Uint8Array(0))
    }
    const { bytes: all, cut: allCut, end: allEnd } = held
    const runStart =
      runs !== null && allCut < allEnd && allEnd === all.length ? runs.startOf(all, all.length - 1) : -1
    if (runs !== null && runStart >= 0 && runStart <= allCut && runs.starts(all[runStart] as number)) {
      await output.write(converter.convert({ ...held, cut: runStart, end: runStart }))
      await output.write(to.encodeCodePoints([REPLACEMENT]))
      position.advance(all, all.length)
      windows.consume(all.length)
      inRun = true
      return
    }
    let bytes: Uint8Array
    try {
      bytes = converter.convert(held)
    } catch (error) {
      if (!(error instanceof ConversionError)) throw error
      const { line, column } = position.at(held.bytes, error.offset - held.offset)
      throw new ConversionError(`${input.name}:${line}:${column}: ${error.message}`, error.offset)
    }
    await output.write(bytes)
    position.advance(held.bytes, held.cut)
    windows.consume(held.cut)
  }
  try {
    for await (const chunk of input.chunks()) {
      read += chunk.length
      await step(windows.push(chunk), false)
      progress.update(read)
      if (output.broken) break
    }
    if (!output.broken) await step(windows.finish(), true)
    progress.end()
    await output.commit()
    return EXIT_OK
  } catch (error) {
    progress.end()
    await output.abort()
    if (error instanceof ConversionError) {
      io.stderr.write(`utf8x: ${error.message}\n`)
      return EXIT_DATA
    }
    if (error instanceof FileError) {
      io.stderr.write(`utf8x: ${error.message}\n`)
      return EXIT_USAGE
    }
    if (error instanceof SequenceTooLong) {
      io.stderr.write(`utf8x: ${input.name}: ${error.message}\n`)
      return EXIT_USAGE
    }
    throw error
  } finally {
    await input.close()
  }
}
