/**
 * A deliberately simple reference for UTF-∞-8, written straight from the seed (§3) and SEMANTICS.md with
 * plain bigint arithmetic, no tables and no speed: the fast code is checked against it. Meant for small
 * inputs only (it builds values bit by bit).
 */

/** The bits a lead byte of an n-byte code (2–7) carries: RFC 2279 for 2–6, none for FE (§3.3). */
function leadBits(n: number): number {
  return Math.max(7 - n, 0)
}

/** Data bits of an n-byte code, n = 1…7. */
function capacity(n: number): number {
  return n === 1 ? 7 : leadBits(n) + 6 * (n - 1)
}

function groups6(value: bigint, count: number): number[] {
  const out: number[] = []
  for (let j = count - 1; j >= 0; j--) out.push(0x80 | Number((value >> BigInt(6 * j)) & 63n))
  return out
}

/** Encodes one code point (no checks beyond what the layout needs). */
export function refEncode(cp: bigint): number[] {
  if (cp < 0n) throw new RangeError('negative')
  for (let n = 1; n <= 7; n++) {
    if (cp < 1n << BigInt(capacity(n))) {
      if (n === 1) return [Number(cp)]
      const lead = ((0xff << (8 - n)) & 0xff) | Number(cp >> BigInt(6 * (n - 1)))
      return [lead, ...groups6(cp, n - 1)]
    }
  }
  if (cp < 1n << 71n) return [0xff, ...groups6(cp, 12)] // 72 bits, the top one zero: second byte 100xxxxx
  const hex = cp.toString(16)
  const nud = hex.length
  const nme = (nud - 18).toString(16)
  const field = [...Array(nme.length - 1).fill(0xb4), ...[...nme].map((d) => 0xa0 + Number.parseInt(d, 16))]
  const storage = Math.floor((nud + 2) / 3) * 2
  return [0xff, ...field, ...groups6(cp, storage)]
}

export type RefStep = { ok: true; value: bigint; length: number } | { ok: false; kind: string }

const isTrail = (b: number | undefined): boolean => b !== undefined && b >= 0x80 && b <= 0xbf

function assemble(bytes: readonly number[], from: number, to: number): bigint {
  let v = 0n
  for (let k = from; k < to; k++) v = (v << 6n) | BigInt((bytes[k] as number) & 63)
  return v
}

/** Reads the length field after FF at `i`: `{ nud, end }` or a fault kind. */
function refField(b: readonly number[], i: number): { nud: bigint; end: number } | { kind: string } {
  let p = i + 1
  let run = 0
  while (b[p] === 0xb4) {
    run++
    p++
  }
  let digits = ''
  for (let d = 0; d <= run; d++, p++) {
    const c = b[p]
    if (!isTrail(c)) return { kind: 'truncated' }
    if ((c as number) < 0xa0 || (c as number) > 0xaf) return { kind: 'non-canonical-length' }
    if (d === 0 && run > 0 && c === 0xa0) return { kind: 'non-canonical-length' }
    digits += ((c as number) - 0xa0).toString(16)
  }
  return { nud: BigInt(`0x${digits}`) + 18n, end: p }
}

/** Decodes the code at `b[i]` strictly, deciding the kind in SEMANTICS.md's order. */
export function refStep(b: readonly number[], i: number): RefStep {
  const lead = b[i] as number
  if (lead < 0x80) return { ok: true, value: BigInt(lead), length: 1 }
  if (lead < 0xc0) return { ok: false, kind: 'unexpected-continuation' }
  if (lead < 0xff) {
    let n = 0
    while ((lead << n) & 0x80) n++
    for (let k = 1; k < n; k++) if (!isTrail(b[i + k])) return { ok: false, kind: 'truncated' }
    const value = (BigInt(lead & ((1 << leadBits(n)) - 1)) << BigInt(6 * (n - 1))) | assemble(b, i + 1, i + n)
    if (value < 1n << BigInt(capacity(n - 1))) return { ok: false, kind: 'overlong' }
    if (value >= 0xd800n && value <= 0xdfffn) return { ok: false, kind: 'surrogate' }
    return { ok: true, value, length: n }
  }
  if (!isTrail(b[i + 1])) return { ok: false, kind: 'truncated' }
  if ((b[i + 1] as number) <= 0x9f) {
    for (let k = 1; k < 13; k++) if (!isTrail(b[i + k])) return { ok: false, kind: 'truncated' }
    const value = assemble(b, i + 1, i + 13)
    if (value < 1n << 36n) return { ok: false, kind: 'overlong' }
    return { ok: true, value, length: 13 }
  }
  const field = refField(b, i)
  if ('kind' in field) return { ok: false, kind: field.kind }
  const storage = Number((field.nud + 2n) / 3n) * 2
  for (let k = 0; k < storage; k++) if (!isTrail(b[field.end + k])) return { ok: false, kind: 'truncated' }
  const value = assemble(b, field.end, field.end + storage)
  if (value < 1n << 71n) return { ok: false, kind: 'overlong' }
  if (BigInt(value.toString(16).length) !== field.nud) return { ok: false, kind: 'non-canonical-length' }
  return { ok: true, value, length: field.end - i + storage }
}

