/**
 * The runs transcoding copies as they are: bytes that mean the same and are written the same in two
 * schemes (ASCII in every pair; whole RFC 3629 sequences between schemes that read and write them as UTF-8
 * does). Found here, copied by the engine's transcoding loop (engine/transcode.ts); what ends a run is
 * always read by the engine, one sequence at a time.
 *
 * @module
 */

import type { Progress } from './accelerator.ts'
import { nativeDecodeStrict } from './native.ts'
import { fastNativeDecode } from './runtime.ts'
import { validateUtf8Prefix } from './utf8-kernel.ts'
import { BMP_ONLY, COUNT_PASSED, STOP_AT_NUL, utf8BlocksEnd } from './wasm-scan.ts'

/**
 * Where the run of units from `run.read` that are singles in both schemes (`lo <= unit < hi`) ends: the
 * run finders move `run.read` to the run's end and add its sequences (code points, for errors) to
 * `run.written`, and return the end.
 *
 * @example
 * ```ts
 * const run = { read: 0, written: 0 }
 * console.assert(singleRunEnd(new Uint8Array([0x41, 0x42, 0xc3, 0xa9]), 4, 0, 0x80, run) === 2 && run.written === 2)
 * ```
 */
export function singleRunEnd(units: Uint8Array, end: number, lo: number, hi: number, run: Progress): number {
  const start = run.read
  let i = start
  while (i < end) {
    const u = units[i] as number
    if (u >= hi || u < lo) break
    i++
  }
  run.read = i
  run.written += i - start
  return i
}

/** Bytes {@link utf8RunEnd} looks for a byte that ends its run in at a time, before validating them. */
const STOP_WINDOW = 256

/** What {@link validateUtf8Prefix} counts for {@link utf8RunEnd} (read there and nowhere else). */
const validated: Progress = { read: 0, written: 0 }

/**
 * Where the run of well-formed RFC 3629 UTF-8 from `run.read` ends that two schemes both read and write
 * as UTF-8 does: sequences of 1–3 bytes, or 1–4 with `supplementary`, never a surrogate's (`ED A0`–`ED
 * BF`), and `00` only with `nul` (Java's Modified UTF-8 writes U+0000 as `C0 80`). The run ends at a
 * sequence start; `run.read` moves there, and its sequences (characters) are added to `run.written` (see
 * {@link singleRunEnd}). UTF-8's validation kernel (`validateUtf8Prefix`) checks the bytes, a window of
 * {@link STOP_WINDOW} at a time cut before the first byte that ends the run here (F0–FF without
 * `supplementary`, 00 without `nul`), so that no byte is read more than twice.
 *
 * @example
 * ```ts
 * const bytes = new Uint8Array([0x41, 0xc3, 0xa9, 0xf0, 0x9f, 0x98, 0x80, 0x00])
 * const run = { read: 0, written: 0 }
 * console.assert(utf8RunEnd(bytes, 8, false, true, run) === 3 && run.written === 2)
 * const other = { read: 0, written: 0 }
 * console.assert(utf8RunEnd(bytes, 8, true, false, other) === 7 && other.written === 3)
 * ```
 */
export function utf8RunEnd(
  bytes: Uint8Array,
  end: number,
  supplementary: boolean,
  nul: boolean,
  run: Progress,
): number {
  const lowest = nul ? 0 : 1
  const highest = supplementary ? 0xff : 0xef
  let i = run.read
  // UTF-16 units of what was validated, and its 4-byte sequences (two units, one character).
  let units = 0
  let fours = 0
  while (i < end) {
    const window = end - i > STOP_WINDOW ? i + STOP_WINDOW : end
    let stop = i
    for (; stop < window; stop++) {
      const b = bytes[stop] as number
      if (b < lowest || b > highest) break
      if (b >= 0xf0) fours++
    }
    const valid = validateUtf8Prefix(bytes, i, stop, validated)
    units += validated.written
    // Only a sequence the window cuts (its lead at most 3 bytes before the window's end) goes on.
    if (valid < stop || stop < window) {
      if (valid < stop) for (let k = valid; k < stop; k++) if ((bytes[k] as number) >= 0xf0) fours--
      i = valid
      if (stop < window || window === end || valid < window - 3) break
      continue
    }
    i = valid
  }
  run.read = i
  run.written += units - fours
  return i
}

/**
 * A run found by {@link copyableRunEnd} that reaches this far goes on in WebAssembly, 16 bytes a step,
 * first through a copy of {@link FIRST_BLOCKS_CHUNK} bytes (then 8 times as many each time): short runs
 * between other characters stay with {@link utf8RunEnd}.
 */
const BLOCKS_AFTER = 256
const FIRST_BLOCKS_CHUNK = 2048

/**
 * {@link utf8RunEnd}, a long run checked in WebAssembly: where the run of well-formed RFC 3629 UTF-8
 * from `run.read` ends that two schemes both read and write as UTF-8 does, `run` moved as by
 * {@link utf8RunEnd}.
 *
 * @example
 * ```ts
 * const bytes = new TextEncoder().encode('é'.repeat(1000) + '😀')
 * const run = { read: 0, written: 0 }
 * console.assert(copyableRunEnd(bytes, bytes.length, false, true, run) === 2000 && run.written === 1000)
 * ```
 */
export const copyableRunEnd: typeof utf8RunEnd = (bytes, end, supplementary, nul, run) => {
  const probe = run.read + BLOCKS_AFTER
  if (end - probe < FIRST_BLOCKS_CHUNK) return utf8RunEnd(bytes, end, supplementary, nul, run)
  const i = utf8RunEnd(bytes, probe, supplementary, nul, run)
  // Stopped before the last sequence the probe's end may cut: where the run ends.
  if (i < probe - 3) return i
  const flags = COUNT_PASSED | (supplementary ? 0 : BMP_ONLY) | (nul ? 0 : STOP_AT_NUL)
  utf8BlocksEnd(bytes, i, end, flags, FIRST_BLOCKS_CHUNK, run)
  return utf8RunEnd(bytes, end, supplementary, nul, run)
}

