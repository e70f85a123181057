/**
 * Bit diagrams of sequences in Barber's notation (§1, §4): `explain(codePoint)` for the encoding of a
 * value, `explainBytes(bytes)` for what an input holds, sequence by sequence. Structured data for a
 * page to colour, and the text forms of tables one, two and four.
 *
 * @module
 */

import { type BitDiagram, type BufferSource, bitDiagram, type DecodeError, formatDiagram } from '@utf8x/core'
import { toBytes, toHunks } from '@utf8x/core/internal'
import { checkCodePoint, writeValue } from './_encode.ts'
import { sequenceError } from './_errors.ts'
import { schemeOf } from './_registry.ts'
import { type Scheme, structureBits, unitKind } from './_scheme.ts'
import { scanSequence, scanState, sequenceValue, type Units } from './_sequence.ts'
import { eightByte } from './eight-byte.ts'

/** The encoding of one code point, bit by bit ({@link explain}). */
export interface Explanation {
  /** The scheme id. */
  readonly scheme: string
  readonly codePoint: number | bigint
  /** The sequence's units (bytes or hunks). */
  readonly units: readonly number[]
  /** The units in hex (`C2 80`). */
  readonly hex: string
  /** Units in the sequence. */
  readonly length: number
  /** Barber's row letter of table two (eight- and seven-byte UTF-8), else `null`. */
  readonly row: string | null
  /** Net bits of sequences of this length. */
  readonly dataBits: number
  /** Bits per unit. */
  readonly unitBits: number
  /** Every bit with its role (structure or data) and, for data, its weight. */
  readonly diagram: BitDiagram
  /** Table two's form: `wwz0'0010 wz00'0000`. */
  readonly text: string
  /** Table one's form: `wwzd'dddd wzdd'dddd`. */
  readonly pattern: string
  /** Table four's subscripted form: `wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0`. */
  readonly subscript: string
  /** The code point in binary, one group per byte of the net bits (table two): `0000'0000 1000'0000`. */
  readonly codePointBits: string
  /** The code point subscripted (table four): `0000 ' 0 dAd9d8 # d7d6d5d4 ' d3d2d1d0`. */
  readonly codePointSubscript: string
}

/** One sequence (or ill-formed run) of an input ({@link explainBytes}). */
export interface ExplainedSequence {
  /** Index of its first unit in the input. */
  readonly offset: number
  readonly units: readonly number[]
  readonly hex: string
  /** Table two's row letter (overlong rows included) for eight- and seven-byte UTF-8, else `null`. */
  readonly row: string | null
  readonly diagram: BitDiagram
  /** `wwz0'0010 wz00'0000`, as in table two. */
  readonly text: string
  /** The value of a complete sequence (overlong ones too), else `null`. */
  readonly codePoint: number | bigint | null
  /** What strict decoding reports here (its message names the broken rule), or `null`. */
  readonly error: DecodeError | null
}

function hexOf(units: readonly number[], unitBits: number): string {
  const width = Math.ceil(unitBits / 4)
  return units.map((u) => u.toString(16).toUpperCase().padStart(width, '0')).join(' ')
}

function sequenceStructure(scheme: Scheme, units: readonly number[]): number[] {
  return units.map((u, k) =>
    structureBits(scheme, k === 0 ? unitKind(scheme, u) : unitKind(scheme, u) === 0 ? 0 : -1),
  )
}

/** The code point's bytes (enough for `dataBits`), with the padding above the data as structure zeros. */
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

/**
 * How `codePoint` is encoded, bit by bit, in Barber's notation: `w` and `z` for the structure bits (one
 * and zero), the data bits as values, as `d`, or subscripted as in table four.
 *
 * @param codePoint - a number or bigint the scheme can encode
 * @param codec - `eightByte` (default), `sevenByte`, `sixtyFiveBit` or `hunkCodec(n)`
 * @throws {EncodeError} `out-of-range` when the scheme cannot encode it
 * @throws {TypeError} when `codec` is not a codec of this package
 * @example
 * ```ts
 * const c = explain(0x80)
 * console.assert(c.row === 'C' && c.text === "wwz0'0010 wz00'0000")
 * console.assert(explain(0x7ff).subscript === "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0")
 * console.assert(explain(0x7ff).codePointSubscript === "0000 ' 0 dAd9d8 # d7d6d5d4 ' d3d2d1d0")
 * ```
 */
