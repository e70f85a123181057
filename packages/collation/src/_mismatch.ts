/**
 * The first index at which two byte arrays differ: the work behind every byte comparator here.
 *
 * @module
 */

/** Bytes compared one by one before words: the word views cost about this many byte compares. */
const WIDE_MIN = 256

/**
 * The first index where `a` and `b` differ, or the shorter length. After {@link WIDE_MIN} bytes, 32-bit
 * words (`Uint32Array` when both align alike, else `DataView`); word equality ignores byte order.
 */
export function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length)
  const head = Math.min(n, WIDE_MIN)
  let i = 0
  while (i < head && a[i] === b[i]) i++
  if (i < head || i === n) return i
  if (((a.byteOffset - b.byteOffset) & 3) === 0) {
    while (i < n && ((a.byteOffset + i) & 3) !== 0) {
      if (a[i] !== b[i]) return i
      i++
    }
    const words = (n - i) >>> 2
    if (words > 0) {
      const wa = new Uint32Array(a.buffer, a.byteOffset + i, words)
      const wb = new Uint32Array(b.buffer, b.byteOffset + i, words)
      let k = 0
      while (k < words && wa[k] === wb[k]) k++
      i += k << 2
    }
  } else {
    const da = new DataView(a.buffer, a.byteOffset, n)
    const db = new DataView(b.buffer, b.byteOffset, n)
    while (i + 4 <= n && da.getUint32(i, true) === db.getUint32(i, true)) i += 4
  }
  while (i < n && a[i] === b[i]) i++
  return i
}
