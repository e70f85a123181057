/**
 * `utf8x explain TEXT | U+XXXX… | --bytes HEX [--scheme S]`: the bit diagrams of the playground, in
 * Barber's notation (structure bits `w`/`z`, data bits as values), from each codec's `explain` and
 * core's diagram formatting; in colour when standard output is a terminal and `NO_COLOR` is unset.
 *
 * @module
 */

import {
  type Codec,
  type ExplainedSequence,
  type Explanation,
  formatCodePoint,
  isEncodeError,
  parseCodePoint,
} from '@utf8x/core'
import { startCommand } from './_args.ts'
import { type ByteCodec, codecFor } from './_codec.ts'
import { type Paint, paintDiagram, paintFor } from './_color.ts'
import { type Io, writeText } from './_io.ts'
import { EXIT_DATA, EXIT_OK, printable, UsageError } from './_usage.ts'

export const EXPLAIN_HELP = `Usage: utf8x explain [--scheme S] TEXT | U+XXXX... | --bytes HEX

Shows how a scheme encodes each character of TEXT, or the code points U+XXXX, or what the bytes HEX
hold, bit by bit in Barber's notation: structure bits as w (one) and z (zero), data bits as their values
(wwz0'0010 wz00'0000 is U+0080 in UTF-8), then the data bits alone (d for each) and the code point in
binary. Ill-formed bytes are shown with what is wrong with them. In colour on a terminal (structure and
data bits apart), unless NO_COLOR is set.

Options:
  -s, --scheme S   the scheme (default utf-8); any label utf8x knows
  -b, --bytes HEX  explain these bytes (hex digits, spaces, commas and 0x prefixes allowed)
  -h, --help       this help

Exit status: 0 explained; 1 a code point the scheme cannot encode, or ill-formed bytes; 2 a usage error, or standard output that cannot be written.

Examples:
  $ utf8x explain é
  $ utf8x explain --scheme corrected-utf-8 U+00A0 U+10FFFF
  $ utf8x explain --bytes 'C0 80' --scheme mutf-8
`

