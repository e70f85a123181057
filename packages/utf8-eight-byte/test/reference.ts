/**
 * A plain reference decoder for every scheme of the package, written from SEMANTICS.md and Barber's
 * text without the package's tables: each scheme is a list of bit patterns (`110ddddd`), values are
 * bigints, and every rule is checked the slow, obvious way. The fast code is tested against it.
 */

export interface RefScheme {
  readonly name: string
  readonly unitBits: number
  /** `patterns[e]`: the lead of a sequence with `e` extension units (`patterns[0]` = single unit). */
  readonly patterns: readonly string[]
  /** The extension unit's pattern, or null when there is none (1-bit hunks). */
  readonly extension: string | null
}

const memo = new Map<string, boolean>()

/** Whether `unit` fits `pattern` (`110ddddd`: 0/1 are fixed bits, `d` data bits). */
export function matches(pattern: string, unit: number): boolean {
  const key = `${pattern}:${unit}`
  let known = memo.get(key)
  if (known === undefined) memo.set(key, (known = matchesNow(pattern, unit)))
  return known
}

function matchesNow(pattern: string, unit: number): boolean {
  if (unit >= 2 ** pattern.length) return false
  const bits = unit.toString(2).padStart(pattern.length, '0')
  for (let k = 0; k < pattern.length; k++) if (pattern[k] !== 'd' && pattern[k] !== bits[k]) return false
  return true
}

function dataOf(pattern: string, unit: number): string {
  const bits = unit.toString(2).padStart(pattern.length, '0')
  let out = ''
  for (let k = 0; k < pattern.length; k++) if (pattern[k] === 'd') out += bits[k]
  return out
}

const count = (pattern: string) => [...pattern].filter((c) => c === 'd').length

/** Net bits of a sequence with `e` extension units. */
export function capacity(s: RefScheme, e: number): number {
  return count(s.patterns[e] as string) + e * (s.extension === null ? 0 : count(s.extension))
}

/** The smallest value a sequence with `e` extensions may hold, or null when none is in shortest form. */
export function minimum(s: RefScheme, e: number): bigint | null {
  let best = -1
  for (let k = 0; k < e; k++) best = Math.max(best, capacity(s, k))
  if (e > 0 && capacity(s, e) <= best) return null
  return e === 0 ? 0n : 2n ** BigInt(best)
}

export type RefStep =
  | { ok: true; length: number; value: bigint }
  | { ok: false; kind: string; subpart: number }

/** Reads one sequence at `units[i]` by SEMANTICS.md's rules. */
export function refStep(s: RefScheme, units: ArrayLike<number>, i: number): RefStep {
  const u = units[i] as number
  if (s.extension !== null && matches(s.extension, u))
    return { ok: false, kind: 'unexpected-continuation', subpart: 1 }
  const e = s.patterns.findIndex((p) => matches(p, u))
  if (e < 0) return { ok: false, kind: 'invalid-lead', subpart: 1 }
  const min = minimum(s, e)
  const cap = capacity(s, e)
  const pieces = [dataOf(s.patterns[e] as string, u)]
  while (pieces.length <= e && i + pieces.length < units.length) {
    const c = units[i + pieces.length] as number
    if (!matches(s.extension as string, c)) break
    pieces.push(dataOf(s.extension as string, c))
  }
  const j = pieces.length - 1
  // A prefix of k units can still complete a shortest-form sequence if filling the rest with ones
  // reaches the minimum; the maximal subpart is the longest such prefix (at least the lead).
  const extendable = (k: number) => {
    const data = pieces.slice(0, k).join('')
    const best = (BigInt(`0b0${data}`) + 1n) * 2n ** BigInt(cap - data.length) - 1n
    return min !== null && best >= min
  }
  let subpart = 1
  for (let k = 2; k <= j + 1 && extendable(k); k++) subpart = k
  const data = pieces.join('')
  if (j < e) return { ok: false, kind: 'truncated', subpart }
  const value = BigInt(`0b0${data}`)
  if (min === null || value < min) return { ok: false, kind: 'overlong', subpart }
  return { ok: true, length: e + 1, value }
}

export type RefResult = { ok: true; values: bigint[] } | { ok: false; kind: string; offset: number }

/** Decodes to code points (bigints), strict or with one U+FFFD per maximal subpart. */
export function refDecode(s: RefScheme, units: ArrayLike<number>, fatal: boolean): RefResult {
  const values: bigint[] = []
  let i = 0
  while (i < units.length) {
    const step = refStep(s, units, i)
    if (step.ok) {
      values.push(step.value)
      i += step.length
    } else if (fatal) {
      return { ok: false, kind: step.kind, offset: i }
    } else {
      values.push(0xfffdn)
      i += step.subpart
    }
  }
  return { ok: true, values }
}

