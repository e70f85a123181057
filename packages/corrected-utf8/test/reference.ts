/**
 * A deliberately plain Corrected UTF-8 reference, built from the seed's table (vectors/seed-table.json)
 * and SEMANTICS.md, sharing no code with src/. Slow and obvious: bits are read one byte at a time and
 * the offset is found by looking the sequence up in the table's byte ranges.
 */
import seed from './vectors/seed-table.json' with { type: 'json' }

export interface Row {
  length: number
  firstBytes: number[]
  lastBytes: number[]
  offset: number
  firstCodePoint: number
  lastCodePoint: number
}

const hex = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((h) => Number.parseInt(h, 16))

/** The seed's rows, parsed from their text. */
export const SEED_ROWS: Row[] = seed.rows.map((line) => {
  const [bytes, offset, codePoints] = line.split('|').slice(1, 4) as [string, string, string]
  const [firstBytes, lastBytes] = bytes.split('…').map(hex) as [number[], number[]]
  const [first, last] = codePoints.split('…').map((part) => Number.parseInt(part.replace(/\s/g, ''), 16)) as [
    number,
    number,
  ]
  return {
    length: firstBytes.length,
    firstBytes,
    lastBytes,
    offset: Number(offset.replace(/\s/g, '')),
    firstCodePoint: first,
    lastCodePoint: last,
  }
})

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number)
  return a.length - b.length
}

/** What a decoder sees at one position. */
export type Event =
  | { type: 'code-point'; offset: number; length: number; codePoint: number }
  | {
      type: 'error'
      offset: number
      length: number
      kind: 'unexpected-continuation' | 'truncated' | 'reserved'
    }

function leadingOnes(byte: number): number {
  let n = 0
  while (n < 8 && byte & (0x80 >> n)) n++
  return n
}

const isContinuation = (byte: number | undefined) => byte !== undefined && leadingOnes(byte) === 1

/** Splits bytes into sequences and problems, front to back. */
export function referenceEvents(bytes: ArrayLike<number>): Event[] {
  const events: Event[] = []
  let i = 0
  while (i < bytes.length) {
    const lead = bytes[i] as number
    const ones = leadingOnes(lead)
    if (ones === 0) {
      // The first row: 00 … 7F, offset 0.
      events.push({ type: 'code-point', offset: i, length: 1, codePoint: lead })
      i += 1
    } else if (ones === 1) {
      events.push({ type: 'error', offset: i, length: 1, kind: 'unexpected-continuation' })
      i += 1
    } else if (ones >= 7) {
      let j = i + 1
      while (j < bytes.length && (leadingOnes(bytes[j] as number) >= 7 || isContinuation(bytes[j]))) j++
      events.push({ type: 'error', offset: i, length: j - i, kind: 'reserved' })
      i = j
    } else {
      const n = ones
      const sequence = [lead]
      while (sequence.length < n && isContinuation(bytes[i + sequence.length]))
        sequence.push(bytes[i + sequence.length] as number)
      if (sequence.length < n) {
        events.push({ type: 'error', offset: i, length: sequence.length, kind: 'truncated' })
      } else {
        // The data bits: the lead's low 7 − n bits, then 6 from each continuation byte.
        let value = lead & ((1 << (7 - n)) - 1)
        for (let k = 1; k < n; k++) value = value * 64 + ((sequence[k] as number) & 0x3f)
        let row: Row | undefined
        for (const r of SEED_ROWS) {
          if (r.length === n && compare(sequence, r.firstBytes) >= 0 && compare(sequence, r.lastBytes) <= 0)
            row = r
        }
        if (row === undefined) throw new Error(`reference: no row for ${sequence}`)
        events.push({ type: 'code-point', offset: i, length: n, codePoint: value + row.offset })
      }
      i += sequence.length
    }
  }
  return events
}

/** The error a strict decoder reports first (`to: 'string'` adds unrepresentable), or null. */
export function referenceError(
  bytes: ArrayLike<number>,
  to: 'string' | 'code-points',
): { kind: string; offset: number; end?: number } | null {
  for (const e of referenceEvents(bytes)) {
    if (e.type === 'error') {
      return e.kind === 'reserved'
        ? { kind: e.kind, offset: e.offset, end: e.offset + e.length }
        : { kind: e.kind, offset: e.offset }
    }
    if (to === 'string' && e.codePoint > 0x10ffff) return { kind: 'unrepresentable', offset: e.offset }
  }
  return null
}

/** Replacement-mode decoding to code points. */
export function referenceCodePoints(bytes: ArrayLike<number>): number[] {
  return referenceEvents(bytes).map((e) => (e.type === 'error' ? 0xfffd : e.codePoint))
}

/** Replacement-mode decoding to a string. */
export function referenceString(bytes: ArrayLike<number>): string {
  let text = ''
  for (const c of referenceCodePoints(bytes)) text += String.fromCodePoint(c > 0x10ffff ? 0xfffd : c)
  return text
}

/** The encoding of one code point, or the kind of error. */
export function referenceEncode(
  codePoint: number,
): number[] | 'not-encodable' | 'surrogate' | 'out-of-range' {
  if (codePoint >= 0x80 && codePoint <= 0x9f) return 'not-encodable'
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return 'surrogate'
  const row = SEED_ROWS.find((r) => codePoint >= r.firstCodePoint && codePoint <= r.lastCodePoint)
  if (row === undefined || !Number.isInteger(codePoint)) return 'out-of-range'
  const n = row.length
  const dataBits = n === 1 ? 7 : 7 - n + 6 * (n - 1)
  const bits = (codePoint - row.offset).toString(2).padStart(dataBits, '0')
  if (n === 1) return [Number.parseInt(bits, 2)]
  const leadBits = 7 - n
  const out = [Number.parseInt('1'.repeat(n) + '0' + bits.slice(0, leadBits), 2)]
  for (let k = 0; k < n - 1; k++)
    out.push(Number.parseInt('10' + bits.slice(leadBits + 6 * k, leadBits + 6 * k + 6), 2))
  return out
}

/** Parses `U+0041 U+00CF` or `C0 AF` style lists. */
export const parseHex = (text: string): number[] => hex(text.replace(/U\+/g, ''))
