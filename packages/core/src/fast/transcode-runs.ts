/**
 * The runs transcoding copies as they are: bytes that mean the same and are written the same in two
 * schemes (ASCII in every pair; whole RFC 3629 sequences between schemes that read and write them as UTF-8
 * does). Found here, copied by the engine's transcoding loop (engine/transcode.ts); what ends a run is
 * always read by the engine, one sequence at a time.
 *
 * @module
 */

/** Sequences in the run {@link utf8RunEnd} or {@link singleRunEnd} last found (code points, for errors). */
export const runState: { count: number } = { count: 0 }

/**
 * Where the run of units from `start` that are singles in both schemes (`lo <= unit < hi`) ends.
 *
 * @example
 * ```ts
 * console.assert(singleRunEnd(new Uint8Array([0x41, 0x42, 0xc3, 0xa9]), 0, 4, 0, 0x80) === 2)
 * ```
 */
export function singleRunEnd(units: Uint8Array, start: number, end: number, lo: number, hi: number): number {
  let i = start
  while (i < end) {
    const u = units[i] as number
    if (u >= hi || u < lo) break
    i++
  }
  runState.count = i - start
  return i
}

/**
 * Where the run of well-formed RFC 3629 UTF-8 from `start` ends that two schemes both read and write as
 * UTF-8 does: sequences of 1–3 bytes, or 1–4 with `supplementary`, never a surrogate's (`ED A0`–`ED BF`),
 * and `00` only with `nul` (Java's Modified UTF-8 writes U+0000 as `C0 80`). The run ends at a sequence
 * start; `runState.count` is the number of sequences in it.
 *
 * @example
 * ```ts
 * const bytes = new Uint8Array([0x41, 0xc3, 0xa9, 0xf0, 0x9f, 0x98, 0x80, 0x00])
 * console.assert(utf8RunEnd(bytes, 0, 8, false, true) === 3 && runState.count === 2)
 * console.assert(utf8RunEnd(bytes, 0, 8, true, false) === 7 && runState.count === 3)
 * ```
 */
export function utf8RunEnd(
  bytes: Uint8Array,
  start: number,
  end: number,
  supplementary: boolean,
  nul: boolean,
): number {
  let i = start
  let count = 0
  const lowest = nul ? 0 : 1
  while (i < end) {
    const b = bytes[i] as number
    if (b < 0x80) {
      if (b < lowest) break
      i++
      count++
      // Four ASCII bytes at a time (with `nul`, any byte below 0x80; without, also not 0: `(x - 1) | x`
      // has bit 7 set for 0 and for every byte from 0x80).
      if (nul) {
        while (i + 4 <= end) {
          if (
            ((bytes[i] as number) |
              (bytes[i + 1] as number) |
              (bytes[i + 2] as number) |
              (bytes[i + 3] as number)) &
            0x80
          )
            break
          i += 4
          count += 4
        }
      } else {
        while (i + 4 <= end) {
          const b0 = bytes[i] as number
          const b1 = bytes[i + 1] as number
          const b2 = bytes[i + 2] as number
          const b3 = bytes[i + 3] as number
          if (((b0 - 1) | b0 | (b1 - 1) | b1 | (b2 - 1) | b2 | (b3 - 1) | b3) & 0x80) break
          i += 4
          count += 4
        }
      }
      continue
    }
    if (b < 0xe0) {
      if (b < 0xc2 || i + 1 >= end || ((bytes[i + 1] as number) & 0xc0) !== 0x80) break
      i += 2
      count++
      continue
    }
    if (b < 0xf0) {
      if (i + 2 >= end) break
      const c = bytes[i + 1] as number
      if (((c & 0xc0) ^ 0x80) | (((bytes[i + 2] as number) & 0xc0) ^ 0x80)) break
      if (b === 0xe0 ? c < 0xa0 : b === 0xed && c >= 0xa0) break
      i += 3
      count++
      continue
    }
    if (!supplementary || b > 0xf4 || i + 3 >= end) break
    const c = bytes[i + 1] as number
    if (
      ((c & 0xc0) ^ 0x80) |
      (((bytes[i + 2] as number) & 0xc0) ^ 0x80) |
      (((bytes[i + 3] as number) & 0xc0) ^ 0x80)
    )
      break
    if (b === 0xf0 ? c < 0x90 : b === 0xf4 && c >= 0x90) break
    i += 4
    count++
  }
  runState.count = count
  return i
}
