/**
 * A small seeded pseudo-random generator (SplitMix32 → xoshiro128**), so every generated corpus is the
 * same on every run and runtime.
 *
 * @module
 */

/** A deterministic random source. */
export interface Random {
  /** A uniform integer in [0, 2^32). */
  nextUint32(): number
  /** A uniform float in [0, 1). */
  next(): number
  /** A uniform integer in [min, max] (both safe integers, `max - min < 2^53`). */
  int(min: number, max: number): number
  /** A uniform bigint in [min, max]. */
  bigint(min: bigint, max: bigint): bigint
}

/** Creates the generator for `seed` (any 32-bit integer). */
export function createRandom(seed: number): Random {
  let s = seed >>> 0
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) >>> 0
    let z = s
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
  let a = splitmix()
  let b = splitmix()
  let c = splitmix()
  let d = splitmix()
  const nextUint32 = (): number => {
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0
    const t = (b << 9) >>> 0
    c ^= a
    d ^= b
    b ^= c
    a ^= d
    c ^= t
    d = rotl(d, 11)
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    return result
  }
  const next = (): number => (nextUint32() * 2 ** 21 + (nextUint32() >>> 11)) / 2 ** 53
  return {
    nextUint32,
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1))
    },
    bigint(min, max) {
      const span = max - min + 1n
      const bits = span.toString(2).length + 32
      let value = 0n
      for (let i = 0; i < bits; i += 32) value = (value << 32n) | BigInt(nextUint32())
      return min + (value % span)
    },
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0
}