/** Whether `p` (a lead and what follows) can still be completed into a well-formed code. */
function viable(p: readonly number[]): boolean {
  const lead = p[0] as number
  if (lead < 0xc0) return p.length === 1 && lead < 0x80
  if (!p.slice(1).every(isTrail)) return false
  // The codes that complete `p` form an interval [low, high] of values: fill the rest with 80s or BFs.
  const fill = (total: number, byte: number) => [...p, ...Array(Math.max(total - p.length, 0)).fill(byte)]
  const between = (total: number, from: number, ok: (low: bigint, high: bigint) => boolean) =>
    p.length <= total &&
    ok(assemble(fill(total, 0x80), from, total), assemble(fill(total, 0xbf), from, total))
  if (lead < 0xff) {
    let n = 0
    while ((lead << n) & 0x80) n++
    const top = BigInt(lead & ((1 << leadBits(n)) - 1)) << BigInt(6 * (n - 1))
    const min = 1n << BigInt(capacity(n - 1))
    return between(n, 1, (low, high) => {
      const lo = top | low
      const hi = top | high
      if (hi < min) return false
      // 3-byte codes: the surrogates are a hole; the interval must reach outside it.
      return n !== 3 || lo < 0xd800n || hi > 0xdfffn
    })
  }
  if (p.length === 1) return true
  if ((p[1] as number) <= 0x9f) return between(13, 1, (_low, high) => high >= 1n << 36n)
  const field = refField([...p, 0x100], 0) // 0x100: "the input ends here", never a trail byte
  if ('kind' in field) return field.kind === 'truncated' // cut off by the end of `p`, every byte so far fitting
  const storage = Number((field.nud + 2n) / 3n) * 2
  const least = field.nud === 18n ? 1n << 71n : 16n ** (field.nud - 1n)
  const most = 16n ** field.nud - 1n
  return between(field.end + storage, field.end, (low, high) => high >= least && low <= most)
}

/** The maximal subpart at `b[i]`: the longest viable prefix, at least one byte. */
export function refSubpart(b: readonly number[], i: number): number {
  let length = 1
  while (i + length < b.length && viable(b.slice(i, i + length + 1))) length++
  return length
}

/** Strict decoding to code points: the values, or the first fault. */
export function refDecodeStrict(
  b: readonly number[],
): { values: bigint[] } | { kind: string; offset: number } {
  const values: bigint[] = []
  for (let i = 0; i < b.length; ) {
    const step = refStep(b, i)
    if (!step.ok) return { kind: step.kind, offset: i }
    values.push(step.value)
    i += step.length
  }
  return { values }
}

/** Replacement decoding to code points: U+FFFD per maximal subpart. */
export function refDecodeReplacing(b: readonly number[]): bigint[] {
  const values: bigint[] = []
  for (let i = 0; i < b.length; ) {
    const step = refStep(b, i)
    if (step.ok) {
      values.push(step.value)
      i += step.length
    } else {
      values.push(0xfffdn)
      i += refSubpart(b, i)
    }
  }
  return values
}

/** Replacement decoding to a string: a code point above U+10FFFF is one U+FFFD too. */
export function refDecodeTextReplacing(b: readonly number[]): string {
  return refDecodeReplacing(b)
    .map((v) => String.fromCodePoint(v > 0x10ffffn ? 0xfffd : Number(v)))
    .join('')
}
