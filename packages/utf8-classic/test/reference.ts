/**
 * A deliberately simple reference decoder for the five schemes, written from SEMANTICS.md and the seeds
 * without the package's tables or kernels: values are computed bit by bit, and "could this prefix still
 * become a valid sequence" is answered with the interval of values its completions can take.
 */

export type Kind =
  | 'truncated'
  | 'unexpected-continuation'
  | 'invalid-lead'
  | 'overlong'
  | 'surrogate'
  | 'out-of-range'
  | 'unrepresentable'

export interface RefScheme {
  name: string
  /** Longest sequence a lead may announce (3, 4 or 6). */
  longest: number
  maxCodePoint: number
  surrogates: 'forbid' | 'ordinary' | 'lone' | 'pairs' | 'lone-or-pairs'
  modifiedNul: boolean
}

export const REF: Record<string, RefScheme> = {
  'utf-8': { name: 'utf-8', longest: 4, maxCodePoint: 0x10ffff, surrogates: 'forbid', modifiedNul: false },
  'utf-8-rfc2279': {
    name: 'utf-8-rfc2279',
    longest: 6,
    maxCodePoint: 0x7fffffff,
    surrogates: 'ordinary',
    modifiedNul: false,
  },
  'wtf-8': { name: 'wtf-8', longest: 4, maxCodePoint: 0x10ffff, surrogates: 'lone', modifiedNul: false },
  'cesu-8': { name: 'cesu-8', longest: 3, maxCodePoint: 0x10ffff, surrogates: 'pairs', modifiedNul: false },
  'mutf-8': {
    name: 'mutf-8',
    longest: 3,
    maxCodePoint: 0x10ffff,
    surrogates: 'lone-or-pairs',
    modifiedNul: true,
  },
}

const isCont = (b: number | undefined): boolean => b !== undefined && b >= 0x80 && b <= 0xbf

/** How many bytes the lead announces (0: not a lead of this scheme). */
function leadLength(b: number, s: RefScheme): number {
  let n = 0
  if (b >= 0xc0 && b <= 0xdf) n = 2
  else if (b >= 0xe0 && b <= 0xef) n = 3
  else if (b >= 0xf0 && b <= 0xf7) n = 4
  else if (b >= 0xf8 && b <= 0xfb) n = 5
  else if (b >= 0xfc && b <= 0xfd) n = 6
  return n <= s.longest ? n : 0
}

/** Value of lead + continuation bytes (numbers, so no 32-bit overflow). */
function sequenceValue(bytes: number[]): number {
  const n = bytes.length
  let v = (bytes[0] as number) & (n === 1 ? 0x7f : 0xff >> (n + 1))
  for (let k = 1; k < n; k++) v = v * 64 + ((bytes[k] as number) & 0x3f)
  return v
}

function smallest(n: number, s: RefScheme): number {
  if (n === 2 && s.modifiedNul) return 0
  return [0, 0, 0x80, 0x800, 0x10000, 0x200000, 0x4000000][n] as number
}

/** Values a single n-byte sequence may take in this scheme (ignoring pairing rules except lows in CESU-8). */
function allowedValue(v: number, n: number, s: RefScheme): boolean {
  if (v < smallest(n, s)) return false
  if (n === 2 && s.modifiedNul && v > 0 && v < 0x80) return false
  if (v > s.maxCodePoint) return false
  if (v >= 0xd800 && v <= 0xdfff) {
    if (s.surrogates === 'forbid') return false
    if (s.surrogates === 'pairs' && v >= 0xdc00) return false
  }
  return true
}

/** Whether `prefix` (lead + some continuation bytes) can still be completed into an allowed value. */
function prefixCanComplete(prefix: number[], n: number, s: RefScheme): boolean {
  const low = sequenceValue([...prefix, ...Array(n - prefix.length).fill(0x80)])
  const high = sequenceValue([...prefix, ...Array(n - prefix.length).fill(0xbf)])
  // The allowed values form intervals starting at smallest(n), 0x80 or 0xE000: checking those and `low`
  // is exact.
  return [low, smallest(n, s), 0x80, 0xe000].some((v) => v >= low && v <= high && allowedValue(v, n, s))
}

export type Step = { ok: true; length: number; value: number } | { ok: false; kind: Kind; subpart: number }

