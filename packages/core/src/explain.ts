/**
 * One explanation type for every scheme (`codec.explain`), sequence by sequence and bit by bit in Barber's
 * notation. A scheme only reads its sequences (a {@link SequenceReader}); core builds the diagrams and forms.
 *
 * @module
 */

import { type BitDiagram, bitDiagram, formatDiagram } from './diagram.ts'
import type { DecodeError } from './errors.ts'
import { unitHex } from './messages.ts'

/** UTF-∞-8's length field (codes from 2^71: `FF`, k − 1 bytes `B4`, then k hex digits `A0`–`AF`). */
export interface LengthField {
  /** Exclusive end of the field in the sequence's units (it starts at unit 1, after `FF`). */
  readonly end: number
  /** The hex digits of the code point it declares (NUD: its value + 18). */
  readonly digits: number
}

/**
 * One sequence of an {@link Explanation}, or an ill-formed run with its strict error. The fields after
 * `subscript` are present only in the schemes that have such a thing.
 */
export interface ExplainedSequence<CodePoint extends number | bigint = number | bigint> {
  /** Index of its first unit in the explained units. */
  readonly offset: number
  /** Its units (bytes, or hunks for `hunkCodec(n)`): a copy, never a view of the input. */
  readonly units: readonly number[]
  /** The units in hex, two digits a byte (three for 9-bit hunks): `C2 80`. */
  readonly hex: string
  /**
   * The value of a complete sequence, ill-formed ones too (an overlong shows what it would mean); both
   * halves of a CESU-8/MUTF-8 pair carry the pair's. `null` for an incomplete sequence, stray, reserved run.
   */
  readonly codePoint: CodePoint | null
  /**
   * The value its data bits hold: the code point, but in Corrected UTF-8 (less `valueOffset`) and for a
   * surrogate half (the surrogate). `null` where `codePoint` is.
   */
  readonly storedValue: CodePoint | null
  /** What strict decoding reports for this sequence (with its whole-input `offset`), or `null`. */
  readonly error: DecodeError | null
  /** Every bit with its role (structure or data) and, for data, its weight in the stored value. */
  readonly diagram: BitDiagram
  /** Data bits as values (Barber's table two): `wwz0'0010 wz00'0000`. */
  readonly text: string
  /** Data bits as `d` (table one): `wwzd'dddd wzdd'dddd`. */
  readonly pattern: string
  /** Data bits subscripted by weight (table four): `wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0`. */
  readonly subscript: string
  /** Eight- and seven-byte UTF-8: Barber's table-two row letter (`C` for two bytes; `B`, `D`… overlong). */
  readonly row?: string
  /** Corrected UTF-8: the row's offset added to the stored value (0, 160, 2208, 4256, 69792, …). */
  readonly valueOffset?: number
  /** Corrected UTF-8: the arithmetic, `U+00CF = 0x2F + 160`. */
  readonly equation?: string
  /** UTF-∞-8: the length field of a code from 2^71 on. */
  readonly lengthField?: LengthField
  /** CESU-8 and Modified UTF-8: this sequence is the high or low half of a surrogate pair. */
  readonly surrogateHalf?: 'high' | 'low'
}

/**
 * What `codec.explain` returns: of a code point, its encoding; of units, what they hold. A list of
 * sequences either way (a CESU-8 pair is two). Each ill-formed run is one sequence with its `error`: the
 * units the strict error names (lead and the continuations it announces, a Corrected UTF-8 reserved run, a
 * stray unit); an overlong is shown whole with its value. For showing, not bulk work: each bit is an object.
 */
export interface Explanation<CodePoint extends number | bigint = number | bigint> {
  /** The scheme id, as `codec.name` (README, "Semantics"). */
  readonly scheme: string
  /** The code point `explain` was given; `null` when it was given units. */
  readonly codePoint: CodePoint | null
  /** Bits per unit (8 for bytes). */
  readonly unitBits: number
  /** Every unit explained (a copy). */
  readonly units: readonly number[]
  /** The units in hex: `C2 80`. */
  readonly hex: string
  /** The data bits of all the sequences. */
  readonly dataBits: number
  /** The sequences' {@link ExplainedSequence.text} forms, joined with ` | `. */
  readonly text: string
  /** The sequences' {@link ExplainedSequence.pattern} forms, joined with ` | `. */
  readonly pattern: string
  /** The sequences' {@link ExplainedSequence.subscript} forms, joined with ` | `. */
  readonly subscript: string
  /** Of a code point: it in `dataBits` bits by eights (table two): `0000'0000 1000'0000`; else `null`. */
  readonly codePointBits: string | null
  /** The same subscripted (table four): `0000 ' 0 dAd9d8 # d7d6d5d4 ' d3d2d1d0`. `null` for units. */
  readonly codePointSubscript: string | null
  /** Sequence by sequence, in order; they tile {@link Explanation.units}. */
  readonly sequences: readonly ExplainedSequence<CodePoint>[]
  /** The first sequence's error (what `validate` returns for the units), or `null`. */
  readonly error: DecodeError | null
}

/** The facts a scheme may add to a sequence (see {@link ExplainedSequence}). */
export type SequenceFacts = Pick<
  ExplainedSequence,
  'row' | 'valueOffset' | 'equation' | 'lengthField' | 'surrogateHalf'
>

