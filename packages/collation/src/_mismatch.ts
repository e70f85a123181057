/**
 * The first index at which two byte arrays differ: the work behind every byte comparator here.
 *
 * @module
 */

/**
 * Bytes compared one by one before the scan goes four bytes at a time: creating the word views costs
 * about as much as comparing this many bytes, and most keys differ early.
 */
const WIDE_MIN = 256

/**
 * The first index `i < min(a.length, b.length)` with `a[i] !== b[i]`, or `min(a.length, b.length)` when
 * one array is a prefix of the other.
 *
 * After the first {@link WIDE_MIN} bytes, long inputs are compared a 32-bit word at a time: through
 * `Uint32Array` views when both arrays can be aligned to 4 bytes at the same index, through `DataView`s
 * otherwise. The differing word and the tail are finished byte by byte. Word equality does not depend on
 * the platform's byte order.
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
