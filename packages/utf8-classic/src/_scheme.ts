/**
 * The five schemes as data: which bytes lead a sequence of which length, the range of each lead's second
 * byte, the largest value, and how surrogates and U+0000 are treated. Everything else (decoders,
 * validators, encoders, stream hold-back) reads these descriptors, so the five differ only here.
 *
 * @module
 */

/** How a scheme treats the surrogate values U+D800–DFFF (SEMANTICS.md, "Surrogates"). */
export type SurrogatePolicy =
  /** RFC 3629 UTF-8: never (`surrogate`). */
  | 'forbid'
  /** RFC 2279: ordinary integers (decoding to a string reports `unrepresentable`). */
  | 'ordinary'
  /** WTF-8: lone ones allowed; a 3-byte high right before a 3-byte low is `surrogate` at the high. */
  | 'lone'
  /** CESU-8: only as a high+low pair of 3-byte sequences (one supplementary character). */
  | 'pairs'
  /** Java Modified UTF-8: lone ones allowed; an adjacent high+low pair is one supplementary character. */
  | 'lone-or-pairs'

/** A UTF-8-family scheme, as the shared engine sees it. */
export interface Scheme {
  readonly name: string
  readonly maxCodePoint: number
  /** Bytes per code point at the most (6 for CESU-8 and MUTF-8: a surrogate pair). */
  readonly maxSequenceLength: number
  /** The longest sequence one lead byte announces (3, 4 or 6). */
  readonly longestLead: number
  readonly orderPreserving: boolean
  readonly surrogates: SurrogatePolicy
  /** Java Modified UTF-8: U+0000 is `C0 80` and a raw `00` byte is `invalid-lead`. */
  readonly modifiedNul: boolean
  /** Whether a well-formed RFC 3629 sequence of up to 4 bytes means the same here (not CESU-8, MUTF-8). */
  readonly utf8Superset: boolean
  /** Sequence length announced by each byte: 1 (ASCII), 2–6 (a lead), 0 (continuation or invalid lead). */
  readonly lengths: Uint8Array
  /** Lowest and highest second byte that can still complete a valid sequence, per lead (lo > hi: none). */
  readonly secondLow: Uint8Array
  readonly secondHigh: Uint8Array
  /** Whether a complete 3-byte high surrogate at the end of a chunk must wait for the next one. */
  readonly pairAware: boolean
  /** How many final bytes a stream may have to hold back. */
  readonly holdWindow: number
}

/** Smallest value of an n-byte sequence (shortest form), n = 0…6. */
export const MIN_VALUE: readonly number[] = [0, 0, 0x80, 0x800, 0x10000, 0x200000, 0x4000000]

interface SchemeSpec {
  name: string
  maxCodePoint: number
  longestLead: number
  orderPreserving: boolean
  surrogates: SurrogatePolicy
  modifiedNul?: boolean
}

function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1
  if (lead < 0xc0) return 0
  if (lead < 0xe0) return 2
  if (lead < 0xf0) return 3
  if (lead < 0xf8) return 4
  if (lead < 0xfc) return 5
  if (lead < 0xfe) return 6
  return 0
}

function makeScheme(spec: SchemeSpec): Scheme {
  const lengths = new Uint8Array(256)
  const secondLow = new Uint8Array(256)
  const secondHigh = new Uint8Array(256)
  const modifiedNul = spec.modifiedNul === true
  for (let b = 0; b < 256; b++) {
    let n = sequenceLength(b)
    if (n > spec.longestLead) n = 0
    lengths[b] = n
    if (n < 2) continue
    let lo = 0x80
    let hi = 0xbf
    // The shortest-form and range limits of RFC 3629 §4's table, generalised to 5 and 6 bytes.
    if (b === 0xc0 || b === 0xc1) {
      lo = 0xff
      hi = 0
      if (b === 0xc0 && modifiedNul) lo = hi = 0x80
    } else if (b === 0xe0) lo = 0xa0
    else if (b === 0xf0) lo = 0x90
    else if (b === 0xf8) lo = 0x88
    else if (b === 0xfc) lo = 0x84
    if (b === 0xed) {
      if (spec.surrogates === 'forbid') hi = 0x9f
      else if (spec.surrogates === 'pairs') hi = 0xaf
    }
    if (n === 4 && spec.maxCodePoint === 0x10ffff) {
      if (b === 0xf4) hi = 0x8f
      else if (b > 0xf4) {
        lo = 0xff
        hi = 0
      }
    }
    secondLow[b] = lo
    secondHigh[b] = hi
  }
  const pairAware =
    spec.surrogates === 'lone' || spec.surrogates === 'pairs' || spec.surrogates === 'lone-or-pairs'
  return Object.freeze({
    name: spec.name,
    maxCodePoint: spec.maxCodePoint,
    maxSequenceLength:
      spec.surrogates === 'pairs' || spec.surrogates === 'lone-or-pairs' ? 6 : spec.longestLead,
    longestLead: spec.longestLead,
    orderPreserving: spec.orderPreserving,
    surrogates: spec.surrogates,
    modifiedNul,
    utf8Superset: spec.longestLead >= 4,
    lengths,
    secondLow,
    secondHigh,
    pairAware,
    holdWindow: pairAware ? 5 : spec.longestLead - 1,
  })
}

/** RFC 3629 UTF-8. */
export const UTF8: Scheme = /* @__PURE__ */ makeScheme({
  name: 'utf-8',
  maxCodePoint: 0x10ffff,
  longestLead: 4,
  orderPreserving: true,
  surrogates: 'forbid',
})

/** RFC 2279 UTF-8: 1–6 bytes up to 0x7FFFFFFF, surrogates ordinary. */
export const RFC2279: Scheme = /* @__PURE__ */ makeScheme({
  name: 'utf-8-rfc2279',
  maxCodePoint: 0x7fffffff,
  longestLead: 6,
  orderPreserving: true,
  surrogates: 'ordinary',
})

/** WTF-8. */
export const WTF8: Scheme = /* @__PURE__ */ makeScheme({
  name: 'wtf-8',
  maxCodePoint: 0x10ffff,
  longestLead: 4,
  orderPreserving: true,
  surrogates: 'lone',
})

/** CESU-8 (Unicode TR #26). */
export const CESU8: Scheme = /* @__PURE__ */ makeScheme({
  name: 'cesu-8',
  maxCodePoint: 0x10ffff,
  longestLead: 3,
  orderPreserving: false,
  surrogates: 'pairs',
})

/** Java Modified UTF-8. */
export const MUTF8: Scheme = /* @__PURE__ */ makeScheme({
  name: 'mutf-8',
  maxCodePoint: 0x10ffff,
  longestLead: 3,
  orderPreserving: false,
  surrogates: 'lone-or-pairs',
  modifiedNul: true,
})