/** What a scheme read at one position: one sequence or ill-formed run. */
export interface SequenceReading<CodePoint extends number | bigint = number | bigint> {
  /** Units it takes (at least 1). */
  readonly length: number
  /** For each of its units, how many high bits are structure (the rest are data). */
  readonly structure: readonly number[]
  /** A complete sequence with a value (an overlong too), not an incomplete one, stray or reserved run. */
  readonly complete: boolean
  /** The code point, when not the value its data bits hold (Corrected UTF-8, a surrogate half's pair). */
  readonly codePoint?: CodePoint
  /** The strict error here, its offset in the whole input; `null` for a well-formed sequence. */
  readonly error: DecodeError | null
  /** The seed's own facts about it. */
  readonly facts?: SequenceFacts
}

/** How a scheme reads its sequences for {@link explainUnits}: all a scheme writes to explain. */
export interface SequenceReader<
  CodePoint extends number | bigint = number | bigint,
  Units extends Uint8Array | Uint16Array = Uint8Array,
> {
  /** Bits per unit. */
  readonly unitBits: number
  /** Whether code points are bigints (then stored values are too). */
  readonly bigint: boolean
  /** Reads at `units[at]` (`at < units.length`): one sequence, or a pair's two halves. Never throws. */
  read(units: Units, at: number): readonly SequenceReading<CodePoint>[]
}

/** The units in hex, each as wide as a unit needs. */
function hexOf(units: readonly number[], unitBits: number): string {
  return units.map((u) => unitHex(u, unitBits)).join(' ')
}

/** The value a diagram's data bits hold (read as one binary literal: linear in the bits). */
function dataValue(diagram: BitDiagram): bigint {
  const digits: string[] = ['0b0']
  for (const unit of diagram.units) {
    for (const bit of unit.bits) if (bit.role === 'data') digits.push(bit.value === 1 ? '1' : '0')
  }
  return BigInt(digits.join(''))
}

/** `value` in `dataBits` bits, in groups of eight from the right, as a diagram (the padding as structure). */
function codePointDiagram(value: number | bigint, dataBits: number): BitDiagram {
  const size = Math.max(1, Math.ceil(dataBits / 8))
  const bytes: number[] = []
  let v = BigInt(value)
  for (let k = 0; k < size; k++) {
    bytes.unshift(Number(v & 0xffn))
    v >>= 8n
  }
  const padding = size * 8 - dataBits
  return bitDiagram(bytes, (k) => Math.min(8, Math.max(0, padding - 8 * k)))
}

function explainSequence<CodePoint extends number | bigint>(
  reading: SequenceReading<CodePoint>,
  units: readonly number[],
  offset: number,
  reader: SequenceReader<CodePoint, Uint8Array> | SequenceReader<CodePoint, Uint16Array>,
): ExplainedSequence<CodePoint> {
  const diagram = bitDiagram(units, reading.structure, reader.unitBits)
  const bits = reading.complete ? dataValue(diagram) : null
  const stored = bits === null ? null : ((reader.bigint ? bits : Number(bits)) as CodePoint)
  return {
    offset,
    units,
    hex: hexOf(units, reader.unitBits),
    codePoint: reading.complete ? (reading.codePoint ?? stored) : null,
    storedValue: stored,
    error: reading.error,
    diagram,
    text: formatDiagram(diagram),
    pattern: formatDiagram(diagram, 'pattern'),
    subscript: formatDiagram(diagram, 'subscript'),
    ...reading.facts,
  }
}

/**
 * Explains `units` with a scheme's {@link SequenceReader}: what `codec.explain` returns. With
 * `ofCodePoint`, `units` encode one code point and its binary forms are included.
 *
 * @param scheme - the scheme id
 * @param reader - how the scheme reads its sequences
 * @param units - the units, read as they are (the caller passes its own copy or a plain view)
 * @param ofCodePoint - whether `units` are one code point's encoding
 * @example
 * ```ts
 * const reader = {
 *   unitBits: 8,
 *   bigint: false,
 *   read: () => [{ length: 1, structure: [1], complete: true, error: null }],
 * }
 * const e = explainUnits('ascii', reader, new Uint8Array([0x25]), true)
 * console.assert(e.text === "z010'0101" && e.codePointBits === "0010'0101")
 * ```
 */
export function explainUnits<CodePoint extends number | bigint, Units extends Uint8Array | Uint16Array>(
  scheme: string,
  reader: SequenceReader<CodePoint, Units>,
  units: Units,
  ofCodePoint = false,
): Explanation<CodePoint> {
  const sequences: ExplainedSequence<CodePoint>[] = []
  const end = units.length
  let at = 0
  while (at < end) {
    for (const reading of reader.read(units, at)) {
      const length = Math.max(1, Math.min(reading.length, end - at))
      const own = Array.from(units.subarray(at, at + length))
      sequences.push(explainSequence(reading, own, at, reader as SequenceReader<CodePoint, Uint8Array>))
      at += length
    }
  }
  const dataBits = sequences.reduce((sum, s) => sum + s.diagram.dataBits, 0)
  const codePoint = ofCodePoint ? (sequences[0]?.codePoint ?? null) : null
  const numbers = codePoint === null ? null : codePointDiagram(codePoint, dataBits)
  const all = Array.from(units)
  const joined = (form: (s: ExplainedSequence<CodePoint>) => string) => sequences.map(form).join(' | ')
  return {
    scheme,
    codePoint,
    unitBits: reader.unitBits,
    units: all,
    hex: hexOf(all, reader.unitBits),
    dataBits,
    text: joined((s) => s.text),
    pattern: joined((s) => s.pattern),
    subscript: joined((s) => s.subscript),
    codePointBits: numbers && formatDiagram(numbers).replace(/z/g, '0'),
    codePointSubscript: numbers && formatDiagram(numbers, 'subscript').replace(/z/g, '0'),
    sequences,
    error: sequences.find((s) => s.error !== null)?.error ?? null,
  }
}