export function explain(codePoint: number | bigint, codec: object = eightByte): Explanation {
  const scheme = schemeOf(codec)
  const value = checkCodePoint(codePoint, 0, scheme)
  const buffer = new Uint16Array(scheme.longest)
  const length = writeValue(value, scheme, buffer, 0)
  const units = Array.from(buffer.subarray(0, length))
  const diagram = bitDiagram(units, sequenceStructure(scheme, units), scheme.unitBits)
  const dataBits = scheme.dataBits[length] as number
  const numbers = codePointDiagram(value, dataBits)
  return {
    scheme: scheme.name,
    codePoint: scheme.bigint ? BigInt(value) : value,
    units,
    hex: hexOf(units, scheme.unitBits),
    length,
    row: scheme.rows?.[length]?.[0] ?? null,
    dataBits,
    unitBits: scheme.unitBits,
    diagram,
    text: formatDiagram(diagram),
    pattern: formatDiagram(diagram, 'pattern'),
    subscript: formatDiagram(diagram, 'subscript'),
    codePointBits: formatDiagram(numbers).replace(/z/g, '0'),
    codePointSubscript: formatDiagram(numbers, 'subscript').replace(/z/g, '0'),
  }
}

/**
 * What an input holds, sequence by sequence, as bit diagrams: each well-formed sequence with its value,
 * and each ill-formed one with the error strict decoding reports there (whose message says which rule
 * of Barber's table seven broke). An overlong sequence is shown whole with its row (B, D, F, …).
 * Unlike replacement decoding, which resumes after the maximal subpart, each item here is a whole
 * sequence as far as its lead announces it and extension units follow.
 *
 * @param input - bytes (`BufferSource`), or hunks (`Uint16Array` or number array) for `hunkCodec(n)`
 * @param codec - `eightByte` (default), `sevenByte`, `sixtyFiveBit` or `hunkCodec(n)`
 * @throws {TypeError} when `input` or `codec` has the wrong type
 * @example
 * ```ts
 * const [percent] = explainBytes(new Uint8Array([0xc0, 0xa5]))
 * console.assert(percent?.row === 'B' && percent.error?.kind === 'overlong' && percent.codePoint === 0x25)
 * console.assert(percent?.text === "wwz0'0000 wz10'0101")
 * ```
 */
export function explainBytes(
  input: BufferSource | Uint16Array | readonly number[],
  codec: object = eightByte,
): ExplainedSequence[] {
  const scheme = schemeOf(codec)
  const units: Units = scheme.unitWord === 'hunk' ? toHunks(input, 'input') : toBytes(input, 'input')
  const end = units.length
  const out: ExplainedSequence[] = []
  let i = 0
  while (i < end) {
    const n = scanSequence(units, i, end, scheme)
    const count =
      n > 0 ? n : scanState.kind === 'truncated' || scanState.kind === 'overlong' ? scanState.found : 1
    const complete = n > 0 || scanState.kind === 'overlong'
    const length = complete ? count : 0
    const error = n > 0 ? null : sequenceError(units, i, end, scheme)
    const seq = Array.from(units.subarray(i, i + count))
    const diagram = bitDiagram(seq, sequenceStructure(scheme, seq), scheme.unitBits)
    const value = complete ? (n === 1 ? (units[i] as number) : sequenceValue(units, i, length, scheme)) : null
    const lead = unitKind(scheme, units[i] as number)
    const rows = lead > 0 ? scheme.rows?.[lead] : undefined
    out.push({
      offset: i,
      units: seq,
      hex: hexOf(seq, scheme.unitBits),
      row: rows === undefined || !complete ? null : error === null ? rows[0] : rows[1],
      diagram,
      text: formatDiagram(diagram),
      codePoint: value === null ? null : scheme.bigint ? BigInt(value) : value,
      error,
    })
    i += count
  }
  return out
}