function lowSurrogateAt(bytes: number[], j: number): boolean {
  return bytes[j] === 0xed && isCont(bytes[j + 1]) && (bytes[j + 1] as number) >= 0xb0 && isCont(bytes[j + 2])
}

/** Reads the sequence at `i` (the slow, obvious way). */
export function step(bytes: number[], i: number, s: RefScheme): Step {
  const b = bytes[i] as number
  if (b <= 0x7f) {
    if (b === 0 && s.modifiedNul) return { ok: false, kind: 'invalid-lead', subpart: 1 }
    return { ok: true, length: 1, value: b }
  }
  if (b <= 0xbf) return { ok: false, kind: 'unexpected-continuation', subpart: 1 }
  const n = leadLength(b, s)
  if (n === 0) return { ok: false, kind: 'invalid-lead', subpart: 1 }
  let subpart = 1
  while (
    subpart < n &&
    isCont(bytes[i + subpart]) &&
    prefixCanComplete(bytes.slice(i, i + subpart + 1), n, s)
  ) {
    subpart++
  }
  for (let k = 1; k < n; k++) if (!isCont(bytes[i + k])) return { ok: false, kind: 'truncated', subpart }
  const v = sequenceValue(bytes.slice(i, i + n))
  if (v < smallest(n, s) || (n === 2 && s.modifiedNul && v > 0 && v < 0x80)) {
    return { ok: false, kind: 'overlong', subpart }
  }
  if (v >= 0xd800 && v <= 0xdfff && s.surrogates !== 'ordinary') {
    const pairNext = v <= 0xdbff && lowSurrogateAt(bytes, i + 3)
    if (s.surrogates === 'forbid') return { ok: false, kind: 'surrogate', subpart }
    if (s.surrogates === 'lone' && pairNext) return { ok: false, kind: 'surrogate', subpart: 3 }
    if (s.surrogates === 'pairs' || s.surrogates === 'lone-or-pairs') {
      if (pairNext) {
        const low = sequenceValue(bytes.slice(i + 3, i + 6))
        return { ok: true, length: 6, value: 0x10000 + (v - 0xd800) * 0x400 + (low - 0xdc00) }
      }
      if (s.surrogates === 'pairs') return { ok: false, kind: 'surrogate', subpart }
    }
  }
  if (v > s.maxCodePoint) return { ok: false, kind: 'out-of-range', subpart }
  return { ok: true, length: n, value: v }
}

export type Strict = { ok: true; codePoints: number[] } | { ok: false; kind: Kind; offset: number }

/** Strict decoding to code points. */
export function refStrict(bytes: number[], s: RefScheme): Strict {
  const codePoints: number[] = []
  for (let i = 0; i < bytes.length; ) {
    const r = step(bytes, i, s)
    if (!r.ok) return { ok: false, kind: r.kind, offset: i }
    codePoints.push(r.value)
    i += r.length
  }
  return { ok: true, codePoints }
}

/** Replacement decoding to code points: one U+FFFD per maximal subpart. */
export function refReplace(bytes: number[], s: RefScheme): number[] {
  const out: number[] = []
  for (let i = 0; i < bytes.length; ) {
    const r = step(bytes, i, s)
    if (r.ok) {
      out.push(r.value)
      i += r.length
    } else {
      out.push(0xfffd)
      i += r.subpart
    }
  }
  return out
}

/** What decoding to a string gives, as UTF-16 units, or the strict error (adds `unrepresentable`). */
export function refString(
  bytes: number[],
  s: RefScheme,
  fatal: boolean,
): string | { kind: Kind; offset: number } {
  let text = ''
  for (let i = 0; i < bytes.length; ) {
    const r = step(bytes, i, s)
    if (!r.ok) {
      if (fatal) return { kind: r.kind, offset: i }
      text += '\uFFFD'
      i += r.subpart
      continue
    }
    const v = r.value
    const surrogate = v >= 0xd800 && v <= 0xdfff
    if (v > 0x10ffff || (surrogate && s.surrogates === 'ordinary')) {
      if (fatal) return { kind: 'unrepresentable', offset: i }
      text += '\uFFFD'
    } else {
      text += v > 0xffff ? String.fromCodePoint(v) : String.fromCharCode(v)
    }
    i += r.length
  }
  return text
}