/** Reads `C0 80`, `c080`, `0xC0,0x80` or `\\xC0\\x80` as bytes. */
export function parseHex(text: string): Uint8Array {
  const digits = text.replace(/0x|\\x|[\s,:]/gi, '')
  if (!/^(?:[0-9a-f]{2})*$/i.test(digits)) {
    throw new UsageError(
      `--bytes takes hex digits, two for each byte (found '${printable(text.slice(0, 40))}')`,
    )
  }
  const out = new Uint8Array(digits.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(digits.slice(2 * i, 2 * i + 2), 16)
  return out
}

/** The character itself, quoted, when it is one a terminal can show; '' otherwise. */
function shown(codePoint: number | bigint | null): string {
  if (codePoint === null || codePoint > 0x10ffff) return ''
  const value = Number(codePoint)
  const char = String.fromCodePoint(value)
  return /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(char) || value === 0x20 ? ` '${char}'` : ''
}

/** What a sequence is: its code point (for bytes), surrogate half, row, equation, or what is wrong. */
function facts(sequence: ExplainedSequence, paint: Paint, withValue: boolean): string {
  const what: string[] = []
  if (sequence.error !== null) {
    what.push(paint.error(sequence.error.message.replace(/^Cannot decode [^:]+: /, '')))
  } else if (withValue && sequence.codePoint !== null) {
    what.push(`${formatCodePoint(sequence.codePoint)}${shown(sequence.codePoint)}`)
  }
  if (sequence.surrogateHalf !== undefined && sequence.storedValue !== null)
    what.push(`${sequence.surrogateHalf} surrogate ${formatCodePoint(sequence.storedValue)}`)
  if (sequence.row !== undefined) what.push(`row ${sequence.row}`)
  if (sequence.equation !== undefined) what.push(sequence.equation)
  return what.join('; ')
}

/**
 * An explanation as text: a title, then each sequence's hex and diagram (and for a code point, the data
 * bits as `d` below it), what it is, and the code point in binary.
 */
function explanationText(
  explanation: Explanation,
  title: string,
  paint: Paint,
  ofCodePoint: boolean,
): string {
  const hexWidth = Math.max(...explanation.sequences.map((s) => s.hex.length))
  const bitsWidth = Math.max(...explanation.sequences.map((s) => s.text.length))
  const lines = [paint.bold(title)]
  for (const sequence of explanation.sequences) {
    const about = facts(sequence, paint, !ofCodePoint)
    const diagram = paintDiagram(sequence.text, paint) + ' '.repeat(bitsWidth - sequence.text.length)
    lines.push(`  ${sequence.hex.padEnd(hexWidth)}  ${diagram}${about === '' ? '' : `  ${about}`}`.trimEnd())
    if (ofCodePoint) lines.push(`  ${' '.repeat(hexWidth)}  ${paint.dim(sequence.pattern)}`)
  }
  if (explanation.codePointBits !== null) {
    lines.push(
      `  code point bits: ${paint.data(explanation.codePointBits)} (${explanation.dataBits} data bits)`,
    )
  }
  return `${lines.join('\n')}\n`
}

/** `codec.explain(value)`, for a codec of either code point type. */
function explainCodePoint(
  codec: Codec<number | bigint>,
  value: number | bigint,
): Explanation<number | bigint> {
  return codec.explain(value)
}

/** The value to give `codec.explain`: a bigint for the bigint schemes, else a number. */
function codePointFor(codec: ByteCodec, value: number | bigint): number | bigint {
  if (typeof codec.maxCodePoint === 'bigint' || codec.maxCodePoint === null) return BigInt(value)
  return Number(value)
}

export async function explain(argv: readonly string[], io: Io): Promise<number> {
  const given = await startCommand(argv, io, 'explain', EXPLAIN_HELP)
  if (given === null) return EXIT_OK
  const { out, options, positionals } = given
  const codec = codecFor(String(options.scheme ?? 'utf-8'), '--scheme')
  const paint = paintFor(io)
  let status = EXIT_OK
  if (options.bytes !== undefined) {
    if (positionals.length > 0) throw new UsageError('explain takes TEXT, U+XXXX or --bytes HEX, not both')
    const bytes = parseHex(String(options.bytes))
    const explanation = codec.explain(bytes)
    const title = `${codec.name}: ${explanation.hex} (${bytes.length} bytes)${explanation.error === null ? '' : `, ${paint.error('ill-formed')}`}`
    await writeText(out, explanationText(explanation, title, paint, false))
    if (explanation.error !== null) status = EXIT_DATA
    await out.commit()
    return status
  }
  if (positionals.length === 0) throw new UsageError('explain needs TEXT, U+XXXX or --bytes HEX')
  const values: (number | bigint)[] = []
  for (const arg of positionals) {
    if (/^[Uu]\+[0-9A-Fa-f_]+$/.test(arg)) values.push(parseCodePoint(arg))
    else for (const char of arg) values.push(char.codePointAt(0) as number)
  }
  for (const value of values) {
    const name = `${formatCodePoint(value)}${shown(value)}`
    let explanation: Explanation
    try {
      explanation = explainCodePoint(codec, codePointFor(codec, value))
    } catch (error) {
      if (!isEncodeError(error) && !(error instanceof RangeError)) throw error
      await writeText(
        out,
        `${paint.bold(name)}: ${paint.error(`cannot be encoded in ${codec.name}`)}: ${error.message}\n`,
      )
      status = EXIT_DATA
      continue
    }
    const count = explanation.units.length
    const title = `${name} in ${codec.name}: ${explanation.hex} (${count} ${count === 1 ? 'byte' : 'bytes'})`
    await writeText(out, explanationText(explanation, title, paint, true))
    if (out.broken) break
  }
  await out.commit()
  return status
}