/** {@link wholeUtf8}: not well-formed RFC 3629 UTF-8 throughout (or maybe not). */
export const NOT_UTF8 = 0
/** {@link wholeUtf8}: well-formed RFC 3629 UTF-8. */
export const UTF8 = 1
/** {@link wholeUtf8}: ASCII. */
export const ASCII = 2

/** Input this long goes to the runtime's decoder in {@link wholeUtf8} (below, a call costs more). */
const NATIVE_CHECK_FROM = 256

/**
 * Whether all of `bytes` is well-formed RFC 3629 UTF-8 ({@link UTF8}), ASCII too ({@link ASCII}), or not
 * ({@link NOT_UTF8}, which may also mean "not known": the caller then takes the engine's way). Where the
 * runtime's strict decoder is fast on every script (`fastNativeDecode`: Node 24 on, Bun, Deno, browsers)
 * it checks long input and its string is dropped (UTF-8 gives one UTF-16 unit a byte only for ASCII);
 * elsewhere UTF-8's validation kernel does, in WebAssembly from where {@link copyableRunEnd} takes it.
 */
export function wholeUtf8(bytes: Uint8Array): number {
  const end = bytes.length
  if (fastNativeDecode && end >= NATIVE_CHECK_FROM) {
    const text = nativeDecodeStrict(bytes)
    return text === null ? NOT_UTF8 : text.length === end ? ASCII : UTF8
  }
  if (end < BLOCKS_AFTER + FIRST_BLOCKS_CHUNK) {
    if (validateUtf8Prefix(bytes, 0, end, validated) < end) return NOT_UTF8
    return validated.written === end ? ASCII : UTF8
  }
  const run = { read: 0, written: 0 }
  if (copyableRunEnd(bytes, end, true, true, run) < end) return NOT_UTF8
  return run.written === end ? ASCII : UTF8
}

/**
 * Rewrites the supplementary characters from `bytes[start]` on, one after another, between their two
 * forms: with `toPairs`, RFC 3629's 4 bytes (`F0 90 80 80`–`F4 8F BF BF`) into a CESU-8 pair of 3-byte
 * surrogate sequences (6 bytes); without, such a pair (`ED A0`–`AF xx ED B0`–`BF xx`) into 4 bytes. Reads
 * from `progress.read` and writes into `out` from `progress.written` while 6 bytes fit, and moves
 * `progress` on; stops at anything else. Returns where it stopped: each character rewritten is 4 bytes
 * read with `toPairs`, 6 without.
 *
 * @example
 * ```ts
 * const out = new Uint8Array(8)
 * const progress = { read: 0, written: 0 }
 * console.assert(rewriteSupplementary(new Uint8Array([0xf0, 0x9f, 0x98, 0x80, 0x41]), 5, out, true, progress) === 4)
 * console.assert(out.subarray(0, progress.written).join() === [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80].join())
 * ```
 */
export function rewriteSupplementary(
  bytes: Uint8Array,
  end: number,
  out: Uint8Array,
  toPairs: boolean,
  progress: Progress,
): number {
  let { read: i, written: w } = progress
  const room = out.length - 6
  if (toPairs) {
    while (i + 3 < end && w <= room) {
      const b = bytes[i] as number
      const c = bytes[i + 1] as number
      const d = bytes[i + 2] as number
      const e = bytes[i + 3] as number
      if (b < 0xf0 || b > 0xf4 || ((c & 0xc0) ^ 0x80) | ((d & 0xc0) ^ 0x80) | ((e & 0xc0) ^ 0x80)) break
      if (b === 0xf0 ? c < 0x90 : b === 0xf4 && c >= 0x90) break
      const v = (((b & 0x07) << 18) | ((c & 0x3f) << 12) | ((d & 0x3f) << 6) | (e & 0x3f)) - 0x10000
      const high = 0xd800 + (v >> 10)
      const low = 0xdc00 + (v & 0x3ff)
      out[w] = 0xed
      out[w + 1] = 0x80 | ((high >> 6) & 0x3f)
      out[w + 2] = 0x80 | (high & 0x3f)
      out[w + 3] = 0xed
      out[w + 4] = 0x80 | ((low >> 6) & 0x3f)
      out[w + 5] = 0x80 | (low & 0x3f)
      w += 6
      i += 4
    }
  } else {
    while (i + 5 < end && w <= room) {
      const c = bytes[i + 1] as number
      const d = bytes[i + 2] as number
      const f = bytes[i + 4] as number
      const g = bytes[i + 5] as number
      if (
        bytes[i] !== 0xed ||
        bytes[i + 3] !== 0xed ||
        (c & 0xf0) !== 0xa0 ||
        (f & 0xf0) !== 0xb0 ||
        ((d & 0xc0) ^ 0x80) | ((g & 0xc0) ^ 0x80)
      )
        break
      const v = 0x10000 + ((((c & 0x0f) << 6) | (d & 0x3f)) << 10) + (((f & 0x0f) << 6) | (g & 0x3f))
      out[w] = 0xf0 | (v >> 18)
      out[w + 1] = 0x80 | ((v >> 12) & 0x3f)
      out[w + 2] = 0x80 | ((v >> 6) & 0x3f)
      out[w + 3] = 0x80 | (v & 0x3f)
      w += 4
      i += 6
    }
  }
  progress.read = i
  progress.written = w
  return i
}