/** Decodes to a string: values above U+10FFFF and surrogate values are `unrepresentable` (or one U+FFFD). */
export function refDecodeString(
  s: RefScheme,
  units: ArrayLike<number>,
  fatal: boolean,
): { ok: true; text: string } | { ok: false; kind: string; offset: number } {
  let text = ''
  let i = 0
  while (i < units.length) {
    const step = refStep(s, units, i)
    if (step.ok) {
      const v = step.value
      if (v > 0x10ffffn || (v >= 0xd800n && v <= 0xdfffn)) {
        if (fatal) return { ok: false, kind: 'unrepresentable', offset: i }
        text += '\uFFFD'
      } else {
        text += String.fromCodePoint(Number(v))
      }
      i += step.length
    } else if (fatal) {
      return { ok: false, kind: step.kind, offset: i }
    } else {
      text += '\uFFFD'
      i += step.subpart
    }
  }
  return { ok: true, text }
}

/**
 * `value` written in a sequence with `e` extension units, whether or not that is its shortest form (its
 * bits must fit).
 */
export function refPack(s: RefScheme, e: number, value: bigint): number[] {
  let bits = value.toString(2).padStart(capacity(s, e), '0')
  const out: number[] = []
  for (const pattern of [s.patterns[e] as string, ...Array<string>(e).fill(s.extension as string)]) {
    let unit = ''
    for (const c of pattern) {
      if (c === 'd') {
        unit += bits[0]
        bits = bits.slice(1)
      } else unit += c
    }
    out.push(Number.parseInt(unit, 2))
  }
  return out
}

/** Encodes one value in the shortest length that holds it. */
export function refEncode(s: RefScheme, value: bigint): number[] {
  for (let e = 0; e < s.patterns.length; e++) {
    const min = minimum(s, e)
    if (min === null || value < min || value >= 2n ** BigInt(capacity(s, e))) continue
    return refPack(s, e, value)
  }
  throw new RangeError(`cannot encode ${value} in ${s.name}`)
}

const eightLeads = [
  '0ddddddd',
  '110ddddd',
  '1110dddd',
  '11110ddd',
  '111110dd',
  '1111110d',
  '11111110',
  '11111111',
]

/** `utf-8-eight-byte` (Barber table one). */
export const REF_EIGHT: RefScheme = {
  name: 'utf-8-eight-byte',
  unitBits: 8,
  patterns: eightLeads,
  extension: '10dddddd',
}

/** `utf-8-seven-byte`: no `11111111`. */
export const REF_SEVEN: RefScheme = {
  name: 'utf-8-seven-byte',
  unitBits: 8,
  patterns: eightLeads.slice(0, 7),
  extension: '10dddddd',
}

/** `utf-8-65`, as SEMANTICS.md lists its leads. */
export const REF_65: RefScheme = {
  name: 'utf-8-65',
  unitBits: 8,
  patterns: [
    '0ddddddd',
    '101ddddd',
    '1100dddd',
    '1101dddd',
    '11100ddd',
    '11101ddd',
    '111100dd',
    '111101dd',
    '1111100d',
    '1111101d',
    '11111100',
    '11111101',
    '11111110',
    '11111111',
  ],
  extension: '100ddddd',
}

/** `utf-8-hunk-N` as SEMANTICS.md words it. */
export function refHunk(h: number): RefScheme {
  const patterns = [`0${'d'.repeat(h - 1)}`]
  for (let n = 2; n <= h; n++)
    patterns.push(n === h ? '1'.repeat(h) : `${'1'.repeat(n)}0${'d'.repeat(h - n - 1)}`)
  return {
    name: `utf-8-hunk-${h}`,
    unitBits: h,
    patterns,
    extension: h >= 2 ? `10${'d'.repeat(h - 2)}` : null,
  }
}

/** RFC 2279 §2's encoder for values below 2^31, by its table of ranges. */
export function rfc2279(value: number): number[] {
  if (value < 0x80) return [value]
  const ranges = [0x800, 0x10000, 0x200000, 0x4000000, 0x80000000]
  const n = ranges.findIndex((limit) => value < limit) + 2
  const out: number[] = []
  let v = value
  for (let k = 1; k < n; k++) {
    out.unshift(0x80 | (v % 64))
    v = Math.floor(v / 64)
  }
  out.unshift(((0xff << (8 - n)) & 0xff) | v)
  return out
}
